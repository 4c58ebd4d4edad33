import Foundation
import Testing
@testable import Model

@Suite("a card file's hash tells any change to its bytes")
struct StableHashTests {
    /// FNV-1a's step over each 8-byte word read least significant byte first, then the bytes
    /// left, then the length, worked out here one byte at a time.
    static func reference(_ bytes: [UInt8]) -> String {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var h: UInt64 = 0xCBF2_9CE4_8422_2325
        let whole = bytes.count / 8 * 8
        for start in stride(from: 0, to: whole, by: 8) {
            let word = (0 ..< 8).reduce(UInt64(0)) { $0 | UInt64(bytes[start + $1]) << (8 * UInt64($1)) }
            h = (h ^ word) &* prime
        }
        for byte in bytes[whole...] { h = (h ^ UInt64(byte)) &* prime }
        return String((h ^ UInt64(bytes.count)) &* prime, radix: 16)
    }

    @Test("the words are read as the reference reads them", arguments: [0, 1, 7, 8, 9, 64, 1_001])
    func matchesReference(count: Int) {
        let bytes = (0 ..< count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 17) }
        #expect(StableHash.words64(Data(bytes)) == Self.reference(bytes))
        // Read from within a larger buffer, at an offset that is no multiple of 8.
        let inner = Data([0xAA, 0xBB, 0xCC] + bytes)[3...]
        #expect(StableHash.words64(inner) == Self.reference(bytes))
    }

    @Test("changing any one byte, or adding a zero byte, changes the hash")
    func everyByteCounts() {
        let bytes = (0 ..< 37).map { UInt8(truncatingIfNeeded: $0 &* 29 &+ 3) }
        let original = StableHash.words64(Data(bytes))
        for i in bytes.indices {
            var changed = bytes
            changed[i] ^= 0x80
            #expect(StableHash.words64(Data(changed)) != original, "byte \(i)")
        }
        #expect(StableHash.words64(Data(bytes + [0])) != original)
    }
}
