import CTurboJPEG
import Foundation

/// The fixture library's photo pixels: crops of the real photographs in
/// `Tests/Samples/RealPhotos/good`, chosen to suit the kind of place (a pier for water, a
/// pagoda for a temple, the night shots after dark). No two photos get the same crop of the
/// same photograph; the crops differ in zoom, position and mirroring, and a crop that is
/// nearly flat (a patch of sky) or whose difference hash lies near one already given is
/// passed over, so that a near-duplicate hash keeps the photos apart. A photo asked for twice
/// gets the same crop.
final class RealPhotoCrops {
    /// Where in the photograph, how much of it, and whether mirrored.
    struct Crop: Hashable {
        var source: String
        var variant: Int
    }

    static let framings: [(zoom: Double, x: Double, y: Double)] = [
        (1, 0.5, 0.5), (0.62, 0.3, 0.3), (0.62, 0.7, 0.7), (0.62, 0.7, 0.3), (0.62, 0.3, 0.7), (0.42, 0.5, 0.5),
    ]
    static var variants: Int { framings.count * 2 }
    /// Below this many differing bits of the 64, two crops could pass for one moment.
    static let minimumHashDistance = 12
    /// A crop whose 9×8 grid of mean luminances spans less than this (of 255) is sky or wall.
    static let minimumContrast = 48

    /// The photographs that suit each kind of place, best first; `night` is for hours after dark.
    static let suited: [String: [String]] = [
        "home": ["pet-cat", "food-coffee", "food-citrus", "flower-pink-dahlias", "people-dog-and-team", "landscape-fallen-leaf",
                 "flower-frangipani", "animal-squirrel-leaves"],
        "office": ["building-facade", "people-grace-hopper", "food-colourful-cups", "building-door-knocker", "people-astronaut",
                   "building-palace-of-culture"],
        "park": ["landscape-field-path", "landscape-autumn-path", "landscape-forest-path", "landscape-kite", "flower-marigold",
                 "animal-bee", "flower-dahlia", "animal-ladybird", "animal-chameleon", "animal-squirrel-leaves", "people-horse-rider"],
        "city": ["street-old-town", "building-palace-of-culture", "building-castle", "building-facade", "people-horse-rider",
                 "people-party-night"],
        "water": ["landscape-pier", "landscape-boats-sunset", "landscape-pier-fog", "landscape-beach", "landscape-dune",
                  "landscape-misty-lake", "landscape-water-drop", "landscape-storm"],
        "temple": ["building-pagoda", "building-castle", "building-door-knocker", "flower-frangipani"],
        "market": ["food-citrus", "food-colourful-cups", "food-coffee", "people-dog-and-team", "flower-dahlia", "people-horse-rider"],
        "night": ["night-bridge", "night-summer-lake", "people-party-night", "night-rocket", "landscape-boats-sunset", "landscape-misty-lake"],
    ]

    private let folder: URL
    private let names: [String]
    /// The photographs' table of sources, authors and licences, from LICENSES.md beside `folder`.
    let credits: String
    private var decoded: [String: RGBImage] = [:]
    private var chosen: [String: Crop] = [:]
    private var used: Set<Crop> = []
    private var hashes: [UInt64] = []
    private var turns: [String: Int] = [:]

    /// `folder`: the good photographs, as `make real-photos` writes them.
    init(folder: URL) throws {
        self.folder = folder
        names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".jpg") }.map { String($0.dropLast(4)) }.sorted()
        let licences = try String(contentsOf: folder.deletingLastPathComponent().appendingPathComponent("LICENSES.md"), encoding: .utf8)
        credits = licences.split(separator: "\n").filter { $0.hasPrefix("|") }.joined(separator: "\n") + "\n"
        let missing = Set(Self.suited.values.joined()).subtracting(names)
        guard missing.isEmpty else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSLocalizedDescriptionKey: "\(folder.path) lacks \(missing.sorted()): run make real-photos"])
        }
    }

    /// The pixels of the photo at `path` (its key), taken at a place of `style` at `hour`.
    func image(for path: String, style: Scenery.Style, hour: Int, width: Int, height: Int) throws -> RGBImage {
        if let crop = chosen[path] { return Self.cut(try photograph(crop.source), crop.variant, width: width, height: height) }
        let kind = hour >= 21 || hour < 5 ? "night" : style.rawValue
        let suited = Self.suited[kind] ?? names
        var turn = turns[kind, default: 0]
        while true {
            // The suited photographs' crops first, then any photograph's.
            let crop = turn / suited.count < Self.variants ? Crop(source: suited[turn % suited.count], variant: turn / suited.count)
                : Crop(source: names[turn % names.count], variant: turn / names.count % Self.variants)
            precondition(turn < (suited.count + names.count) * Self.variants, "more photos than distinct real-photo crops")
            turn += 1
            guard !used.contains(crop) else { continue }
            used.insert(crop)
            let image = Self.cut(try photograph(crop.source), crop.variant, width: width, height: height)
            let (hash, contrast) = Self.differenceHash(image)
            guard contrast >= Self.minimumContrast, hashes.allSatisfy({ ($0 ^ hash).nonzeroBitCount >= Self.minimumHashDistance }) else { continue }
            hashes.append(hash)
            turns[kind] = turn
            chosen[path] = crop
            return image
        }
    }

    /// The 64-bit difference hash (each of 8 rows of a 9×8 grey grid: is a cell brighter than
    /// its right neighbour), and the grid's span of luminance.
    static func differenceHash(_ image: RGBImage) -> (hash: UInt64, contrast: Int) {
        var cells = [Int](repeating: 0, count: 72), counts = [Int](repeating: 0, count: 72)
        for y in 0 ..< image.height {
            for x in 0 ..< image.width {
                let i = (y * image.width + x) * 3, cell = y * 8 / image.height * 9 + x * 9 / image.width
                cells[cell] += (Int(image.pixels[i]) * 299 + Int(image.pixels[i + 1]) * 587 + Int(image.pixels[i + 2]) * 114) / 1000
                counts[cell] += 1
            }
        }
        let grey = zip(cells, counts).map { $0 / max($1, 1) }
        var hash: UInt64 = 0
        for row in 0 ..< 8 {
            for column in 0 ..< 8 {
                hash = hash << 1 | (grey[row * 9 + column] > grey[row * 9 + column + 1] ? 1 : 0)
            }
        }
        return (hash, (grey.max() ?? 0) - (grey.min() ?? 0))
    }

    private func photograph(_ name: String) throws -> RGBImage {
        if let image = decoded[name] { return image }
        let image = try Self.decode([UInt8](Data(contentsOf: folder.appendingPathComponent(name + ".jpg"))), name: name)
        decoded[name] = image
        return image
    }

    private static func decode(_ bytes: [UInt8], name: String) throws -> RGBImage {
        guard let handle = tjInitDecompress() else { fatalError("TurboJPEG: cannot start the decompressor") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colourspace: Int32 = 0
        guard tjDecompressHeader3(handle, bytes, UInt(bytes.count), &width, &height, &subsampling, &colourspace) == 0 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(name).jpg: \(String(cString: tjGetErrorStr2(handle)))"])
        }
        var image = RGBImage(width: Int(width), height: Int(height))
        let status = image.pixels.withUnsafeMutableBufferPointer {
            tjDecompress2(handle, bytes, UInt(bytes.count), $0.baseAddress, width, 0, height, Int32(TJPF_RGB.rawValue), 0)
        }
        guard status == 0 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "\(name).jpg: \(String(cString: tjGetErrorStr2(handle)))"])
        }
        return image
    }

    /// The variant's window of the photograph at the target's aspect, each target pixel the
    /// mean of the source pixels under it.
    static func cut(_ photo: RGBImage, _ variant: Int, width: Int, height: Int) -> RGBImage {
        let framing = framings[variant % framings.count], mirrored = variant >= framings.count
        let aspect = Double(width) / Double(height)
        var cropWidth = min(Double(photo.width), Double(photo.height) * aspect)
        var cropHeight = cropWidth / aspect
        cropWidth *= framing.zoom
        cropHeight *= framing.zoom
        let left = min(max(framing.x * Double(photo.width) - cropWidth / 2, 0), Double(photo.width) - cropWidth)
        let top = min(max(framing.y * Double(photo.height) - cropHeight / 2, 0), Double(photo.height) - cropHeight)
        let stepX = cropWidth / Double(width), stepY = cropHeight / Double(height)
        var out = RGBImage(width: width, height: height)
        for y in 0 ..< height {
            let y0 = Int(top + Double(y) * stepY), y1 = max(y0 + 1, min(photo.height, Int(top + Double(y + 1) * stepY)))
            for x in 0 ..< width {
                let sx = mirrored ? width - 1 - x : x
                let x0 = Int(left + Double(sx) * stepX), x1 = max(x0 + 1, min(photo.width, Int(left + Double(sx + 1) * stepX)))
                var sum = (0, 0, 0)
                for yy in y0 ..< y1 {
                    var i = (yy * photo.width + x0) * 3
                    for _ in x0 ..< x1 {
                        sum.0 += Int(photo.pixels[i])
                        sum.1 += Int(photo.pixels[i + 1])
                        sum.2 += Int(photo.pixels[i + 2])
                        i += 3
                    }
                }
                let count = (y1 - y0) * (x1 - x0), o = (y * width + x) * 3
                out.pixels[o] = UInt8(sum.0 / count)
                out.pixels[o + 1] = UInt8(sum.1 / count)
                out.pixels[o + 2] = UInt8(sum.2 / count)
            }
        }
        return out
    }
}
