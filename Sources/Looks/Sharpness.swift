/// How sharp a photo is. In each tile with texture (a clear sky or a wall says nothing of
/// focus), the variance of the second difference along each of four directions, of which the
/// least counts: shake smears one direction and leaves the others, a miss of focus smears
/// all. Over the tiles, a high percentile, so that a photo sharp where its subject is counts
/// as sharp however much of it is soft background.
enum Sharpness {
    static let tile = 16
    /// Tiles whose luma varies less than this (standard deviation) are flat and skipped.
    static let flatDeviation = 5.0
    static let percentile = 0.9

    static func measure(_ image: AnalysisImage) -> Float {
        let (w, h) = (image.width, image.height)
        guard w >= 3, h >= 3 else { return 0 }
        var scores: [Double] = []
        image.luma.withUnsafeBufferPointer { luma in
            for top in stride(from: 1, to: h - 1, by: tile) {
                for left in stride(from: 1, to: w - 1, by: tile) {
                    let bottom = min(h - 1, top + tile), right = min(w - 1, left + tile)
                    var sum = 0.0, squares = 0.0
                    var directions = [Moments](repeating: Moments(), count: 4)
                    for y in top ..< bottom {
                        for x in left ..< right {
                            let i = y * w + x
                            let centre = Double(luma[i])
                            sum += centre
                            squares += centre * centre
                            for (d, step) in [1, w, w + 1, w - 1].enumerated() {
                                directions[d].add(2 * centre - Double(luma[i - step]) - Double(luma[i + step]))
                            }
                        }
                    }
                    let n = Double((bottom - top) * (right - left))
                    guard n > 0 else { continue }
                    let deviation = (max(0, squares / n - (sum / n) * (sum / n))).squareRoot()
                    guard deviation >= flatDeviation else { continue }
                    scores.append(directions.map(\.variance).min()!)
                }
            }
        }
        guard !scores.isEmpty else { return 0 }
        scores.sort()
        return Float(scores[min(scores.count - 1, Int(Double(scores.count) * percentile))])
    }

    struct Moments {
        var n = 0.0, sum = 0.0, squares = 0.0

        mutating func add(_ value: Double) {
            n += 1
            sum += value
            squares += value * value
        }

        var variance: Double { n == 0 ? 0 : max(0, squares / n - (sum / n) * (sum / n)) }
    }
}
