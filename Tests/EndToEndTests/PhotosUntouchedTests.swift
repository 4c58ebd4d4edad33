import Foundation
import TestScratch
import Testing

/// The program reads photos and nothing else: every command leaves every byte, size, time and
/// permission of the library as it found it, and works where it could not write if it tried.
@Suite("Photos are never touched, end to end", .serialized)
struct PhotosUntouchedTests {
    static let isRoot = getuid() == 0
    static let setpriv = "/usr/bin/setpriv"

    @Test("scan, generate, places, hide, unhide, rename, leave-out and export change nothing in the library")
    func everyCommand() throws {
        let library = try PlacesCommandTests.Library()
        let before = try LibrarySnapshot([library.folder.path])
        let out = try Scratch.folder("out")
        let common = ["--tz", library.truth.timeZone, "--quiet"]
        let folder = library.folder.path
        let place = try #require(library.places().visible.first)
        let photo = library.folder.appendingPathComponent("DCIM/2025-01/IMG_1033.JPG").path
        let runs: [[String]] = [
            ["scan", folder, "--year", "2025"] + common,
            ["generate", folder, "--year", "2025", "--out", out.appendingPathComponent("deck").path] + common,
            ["hide", place.id],
            ["rename", place.id, "Ours"],
            ["leave-out", photo],
            ["generate", folder, "--year", "2025", "--skin", "poster", "--out", out.appendingPathComponent("hidden").path] + common,
            ["export", folder, "--year", "2025", "--format", "json", "--output", out.appendingPathComponent("year.json").path] + common,
            ["export", folder, "--year", "2025", "--format", "csv", "--output", out.appendingPathComponent("year.csv").path] + common,
            ["unhide", place.id],
            ["rename", "--reset", place.id],
            ["leave-out", "--undo", photo],
        ]
        for arguments in runs {
            // leave-out needs no cache, and takes no --cache.
            let outcome = arguments[0] == "leave-out" ? try PhotoWrappedBinary.run(arguments + ["--settings", library.cache.path])
                : try library.run(arguments)
            #expect(outcome.status == 0, "\(arguments[0]): \(outcome.stderr)")
        }
        #expect(try LibrarySnapshot([folder]).changes(from: before) == [])
    }

    @Test("a library with every write bit removed is read in full, as a user who could not write it anyway")
    func readOnlyLibrary() throws {
        let truth = try FixtureTruth.load()
        let folder = try truth.libraryCopy()
        let writable = try Scratch.folder("writable")
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: writable.path)
        try Self.removeWriteBits(folder)
        defer { try? Self.restoreWriteBits(folder) }
        let before = try LibrarySnapshot([folder.path])

        // As root, write bits bind no one: run as nobody where setpriv can, so a write would fail.
        let launcher = Self.isRoot && FileManager.default.isExecutableFile(atPath: Self.setpriv)
            ? [Self.setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"] : []
        if Self.isRoot && launcher.isEmpty { print("read-only test runs as root: \(Self.setpriv) is missing") }
        let run = try PhotoWrappedBinary.start(["generate", folder.path, "--year", "2025", "--tz", truth.timeZone, "--quiet",
                                                "--cache", writable.appendingPathComponent("cache.sqlite").path,
                                                "--out", writable.appendingPathComponent("deck").path],
                                               environment: ["HOME": writable.path], launcher: launcher)
        let outcome = try run.wait()
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(FileManager.default.fileExists(atPath: writable.appendingPathComponent("deck/deck.json").path))
        let scan = try PhotoWrappedBinary.run(["scan", folder.path, "--year", "2025", "--tz", truth.timeZone, "--json", "--quiet",
                                               "--cache", writable.appendingPathComponent("cache.sqlite").path])
        #expect(try JSONDecoder().decode(FixtureTruth.Scan.self, from: Data(scan.stdout.utf8)) == truth.scan)
        #expect(try LibrarySnapshot([folder.path]).changes(from: before) == [])
    }

    @Test("a scan leaves access times alone (O_NOATIME), on a file system that records every read")
    func accessTimes() throws {
        guard Self.isRoot else {
            print("access-time test skipped: mounting a strictatime tmpfs needs root")
            return
        }
        let mount = try Scratch.folder("strictatime")
        let cache = try Scratch.folder("cache")
        // In a private mount namespace: a tmpfs that updates atime on every read, the fixtures
        // copied in, their access times listed, a scan and a deck, the times listed again.
        let script = """
            set -e
            mount -t tmpfs -o strictatime,size=64m tmpfs "$1"
            cp -a "$2/." "$1/"
            find "$1" -type f -exec touch -a -d '2020-01-01 00:00:00' {} +
            find "$1" -type f -printf '%p %A@\\n' | sort > "$4/before"
            "$3" generate "$1" --year 2025 --quiet --cache "$4/cache.sqlite" --out "$4/deck" > /dev/null
            find "$1" -type f -printf '%p %A@\\n' | sort > "$4/after"
            """
        let process = try Process.run(URL(fileURLWithPath: "/usr/bin/unshare"),
                                      arguments: ["-m", "sh", "-c", script, "sh", mount.path, PhotoWrappedBinary.fixtures.path,
                                                  PhotoWrappedBinary.url.path, cache.path])
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            print("access-time test skipped: unshare -m or mount is not permitted here")
            return
        }
        let before = try String(contentsOf: cache.appendingPathComponent("before"), encoding: .utf8)
        let after = try String(contentsOf: cache.appendingPathComponent("after"), encoding: .utf8)
        #expect(before.split(separator: "\n").count > 300)
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("deck/deck.json").path))
        #expect(after == before)
    }

    static func removeWriteBits(_ folder: URL) throws {
        try walk(folder) { path, isDirectory in
            try FileManager.default.setAttributes([.posixPermissions: isDirectory ? 0o555 : 0o444], ofItemAtPath: path)
        }
    }

    static func restoreWriteBits(_ folder: URL) throws {
        try walk(folder) { path, isDirectory in
            try FileManager.default.setAttributes([.posixPermissions: isDirectory ? 0o755 : 0o644], ofItemAtPath: path)
        }
    }

    /// Every entry under `folder`, deepest first, then the folder itself.
    private static func walk(_ folder: URL, _ body: (String, Bool) throws -> Void) throws {
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path).sorted().reversed() {
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(name).path
            _ = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            try body(path, isDirectory.boolValue)
        }
        try body(folder.path, true)
    }
}
