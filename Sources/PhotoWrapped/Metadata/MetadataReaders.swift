/// Where a file keeps its EXIF-style metadata.
enum MetadataSource {
    case none
    /// A TIFF block embedded in a container (JPEG APP1): small, read whole, handed to libexif.
    case exifBlock(ByteRange)
    /// The file is itself TIFF-structured, with its IFDs anywhere: read by the small IFD reader.
    case tiffFile(base: Int)
}

/// What tier A found in a file's header: where its metadata is and when it was taken.
struct HeaderReading {
    var source = MetadataSource.none
    var capture: ExifCapture?
    var width: Int?
    var height: Int?
}

/// The structure of an image is broken before its metadata.
struct CorruptFile: Error {}

/// Dispatches each kind of file to the reader of its container format. Tier A reads the
/// capture time; tier B, only for photos in range, reads the rest.
enum MetadataReaders {
    /// Bumped whenever what a reader extracts changes; cached rows from older versions are read again.
    static let extractorVersion = 1

    /// Kinds whose embedded metadata we read; others are dated by file name or mtime.
    static let embeddedMetadataKinds: Set<AssetKind> = [.jpeg, .rawTIFF]

    static func header<Bytes: RandomAccessBytes>(kind: AssetKind, file: Bytes) throws(CorruptFile) -> HeaderReading {
        switch kind {
        case .jpeg:
            let layout: JPEGLayout
            do { layout = try JPEGMarkerWalk.walk(file) } catch { throw CorruptFile() }
            var reading = HeaderReading(width: layout.width, height: layout.height)
            if let block = layout.exif {
                reading.source = .exifBlock(block)
                reading.capture = ExifCaptureReader.read(tiffAt: block.offset, in: file)
            }
            if reading.capture == nil, let full = try? JPEGMarkerWalk.walk(file, everySegment: true) {
                reading.capture = OtherCaptureDates.jpeg(full, in: file)
            }
            return reading
        case .rawTIFF:
            guard let ifd0 = TIFFDirectory.root(in: file, base: 0) else { throw CorruptFile() }
            return HeaderReading(source: .tiffFile(base: 0),
                                 capture: ExifCaptureReader.read(tiffAt: 0, in: file) ?? OtherCaptureDates.tiff(ifd0))
        case .png, .heif, .webp, .video, .other:
            return HeaderReading()
        }
    }

    static func details<Bytes: RandomAccessBytes>(file: Bytes, header: HeaderReading) -> PhotoDetails {
        var details: PhotoDetails
        switch header.source {
        case .none:
            details = PhotoDetails()
        case let .exifBlock(block):
            details = LibexifReader.details(tiffBlock: block, in: file)
        case let .tiffFile(base):
            details = TIFFDetailsReader.details(tiffAt: base, in: file)
        }
        // The frame header states the real pixel size; EXIF's copy goes stale after edits.
        if let width = header.width, let height = header.height, width > 0, height > 0 {
            details.width = width
            details.height = height
        }
        return details
    }
}
