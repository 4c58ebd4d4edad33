/// What a photographed receipt, page or whiteboard has: tiles of paper (bright and nearly
/// grey) and tiles of text on it (paper with a little darker ink in thin strokes, with paper
/// just above and below them or just either side, and many sharp steps between them). Judged
/// tile by tile, so that the table or hand around the paper does not hide it. A white wall
/// with windows has paper and ink too, but its dark shapes are broad.
enum DocumentSignal {
    static let tile = 16
    static let paperLuma = 150
    static let paperChroma = 32
    /// Ink is at least this much darker than the tile's paper.
    static let inkDrop = 50
    /// A text tile: paper over this share, ink within `textInk`, and sharp steps over `textSteps`.
    static let textPaper = 0.35
    static let textInk = 0.03 ... 0.45
    static let textSteps = 0.08
    static let stepLuma = 30
    /// Of a text tile's ink, at least this share is in strokes at most `strokeWidth` pixels thick.
    static let thinInk = 0.6
    static let strokeWidth = 2

    static func measure(_ image: AnalysisImage) -> (paper: Float, text: Float, colourfulness: Float) {
        let (w, h) = (image.width, image.height)
        var tiles = 0, paperTiles = 0, textTiles = 0
        for top in stride(from: 0, to: h - 1, by: tile) {
            for left in stride(from: 0, to: w - 1, by: tile) {
                let bottom = min(h - 1, top + tile), right = min(w - 1, left + tile)
                var paper = 0, paperLumaSum = 0, steps = 0, grey = 0
                for y in top ..< bottom {
                    for x in left ..< right {
                        let i = y * w + x
                        let (r, g, b) = (Int(image.red[i]), Int(image.green[i]), Int(image.blue[i]))
                        let luma = Int(image.luma[i])
                        let chroma = max(r, g, b) - min(r, g, b)
                        if chroma <= paperChroma { grey += 1 }
                        if luma >= paperLuma, chroma <= paperChroma {
                            paper += 1
                            paperLumaSum += luma
                        }
                        if abs(luma - Int(image.luma[i + 1])) >= stepLuma || abs(luma - Int(image.luma[i + w])) >= stepLuma { steps += 1 }
                    }
                }
                let n = Double((bottom - top) * (right - left))
                guard n > 0 else { continue }
                tiles += 1
                guard Double(grey) >= 0.8 * n, paper > 0 else { continue }
                let paperLevel = paperLumaSum / paper
                let inkLine = paperLevel - inkDrop
                func isPaper(_ x: Int, _ y: Int) -> Bool { x >= 0 && y >= 0 && x < w && y < h && Int(image.luma[y * w + x]) > inkLine }
                var ink = 0, thin = 0
                for y in top ..< bottom {
                    for x in left ..< right where Int(image.luma[y * w + x]) <= inkLine {
                        ink += 1
                        let across = (1 ... strokeWidth).contains { isPaper(x, y - $0) } && (1 ... strokeWidth).contains { isPaper(x, y + $0) }
                        let along = (1 ... strokeWidth).contains { isPaper(x - $0, y) } && (1 ... strokeWidth).contains { isPaper(x + $0, y) }
                        if across || along { thin += 1 }
                    }
                }
                if Double(paper) >= textPaper * n, textInk.contains(Double(ink) / n), Double(steps) >= textSteps * n,
                   Double(thin) >= thinInk * Double(ink) {
                    textTiles += 1
                } else if Double(paper) >= 0.9 * n {
                    paperTiles += 1
                }
            }
        }
        let all = Float(max(1, tiles))
        return (Float(paperTiles + textTiles) / all, Float(textTiles) / all, colourfulness(image))
    }

    /// Hasler and Süsstrunk's colourfulness, over the whole photo.
    static func colourfulness(_ image: AnalysisImage) -> Float {
        var rgSum = 0.0, rgSquares = 0.0, ybSum = 0.0, ybSquares = 0.0
        for i in 0 ..< image.luma.count {
            let (r, g, b) = (Double(image.red[i]), Double(image.green[i]), Double(image.blue[i]))
            let rg = r - g, yb = (r + g) / 2 - b
            rgSum += rg
            rgSquares += rg * rg
            ybSum += yb
            ybSquares += yb * yb
        }
        let n = Double(max(1, image.luma.count))
        let (rgMean, ybMean) = (rgSum / n, ybSum / n)
        let spread = (max(0, rgSquares / n - rgMean * rgMean) + max(0, ybSquares / n - ybMean * ybMean)).squareRoot()
        return Float(spread + 0.3 * (rgMean * rgMean + ybMean * ybMean).squareRoot())
    }
}
