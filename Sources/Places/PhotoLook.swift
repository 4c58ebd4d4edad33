import Store

/// What a photo's pixels say about it, measured once from a small decode and kept in the
/// cache: never the pixels themselves, only these figures. `Looks` measures them; the picks
/// judge them (`PhotoVerdict`) against the candidates around the same slot.
public struct PhotoLook: Sendable, Equatable {
    /// A high percentile of the Laplacian's variance over the textured tiles of a grey image
    /// at `PhotoLook.analysisSize`: low when the photo is blurred or shaken.
    public var sharpness: Float
    /// Mean luma, 0–255, and the 95th percentile's: a nearly black photo has both low.
    public var meanLuma: Float
    public var brightLuma: Float
    /// The share of pixels blown out (luma ≥ 250).
    public var blownShare: Float
    /// The share of tiles that are paper (bright, nearly grey) or text on paper, and of those
    /// that are text: a receipt, a page or a whiteboard is mostly paper, much of it text.
    public var paperShare: Float
    public var textShare: Float
    /// Hasler and Süsstrunk's colourfulness: low for paper, high for a sunset.
    public var colourfulness: Float
    /// The share of pixels equal to their right-hand neighbour, and how many distinct colours
    /// (5 bits a channel) the image holds: a screen's flat fills and small palette.
    public var flatShare: Float
    public var colours: Int32
    /// A 64-bit difference hash: frames of one moment are within `PhotoVerdict.sameMomentBits`.
    public var hash: UInt64
    /// Where the subject is, as a fraction of the upright photo's width and height: the crop
    /// keeps this point in the frame, away from the edge.
    public var focusX: Float
    public var focusY: Float

    public init(sharpness: Float, meanLuma: Float, brightLuma: Float, blownShare: Float, paperShare: Float, textShare: Float,
                colourfulness: Float, flatShare: Float, colours: Int32, hash: UInt64, focusX: Float, focusY: Float) {
        self.sharpness = sharpness
        self.meanLuma = meanLuma
        self.brightLuma = brightLuma
        self.blownShare = blownShare
        self.paperShare = paperShare
        self.textShare = textShare
        self.colourfulness = colourfulness
        self.flatShare = flatShare
        self.colours = colours
        self.hash = hash
        self.focusX = focusX
        self.focusY = focusY
    }

    /// The long edge, in pixels, of the grey image every figure is measured on: the same for
    /// every photo, so that figures compare whatever size the decode gave.
    public static let analysisSize = 256
}

/// Why a photo is kept off the cards, or put last.
public enum PhotoFlaw: String, Sendable, CaseIterable, Codable {
    case leftOut = "left out"
    case undecodable = "cannot be decoded"
    case blurred
    case dark = "too dark"
    case blownOut = "blown out"
    case document
    case screen = "screen image"
    /// Not junk, but not the person's own camera: shown only where nothing else is.
    case received = "received, not taken"
}

/// Judges photos for the collages: how each looks, measured where needed and cached.
public protocol PhotoJudge: Sendable {
    /// The looks of the photos at these positions of `photos`, in order; nil for one that
    /// cannot be decoded. Measures those not measured before, in parallel.
    func looks(at positions: [Int], of photos: [AssetRecord]) -> [PhotoLook?]
    /// Whether the judge measures photos it holds no figures for. One that does not is asked
    /// only about the photos it `knows`.
    var measuresNewPhotos: Bool { get }
    /// Whether the judge holds figures for this photo, or knows that it does not decode.
    func knows(_ id: Int64) -> Bool
    /// Notes that a pick passed this photo over, and why: the audit of what the cards skipped.
    func passOver(_ id: Int64, because flaw: PhotoFlaw)
    /// The photos the picks passed over so far, and why.
    var passedOver: [Int64: PhotoFlaw] { get }
    /// Runs `picks` before the real ones, with a judge that only notes what they ask about,
    /// to measure all of it together. A judge that measures one pick at a time does nothing.
    func measureAhead(_ picks: (any PhotoJudge) -> Void)
}

extension PhotoJudge {
    public func measureAhead(_ picks: (any PhotoJudge) -> Void) {}
}
