import Model

/// The photos' stems (`PhotoSelection.stem`), found by a hash of each, where a dictionary
/// keyed by the stems themselves held each stem's text and an array of indices, many times
/// the room (docs/PERFORMANCE.md). Stems are spelled out only where two hashes
/// meet, so a hash that collides never joins two different stems.
package struct StemIndex {
    /// Ordered by hash, then index.
    private struct Entry: Comparable {
        let hash: Int
        let index: Int

        static func < (a: Entry, b: Entry) -> Bool {
            (a.hash, a.index) < (b.hash, b.index)
        }
    }

    /// By hash, then index.
    private let entries: [Entry]

    package init(_ records: [some MomentFile]) {
        var entries: [Entry] = []
        entries.reserveCapacity(records.count)
        records.forEachInPlace { i, record in entries.append(Entry(hash: PhotoSelection.stem(record.pointee.path).hashValue, index: i)) }
        entries.sort()
        self.entries = entries
    }

    /// The indices of the records sharing a stem with another, a group a stem, each group and
    /// the groups in the records' order (never the hashes', which change from run to run).
    func sharedStems(in records: [some MomentFile]) -> [[Int]] {
        var groups: [[Int]] = []
        var start = 0
        while start < entries.count {
            let end = run(from: start)
            if end - start > 1 {
                var byStem: [String: [Int]] = [:]
                var order: [String] = []
                for entry in entries[start ..< end] {
                    let stem = PhotoSelection.stem(records[entry.index].path)
                    if byStem[stem] == nil { order.append(stem) }
                    byStem[stem, default: []].append(entry.index)
                }
                groups += order.compactMap { byStem[$0] }.filter { $0.count > 1 }
            }
            start = end
        }
        return groups.sorted { $0[0] < $1[0] }
    }

    /// The indices of the records that have this stem, in ascending order.
    package func indices(of stem: String, in records: [some MomentFile]) -> [Int] {
        let hash = stem.hashValue
        return entries[entries.partitionPoint { $0.hash >= hash }...].prefix { $0.hash == hash }
            .filter { PhotoSelection.stem(records[$0.index].path) == stem }.map(\.index)
    }

    /// The end of the run of equal hashes that starts at `start`.
    private func run(from start: Int) -> Int {
        var end = start + 1
        while end < entries.count, entries[end].hash == entries[start].hash { end += 1 }
        return end
    }
}
