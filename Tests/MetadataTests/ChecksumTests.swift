import CZlib
import Testing
@testable import Metadata

@Suite("A duplicate candidate's checksums are zlib's")
struct ChecksumTests {
    static func checksums(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBytes { ByteView($0).checksums }
    }

    @Test("the standard check values of \"123456789\": CRC-32 cbf43926, Adler-32 091e01de")
    func checkValues() {
        #expect(Self.checksums(Array("123456789".utf8)) == "cbf43926091e01de")
    }

    @Test("an empty sample is zlib's starting values")
    func empty() {
        #expect(Self.checksums([]) == "0000000000000001")
    }

    @Test("as zlib computes them, at every length and alignment of a sample", arguments: [0, 1, 7, 15, 16, 31, 64, 255, 4096, 65_535, 65_536])
    func sameAsZlib(length: Int) {
        let bytes = (0 ..< length + 3).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }
        for shift in 0 ..< 3 {
            let sample = Array(bytes[shift ..< shift + length])
            let zlib = sample.withUnsafeBufferPointer { buffer in
                let crc = crc32(crc32(0, nil, 0), buffer.baseAddress, uInt(buffer.count))
                let adler = adler32(adler32(0, nil, 0), buffer.baseAddress, uInt(buffer.count))
                return String(format: "%08lx%08lx", crc, adler)
            }
            #expect(Self.checksums(sample) == zlib, "length \(length), shift \(shift)")
        }
    }
}
