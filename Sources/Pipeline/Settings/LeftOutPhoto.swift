import Foundation
import Metadata
import Model

/// A photo the person keeps out of every collage (`leave-out`). It still counts in every
/// total: leaving out chooses what the cards show, not what the year held.
public struct LeftOutPhoto: Sendable, Equatable {
    /// Absolute, with every symbolic link resolved (as `realpath` gives it): any way of
    /// naming the file names the one photo, as the library's folders are named.
    public var path: String
    public var leftOutAt: Date

    public init(path: String, leftOutAt: Date = Date()) {
        self.path = path
        // Whole seconds, as the settings file writes them: a saved decision reads back the same.
        self.leftOutAt = Date(timeIntervalSince1970: leftOutAt.timeIntervalSince1970.rounded(.down))
    }

    /// The photos `given` names, in order. Every path that names no photo is named, in one
    /// line: a person who mistyped two learns of both at once.
    public static func photos(at given: [String]) throws(PhotoWrappedError) -> [LeftOutPhoto] {
        var photos: [LeftOutPhoto] = [], failures: [PhotoWrappedError] = []
        for path in given {
            do { photos.append(try photo(at: path)) } catch { failures.append(error) }
        }
        if failures.count == 1 { throw failures[0] }
        if !failures.isEmpty {
            throw PhotoWrappedError(.badInput, stage: "leave-out", reason: failures.map(\.description).joined(separator: "; "))
        }
        return photos
    }

    /// The photo `given` names, relative to the current folder or absolute: a file that exists
    /// and whose first bytes say it is a photo (`FileSignature`), whatever its extension. The
    /// file is only read, and only its first bytes.
    public static func photo(at given: String) throws(PhotoWrappedError) -> LeftOutPhoto {
        func refuse(_ reason: String) -> PhotoWrappedError {
            PhotoWrappedError(.badInput, stage: "leave-out", subject: given, reason: reason)
        }
        var status = stat()
        guard stat(given, &status) == 0 else { throw refuse(errno == ENOENT ? "no such file" : String(cString: strerror(errno))) }
        if status.st_mode & S_IFMT == S_IFDIR { throw refuse("is a folder; give the photos in it, one path each") }
        guard status.st_mode & S_IFMT == S_IFREG else { throw refuse("is not a file") }
        guard let resolved = realpath(given, nil) else { throw refuse(String(cString: strerror(errno))) }
        let path = RawPath(cString: resolved)
        free(resolved)
        guard path.isUTF8 else { throw refuse("its name is not UTF-8, which the settings file cannot hold exactly") }
        let kind = try kind(of: path.description, refuse: refuse)
        guard kind.isPhoto else {
            throw refuse(kind == .video ? "is a video; cards show only photos" : "is not a photo (JPEG, PNG, HEIF, WebP, JPEG XL or RAW)")
        }
        return LeftOutPhoto(path: path.description)
    }

    /// What the file's first bytes say it is.
    private static func kind(of path: String, refuse: (String) -> PhotoWrappedError) throws(PhotoWrappedError) -> AssetKind {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw refuse(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var head = [UInt8](repeating: 0, count: FileSignature.prefixLength)
        let count = head.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count >= 0 else { throw refuse(String(cString: strerror(errno))) }
        return head.prefix(count).withUnsafeBytes { FileSignature.kind(of: ByteView($0)) }
    }
}
