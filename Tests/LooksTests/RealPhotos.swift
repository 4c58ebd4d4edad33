import Foundation
import Testing
import TestSupport
@testable import Looks
@testable import Model
@testable import Places
@testable import Store

/// The real photographs of Tests/Samples/RealPhotos and their junk, each with its class from
/// truth.json, measured once for every test.
struct RealPhoto: Sendable, CustomTestStringConvertible {
    let path: String
    let kind: String
    let from: String?
    let look: PhotoLook

    var testDescription: String { path }

    /// Made by a camera: everything but what a screen or a messenger made.
    var fromCamera: Bool { !["screen", "received", "meme"].contains(kind) }

    static let folder = TestFiles.repository.appendingPathComponent("Tests/Samples/RealPhotos")

    static let all: [RealPhoto] = {
        struct Truth: Decodable {
            struct File: Decodable {
                let path: String
                let `class`: String
                let from: String?
            }

            let files: [File]
        }
        let data = try! Data(contentsOf: folder.appendingPathComponent("truth.json"))
        return try! JSONDecoder().decode(Truth.self, from: data).files.map { file in
            let photo = DecodedPhoto.load(path: folder.appendingPathComponent(file.path).path, kind: .jpeg, orientation: 1,
                                          minimum: LookJudge.decodeShortEdge)!
            return RealPhoto(path: file.path, kind: file.class, from: file.from, look: PhotoLook(measuring: photo))
        }
    }()

    static func of(_ kinds: String...) -> [RealPhoto] { all.filter { kinds.contains($0.kind) } }

    /// The median sharpness of the good photos: the candidates a pick judges blur against.
    static let medianSharpness: Float = {
        let sharpness = of("good").map(\.look.sharpness).sorted()
        return sharpness[sharpness.count / 2]
    }()

    /// The flaw `PhotoVerdict` finds, as a pick among the good photos would.
    var flaw: PhotoFlaw? {
        var row = AssetRecord(libraryId: 1, path: RawPath("DCIM/100APPLE/" + (path as NSString).lastPathComponent), size: 0, mtimeNs: 0,
                              kind: .jpeg, extractorVersion: 1)
        if fromCamera { row.camera = CameraMakeModel.of(make: "Apple", model: "iPhone 15") }
        return [row].withRow(at: 0) { PhotoVerdict.flaw(of: look, row: $0, medianSharpness: Self.medianSharpness) }
    }
}
