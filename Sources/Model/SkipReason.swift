/// Why a file found by the walk did not become a photo in the library.
public enum SkipReason: String, Sendable, Codable, CaseIterable {
    /// open() or read() failed, usually for permissions.
    case unreadable
    /// The signature says it is an image, but its structure is broken before the metadata.
    case corrupt
    case zeroByte = "zero-byte"
    /// Not an image or video we know: documents, sidecars, system files.
    case notAPhoto = "not-a-photo"
}
