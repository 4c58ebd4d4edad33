/// RAW files whose container is their maker's own rather than TIFF, told apart by their first
/// bytes. Each keeps its date in a few hundred bytes somewhere in a file of tens of megabytes;
/// each reader goes straight there.
enum RawContainers {
    package enum Format: CaseIterable {
        case canonCR3, canonCRW, fujifilmRAF, minoltaMRW, sigmaX3F
    }

    /// The `ftyp` major brand of Canon's CR3, an ISOBMFF file like a MP4.
    static let cr3Brand = Array("crx ".utf8)

    package static func format(of head: ByteView) -> Format? {
        if head.matches(4, Array("ftyp".utf8)), head.matches(8, cr3Brand) { return .canonCR3 }
        if head.matches(0, Array(FujifilmRAFMetadata.signature.utf8)) { return .fujifilmRAF }
        if head.matches(0, MinoltaMRWMetadata.signature) { return .minoltaMRW }
        if head.matches(0, Array("FOVb".utf8)) { return .sigmaX3F }
        if head.matches(0, [0x49, 0x49]), head.matches(6, CanonCRWMetadata.signature) { return .canonCRW }
        return nil
    }

    /// What the header holds; nil when the container's structure is broken before the metadata.
    package static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> HeaderReading? {
        let found: Format? = file.withBytes(at: 0, count: min(file.size, FileSignature.prefixLength)) { Self.format(of: $0) } ?? nil
        switch found {
        case .canonCR3: return CanonCR3Metadata.read(file)
        case .canonCRW: return CanonCRWMetadata.read(file)
        case .fujifilmRAF: return FujifilmRAFMetadata.read(file)
        case .minoltaMRW: return MinoltaMRWMetadata.read(file)
        case .sigmaX3F: return SigmaX3FMetadata.read(file)
        case nil: return nil
        }
    }

    /// The EXIF of a JPEG embedded at `range`: the JPEG is walked in place, and the block's
    /// offset is given in the file. Nil when the JPEG's segments are broken.
    static func embeddedJPEG<Bytes: RandomAccessBytes>(_ range: ByteRange, in file: Bytes) -> HeaderReading? {
        guard let window = WindowBytes(file, range), let layout = try? JPEGMarkerWalk.walk(window) else { return nil }
        // The embedded JPEG is a preview: its frame size is not the photo's, EXIF's is.
        guard let block = layout.exif else { return HeaderReading() }
        return MetadataReaders.exifBlock(ByteRange(offset: range.offset + block.offset, count: block.count), in: file, HeaderReading())
    }
}
