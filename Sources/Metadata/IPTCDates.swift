import Model

/// Capture dates from IPTC-IIM (record 2, DateCreated 2:55 and TimeCreated 2:60), as news
/// agencies and older Photoshop versions write them: inside Photoshop's image resources in a
/// JPEG APP13, or in a TIFF's IPTC tag.
enum IPTCDates {
    static let photoshopSignature = Array("Photoshop 3.0".utf8) + [0]
    static let iptcResourceID: UInt16 = 0x0404

    /// The IPTC block inside a run of Photoshop image resources (`8BIM` records).
    package static func iim(inPhotoshopResources view: ByteView) -> ByteView? {
        var at = view.matches(0, photoshopSignature) ? photoshopSignature.count : 0
        while view.contains(at, count: 12), view.matches(at, Array("8BIM".utf8)) {
            guard let id = view.u16(at + 4, bigEndian: true), let nameLength = view.u8(at + 6) else { return nil }
            // The name is a Pascal string padded to an even length, counting its length byte.
            var dataAt = at + 6 + Int(nameLength) + 1
            if (Int(nameLength) + 1) % 2 == 1 { dataAt += 1 }
            guard let size = view.u32(dataAt, bigEndian: true) else { return nil }
            let bodyAt = dataAt + 4
            guard let body = view.slice(bodyAt, count: Int(size)) else { return nil }
            if id == iptcResourceID { return ByteView(body) }
            at = bodyAt + Int(size) + Int(size % 2)
        }
        return nil
    }

    package static func capture(inIIM view: ByteView) -> ExifCapture? {
        var date: [UInt8]?
        var time: [UInt8]?
        var at = 0
        while view.u8(at) == 0x1C, let record = view.u8(at + 1), let dataset = view.u8(at + 2),
              let length = view.u16(at + 3, bigEndian: true), length & 0x8000 == 0 {
            guard let value = view.slice(at + 5, count: Int(length)) else { break }
            if record == 2, dataset == 55 { date = Array(value) }
            if record == 2, dataset == 60 { time = Array(value) }
            at += 5 + Int(length)
        }
        guard let date, date.count == 8, date.allSatisfy(\.isDigit) else { return nil }
        let digits = date.map { Int($0 - 48) }
        let y = digits[0 ..< 4].reduce(0) { $0 * 10 + $1 }
        let mo = digits[4] * 10 + digits[5], d = digits[6] * 10 + digits[7]
        var h = 0, mi = 0, s = 0
        var offset: Int?
        let hasTime = time.map { $0.count >= 6 && $0.prefix(6).allSatisfy(\.isDigit) } ?? false
        if let time, hasTime {
            let t = time.prefix(6).map { Int($0 - 48) }
            (h, mi, s) = (t[0] * 10 + t[1], t[2] * 10 + t[3], t[4] * 10 + t[5])
            if time.count == 11, time[6] == 43 || time[6] == 45, time[7...].allSatisfy(\.isDigit) {
                let z = time[7...].map { Int($0 - 48) }
                let seconds = (z[0] * 10 + z[1]) * 3600 + (z[2] * 10 + z[3]) * 60
                offset = time[6] == 45 ? -seconds : seconds
            }
        }
        guard let when = LocalDateTime(year: y, month: mo, day: d, hour: h, minute: mi, second: s) else { return nil }
        return ExifCapture(time: when, utcOffset: offset, subsecondMillis: nil, dayOnly: !hasTime)
    }
}
