/// Fujifilm's RAF: a fixed header, then a full JPEG preview whose APP1 holds the EXIF. The
/// header gives the JPEG's place as big-endian offset and length.
enum FujifilmRAFMetadata {
    static let signature = "FUJIFILMCCD-RAW "
    /// Where the header keeps the embedded JPEG's offset and, after it, its length.
    static let jpegPointer = 84

    package static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> HeaderReading? {
        guard let offset = file.u32(jpegPointer, bigEndian: true), let count = file.u32(jpegPointer + 4, bigEndian: true) else { return nil }
        return RawContainers.embeddedJPEG(ByteRange(offset: Int(offset), count: Int(count)), in: file)
    }
}
