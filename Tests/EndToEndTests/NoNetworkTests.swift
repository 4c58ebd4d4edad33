import Foundation
import TestScratch
import Testing

@Suite("No network, ever, end to end")
struct NoNetworkTests {
    /// Every file under `folder` by name, with its bytes.
    static func files(_ folder: URL) throws -> [String: Data] {
        var out: [String: Data] = [:]
        for name in try FileManager.default.subpathsOfDirectory(atPath: folder.path) {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(name)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                out[name] = try Data(contentsOf: url)
            }
        }
        return out
    }

    @Test("photo-wrapped demo --video in a network namespace with no interfaces writes the same decks and videos, byte for byte")
    func demoWithoutNetwork() throws {
        let isolated = try Scratch.folder("isolated")
        let probe = try Process.run(URL(fileURLWithPath: "/usr/bin/unshare"), arguments: ["-n", "true"])
        probe.waitUntilExit()
        guard probe.terminationStatus == 0 else {
            print("no-network test skipped: `unshare -n` is not permitted here (needs root or user namespaces)")
            return
        }
        func demo(_ folder: URL, launcher: [String]) throws -> PhotoWrappedBinary.Outcome {
            try PhotoWrappedBinary.start(["demo", "--out", folder.appendingPathComponent("decks").path,
                                          "--cache", folder.appendingPathComponent("demo.sqlite").path, "--quiet", "--video"],
                                         in: PhotoWrappedBinary.repository, launcher: launcher).wait()
        }
        let offline = try demo(isolated, launcher: ["unshare", "-n"])
        #expect(offline.status == 0, "\(offline.stderr)")
        let online = try Scratch.folder("online")
        #expect(try demo(online, launcher: []).status == 0)

        let offlineFiles = try Self.files(isolated.appendingPathComponent("decks"))
        let onlineFiles = try Self.files(online.appendingPathComponent("decks"))
        #expect(offlineFiles.keys.filter { $0.hasSuffix(".png") }.count >= 16)
        #expect(offlineFiles.keys.filter { $0.hasSuffix("deck.mp4") }.count == 2)
        #expect(offlineFiles.keys.sorted() == onlineFiles.keys.sorted())
        for (name, bytes) in offlineFiles {
            #expect(onlineFiles[name] == bytes, "\(name) differs")
        }
    }
}
