import Foundation
import Model

/// A year of someone living in a big city, to check that its places read apart: a home, 24
/// places drawn at random within the city's reach (none chosen by hand), and a ten-day trip
/// through four districts of Tokyo and a day in Kyoto. Tiny JPEGs with EXIF time and GPS, like
/// the benchmark library's. With `years` of 2, a quieter year before it too (`earlierYear`), in
/// the same home and places.
struct CityLibrary {
    /// The cities it can be written for, by their centre and the radius places are drawn in.
    static let cities: [String: (latitude: Double, longitude: Double, radiusMeters: Double)] = [
        "berlin": (52.5200, 13.4050, 12_000),
        "london": (51.5072, -0.1276, 14_000),
        "tokyo": (35.6812, 139.7671, 14_000),
        "new-york": (40.7128, -74.0060, 12_000),
        "sao-paulo": (-23.5505, -46.6333, 12_000),
    ]
    static let placeCount = 24
    /// A trip's stops: Shibuya, Asakusa, Shinjuku, Ueno, then Kyoto.
    static let tripStops: [(Double, Double)] = [(35.6595, 139.7005), (35.7148, 139.7967), (35.6938, 139.7034),
                                                (35.7141, 139.7774), (35.0116, 135.7681)]

    let output: URL
    let city: String
    let seed: UInt64
    var years = 1

    func write() throws {
        guard let centre = Self.cities[city] else {
            throw CocoaError(.featureUnsupported, userInfo: [NSLocalizedDescriptionKey: "unknown city \(city); one of \(Self.cities.keys.sorted())"])
        }
        let fm = FileManager.default
        try? fm.removeItem(at: output)
        try fm.createDirectory(at: output, withIntermediateDirectories: true)
        var random = SeededRandom(seed: seed)
        let pixels = Scenery.paint(width: 16, height: 16, style: .park, hour: 12, random: &random)
        let image = ImageFiles.jpeg(pixels, quality: 70, exif: nil)
        var shots: [(day: Int, hour: Int, point: (Double, Double))] = []
        var places: [(Double, Double)] = []

        let home = offset(centre, by: random.double(0 ... centre.radiusMeters / 2), bearing: random.double(0 ... 2 * .pi))
        for day in stride(from: 0, to: 365, by: 3) {
            shots.append((day, 20, jitter(home, &random)))
            shots.append((day, 21, jitter(home, &random)))
        }
        for rank in 0 ..< Self.placeCount {
            let point = offset(centre, by: centre.radiusMeters * random.unit().squareRoot(), bearing: random.double(0 ... 2 * .pi))
            places.append(point)
            let photos = 40 / (rank / 3 + 1) + 4
            for _ in 0 ..< photos {
                shots.append((random.int(0 ... 364), random.int(9 ... 17), jitter(point, &random)))
            }
        }
        for (i, stop) in Self.tripStops.enumerated() {
            for n in 0 ..< 10 {
                shots.append((200 + i * 2 + n % 2, 10 + n % 8, jitter(stop, &random)))
            }
        }
        if years > 1 { shots += earlierYear(home: home, places: places) }
        let start = CivilDate(year: 2025, month: 1, day: 1).startOfDay.secondsSinceEpoch
        for (i, shot) in shots.enumerated() {
            // Days before 0 are the year before: `shot.day` counts from 1 January 2025.
            let seconds = start + Int64(shot.day * 86_400 + shot.hour * 3600 + random.int(0 ... 3599))
            var fields = ExifFields(dateTimeOriginal: LocalDateTime(secondsSinceEpoch: seconds), make: "Google", model: "Pixel 8",
                                    orientation: 1, pixelSize: (16, 16))
            fields.latitude = shot.point.0
            fields.longitude = shot.point.1
            var bytes = image
            let exif = ExifBlock.make(fields)
            bytes.insert(contentsOf: [0xFF, 0xE1, UInt8((exif.count + 2) >> 8), UInt8((exif.count + 2) & 0xFF)] + exif, at: 2)
            let url = output.appendingPathComponent(String(format: "IMG_%05d.JPG", i))
            guard fm.createFile(atPath: url.path, contents: Data(bytes)) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
            }
        }
    }

    /// 2024, quieter: home every fourth evening, the first half of the places with half their
    /// photos, no trip. Its own random numbers, so that 2025 is the same with or without it.
    private func earlierYear(home: (Double, Double), places: [(Double, Double)]) -> [(day: Int, hour: Int, point: (Double, Double))] {
        var random = SeededRandom(seed: seed &+ 1)
        var shots: [(day: Int, hour: Int, point: (Double, Double))] = []
        for day in stride(from: -366, to: 0, by: 4) {
            shots.append((day, 20, jitter(home, &random)))
            shots.append((day, 21, jitter(home, &random)))
        }
        for (rank, point) in places.prefix(places.count / 2).enumerated() {
            for _ in 0 ..< (40 / (rank / 3 + 1) + 4) / 2 {
                shots.append((random.int(-366 ... -1), random.int(9 ... 17), jitter(point, &random)))
            }
        }
        return shots
    }

    /// Within 30 m of the point: one place's photos.
    private func jitter(_ point: (Double, Double), _ random: inout SeededRandom) -> (Double, Double) {
        offset((point.0, point.1, 0), by: random.double(0 ... 30), bearing: random.double(0 ... 2 * .pi))
    }

    private func offset(_ point: (latitude: Double, longitude: Double, radiusMeters: Double), by meters: Double, bearing: Double) -> (Double, Double) {
        let dLat = meters * cos(bearing) / Earth.metersPerDegree
        let dLon = meters * sin(bearing) / (Earth.metersPerDegree * cos(point.latitude * .pi / 180))
        return (point.latitude + dLat, point.longitude + dLon)
    }
}
