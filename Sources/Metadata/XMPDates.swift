import Model

/// Capture dates from an XMP packet, for files whose EXIF has none (edited exports, scans,
/// press photos): `exif:DateTimeOriginal`, else `photoshop:DateCreated`. A plain text search
/// of the packet, which is enough for these two simple properties and cannot be led astray
/// by entities or namespaces it does not know.
enum XMPDates {
    package static let dateTimeOriginal = Array("exif:DateTimeOriginal".utf8)
    static let photoshopDateCreated = Array("photoshop:DateCreated".utf8)
    static let xmpCreateDate = Array("xmp:CreateDate".utf8)
    /// XMP's form of EXIF's GPSDateStamp and GPSTimeStamp: one date and time, in UTC.
    static let gpsTimeStamp = Array("exif:GPSTimeStamp".utf8)
    package static let userComment = Array("exif:UserComment".utf8)
    /// What iOS writes as a screenshot's UserComment.
    package static let screenshot = Array("Screenshot".utf8)
    /// The longest date a property holds: `2025-07-14T12:00:00.123456+01:00` and room to spare.
    static let maxDateBytes = 64

    package static func dateTimeOriginal(in packet: ByteView) -> ExifCapture? {
        value(of: dateTimeOriginal, in: packet).flatMap(parseISO8601)
    }

    package static func dateCreated(in packet: ByteView) -> ExifCapture? {
        value(of: photoshopDateCreated, in: packet).flatMap(parseISO8601)
    }

    static func createDate(in packet: ByteView) -> ExifCapture? {
        value(of: xmpCreateDate, in: packet).flatMap(parseISO8601)
    }

    /// The capture time of a packet that is a file's only metadata (a PNG's): DateTimeOriginal,
    /// else DateCreated, else CreateDate; a date with a time before a date alone.
    package static func capture(in packet: ByteView) -> ExifCapture? {
        var day: ExifCapture?
        for read in [dateTimeOriginal, dateCreated, createDate] {
            guard let found = read(packet) else { continue }
            if !found.dayOnly { return found }
            day = day ?? found
        }
        return day
    }

    /// `exif:GPSTimeStamp` as seconds since the Unix epoch: UTC where no zone is written, as
    /// GPS time is. Nil for a date alone.
    static func gpsInstant(in packet: ByteView) -> Int64? {
        guard let found = value(of: gpsTimeStamp, in: packet).flatMap(parseISO8601), !found.dayOnly else { return nil }
        return found.time.secondsSinceEpoch - Int64(found.utcOffset ?? 0)
    }

    /// Whether `exif:UserComment` says "Screenshot", as an attribute, as text, or inside the
    /// language alternatives (`rdf:Alt`) iOS writes it in.
    static func saysScreenshot(_ packet: ByteView) -> Bool {
        if let value = value(of: userComment, in: packet), find(screenshot, in: value, from: 0) != nil {
            return true
        }
        let bytes = packet.base
        guard let open = find(Array("<exif:UserComment>".utf8), in: bytes, from: 0),
              let close = find(Array("</exif:UserComment>".utf8), in: bytes, from: open)
        else { return false }
        return find(screenshot, in: packet.subview(open ..< close).base, from: 0) != nil
    }

    /// The text of `name="…"` or `<name>…</name>`, whichever comes first.
    package static func value(of name: [UInt8], in packet: ByteView) -> [UInt8]? {
        let bytes = packet.base
        var i = 0
        while let at = find(name, in: bytes, from: i) {
            var j = at + name.count
            if j < bytes.count, bytes[j] == UInt8(ascii: "=") {
                j += 1
                guard j < bytes.count, bytes[j] == UInt8(ascii: "\"") || bytes[j] == UInt8(ascii: "'") else { i = j; continue }
                let quote = bytes[j]
                let start = j + 1
                guard let end = bytes[start...].firstIndex(of: quote) else { return nil }
                return Array(bytes[start ..< end])
            }
            if j < bytes.count, bytes[j] == UInt8(ascii: ">") {
                let start = j + 1
                guard let end = bytes[start...].firstIndex(of: UInt8(ascii: "<")) else { return nil }
                return Array(bytes[start ..< end])
            }
            i = j
        }
        return nil
    }

    private static func find<Bytes: RandomAccessCollection<UInt8>>(_ needle: [UInt8], in haystack: Bytes, from start: Int) -> Int?
        where Bytes.Index == Int {
        guard !needle.isEmpty, haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var i = start
        while i <= haystack.count - needle.count {
            if haystack[i] == needle[0], (1 ..< needle.count).allSatisfy({ haystack[i + $0] == needle[$0] }) { return i }
            i += 1
        }
        return nil
    }

    /// `2013-07-05T03:18:27Z`, `2003-09-05T16:30:00.12+02:00`, `2003-09-05T16:30`, `2003-08-30`.
    /// The clock reading is kept as written; a zone becomes the UTC offset; a date alone is a day.
    static func parseISO8601(_ text: [UInt8]) -> ExifCapture? {
        func number(_ from: Int, _ count: Int) -> Int? {
            guard from + count <= text.count else { return nil }
            var v = 0
            for b in text[from ..< from + count] {
                guard b.isDigit else { return nil }
                v = v * 10 + Int(b - 48)
            }
            return v
        }
        guard let y = number(0, 4), text.count >= 10, text[4] == 45, text[7] == 45,
              let mo = number(5, 2), let d = number(8, 2)
        else { return nil }
        var h = 0, mi = 0, s = 0, at = 10
        if text.count > 10 {
            guard text[10] == UInt8(ascii: "T") || text[10] == 32, let hh = number(11, 2), text.count > 13, text[13] == 58,
                  let mm = number(14, 2)
            else { return nil }
            (h, mi, at) = (hh, mm, 16)
            if at < text.count, text[at] == 58, let ss = number(17, 2) {
                s = ss
                at = 19
            }
            if at < text.count, text[at] == 46 {
                at += 1
                while at < text.count, text[at].isDigit { at += 1 }
            }
        }
        guard let time = LocalDateTime(year: y, month: mo, day: d, hour: h, minute: mi, second: s) else { return nil }
        var offset: Int?
        if at < text.count {
            offset = ExifCaptureReader.parseOffset(String(decoding: text[at...], as: UTF8.self))
        }
        return ExifCapture(time: time, utcOffset: offset, subsecondMillis: nil, dayOnly: text.count == 10)
    }
}
