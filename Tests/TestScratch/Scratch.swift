import Foundation

/// Folders for the files a test writes, all under one root for this test process, which is
/// removed when the process exits: a test run leaves nothing behind in the temporary directory.
public enum Scratch {
    static let root: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("photo-wrapped-tests-\(getpid())")
        atexit { try? FileManager.default.removeItem(at: Scratch.root) }
        return url
    }()

    /// A fresh, empty folder.
    public static func folder(_ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let url = root.appendingPathComponent("\(safe)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
