import Foundation

/// Builds ISO-BMFF boxes, PNG chunks and RIFF chunks for the container readers' tests.
package enum ContainerFixtures {
    package static func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    package static func u32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    package static func u32le(_ v: Int) -> [UInt8] { u32(v).reversed() }

    package static func box(_ type: String, _ payload: [UInt8]) -> [UInt8] {
        u32(payload.count + 8) + Array(type.utf8) + payload
    }

    package static func fullBox(_ type: String, version: UInt8, _ payload: [UInt8]) -> [UInt8] {
        box(type, [version, 0, 0, 0] + payload)
    }

    /// A HEIC whose EXIF item sits in `mdat` (construction method 0) or in `idat` (method 1),
    /// its location table in `iloc` of the given version, with `fill` bytes of image data,
    /// and the EXIF item at the very end of the file when `exifAtEnd`.
    package static func heif(tiff: [UInt8], ilocVersion: UInt8, inIdat: Bool, headerOffset: Int, fill: Int = 0, exifAtEnd: Bool = false) -> [UInt8] {
        let item = u32(headerOffset) + (headerOffset == 6 ? Array("Exif".utf8) + [0, 0] : []) + tiff
        let ftyp = box("ftyp", Array("heic".utf8) + [0, 0, 0, 0] + Array("mif1heic".utf8))
        let hdlr = fullBox("hdlr", version: 0, [0, 0, 0, 0] + Array("pict".utf8) + [UInt8](repeating: 0, count: 13))
        let infe = fullBox("infe", version: 2, u16(1) + u16(0) + Array("Exif".utf8) + [0])
        let infeImage = fullBox("infe", version: 2, u16(2) + u16(0) + Array("hvc1".utf8) + [0])
        let iinf = fullBox("iinf", version: 0, u16(2) + infe + infeImage)
        let ispe = fullBox("ispe", version: 0, u32(4032) + u32(3024))
        let iprp = box("iprp", box("ipco", ispe))
        let idat = inIdat ? box("idat", item) : []

        func meta(exifOffset: Int) -> [UInt8] {
            var iloc: [UInt8] = [0x44, ilocVersion == 0 ? 0x00 : 0x04]  // 4-byte offsets and lengths; 4-byte base offset
            iloc[1] = 0x40  // base offset 4 bytes, index size 0
            iloc += ilocVersion < 2 ? u16(2) : u32(2)
            for (id, offset, length) in [(2, 0, 1), (1, exifOffset, item.count)] {
                iloc += ilocVersion < 2 ? u16(id) : u32(id)
                if ilocVersion >= 1 { iloc += u16(inIdat && id == 1 ? 1 : 0) }
                iloc += u16(0) + u32(0) + u16(1) + u32(offset) + u32(length)
            }
            return fullBox("meta", version: 0, hdlr + iinf + fullBox("iloc", version: ilocVersion, iloc) + iprp + idat)
        }
        let image = [UInt8](repeating: 0x5A, count: fill)
        // Lay out once to learn the offsets, then again with them.
        let draft = meta(exifOffset: 0)
        let mdatStart = ftyp.count + draft.count + 8
        let exifOffset = inIdat ? 0 : (exifAtEnd ? mdatStart + image.count : mdatStart)
        let mdat = box("mdat", inIdat ? image : (exifAtEnd ? image + item : item + image))
        return ftyp + meta(exifOffset: exifOffset) + mdat
    }

    package static func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        u32(data.count) + Array(type.utf8) + data + [0, 0, 0, 0]  // the readers ignore the CRC
    }

    package static func png(_ chunks: [[UInt8]]) -> [UInt8] {
        [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + pngChunk("IHDR", u32(1170) + u32(2532) + [8, 2, 0, 0, 0])
            + chunks.joined() + pngChunk("IDAT", [1, 2, 3]) + pngChunk("IEND", [])
    }

    /// "Raw profile type exif" text: a name, the length, then hex over lines.
    package static func rawProfile(_ tiff: [UInt8]) -> [UInt8] {
        let bytes = Array("Exif".utf8) + [0, 0] + tiff
        let hex = bytes.map { String(format: "%02x", $0) }.joined()
        var lines = ""
        var rest = Substring(hex)
        while !rest.isEmpty {
            lines += String(rest.prefix(72)) + "\n"
            rest = rest.dropFirst(72)
        }
        return Array("\nexif\n    \(bytes.count)\n\(lines)".utf8)
    }

    package static func webp(exif: [UInt8]) -> [UInt8] {
        let vp8x = Array("VP8X".utf8) + u32le(10) + [0x08, 0, 0, 0] + [0x9F, 0x0F, 0x00] + [0xDF, 0x0B, 0x00]
        var exifChunk = Array("EXIF".utf8) + u32le(exif.count) + exif
        if exif.count % 2 == 1 { exifChunk.append(0) }
        let body = Array("WEBP".utf8) + vp8x + exifChunk
        return Array("RIFF".utf8) + u32le(body.count) + body
    }

    /// How a movie header gives the length: in version 0's 32-bit fields or version 1's 64-bit ones.
    package struct MovieLength {
        package var version: UInt8 = 0
        package var timescale = 1000
        package var duration = 5000

        package init(version: UInt8 = 0, timescale: Int = 1000, duration: Int = 5000) {
            self.version = version
            self.timescale = timescale
            self.duration = duration
        }
    }

    /// An MP4 with its `moov` after the media, as cameras write it; with `brand` "qt  ", a MOV.
    package static func mp4(created: Int, iso6709: String?, keys: [(String, String)] = [], mediaBytes: Int = 1000,
                    length: MovieLength = MovieLength(), brand: String = "isom") -> [UInt8] {
        let ftyp = box("ftyp", Array(brand.utf8) + [0, 0, 2, 0] + Array(brand.utf8) + Array("iso2mp41".utf8))
        let mdat = box("mdat", [UInt8](repeating: 0, count: mediaBytes))
        let times = length.version == 1
            ? u32(0) + u32(created) + u32(0) + u32(created) + u32(length.timescale) + u32(length.duration >> 32) + u32(length.duration)
            : u32(created) + u32(created) + u32(length.timescale) + u32(length.duration)
        let mvhd = fullBox("mvhd", version: length.version, times + [UInt8](repeating: 0, count: 80))
        var udta: [UInt8] = []
        if let iso6709 {
            let text = Array(iso6709.utf8)
            udta = box("udta", u32(text.count + 12) + [0xA9] + Array("xyz".utf8) + u16(text.count) + u16(0x15C7) + text)
        }
        var meta: [UInt8] = []
        if !keys.isEmpty {
            let hdlr = fullBox("hdlr", version: 0, [0, 0, 0, 0] + Array("mdta".utf8) + [UInt8](repeating: 0, count: 13))
            let keyEntries = keys.flatMap { key in u32(key.0.utf8.count + 8) + Array("mdta".utf8) + Array(key.0.utf8) }
            let keysBox = fullBox("keys", version: 0, u32(keys.count) + keyEntries)
            let items = keys.enumerated().flatMap { i, key in
                box(String(decoding: u32(i + 1), as: UTF8.self), box("data", u32(1) + u32(0) + Array(key.1.utf8)))
            }
            meta = box("meta", hdlr + keysBox + box("ilst", items))
        }
        let trak = box("trak", [UInt8](repeating: 7, count: 400))
        return ftyp + mdat + box("moov", mvhd + trak + udta + meta)
    }
}
