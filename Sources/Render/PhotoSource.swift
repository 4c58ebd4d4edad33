import Looks
import Model
import Store

/// What the cache knows of a photo the deck shows.
public struct PhotoInfo: Sendable, Equatable {
    public var kind: AssetKind
    public var orientation: Int
    /// Where the subject is in the upright photo, as fractions of its width and height
    /// (`PhotoLook`): the crop keeps it in the frame. The centre when not measured.
    public var focus: Focus

    public struct Focus: Sendable, Equatable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        public static let centre = Focus(x: 0.5, y: 0.5)
    }

    public init(kind: AssetKind, orientation: Int, focus: Focus = .centre) {
        self.kind = kind
        self.orientation = orientation
        self.focus = focus
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
    ///
    /// The photos still missing are decoded together (`Concurrently.map`), as many as are
    /// missing: the same photos as one at a time, no more. A finale of nine camera-sized
    /// photos decoded one after another was the longest card of a deck by far.
    package func decode(_ wanted: [String], count: Int, minimum: Double) -> [FramedPhoto] {
        var used: Set<String> = []
        let candidates = wanted.filter { used.insert($0).inserted }
        var decoded: [FramedPhoto] = []
        var next = 0
        while decoded.count < count, next < candidates.count {
            let batch = Array(candidates[next ..< min(next + count - decoded.count, candidates.count)])
            next += batch.count
            decoded += Concurrently.map(batch) { [self] path in
                let meta = info[path] ?? PhotoInfo(kind: .jpeg, orientation: 1)
                return DecodedPhoto.load(path: file(path), kind: meta.kind, orientation: meta.orientation, minimum: minimum)
                    .map { FramedPhoto(photo: $0, focus: meta.focus) }
            }.compactMap { $0 }
        }
        return decoded
    }

    /// Where the photo at `path` is: an absolute path (a set of folders) as it is, else under the root.
    package func file(_ path: String) -> String {
        FolderSet.file(path, root: root)
    }
}

/// A decoded photo and where its subject is: what a tile needs to crop it.
package struct FramedPhoto: Sendable {
    package let photo: DecodedPhoto
    package let focus: PhotoInfo.Focus
}
