import Testing
@testable import Moments

@Suite("Stems found by their hash")
struct StemIndexTests {
    static let records = [
        "a/IMG_1.CR2", "a/IMG_2.JPG", "b/IMG_1.JPG", "a/IMG_1.JPG", "a/IMG_3-edited.jpg", "a/IMG_3.HEIC", "a/IMG_1.HEIC", "c/no-extension",
    ].map { PhotoSelectionTests.file($0) }

    @Test("records sharing a stem are grouped in the records' order, and no other record is")
    func sharedStems() {
        let index = StemIndex(Self.records)
        #expect(index.sharedStems(in: Self.records).sorted { $0[0] < $1[0] } == [[0, 3, 6]])
    }

    @Test("a stem is found only where a record has it", arguments: [
        ("a/IMG_1", true), ("a/IMG_3", true), ("a/IMG_3-edited", true), ("c/no-extension", true),
        ("b/IMG_2", false), ("a/IMG_4", false), ("a/IMG_1.CR2", false), ("", false),
    ])
    func indices(stem: String, found: Bool) {
        let indices = StemIndex(Self.records).indices(of: stem, in: Self.records)
        #expect(!indices.isEmpty == found)
        #expect(indices.allSatisfy { PhotoSelection.stem(Self.records[$0].path) == stem })
    }

    @Test("the groups come in the records' order, whatever this run's hashes are")
    func groupsInRecordsOrder() {
        let records = (0 ..< 40).map { PhotoSelectionTests.file("DCIM/IMG_\($0).JPG") }
            + (0 ..< 40).map { PhotoSelectionTests.file("DCIM/IMG_\($0).DNG", .rawTIFF) }
        #expect(StemIndex(records).sharedStems(in: records) == (0 ..< 40).map { [$0, $0 + 40] })
    }

    @Test("many unique stems and one shared pair among them")
    func manyStems() {
        let records = (0 ..< 5000).map { PhotoSelectionTests.file("DCIM/\($0 / 1000)/IMG_\($0).JPG") }
            + [PhotoSelectionTests.file("DCIM/3/IMG_3456.DNG", .rawTIFF)]
        let index = StemIndex(records)
        #expect(index.sharedStems(in: records) == [[3456, 5000]])
        #expect(records.indices.allSatisfy { index.indices(of: PhotoSelection.stem(records[$0].path), in: records).contains($0) })
    }
}
