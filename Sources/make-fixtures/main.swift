import Foundation

/// make-fixtures library <folder> [--seed N] [--corpora DIR] [--real-photos DIR]   (photos cropped from DIR's good/)
/// make-fixtures messy <folder> [--seed N]
/// make-fixtures bench <folder> --count N [--seed N]
/// make-fixtures phone-mix <folder> --count N [--seed N] [--real-photos DIR]   (a phone's mix for make bench; truth in .mix-truth.json)
/// make-fixtures city <folder> [--city berlin|london|tokyo|new-york|sao-paulo] [--years 1|2] [--seed N]
/// make-fixtures photos <folder> [--count 9] [--width 4000] [--height 3000]
/// make-fixtures real-library <source> <folder> [--seed N]   (source: Tests/Samples/RealPhotos)
let arguments = Array(CommandLine.arguments.dropFirst())

func option(_ name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
}

guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: make-fixtures library|messy|bench|phone-mix|city|photos <folder> | real-library <source> <folder> [--seed N] [--count N] [--corpora DIR] [--real-photos DIR]\n".utf8))
    exit(64)
}
let folder = URL(fileURLWithPath: arguments[1])
let seed = option("--seed").flatMap(UInt64.init) ?? 2025

switch arguments[0] {
case "library":
    let corpora = URL(fileURLWithPath: option("--corpora") ?? "../shared/corpora")
    let realPhotos = URL(fileURLWithPath: option("--real-photos") ?? "Tests/Samples/RealPhotos").appendingPathComponent("good")
    try FixtureLibraryWriter(output: folder, corpora: corpora, seed: seed, crops: RealPhotoCrops(folder: realPhotos)).write()
case "messy":
    try MessyLibraryWriter(output: folder, seed: seed).write()
case "photos":
    try BigPhotos(output: folder, count: option("--count").flatMap(Int.init) ?? 9, width: option("--width").flatMap(Int.init) ?? 4000,
                  height: option("--height").flatMap(Int.init) ?? 3000, seed: seed).write()
case "real-library":
    guard arguments.count >= 3 else {
        FileHandle.standardError.write(Data("usage: make-fixtures real-library <source> <folder> [--seed N]\n".utf8))
        exit(64)
    }
    do {
        try RealLibrary(source: folder, output: URL(fileURLWithPath: arguments[2]), seed: seed).write()
    } catch {
        // A refusal to write where it must not is a message, not a crash.
        FileHandle.standardError.write(Data("make-fixtures: \(error.localizedDescription)\n".utf8))
        exit(1)
    }
case "city":
    try CityLibrary(output: folder, city: option("--city") ?? "berlin", seed: seed, years: option("--years").flatMap(Int.init) ?? 1).write()
case "bench":
    let count = option("--count").flatMap(Int.init) ?? 50_000
    try BenchLibrary(output: folder, count: count, seed: seed).write()
case "phone-mix":
    // Crops of the real photographs when they are there, painted scenery otherwise.
    let realPhotos = URL(fileURLWithPath: option("--real-photos") ?? "Tests/Samples/RealPhotos").appendingPathComponent("good")
    try PhoneMixLibrary(output: folder, count: option("--count").flatMap(Int.init) ?? 50_000, seed: seed,
                        crops: try? RealPhotoCrops(folder: realPhotos)).write()
default:
    FileHandle.standardError.write(Data("make-fixtures: unknown mode \(arguments[0])\n".utf8))
    exit(64)
}
