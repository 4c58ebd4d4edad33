import Foundation
import TestScratch
import Testing

/// A disk that fills up while the cards are written: a small tmpfs, mounted in a private mount
/// namespace (root only; skipped with the reason printed elsewhere).
@Suite("A full disk while writing the deck, end to end", .serialized)
struct DiskFullTests {
    struct Outcome {
        var status: Int32
        var firstLine: String
        /// `sha256sum` of every file in the deck folder, before and after the failing run.
        var before: String
        var after: String
        var folderExists: Bool
    }

    /// Mounts a tmpfs of `size`, optionally writes a first deck into it, then a second deck
    /// that does not fit, and reports what the second run said and did.
    static func run(size: String, firstDeck: Bool) throws -> Outcome? {
        let mount = try Scratch.folder("tmpfs")
        let work = try Scratch.folder("work")
        let script = """
            mount -t tmpfs -o size=\(size) tmpfs "$1" || exit 99
            deck="$1/deck"
            if [ "$4" = yes ]; then "$2" generate "$5" --year 2025 --quiet --cache "$3/cache.sqlite" --out "$deck" || exit 98; fi
            (cd "$1" && find . -type f -exec sha256sum {} + | sort) > "$3/before"
            "$2" generate "$5" --year 2025 --skin pastel --lang es --quiet --cache "$3/cache.sqlite" --out "$deck" 2> "$3/stderr"
            echo $? > "$3/status"
            (cd "$1" && find . -type f -exec sha256sum {} + | sort) > "$3/after"
            [ -d "$deck" ] && touch "$3/exists"
            exit 0
            """
        let process = try Process.run(URL(fileURLWithPath: "/usr/bin/unshare"),
                                      arguments: ["-m", "sh", "-c", script, "sh", mount.path, PhotoWrappedBinary.url.path, work.path,
                                                  firstDeck ? "yes" : "no", PhotoWrappedBinary.fixtures.path])
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            print("disk-full test skipped: unshare -m and mount are not permitted here (status \(process.terminationStatus))")
            return nil
        }
        func read(_ name: String) throws -> String {
            try String(contentsOf: work.appendingPathComponent(name), encoding: .utf8)
        }
        return Outcome(status: Int32(try read("status").trimmingCharacters(in: .whitespacesAndNewlines)) ?? -1,
                       firstLine: try read("stderr").split(separator: "\n").first.map(String.init) ?? "",
                       before: try read("before"), after: try read("after"),
                       folderExists: FileManager.default.fileExists(atPath: work.appendingPathComponent("exists").path))
    }

    @Test("a new deck that does not fit: exit 4, the file and the reason named, no half deck left")
    func newDeck() throws {
        guard let outcome = try Self.run(size: "600k", firstDeck: false) else { return }
        #expect(outcome.status == 4)
        #expect(outcome.firstLine.hasPrefix("photo-wrapped: "))
        #expect(outcome.firstLine.contains("/deck: cannot write "))
        #expect(outcome.firstLine.hasSuffix(": No space left on device; the folder is as it was"))
        #expect(outcome.after.isEmpty, "\(outcome.after)")
        #expect(!outcome.folderExists)
    }

    @Test("a deck that does not fit over an earlier one leaves the earlier deck whole")
    func earlierDeckKept() throws {
        guard let outcome = try Self.run(size: "7m", firstDeck: true) else { return }
        #expect(outcome.status == 4)
        #expect(outcome.firstLine.hasSuffix(": No space left on device; the folder is as it was"))
        #expect(outcome.before.split(separator: "\n").count >= 10)
        #expect(outcome.after == outcome.before)
    }
}
