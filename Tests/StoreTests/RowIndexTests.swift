import Testing
@testable import Model
@testable import Store

@Suite("rows found by id, as a dictionary of every id's first row would find them")
struct RowIndexTests {
    static func rows(ids: [Int64?]) -> [AssetRecord] {
        ids.enumerated().map { i, id in
            var row = AssetRecord(libraryId: 1, path: RawPath("p\(i)"), size: 0, mtimeNs: 0, kind: .jpeg, extractorVersion: 1)
            row.id = id
            return row
        }
    }

    static let cases: [(String, [Int64?])] = [
        ("none", []),
        ("only rows without an id", [nil, nil]),
        ("one", [42]),
        ("dense, shuffled", [5, 3, 4, 1, 2]),
        ("dense with gaps and rows without an id", [10, nil, 12, 15, 11, nil, 13]),
        ("an id twice: its first row", [7, 8, 7, 9]),
        ("sparse: another library's ids far away", [1, 2, 3, 1_000_000, 2_000_000]),
        // The lowest a record can hold: Int64.min stands for "no id" in it (`AssetRecord.Absent`).
        ("negative and huge ids", [-5, .max, .min + 1, 0]),
        ("span at the dense limit", [100, 101, 102, 107]),
    ]

    @Test("every id and its neighbours", arguments: cases)
    func lookups(name: String, ids: [Int64?]) {
        let index = RowIndex(Self.rows(ids: ids))
        var first: [Int64: Int] = [:]
        for (i, id) in ids.enumerated() {
            if let id, first[id] == nil { first[id] = i }
        }
        let probes = Set(ids.compactMap { $0 }.flatMap { [$0, $0 &- 1, $0 &+ 1] } + [0, 6, .min, .max, -1])
        for id in probes {
            #expect(index[id] == first[id], "\(name): id \(id)")
        }
    }
}
