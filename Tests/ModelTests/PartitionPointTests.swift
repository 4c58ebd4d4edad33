import Testing

@Suite("Partition point")
struct PartitionPointTests {
    /// Against a linear search, over every length up to 9 and every split, with runs of equal
    /// values, so an off-by-one at either end or in a run is caught.
    @Test(arguments: 0 ... 9)
    func firstAtOrAfter(length: Int) {
        let values = (0 ..< length).map { $0 / 2 * 2 }
        for target in -1 ... length + 1 {
            let expected = values.firstIndex { $0 >= target } ?? values.endIndex
            #expect(values.partitionPoint { $0 >= target } == expected, "target \(target) in \(values)")
        }
    }

    @Test func slicesKeepTheirIndices() {
        let slice = [1, 3, 5, 7, 9, 11][2...]
        #expect(slice.partitionPoint { $0 >= 8 } == 4)
        #expect(slice.partitionPoint { $0 >= 0 } == 2)
        #expect(slice.partitionPoint { $0 >= 12 } == 6)
    }
}
