import Model


/// What the cache knows of a photo the deck shows.
public struct PhotoInfo: Sendable, Equatable {
    public var kind: AssetKind
    public var orientation: Int

    public init(kind: AssetKind, orientation: Int) {
        self.kind = kind
        self.orientation = orientation
    }
}

/// Where the renderer finds the deck's photos: the library root that relative paths are in
/// (absolute ones, as a set of several folders names its photos, are taken as they are) and
/// what the cache knows of each photo. It draws only the photos a card's payload lists: a photo from elsewhere would
/// show another day or place under the card's words.
public struct PhotoSource: Sendable {
    public let root: String
    public let info: [String: PhotoInfo]

    public init(root: String, info: [String: PhotoInfo]) {
        self.root = root
        self.info = info
    }

    /// Up to `count` of the card's photos in order, decoded; one that fails is replaced by the
    /// next of the card's own photos beyond `count`, never by another. A row of fewer tiles,
    /// or none, rather than a photo the card does not list.
    package func decode(_ wanted: [String], count: Int, minimum: Double) -> [DecodedPhoto] {
        var decoded: [DecodedPhoto] = []
        var used: Set<String> = []
        for path in wanted where decoded.count < count && !used.contains(path) {
            used.insert(path)
            let meta = info[path] ?? PhotoInfo(kind: .jpeg, orientation: 1)
            if let photo = DecodedPhoto.load(path: file(path), kind: meta.kind, orientation: meta.orientation, minimum: minimum) {
                decoded.append(photo)
            }
        }
        return decoded
    }

    /// Where the photo at `path` is: an absolute path (a set of folders) as it is, else under the root.
    package func file(_ path: String) -> String {
        path.hasPrefix("/") ? path : root + "/" + path
    }
}
