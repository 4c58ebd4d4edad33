/// How the light fell: mean luma, the bright tail (95th percentile) and the share of pixels
/// blown out. A nearly black photo has both the mean and the tail low; a night scene with
/// its lights keeps a bright tail.
enum Exposure {
    static let blownLuma = 250

    static func measure(_ image: AnalysisImage) -> (mean: Float, bright: Float, blown: Float) {
        var histogram = [Int](repeating: 0, count: 256)
        var total = 0
        for value in image.luma {
            histogram[Int(value)] += 1
            total += Int(value)
        }
        let count = max(1, image.luma.count)
        var seen = 0, bright = 255
        for (value, n) in histogram.enumerated() {
            seen += n
            if Double(seen) >= 0.95 * Double(count) {
                bright = value
                break
            }
        }
        let blown = histogram[blownLuma...].reduce(0, +)
        return (Float(total) / Float(count), Float(bright), Float(blown) / Float(count))
    }
}
