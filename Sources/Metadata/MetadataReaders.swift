import Model

/// Where a file keeps its EXIF-style metadata.
package enum MetadataSource {
    case none
    /// A TIFF block embedded in a container (JPEG APP1, HEIF `Exif` item, PNG `eXIf`, WebP
    /// `EXIF`): small, read whole, handed to libexif.
    case exifBlock(ByteRange)
    /// A TIFF block decoded out of the file (PNG's hex "Raw profile type exif").
    case exifBytes([UInt8])
    /// The file is itself TIFF-structured, with its IFDs anywhere: read by the small IFD reader.
    case tiffFile(base: Int)
    /// IFD0, the EXIF IFD and the GPS IFD each as the first directory of a TIFF block of its
    /// own, by the offset of its header (Canon CR3's `CMT1`, `CMT2`, `CMT4`).
    case tiffParts(ifd0: Int?, exif: Int?, gps: Int?)
    /// Details read along with the capture time, from a format with no EXIF (Canon CRW).
    case known(PhotoDetails)
}

/// What tier A found in a file's header: where its metadata is, and when it was taken.
package struct HeaderReading {
    package var source = MetadataSource.none
    /// A wall-clock capture time: EXIF (or XMP, IPTC), or a video's own local creation date.
    package var capture: ExifCapture?
    var captureSource = TimeSource.exif
    /// An instant the file records (a video's `mvhd`), used when no wall clock is known.
    package var instant: Int64?
    /// GPSDateStamp + GPSTimeStamp: an instant, and the offset of an offset-less wall clock.
    var gpsInstant: Int64?
    /// IFD0 DateTime, the last edit.
    package var lastEdit: LocalDateTime?
    /// A position read along with the time (videos keep theirs in the same box).
    package var location: GeoPoint?
    /// The height given with that position (ISO 6709 carries one; no speed).
    package var altitudeMeters: Double?
    package var width: Int?
    package var height: Int?
    /// The file has sound tracks and no picture: an audio file in a video's container.
    package var audioOnly = false
    /// The file has EXIF we do not read: compressed with Brotli (JPEG XL's `brob` box).
    package var exifCompressed = false
    /// Its XMP calls it a screenshot (a PNG's, as iOS writes them).
    var xmpScreenshot = false
    /// A movie's Live Photo content identifier and length, read with its time.
    package var contentID: String?
    package var durationMs: Int?
}

extension HeaderReading {
    mutating func setDates(_ dates: ExifDates) {
        capture = dates.capture
        gpsInstant = dates.gpsInstant
        lastEdit = dates.lastEdit
    }
}

/// The structure of an image is broken before its metadata.
package struct CorruptFile: Error {}

/// Dispatches each kind of file to the reader of its container format. Tier A reads the
/// capture time; tier B, only for photos in range, reads the rest.
package enum MetadataReaders {
    /// Bumped whenever what a reader extracts changes; cached rows from older versions are read again.
    /// 2: HEIF, PNG, WebP and video metadata; Takeout sidecars.
    /// 3: GPS time, IFD0 DateTime, date-only IPTC and XMP values, date-only file names, precision.
    /// 4: GPS altitude and speed (EXIF, ISO 6709, Takeout), which tell photos taken in the air.
    /// 5: Apple's Live Photo and burst identifiers, and a video's length, which pair files into
    ///    moments; a PNG's XMP (screenshot, dates) and Creation Time; XMP's GPS time.
    package static let extractorVersion = 5

    /// Kinds whose embedded metadata we read; others are dated by file name or mtime.
    package static let embeddedMetadataKinds: Set<AssetKind> = [.jpeg, .rawTIFF, .raw, .jxl, .heif, .png, .webp, .video]

    package static func header<Bytes: RandomAccessBytes>(kind: AssetKind, file: Bytes) throws(CorruptFile) -> HeaderReading {
        switch kind {
        case .jpeg:
            let layout: JPEGLayout
            do { layout = try JPEGMarkerWalk.walk(file) } catch { throw CorruptFile() }
            var reading = HeaderReading(width: layout.width, height: layout.height)
            if let block = layout.exif { reading = exifBlock(block, in: file, reading) }
            if reading.capture == nil, let full = try? JPEGMarkerWalk.walk(file, everySegment: true) {
                reading.capture = OtherCaptureDates.jpeg(full, in: file)
            }
            // Only a packet already read: a file read for every photo without a GPS time would
            // cost the scan more than the rare XMP-only GPS time is worth.
            if reading.gpsInstant == nil, let xmp = layout.xmp, xmp.offset + xmp.count <= file.bufferedCount {
                reading.gpsInstant = file.withBytes(at: xmp.offset, count: xmp.count, XMPDates.gpsInstant) ?? nil
            }
            return reading
        case .rawTIFF:
            guard let ifd0 = TIFFDirectory.root(in: file, base: 0) else { throw CorruptFile() }
            let dates = ExifCaptureReader.dates(tiffAt: 0, in: file)
            return HeaderReading(source: .tiffFile(base: 0), capture: dates.capture ?? OtherCaptureDates.tiff(ifd0),
                                 gpsInstant: dates.gpsInstant, lastEdit: dates.lastEdit)
        case .heif:
            guard let found = HEIFMetadata.read(file) else { throw CorruptFile() }
            let reading = HeaderReading(width: found.width, height: found.height)
            return found.exif.map { exifBlock($0, in: file, reading) } ?? reading
        case .png, .webp:
            guard let found = kind == .png ? PNGMetadata.read(file) : WebPMetadata.read(file) else { throw CorruptFile() }
            var reading = HeaderReading(width: found.width, height: found.height)
            if let block = found.exif {
                reading = exifBlock(block, in: file, reading)
            } else if let bytes = found.exifBytes {
                reading.source = .exifBytes(bytes)
                reading.setDates(bytes.withMemoryBytes { ExifCaptureReader.dates(tiffAt: 0, in: $0) })
            }
            reading.capture = reading.capture ?? found.xmpCapture ?? found.creationTime
            reading.gpsInstant = reading.gpsInstant ?? found.xmpGPSInstant
            reading.xmpScreenshot = found.xmpScreenshot
            return reading
        case .video:
            if let other = VideoContainers.read(file) { return other }
            guard let found = QuickTimeMetadata.read(file) else { return HeaderReading() }
            return HeaderReading(capture: found.localTime.map { ExifCapture(time: $0, utcOffset: found.utcOffset, subsecondMillis: nil) },
                                 captureSource: .video, instant: found.instant, location: found.position?.point,
                                 altitudeMeters: found.position?.altitudeMeters, audioOnly: found.isAudioOnly,
                                 contentID: found.contentID, durationMs: found.durationMs)
        case .raw:
            guard let reading = RawContainers.read(file) else { throw CorruptFile() }
            return reading
        case .jxl:
            guard let found = JPEGXLMetadata.read(file) else { throw CorruptFile() }
            var reading = found.exif.map { exifBlock($0, in: file, HeaderReading()) } ?? HeaderReading()
            reading.exifCompressed = found.compressedExif
            return reading
        case .audio, .sidecar, .export, .other:
            return HeaderReading()
        }
    }

    static func exifBlock<Bytes: RandomAccessBytes>(_ block: ByteRange, in file: Bytes, _ reading: HeaderReading) -> HeaderReading {
        var reading = reading
        reading.source = .exifBlock(block)
        reading.setDates(ExifCaptureReader.dates(tiffAt: block.offset, in: file))
        return reading
    }

    package static func details<Bytes: RandomAccessBytes>(file: Bytes, header: HeaderReading) -> PhotoDetails {
        var details: PhotoDetails
        switch header.source {
        case .none:
            details = PhotoDetails()
        case let .exifBlock(block):
            details = LibexifReader.details(tiffBlock: block, in: file)
        case let .exifBytes(bytes):
            details = LibexifReader.details(tiff: bytes)
        case let .tiffFile(base):
            details = TIFFDetailsReader.details(tiffAt: base, in: file)
        case let .tiffParts(ifd0, exif, gps):
            let root = { (base: Int?) in base.flatMap { TIFFDirectory.root(in: file, base: $0) } }
            details = TIFFDetailsReader.details(ifd0: root(ifd0), exif: root(exif), gps: root(gps))
        case let .known(found):
            details = found
        }
        // The frame header states the real pixel size; EXIF's copy goes stale after edits.
        if let width = header.width, let height = header.height, PixelSize.isPlausible(width, height) {
            details.width = width
            details.height = height
        }
        if let width = details.width, let height = details.height, !PixelSize.isPlausible(width, height) {
            (details.width, details.height) = (nil, nil)
        }
        if details.location == nil, let location = header.location {
            details.location = location
            details.altitudeMeters = header.altitudeMeters
        }
        details.isScreenshot = details.isScreenshot || header.xmpScreenshot
        details.contentID = details.contentID ?? header.contentID
        details.durationMs = details.durationMs ?? header.durationMs
        return details
    }
}

/// Pixel sizes any image could have. Anything else is a broken header, and would overflow
/// the pixel counts that rank photos.
enum PixelSize {
    /// 1,048,576 pixels a side: beyond the largest panoramas.
    static let maxSide = 1 << 20

    static func isPlausible(_ width: Int, _ height: Int) -> Bool {
        (1 ... maxSide).contains(width) && (1 ... maxSide).contains(height)
    }
}
