import Model

/// Identifies a file's kind from its first bytes. Extensions lie (a `.jpg` that is a HEIC,
/// a `.png` screenshot that is a JPEG); signatures do not.
package enum FileSignature {
    /// Enough bytes to decide: the ISO-BMFF `ftyp` box with a few compatible brands.
    package static let prefixLength = 64

    package static func kind(of head: ByteView) -> AssetKind {
        if head.matches(0, [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.matches(0, [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if isTIFF(head) { return .rawTIFF }
        if RawContainers.format(of: head) != nil { return .raw }
        if JPEGXLMetadata.isJPEGXL(head) { return .jxl }
        if head.matches(0, Array("RIFF".utf8)) {
            if head.matches(8, Array("WEBP".utf8)) { return .webp }
            if head.matches(8, Array("AVI ".utf8)) { return .video }
            if head.matches(8, Array("WAVE".utf8)) { return .audio }
            return .other
        }
        if head.matches(0, [0x1A, 0x45, 0xDF, 0xA3]) { return .video }  // Matroska, WebM
        if head.matches(4, Array("ftyp".utf8)) { return isoKind(head) }
        // QuickTime files from old cameras start straight with a movie atom.
        for atom in ["moov", "mdat", "wide", "free", "skip", "pnot"] where head.matches(4, Array(atom.utf8)) {
            return .video
        }
        if TransportStream.matches(MemoryBytes(view: head)) { return .video }
        return .other
    }

    /// TIFF and the TIFF-based RAW formats (DNG, CR2, NEF, ARW, PEF, SRW keep the plain
    /// header; Olympus ORF and Panasonic RW2 change the magic number).
    private static func isTIFF(_ head: ByteView) -> Bool {
        head.matches(0, [0x49, 0x49, 0x2A, 0x00]) || head.matches(0, [0x4D, 0x4D, 0x00, 0x2A])
            || head.matches(0, Array("IIRO".utf8)) || head.matches(0, Array("IIRS".utf8))
            || head.matches(0, Array("MMOR".utf8)) || head.matches(0, [0x49, 0x49, 0x55, 0x00])
    }

    private static let heifBrands: Set<String> = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis", "mif2"]
    /// iTunes audio, audiobooks and protected audio, and Adobe's: sound only, whatever else the file lists.
    private static let audioBrands: Set<String> = ["M4A ", "M4B ", "M4P ", "F4A ", "F4B "]
    private static let videoBrands: Set<String> = ["isom", "iso2", "iso4", "iso5", "iso6", "mp41", "mp42", "avc1", "qt  ", "M4V ", "M4VH", "M4VP", "mmp4", "3gp4", "3gp5", "3gp6", "3g2a", "dash", "MSNV", "XAVC", "f4v "]

    private static func isoKind(_ head: ByteView) -> AssetKind {
        guard let size = head.u32(0, bigEndian: true) else { return .other }
        let boxEnd = min(Int(size), head.count)
        var brands: [String] = []
        var at = 8
        while at + 4 <= boxEnd, let bytes = head.slice(at, count: 4) {
            brands.append(String(decoding: bytes, as: UTF8.self))
            at += at == 8 ? 8 : 4  // the minor version follows the major brand
        }
        guard let major = brands.first else { return .other }
        if audioBrands.contains(major) { return .audio }
        if heifBrands.contains(major) { return .heif }
        if videoBrands.contains(major) { return .video }
        if brands.contains(where: heifBrands.contains) { return .heif }
        if brands.contains(where: videoBrands.contains) { return .video }
        return .other
    }
}
