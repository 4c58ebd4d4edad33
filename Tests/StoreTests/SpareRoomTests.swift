#if canImport(Glibc)
import Glibc
#endif
import Testing
@testable import Store

/// The room an array keeps past its last element, handed back to the system.
@Suite("Spare room given back")
struct SpareRoomTests {
    /// How many of the pages from `start` for `bytes` are resident.
    static func residentPages(_ start: UnsafeRawPointer, bytes: Int) -> Int {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let first = Int(bitPattern: start) / page * page
        let count = (Int(bitPattern: start) + bytes - first + page - 1) / page
        var vector = [UInt8](repeating: 0, count: count)
        guard mincore(UnsafeMutableRawPointer(bitPattern: first), count * page, &vector) == 0 else { return -1 }
        return vector.count { $0 & 1 != 0 }
    }

    @Test("the pages past the last element leave memory; the elements and the array stay as they were")
    func pagesPastTheEnd() throws {
        var numbers = Array(0 ..< 1_000_000)
        numbers.removeLast(900_000)
        let capacity = numbers.capacity
        let (spareStart, spareBytes) = numbers.withUnsafeBufferPointer { buffer in
            (UnsafeRawPointer(buffer.baseAddress! + buffer.count), (capacity - buffer.count) * MemoryLayout<Int>.stride)
        }
        #expect(Self.residentPages(spareStart, bytes: spareBytes) > 100)
        SpareRoom.release(in: &numbers)
        // Only whole pages go: the one the last element shares, and the buffer's last one where
        // it ends mid-page, stay.
        #expect(Self.residentPages(spareStart, bytes: spareBytes) <= 2)
        #expect(numbers.capacity == capacity)
        #expect(numbers == Array(0 ..< 100_000))
        numbers.append(contentsOf: 100_000 ..< 200_000)
        #expect(numbers == Array(0 ..< 200_000))
    }

    @Test("an array with little room spare is left alone")
    func littleRoom() {
        var numbers = Array(0 ..< 1000)
        numbers.removeLast(10)
        SpareRoom.release(in: &numbers)
        #expect(numbers == Array(0 ..< 990))
    }
}
