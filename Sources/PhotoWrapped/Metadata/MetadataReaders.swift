/// What tier A found in a file's header: where its EXIF block is and when it was taken.
struct HeaderReading {
    var exifBlock: ByteRange?
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
    static let embeddedMetadataKinds: Set<AssetKind> = [.jpeg]

    static func header<Bytes: RandomAccessBytes>(kind: AssetKind, file: Bytes) throws(CorruptFile) -> HeaderReading {
        switch kind {
        case .jpeg:
            let layout: JPEGLayout
            do { layout = try JPEGMarkerWalk.walk(file) } catch { throw CorruptFile() }
            return HeaderReading(exifBlock: layout.exif,
                                 capture: layout.exif.flatMap { ExifCaptureReader.read(tiffAt: $0.offset, in: file) },
                                 width: layout.width, height: layout.height)
        case .png, .heif, .webp, .rawTIFF, .video, .other:
            return HeaderReading()
        }
    }

    static func details<Bytes: RandomAccessBytes>(file: Bytes, header: HeaderReading) -> PhotoDetails {
        var details = header.exifBlock.flatMap { block in
            file.withBytes(at: block.offset, count: block.count) { LibexifReader.details(tiff: $0.base) }
        } ?? PhotoDetails()
        // The frame header states the real pixel size; EXIF's copy goes stale after edits.
        if let width = header.width, let height = header.height, width > 0, height > 0 {
            details.width = width
            details.height = height
        }
        return details
    }
}
