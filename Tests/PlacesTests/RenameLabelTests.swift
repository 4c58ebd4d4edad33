import Foundation
import Testing
@testable import Model
@testable import Pipeline
@testable import Places
@testable import Store

/// The label `hide`, `unhide` and `rename` print is the place's label now, not as the places
/// were last recorded.
@Suite("Labels after a rename")
struct RenameLabelTests {
    /// The places as a run records them while `renames` hold: Kew under the person's name.
    static func recorded(kewNamed name: String?) throws -> [RecordedPlace] {
        var report = PlaceTargetTests.report
        report.ranked[1].customLabel = name
        let database = try AppDatabase.inMemory()
        let library = try database.libraryID(root: RawPath("/photos"))
        try database.recordPlaces(report, libraryID: library, range: try .year(2025), language: .en)
        return try database.recordedPlaces()
    }

    @Test("a rename shows at once, before the places are recorded again")
    func renamed() throws {
        let places = try Self.recorded(kewNamed: nil)
        var settings = UserSettings()
        _ = try settings.rename("kew00001", to: "Nan's", places: places)
        #expect(try settings.hide("kew00001", all: false, places: places).map(\.label) == ["Nan's"])
        #expect(try settings.unhide("nan", places: places).map(\.label) == ["Nan's"])
    }

    @Test("a name taken back gives the place its own label at once")
    func reset() throws {
        var settings = UserSettings()
        _ = try settings.rename("kew00001", to: "Nan's", places: try Self.recorded(kewNamed: nil))
        let places = try Self.recorded(kewNamed: "Nan's")
        #expect(try settings.resetName("kew00001", places: places).outcome == .nameReset)
        #expect(try settings.hide("kew00001", all: false, places: places).map(\.label) == ["Kew, London"])
    }
}
