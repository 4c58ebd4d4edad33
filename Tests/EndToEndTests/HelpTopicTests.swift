import Testing

/// `help <command>` is the command's help; `help` with a word that names no command is a
/// mistyped command: said so, with a suggestion, and exit 2, as `photo-wrapped nope` is.
@Suite("help with an unknown topic, end to end")
struct HelpTopicTests {
    @Test("an unknown topic: one line with a suggestion, exit 2, nothing on stdout", arguments: [
        (["help", "nope"], "photo-wrapped: unknown command 'nope'; the commands are generate, scan, places, hide, unhide, rename, leave-out, review, export, demo"),
        (["help", "plaecs"], "photo-wrapped: unknown command 'plaecs'; did you mean 'places'?"),
        (["help", "generate", "nope"], "photo-wrapped: unknown command 'generate nope'; generate has no subcommands (see photo-wrapped generate --help)"),
    ])
    func unknownTopic(arguments: [String], line: String) throws {
        let outcome = try PhotoWrappedBinary.run(arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == line + "\n")
        #expect(outcome.stdout.isEmpty)
    }

    @Test("a known topic is that command's help, exit 0", arguments: [["help"], ["help", "places"], ["help", "help"]])
    func knownTopic(arguments: [String]) throws {
        let outcome = try PhotoWrappedBinary.run(arguments)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("OVERVIEW: "))
    }
}
