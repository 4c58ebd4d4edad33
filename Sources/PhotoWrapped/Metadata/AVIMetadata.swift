/// AVI (RIFF `AVI `): cameras put the local recording time in an `IDIT` chunk, usually inside
/// the `hdrl` list at the start, as text: `Mon Mar 03 09:44:56 2008` (C's asctime, with a
/// newline) or EXIF's `2008:03:03 09:44:56`. Chunk headers are read; `movi`'s media skipped.
enum AVIMetadata {
    /// A camera's AVI has a handful of top-level chunks and a few dozen in `hdrl`.
    static let maxChunks = 512
    /// The date strings are 20 to 26 bytes; a longer chunk is not one.
    static let maxDateBytes = 64
    static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func isAVI<Bytes: RandomAccessBytes>(_ file: Bytes) -> Bool {
        file.matches(0, Array("RIFF".utf8)) && file.matches(8, Array("AVI ".utf8))
    }

    /// The `IDIT` date, when there is one that reads.
    static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> LocalDateTime? {
        guard let riffSize = file.u32(4, bigEndian: false) else { return nil }
        var budget = maxChunks
        return idit(in: file, from: 12, to: min(file.size, 8 + Int(riffSize)), budget: &budget)
    }

    private static func idit<Bytes: RandomAccessBytes>(in file: Bytes, from start: Int, to end: Int, budget: inout Int) -> LocalDateTime? {
        var at = start
        while at + 8 <= end, budget > 0 {
            budget -= 1
            guard let size = file.u32(at + 4, bigEndian: false) else { return nil }
            let data = at + 8, dataEnd = min(end, data + Int(size))
            if file.matches(at, Array("IDIT".utf8)), size <= maxDateBytes {
                // All of it or nothing: a date cut short could read as another date.
                return file.withBytes(at: data, count: Int(size)) { parse(Array($0.base)) } ?? nil
            }
            if file.matches(at, Array("LIST".utf8)), file.matches(data, Array("hdrl".utf8)),
               let found = idit(in: file, from: data + 4, to: dataEnd, budget: &budget) {
                return found
            }
            at = data + Int(size) + Int(size & 1)  // chunks are padded to an even length
        }
        return nil
    }

    /// `Mon Mar 03 09:44:56 2008` (any case, any run of spaces), or numbers year first:
    /// `2008:03:03 09:44:56`, Pentax's `2009/10/27 12:14:34`, Casio's `2005/ 3/ 9/ 9:44:30`.
    static func parse(_ text: [UInt8]) -> LocalDateTime? {
        let trimmed = Array(text.prefix { $0 != 0 && $0 != 0x0A && $0 != 0x0D })
        if trimmed.first?.isDigit == true {
            let numbers = trimmed.split { !$0.isDigit }.map { Int(String(decoding: $0.prefix(4), as: UTF8.self)) ?? -1 }
            guard numbers.count == 6 else { return nil }
            return LocalDateTime(year: numbers[0], month: numbers[1], day: numbers[2], hour: numbers[3], minute: numbers[4], second: numbers[5])
        }
        let words = trimmed.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
        guard words.count == 5, let month = months.firstIndex(of: words[1].lowercased()), let day = Int(words[2]),
              let year = Int(words[4]), year >= 1970, year < 10000
        else { return nil }
        let clock = words[3].split(separator: ":").compactMap { Int($0) }
        guard clock.count == 3 else { return nil }
        return LocalDateTime(year: year, month: month + 1, day: day, hour: clock[0], minute: clock[1], second: clock[2])
    }
}
