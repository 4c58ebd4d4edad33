/// A small, careful reader of TIFF image file directories (IFDs), the structure inside every
/// EXIF block and every TIFF-based RAW file. Offsets are relative to the TIFF header at `base`.
/// Entries are looked up in place, without copying the directory: the scan reads one per file.
struct TIFFDirectory<Bytes: RandomAccessBytes> {
    package struct Entry {
        package let tag: UInt16
        package let type: UInt16
        package let count: UInt32
        /// File offset of the value: inline in the entry when it fits in 4 bytes.
        let valueOffset: Int
    }

    package let file: Bytes
    package let base: Int
    package let bigEndian: Bool
    /// File offset of the first entry, and how many there are.
    private let start: Int
    private let count: Int

    /// Real IFDs hold a few dozen entries; more means garbage.
    static var maxEntries: Int { 1024 }

    /// Reads the header at `base` and the first IFD (IFD0).
    package static func root(in file: Bytes, base: Int = 0) -> TIFFDirectory? {
        let order: Bool
        if file.matches(base, [0x49, 0x49]) {
            order = false
        } else if file.matches(base, [0x4D, 0x4D]) {
            order = true
        } else {
            return nil
        }
        guard let first = file.u32(base + 4, bigEndian: order) else { return nil }
        return TIFFDirectory(file: file, base: base, bigEndian: order, ifdOffset: Int(first))
    }

    init?(file: Bytes, base: Int, bigEndian: Bool, ifdOffset: Int) {
        guard ifdOffset >= 8, let count = file.u16(base + ifdOffset, bigEndian: bigEndian),
              count > 0, Int(count) <= Self.maxEntries,
              file.size >= base + ifdOffset + 2 + Int(count) * 12
        else { return nil }
        self.file = file
        self.base = base
        self.bigEndian = bigEndian
        start = base + ifdOffset + 2
        self.count = Int(count)
    }

    package func entry(_ tag: UInt16) -> Entry? {
        for i in 0 ..< count {
            let at = start + i * 12
            guard file.u16(at, bigEndian: bigEndian) == tag else { continue }
            guard let type = file.u16(at + 2, bigEndian: bigEndian), let n = file.u32(at + 4, bigEndian: bigEndian),
                  let size = Self.unitSize(type)
            else { return nil }
            if UInt64(size) * UInt64(n) <= 4 { return Entry(tag: tag, type: type, count: n, valueOffset: at + 8) }
            guard let offset = file.u32(at + 8, bigEndian: bigEndian) else { return nil }
            return Entry(tag: tag, type: type, count: n, valueOffset: base + Int(offset))
        }
        return nil
    }

    /// The IFD that an offset-valued entry (ExifIFD 0x8769, GPS IFD 0x8825, SubIFDs) points to.
    func subdirectory(_ tag: UInt16) -> TIFFDirectory? {
        guard let offset = unsigned(tag) else { return nil }
        return TIFFDirectory(file: file, base: base, bigEndian: bigEndian, ifdOffset: offset)
    }

    /// Where an entry's value bytes are, for blobs such as embedded XMP or IPTC.
    func valueRange(_ tag: UInt16) -> ByteRange? {
        guard let e = entry(tag), let unit = Self.unitSize(e.type) else { return nil }
        let count = UInt64(unit) * UInt64(e.count)
        guard count > 0, count <= UInt64(Int32.max) else { return nil }
        return ByteRange(offset: e.valueOffset, count: Int(count))
    }

    /// Runs `body` over an ASCII value's bytes, up to its NUL terminator.
    func withASCII<R>(_ tag: UInt16, _ body: (ByteView) -> R?) -> R? {
        guard let e = entry(tag), e.type == 2 || e.type == 7, e.count > 0, e.count <= 4096 else { return nil }
        return file.withBytes(at: e.valueOffset, count: Int(e.count)) { view -> R? in
            let end = view.base.firstIndex(of: 0) ?? view.count
            return body(view.subview(0 ..< end))
        } ?? nil
    }

    /// An ASCII value without its NUL terminator and trailing spaces.
    package func ascii(_ tag: UInt16) -> String? {
        withASCII(tag) { String(trimmingTrailingSpaces: $0.base) }
    }

    /// The first value of a BYTE, SHORT or LONG entry.
    func unsigned(_ tag: UInt16) -> Int? {
        guard let e = entry(tag), e.count >= 1 else { return nil }
        switch e.type {
        case 1, 7: return file.u8(e.valueOffset).map(Int.init)
        case 3: return file.u16(e.valueOffset, bigEndian: bigEndian).map(Int.init)
        case 4, 13: return file.u32(e.valueOffset, bigEndian: bigEndian).map(Int.init)
        default: return nil
        }
    }

    /// RATIONAL (or, as some phones write GPS, SRATIONAL) values as doubles; nil when any is
    /// missing. A zero denominator gives NaN.
    package func rationals(_ tag: UInt16, count: Int) -> [Double]? {
        guard let e = entry(tag), e.type == 5 || e.type == 10, e.count >= count else { return nil }
        var values: [Double] = []
        for i in 0 ..< count {
            guard let num = file.u32(e.valueOffset + i * 8, bigEndian: bigEndian),
                  let den = file.u32(e.valueOffset + i * 8 + 4, bigEndian: bigEndian)
            else { return nil }
            let value = e.type == 10 ? Double(Int32(bitPattern: num)) / Double(Int32(bitPattern: den)) : Double(num) / Double(den)
            values.append(den == 0 ? .nan : value)
        }
        return values
    }

    static func unitSize(_ type: UInt16) -> Int? {
        switch type {
        case 1, 2, 6, 7: 1
        case 3, 8: 2
        case 4, 9, 11, 13: 4
        case 5, 10, 12: 8
        default: nil
        }
    }
}

extension String {
    /// The bytes as UTF-8, without the spaces and NULs that pad an EXIF string's end. Trimmed
    /// as bytes: trimming the decoded string a character at a time, each one a grapheme
    /// break, showed in a first scan's reading.
    package init(trimmingTrailingSpaces bytes: some BidirectionalCollection<UInt8>) {
        var end = bytes.endIndex
        while end > bytes.startIndex {
            let last = bytes.index(before: end)
            guard bytes[last] == 0x20 || bytes[last] == 0 else { break }
            end = last
        }
        self.init(decoding: bytes[..<end], as: UTF8.self)
    }
}
