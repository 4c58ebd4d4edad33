import Model

/// The capture moment EXIF records: wall-clock time, and where the camera wrote them, its
/// UTC offset and fraction of a second.
public struct ExifCapture: Sendable, Equatable {
    public var time: LocalDateTime
    /// Seconds east of UTC, from OffsetTimeOriginal.
    public var utcOffset: Int?
    public var subsecondMillis: Int?
    /// An IPTC or XMP date written without a time: the day is known, the hour is not.
    public var dayOnly = false
}

/// Every date a TIFF block holds: the capture time, the GPS instant and the last edit.
struct ExifDates: Equatable {
    package var capture: ExifCapture?
    /// GPSDateStamp + GPSTimeStamp, seconds since the Unix epoch.
    var gpsInstant: Int64?
    /// IFD0 DateTime, as written (plausibility is the caller's to judge).
    package var lastEdit: LocalDateTime?
}

/// Tier A's reader: the capture time from a TIFF block, through the small IFD reader, with
/// no allocation beyond the entries it walks. libexif does the full read in tier B.
enum ExifCaptureReader {
    static let exifIFDPointer: UInt16 = 0x8769
    static let gpsIFDPointer: UInt16 = 0x8825
    package static let dateTime: UInt16 = 0x0132
    static let gpsTimeStamp: UInt16 = 0x0007
    static let gpsDateStamp: UInt16 = 0x001D
    package static let dateTimeOriginal: UInt16 = 0x9003
    static let dateTimeDigitized: UInt16 = 0x9004
    package static let offsetTimeOriginal: UInt16 = 0x9011
    static let offsetTimeDigitized: UInt16 = 0x9012
    static let subSecTimeOriginal: UInt16 = 0x9291
    static let subSecTimeDigitized: UInt16 = 0x9292
    /// Time, offset and sub-second tags, original first.
    static let timeTags = [(dateTimeOriginal, offsetTimeOriginal, subSecTimeOriginal),
                           (dateTimeDigitized, offsetTimeDigitized, subSecTimeDigitized)]

    /// DateTimeOriginal, else DateTimeDigitized (both are capture times; IFD0's DateTime is
    /// the last edit and is not trusted), looked for in the EXIF IFD and then in IFD0.
    package static func read<Bytes: RandomAccessBytes>(tiffAt base: Int, in file: Bytes) -> ExifCapture? {
        guard let ifd0 = TIFFDirectory.root(in: file, base: base) else { return nil }
        return read(ifd0.subdirectory(exifIFDPointer)) ?? read(ifd0)
    }

    /// The capture time, with the GPS instant and IFD0's DateTime beside it.
    package static func dates<Bytes: RandomAccessBytes>(tiffAt base: Int, in file: Bytes) -> ExifDates {
        guard let ifd0 = TIFFDirectory.root(in: file, base: base) else { return ExifDates() }
        return ExifDates(capture: read(ifd0.subdirectory(exifIFDPointer)) ?? read(ifd0),
                         gpsInstant: ifd0.subdirectory(gpsIFDPointer).flatMap { gpsInstant($0) },
                         lastEdit: ifd0.withASCII(dateTime) { parseDateTime($0.base) })
    }

    /// GPSDateStamp (`YYYY:MM:DD`) and GPSTimeStamp (hours, minutes, seconds as rationals), in
    /// UTC; nil unless both are there and whole.
    static func gpsInstant<Bytes: RandomAccessBytes>(_ gps: TIFFDirectory<Bytes>) -> Int64? {
        guard let hms = gps.rationals(gpsTimeStamp, count: 3), hms.allSatisfy({ $0.isFinite && $0 >= 0 }),
              hms[0] < 24, hms[1] < 60, hms[2] < 61,
              let date = gps.withASCII(gpsDateStamp, { view -> LocalDateTime? in
                  view.count >= 10 ? parseDateTime(Array(view.base.prefix(10)) + Array(" 00:00:00".utf8)) : nil
              })
        else { return nil }
        return date.secondsSinceEpoch + Int64(hms[0]) * 3600 + Int64(hms[1]) * 60 + Int64(hms[2])
    }

    private static func read<Bytes: RandomAccessBytes>(_ directory: TIFFDirectory<Bytes>?) -> ExifCapture? {
        guard let directory else { return nil }
        for (timeTag, offsetTag, subsecTag) in timeTags {
            if let time = directory.withASCII(timeTag, { parseDateTime($0.base) }) {
                return ExifCapture(time: time,
                                   utcOffset: directory.withASCII(offsetTag) { parseOffset($0.base) },
                                   subsecondMillis: directory.withASCII(subsecTag) { parseSubsecond($0.base) })
            }
        }
        return nil
    }

    /// `YYYY:MM:DD HH:MM:SS`, also with `-` in the date or `T` between; nil for the blank and
    /// zero dates cameras write when their clock was never set.
    static func parseDateTime(_ text: String) -> LocalDateTime? {
        parseDateTime(Array(text.utf8))
    }

    static func parseDateTime(_ b: some RandomAccessCollection<UInt8>) -> LocalDateTime? {
        guard b.count >= 19 else { return nil }
        func at(_ i: Int) -> UInt8 { b[b.index(b.startIndex, offsetBy: i)] }
        func number(_ from: Int, _ count: Int) -> Int? {
            var value = 0
            for i in from ..< from + count {
                let c = at(i)
                guard c.isDigit else { return nil }
                value = value * 10 + Int(c - 48)
            }
            return value
        }
        let dateSeparator: (UInt8) -> Bool = { $0 == 58 || $0 == 45 }  // : -
        guard dateSeparator(at(4)), dateSeparator(at(7)), at(10) == 32 || at(10) == 84,  // space, T
              at(13) == 58, at(16) == 58,
              let y = number(0, 4), let mo = number(5, 2), let d = number(8, 2),
              let h = number(11, 2), let mi = number(14, 2), let s = number(17, 2)
        else { return nil }
        return LocalDateTime(year: y, month: mo, day: d, hour: h, minute: mi, second: s)
    }

    /// `+01:00`, `-05:00` or `Z` as seconds east of UTC; nil outside ±14 hours.
    static func parseOffset(_ text: String) -> Int? {
        parseOffset(Array(text.utf8))
    }

    /// Read in place, as every file with an offset has its offset read: copied to an array
    /// first, its parsing cost several times what it costs in place.
    static func parseOffset(_ text: some RandomAccessCollection<UInt8>) -> Int? {
        let field = text.prefix { $0 != 32 }
        func b(_ offset: Int) -> UInt8 { field[field.index(field.startIndex, offsetBy: offset)] }
        if field.count == 1, b(0) == 90 { return 0 }  // Z
        guard field.count == 6, b(0) == 43 || b(0) == 45, b(3) == 58, b(1).isDigit, b(2).isDigit, b(4).isDigit, b(5).isDigit
        else { return nil }
        let h = Int(b(1) - 48) * 10 + Int(b(2) - 48), m = Int(b(4) - 48) * 10 + Int(b(5) - 48)
        guard h <= 14, m < 60 else { return nil }
        let seconds = h * 3600 + m * 60
        guard seconds <= 14 * 3600 else { return nil }
        return b(0) == 45 ? -seconds : seconds
    }

    /// SubSecTime digits are a decimal fraction: "054" is 54 ms, "64" is 640 ms.
    static func parseSubsecond(_ text: String) -> Int? {
        parseSubsecond(Array(text.utf8))
    }

    static func parseSubsecond(_ text: some RandomAccessCollection<UInt8>) -> Int? {
        let digits = text.prefix { $0 != 32 }
        guard !digits.isEmpty, digits.allSatisfy(\.isDigit) else { return nil }
        var (value, count) = (0, 0)
        for d in digits.prefix(3) {
            value = value * 10 + Int(d - 48)
            count += 1
        }
        for _ in count ..< 3 { value *= 10 }
        return value
    }
}
