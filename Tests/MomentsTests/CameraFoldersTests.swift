import Model
import Testing
@testable import Moments

@Suite("The folders a camera writes into")
struct CameraFoldersTests {
    @Test("a folder on the path, never the file's own name, makes a camera's file", arguments: [
        ("DCIM/100APPLE/IMG_0001.HEIC", true),
        ("Pixel 8/DCIM/Camera/PXL_20250101_120000000.jpg", true),
        ("card/100APPLE/IMG_0001.JPG", true),
        ("card/101_PANA/P1010001.JPG", true),
        ("card/100CANON/IMG_0001.CR2", true),
        ("Phone/Camera/20250101_120000.jpg", true),
        ("Backup/IMG_0001.HEIC", false),
        ("Takeout/Google Photos/Photos from 2025/IMG_0001.HEIC", false),
        ("card/100apple/IMG_0001.JPG", false),
        ("card/1000APPLE/IMG_0001.JPG", false),
        ("card/10APPLE/IMG_0001.JPG", false),
        ("card/ABC12345/IMG_0001.JPG", false),
        ("card/100APPLé/IMG_0001.JPG", false),
        ("DCIMX/IMG_0001.JPG", false),
        ("Camera Roll/IMG_0001.JPG", false),
        ("Photos/DCIM", false),
        ("Photos/100APPLE", false),
        ("IMG_0001.JPG", false),
        ("", false),
    ])
    func contains(path: String, expected: Bool) {
        #expect(CameraFolders.contains(RawPath(path)) == expected)
    }
}
