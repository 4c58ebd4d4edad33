/// The 64-bit difference hash: the luma boxed down to 9×8, each bit whether a cell is darker
/// than the one to its right. Frames of one moment differ in a few bits; different photos
/// in about half.
enum DifferenceHash {
    static func measure(_ image: AnalysisImage) -> UInt64 {
        let (w, h) = (image.width, image.height)
        var cells = [Double](repeating: 0, count: 9 * 8)
        for cy in 0 ..< 8 {
            for cx in 0 ..< 9 {
                let x0 = cx * w / 9, x1 = max(x0 + 1, (cx + 1) * w / 9)
                let y0 = cy * h / 8, y1 = max(y0 + 1, (cy + 1) * h / 8)
                var sum = 0
                for y in y0 ..< min(h, y1) {
                    for x in x0 ..< min(w, x1) { sum += Int(image.luma[y * w + x]) }
                }
                cells[cy * 9 + cx] = Double(sum) / Double(max(1, (min(h, y1) - y0) * (min(w, x1) - x0)))
            }
        }
        var hash: UInt64 = 0
        for cy in 0 ..< 8 {
            for cx in 0 ..< 8 where cells[cy * 9 + cx] < cells[cy * 9 + cx + 1] {
                hash |= 1 << UInt64(cy * 8 + cx)
            }
        }
        return hash
    }
}
