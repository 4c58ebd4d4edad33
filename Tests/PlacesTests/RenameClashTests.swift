import Foundation
import Testing
@testable import Pipeline

/// A name of one's own tells its place apart: never another place's label, never home's word.
@Suite("Rename clashes")
struct RenameClashTests {
    struct Clash: Sendable, CustomTestStringConvertible {
        let name: String
        /// Words the refusal must hold: the place that has the label.
        let names: String
        var testDescription: String { name }
    }

    @Test("a name another place has, or home's word, is refused, whatever its case and accents",
          arguments: [Clash(name: "Camden Town, London", names: "camden01"), Clash(name: "camden town, london", names: "camden01"),
                      Clash(name: "Cámden Town, Lóndon", names: "camden01"), Clash(name: "Home", names: "Home"),
                      Clash(name: "HOME", names: "Home"), Clash(name: "casa", names: "Home"), Clash(name: "Gran's", names: "camden01")])
    func refused(_ clash: Clash) throws {
        let places = try PlaceTargetTests.recorded()
        var settings = UserSettings()
        if clash.name == "Gran's" { _ = try settings.rename("camden01", to: "Gran's", places: places) }
        let before = settings
        do {
            _ = try settings.rename("kew00001", to: clash.name, places: places)
            Issue.record("'\(clash.name)' was accepted")
        } catch {
            #expect(error.description.contains(clash.names), "\(error)")
        }
        #expect(settings == before)
    }

    @Test("a place may keep its own label, or take a name no other place has")
    func accepted() throws {
        let places = try PlaceTargetTests.recorded()
        var settings = UserSettings()
        #expect(try settings.rename("kew00001", to: "kew, LONDON", places: places).outcome == .renamed)
        #expect(try settings.rename("kew00001", to: "Homestead", places: places).outcome == .renamed)
    }
}
