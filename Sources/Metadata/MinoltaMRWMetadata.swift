/// Minolta's MRW: `\0MRM` and the length of a run of blocks (`\0PRD`, `\0TTW`, `\0WBG`,
/// `\0RIF`, each a 4-byte name and a big-endian length), then the image data. `TTW` holds a
/// TIFF block with IFD0 and the EXIF IFD.
enum MinoltaMRWMetadata {
    static let signature: [UInt8] = [0x00] + Array("MRM".utf8)
    static let tiffBlock: [UInt8] = [0x00] + Array("TTW".utf8)
    /// Cameras write four or five blocks; more means garbage.
    static let maxBlocks = 32

    package static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> HeaderReading? {
        guard let length = file.u32(4, bigEndian: true) else { return nil }
        let end = min(file.size, 8 + Int(length))
        var at = 8
        for _ in 0 ..< maxBlocks where at + 8 <= end {
            guard let count = file.u32(at + 4, bigEndian: true), Int(count) <= end - at - 8 else { return nil }
            if file.matches(at, tiffBlock) {
                var reading = HeaderReading(source: .tiffFile(base: at + 8))
                reading.setDates(ExifCaptureReader.dates(tiffAt: at + 8, in: file))
                return reading
            }
            at += 8 + Int(count)
        }
        return HeaderReading()
    }
}
