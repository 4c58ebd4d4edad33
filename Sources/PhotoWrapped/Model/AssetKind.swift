/// What a file is, decided by its leading bytes and never by its extension.
public enum AssetKind: String, Sendable, Codable, CaseIterable {
    case jpeg
    case png
    case heif
    case webp
    case rawTIFF = "raw-tiff"
    case video
    /// A Google Takeout JSON sidecar: metadata for the photo beside it.
    case sidecar
    /// A file `export --output` wrote: our own output, left out of every count.
    case export
    case other

    /// Still images that count as photos.
    public var isPhoto: Bool {
        switch self {
        case .jpeg, .png, .heif, .webp, .rawTIFF: true
        case .video, .sidecar, .export, .other: false
        }
    }
}
