/// The files that share a key (a Live Photo's content identifier, a burst's, a Pixel shot's
/// name), found by a hash of each key, as `StemIndex` finds stems: a dictionary keyed by the
/// keys' texts held a text and an entry a file, the largest part of the moments pass's memory
/// at a million files (docs/PERFORMANCE.md). Keys are compared whole only where two hashes meet,
/// so a hash that collides never joins two files.
struct JoinIndex {
    /// What a key is of: keys of different kinds never join.
    enum Kind: UInt8 {
        case content, burst, pixelShot, namedBurst
    }

    private struct Entry: Comparable {
        let hash: Int
        let index: Int32
        let kind: Kind

        static func < (a: Entry, b: Entry) -> Bool {
            (a.hash, a.index) < (b.hash, b.index)
        }
    }

    private var entries: [Entry] = []

    /// Notes that the file at `index` has `key` of `kind`.
    mutating func add(_ key: String, of kind: Kind, at index: Int) {
        var hasher = Hasher()
        hasher.combine(kind.rawValue)
        hasher.combine(key)
        entries.append(Entry(hash: hasher.finalize(), index: Int32(index), kind: kind))
    }

    /// Calls `join` with each file that shares a key with an earlier one, and the first file
    /// of that key; `key` gives the text of a file's key of a kind. A file whose key reads as
    /// nil joins nothing: two unknown keys are not one key.
    mutating func forEachJoin(key: (Int, Kind) -> String?, _ join: (_ first: Int, _ other: Int) -> Void) {
        entries.sort()
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count, entries[end].hash == entries[start].hash { end += 1 }
            if end - start > 1 {
                // Within a run of one hash: each file joins the first file whose key is its own.
                var firsts: [(kind: Kind, key: String, index: Int)] = []
                for entry in entries[start ..< end] {
                    let index = Int(entry.index)
                    guard let text = key(index, entry.kind) else { continue }
                    if let first = firsts.first(where: { $0.kind == entry.kind && $0.key == text }) {
                        join(first.index, index)
                    } else {
                        firsts.append((entry.kind, text, index))
                    }
                }
            }
            start = end
        }
        entries = []
    }
}
