/// Matroska and WebM: EBML elements, each an ID and a size in variable-length integers. The
/// Segment's `Info` holds `DateUTC` (nanoseconds since 2001-01-01T00:00:00 UTC, signed 8
/// bytes): an instant. `Tracks` says whether there is any picture at all. Both come before
/// the first `Cluster` of media, where the walk stops.
enum MatroskaMetadata {
    struct Found: Equatable {
        /// Seconds since the Unix epoch.
        package var instant: Int64?
        /// Tracks were listed, and none of them is video.
        package var audioOnly = false
    }

    static let ebmlHeader: UInt32 = 0x1A45_DFA3
    package static let segment: UInt32 = 0x1853_8067
    package static let info: UInt32 = 0x1549_A966
    static let dateUTC: UInt32 = 0x4461
    static let tracks: UInt32 = 0x1654_AE6B
    static let trackEntry: UInt32 = 0xAE
    static let trackType: UInt32 = 0x83
    package static let cluster: UInt32 = 0x1F43_B675
    /// Matroska's TrackType for video.
    static let videoTrack = 1
    /// Seconds from 1970-01-01 to 2001-01-01, Matroska's epoch.
    static let epochOffset: Int64 = 978_307_200
    /// Elements read in all: a Segment's header has a dozen children, Tracks a few entries.
    static let maxElements = 1024

    package struct Element {
        package let id: UInt32
        package let payload: Int
        /// The payload's end; the enclosing end when the size is unknown (live recordings).
        package let end: Int
    }

    static func isMatroska<Bytes: RandomAccessBytes>(_ file: Bytes) -> Bool {
        file.u32(0, bigEndian: true) == ebmlHeader
    }

    package static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> Found? {
        var budget = maxElements
        let top = elements(in: file, from: 0, to: file.size, budget: &budget)
        guard top.first?.id == ebmlHeader else { return nil }
        guard let segment = top.first(where: { $0.id == segment }) else { return Found() }
        var found = Found()
        var trackTypes: [Int] = []
        for child in elements(in: file, from: segment.payload, to: segment.end, budget: &budget) {
            switch child.id {
            case info:
                for field in elements(in: file, from: child.payload, to: child.end, budget: &budget)
                where field.id == dateUTC && field.end - field.payload == 8 {
                    if let nanoseconds = file.u64(field.payload, bigEndian: true) {
                        found.instant = Int64(bitPattern: nanoseconds) / 1_000_000_000 + epochOffset
                    }
                }
            case tracks:
                for entry in elements(in: file, from: child.payload, to: child.end, budget: &budget) where entry.id == trackEntry {
                    for field in elements(in: file, from: entry.payload, to: entry.end, budget: &budget)
                    where field.id == trackType && field.end - field.payload == 1 {
                        trackTypes.append(file.u8(field.payload).map(Int.init) ?? 0)
                    }
                }
            default:
                continue
            }
        }
        found.audioOnly = !trackTypes.isEmpty && !trackTypes.contains(videoTrack)
        return found
    }

    /// The elements between `start` and `end`, up to the first Cluster or the first element
    /// of unknown size (whose end only its content tells) or a broken header.
    static func elements<Bytes: RandomAccessBytes>(in file: Bytes, from start: Int, to end: Int, budget: inout Int) -> [Element] {
        var found: [Element] = []
        var at = start
        while at < end, budget > 0 {
            budget -= 1
            guard let (id, idLength) = vint(in: file, at: at, keepMarker: true), idLength <= 4,
                  let (size, sizeLength) = vint(in: file, at: at + idLength, keepMarker: false)
            else { break }
            let payload = at + idLength + sizeLength
            let unknown = size == (UInt64(1) << (7 * UInt64(sizeLength))) - 1
            guard id != UInt64(cluster), payload <= end else { break }
            let elementEnd = unknown || size > UInt64(end - payload) ? end : payload + Int(size)
            found.append(Element(id: UInt32(id), payload: payload, end: elementEnd))
            if unknown { break }
            at = elementEnd
        }
        return found
    }

    /// An EBML variable-length integer: the leading zero bits of the first byte say how many
    /// bytes follow. IDs keep the marker bit; sizes drop it.
    static func vint<Bytes: RandomAccessBytes>(in file: Bytes, at: Int, keepMarker: Bool) -> (UInt64, Int)? {
        guard let first = file.u8(at), first != 0 else { return nil }
        let length = first.leadingZeroBitCount + 1
        var value = UInt64(keepMarker ? first : first & (0xFF >> UInt8(length)))
        for i in 1 ..< length {
            guard let byte = file.u8(at + i) else { return nil }
            value = value << 8 | UInt64(byte)
        }
        return (value, length)
    }
}
