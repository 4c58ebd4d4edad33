import PhotoWrapped

/// What the cache knows of a photo the deck shows.
public struct PhotoInfo: Sendable, Equatable {
    public var kind: AssetKind
    public var orientation: Int

    public init(kind: AssetKind, orientation: Int) {
        self.kind = kind
        self.orientation = orientation
    }
}

/// Where the renderer finds the deck's photos: the library root, what the cache knows of each
/// photo, and spares to stand in for any that cannot be decoded.
public struct PhotoSource: Sendable {
    public let root: String
    public let info: [String: PhotoInfo]
    public let spares: [String]

    public init(root: String, info: [String: PhotoInfo], spares: [String]) {
        self.root = root
        self.info = info
        self.spares = spares
    }

    /// The card's photos in order, decoded; one that fails is replaced by the next of the
    /// card's own photos beyond `count`, then by the spares. Never an empty tile while any
    /// photo can be decoded.
    func decode(_ wanted: [String], count: Int, minimum: Double) -> [DecodedPhoto] {
        var decoded: [DecodedPhoto] = []
        var used: Set<String> = []
        for path in wanted + spares where decoded.count < count && !used.contains(path) {
            used.insert(path)
            let meta = info[path] ?? PhotoInfo(kind: .jpeg, orientation: 1)
            if let photo = DecodedPhoto.load(path: root + "/" + path, kind: meta.kind, orientation: meta.orientation, minimum: minimum) {
                decoded.append(photo)
            }
        }
        return decoded
    }
}
