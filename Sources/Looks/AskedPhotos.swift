import Places
import Store
import Synchronization

/// A judge that measures nothing: it notes the photos a pick asks about, and finds each one
/// fit, so that the picks run as they would over a library of good photos. `LookJudge` runs
/// the deck's picks with it once, to measure what they will ask about all together.
final class AskedPhotos: PhotoJudge {
    private let wanted: @Sendable ([Int], [AssetRecord]) -> [LookJudge.Wanted]
    private let asked = Mutex<[LookJudge.Wanted]>([])

    init(wanted: @escaping @Sendable ([Int], [AssetRecord]) -> [LookJudge.Wanted]) {
        self.wanted = wanted
    }

    /// What the picks asked about, in the order asked.
    var rows: [LookJudge.Wanted] { asked.withLock { $0 } }

    var measuresNewPhotos: Bool { true }

    func knows(_ id: Int64) -> Bool { false }

    func passOver(_ id: Int64, because flaw: PhotoFlaw) {}

    var passedOver: [Int64: PhotoFlaw] { [:] }

    func looks(at positions: [Int], of photos: [AssetRecord]) -> [PhotoLook?] {
        let rows = wanted(positions, photos)
        asked.withLock { $0 += rows }
        return rows.map { Self.fit($0.id) }
    }

    /// A look no rule finds a flaw in, sharp, well exposed and colourful, for the photo `id`.
    /// Its hash is the id spread over 64 bits, so that the photos of a pick are mostly not taken
    /// for frames of one moment. Which photos a pick asks about does not depend on their looks,
    /// only on its slots: the looks steer only which cards the deck keeps, where a pick comes up
    /// empty.
    static func fit(_ id: Int64) -> PhotoLook {
        PhotoLook(sharpness: 1_000, meanLuma: 118, brightLuma: 230, blownShare: 0, paperShare: 0, textShare: 0, colourfulness: 60,
                  flatShare: 0, colours: 30_000, hash: UInt64(bitPattern: id) &* 0x9E37_79B9_7F4A_7C15, focusX: 0.5, focusY: 0.5)
    }
}
