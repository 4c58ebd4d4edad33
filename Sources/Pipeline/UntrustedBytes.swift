import Foundation
import Metadata
import Model
import Moments
import Scan

/// Every parser that reads bytes we did not write, by the name the fuzzers know it by. Each
/// runs over an in-memory "file" exactly as the scan runs it over a file on disk, tier A and
/// tier B, and describes what it found.
package enum UntrustedBytes: String, CaseIterable, Sendable {
    /// The JPEG marker walk, then its EXIF block through the IFD reader and libexif, and
    /// Apple's maker note through the IFD reader.
    case jpeg
    /// A TIFF or TIFF-based RAW file: the IFD walk, capture time and details.
    case tiff
    /// The ISOBMFF box walk: HEIF's `meta`, `iinf`, `iloc` and the `Exif` item.
    case isobmff
    /// PNG and WebP chunks, raw profiles inflated and decoded.
    case pngWebP = "png-webp"
    /// The video readers: the QuickTime atom walk to `mvhd` (time and length), `©xyz`, Apple's
    /// keys and the track handlers; AVI's `IDIT`; Matroska's EBML walk to `DateUTC` and the
    /// track types.
    case quickTime = "quicktime"
    /// RAW containers that are not TIFF (Canon CR3 and CRW, Fujifilm RAF, Minolta MRW, Sigma
    /// X3F) and JPEG XL.
    case raw
    /// A Takeout JSON sidecar.
    case takeout
    /// File names: time patterns, screenshot and edited-copy names, Takeout sidecar matching.
    case fileName = "file-name"
    /// The counted photos a generate keeps in the cache (`SelectionSnapshot`): a damaged
    /// cache file can hold any bytes.
    case selection

    /// What the parser made of `bytes`: a line for people and for the sweep's tallies.
    package func parse(_ bytes: ByteView) -> String {
        let file = MemoryBytes(view: bytes)
        switch self {
        case .jpeg: return Self.read(.jpeg, file)
        case .tiff: return Self.read(.rawTIFF, file)
        case .isobmff: return Self.read(.heif, file) + " " + Self.read(.video, file)
        case .pngWebP: return Self.read(.png, file) + " " + Self.read(.webp, file)
        case .quickTime: return Self.read(.video, file)
        case .raw: return Self.read(.raw, file) + " " + Self.read(.jxl, file)
        case .takeout:
            guard let sidecar = TakeoutSidecar(json: Data(bytes.base)) else { return "takeout: not a sidecar" }
            return "takeout: \(sidecar.takenInstant.map(String.init) ?? "no time") \(sidecar.location.map { "\($0)" } ?? "nowhere")"
        case .fileName:
            // The first line is a media file's name; any further lines, the JSON files beside it.
            let lines = bytes.base.split(separator: 0x0A, omittingEmptySubsequences: false)
            let nameBytes = lines.first.map(Array.init) ?? []
            let name = String(decoding: nameBytes, as: UTF8.self)
            let time = FileNameTime.parse(nameBytes).map { "\($0)" } ?? "no time"
            let jsons = Set(lines.dropFirst().map { String(decoding: $0, as: UTF8.self) })
            let sidecar = TakeoutNames.sidecar(for: name, among: jsons) ?? "no sidecar"
            return "name: \(time), screenshot \(ScreenshotNames.matches(nameBytes)), edited \(EditedCopies.original(ofName: name) != nil), \(sidecar)"
        case .selection:
            guard let kept = SelectionSnapshot.decode(Data(bytes.base), options: .init()) else { return "selection: none" }
            return "selection: \(kept.photos.count) photos, \(kept.setAsideFiles.count) set aside"
        }
    }

    private static func read(_ kind: AssetKind, _ file: MemoryBytes) -> String {
        guard let header = try? MetadataReaders.header(kind: kind, file: file) else { return "\(kind.rawValue): corrupt" }
        let details = MetadataReaders.details(file: file, header: header)
        let time = header.capture.map { "\($0.time)" } ?? header.instant.map { "instant \($0)" } ?? "no time"
        let notes = (header.audioOnly ? " audio only" : "") + (header.exifCompressed ? " compressed EXIF" : "")
            + (details.contentID.map { " live \($0)" } ?? "") + (details.burstID.map { " burst \($0)" } ?? "")
            + (details.durationMs.map { " \($0) ms" } ?? "")
        return "\(kind.rawValue): \(time) \(details.location.map { "\($0)" } ?? "nowhere") \(details.width ?? 0)x\(details.height ?? 0)\(notes)"
    }
}
