import Metadata

/// Reads a file's bytes past its head for the parsers, at least `span` bytes at a time, and
/// answers from what it read last any ask that falls inside it. A parser walking boxes or
/// directories past the head (a HEIC's Exif item after its image, a video's `moov` at its end)
/// asks for a few bytes at a time: each ask was a read of its own, a dozen a file on real
/// phones' and cameras' files.
package final class ReadAhead {
    /// A HEIC's Exif item, a video's `moov` box, a JPEG's EXIF block: most fit in one read.
    static let span = 16 << 10
    /// At most this many reads of a file read ahead; later asks read what they ask. A walk
    /// over a large file's chunks (a PNG's image data) asks for a few bytes every few KiB to
    /// its end: read ahead each time, it would read the whole file.
    static let most = 3

    package init() {}

    private let buffer = ScratchBuffer(capacity: span)
    /// What the last read gave: where in the file it began, and its bytes.
    private var held: (offset: Int, bytes: ByteView)?
    /// The reads ahead of this file so far.
    private var aheadCount = 0

    /// The reads of `file`, `size` bytes long, for `FileBytes`: what was held for the file read
    /// before is let go.
    package func reads(of file: any PhotoFile, size: Int) -> FileBytes.Read {
        held = nil
        aheadCount = 0
        return { [self] offset, count in read(file, at: offset, count: count, size: size) }
    }

    private func read(_ file: any PhotoFile, at offset: Int, count: Int, size: Int) -> ByteView? {
        if let held, offset >= held.offset, let inside = held.bytes.slice(offset - held.offset, count: count) {
            return ByteView(inside)
        }
        let ahead = aheadCount < Self.most ? min(Self.span, size - offset) : 0
        aheadCount += 1
        guard case .success(let bytes) = buffer.read(file, at: offset, count: max(count, ahead)) else {
            held = nil
            return nil
        }
        held = (offset, bytes)
        return bytes.slice(0, count: min(count, bytes.count)).map(ByteView.init)
    }
}
