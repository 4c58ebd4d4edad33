import Model

/// AVI (RIFF `AVI `): cameras put the local recording time in an `IDIT` chunk, usually inside
/// the `hdrl` list at the start, as text: `Mon Mar 03 09:44:56 2008` (C's asctime, with a
/// newline) or EXIF's `2008:03:03 09:44:56`; editors put a creation date in the `INFO` list's
/// `ICRD`, often a date alone (`2008-03-03`), which is a day. Chunk headers are read; `movi`'s
/// media skipped.
enum AVIMetadata {
    /// A camera's AVI has a handful of top-level chunks and a few dozen in `hdrl`.
    static let maxChunks = 512
    /// The date strings are 20 to 26 bytes; a longer chunk is not one.
    static let maxDateBytes = 64
    package static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    static func isAVI<Bytes: RandomAccessBytes>(_ file: Bytes) -> Bool {
        file.matches(0, Array("RIFF".utf8)) && file.matches(8, Array("AVI ".utf8))
    }

    /// The `IDIT` date, else the `ICRD` one, when there is one that reads.
    package static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> ExifCapture? {
        guard let riffSize = file.u32(4, bigEndian: false) else { return nil }
        let end = min(file.size, 8 + Int(riffSize))
        var budget = maxChunks
        if let found = date("IDIT", inList: "hdrl", in: file, from: 12, to: end, budget: &budget) { return found }
        budget = maxChunks
        return date("ICRD", inList: "INFO", in: file, from: 12, to: end, budget: &budget)
    }

    private static func date<Bytes: RandomAccessBytes>(_ chunk: String, inList list: String, in file: Bytes, from start: Int, to end: Int,
                                                       budget: inout Int) -> ExifCapture? {
        var at = start
        while at + 8 <= end, budget > 0 {
            budget -= 1
            guard let size = file.u32(at + 4, bigEndian: false) else { return nil }
            let data = at + 8, dataEnd = min(end, data + Int(size))
            if file.matches(at, Array(chunk.utf8)), size <= maxDateBytes {
                // All of it or nothing: a date cut short could read as another date.
                return file.withBytes(at: data, count: Int(size)) { parse(Array($0.base)) } ?? nil
            }
            if file.matches(at, Array("LIST".utf8)), file.matches(data, Array(list.utf8)),
               let found = date(chunk, inList: list, in: file, from: data + 4, to: dataEnd, budget: &budget) {
                return found
            }
            at = data + Int(size) + Int(size & 1)  // chunks are padded to an even length
        }
        return nil
    }

    /// `Mon Mar 03 09:44:56 2008` (any case, any run of spaces), or numbers year first:
    /// `2008:03:03 09:44:56`, Pentax's `2009/10/27 12:14:34`, Casio's `2005/ 3/ 9/ 9:44:30`.
    /// Without the time (`Mon Mar 03 2008`, `2008-03-03`) it is a day.
    package static func parse(_ text: [UInt8]) -> ExifCapture? {
        let trimmed = Array(text.prefix { $0 != 0 && $0 != 0x0A && $0 != 0x0D })
        if trimmed.first?.isDigit == true {
            let numbers = trimmed.split { !$0.isDigit }.map { Int(String(decoding: $0.prefix(4), as: UTF8.self)) ?? -1 }
            guard numbers.count == 6 || numbers.count == 3 else { return nil }
            let clock = numbers.count == 6 ? Array(numbers[3...]) : [0, 0, 0]
            return LocalDateTime(year: numbers[0], month: numbers[1], day: numbers[2], hour: clock[0], minute: clock[1], second: clock[2])
                .map { ExifCapture(time: $0, utcOffset: nil, subsecondMillis: nil, dayOnly: numbers.count == 3) }
        }
        let words = trimmed.split(separator: 0x20).map { String(decoding: $0, as: UTF8.self) }
        guard words.count == 5 || words.count == 4, let month = months.firstIndex(of: words[1].lowercased()), let day = Int(words[2]),
              let year = Int(words[words.count - 1]), year >= 1970, year < 10000
        else { return nil }
        let clock = words.count == 5 ? words[3].split(separator: ":").compactMap { Int($0) } : [0, 0, 0]
        guard clock.count == 3 else { return nil }
        return LocalDateTime(year: year, month: month + 1, day: day, hour: clock[0], minute: clock[1], second: clock[2])
            .map { ExifCapture(time: $0, utcOffset: nil, subsecondMillis: nil, dayOnly: words.count == 4) }
    }
}
