/// Where a photo's subject is: over a grid of cells, detail (the mean gradient), skin tones
/// and colour that stands out from the photo's own, weighted towards the centre as
/// photographers frame. The weighted centre of the strongest cells, as a fraction of the
/// stored image's width and height.
enum SubjectFocus {
    static let grid = 12
    /// How much a cell's distance from the centre costs it: weight × (1 − pull × distance²).
    static let centrePull = 0.6
    /// Only cells at least this share of the strongest one's saliency count.
    static let strongShare = 0.5

    static func measure(_ image: AnalysisImage) -> (x: Float, y: Float) {
        let (w, h) = (image.width, image.height)
        guard w >= grid, h >= grid else { return (0.5, 0.5) }
        let n = Double(w * h)
        var meanR = 0.0, meanG = 0.0, meanB = 0.0
        for i in 0 ..< w * h {
            meanR += Double(image.red[i])
            meanG += Double(image.green[i])
            meanB += Double(image.blue[i])
        }
        (meanR, meanG, meanB) = (meanR / n, meanG / n, meanB / n)
        var saliency = [Double](repeating: 0, count: grid * grid)
        for y in 0 ..< h - 1 {
            for x in 0 ..< w - 1 {
                let i = y * w + x
                let (r, g, b) = (Double(image.red[i]), Double(image.green[i]), Double(image.blue[i]))
                let detail = abs(Double(image.luma[i]) - Double(image.luma[i + 1])) + abs(Double(image.luma[i]) - Double(image.luma[i + w]))
                let skin = r > 95 && g > 40 && b > 20 && r > g && r > b && r - min(g, b) > 15 && abs(r - g) > 15 ? 60.0 : 0
                let standout = (abs(r - meanR) + abs(g - meanG) + abs(b - meanB)) / 6
                saliency[(y * grid / h) * grid + x * grid / w] += detail + skin + standout
            }
        }
        for cy in 0 ..< grid {
            for cx in 0 ..< grid {
                let dx = (Double(cx) + 0.5) / Double(grid) - 0.5, dy = (Double(cy) + 0.5) / Double(grid) - 0.5
                saliency[cy * grid + cx] *= max(0, 1 - centrePull * (dx * dx + dy * dy) * 4)
            }
        }
        let strongest = saliency.max() ?? 0
        guard strongest > 0 else { return (0.5, 0.5) }
        var sx = 0.0, sy = 0.0, total = 0.0
        for cy in 0 ..< grid {
            for cx in 0 ..< grid where saliency[cy * grid + cx] >= strongShare * strongest {
                let weight = saliency[cy * grid + cx]
                sx += weight * (Double(cx) + 0.5) / Double(grid)
                sy += weight * (Double(cy) + 0.5) / Double(grid)
                total += weight
            }
        }
        return (Float(sx / total), Float(sy / total))
    }
}
