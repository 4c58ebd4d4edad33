/// Where the EXIF block and frame size sit in a JPEG, found by walking its markers.
struct JPEGLayout: Equatable {
    /// File offset and length of the TIFF block inside the first `Exif\0\0` APP1 segment.
    package var exif: ByteRange?
    package var width: Int?
    package var height: Int?
    /// Where capture dates hide when EXIF has none; only looked for on request.
    package var xmp: ByteRange?
    var photoshop: ByteRange?
    var pictureInfo: ByteRange?
    var ciff: ByteRange?
}

/// A run of bytes in a file.
package struct ByteRange: Equatable {
    package var offset: Int
    package var count: Int
}

/// Walks JPEG segments from SOI towards the first SOS, reading 4 bytes per segment header
/// and, of the bodies, only the APP1 signature and the SOF frame size. The EXIF block is
/// located, not read: the caller reads exactly its bytes. An APP1 may end far past the
/// first 64 KiB (after a large ICC profile, say); it is found all the same.
enum JPEGMarkerWalk {
    package enum Failure: Error, Equatable {
        case notJPEG
        /// The segment chain breaks (bad marker, impossible length, past the end of the
        /// file) before the EXIF block or the image data.
        case brokenSegments(at: Int)
    }

    /// Segment walks end long before this on real files; it bounds work on hostile ones.
    static let maxSegments = 512
    static let exifSignature: [UInt8] = Array("Exif".utf8) + [0, 0]
    /// Smallest TIFF block worth handing on: an 8-byte header and an empty IFD.
    static let minimumTIFFCount = 14

    static let xmpSignature = Array("http://ns.adobe.com/xap/1.0/".utf8) + [0]
    static let ciffSignature: [UInt8] = [0x49, 0x49, 0x1A, 0x00, 0x00, 0x00] + Array("HEAPJPGM".utf8)

    /// With `everySegment` false the walk stops once the EXIF block is found and going on
    /// would cost I/O; with it true it goes to SOS and also notes the segments that carry
    /// capture dates outside EXIF (Photoshop/IPTC, Olympus picture info, Canon CIFF). XMP is
    /// noted on either walk.
    package static func walk<Bytes: RandomAccessBytes>(_ file: Bytes, everySegment: Bool = false) throws(Failure) -> JPEGLayout {
        guard file.matches(0, [0xFF, 0xD8]) else { throw .notJPEG }
        var layout = JPEGLayout()
        var at = 2
        for _ in 0 ..< maxSegments {
            // Once the EXIF block is known, keep going only while it costs no I/O.
            if !everySegment, layout.exif != nil, at + 4 > file.bufferedCount { return layout }
            guard file.u8(at) == 0xFF else { return try finish(layout, brokenAt: at) }
            at += 1
            while file.u8(at) == 0xFF { at += 1 }  // fill bytes
            guard let marker = file.u8(at) else { return try finish(layout, brokenAt: at) }
            at += 1
            switch marker {
            case 0x01, 0xD0 ... 0xD8:
                continue  // standalone markers carry no length
            case 0xD9, 0xDA:
                return layout  // end of image, or start of scan: no metadata beyond here
            case 0x00:
                return try finish(layout, brokenAt: at - 1)
            default:
                guard let length = file.u16(at, bigEndian: true), length >= 2 else {
                    return try finish(layout, brokenAt: at)
                }
                let body = at + 2, bodyCount = Int(length) - 2
                guard body + bodyCount <= file.size else { return try finish(layout, brokenAt: at) }
                if marker == 0xE1, layout.exif == nil, bodyCount >= exifSignature.count + minimumTIFFCount,
                   file.matches(body, exifSignature) {
                    layout.exif = ByteRange(offset: body + exifSignature.count, count: bodyCount - exifSignature.count)
                }
                // Noted on every walk: a phone writes it beside EXIF, in bytes the walk has read anyway.
                if marker == 0xE1, layout.xmp == nil, file.matches(body, xmpSignature) {
                    layout.xmp = ByteRange(offset: body + xmpSignature.count, count: bodyCount - xmpSignature.count)
                }
                if isStartOfFrame(marker), bodyCount >= 5 {
                    layout.height = file.u16(body + 1, bigEndian: true).map(Int.init)
                    layout.width = file.u16(body + 3, bigEndian: true).map(Int.init)
                    if !everySegment, layout.exif != nil { return layout }
                }
                if everySegment { noteDateSegment(marker, ByteRange(offset: body, count: bodyCount), in: file, layout: &layout) }
                at = body + bodyCount
            }
        }
        return layout
    }

    private static func noteDateSegment<Bytes: RandomAccessBytes>(_ marker: UInt8, _ body: ByteRange, in file: Bytes,
                                                                    layout: inout JPEGLayout) {
        switch marker {
        case 0xED where layout.photoshop == nil && file.matches(body.offset, IPTCDates.photoshopSignature):
            layout.photoshop = body
        case 0xEC where layout.pictureInfo == nil:  // the "[picture info]" text follows a maker string
            layout.pictureInfo = body
        case 0xE0 where layout.ciff == nil && file.matches(body.offset, ciffSignature):
            layout.ciff = body
        default:
            break
        }
    }

    /// SOF0–SOF15, less DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static func isStartOfFrame(_ marker: UInt8) -> Bool {
        (0xC0 ... 0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
    }

    /// A break after the EXIF block still leaves its metadata good; a break before it is corruption.
    private static func finish(_ layout: JPEGLayout, brokenAt at: Int) throws(Failure) -> JPEGLayout {
        if layout.exif != nil { return layout }
        throw .brokenSegments(at: at)
    }
}
