import ArgumentParser
import Foundation
import PhotoWrapped

struct Demo: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the whole pipeline on the bundled example library in fixtures/.")

    /// The year the fixture library models.
    static let fixtureYear = 2025

    @OptionGroup var library: LibraryOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        try CommandRun.perform {
            let folder = try FixtureLibrary.locate()
            var range = RangeOptions()
            range.year = Self.fixtureYear
            let report = try ScanRun.scan(folder: folder, range: range, library: library, output: output)
            try ScanSummary(report).print(json: output.json)
        }
    }
}

/// Finds `fixtures/`: in the working directory (the README runs the demo from the checkout),
/// else beside the sources this binary was built from.
enum FixtureLibrary {
    static func locate() throws(PhotoWrappedError) -> String {
        let candidates = [
            FileManager.default.currentDirectoryPath + "/fixtures",
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("fixtures").path,
        ]
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw PhotoWrappedError(.badInput, stage: "demo", subject: "fixtures",
                                    reason: "not found; run the demo from the photo-wrapped checkout")
        }
        return found
    }
}
