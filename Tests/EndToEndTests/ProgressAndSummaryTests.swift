import Foundation
import TestScratch
import Testing

/// What a person reads while and after a run: stage lines that say what is happening,
/// progress that fits the terminal, and summaries whose counts add up.
@Suite("Progress and summaries, end to end", .serialized)
struct ProgressAndSummaryTests {
    @Test("Stage lines name what runs, drawing and writing included; a rerun shows no empty progress")
    func stageLines() throws {
        let prepared = try PreparedFixtures.shared.get()
        let first = prepared.firstRun
        let stages = first.stderr.split(separator: "\n").filter { $0.hasPrefix("[") }
        #expect(stages == [
            "[1/7] scanning for photos", "[2/7] looking for a stored run",
            "[3/7] counting photos, finding places, taking time statistics", "[4/7] building the deck", "[5/7] storing the run",
            "[6/7] drawing the cards", "[7/7] writing the deck",
        ])
        #expect((prepared.library.truth.setAside["duplicate"] ?? 0) > 0)
        #expect(first.stderr.contains(try Regex(#"Comparing possible duplicates (\d+)/\1 files"#)), "\(first.stderr)")
        #expect(first.stderr.contains(try Regex(#"Drawing (\d+)/\1 cards"#)), "\(first.stderr)")

        let (cache, deck) = try prepared.copies()
        let rerun = try PhotoWrappedBinary.run(prepared.arguments(out: deck) + ["--cache", cache.path])
        #expect(rerun.status == 0)
        #expect(!rerun.stderr.contains(" 1 files"))
        #expect(!rerun.stderr.contains("0 files/s"))
        #expect(!rerun.stderr.lowercased().contains("reading 0"))
        #expect(!rerun.stderr.contains("Looking for photos"), "a quick rerun has nothing to say about its walk")
        #expect(!rerun.stderr.contains("building the deck"), "the stored run is reused")
    }

    @Test("The generate and scan summaries name the cards as a person knows them and end with one line whose counts add up to the files seen")
    func reconciled() throws {
        let prepared = try PreparedFixtures.shared.get()
        let truth = prepared.library.truth
        let (cache, _) = try prepared.copies()
        let scan = try PhotoWrappedBinary.run(["scan", prepared.library.folder.path, "--year", "2025", "--tz", truth.timeZone,
                                               "--quiet", "--cache", cache.path])
        let cards = try #require(prepared.firstRun.stdout.split(separator: "\n").first { $0.contains(" cards: ") })
        #expect(cards.contains("Title, Coverage, Top place, Top places, "), "cards named as a person knows them: \(cards)")
        #expect(!cards.contains("-"), "no internal card id: \(cards)")
        for outcome in [prepared.firstRun, scan] {
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let line = try #require(outcome.stdout.split(separator: "\n").last.map(String.init))
            #expect(line.hasPrefix("\(truth.scan.filesSeen) files: \(truth.time.photos) counted. Not counted: "), "\(line)")
            // The fixtures' videos are all the phones', dated in the range.
            let outside = truth.scan.photos - truth.scan.inRange
            #expect(line.contains("Not counted: \(outside) outside the range, "), "\(line)")
            let words = ["corrupt": "corrupt file", "zero-byte": "empty file", "not-a-photo": "file", "unreadable": "unreadable file"]
            for (reason, count) in truth.scan.skipped where count > 0 {
                #expect(line.contains("\(count) \(words[reason] ?? reason)"), "\(reason) in \(line)")
            }
            // Every part of the line is a count; together they are every file seen.
            let notCounted = line.split(separator: "Not counted: ").last ?? ""
            let parts = notCounted.split(separator: ", ").compactMap { Int($0.prefix { $0.isNumber }) }
            #expect(truth.time.photos + parts.reduce(0, +) == truth.scan.filesSeen, "\(line)")
        }
    }

    @Test("scan --list-skipped names every file skipped or set aside, with its reason")
    func listSkipped() throws {
        let prepared = try PreparedFixtures.shared.get()
        let truth = prepared.library.truth
        let (cache, _) = try prepared.copies()
        let arguments = ["scan", prepared.library.folder.path, "--year", "2025", "--tz", truth.timeZone, "--quiet", "--list-skipped",
                         "--cache", cache.path]
        let outcome = try PhotoWrappedBinary.run(arguments)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let listed = outcome.stdout.split(separator: "\n").drop { $0 != "Skipped or set aside:" }.dropFirst()
            .map { $0.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true) }
        var byReason: [String: Int] = [:]
        for entry in listed {
            #expect(entry.count == 2)
            let path = String(entry.last ?? "").trimmingCharacters(in: .whitespaces)
            #expect(FileManager.default.fileExists(atPath: prepared.library.folder.appendingPathComponent(path).path), "\(path)")
            byReason[String(entry.first ?? ""), default: 0] += 1
        }
        var expected = truth.scan.skipped.filter { $0.value > 0 }
        for (reason, count) in truth.setAside where count > 0 { expected[reason] = count }
        expected["screenshot"] = truth.time.setAsideScreenshots
        #expect(byReason == expected)

        let json = try PhotoWrappedBinary.run(arguments + ["--json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["skippedFiles"] as? [[String: String]])?.count == listed.count)
    }

    @Test("On a narrow terminal the live line never wraps", arguments: [30, 64])
    func narrowTerminal(columns: Int) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script") else {
            print("skipped: needs script(1) from util-linux for a terminal")
            return
        }
        let prepared = try PreparedFixtures.shared.get()
        let (cache, deck) = try prepared.copies()
        let arguments = (prepared.arguments(out: deck) + ["--lang", "es", "--cache", cache.path]).map { "'\($0)'" }.joined(separator: " ")
        let command = "stty cols \(columns) rows 24; exec '\(PhotoWrappedBinary.url.path)' \(arguments) >/dev/null"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-q", "-e", "-c", command, "/dev/null"]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        // The live line is redrawn after "\r ESC[2K", which also clears it before a stage line;
        // stage lines ("[3/7] …") are ordinary lines, and may wrap.
        let screen = String(decoding: data, as: UTF8.self)
        let live = screen.components(separatedBy: "\r\u{1B}[2K").dropFirst()
            .map { $0.prefix { !"\r\n".contains($0) && $0 != "\r\n" } }.filter { !$0.isEmpty && !$0.hasPrefix("[") }
        #expect(live.contains { $0.hasPrefix("Drawing") }, "\(screen)")
        for line in live { #expect(line.count < columns, "\(line.count) columns: \(line)") }
    }
}
