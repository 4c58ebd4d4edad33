import Testing
@testable import PhotoWrapped

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

    @Test("the rows where they lie and their candidates pick the same photos, hidden ones left out", arguments: [0, 1, 3, 30, 200])
    func rowsAndCandidates(count: Int) {
        let rows = Self.rows(pixels: (0 ..< count).map { ($0 * 7_919) % 101 })
        let hidden: Set<Int64> = Set(rows.compactMap(\.id).filter { $0 % 3 == 0 })
        var candidates: [RepresentativeCandidate] = []
        rows.forEachRow { _, row in
            if !hidden.contains(row.pointee.id!) { candidates.append(RepresentativeCandidate(row: row)) }
        }
        // The candidates in reverse: the pick must not depend on the order it is given them in.
        let fromCandidates = Representatives.pick(from: candidates.reversed(), count: 6)
        let fromRows = rows.withUnsafeBufferPointer { Representatives.pick(RowPool(rows: $0, leaving: hidden), count: 6) }
        #expect(fromRows == fromCandidates)
        #expect(fromRows.allSatisfy { !hidden.contains($0) })
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
        let picked = rows.withUnsafeBufferPointer { Representatives.pick(RowPool(rows: $0, leaving: [116]), count: 3) }
        // In the last window all tie at 10 pixels: the centre, photo 38, is nearest.
        #expect(picked == [102, 123, 138])
    }
}
