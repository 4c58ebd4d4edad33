import Foundation
import Places

extension PhotoLook {
    /// The version of the measuring code: a stored look of another version is measured again.
    static let version = 1

    /// Every signal, measured on `photo` boxed down to an `AnalysisImage`. `orientation` is
    /// the one still to apply to the decoded image (1 where the decoder has): the subject's
    /// place is kept as the upright photo shows it.
    init(measuring photo: DecodedPhoto) {
        self.init(measuring: AnalysisImage(photo), orientation: photo.orientation)
    }

    init(measuring image: AnalysisImage, orientation: Int) {
        let exposure = Exposure.measure(image)
        let document = DocumentSignal.measure(image)
        let screen = ScreenSignal.measure(image)
        let focus = SubjectFocus.measure(image)
        let upright = Self.upright(x: focus.x, y: focus.y, orientation: orientation)
        self.init(sharpness: Sharpness.measure(image), meanLuma: exposure.mean, brightLuma: exposure.bright, blownShare: exposure.blown,
                  paperShare: document.paper, textShare: document.text, colourfulness: document.colourfulness,
                  flatShare: screen.flat, colours: screen.colours, hash: DifferenceHash.measure(image), focusX: upright.x, focusY: upright.y)
    }

    /// A point of the stored image, as fractions, where the upright photo (EXIF orientation
    /// 1–8 applied) shows it.
    static func upright(x: Float, y: Float, orientation: Int) -> (x: Float, y: Float) {
        switch orientation {
        case 2: (1 - x, y)
        case 3: (1 - x, 1 - y)
        case 4: (x, 1 - y)
        case 5: (y, x)
        case 6: (1 - y, x)
        case 7: (1 - y, 1 - x)
        case 8: (y, 1 - x)
        default: (x, y)
        }
    }

    /// The figures as the cache keeps them: little-endian, in declaration order.
    public var figures: Data {
        var data = Data()
        for value in [sharpness, meanLuma, brightLuma, blownShare, paperShare, textShare, colourfulness, flatShare, focusX, focusY] {
            withUnsafeBytes(of: value.bitPattern.littleEndian) { data.append(contentsOf: $0) }
        }
        withUnsafeBytes(of: colours.littleEndian) { data.append(contentsOf: $0) }
        withUnsafeBytes(of: hash.littleEndian) { data.append(contentsOf: $0) }
        return data
    }

    /// The figures `figures` wrote; nil for any other length.
    public init?(figures data: Data) {
        guard data.count == 10 * 4 + 4 + 8 else { return nil }
        let bytes = [UInt8](data)
        func word(_ at: Int) -> UInt32 { (0 ..< 4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * UInt32($1)) } }
        let f = (0 ..< 10).map { Float(bitPattern: word($0 * 4)) }
        let hash = (0 ..< 8).reduce(UInt64(0)) { $0 | UInt64(bytes[44 + $1]) << (8 * UInt64($1)) }
        self.init(sharpness: f[0], meanLuma: f[1], brightLuma: f[2], blownShare: f[3], paperShare: f[4], textShare: f[5],
                  colourfulness: f[6], flatShare: f[7], colours: Int32(bitPattern: word(40)), hash: hash, focusX: f[8], focusY: f[9])
    }
}
