@testable import Render


extension Canvas {
    /// The pixels as tightly packed RGB rows, as a PNG of the canvas holds them.
    package func rgbRows() -> [UInt8] {
        let (data, stride) = (UnsafeRawPointer(pixels), self.stride)
        var out: [UInt8] = []
        out.reserveCapacity(width * height * 3)
        for y in 0 ..< height {
            let row = (data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0 ..< width {
                out.append(UInt8(row[x] >> 16 & 0xFF))
                out.append(UInt8(row[x] >> 8 & 0xFF))
                out.append(UInt8(row[x] & 0xFF))
            }
        }
        return out
    }
}
