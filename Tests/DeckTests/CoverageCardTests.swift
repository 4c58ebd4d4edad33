import Testing
@testable import Deck

@Suite("The coverage card")
struct CoverageCardTests {
    static let coverage = CardPayload.Coverage(photos: 100, withLocation: 80, coveragePct: 80)

    @Test("a figure is drawn in a ring, what it counts beneath")
    func ring() {
        let face = CardFace(kicker: "Your photos", headline: "You took 100 photos", number: "80%", unit: "know where they were taken")
        #expect(CoverageCard.layout(Self.coverage, face: face).suffix(3)
            == [.ring(percent: 80, figure: "80%", preferred: 600), .gap(24), .note("know where they were taken", size: 56, lines: 2)])
    }

    @Test("with no figure, the sentence stands in for the ring")
    func noFigure() {
        let face = CardFace(kicker: "Your photos", headline: "You took 100 photos", detail: "Location was off for most photos")
        #expect(CoverageCard.layout(Self.coverage, face: face).last
            == .bigText("Location was off for most photos", size: 72, minimum: 40, lines: 5))
    }
}
