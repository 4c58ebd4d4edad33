import ArgumentParser

@main
struct PhotoWrappedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo-wrapped",
        abstract: "Your year in photos, as a deck of shareable cards. Reads metadata only; never touches a photo.",
        version: BuildVersion.text,
        subcommands: [GenerateCommand.self, Scan.self, PlacesCommand.self, HideCommand.self, UnhideCommand.self, RenameCommand.self,
                      LeaveOutCommand.self, ReviewCommand.self, ExportCommand.self, Demo.self])

    /// argument-parser's own main, except that every error ends as one line and a documented exit code.
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if let unknown = UsageError.unknownHelpTopic(arguments) {
            Terminal.error(unknown)
            exit(withError: ExitCode.badInput)
        }
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            exit(after: error, arguments: arguments)
        }
    }
}
