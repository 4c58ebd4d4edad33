import CZlib
import Foundation

/// Inflates gzip files and zlib streams whole, through zlib.
enum Gzip {
    struct Failure: Error, CustomStringConvertible {
        let code: Int32
        var description: String { "gzip data is damaged (zlib error \(code))" }
    }

    /// Outputs larger than this are refused: no metadata we read is anywhere near it.
    static let maxOutput = 64 << 20

    static func decompress(_ compressed: Data) throws(Failure) -> [UInt8] {
        try inflate(compressed, gzip: true)
    }

    /// A bare zlib stream, as PNG text chunks hold.
    static func inflateZlib(_ compressed: Data) throws(Failure) -> [UInt8] {
        try inflate(compressed, gzip: false)
    }

    private static func inflate(_ compressed: Data, gzip: Bool) throws(Failure) -> [UInt8] {
        var stream = z_stream()
        let started = gzip ? pw_inflate_init_gzip(&stream) : pw_inflate_init_zlib(&stream)
        guard started == Z_OK else { throw Failure(code: Z_STREAM_ERROR) }
        defer { inflateEnd(&stream) }
        var output = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        var status = Z_OK
        compressed.withUnsafeBytes { input in
            stream.next_in = UnsafeMutablePointer(mutating: input.bindMemory(to: Bytef.self).baseAddress)
            stream.avail_in = uInt(input.count)
            repeat {
                chunk.withUnsafeMutableBufferPointer { out in
                    stream.next_out = out.baseAddress
                    stream.avail_out = uInt(out.count)
                    status = CZlib.inflate(&stream, Z_NO_FLUSH)
                    output.append(contentsOf: out.prefix(out.count - Int(stream.avail_out)))
                }
            } while status == Z_OK && output.count <= maxOutput
        }
        guard status == Z_STREAM_END else { throw Failure(code: status) }
        return output
    }
}
