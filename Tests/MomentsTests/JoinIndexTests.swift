import Testing
@testable import Model
@testable import Moments
@testable import Store

/// Files joined by the keys they carry: only a key of the same kind and the same text joins.
@Suite("Files joined by their keys")
struct JoinIndexTests {
    /// The joins `JoinIndex` makes of `keys` (one key a file, by position), as pairs.
    static func joins(_ keys: [(String, JoinIndex.Kind)]) -> [[Int]] {
        var index = JoinIndex()
        for (i, key) in keys.enumerated() { index.add(key.0, of: key.1, at: i) }
        var pairs: [[Int]] = []
        index.forEachJoin(key: { i, kind in keys[i].1 == kind ? keys[i].0 : nil }) { pairs.append([$0, $1]) }
        return pairs.sorted { ($0[0], $0[1]) < ($1[0], $1[1]) }
    }

    @Test("each file joins the first file that carries its key")
    func firstOfEachKey() {
        #expect(Self.joins([("A", .content), ("B", .content), ("A", .content), ("A", .content), ("B", .content)])
                == [[0, 2], [0, 3], [1, 4]])
    }

    @Test("the same text as keys of different kinds joins nothing")
    func kindsApart() {
        #expect(Self.joins([("X1", .content), ("X1", .burst), ("X1", .pixelShot), ("X1", .namedBurst)]).isEmpty)
    }

    @Test("files whose key reads as nothing join nothing, not each other")
    func unknownKeysApart() {
        var index = JoinIndex()
        for i in 0 ..< 4 { index.add("K", of: .content, at: i) }
        var pairs: [[Int]] = []
        index.forEachJoin(key: { i, _ in i < 2 ? nil : "K" }) { pairs.append([$0, $1]) }
        #expect(pairs == [[2, 3]])
    }

    @Test("a content identifier shared with another file's burst identifier does not make one moment")
    func contentAndBurstApart() {
        let result = PhoneMomentsTests.counted([
            PhoneMomentsTests.file("DCIM/100APPLE/IMG_0001.HEIC", .heif, contentID: "SAME"),
            PhoneMomentsTests.file("DCIM/100APPLE/IMG_0900.HEIC", .heif, at: PhoneMomentsTests.at(60), burstID: "SAME"),
        ])
        #expect(result.paths.count == 2)
        #expect(result.aside.isEmpty)
    }

    @Test("many keys, most of them once: only the shared ones join, whatever their number", arguments: [10, 10_000])
    func manyKeys(count: Int) {
        var keys = (0 ..< count).map { ("key-\($0)", JoinIndex.Kind.content) }
        keys.append(("key-7", .content))
        keys.append(("key-3", .burst))
        #expect(Self.joins(keys) == [[7, count]])
    }
}
