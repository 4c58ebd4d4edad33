import CCairo
import CHeif
import CTurboJPEG
import Foundation
import Model
import Scan

/// A photo decoded for a card: a Cairo surface at about the size the card needs, with the
/// EXIF orientation still to apply when it is drawn. Unchanged once made, so the thread that
/// decoded it may hand it to the one that draws it.
package final class DecodedPhoto: @unchecked Sendable {
    package let surface: OpaquePointer
    package let width: Int
    package let height: Int
    /// EXIF orientation 1–8 (1 when the decoder has applied it already, as libheif does).
    package let orientation: Int

    private init(surface: OpaquePointer, orientation: Int) {
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
        self.orientation = (1 ... 8).contains(orientation) ? orientation : 1
    }

    deinit {
        cairo_surface_destroy(surface)
    }

    /// Width and height once the orientation is applied.
    package var uprightSize: (width: Double, height: Double) {
        orientation >= 5 ? (Double(height), Double(width)) : (Double(width), Double(height))
    }

    /// Decodes the photo at `path` so that it covers at least `minimum` pixels each way;
    /// nil when it cannot be read or decoded.
    /// Every file is read through `PosixFileSystem` (read-only, `O_NOATIME`), never opened by
    /// the decoders themselves.
    package static func load(path: String, kind: AssetKind, orientation: Int, minimum: Double) -> DecodedPhoto? {
        guard [.jpeg, .png, .heif].contains(kind), let bytes = PosixFileSystem().readWholeFile(path) else { return nil }
        switch kind {
        case .jpeg:
            return jpeg(bytes, orientation: orientation, minimum: minimum)
        case .png:
            return png(bytes)
        case .heif:
            return bytes.withUnsafeBytes { heif($0, minimum: minimum) }
        case .webp, .rawTIFF, .raw, .jxl, .video, .audio, .sidecar, .export, .other:
            return nil
        }
    }

    /// Cairo's PNG reader, fed from memory. PNG has no EXIF orientation to honour.
    private static func png(_ bytes: [UInt8]) -> DecodedPhoto? {
        final class Reader {
            let bytes: [UInt8]
            var offset = 0
            init(_ bytes: [UInt8]) { self.bytes = bytes }
        }
        let reader = Reader(bytes)
        let surface = withExtendedLifetime(reader) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let reader = Unmanaged<Reader>.fromOpaque(closure!).takeUnretainedValue()
                let wanted = Int(length)
                guard let data, reader.offset + wanted <= reader.bytes.count else { return CAIRO_STATUS_READ_ERROR }
                reader.bytes.withUnsafeBytes { source in
                    UnsafeMutableRawPointer(data).copyMemory(from: source.baseAddress! + reader.offset, byteCount: wanted)
                }
                reader.offset += wanted
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(reader).toOpaque())!
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        return DecodedPhoto(surface: surface, orientation: 1)
    }

    /// TurboJPEG, at the smallest of its scaling factors (1/8, 1/4, 3/8, 1/2, …) that still
    /// covers the tile: a camera's photo decoded at 1/8 is far quicker than whole.
    private static func jpeg(_ bytes: [UInt8], orientation: Int, minimum: Double) -> DecodedPhoto? {
        guard let handle = tjInitDecompress() else { return nil }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colourspace: Int32 = 0
        guard tjDecompressHeader3(handle, bytes, UInt(bytes.count), &width, &height, &subsampling, &colourspace) == 0,
              width > 0, height > 0
        else { return nil }
        var count: Int32 = 0
        guard let factors = tjGetScalingFactors(&count) else { return nil }
        func scale(_ dimension: Int32, _ f: tjscalingfactor) -> Int {
            (Int(dimension) * Int(f.num) + Int(f.denom) - 1) / Int(f.denom)  // TJSCALED
        }
        var scaled = (Int(width), Int(height))
        for i in 0 ..< Int(count) {
            let candidate = (scale(width, factors[i]), scale(height, factors[i]))
            if Double(min(candidate.0, candidate.1)) >= minimum, candidate.0 < scaled.0 { scaled = candidate }
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(scaled.0), Int32(scaled.1))!
        let stride = cairo_image_surface_get_stride(surface)
        let status = tjDecompress2(handle, bytes, UInt(bytes.count), cairo_image_surface_get_data(surface), Int32(scaled.0),
                                   stride, Int32(scaled.1), Int32(TJPF_BGRX.rawValue), TJFLAG_FASTDCT)
        guard status == 0 || tjGetErrorCode(handle) == TJERR_WARNING.rawValue else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_surface_mark_dirty(surface)
        return DecodedPhoto(surface: surface, orientation: orientation)
    }

    /// libheif, from the file's own thumbnail when it has one big enough: a full HEIC decode
    /// is slow. The image is then boxed down as far as the tile allows (`BoxShrink`), as a
    /// JPEG is decoded. libheif applies the file's rotation itself. Where
    /// libheif does not load (`pw_heif_load`), the photo does not decode, as a broken one.
    private static func heif(_ bytes: UnsafeRawBufferPointer, minimum: Double) -> DecodedPhoto? {
        guard let heif = pw_heif_load()?.pointee, let context = heif.heif_context_alloc() else { return nil }
        defer { heif.heif_context_free(context) }
        guard heif.heif_context_read_from_memory_without_copy(context, bytes.baseAddress, bytes.count, nil).code == heif_error_Ok
        else { return nil }
        var primary: OpaquePointer?
        guard heif.heif_context_get_primary_image_handle(context, &primary).code == heif_error_Ok, let primary else { return nil }
        defer { heif.heif_image_handle_release(primary) }
        var chosen = primary
        var thumbnail: OpaquePointer?
        var ids = [heif_item_id](repeating: 0, count: 4)
        let thumbnails = heif.heif_image_handle_get_list_of_thumbnail_IDs(primary, &ids, Int32(ids.count))
        for id in ids.prefix(Int(thumbnails)) {
            var handle: OpaquePointer?
            if heif.heif_image_handle_get_thumbnail(primary, id, &handle).code == heif_error_Ok, let handle,
               Double(min(heif.heif_image_handle_get_width(handle), heif.heif_image_handle_get_height(handle))) >= minimum {
                thumbnail = handle
                chosen = handle
                break
            } else if let handle {
                heif.heif_image_handle_release(handle)
            }
        }
        defer { if let thumbnail { heif.heif_image_handle_release(thumbnail) } }
        var image: OpaquePointer?
        guard heif.heif_decode_image(chosen, &image, heif_colorspace_RGB, heif_chroma_interleaved_RGB, nil).code == heif_error_Ok,
              let image
        else { return nil }
        defer { heif.heif_image_release(image) }
        let width = heif.heif_image_get_width(image, heif_channel_interleaved)
        let height = heif.heif_image_get_height(image, heif_channel_interleaved)
        var sourceStride: Int32 = 0
        guard width > 0, height > 0, let source = heif.heif_image_get_plane_readonly(image, heif_channel_interleaved, &sourceStride) else {
            return nil
        }
        let factor = BoxShrink.factor(width: Int(width), height: Int(height), minimum: minimum)
        let surface = BoxShrink.surface(rgb: source, stride: Int(sourceStride), width: Int(width), height: Int(height), factor: factor)
        return DecodedPhoto(surface: surface, orientation: 1)
    }
}
