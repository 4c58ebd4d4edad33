import PhotoWrapped

/// The scan summary, as text for people and as JSON for scripts. Both carry the same facts.
struct ScanSummary: Encodable {
    var folder: String
    var range: RangeJSON
    var filesSeen: Int
    var photos: Int
    var videos: Int
    var sidecars: Int
    var inRange: Int
    var timeSources: [String: Int]
    var withLocation: Int
    var locationCoveragePct: Double
    var skipped: [String: Int]
    var noExifReaderYet: [String: Int]
    var unreadableFolders: [String]
    var filesRead: Int
    var filesReused: Int
    var filesRemoved: Int

    struct RangeJSON: Encodable {
        var start: String
        var end: String
    }

    init(_ report: ScanReport) {
        let inventory = report.inventory
        folder = report.root.description
        range = RangeJSON(start: report.range.start.description, end: report.range.end.description)
        filesSeen = inventory.filesSeen
        photos = inventory.photos
        videos = inventory.videos
        sidecars = inventory.sidecars
        inRange = inventory.inRange
        timeSources = Dictionary(uniqueKeysWithValues: TimeSource.allCases.map { ($0.rawValue, inventory.inRangeByTimeSource[$0] ?? 0) })
        withLocation = inventory.inRangeWithLocation
        locationCoveragePct = inventory.locationCoveragePct
        skipped = Dictionary(uniqueKeysWithValues: SkipReason.allCases.map { ($0.rawValue, inventory.skipped[$0] ?? 0) })
        noExifReaderYet = Dictionary(uniqueKeysWithValues: inventory.inRangeWithoutReader.map { ($0.key.rawValue, $0.value) })
        unreadableFolders = report.unreadableFolders.map(\.description)
        filesRead = report.filesRead
        filesReused = report.filesReused
        filesRemoved = report.filesRemoved
    }

    func print(json: Bool) throws {
        if json {
            try Terminal.printJSON(self)
        } else {
            Swift.print(text)
        }
    }

    var text: String {
        var lines = ["\(folder) · \(range.start) to \(range.end)"]
        func row(_ label: String, _ value: String) {
            lines.append("  " + label.padding(toLength: 22, withPad: " ", startingAt: 0) + value)
        }
        row("Files seen", filesSeen.grouped)
        row("Photos", photos.grouped)
        row("In range", inRange.grouped)
        for source in TimeSource.allCases where (timeSources[source.rawValue] ?? 0) > 0 {
            row("  dated by \(source.rawValue)", (timeSources[source.rawValue] ?? 0).grouped)
        }
        row("With location", "\(withLocation.grouped) (\(locationCoveragePct)%)")
        let skips = SkipReason.allCases.compactMap { reason in
            (skipped[reason.rawValue] ?? 0) > 0 ? "\(skipped[reason.rawValue]!.grouped) \(reason.rawValue)" : nil
        }
        row("Skipped", skips.isEmpty ? "none" : skips.joined(separator: ", "))
        if videos > 0 { row("Videos", "\(videos.grouped), not counted as photos") }
        if sidecars > 0 { row("Takeout sidecars", sidecars.grouped) }
        if !noExifReaderYet.isEmpty {
            let kinds = noExifReaderYet.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", ")
            row("No EXIF reader yet", "\(kinds): dated by file name or file time")
        }
        if !unreadableFolders.isEmpty {
            row("Unreadable folders", unreadableFolders.joined(separator: ", "))
        }
        row("Cache", "read \(filesRead.grouped) files, reused \(filesReused.grouped), dropped \(filesRemoved.grouped)")
        return lines.joined(separator: "\n")
    }
}
