import Foundation
import TestScratch
import Testing
@testable import Model
@testable import Pipeline
@testable import Scan
@testable import Store

@Suite("Naming a photo to leave out")
struct LeftOutPhotoTests {
    /// First bytes of each kind, whatever the name says.
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10]) + Data("JFIF".utf8)
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D])
    static let mp4 = Data([0x00, 0x00, 0x00, 0x18]) + Data("ftypisom".utf8) + Data([0, 0, 2, 0]) + Data("isomiso2".utf8)

    static func folder(_ name: String = #function) throws -> URL {
        let folder = try Scratch.folder(name)
        for (file, bytes) in [("a.jpg", jpeg), ("screen.png", png), ("really-a-jpeg.txt", jpeg), ("notes.jpg", Data("shopping".utf8)),
                              ("clip.mp4", mp4), ("empty.jpg", Data())] {
            try bytes.write(to: folder.appendingPathComponent(file))
        }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("2025"), withIntermediateDirectories: true)
        return folder
    }

    static func realPath(_ url: URL) -> String {
        guard let resolved = realpath(url.path, nil) else { return "" }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    @Test("a photo is known by its first bytes, not its name, and named by its real path")
    func photos() throws {
        let folder = try Self.folder()
        for name in ["a.jpg", "screen.png", "really-a-jpeg.txt"] {
            let url = folder.appendingPathComponent(name)
            #expect(try LeftOutPhoto.photo(at: url.path).path == Self.realPath(url))
        }
    }

    @Test("any spelling of the file, through a link or dot-dot, is the one photo")
    func spellings() throws {
        let folder = try Self.folder()
        let link = folder.appendingPathComponent("link.jpg")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "a.jpg")
        let real = Self.realPath(folder.appendingPathComponent("a.jpg"))
        #expect(try LeftOutPhoto.photo(at: link.path).path == real)
        #expect(try LeftOutPhoto.photo(at: folder.path + "/2025/../a.jpg").path == real)
        #expect(real.hasPrefix("/") && !real.contains("/../"))
    }

    struct Refused: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let name: String
        let reason: String
    }

    static let refused = [
        Refused(testDescription: "no such file", name: "gone.jpg", reason: "no such file"),
        Refused(testDescription: "a folder", name: "2025", reason: "is a folder; give the photos in it, one path each"),
        Refused(testDescription: "text named .jpg", name: "notes.jpg", reason: "is not a photo (JPEG, PNG, HEIF, WebP, JPEG XL or RAW)"),
        Refused(testDescription: "an empty file", name: "empty.jpg", reason: "is not a photo (JPEG, PNG, HEIF, WebP, JPEG XL or RAW)"),
        Refused(testDescription: "a video", name: "clip.mp4", reason: "is a video; cards show only photos"),
    ]

    @Test("what is not a photo is refused as bad input, naming the path as given", arguments: refused)
    func refusedPaths(_ c: Refused) throws {
        let given = try Self.folder("refused").appendingPathComponent(c.name).path
        #expect(throws: PhotoWrappedError(.badInput, stage: "leave-out", subject: given, reason: c.reason)) {
            try LeftOutPhoto.photo(at: given)
        }
    }

    @Test("several bad paths are named in one error; good ones beside them are not taken")
    func severalBad() throws {
        let folder = try Self.folder()
        let paths = ["a.jpg", "gone.jpg", "notes.jpg"].map { folder.appendingPathComponent($0).path }
        #expect(throws: PhotoWrappedError(.badInput, stage: "leave-out",
                                          reason: "\(paths[1]): no such file; \(paths[2]): is not a photo (JPEG, PNG, HEIF, WebP, JPEG XL or RAW)")) {
            try LeftOutPhoto.photos(at: paths)
        }
        #expect(try LeftOutPhoto.photos(at: [paths[0], paths[0]]).count == 2)
    }
}
