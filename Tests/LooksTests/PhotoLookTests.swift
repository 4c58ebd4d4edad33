import Foundation
import Testing
@testable import Looks
@testable import Places

@Suite("A photo's look: its figures in the cache, and where its subject is")
struct PhotoLookTests {
    @Test("the figures read back as they were written, and nothing else reads as figures", arguments: RealPhoto.all.prefix(5))
    func figures(photo: RealPhoto) {
        #expect(PhotoLook(figures: photo.look.figures) == photo.look)
        #expect(PhotoLook(figures: photo.look.figures.dropLast()) == nil)
        #expect(PhotoLook(figures: Data()) == nil)
    }

    /// A grey field with a bright, detailed subject in one corner of the stored image.
    static func subject(atLeft left: Bool, top: Bool) -> AnalysisImage {
        let (w, h) = (240, 160)
        var red = [UInt8](repeating: 90, count: w * h), green = red, blue = red
        for y in 0 ..< h {
            for x in 0 ..< w where (left ? x < 60 : x >= 180) && (top ? y < 50 : y >= 110) {
                let i = y * w + x
                red[i] = (x + y) % 4 < 2 ? 250 : 30
                green[i] = (x * y) % 5 < 2 ? 200 : 40
                blue[i] = 60
            }
        }
        return AnalysisImage(width: w, height: h, red: red, green: green, blue: blue)
    }

    @Test("the focus falls where the subject is, in the photo as it stands upright", arguments: [
        (1, true, true, 0.0 ..< 0.4, 0.0 ..< 0.45),
        (1, false, false, 0.6 ..< 1.0, 0.55 ..< 1.0),
        // Turned a quarter clockwise to stand up: the stored top left is the upright top right.
        (6, true, true, 0.55 ..< 1.0, 0.0 ..< 0.4),
        (8, true, true, 0.0 ..< 0.45, 0.6 ..< 1.0),
        (3, true, true, 0.6 ..< 1.0, 0.55 ..< 1.0),
    ])
    func focus(orientation: Int, left: Bool, top: Bool, x: Range<Float>, y: Range<Float>) {
        let look = PhotoLook(measuring: Self.subject(atLeft: left, top: top), orientation: orientation)
        #expect(x.contains(look.focusX) && y.contains(look.focusY), "\(look.focusX), \(look.focusY)")
    }

    @Test("a featureless image has its focus in the middle")
    func featureless() {
        let flat = [UInt8](repeating: 128, count: 100 * 80)
        let look = PhotoLook(measuring: AnalysisImage(width: 100, height: 80, red: flat, green: flat, blue: flat), orientation: 1)
        #expect(look.focusX == 0.5 && look.focusY == 0.5)
        #expect(look.sharpness == 0)
    }
}
