import Foundation
import Looks
import Model
import Testing
@testable import Review

/// A photo as the review page shows it: small, upright, and a new file with nothing of the
/// original but its pixels.
@Suite("Photo previews")
struct PhotoPreviewTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Width and height from the JPEG's start-of-frame marker.
    static func size(_ jpeg: [UInt8]) -> (width: Int, height: Int)? {
        var i = 2
        while i + 9 < jpeg.count, jpeg[i] == 0xFF {
            let marker = jpeg[i + 1]
            let length = Int(jpeg[i + 2]) << 8 | Int(jpeg[i + 3])
            if (0xC0 ... 0xC2).contains(marker) {
                return (Int(jpeg[i + 7]) << 8 | Int(jpeg[i + 8]), Int(jpeg[i + 5]) << 8 | Int(jpeg[i + 6]))
            }
            i += 2 + length
        }
        return nil
    }

    /// Every marker segment's type, in order, up to the image data.
    static func markers(_ jpeg: [UInt8]) -> [UInt8] {
        var found: [UInt8] = [], i = 2
        while i + 3 < jpeg.count, jpeg[i] == 0xFF, jpeg[i + 1] != 0xDA {
            found.append(jpeg[i + 1])
            i += 2 + (Int(jpeg[i + 2]) << 8 | Int(jpeg[i + 3]))
        }
        return found
    }

    @Test("a located photo's preview carries no EXIF, no GPS and no other metadata segment")
    func noMetadata() throws {
        let original = Self.repository.appendingPathComponent("fixtures/DCIM/2025-05/IMG_1094.JPG")
        let bytes = Array(try Data(contentsOf: original))
        #expect(Self.markers(bytes).contains(0xE1), "the fixture has its EXIF (APP1)")
        let photo = try #require(DecodedPhoto.load(path: original.path, kind: .jpeg, orientation: 1, minimum: PhotoPreview.maxSide))
        let preview = try #require(PhotoPreview.jpeg(photo))
        #expect(Array(preview.prefix(2)) == [0xFF, 0xD8])
        #expect(!Self.markers(preview).contains { (0xE1 ... 0xEF).contains($0) || $0 == 0xFE })
        #expect(preview.firstRange(of: Array("Exif".utf8)) == nil)
        #expect(preview != bytes)
    }

    @Test("it is at most 480 pixels a side, and upright", arguments: [1, 6, 8])
    func upright(orientation: Int) throws {
        let original = Self.repository.appendingPathComponent("Tests/Samples/RealPhotos/good/animal-bee.jpg")
        let stored = try #require(Self.size(Array(try Data(contentsOf: original))))
        let photo = try #require(DecodedPhoto.load(path: original.path, kind: .jpeg, orientation: orientation, minimum: PhotoPreview.maxSide))
        let preview = try #require(PhotoPreview.jpeg(photo))
        let size = try #require(Self.size(preview))
        #expect(max(size.width, size.height) == Int(PhotoPreview.maxSide))
        // Orientations 5 to 8 turn the stored picture a quarter: its width becomes the height.
        let wide = stored.width > stored.height
        #expect((size.width > size.height) == (orientation >= 5 ? !wide : wide))
    }
}
