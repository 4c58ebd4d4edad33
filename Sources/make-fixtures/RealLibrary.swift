import Foundation
import Model

/// `make-fixtures real-library SRC OUT`: the real photographs of `Tests/Samples/RealPhotos`
/// (SRC, with its truth.json) laid out as a phone holds them, with the EXIF the phone writes.
/// Camera files (good, blurred, dark, blown-out, documents, bursts and the screenshots, which a
/// phone keeps beside its photos) go to `DCIM/100APPLE/IMG_nnnn.JPG` in capture order; the
/// camera files get a capture time, the city's offset, GPS and the phone's make and model.
/// Messenger copies and memes go to `WhatsApp Images/IMG-YYYYMMDD-WAnnnn.jpg` with no EXIF.
/// Screenshots get no EXIF either: they must be told from their pixels. OUT/.truth.json gives
/// each written file its class. Never writes into SRC; deterministic for a seed.
struct RealLibrary {
    struct SourceFile: Codable {
        var path: String
        var `class`: String
        var from: String?
        var burst: String?
    }

    struct SourceTruth: Codable { var files: [SourceFile] }

    struct OutputFile: Codable {
        var path: String
        var `class`: String
        var source: String
        var burst: String?
        var taken: String
    }

    struct OutputTruth: Codable { var files: [OutputFile] }

    /// A file placed in the year: when, where, and what it is.
    private struct Shot {
        var file: SourceFile
        var time: LocalDateTime
        var offset: Int
        var spot: (latitude: Double, longitude: Double)
        var subsecond: Int
    }

    static let make = "Apple"
    static let model = "iPhone 13"
    static let cameraFolder = "DCIM/100APPLE"
    static let messengerFolder = "WhatsApp Images"
    /// Classes whose files carry no camera EXIF.
    static let withoutExif: Set<String> = ["received", "meme", "screen"]
    static let fromMessenger: Set<String> = ["received", "meme"]

    let source: URL
    let output: URL
    let seed: UInt64

    func write() throws {
        let fm = FileManager.default
        let src = source.standardizedFileURL.resolvingSymlinksInPath().path, out = output.standardizedFileURL.resolvingSymlinksInPath().path
        guard out != src, !out.hasPrefix(src + "/"), !src.hasPrefix(out + "/") else { throw failure("OUT must lie outside SRC: \(out)") }
        // Only a folder this command wrote before (or an empty one) is replaced.
        if fm.fileExists(atPath: out) {
            let contents = try fm.contentsOfDirectory(atPath: out)
            guard contents.isEmpty || contents.contains(".truth.json") else { throw failure("\(out) is not empty and not a real library") }
            try fm.removeItem(atPath: out)
        }
        let truth = try JSONDecoder().decode(SourceTruth.self, from: Data(contentsOf: source.appendingPathComponent("truth.json")))
        var random = SeededRandom(seed: seed ^ 0x5EA1)
        let shots = schedule(truth.files, random: &random)

        var written: [OutputFile] = []
        var cameraNumber = 0
        var messengerNumbers: [CivilDate: Int] = [:]
        for shot in shots {
            let bytes = try [UInt8](Data(contentsOf: source.appendingPathComponent(shot.file.path)))
            let path: String, contents: [UInt8]
            if Self.fromMessenger.contains(shot.file.class) {
                let date = shot.time.date
                let number = messengerNumbers[date, default: 0]
                messengerNumbers[date] = number + 1
                path = "\(Self.messengerFolder)/IMG-\(date.year)\(date.month.padded2)\(date.day.padded2)-WA\(String(format: "%04d", number)).jpg"
                contents = bytes
            } else {
                cameraNumber += 1
                path = "\(Self.cameraFolder)/IMG_\(String(format: "%04d", cameraNumber)).JPG"
                contents = Self.withoutExif.contains(shot.file.class) ? bytes : ImageFiles.withExif(ExifBlock.make(fields(shot, bytes)), in: bytes)
            }
            let url = output.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contents).write(to: url)
            let instant = shot.time.secondsSinceEpoch - Int64(shot.offset)
            try fm.setAttributes([.modificationDate: Date(timeIntervalSince1970: TimeInterval(instant))], ofItemAtPath: url.path)
            written.append(OutputFile(path: path, class: shot.file.class, source: shot.file.path, burst: shot.file.burst,
                                      taken: ExifBlock.exifText(shot.time)))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try encoder.encode(OutputTruth(files: written.sorted { $0.path < $1.path })).write(to: output.appendingPathComponent(".truth.json"))
    }

    /// Good photos fill the days' shares in a seeded order; junk made from a photo follows it to
    /// its day and spot, minutes later (a burst's frames within seconds); junk made from nothing
    /// lands on a seeded day.
    private func schedule(_ files: [SourceFile], random: inout SeededRandom) -> [Shot] {
        var goods = files.filter { $0.class == "good" }
        goods.shuffle(using: &random)
        let slots = RealLibrarySchedule.days.flatMap { day in Array(repeating: day, count: day.share) }
        precondition(slots.count == goods.count, "the schedule has \(slots.count) places for \(goods.count) good photos")
        var byPath: [String: Shot] = [:]
        var shots: [Shot] = []
        for (file, day) in zip(goods, slots) {
            let night = file.path.contains("/night-")
            let hour = night ? random.int(21 ... 23) : random.int(8 ... 19)
            let time = LocalDateTime(secondsSinceEpoch: day.date.startOfDay.secondsSinceEpoch + Int64(hour * 3600 + random.int(0 ... 3599)))
            let spot = day.city.spots[random.int(0 ... day.city.spots.count - 1)]
            let shot = Shot(file: file, time: time, offset: day.city.offset(on: day.date), spot: jitter(spot, &random), subsecond: random.int(0 ... 999))
            byPath[file.path] = shot
            shots.append(shot)
        }
        var burstFrames: [String: Int] = [:]
        for file in files where file.class != "good" {
            var shot: Shot
            if let from = file.from, let original = byPath[from] {
                shot = original
                shot.file = file
                shot.spot = jitter(original.spot, &random)
                if let burst = file.burst {
                    let frame = burstFrames[burst, default: 0]
                    burstFrames[burst] = frame + 1
                    // Frames a third of a second apart, a minute after the photo they copy.
                    shot.time = LocalDateTime(secondsSinceEpoch: original.time.secondsSinceEpoch + 60 + Int64(frame / 3))
                    shot.subsecond = frame % 3 * 330
                } else {
                    // Up to twenty minutes away, on the same day.
                    let minutes = Int64(random.int(60 ... 1200)), later = original.time.secondsSinceEpoch + minutes
                    shot.time = LocalDateTime(secondsSinceEpoch: LocalDateTime(secondsSinceEpoch: later).dayNumber == original.time.dayNumber
                        ? later : original.time.secondsSinceEpoch - minutes)
                }
            } else {
                let day = RealLibrarySchedule.days[random.int(0 ... RealLibrarySchedule.days.count - 1)]
                let time = LocalDateTime(secondsSinceEpoch: day.date.startOfDay.secondsSinceEpoch + Int64(random.int(9 * 3600 ... 21 * 3600)))
                let spot = day.city.spots[random.int(0 ... day.city.spots.count - 1)]
                shot = Shot(file: file, time: time, offset: day.city.offset(on: day.date), spot: jitter(spot, &random), subsecond: random.int(0 ... 999))
            }
            shots.append(shot)
        }
        return shots.sorted { ($0.time, $0.subsecond, $0.file.path) < ($1.time, $1.subsecond, $1.file.path) }
    }

    private func fields(_ shot: Shot, _ jpeg: [UInt8]) -> ExifFields {
        var fields = ExifFields(dateTimeOriginal: shot.time, make: Self.make, model: Self.model, orientation: 1,
                                pixelSize: ImageFiles.jpegSize(jpeg))
        fields.offsetTimeOriginal = FixtureLibraryWriter.offsetText(shot.offset)
        fields.subsecond = String(format: "%03d", shot.subsecond)
        (fields.latitude, fields.longitude) = shot.spot
        return fields
    }

    /// Within about 150 metres of the spot, as one person's photos at a place scatter.
    private func jitter(_ spot: (latitude: Double, longitude: Double), _ random: inout SeededRandom) -> (latitude: Double, longitude: Double) {
        (spot.latitude + random.double(-0.0013 ... 0.0013), spot.longitude + random.double(-0.002 ... 0.002))
    }

    private func failure(_ message: String) -> Error {
        CocoaError(.fileWriteNoPermission, userInfo: [NSLocalizedDescriptionKey: "real-library: \(message)"])
    }
}
