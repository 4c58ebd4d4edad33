import Foundation
import Model

/// The encoded files `phone-mix` copies: a few HEICs (by `heif-enc`), movies (by `ffmpeg`),
/// JPEG bodies and PNGs, each encoded once per run. Their metadata holds sentinel values, and
/// each sentinel's offsets are found once, so that a file is the template's bytes with those
/// ranges overwritten by values of the same length: no encoder runs per file.
struct PhoneMixTemplate {
    var bytes: [UInt8]
    /// EXIF `YYYY:MM:DD HH:MM:SS` (19 bytes): DateTime, DateTimeOriginal, DateTimeDigitized.
    var exifDates: [Int] = []
    /// EXIF OffsetTimeOriginal `+HH:MM` (6 bytes).
    var exifOffsets: [Int] = []
    /// The 24 bytes of a big-endian GPS latitude's or longitude's three rationals, and the
    /// byte of its `N`/`S` or `E`/`W`.
    var latitude: (value: Int, ref: Int)?
    var longitude: (value: Int, ref: Int)?
    /// Apple's content identifier, a 36-character UUID, in a maker note or a movie's keys.
    var contentIDs: [Int] = []
    /// A movie's `com.apple.quicktime.creationdate`, `YYYY-MM-DDTHH:MM:SS+HHMM` (24 bytes).
    var localDates: [Int] = []
    /// A movie's UTC creation time as text (19 bytes, `YYYY-MM-DDTHH:MM:SS`).
    var utcTexts: [Int] = []
    /// The mvhd, tkhd and mdhd creation and modification times: 32-bit seconds since 1904.
    var movieTimes: [Int] = []
}

enum PhoneMixTemplates {
    static let exifDate = LocalDateTime(year: 1999, month: 9, day: 9, hour: 9, minute: 9, second: 9)!
    static let exifOffset = "+09:09"
    static let latitude = 77.5555, longitude = 155.4444
    static let contentID = "A1B2C3D4-1111-2222-3333-444455556666"
    static let utcInstant = LocalDateTime(year: 1998, month: 8, day: 8, hour: 8, minute: 8, second: 8)!.secondsSinceEpoch
    static let localDate = "1997-07-07T07:07:07+0707"
    /// Seconds from 1904-01-01 (QuickTime's epoch) to 1970-01-01.
    static let quickTimeEpoch: Int64 = 2_082_844_800

    /// Sizes of the HEIC templates, as phones' downscaled exports and thumbnails vary.
    static let heicSizes = [(480, 360), (640, 480), (720, 540), (800, 600), (960, 720), (1024, 768)]
    /// The long edge of the thumbnail each HEIC carries.
    static let thumbnailSize = 320
    static let jpegSizes = [(320, 240), (400, 300), (480, 360), (640, 480), (720, 540), (800, 600), (240, 320), (480, 640)]

    /// The three big-endian rationals libexif writes for `degrees` (`ExifBlock`'s rounding).
    static func dms(_ degrees: Double) -> [UInt8] {
        let d = abs(degrees), whole = d.rounded(.down)
        let minutes = ((d - whole) * 60).rounded(.down)
        let seconds = ((d - whole) * 60 - minutes) * 60
        return [UInt32(whole), 1, UInt32(minutes), 1, UInt32((seconds * 10_000).rounded()), 10_000].flatMap(be32)
    }

    static func be32(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }

    static func readBE32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        bytes[at ..< at + 4].reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func offsets(of pattern: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard let first = pattern.first, bytes.count >= pattern.count else { return [] }
        var found: [Int] = []
        var i = 0
        while i <= bytes.count - pattern.count {
            if bytes[i] == first, bytes[i ..< i + pattern.count].elementsEqual(pattern) { found.append(i) }
            i += 1
        }
        return found
    }

    /// A GPS ref entry as big-endian TIFF writes it: tag, ASCII, 2 characters, inline.
    static func refOffset(tag: UInt8, letter: Character, in bytes: [UInt8]) -> Int? {
        offsets(of: [0, tag, 0, 2, 0, 0, 0, 2, letter.asciiValue!, 0], in: bytes).first.map { $0 + 8 }
    }

    static func pixels(_ index: Int, width: Int, height: Int, crops: RealPhotoCrops?, random: inout SeededRandom) throws -> RGBImage {
        let styles: [Scenery.Style] = [.city, .park, .water, .home, .office, .market, .temple]
        let style = styles[index % styles.count]
        if let crops { return try crops.image(for: "phone-mix/\(index)", style: style, hour: 9 + index % 10, width: width, height: height) }
        return Scenery.paint(width: width, height: height, style: style, hour: 9 + index % 10, random: &random)
    }

    /// HEICs as an iPhone writes them: big-endian EXIF with Apple's maker note, with and
    /// without a GPS fix, each size once.
    static func heics(crops: RealPhotoCrops?, random: inout SeededRandom, scratch: URL) throws -> (gps: [PhoneMixTemplate], noGPS: [PhoneMixTemplate]) {
        var gps: [PhoneMixTemplate] = [], noGPS: [PhoneMixTemplate] = []
        for (n, size) in heicSizes.enumerated() {
            let image = try pixels(n, width: size.0, height: size.1, crops: crops, random: &random)
            for withGPS in [true, false] {
                var fields = ExifFields(dateTimeOriginal: exifDate, make: "Apple", model: "iPhone 15", orientation: 1, pixelSize: size)
                fields.bigEndian = true
                fields.dateTime = exifDate
                fields.offsetTimeOriginal = exifOffset
                fields.makerNote = IPhoneMakerNote.make(contentID: contentID, burstID: nil)
                if withGPS { (fields.latitude, fields.longitude) = (latitude, longitude) }
                let input = scratch.appendingPathComponent("template.jpg"), output = scratch.appendingPathComponent("template.heic")
                try Data(ImageFiles.jpeg(image, quality: 90, exif: ExifBlock.make(fields))).write(to: input)
                // With a thumbnail of 320 pixels, as an iPhone writes one beside the photo.
                try PhoneFolderWriter.tool("heif-enc", package: "libheif-examples",
                                           ["-q", String(20 + 4 * n), "-t", String(Self.thumbnailSize), "-o", output.path, input.path])
                let template = located([UInt8](try Data(contentsOf: output)), movie: false)
                precondition(template.exifDates.count == 3 && template.contentIDs.count == 1, "heif-enc did not carry the EXIF")
                precondition(!withGPS || (template.latitude != nil && template.longitude != nil), "heif-enc did not carry the GPS fix")
                if withGPS { gps.append(template) } else { noGPS.append(template) }
            }
        }
        return (gps, noGPS)
    }

    /// Movies of 1 to 3 s: QuickTime with Apple's keys (a Live Photo's with a content
    /// identifier), or MP4 as Android writes it.
    static func movie(seconds: Int, width: Int, height: Int, apple: Bool, live: Bool, scratch: URL) throws -> PhoneMixTemplate {
        let output = scratch.appendingPathComponent(apple ? "template.mov" : "template.mp4")
        var arguments = ["-nostdin", "-loglevel", "error", "-y", "-f", "lavfi", "-i", "testsrc2=s=\(width)x\(height):r=10:d=\(seconds)",
                         "-c:v", "libx264", "-preset", "veryfast", "-crf", "40", "-pix_fmt", "yuv420p", "-threads", "1",
                         "-fflags", "+bitexact", "-flags:v", "+bitexact", "-map_metadata", "-1", "-movflags", "use_metadata_tags",
                         "-metadata", "creation_time=\(PhoneFolderWriter.utcText(utcInstant))"]
        if apple {
            arguments += ["-metadata", "com.apple.quicktime.creationdate=\(localDate)", "-metadata", "com.apple.quicktime.make=Apple",
                          "-metadata", "com.apple.quicktime.model=iPhone 15"]
            if live { arguments += ["-metadata", "com.apple.quicktime.content.identifier=\(contentID)"] }
        }
        try PhoneFolderWriter.tool("ffmpeg", package: "ffmpeg", arguments + [output.path])
        let template = located([UInt8](try Data(contentsOf: output)), movie: true)
        precondition(template.movieTimes.count >= 2 && (!apple || template.localDates.count == 1) && (!live || template.contentIDs.count == 1),
                     "ffmpeg did not write the sentinel times")
        return template
    }

    private static func located(_ bytes: [UInt8], movie: Bool) -> PhoneMixTemplate {
        var template = PhoneMixTemplate(bytes: bytes)
        template.exifDates = offsets(of: Array(ExifBlock.exifText(exifDate).utf8), in: bytes)
        template.exifOffsets = offsets(of: Array(exifOffset.utf8), in: bytes)
        if let value = offsets(of: dms(latitude), in: bytes).first, let ref = refOffset(tag: 1, letter: "N", in: bytes) {
            template.latitude = (value, ref)
        }
        if let value = offsets(of: dms(longitude), in: bytes).first, let ref = refOffset(tag: 3, letter: "E", in: bytes) {
            template.longitude = (value, ref)
        }
        template.contentIDs = offsets(of: Array(contentID.utf8), in: bytes)
        template.localDates = offsets(of: Array(localDate.utf8), in: bytes)
        template.utcTexts = offsets(of: Array(PhoneFolderWriter.utcText(utcInstant).prefix(19).utf8), in: bytes)
        // Four bytes could occur by chance in a still's pixels; only a movie has these boxes.
        if movie { template.movieTimes = offsets(of: be32(UInt32(utcInstant + quickTimeEpoch)), in: bytes) }
        return template
    }
}
