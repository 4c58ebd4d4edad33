import Model

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
    /// A CRW holds about ten directories; a heap whose entries all point back at one
    /// directory would otherwise be walked again and again.
    static let ciffMaxDirectories = 64

    /// Canon's CIFF heap in APP0 (PowerShot cameras around 2000): the captured-time record.
    static func canonCIFF(_ view: ByteView) -> ExifCapture? {
        let file = MemoryBytes(view: view)
        guard let heap = ciffHeap(in: file, signature: ciffSignature) else { return nil }
        return ciffRecord(ciffCapturedTime, in: file, heap: heap).flatMap { ciffCapture(in: file, at: $0.offset) }
    }

    /// Where the heap of a CIFF file starts and ends: after the header, whose first bytes are
    /// `II`, its own length and a signature (`HEAPJPGM` in a JPEG, `HEAPCCDR` in a CRW).
    static func ciffHeap<Bytes: RandomAccessBytes>(in file: Bytes, signature: [UInt8]) -> ByteRange? {
        guard file.matches(0, [0x49, 0x49]), file.matches(6, signature), let headerLength = file.u32(2, bigEndian: false),
              Int(headerLength) >= 14, Int(headerLength) < file.size
        else { return nil }
        return ByteRange(offset: Int(headerLength), count: file.size - Int(headerLength))
    }

    /// The seconds the camera's clock showed, as a wall-clock capture time.
    static func ciffCapture<Bytes: RandomAccessBytes>(in file: Bytes, at offset: Int) -> ExifCapture? {
        file.u32(offset, bigEndian: false).map { ExifCapture(time: LocalDateTime(secondsSinceEpoch: Int64($0)), utcOffset: nil, subsecondMillis: nil) }
    }

    /// The value bytes of the first record of `type` in the heap or the directories under it.
    static func ciffRecord<Bytes: RandomAccessBytes>(_ type: UInt16, in file: Bytes, heap: ByteRange) -> ByteRange? {
        var budget = ciffMaxDirectories
        return ciffRecord(type, in: file, heap: heap, depth: 0, budget: &budget)
    }

    private static func ciffRecord<Bytes: RandomAccessBytes>(_ wanted: UInt16, in file: Bytes, heap: ByteRange, depth: Int,
                                                             budget: inout Int) -> ByteRange? {
        budget -= 1
        // The heap's last 4 bytes give its table's offset; the table is a count and 10-byte entries.
        guard depth < ciffMaxDepth, budget >= 0, heap.count >= 4,
              let tableOffset = file.u32(heap.offset + heap.count - 4, bigEndian: false), Int(tableOffset) < heap.count,
              let count = file.u16(heap.offset + Int(tableOffset), bigEndian: false),
              let entries = file.withBytes(at: heap.offset + Int(tableOffset) + 2, count: Int(count) * 10, { table in
                  (0 ..< Int(count)).compactMap { i -> (type: UInt16, range: ByteRange)? in
                      guard let type = table.u16(i * 10, bigEndian: false), let size = table.u32(i * 10 + 2, bigEndian: false),
                            let offset = table.u32(i * 10 + 6, bigEndian: false)
                      else { return nil }
                      return (type, ByteRange(offset: Int(offset), count: Int(size)))
                  }
              })
        else { return nil }
        for entry in entries where entry.type & 0xC000 == 0 {
            // Values lie inside the heap, at offsets from its start.
            guard entry.range.offset <= heap.count - entry.range.count else { continue }
            let range = ByteRange(offset: heap.offset + entry.range.offset, count: entry.range.count)
            if entry.type & 0x3FFF == wanted { return range }
            let isDirectory = entry.type & 0x3800 == 0x2800 || entry.type & 0x3800 == 0x3000
            if isDirectory, let found = ciffRecord(wanted, in: file, heap: range, depth: depth + 1, budget: &budget) {
                return found
            }
        }
        return nil
    }
}
