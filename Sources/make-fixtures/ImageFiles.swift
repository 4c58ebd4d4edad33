import CPNGWriter
import CTurboJPEG
import Foundation

/// An RGB image in memory, 3 bytes per pixel, rows top to bottom.
struct RGBImage {
    let width: Int
    let height: Int
    var pixels: [UInt8]

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 3)
    }

    /// The image turned a quarter clockwise back, so that EXIF orientation 6 shows it upright.
    func storedForOrientation6() -> RGBImage {
        var out = RGBImage(width: height, height: width)
        for y in 0 ..< height {
            for x in 0 ..< width {
                // Displayed pixel (x, y) is stored at (y, width - 1 - x) in the rotated frame.
                let src = (y * width + x) * 3
                let dst = ((width - 1 - x) * out.width + y) * 3
                out.pixels[dst] = pixels[src]
                out.pixels[dst + 1] = pixels[src + 1]
                out.pixels[dst + 2] = pixels[src + 2]
            }
        }
        return out
    }
}

enum ImageFiles {
    /// A baseline JPEG from TurboJPEG, with its JFIF APP0 replaced by the given EXIF APP1
    /// (as cameras write it: APP1 straight after SOI), then any other whole segments
    /// (`MetadataSegments`: XMP, IPTC).
    static func jpeg(_ image: RGBImage, quality: Int32, exif: [UInt8]?, segments: [[UInt8]] = []) -> [UInt8] {
        guard let handle = tjInitCompress() else { fatalError("TurboJPEG: cannot start the compressor") }
        defer { tjDestroy(handle) }
        var buffer: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            tjCompress2(handle, pixels.baseAddress, Int32(image.width), 0, Int32(image.height), Int32(TJPF_RGB.rawValue),
                        &buffer, &size, Int32(TJSAMP_420.rawValue), quality, 0)
        }
        guard status == 0, let buffer else { fatalError("TurboJPEG: \(String(cString: tjGetErrorStr2(handle)))") }
        defer { tjFree(buffer) }
        var encoded = withoutJFIF(Array(UnsafeBufferPointer(start: buffer, count: Int(size))))
        encoded.insert(contentsOf: segments.flatMap { $0 }, at: 2)
        guard let exif else { return encoded }
        encoded.insert(contentsOf: app1(exif), at: 2)
        return encoded
    }

    /// A JPEG from elsewhere with the given EXIF APP1 in place of its JFIF APP0, as a camera writes it.
    static func withExif(_ exif: [UInt8], in jpeg: [UInt8]) -> [UInt8] {
        var encoded = withoutJFIF(jpeg)
        encoded.insert(contentsOf: app1(exif), at: 2)
        return encoded
    }

    /// Width and height from the first start-of-frame segment, walking the segments from SOI.
    static func jpegSize(_ jpeg: [UInt8]) -> (width: Int, height: Int)? {
        var at = 2
        while at + 9 < jpeg.count, jpeg[at] == 0xFF {
            let marker = jpeg[at + 1], length = Int(jpeg[at + 2]) << 8 | Int(jpeg[at + 3])
            if (0xC0 ... 0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return (Int(jpeg[at + 7]) << 8 | Int(jpeg[at + 8]), Int(jpeg[at + 5]) << 8 | Int(jpeg[at + 6]))
            }
            at += 2 + length
        }
        return nil
    }

    /// The JPEG without the APP0 JFIF segment that follows SOI.
    private static func withoutJFIF(_ jpeg: [UInt8]) -> [UInt8] {
        guard jpeg.count > 6, jpeg[2] == 0xFF, jpeg[3] == 0xE0 else { return jpeg }
        var encoded = jpeg
        encoded.removeSubrange(2 ..< 4 + (Int(jpeg[4]) << 8 | Int(jpeg[5])))
        return encoded
    }

    private static func app1(_ exif: [UInt8]) -> [UInt8] {
        let length = exif.count + 2
        precondition(length <= 0xFFFF, "EXIF block too large for one APP1")
        return [0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + exif
    }

    /// `texts`: iTXt chunks by keyword (iOS keeps a screenshot's XMP in `XML:com.adobe.xmp`).
    static func writePNG(_ image: RGBImage, to path: String, texts: [(key: String, text: String)] = []) {
        var message = [CChar](repeating: 0, count: 256)
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        let keys = texts.map { strdup($0.key) }, values = texts.map { strdup($0.text) }
        defer { (keys + values).forEach { free($0) } }
        let chunks = zip(keys, values).map { pw_png_text(key: $0, text: $1, international: 1) }
        let status = image.pixels.withUnsafeBufferPointer { pixels in
            pw_png_encode(pixels.baseAddress, Int32(image.width), Int32(image.height), Int32(image.width * 3), PW_PNG_RGB,
                          chunks.isEmpty ? nil : chunks, Int32(chunks.count), PW_PNG_DEFAULT, &out, &size, &message, message.count)
        }
        guard status == 0, let out else {
            fatalError("libpng: \(path): \(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))")
        }
        defer { free(out) }
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes: out, count: size)) else { fatalError("cannot write \(path)") }
    }
}
