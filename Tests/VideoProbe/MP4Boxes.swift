import Foundation

/// Just enough of the MP4 box structure to read the times in its headers: mvhd (the movie),
/// tkhd (each track) and mdhd (each track's media), each of which has a creation and a
/// modification time, in seconds since 1904, version 0 (32 bits) or 1 (64 bits).
struct MP4Boxes {
    let data: Data

    /// Boxes that hold other boxes, on the way from the file to the headers.
    private static let containers: Set<String> = ["moov", "trak", "mdia"]
    private static let headers: Set<String> = ["mvhd", "tkhd", "mdhd"]

    /// The types of the file's top-level boxes, in order: with +faststart, moov comes before mdat.
    func topLevel() -> [String] {
        var types: [String] = []
        var at = data.startIndex
        while at + 8 <= data.endIndex {
            var size = Int(integer(at, 4))
            if size == 1 { size = Int(integer(at + 8, 8)) } else if size == 0 { size = data.endIndex - at }
            types.append(String(decoding: data[(at + 4) ..< (at + 8)], as: UTF8.self))
            guard size >= 8 else { break }
            at += size
        }
        return types
    }

    func headerTimes() -> [(box: String, created: UInt64, modified: UInt64)] {
        var found: [(box: String, created: UInt64, modified: UInt64)] = []
        walk(from: data.startIndex, to: data.endIndex, into: &found)
        return found
    }

    private func walk(from start: Int, to end: Int, into found: inout [(box: String, created: UInt64, modified: UInt64)]) {
        var at = start
        while at + 8 <= end {
            var size = Int(integer(at, 4))
            let type = String(decoding: data[(at + 4) ..< (at + 8)], as: UTF8.self)
            var header = 8
            if size == 1 { size = Int(integer(at + 8, 8)); header = 16 } else if size == 0 { size = end - at }
            guard size >= header, at + size <= end else { return }
            let body = at + header
            if Self.containers.contains(type) {
                walk(from: body, to: at + size, into: &found)
            } else if Self.headers.contains(type) {
                let wide = data[body] == 1, width = wide ? 8 : 4
                found.append((type, integer(body + 4, width), integer(body + 4 + width, width)))
            }
            at += size
        }
    }

    private func integer(_ at: Int, _ bytes: Int) -> UInt64 {
        data[at ..< (at + bytes)].reduce(0) { $0 << 8 | UInt64($1) }
    }
}
