import Testing
@testable import Model
@testable import Places
@testable import Store

@Suite("representatives: spread over time, the most pixels near each point, drawable photos only")
struct RepresentativesTests {
    /// Photo i at 10:00 + i minutes; `pixels[i]` pixels; every seventh a screenshot, every
    /// fifth a RAW (never drawn).
    static func rows(pixels: [Int]) -> [AssetRecord] {
        pixels.enumerated().map { i, pixels in
            var row = AssetRecord(libraryId: 1, path: RawPath("DCIM/IMG_\(1000 + i).JPG"), size: 0, mtimeNs: 0,
                                  kind: i % 5 == 4 ? .raw : .jpeg, extractorVersion: 1)
            row.id = Int64(100 + i)
            row.localTime = LocalDateTime(year: 2025, month: 3, day: 1, hour: 10 + i / 60, minute: i % 60)
            row.width = pixels
            row.height = 1
            row.isScreenshot = i % 7 == 6
            return row
        }
    }

    /// The rule as the spec gives it, on copies: the usable photos sorted by time, then path;
    /// K indices spread evenly; in each window the most pixels, then the nearest, then the earlier.
    static func spec(_ photos: [AssetRecord], k: Int) -> [Int64] {
        let usable = photos.filter { !$0.isScreenshot && [.jpeg, .png, .heif].contains($0.kind) }
            .sorted { ($0.localTime!, $0.path) < ($1.localTime!, $1.path) }
        let n = usable.count
        guard n > k else { return usable.map { $0.id! } }
        let reach = (n - 1) / (k - 1) / 4
        return (0 ..< k).map { i in
            let centre = i * (n - 1) / (k - 1)
            let window = Array(max(0, centre - reach) ... min(n - 1, centre + reach))
            let most = window.map { usable[$0].width! }.max()!
            let best = window.filter { usable[$0].width! == most }.min { (abs($0 - centre), $0) < (abs($1 - centre), $1) }!
            return usable[best].id!
        }
    }

    @Test("the positions in any order pick what the rule picks on copies, photos left out of them never chosen",
          arguments: [0, 1, 3, 30, 200])
    func asTheSpecSays(count: Int) {
        let rows = Self.rows(pixels: (0 ..< count).map { ($0 * 7_919) % 101 })
        let shown = rows.indices.filter { $0 % 3 != 0 }
        let picked = Representatives.pick(among: shown.reversed(), of: rows, count: 6)
        #expect(picked == Representatives.pick(among: shown, of: rows, count: 6))
        #expect(picked == Self.spec(shown.map { rows[$0] }, k: 6))
        #expect(picked.allSatisfy { ($0 - 100) % 3 != 0 })
    }

    @Test("in each window the most pixels win; no screenshot, RAW or hidden photo is chosen; ties go to the nearest")
    func windows() {
        // 40 photos; photo 16 hidden. 27 are usable, so 3 picks centre on the 0th, 13th and
        // 26th of them (photos 0, 21 and 38), each window 3 either side: photos 0–3, 15–25
        // and 35–38.
        var pixels = Array(repeating: 10, count: 40)
        pixels[2] = 50      // the most in the first window
        pixels[16] = 5_000  // hidden
        pixels[19] = 2_000  // a RAW
        pixels[20] = 1_000  // a screenshot
        pixels[23] = 90     // the most in the middle window that may be shown
        let rows = Self.rows(pixels: pixels)
        let picked = Representatives.pick(among: rows.indices.filter { $0 != 16 }, of: rows, count: 3)
        // In the last window all tie at 10 pixels: the centre, photo 38, is nearest.
        #expect(picked == [102, 123, 138])
    }
}
