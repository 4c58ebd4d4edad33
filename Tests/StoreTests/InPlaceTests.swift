import Testing
@testable import Model
@testable import Store
import TestSupport

@Suite("Arrays read and pruned where their elements lie")
struct InPlaceTests {
    @Test("removing in place asks about each element once, in order, and keeps the others in order",
          arguments: [[], [1], [2], [1, 2, 3, 4, 5, 6, 7], [2, 4, 6], [1, 3, 5, 2]])
    func removeAllInPlace(values: [Int]) {
        var files = values.map { SampleRecords.file(1, "\($0).jpg") }
        var asked: [String] = []
        files.removeAllInPlace { file in
            asked.append(file.pointee.path.description)
            return Int(file.pointee.path.description.dropLast(4))! % 2 == 0
        }
        #expect(asked == values.map { "\($0).jpg" })
        #expect(files.map(\.path.description) == values.filter { $0 % 2 != 0 }.map { "\($0).jpg" })
    }
}
