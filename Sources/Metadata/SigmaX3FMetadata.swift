import Model

/// Sigma's X3F (Foveon sensors). The last 4 bytes of the file point to a directory (`SECd`) of
/// sections by offset, length and name. Cameras since the SD14 embed a full JPEG (an `IMA2` or
/// `IMAG` section whose `SECi` header says JPEG) with EXIF in its APP1; every camera keeps a
/// property list (`PROP`, UTF-16 names and values) whose `TIME` is the camera clock's seconds
/// since 1970. The JPEG's EXIF is preferred: it has the offset and the details.
enum SigmaX3FMetadata {
    /// Cameras write four to six sections; more means garbage.
    static let maxSections = 64
    /// A real property list is a few kilobytes of text.
    static let maxPropertyBytes = 1 << 20
    /// A section image header (`SECi`, version 2.0, type 2, format 18) saying a JPEG follows.
    static let jpegImageHeader: [UInt8] = Array("SECi".utf8) + [0, 0, 2, 0, 2, 0, 0, 0, 0x12, 0, 0, 0]
    static let imageHeaderLength = 28

    package static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> HeaderReading? {
        guard let directory = file.u32(file.size - 4, bigEndian: false).map(Int.init), file.matches(directory, Array("SECd".utf8)),
              let count = file.u32(directory + 8, bigEndian: false), count <= maxSections
        else { return nil }
        var time: LocalDateTime?
        var fromJPEG: HeaderReading?
        for i in 0 ..< Int(count) {
            let entry = directory + 12 + i * 12
            guard let offset = file.u32(entry, bigEndian: false), let length = file.u32(entry + 4, bigEndian: false),
                  let name = file.withBytes(at: entry + 8, count: 4, { String(decoding: $0.base, as: UTF8.self) })
            else { return nil }
            let section = ByteRange(offset: Int(offset), count: Int(length))
            switch name {
            case "PROP" where time == nil:
                time = propertyTime(section, in: file)
            case "IMA2", "IMAG":
                if fromJPEG?.capture == nil, section.count > imageHeaderLength, file.matches(section.offset, jpegImageHeader) {
                    fromJPEG = RawContainers.embeddedJPEG(ByteRange(offset: section.offset + imageHeaderLength, count: section.count - imageHeaderLength), in: file)
                }
            default:
                continue
            }
        }
        if let fromJPEG, fromJPEG.capture != nil { return fromJPEG }
        var reading = fromJPEG ?? HeaderReading()
        reading.capture = time.map { ExifCapture(time: $0, utcOffset: nil, subsecondMillis: nil) }
        return reading
    }

    /// `SECp`, version, entry count, character format (0: UTF-16), reserved, character count;
    /// then pairs of character indices (name, value); then the NUL-terminated characters.
    private static func propertyTime<Bytes: RandomAccessBytes>(_ section: ByteRange, in file: Bytes) -> LocalDateTime? {
        guard section.count >= 24, section.count <= maxPropertyBytes else { return nil }
        return file.withBytes(at: section.offset, count: section.count) { view -> LocalDateTime? in
            guard view.matches(0, Array("SECp".utf8)), let entries = view.u32(8, bigEndian: false), view.u32(12, bigEndian: false) == 0,
                  Int(entries) <= (view.count - 24) / 8
            else { return nil }
            let characters = 24 + Int(entries) * 8
            func string(at index: UInt32) -> [UInt8] {
                var bytes: [UInt8] = []
                var at = characters + Int(index) * 2
                while let unit = view.u16(at, bigEndian: false), unit != 0, bytes.count < 64 {
                    bytes.append(unit < 0x80 ? UInt8(unit) : 0x3F)
                    at += 2
                }
                return bytes
            }
            for i in 0 ..< Int(entries) {
                guard let name = view.u32(24 + i * 8, bigEndian: false), let value = view.u32(28 + i * 8, bigEndian: false),
                      Int(name) < view.count, Int(value) < view.count
                else { return nil }
                guard string(at: name) == Array("TIME".utf8) else { continue }
                let digits = string(at: value)
                guard !digits.isEmpty, digits.count <= 12, digits.allSatisfy(\.isDigit), let seconds = Int64(String(decoding: digits, as: UTF8.self))
                else { return nil }
                return LocalDateTime(secondsSinceEpoch: seconds)
            }
            return nil
        } ?? nil
    }
}
