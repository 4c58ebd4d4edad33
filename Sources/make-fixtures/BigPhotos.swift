import Foundation
import Model

/// Camera-sized JPEGs (4000×3000 by default) with EXIF, for the render benchmark: scenery with
/// per-pixel noise, so that they compress, and decode, like real photos.
struct BigPhotos {
    let output: URL
    let count: Int
    let width: Int
    let height: Int
    let seed: UInt64

    func write() throws {
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        var random = SeededRandom(seed: seed)
        let styles: [Scenery.Style] = [.park, .city, .water, .temple, .market, .home]
        for i in 0 ..< count {
            var image = Scenery.paint(width: width, height: height, style: styles[i % styles.count], hour: 8 + i, random: &random)
            for p in image.pixels.indices {
                image.pixels[p] = UInt8(clamping: Int(image.pixels[p]) + random.int(-14 ... 14))
            }
            let fields = ExifFields(dateTimeOriginal: LocalDateTime(year: 2025, month: 1 + i, day: 10, hour: 12),
                                    latitude: 51.5 + Double(i) * 0.01, longitude: -0.12, make: "Canon", model: "EOS R6",
                                    orientation: 1, pixelSize: (width, height))
            let bytes = ImageFiles.jpeg(image, quality: 90, exif: ExifBlock.make(fields))
            try Data(bytes).write(to: output.appendingPathComponent(String(format: "BIG_%04d.JPG", i)))
        }
    }
}
