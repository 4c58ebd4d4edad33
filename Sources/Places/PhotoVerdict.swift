import Foundation
import Model
import Store

/// Whether a photo is worth a place on a card, from its look (`PhotoLook`), its metadata, and
/// the sharpness of the candidates around it. Each rule is about what a person would not post;
/// docs/ALGORITHMS.md quotes the thresholds.
public enum PhotoVerdict {
    /// Two photos are one moment when their difference hashes differ in at most
    /// `sameMomentBits` of 64 bits and they were taken within `burstSeconds` of each other (a
    /// burst, or the same scene shot again), or in at most `copyBits` whenever they were taken
    /// and their light and colour match (a copy or an edit). Different photos differ in about
    /// half their bits; a burst's frames, moving and reframed, in up to a third.
    public static let sameMomentBits = 24
    public static let burstSeconds: Int64 = 120
    public static let copyBits = 8
    /// Blurred: less sharp (`PhotoLook.sharpness`) than `blurFloor`, or than this share of
    /// the median candidate of the pick: a library shot on a sharper camera sets a higher line.
    public static let blurShareOfMedian: Float = 0.02
    public static let blurFloor: Float = 30
    /// Too dark: mean luma below this and even its bright tail (95th percentile) below `darkBright`.
    public static let darkMean: Float = 24
    public static let darkBright: Float = 60
    /// Blown out: this share of the pixels at luma 250 or more.
    public static let blownShare: Float = 0.45
    /// A document: this share of the photo's tiles paper or text, and this share text.
    public static let documentPaper: Float = 0.25
    public static let documentText: Float = 0.12
    /// A screen image without a camera: flat fills over this share and a small palette.
    public static let screenFlat: Float = 0.6
    public static let screenColours: Int32 = 2_500

    /// The flaw of a photo, or nil when it is fit for a card. `medianSharpness` is that of the
    /// candidates around the same slot: blur is judged against them, as a person would.
    package static func flaw(of look: PhotoLook?, row: RowView, medianSharpness: Float) -> PhotoFlaw? {
        guard let look else { return .undecodable }
        if look.meanLuma < darkMean, look.brightLuma < darkBright { return .dark }
        if look.blownShare >= blownShare { return .blownOut }
        let blurLine = max(blurFloor, medianSharpness * blurShareOfMedian)
        if look.sharpness < blurLine { return .blurred }
        if look.paperShare >= documentPaper, look.textShare >= documentText { return .document }
        let camera = row.camera
        let fromCamera = camera?.make != nil || camera?.model != nil
        if !fromCamera, look.flatShare >= screenFlat, look.colours < screenColours { return .screen }
        if !fromCamera || ReceivedNames.looksReceived(row.path) { return .received }
        return nil
    }

    /// How good a fit photo is, to choose among the candidates of a slot: sharper, well
    /// exposed and colourful first.
    public static func quality(of look: PhotoLook) -> Float {
        let sharp = log2(1 + look.sharpness)
        let exposure = 1 - min(1, abs(look.meanLuma - 118) / 118)
        let colour = min(1, look.colourfulness / 80)
        return sharp + 2 * exposure + colour
    }

    /// Whether two photos, taken `secondsApart` (nil when unknown), are frames of one moment.
    public static func sameMoment(_ a: PhotoLook, _ b: PhotoLook, secondsApart: Int64?) -> Bool {
        let bits = (a.hash ^ b.hash).nonzeroBitCount
        if let secondsApart, abs(secondsApart) <= burstSeconds, bits <= sameMomentBits { return true }
        return bits <= copyBits && abs(a.meanLuma - b.meanLuma) < 20 && abs(a.colourfulness - b.colourfulness) < 15
    }
}
