import CZlib
import Foundation

/// Inflates gzip files, one gzip member at a time where a file holds several, and zlib streams,
/// through zlib: the one Metadata type that calls zlib.
package enum Gzip {
    package struct Failure: Error, CustomStringConvertible {
        package let code: Int32
        package var description: String { "gzip data is damaged (zlib error \(code))" }
    }

    /// Outputs larger than this are refused: no metadata we read is anywhere near it.
    static let maxOutput = 64 << 20

    package static func decompress(_ compressed: Data) throws(Failure) -> [UInt8] {
        try inflate(compressed, gzip: true)
    }

    /// A bare zlib stream, as PNG text chunks hold.
    static func inflateZlib(_ compressed: Data) throws(Failure) -> [UInt8] {
        try inflate(compressed, gzip: false)
    }

    /// Inflates the gzip member at the start of `input`'s `range` onto the end of `output`;
    /// returns how many bytes of the range the member took (a file of several members goes on
    /// after them).
    package static func inflateMember(_ input: some ContiguousBytes, in range: Range<Int>,
                                      appendingTo output: inout [UInt8]) throws(Failure) -> Int {
        let result = input.withUnsafeBytes { bytes in
            Result { () throws(Failure) in try inflate(UnsafeRawBufferPointer(rebasing: bytes[range]), gzip: true, appendingTo: &output) }
        }
        return try result.get()
    }

    private static func inflate(_ compressed: Data, gzip: Bool) throws(Failure) -> [UInt8] {
        var output = [UInt8]()
        let result = compressed.withUnsafeBytes { input in Result { () throws(Failure) in try inflate(input, gzip: gzip, appendingTo: &output) } }
        _ = try result.get()
        return output
    }

    private static func inflate(_ input: UnsafeRawBufferPointer, gzip: Bool, appendingTo output: inout [UInt8]) throws(Failure) -> Int {
        var stream = z_stream()
        let started = gzip ? pw_inflate_init_gzip(&stream) : pw_inflate_init_zlib(&stream)
        guard started == Z_OK else { throw Failure(code: Z_STREAM_ERROR) }
        defer { inflateEnd(&stream) }
        var status = Z_OK
        stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
        stream.avail_in = uInt(input.count)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1 << 18) { chunk in
            repeat {
                stream.next_out = chunk.baseAddress
                stream.avail_out = uInt(chunk.count)
                status = CZlib.inflate(&stream, Z_NO_FLUSH)
                output.append(contentsOf: chunk.prefix(chunk.count - Int(stream.avail_out)))
            } while status == Z_OK && output.count <= maxOutput
        }
        guard status == Z_STREAM_END else { throw Failure(code: status) }
        return input.count - Int(stream.avail_in)
    }
}
