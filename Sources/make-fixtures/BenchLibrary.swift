import Foundation
import Model

/// A large library of tiny JPEGs for `make bench`: each a 16×16 image with its own EXIF
/// (capture times across 2025, GPS on seven in ten around a few cities), in folders of a
/// thousand, as a camera card or phone import lays them out.
struct BenchLibrary {
    static let filesPerFolder = 1000
    static let cities: [(Double, Double)] = [(51.5072, -0.1276), (48.8566, 2.3522), (35.6762, 139.6503), (40.7128, -74.0060)]

    let output: URL
    let count: Int
    let seed: UInt64

    func write() throws {
        let fm = FileManager.default
        try? fm.removeItem(at: output)
        var random = SeededRandom(seed: seed)
        let pixels = Scenery.paint(width: 16, height: 16, style: .park, hour: 12, random: &random)
        let imageOnly = ImageFiles.jpeg(pixels, quality: 70, exif: nil)
        let start = CivilDate(year: 2025, month: 1, day: 1).startOfDay.secondsSinceEpoch
        for i in 0 ..< count {
            if i % Self.filesPerFolder == 0 {
                try fm.createDirectory(at: folder(i), withIntermediateDirectories: true)
            }
            var fields = ExifFields(dateTimeOriginal: LocalDateTime(secondsSinceEpoch: start + Int64(random.int(0 ... 364 * 86_400))),
                                    make: "Google", model: "Pixel 8", orientation: 1, pixelSize: (16, 16))
            fields.offsetTimeOriginal = "+01:00"
            if random.int(0 ... 9) < 7 {
                let city = Self.cities[random.int(0 ... Self.cities.count - 1)]
                fields.latitude = city.0 + random.double(-0.05 ... 0.05)
                fields.longitude = city.1 + random.double(-0.05 ... 0.05)
            }
            var bytes = imageOnly
            let exif = ExifBlock.make(fields)
            bytes.insert(contentsOf: [0xFF, 0xE1, UInt8((exif.count + 2) >> 8), UInt8((exif.count + 2) & 0xFF)] + exif, at: 2)
            let url = folder(i).appendingPathComponent(String(format: "IMG_%06d.JPG", i))
            // Written in place, not through a synced temporary file: a million fsyncs made the
            // scale step's library take longer than the whole benchmark.
            try Data(bytes).write(to: url)
        }
    }

    private func folder(_ i: Int) -> URL {
        output.appendingPathComponent(String(format: "DCIM/%03dPHONE", 100 + i / Self.filesPerFolder))
    }
}
