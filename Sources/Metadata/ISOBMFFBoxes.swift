/// A box of an ISO base media file (HEIF, HEIC, AVIF, MP4, MOV): its type and where its
/// payload lies in the file.
package struct Box: Equatable {
    package let type: String
    /// File offset of the payload, after the size and type (and the 64-bit size if any).
    package let payload: Int
    package let end: Int

    var payloadCount: Int { end - payload }
}

/// Walks the boxes of an ISO-BMFF file or of one box's payload, reading only their headers.
enum BoxWalk {
    /// Files have a handful of top-level boxes and boxes a few dozen children; more is garbage.
    static let maxBoxes = 4096
    /// Room for a HEIF `meta` box's children at once, where doubling from one allocated four times.
    static let reservedBoxes = 12

    /// The boxes between `start` and `end`, in order. A box that claims to run past `end` is
    /// cut to it; a malformed header ends the walk.
    package static func boxes<Bytes: RandomAccessBytes>(in file: Bytes, from start: Int, to end: Int) -> [Box] {
        var boxes: [Box] = []
        boxes.reserveCapacity(reservedBoxes)
        var at = start
        while at + 8 <= end, boxes.count < maxBoxes {
            guard let size32 = file.u32(at, bigEndian: true), let type = file.withBytes(at: at + 4, count: 4, { fourCC($0) }) else { break }
            var header = 8
            var size = Int(size32)
            if size32 == 1 {
                guard let large = file.u64(at + 8, bigEndian: true), large <= UInt64(Int.max) else { break }
                size = Int(large)
                header = 16
            } else if size32 == 0 {
                size = end - at  // to the end of the enclosing box or file
            }
            guard size >= header else { break }
            let boxEnd = size > end - at ? end : at + size  // never at + size past Int.max
            boxes.append(Box(type: type, payload: at + header, end: boxEnd))
            at = boxEnd
        }
        return boxes
    }

    /// A box's type as text, "©" (0xA9) written "@". Four bytes make a small string, kept inline:
    /// no array or buffer is allocated for it.
    static func fourCC(_ view: ByteView) -> String {
        String(unsafeUninitializedCapacity: 4) { text in
            var count = 0
            while count < 4, let byte = view.u8(count) {
                text[count] = byte == 0xA9 ? UInt8(ascii: "@") : byte
                count += 1
            }
            return count
        }
    }

    /// Reads a big-endian unsigned integer of `width` bytes (0, 1, 2, 4 or 8).
    static func unsigned<Bytes: RandomAccessBytes>(_ file: Bytes, _ at: Int, width: Int) -> Int? {
        switch width {
        case 0: 0
        case 1: file.u8(at).map(Int.init)
        case 2: file.u16(at, bigEndian: true).map(Int.init)
        case 4: file.u32(at, bigEndian: true).map(Int.init)
        case 8: file.u64(at, bigEndian: true).flatMap { $0 <= UInt64(Int.max) ? Int($0) : nil }
        default: nil
        }
    }
}
