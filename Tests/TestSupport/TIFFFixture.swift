/// Builds TIFF blocks byte by byte for parser tests: IFD0, an EXIF IFD and a GPS IFD, in
/// either byte order, with values stored inline or out of line as the format requires.
package struct TIFFFixture {
    package enum Value {
        case ascii(String)
        case short(UInt16)
        case long(UInt32)
        case rationals([(UInt32, UInt32)])
        case bytes([UInt8])
        /// UNDEFINED: a blob such as a maker note.
        case undefined([UInt8])

        package var type: UInt16 {
            switch self {
            case .ascii: 2
            case .short: 3
            case .long: 4
            case .rationals: 5
            case .bytes: 1
            case .undefined: 7
            }
        }
    }

    /// GPSLatitudeRef, GPSLatitude, GPSLongitudeRef and GPSLongitude for a position, in
    /// degrees, minutes and seconds to the thousandth.
    package static func position(_ latitude: Double, _ longitude: Double) -> [(UInt16, Value)] {
        func dms(_ v: Double) -> [(UInt32, UInt32)] {
            let d = abs(v), whole = d.rounded(.down), minutes = ((d - whole) * 60).rounded(.down)
            return [(UInt32(whole), 1), (UInt32(minutes), 1), (UInt32(((d - whole) * 60 - minutes) * 60_000), 1000)]
        }
        return [(0x0001, .ascii(latitude >= 0 ? "N" : "S")), (0x0002, .rationals(dms(latitude))),
                (0x0003, .ascii(longitude >= 0 ? "E" : "W")), (0x0004, .rationals(dms(longitude)))]
    }

    package var bigEndian = false
    package var ifd0: [(UInt16, Value)] = []
    package var exif: [(UInt16, Value)] = []
    package var gps: [(UInt16, Value)] = []

    package init(bigEndian: Bool = false, ifd0: [(UInt16, Value)] = [], exif: [(UInt16, Value)] = [], gps: [(UInt16, Value)] = []) {
        self.bigEndian = bigEndian
        self.ifd0 = ifd0
        self.exif = exif
        self.gps = gps
    }

    package func bytes() -> [UInt8] {
        var out: [UInt8] = bigEndian ? [0x4D, 0x4D, 0x00, 0x2A] : [0x49, 0x49, 0x2A, 0x00]
        out += u32(8)
        var main = ifd0
        // Pointers are patched once the sub-IFD offsets are known.
        if !exif.isEmpty { main.append((0x8769, .long(0))) }
        if !gps.isEmpty { main.append((0x8825, .long(0))) }
        let mainSize = ifdSize(main)
        let exifOffset = 8 + mainSize
        let gpsOffset = exifOffset + (exif.isEmpty ? 0 : ifdSize(exif))
        main = main.map { tag, value in
            switch tag {
            case 0x8769: (tag, .long(UInt32(exifOffset)))
            case 0x8825: (tag, .long(UInt32(gpsOffset)))
            default: (tag, value)
            }
        }
        out += ifd(main, at: 8)
        if !exif.isEmpty { out += ifd(exif, at: exifOffset) }
        if !gps.isEmpty { out += ifd(gps, at: gpsOffset) }
        return out
    }

    /// The APP1 payload: `Exif\0\0` and the TIFF block.
    package func app1Payload() -> [UInt8] {
        Array("Exif".utf8) + [0, 0] + bytes()
    }

    private func ifdSize(_ entries: [(UInt16, Value)]) -> Int {
        2 + entries.count * 12 + 4 + entries.map { data($0.1).count > 4 ? data($0.1).count : 0 }.reduce(0, +)
    }

    private func ifd(_ entries: [(UInt16, Value)], at offset: Int) -> [UInt8] {
        let sorted = entries.sorted { $0.0 < $1.0 }
        var table = u16(UInt16(sorted.count))
        var heap: [UInt8] = []
        let heapStart = offset + 2 + sorted.count * 12 + 4
        for (tag, value) in sorted {
            let payload = data(value)
            table += u16(tag) + u16(value.type) + u32(UInt32(count(value)))
            if payload.count <= 4 {
                table += payload + [UInt8](repeating: 0, count: 4 - payload.count)
            } else {
                table += u32(UInt32(heapStart + heap.count))
                heap += payload
            }
        }
        return table + u32(0) + heap
    }

    private func count(_ value: Value) -> Int {
        switch value {
        case let .ascii(s): s.utf8.count + 1
        case .short, .long: 1
        case let .rationals(r): r.count
        case let .bytes(b), let .undefined(b): b.count
        }
    }

    private func data(_ value: Value) -> [UInt8] {
        switch value {
        case let .ascii(s): Array(s.utf8) + [0]
        case let .short(v): u16(v)
        case let .long(v): u32(v)
        case let .rationals(r): r.flatMap { u32($0.0) + u32($0.1) }
        case let .bytes(b), let .undefined(b): b
        }
    }

    private func u16(_ v: UInt16) -> [UInt8] {
        bigEndian ? [UInt8(v >> 8), UInt8(v & 0xFF)] : [UInt8(v & 0xFF), UInt8(v >> 8)]
    }

    private func u32(_ v: UInt32) -> [UInt8] {
        let b = [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        return bigEndian ? b : b.reversed()
    }

    /// A typical phone photo: capture time, offset, sub-second, GPS in London.
    package static func phone(bigEndian: Bool = false) -> TIFFFixture {
        var f = TIFFFixture(bigEndian: bigEndian)
        f.ifd0 = [(0x010F, .ascii("Google")), (0x0110, .ascii("Pixel 8")), (0x0112, .short(6))]
        f.exif = [(0x9003, .ascii("2025:07:14 12:00:00")), (0x9011, .ascii("+01:00")), (0x9291, .ascii("054")),
                  (0xA002, .long(4000)), (0xA003, .long(3000))]
        f.gps = london
        return f
    }

    /// 51° 30' 26.4" N, 0° 7' 39.6" W.
    package static let london: [(UInt16, Value)] = [
        (0x0001, .ascii("N")), (0x0002, .rationals([(51, 1), (30, 1), (264, 10)])),
        (0x0003, .ascii("W")), (0x0004, .rationals([(0, 1), (7, 1), (396, 10)])),
    ]
}

/// Builds JPEG files segment by segment.
package struct JPEGFixture {
    package var segments: [(marker: UInt8, body: [UInt8])] = []

    package init(segments: [(marker: UInt8, body: [UInt8])] = []) {
        self.segments = segments
    }

    package static func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
        let length = body.count + 2
        return [0xFF, marker, UInt8(length >> 8), UInt8(length & 0xFF)] + body
    }

    /// SOI, the given segments, a 640×480 SOF0, then SOS and a little scan data, then EOI.
    package func bytes(width: UInt16 = 640, height: UInt16 = 480) -> [UInt8] {
        var out: [UInt8] = [0xFF, 0xD8]
        for s in segments { out += Self.segment(s.marker, s.body) }
        out += Self.segment(0xC0, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 1, 1, 0x11, 0])
        out += Self.segment(0xDA, [1, 1, 0, 0, 63, 0]) + [0x12, 0x34, 0x56, 0xFF, 0xD9]
        return out
    }

    package static func withExif(_ tiff: TIFFFixture) -> JPEGFixture {
        JPEGFixture(segments: [(0xE0, Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]), (0xE1, tiff.app1Payload())])
    }
}

extension JPEGFixture {
    package static func photo(_ time: String, gps: Bool = true) -> [UInt8] {
        var tiff = TIFFFixture.phone()
        tiff.exif = [(0x9003, .ascii(time))]
        if !gps { tiff.gps = [] }
        return JPEGFixture.withExif(tiff).bytes()
    }
}
