import Foundation
import GRDB
import TestScratch
import Testing
@testable import Pipeline
@testable import Places
@testable import Store

@Suite("The settings file on disk")
struct SettingsFileTests {
    @Test("where it lives: --settings (a file or a folder, relative to here), else XDG_DATA_HOME, else ~/.local/share")
    func location() throws {
        let folder = try Scratch.folder()
        let here = FileManager.default.currentDirectoryPath
        #expect(SettingsFile(settingsOption: nil, environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/a"]).path
            == "/data/photo-wrapped/settings.json")
        #expect(SettingsFile(settingsOption: nil, environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/a"]).path
            == "/home/a/.local/share/photo-wrapped/settings.json")
        #expect(SettingsFile(settingsOption: folder.path).path == folder.path + "/settings.json")
        #expect(SettingsFile(settingsOption: "mine.json").path == here + "/mine.json")
        #expect(SettingsFile(settingsOption: "new/").path == here + "/new/settings.json")
    }

    @Test("saving creates the folder, leaves no temporary file, is private, and replaces the file whole")
    func save() throws {
        let file = SettingsFile(path: try Scratch.folder().appendingPathComponent("deep/photo-wrapped/settings.json").path)
        #expect(try file.load() == UserSettings())
        #expect(!file.exists)
        let settings = UserSettings(hiddenAreas: [UserSettingsTests.kew])
        try file.save(settings)
        #expect(try file.load() == settings)
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
        try file.save(UserSettings())
        let after = try FileManager.default.attributesOfItem(atPath: file.path)
        #expect((after[.systemFileNumber] as? Int) != (attributes[.systemFileNumber] as? Int))
        let folder = (file.path as NSString).deletingLastPathComponent
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["settings.json"])
        #expect(try file.load() == UserSettings())
    }

    @Test("a settings path that is a folder's file, or unwritable, is an error naming it")
    func unusable() throws {
        let folder = try Scratch.folder()
        let blocked = folder.appendingPathComponent("file")
        try Data().write(to: blocked)
        let file = SettingsFile(path: blocked.path + "/settings.json")
        #expect(throws: SettingsError.self) { try file.save(UserSettings()) }
        let directory = SettingsFile(path: folder.path)
        #expect(throws: SettingsError.self) { try directory.load() }
    }

    @Test("hides in the cache's old table move into the file once, and stay there if the file is broken")
    func moveFromCache() throws {
        let database = try AppDatabase.inMemory()
        try database.writer.write { db in
            try db.execute(sql: """
                INSERT INTO hiddenArea (placeId, label, latitude, longitude, radiusMeters, createdAt)
                VALUES ('g1', 'Kew', 51.4786, -0.2949, 210.5, '2025-11-24 16:00:00.000'),
                       ('g2', 'Kew again', 51.4786, -0.2949, 210.5, '2025-11-25 16:00:00.000')
                """)
        }
        let broken = SettingsFile(path: try Scratch.folder().appendingPathComponent("settings.json").path)
        try Data("{".utf8).write(to: URL(fileURLWithPath: broken.path))
        #expect(throws: SettingsError.invalid(path: broken.path, reason: "is not valid JSON")) { try broken.moveHiddenAreas(from: database) }
        #expect(try database.legacyHiddenAreas().count == 2)

        let file = SettingsFile(path: try Scratch.folder().appendingPathComponent("settings.json").path)
        #expect(try file.moveHiddenAreas(from: database) == 2)
        #expect(try file.load().hiddenAreas == [UserSettingsTests.kew.with(placeID: "g1", label: "Kew")])
        #expect(try database.legacyHiddenAreas().isEmpty)
        #expect(try file.moveHiddenAreas(from: database) == 0)
    }
}

extension HiddenArea {
    func with(placeID: String, label: String) -> HiddenArea {
        HiddenArea(placeID: placeID, label: label, centre: centre, radiusMeters: radiusMeters, hiddenAt: hiddenAt)
    }
}
