/// JPEG XL. A bare codestream (`FF 0A`) carries no metadata. The ISOBMFF container carries
/// EXIF in an `Exif` box (a 4-byte offset to the TIFF header, then the block), or compressed
/// with Brotli in a `brob` box whose payload starts with the type it replaces: that one is
/// noted and not read.
enum JPEGXLMetadata {
    static let codestreamSignature: [UInt8] = [0xFF, 0x0A]
    static let containerSignature: [UInt8] = [0x00, 0x00, 0x00, 0x0C] + Array("JXL ".utf8) + [0x0D, 0x0A, 0x87, 0x0A]

    struct Found: Equatable {
        /// The TIFF block.
        package var exif: ByteRange?
        /// The EXIF is there, compressed with Brotli, and left unread.
        var compressedExif = false
    }

    static func isJPEGXL(_ head: ByteView) -> Bool {
        head.matches(0, codestreamSignature) || head.matches(0, containerSignature)
    }

    /// Nil when the container's boxes are broken.
    package static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> Found? {
        if file.matches(0, codestreamSignature) { return Found() }
        let boxes = BoxWalk.boxes(in: file, from: 0, to: file.size)
        guard boxes.first?.type == "JXL " else { return nil }
        var found = Found()
        for box in boxes {
            if box.type == "Exif", found.exif == nil, let offset = file.u32(box.payload, bigEndian: true) {
                let tiff = box.payload + 4 + Int(offset)
                if tiff <= box.end - JPEGMarkerWalk.minimumTIFFCount { found.exif = ByteRange(offset: tiff, count: box.end - tiff) }
            } else if box.type == "brob", file.matches(box.payload, Array("Exif".utf8)) {
                found.compressedExif = true
            }
        }
        return found
    }
}
