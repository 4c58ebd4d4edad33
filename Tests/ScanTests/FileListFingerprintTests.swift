import Testing
@testable import Store

@Suite("File list fingerprints")
struct FileListFingerprintTests {
    static let files: [(String, Int64, Int64)] = [("a/1.jpg", 100, 1), ("a/2.jpg", 200, 2), ("b/3.jpg", 300, 3)]

    private func fingerprint(_ files: [(String, Int64, Int64)]) -> FileListFingerprint {
        var f = FileListFingerprint()
        for (path, size, mtime) in files { f.add(path: Array(path.utf8), size: size, mtimeNs: mtime) }
        return f
    }

    @Test("the order of the walk does not matter")
    func orderIndependent() {
        #expect(fingerprint(Self.files) == fingerprint(Self.files.reversed()))
        #expect(fingerprint(Self.files).description == fingerprint(Self.files.reversed()).description)
    }

    @Test("any change to a path, size or mtime, or a file more or less, changes it", arguments: [
        [("a/1.jpg", 100, 1), ("a/2.jpg", 200, 2), ("b/3.jpg", 300, 4)],
        [("a/1.jpg", 100, 1), ("a/2.jpg", 201, 2), ("b/3.jpg", 300, 3)],
        [("a/1.jpg", 100, 1), ("a/2.jpg", 200, 2), ("b/4.jpg", 300, 3)],
        [("a/1.jpg", 100, 1), ("a/2.jpg", 200, 2)],
        [("a/1.jpg", 100, 1), ("a/2.jpg", 200, 2), ("b/3.jpg", 300, 3), ("b/3.jpg", 300, 3)],
        [("a/1.jpg", 200, 1), ("a/2.jpg", 100, 2), ("b/3.jpg", 300, 3)],
    ] as [[(String, Int64, Int64)]])
    func changes(_ changed: [(String, Int64, Int64)]) {
        #expect(fingerprint(changed) != fingerprint(Self.files))
    }
}
