/// What a file is, decided by its leading bytes and never by its extension.
public enum AssetKind: String, Sendable, Codable, CaseIterable {
    case jpeg
    case png
    case heif
    case webp
    case rawTIFF = "raw-tiff"
    /// A RAW file in a container of its maker's own, not TIFF: Canon CR3 and CRW, Fujifilm
    /// RAF, Minolta MRW, Sigma X3F.
    case raw
    /// JPEG XL, as a bare codestream or in its ISOBMFF container.
    case jxl
    case video
    /// Sound without pictures: M4A and friends, or an MP4 whose only tracks are sound.
    case audio
    /// A Google Takeout JSON sidecar: metadata for the photo beside it.
    case sidecar
    /// A file `export --output` wrote: our own output, left out of every count.
    case export
    case other

    /// Still images that count as photos.
    public var isPhoto: Bool {
        switch self {
        case .jpeg, .png, .heif, .webp, .rawTIFF, .raw, .jxl: true
        case .video, .audio, .sidecar, .export, .other: false
        }
    }

    /// A camera's RAW file: set aside beside a JPEG or HEIF of the same moment.
    public var isRaw: Bool {
        self == .rawTIFF || self == .raw
    }
}
