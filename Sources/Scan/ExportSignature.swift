import Foundation

/// How the files `export` writes begin, so that the scan leaves them out of every count: they
/// are ours, not the person's.
public enum ExportSignature {
    /// The CSV export's header line.
    public static let csvHeader = "path,localTime,timeSource,placeId,lat,lon,precision"

    /// How a CSV export opens: today's header, or the one before `precision` was added, whose
    /// files are ours all the same.
    static let csvOpenings = [csvHeader, "path,localTime,timeSource,placeId,lat,lon"].map { Array(($0 + "\n").utf8) }
    /// The top-level line that names us in a JSON export, as the encoder writes it (pretty,
    /// keys sorted): the keys before it are a few totals and the cards, well inside
    /// `searchLength`.
    static let jsonGeneratorLine = Array("\n  \"generator\" : \"photo-wrapped\"".utf8)
    /// How far into a JSON file the scan looks for the generator line.
    static let searchLength = 64 << 10

    /// Recognises an export from the head of a file, as the scan reads it, without parsing:
    /// a CSV that opens with our header, or a JSON object with our generator line. The scan
    /// leaves such files out of every count: they are ours, not the person's.
    package static func isExport(head: some Collection<UInt8>) -> Bool {
        if csvOpenings.contains(where: head.starts(with:)) { return true }
        guard head.first == UInt8(ascii: "{") else { return false }
        return occurs(jsonGeneratorLine, in: head)
    }

    /// Whether `pattern` occurs in `bytes`. A loop of our own, specialised for the head's type:
    /// the standard library's `firstRange(of:)` searches generically, making type metadata as
    /// it goes, and every Takeout sidecar's head is searched.
    static func occurs(_ pattern: [UInt8], in bytes: some Collection<UInt8>) -> Bool {
        guard let first = pattern.first else { return true }
        var from = bytes.startIndex
        while let found = bytes[from...].firstIndex(of: first) {
            if bytes[found...].starts(with: pattern) { return true }
            from = bytes.index(after: found)
        }
        return false
    }

    /// A CSV with our header, or JSON that names photo-wrapped as its generator.
    public static func isExport(_ data: Data) -> Bool {
        if csvOpenings.contains(where: data.starts(with:)) { return true }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        return object["generator"] as? String == "photo-wrapped"
    }
}
