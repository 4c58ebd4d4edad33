import Foundation
@testable import Metadata

/// Builds RAW containers, JPEG XL and the other video containers byte by byte, each with
/// `fill` bytes of image or media data where the real format puts them.
package enum RawFormatFixtures {
    package typealias F = ContainerFixtures
    package static func u16le(_ v: Int) -> [UInt8] { F.u16(v).reversed() }
    package static func zeros(_ n: Int) -> [UInt8] { [UInt8](repeating: 0, count: n) }
    package static func data(_ n: Int) -> [UInt8] { [UInt8](repeating: 0x5A, count: n) }

    /// A camera's EXIF: IFD0 with make and model, the EXIF IFD with the capture time, the GPS IFD.
    package static func camera(_ make: String, _ model: String, _ time: String, bigEndian: Bool = false) -> TIFFFixture {
        var tiff = TIFFFixture(bigEndian: bigEndian)
        tiff.ifd0 = [(0x010F, .ascii(make)), (0x0110, .ascii(model)), (0x0132, .ascii("2030:01:01 00:00:00"))]
        tiff.exif = [(0x9003, .ascii(time)), (0x9011, .ascii("+09:00")), (0xA002, .long(6000)), (0xA003, .long(4000))]
        tiff.gps = TIFFFixture.london
        return tiff
    }

    /// A Canon CR3: `ftyp crx `, `moov` with Canon's `uuid` box and its CMT1, CMT2, CMT4
    /// blocks, each a TIFF of its own; the media before `moov` when `moovLast`.
    package static func cr3(time: String = "2025:03:03 09:44:56", fill: Int = 1000, moovLast: Bool = false) -> [UInt8] {
        var cmt1 = TIFFFixture(), cmt2 = TIFFFixture(), cmt4 = TIFFFixture()
        cmt1.ifd0 = [(0x010F, .ascii("Canon")), (0x0110, .ascii("Canon EOS R5")), (0x0112, .short(1)), (0x0132, .ascii("2025:03:04 08:00:00"))]
        cmt2.ifd0 = [(0x9003, .ascii(time)), (0x9011, .ascii("+09:00")), (0x9291, .ascii("25")),
                     (0xA002, .long(8192)), (0xA003, .long(5464))]
        cmt4.ifd0 = TIFFFixture.london + [(0x0007, .rationals([(0, 1), (44, 1), (56, 1)])), (0x001D, .ascii("2025:03:03"))]
        let canon = F.box("uuid", CanonCR3Metadata.canonUUID + F.box("CNCV", Array("CanonCR3_001/01.09.00/00.00.00".utf8))
            + F.box("CMT1", cmt1.bytes()) + F.box("CMT2", cmt2.bytes()) + F.box("CMT3", zeros(40)) + F.box("CMT4", cmt4.bytes()))
        let moov = F.box("moov", canon + F.box("trak", zeros(200)))
        let ftyp = F.box("ftyp", Array("crx ".utf8) + F.u32(1) + Array("crx isom".utf8))
        let mdat = F.box("mdat", data(fill))
        return moovLast ? ftyp + mdat + moov : ftyp + moov + mdat
    }

    /// A JPEG whose first segment is APP1 with the camera's EXIF, as the cameras write it.
    package static func previewJPEG(_ time: String) -> [UInt8] {
        JPEGFixture(segments: [(0xE1, camera("FUJIFILM", "X-T5", time, bigEndian: true).app1Payload())]).bytes(width: 1920, height: 1280)
    }

    /// A Fujifilm RAF: the 100-byte header, the JPEG after it, then the sensor data.
    package static func raf(time: String = "2025:03:03 09:44:56", fill: Int = 1000) -> [UInt8] {
        let jpeg = previewJPEG(time)
        let headerLength = 160
        var header = Array(FujifilmRAFMetadata.signature.utf8) + Array("0201FF383501".utf8) + Array("X-T5".utf8)
        header += zeros(FujifilmRAFMetadata.jpegPointer - header.count) + F.u32(headerLength) + F.u32(jpeg.count)
        header += zeros(headerLength - header.count)
        return header + jpeg + data(fill)
    }

    /// A Minolta MRW: PRD, TTW (the TIFF), WBG, then the image data.
    package static func mrw(time: String = "2005:03:03 09:44:56", fill: Int = 1000) -> [UInt8] {
        let tiff = camera("MINOLTA", "DYNAX 7D", time, bigEndian: true).bytes()
        let blocks = [UInt8]([0]) + Array("PRD".utf8) + F.u32(24) + zeros(24)
            + [0] + Array("TTW".utf8) + F.u32(tiff.count) + tiff
            + [0] + Array("WBG".utf8) + F.u32(4) + zeros(4)
        return [0] + Array("MRM".utf8) + F.u32(blocks.count) + blocks + data(fill)
    }

    /// A Sigma X3F (version 2.3): the header, the image data, an `IMA2` JPEG with EXIF when
    /// `jpegTime` is given, a `PROP` list with `TIME`, the directory, and its offset.
    package static func x3f(seconds: Int = 1_204_537_496, jpegTime: String? = nil, fill: Int = 1000) -> [UInt8] {
        var file = Array("FOVb".utf8) + u16le(3) + u16le(2) + zeros(104 - 8) + data(fill)
        var sections: [(String, Int, Int)] = []
        if let jpegTime {
            let jpeg = previewJPEG(jpegTime)
            sections.append(("IMA2", file.count, SigmaX3FMetadata.imageHeaderLength + jpeg.count))
            file += SigmaX3FMetadata.jpegImageHeader + zeros(SigmaX3FMetadata.imageHeaderLength - SigmaX3FMetadata.jpegImageHeader.count) + jpeg
        }
        let properties = [("CAMMANUF", "SIGMA"), ("CAMMODEL", "SIGMA DP2"), ("TIME", String(seconds))]
        var characters: [UInt16] = [], pointers: [UInt8] = []
        for (name, value) in properties {
            pointers += F.u32le(characters.count)
            characters += Array(name.utf16) + [0]
            pointers += F.u32le(characters.count)
            characters += Array(value.utf16) + [0]
        }
        let prop = Array("SECp".utf8) + F.u32le(0x20000) + F.u32le(properties.count) + F.u32le(0) + F.u32le(0) + F.u32le(characters.count)
            + pointers + characters.flatMap { u16le(Int($0)) }
        sections.append(("PROP", file.count, prop.count))
        file += prop
        let directory = file.count
        file += Array("SECd".utf8) + F.u32le(0x20000) + F.u32le(sections.count)
        for (name, offset, length) in sections { file += F.u32le(offset) + F.u32le(length) + Array(name.utf8) }
        return file + F.u32le(directory)
    }

    /// A CIFF heap: the records' values, then the table (a count and 10-byte entries), then
    /// the table's offset.
    package static func ciffHeap(_ records: [(UInt16, [UInt8])]) -> [UInt8] {
        var values: [UInt8] = [], table = u16le(records.count)
        for (type, value) in records {
            table += u16le(Int(type)) + F.u32le(value.count) + F.u32le(values.count)
            values += value
        }
        return values + table + F.u32le(values.count)
    }

    /// A Canon CRW: the header, then the root heap with the image data, the image properties
    /// directory (captured time, image info, and a directory within with make and model).
    package static func crw(seconds: Int = 1_046_684_696, fill: Int = 1000) -> [UInt8] {
        let names = ciffHeap([(0x080A, Array("Canon\0Canon EOS D60\0".utf8))])
        let properties = ciffHeap([
            (0x1810, F.u32le(3072) + F.u32le(2048) + zeros(20)),
            (0x180E, F.u32le(seconds) + zeros(8)),
            (0x2807, names),
        ])
        let root = ciffHeap([(0x2005, data(fill)), (0x300A, properties)])
        return [0x49, 0x49] + F.u32le(26) + CanonCRWMetadata.signature + F.u32le(0x10002) + zeros(8) + root
    }

    /// A JPEG XL container with the codestream and, after it, the EXIF (or, with `brotli`,
    /// a `brob` box standing for it).
    package static func jxl(tiff: [UInt8], brotli: Bool = false, fill: Int = 1000) -> [UInt8] {
        let exif = brotli ? F.box("brob", Array("Exif".utf8) + data(60)) : F.box("Exif", F.u32(0) + tiff)
        return JPEGXLMetadata.containerSignature + F.box("ftyp", Array("jxl ".utf8) + F.u32(0) + Array("jxl ".utf8))
            + F.box("jxlc", [0xFF, 0x0A] + data(fill)) + exif
    }

    package static func riffChunk(_ id: String, _ body: [UInt8]) -> [UInt8] {
        Array(id.utf8) + F.u32le(body.count) + body + (body.count % 2 == 1 ? [0] : [])
    }

    /// An AVI whose `IDIT` holds `date`, inside `hdrl` or after it, and whose `INFO` list after
    /// `hdrl` holds `created` as its `ICRD`, as editors write it.
    package static func avi(date: String?, inHeaderList: Bool = true, created: String? = nil, fill: Int = 1000) -> [UInt8] {
        let idit = date.map { riffChunk("IDIT", Array($0.utf8) + [0]) } ?? []
        let hdrl = riffChunk("LIST", Array("hdrl".utf8) + riffChunk("avih", zeros(56)) + (inHeaderList ? idit : []))
        let info = created.map { riffChunk("LIST", Array("INFO".utf8) + riffChunk("ISFT", Array("Lavf58.76.100".utf8) + [0])
                                                 + riffChunk("ICRD", Array($0.utf8) + [0])) } ?? []
        let movi = riffChunk("LIST", Array("movi".utf8) + data(fill))
        let body = Array("AVI ".utf8) + hdrl + info + (inHeaderList ? [] : idit) + movi + riffChunk("idx1", zeros(16))
        return Array("RIFF".utf8) + F.u32le(body.count) + body
    }

    /// An MPEG transport stream as AVCHD cameras write `.MTS`: 192-byte packets, each a 4-byte
    /// arrival timecode and a 188-byte packet from its sync byte; or bare 188-byte packets.
    package static func transportStream(packets: Int, timecodes: Bool) -> [UInt8] {
        (0 ..< packets).flatMap { i -> [UInt8] in
            let packet: [UInt8] = [0x47, i == 0 ? 0x40 : 0x01, 0x00, 0x10] + [UInt8](repeating: UInt8(i & 0xFF), count: 184)
            return timecodes ? F.u32(i * 1200) + packet : packet
        }
    }

    /// An EBML element, its size written in 8 bytes as muxers that patch sizes later do.
    package static func element(_ id: [UInt8], _ body: [UInt8]) -> [UInt8] {
        id + [0x01, 0, 0, 0] + F.u32(body.count) + body
    }

    /// A WebM or Matroska file: the EBML header, a Segment of unknown size with Info (DateUTC
    /// `nanoseconds` since 2001) and Tracks of the given types, then a Cluster of unknown size.
    package static func matroska(nanoseconds: Int64?, trackTypes: [UInt8] = [1, 2], fill: Int = 1000) -> [UInt8] {
        let header = element([0x1A, 0x45, 0xDF, 0xA3], element([0x42, 0x82], Array("webm".utf8)))
        var info = element([0x2A, 0xD7, 0xB1], F.u32(1_000_000))
        if let nanoseconds { info += element([0x44, 0x61], F.u32(Int(UInt64(bitPattern: nanoseconds) >> 32)) + F.u32(Int(UInt64(bitPattern: nanoseconds) & 0xFFFF_FFFF))) }
        let tracks = trackTypes.flatMap { element([0xAE], element([0xD7], [1]) + element([0x83], [$0])) }
        let unknownSize: [UInt8] = [0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]
        let segment = [0x18, 0x53, 0x80, 0x67] + unknownSize + element([0x15, 0x49, 0xA9, 0x66], info)
            + element([0x16, 0x54, 0xAE, 0x6B], tracks) + [0x1F, 0x43, 0xB6, 0x75] + unknownSize + data(fill)
        return header + segment
    }

    /// An MP4 or M4A whose tracks have the given handlers; an empty one, a track without `hdlr`.
    package static func mp4(major: String, handlers: [String], fill: Int = 1000) -> [UInt8] {
        let ftyp = F.box("ftyp", Array(major.utf8) + F.u32(0) + Array("isommp42".utf8))
        let mvhd = F.fullBox("mvhd", version: 0, F.u32(3_800_000_000) + F.u32(3_800_000_000) + F.u32(1000) + F.u32(5000) + zeros(80))
        let traks = handlers.flatMap { handler in
            F.box("trak", F.box("tkhd", zeros(84)) + F.box("mdia", F.box("mdhd", zeros(24))
                + (handler.isEmpty ? [] : F.fullBox("hdlr", version: 0, F.u32(0) + Array(handler.utf8) + zeros(13)))))
        }
        return ftyp + F.box("mdat", data(fill)) + F.box("moov", mvhd + traks)
    }
}
