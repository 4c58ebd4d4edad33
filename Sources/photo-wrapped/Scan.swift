import ArgumentParser
import Model
import Moments
import Pipeline
import Scan
import Store

struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Scan photo folders into the cache and summarise what they hold.")

    @OptionGroup var folders: FolderArguments

    @OptionGroup var range: RangeOptions
    @OptionGroup var library: LibraryOptions
    @OptionGroup var output: OutputOptions

    @Flag(help: "List every file that was skipped or set aside, with its reason.")
    var listSkipped = false

    func run() throws {
        try CommandExit.perform {
            let database = try library.openDatabase()
            let report = try ScanSteps.scan(folders: folders.folders, range: range, library: library, output: output, database: database,
                                          countsRange: !listSkipped)
            // The scan's last writes are copied into the cache's file while its summary is made
            // (a scan that read files copied the rest while it counted them).
            let checkpoint = Concurrently.Later { _ = try? database.checkpoint() }
            defer { checkpoint.value() }
            let summary: ScanSummary
            if listSkipped {
                let selection = PhotoSelection(from: try database.photos(of: report.folderSet, in: report.range), options: .init())
                let skipped = try database.skippedFiles(of: report.folderSet)
                summary = ScanSummary(report, counts: RangeCounts(selection), listing: (skipped, selection.setAsideFiles))
            } else {
                summary = ScanSummary(report, counts: try database.rangeCounts(of: report.folderSet, range: report.range))
            }
            // A range with no photo to count is nothing to do, exit 3, as for every command.
            if summary.counted == 0 { throw GeneratePipeline.nothingToCount(report, stage: "scan") }
            try interruption.check("summarising the scan")
            try summary.print(json: output.json)
            RangeHintNote.print(for: report, fileTimes: true)
        }
    }
}

/// The scan as every command that needs one runs it, with progress on stderr.
enum ScanSteps {
    static func scan(folders: [String], range: RangeOptions, library: LibraryOptions, output: OutputOptions,
                     database: AppDatabase, countsRange: Bool = false) throws -> ScanReport {
        let display = ProgressDisplay(quiet: output.quiet)
        defer { display.finish() }
        var request = library.scanRequest(folders: folders, range: try range.resolve(today: library.today))
        request.countsRange = countsRange
        return try LibraryScanner(database: database).scan(request, cancellation: interruption, progress: display.report)
    }
}
