import Testing
@testable import Looks
@testable import Places

/// Every signal on real photographs and their degraded copies: no junk passes, and nearly every
/// good photo does. A photo soft by nature (fog over a lake) may read as blurred; a receipt
/// never reads as fine.
@Suite("Judging real photographs and their junk")
struct PhotoVerdictTests {
    @Test("a blurred, dark, blown-out, document or screen photo is never fit", arguments: RealPhoto.of("blurred", "dark", "bright", "document", "screen"))
    func junkIsFlawed(photo: RealPhoto) {
        let expected: [String: PhotoFlaw] = ["blurred": .blurred, "dark": .dark, "bright": .blownOut, "document": .document,
                                             "screen": .screen]
        // A screenshot of a white page is also blown out; either keeps it off a card.
        let flaw = photo.flaw
        #expect(flaw == expected[photo.kind] || (photo.kind == "screen" && flaw == .blownOut), "\(photo.path): \(String(describing: flaw))")
    }

    @Test("a photo someone sent, or a meme, is a last resort", arguments: RealPhoto.of("received", "meme"))
    func receivedIsLastResort(photo: RealPhoto) {
        #expect(photo.flaw != nil)
    }

    @Test("at least nine in ten good photos and burst frames are fit, and none reads as a document or a screen")
    func goodPhotosPass() {
        let good = RealPhoto.of("good", "burst")
        let flawed = good.filter { $0.flaw != nil }
        #expect(flawed.count * 10 <= good.count, "\(flawed.map { "\($0.path): \($0.flaw!)" })")
        #expect(!flawed.contains { [.document, .screen, .dark, .blownOut].contains($0.flaw) }, "\(flawed.map { "\($0.path): \($0.flaw!)" })")
    }

    @Test("a burst's frames, taken seconds apart, are one moment with the photo they came from; different photos never are")
    func moments() {
        for frame in RealPhoto.of("burst") {
            let source = RealPhoto.all.first { $0.path == frame.from }!
            #expect(PhotoVerdict.sameMoment(frame.look, source.look, secondsApart: 1), "\(frame.path)")
        }
        let good = RealPhoto.of("good")
        for (i, a) in good.enumerated() {
            for b in good[(i + 1)...] {
                #expect(!PhotoVerdict.sameMoment(a.look, b.look, secondsApart: nil), "\(a.path) and \(b.path)")
            }
        }
    }

    @Test("a photo and its messenger copy are one moment, whenever each was dated")
    func copies() {
        for copy in RealPhoto.of("received") {
            guard let source = RealPhoto.all.first(where: { $0.path == copy.from }) else { continue }
            #expect(PhotoVerdict.sameMoment(copy.look, source.look, secondsApart: nil), "\(copy.path)")
        }
    }

    @Test("the sharpest frame of a burst ranks above its blurred copy")
    func qualityPrefersSharp() {
        for blurred in RealPhoto.of("blurred") {
            guard let source = RealPhoto.all.first(where: { $0.path == blurred.from }) else { continue }
            #expect(PhotoVerdict.quality(of: source.look) > PhotoVerdict.quality(of: blurred.look), "\(blurred.path)")
        }
    }
}
