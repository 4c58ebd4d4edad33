import CCairo
import CPNGWriter
import Foundation

/// PNG files through libpng: RGB, a `Software` tEXt chunk and the alt text as an iTXt
/// `Description`. No eXIf, no GPS, no time: a card gives away nothing it does not show.
enum PNGEncoder {
    package struct Failure: Error, CustomStringConvertible {
        package let message: String
        package var description: String { "PNG encoding failed: \(message)" }
    }

    package static let software = "photo-wrapped"

    /// The canvas's pixels as they are: each row of Cairo's 32-bit pixels is made RGB as it is
    /// written, where a whole copy of the image as RGB rows came first.
    package static func encode(_ canvas: Canvas, description: String) throws(Failure) -> Data {
        precondition(cairo_image_surface_get_format(canvas.surface) == CAIRO_FORMAT_RGB24, "cards are drawn on opaque canvases")
        let (pixels, stride) = (canvas.pixels, canvas.stride)
        var message = [CChar](repeating: 0, count: 256)
        var out: UnsafeMutablePointer<UInt8>?
        var size = 0
        let status = "Software".withCString { softwareKey in
            software.withCString { softwareText in
                "Description".withCString { descriptionKey in
                    description.withCString { descriptionText in
                        let texts = [pw_png_text(key: softwareKey, text: softwareText, international: 0),
                                     pw_png_text(key: descriptionKey, text: descriptionText, international: 1)]
                        return pw_png_encode(pixels, Int32(canvas.width), Int32(canvas.height), Int32(stride), PW_PNG_CAIRO_RGB24, texts,
                                             Int32(texts.count), PW_PNG_PAETH_IGZIP, &out, &size, &message, message.count)
                    }
                }
            }
        }
        guard status == 0, let out else {
            throw Failure(message: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { free(out) }
        return Data(bytes: out, count: size)
    }
}
