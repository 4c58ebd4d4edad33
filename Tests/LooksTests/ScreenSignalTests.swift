import Testing
@testable import Looks

@Suite("What a screen drew: flat neighbours and the colours of a palette")
struct ScreenSignalTests {
    /// `colours` vertical bands of distinct colours, each `band` pixels wide and flat within.
    static func bands(_ colours: Int, band: Int, height: Int = 10) -> AnalysisImage {
        let width = colours * band
        var red = [UInt8](repeating: 0, count: width * height), green = red, blue = red
        for y in 0 ..< height {
            for x in 0 ..< width {
                let c = x / band
                // Each band in its own 5-bit cell of every channel: distinct at the palette's depth.
                (red[y * width + x], green[y * width + x], blue[y * width + x]) = (UInt8(c % 32 * 8), UInt8(c / 32 % 32 * 8), UInt8(c / 1024 * 8))
            }
        }
        return AnalysisImage(width: width, height: height, red: red, green: green, blue: blue)
    }

    @Test("a band of each colour: every colour counted once, and every step inside a band is flat",
          arguments: [(1, 8), (3, 5), (40, 2), (2_000, 1), (32_768, 1)])
    func bands(colours: Int, band: Int) {
        let (flat, counted) = ScreenSignal.measure(Self.bands(colours, band: band))
        #expect(counted == Int32(colours))
        let width = colours * band
        #expect(flat == Float(colours * (band - 1)) / Float(max(1, width - 1)))
    }

    @Test("colours closer than the palette's 5 bits a channel are one colour, but never flat neighbours")
    func nearColours() {
        let red: [UInt8] = [0, 1, 2, 3, 4, 5, 6, 7], zero = [UInt8](repeating: 0, count: 8)
        let (flat, colours) = ScreenSignal.measure(AnalysisImage(width: 8, height: 1, red: red, green: zero, blue: zero))
        #expect(colours == 1)
        #expect(flat == 0)
    }
}
