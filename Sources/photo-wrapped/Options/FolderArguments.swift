import ArgumentParser

/// The photo folders a command reads: one or more, read as one library.
struct FolderArguments: ParsableArguments {
    @Argument(help: ArgumentHelp("One or more photo folders: a phone import, a camera card, a NAS share, a Takeout export. Several are one library: a photo in two of them counts once, and a folder inside another is read once.",
                                 valueName: "folder"),
              completion: .directory)
    var folders: [String]
}
