/// The capture moment EXIF records: wall-clock time, and where the camera wrote them, its
/// UTC offset and fraction of a second.
public struct ExifCapture: Sendable, Equatable {
    public var time: LocalDateTime
    /// Seconds east of UTC, from OffsetTimeOriginal.
    public var utcOffset: Int?
    public var subsecondMillis: Int?
}

/// Tier A's reader: the capture time from a TIFF block, through the small IFD reader, with
/// no allocation beyond the entries it walks. libexif does the full read in tier B.
enum ExifCaptureReader {
    static let exifIFDPointer: UInt16 = 0x8769
    static let dateTimeOriginal: UInt16 = 0x9003
    static let dateTimeDigitized: UInt16 = 0x9004
    static let offsetTimeOriginal: UInt16 = 0x9011
    static let offsetTimeDigitized: UInt16 = 0x9012
    static let subSecTimeOriginal: UInt16 = 0x9291
    static let subSecTimeDigitized: UInt16 = 0x9292

    /// DateTimeOriginal, else DateTimeDigitized (both are capture times; IFD0's DateTime is
    /// the last edit and is not trusted), looked for in the EXIF IFD and then in IFD0.
    static func read<Bytes: RandomAccessBytes>(tiffAt base: Int, in file: Bytes) -> ExifCapture? {
        guard let ifd0 = TIFFDirectory.root(in: file, base: base) else { return nil }
        for directory in [ifd0.subdirectory(exifIFDPointer), ifd0].compactMap({ $0 }) {
            for (timeTag, offsetTag, subsecTag) in [
                (dateTimeOriginal, offsetTimeOriginal, subSecTimeOriginal),
                (dateTimeDigitized, offsetTimeDigitized, subSecTimeDigitized),
            ] {
                if let text = directory.ascii(timeTag), let time = parseDateTime(text) {
                    return ExifCapture(time: time,
                                       utcOffset: directory.ascii(offsetTag).flatMap(parseOffset),
                                       subsecondMillis: directory.ascii(subsecTag).flatMap(parseSubsecond))
                }
            }
        }
        return nil
    }

    /// `YYYY:MM:DD HH:MM:SS`, also with `-` in the date or `T` between; nil for the blank and
    /// zero dates cameras write when their clock was never set.
    static func parseDateTime(_ text: String) -> LocalDateTime? {
        let b = Array(text.utf8)
        guard b.count >= 19 else { return nil }
        func number(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for i in from ..< from + count {
                guard (48 ... 57).contains(b[i]) else { return nil }
                value = value * 10 + Int(b[i] - 48)
            }
            return value
        }
        let dateSep: Set<UInt8> = [58, 45]  // : -
        guard dateSep.contains(b[4]), dateSep.contains(b[7]), b[10] == 32 || b[10] == 84,  // space, T
              b[13] == 58, b[16] == 58,
              let y = number(0, 4), let mo = number(5, 2), let d = number(8, 2),
              let h = number(11, 2), let mi = number(14, 2), let s = number(17, 2)
        else { return nil }
        return LocalDateTime(year: y, month: mo, day: d, hour: h, minute: mi, second: s)
    }

    /// `+01:00`, `-05:00` or `Z` as seconds east of UTC; nil outside ±14 hours.
    static func parseOffset(_ text: String) -> Int? {
        if text == "Z" { return 0 }
        let b = Array(text.utf8)
        guard b.count == 6, b[0] == 43 || b[0] == 45, b[3] == 58,
              let h = Int(String(decoding: b[1 ... 2], as: UTF8.self)),
              let m = Int(String(decoding: b[4 ... 5], as: UTF8.self)),
              h <= 14, m < 60
        else { return nil }
        let seconds = h * 3600 + m * 60
        guard seconds <= 14 * 3600 else { return nil }
        return b[0] == 45 ? -seconds : seconds
    }

    /// SubSecTime digits are a decimal fraction: "054" is 54 ms, "64" is 640 ms.
    static func parseSubsecond(_ text: String) -> Int? {
        let digits = text.trimmingTrailingSpaces()
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (48 ... 57).contains($0) }) else { return nil }
        let padded = (digits + "000").prefix(3)
        return Int(padded)
    }
}
