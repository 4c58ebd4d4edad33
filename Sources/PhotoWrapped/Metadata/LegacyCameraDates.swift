/// Capture dates from cameras that predate EXIF's DateTimeOriginal being everywhere. Both
/// store seconds since 1970 read off the camera's clock, so they are wall-clock times.
enum LegacyCameraDates {
    /// Olympus and Agfa "[picture info]" text in APP12: `TimeDate=909698819`.
    static func pictureInfo(_ view: ByteView) -> ExifCapture? {
        let key = Array("TimeDate=".utf8)
        var at = 0
        while at + key.count <= view.count {
            if view.matches(at, key) {
                var value: Int64 = 0, i = at + key.count, digits = 0
                while let b = view.u8(i), b.isDigit, digits < 12 {
                    value = value * 10 + Int64(b - 48)
                    i += 1
                    digits += 1
                }
                return digits > 0 ? ExifCapture(time: LocalDateTime(secondsSinceEpoch: value), utcOffset: nil, subsecondMillis: nil) : nil
            }
            at += 1
        }
        return nil
    }

    static let ciffSignature = Array("HEAPJPGM".utf8)
    static let ciffCapturedTime: UInt16 = 0x180E
    /// Directories nest only a few levels in real files; this bounds hostile ones.
    static let ciffMaxDepth = 8

    /// Canon's CIFF heap in APP0 (PowerShot cameras around 2000): the captured-time record.
    static func canonCIFF(_ view: ByteView) -> ExifCapture? {
        guard view.matches(0, [0x49, 0x49]), view.matches(6, ciffSignature),
              let headerLength = view.u32(2, bigEndian: false), let heap = view.slice(Int(headerLength), count: view.count - Int(headerLength))
        else { return nil }
        return ciffHeap(ByteView(heap), depth: 0).map { ExifCapture(time: LocalDateTime(secondsSinceEpoch: Int64($0)), utcOffset: nil, subsecondMillis: nil) }
    }

    private static func ciffHeap(_ heap: ByteView, depth: Int) -> UInt32? {
        guard depth < ciffMaxDepth, let tableOffset = heap.u32(heap.count - 4, bigEndian: false),
              let count = heap.u16(Int(tableOffset), bigEndian: false)
        else { return nil }
        for i in 0 ..< Int(count) {
            let entry = Int(tableOffset) + 2 + i * 10
            guard let type = heap.u16(entry, bigEndian: false), let size = heap.u32(entry + 2, bigEndian: false),
                  let offset = heap.u32(entry + 6, bigEndian: false)
            else { return nil }
            if type & 0x3FFF == ciffCapturedTime, type & 0xC000 == 0 {
                return heap.u32(Int(offset), bigEndian: false)
            }
            let isDirectory = type & 0x3800 == 0x2800 || type & 0x3800 == 0x3000
            if isDirectory, type & 0xC000 == 0, let sub = heap.slice(Int(offset), count: Int(size)),
               let found = ciffHeap(ByteView(sub), depth: depth + 1) {
                return found
            }
        }
        return nil
    }
}
