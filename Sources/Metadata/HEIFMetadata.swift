/// Finds the EXIF of a HEIF/HEIC/AVIF image without reading the file: the `meta` box's item
/// list (`iinf`) names the `Exif` item, its location table (`iloc`, versions 0–2) says where
/// its bytes are (in the file, or in the `idat` box), and the item starts with a 4-byte offset
/// to the TIFF header. libheif would read every byte of the file to do the same.
enum HEIFMetadata {
    struct Found: Equatable {
        /// The TIFF block.
        package var exif: ByteRange?
        /// The largest image size any `ispe` property declares: the primary image's.
        package var width: Int?
        package var height: Int?
    }

    /// The meta box of a well-formed file is small; a larger one means garbage.
    static let maxMetaBytes = 4 << 20

    package static func read<Bytes: RandomAccessBytes>(_ file: Bytes) -> Found? {
        guard let meta = BoxWalk.boxes(in: file, from: 0, to: file.size).first(where: { $0.type == "meta" }),
              meta.payloadCount <= maxMetaBytes
        else { return nil }
        // meta is a full box: 4 bytes of version and flags before its children.
        let children = BoxWalk.boxes(in: file, from: meta.payload + 4, to: meta.end)
        var found = Found()
        if let ipco = children.first(where: { $0.type == "iprp" })
            .flatMap({ BoxWalk.boxes(in: file, from: $0.payload, to: $0.end).first { $0.type == "ipco" } }) {
            for ispe in BoxWalk.boxes(in: file, from: ipco.payload, to: ipco.end) where ispe.type == "ispe" {
                if let w = file.u32(ispe.payload + 4, bigEndian: true), let h = file.u32(ispe.payload + 8, bigEndian: true),
                   PixelSize.isPlausible(Int(w), Int(h)), Int(w) * Int(h) > (found.width ?? 0) * (found.height ?? 0) {
                    (found.width, found.height) = (Int(w), Int(h))
                }
            }
        }
        guard let iinf = children.first(where: { $0.type == "iinf" }), let iloc = children.first(where: { $0.type == "iloc" }),
              let exifID = exifItem(in: file, iinf: iinf),
              let extent = location(of: exifID, in: file, iloc: iloc, idat: children.first { $0.type == "idat" })
        else { return found }
        found.exif = tiffBlock(in: file, item: extent)
        return found
    }

    /// The id of the item of type `Exif`.
    private static func exifItem<Bytes: RandomAccessBytes>(in file: Bytes, iinf: Box) -> Int? {
        guard let version = file.u8(iinf.payload) else { return nil }
        let entries = iinf.payload + 4 + (version == 0 ? 2 : 4)
        for infe in BoxWalk.boxes(in: file, from: entries, to: iinf.end) where infe.type == "infe" {
            guard let v = file.u8(infe.payload), v >= 2 else { continue }
            let idWidth = v == 2 ? 2 : 4
            guard let id = BoxWalk.unsigned(file, infe.payload + 4, width: idWidth),
                  file.matches(infe.payload + 4 + idWidth + 2, Array("Exif".utf8))
            else { continue }
            return id
        }
        return nil
    }

    /// Where item `id`'s bytes are: its first extent, in the file or inside `idat`.
    private static func location<Bytes: RandomAccessBytes>(of id: Int, in file: Bytes, iloc: Box, idat: Box?) -> ByteRange? {
        guard let version = file.u8(iloc.payload), version <= 2,
              let sizes = file.u8(iloc.payload + 4), let more = file.u8(iloc.payload + 5)
        else { return nil }
        let offsetSize = Int(sizes >> 4), lengthSize = Int(sizes & 0x0F), baseOffsetSize = Int(more >> 4)
        let indexSize = version == 0 ? 0 : Int(more & 0x0F)
        var at = iloc.payload + 6
        guard let count = BoxWalk.unsigned(file, at, width: version < 2 ? 2 : 4) else { return nil }
        at += version < 2 ? 2 : 4
        for _ in 0 ..< min(count, BoxWalk.maxBoxes) {
            guard let itemID = BoxWalk.unsigned(file, at, width: version < 2 ? 2 : 4) else { return nil }
            at += version < 2 ? 2 : 4
            var method = 0
            if version >= 1 {
                guard let m = file.u16(at, bigEndian: true) else { return nil }
                method = Int(m & 0x0F)
                at += 2
            }
            at += 2  // data reference index
            // Offsets and lengths past the end of the file are garbage, and could overflow when added.
            guard let base = BoxWalk.unsigned(file, at, width: baseOffsetSize), base <= file.size else { return nil }
            at += baseOffsetSize
            guard let extents = file.u16(at, bigEndian: true) else { return nil }
            at += 2
            // Only the first extent is read; the rest are stepped over in one go, so that
            // 65,535 extents of zero-width fields cost no more than one.
            var first: ByteRange?
            if extents > 0 {
                guard let offset = BoxWalk.unsigned(file, at + indexSize, width: offsetSize),
                      let length = BoxWalk.unsigned(file, at + indexSize + offsetSize, width: lengthSize),
                      offset <= file.size, length <= file.size
                else { return nil }
                first = ByteRange(offset: base + offset, count: length)
            }
            at += Int(extents) * (indexSize + offsetSize + lengthSize)
            guard at <= iloc.end else { return nil }
            guard itemID == id, var range = first else { continue }
            switch method {
            case 0:
                break
            case 1:
                guard let idat else { return nil }
                range.offset += idat.payload
            default:
                return nil  // item-offset construction: not used for EXIF by any camera
            }
            if range.count == 0 { range.count = max(0, file.size - range.offset) }  // a length of 0 means "to the end"
            return range
        }
        return nil
    }

    /// The TIFF block inside an EXIF item: after its 4-byte header offset, normally past an
    /// `Exif\0\0` signature; some writers put the TIFF header right there (offset 0), others
    /// keep the signature but write 0. Checked against the TIFF byte-order mark either way.
    static func tiffBlock<Bytes: RandomAccessBytes>(in file: Bytes, item: ByteRange) -> ByteRange? {
        guard item.count > 8, let headerOffset = file.u32(item.offset, bigEndian: true) else { return nil }
        let end = item.offset + item.count
        for start in [item.offset + 4 + Int(headerOffset), item.offset + 4, item.offset + 10] where start < end - 8 {
            if file.matches(start, [0x49, 0x49, 0x2A, 0x00]) || file.matches(start, [0x4D, 0x4D, 0x00, 0x2A]) {
                return ByteRange(offset: start, count: end - start)
            }
        }
        return nil
    }
}
