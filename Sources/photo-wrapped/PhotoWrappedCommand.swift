import ArgumentParser

@main
struct PhotoWrappedCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "photo-wrapped",
        abstract: "Your year in photos, as a deck of shareable cards. Reads metadata only; never touches a photo.",
        version: BuildVersion.text,
        subcommands: [GenerateCommand.self, Scan.self, PlacesCommand.self, HideCommand.self, UnhideCommand.self,
                      ExportCommand.self, Demo.self])
}
