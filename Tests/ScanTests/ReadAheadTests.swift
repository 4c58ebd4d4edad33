import Testing
import TestSupport
@testable import Metadata
@testable import Scan

@Suite("Reading ahead past a file's head")
struct ReadAheadTests {
    static let bytes = (0 ..< 200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }

    static func ask(_ read: FileBytes.Read, _ offset: Int, _ count: Int) -> [UInt8]? {
        read(offset, count).map { Array($0.base) }
    }

    @Test("an ask inside the last read is answered from it, with the file's own bytes")
    func insideLastRead() {
        let file = MemoryFile(Self.bytes)
        let read = ReadAhead().reads(of: file, size: Self.bytes.count)
        #expect(Self.ask(read, 20_000, 8) == Array(Self.bytes[20_000 ..< 20_008]))
        #expect(Self.ask(read, 20_100, 100) == Array(Self.bytes[20_100 ..< 20_200]))
        #expect(Self.ask(read, 20_000 + ReadAhead.span - 4, 4) == Array(Self.bytes[20_000 + ReadAhead.span - 4 ..< 20_000 + ReadAhead.span]))
        #expect(file.reads == [20_000 ..< 20_000 + ReadAhead.span])
        #expect(Self.ask(read, 19_999, 2) == Array(Self.bytes[19_999 ..< 20_001]))
        #expect(file.reads.count == 2)
    }

    @Test("after its reads ahead, a file's asks read only what they ask")
    func readsAheadAFewTimes() {
        let file = MemoryFile(Self.bytes)
        let read = ReadAhead().reads(of: file, size: Self.bytes.count)
        let offsets = (0 ..< ReadAhead.most + 3).map { 1_000 + $0 * 20_000 }
        for offset in offsets { #expect(Self.ask(read, offset, 8) == Array(Self.bytes[offset ..< offset + 8])) }
        #expect(file.reads.map(\.count) == Array(repeating: ReadAhead.span, count: ReadAhead.most) + [8, 8, 8])
    }

    @Test("near the end a read stops at the file's end, and an ask past it gets nothing")
    func atTheEnd() {
        let file = MemoryFile(Self.bytes)
        let read = ReadAhead().reads(of: file, size: Self.bytes.count)
        let size = Self.bytes.count
        #expect(Self.ask(read, size - 10, 10) == Array(Self.bytes[(size - 10)...]))
        #expect(file.reads == [size - 10 ..< size])
        #expect(read(size - 4, 8).map(\.count) ?? 0 < 8)
    }

    @Test("the next file's asks are never answered from the last file's bytes")
    func nextFile() {
        let ahead = ReadAhead()
        let first = MemoryFile(Self.bytes)
        _ = Self.ask(ahead.reads(of: first, size: Self.bytes.count), 30_000, 8)
        let other = Self.bytes.map { ~$0 }
        let second = MemoryFile(other)
        #expect(Self.ask(ahead.reads(of: second, size: other.count), 30_004, 8) == Array(other[30_004 ..< 30_012]))
    }
}
