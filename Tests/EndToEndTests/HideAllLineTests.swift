import Foundation
import Testing

/// `hide --all` and `unhide --all` over many places say so in one line; `hide --help` says what
/// the README says and the deck does: a hidden place's photos still count in the totals.
@Suite("hide and unhide --all, and hide's help, end to end", .serialized)
struct HideAllLineTests {
    @Test("--all over several places is one line naming how many; one place is one line naming it")
    func oneLine() throws {
        let library = try PlacesCommandTests.Library()
        _ = try library.places()
        let hidden = try library.run(["hide", "london", "--all"])
        #expect(hidden.status == 0, "\(hidden.stderr)")
        #expect(hidden.stdout.split(separator: "\n").count == 1, "\(hidden.stdout)")
        #expect(hidden.stdout.contains(try Regex(#"^Hidden: \d+ places that match 'london'\. .*they still count in your totals\.\n$"#)),
                "\(hidden.stdout)")
        let shown = try library.run(["unhide", "london", "--all"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.stdout.contains(try Regex(#"^Shown again: \d+ places that match 'london'\.\n$"#)), "\(shown.stdout)")
        let again = try library.run(["unhide", "london", "--all"])
        #expect(again.stdout.contains(try Regex(#"^Not hidden: \d+ places that match 'london'; nothing changed\.\n$"#)), "\(again.stdout)")
    }

    @Test("hide --help says, as the README does, that a hidden place's photos still count in the totals")
    func helpAgreesWithReadme() throws {
        let help = try PhotoWrappedBinary.run(["hide", "--help"])
        let overview = help.stdout.components(separatedBy: "\n\n").first?.replacingOccurrences(of: "\n", with: " ") ?? ""
        #expect(overview.contains("Its photos still count in your totals"), "\(overview)")
        #expect(!overview.contains("counts"), "\(overview)")
        let readme = try String(contentsOf: PhotoWrappedBinary.repository.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("They still count in your totals"))
    }
}
