/// The identifiers an iPhone writes in its maker note (EXIF tag 0x927C): the Live Photo
/// content identifier, which the Live Photo's movie carries too, and the burst a frame
/// belongs to. The note is `Apple iOS\0`, a 16-bit version, `MM`, then a big-endian IFD whose
/// value offsets count from the start of the note.
enum AppleMakerNote {
    static let makerNoteTag: UInt16 = 0x927C
    static let signature: [UInt8] = Array("Apple iOS".utf8) + [0]
    /// The version sits between the signature and the byte-order mark; the IFD follows the mark.
    static let byteOrderOffset = 12
    static let ifdOffset = 14
    static let contentIdentifierTag: UInt16 = 0x0011
    static let burstUUIDTag: UInt16 = 0x000B
    /// Apple's identifiers are 36-character UUIDs: a longer value, or one with bytes outside
    /// printable ASCII, is a damaged note.
    static let maxIdentifierBytes = 64

    struct Identifiers: Equatable {
        package var contentID: String?
        package var burstID: String?
    }

    /// The identifiers in the maker note of the TIFF block at `base`; none where the block
    /// has no Apple maker note or the note is damaged.
    static func identifiers<Bytes: RandomAccessBytes>(tiffAt base: Int, in file: Bytes) -> Identifiers {
        guard let exif = TIFFDirectory.root(in: file, base: base)?.subdirectory(ExifCaptureReader.exifIFDPointer),
              let note = exif.valueRange(makerNoteTag), note.count > ifdOffset,
              file.matches(note.offset, signature), file.matches(note.offset + byteOrderOffset, [0x4D, 0x4D]),
              let directory = TIFFDirectory(file: file, base: note.offset, bigEndian: true, ifdOffset: ifdOffset)
        else { return Identifiers() }
        return Identifiers(contentID: identifier(directory, contentIdentifierTag), burstID: identifier(directory, burstUUIDTag))
    }

    private static func identifier<Bytes: RandomAccessBytes>(_ directory: TIFFDirectory<Bytes>, _ tag: UInt16) -> String? {
        directory.withASCII(tag) { identifier($0.base) }
    }

    /// The text of an identifier, or nil where it cannot be one. A movie's copy is read by
    /// this rule too, so that the two halves of a Live Photo compare alike.
    package static func identifier(_ text: some Collection<UInt8>) -> String? {
        guard (1 ... maxIdentifierBytes).contains(text.count), text.allSatisfy({ (0x21 ... 0x7E).contains($0) }) else { return nil }
        return String(decoding: text, as: UTF8.self)
    }
}
