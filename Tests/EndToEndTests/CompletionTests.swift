import Foundation
import TestScratch
import Testing

/// The shell completions that `--generate-completion-script` writes complete folders where a
/// folder goes: the photo folder of every command that takes one, and `--out`; `--cache` takes
/// a file or a folder.
@Suite("Shell completions, end to end")
struct CompletionTests {
    /// A folder to complete in: one folder and one file that both start with "photos".
    static func workspace() throws -> URL {
        let root = try Scratch.folder("completion")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("photos-2025"), withIntermediateDirectories: true)
        try Data("notes".utf8).write(to: root.appendingPathComponent("photos-notes.txt"))
        return root
    }

    static func script(_ shell: String) throws -> String {
        let outcome = try PhotoWrappedBinary.run(["--generate-completion-script", shell])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return outcome.stdout
    }

    /// What bash offers after `words`, the last one being the word under the cursor.
    static func bashCompletions(_ words: [String], in folder: URL) throws -> [String] {
        let scriptFile = try Scratch.folder("completion-script").appendingPathComponent("photo-wrapped.bash")
        try Data(try script("bash").utf8).write(to: scriptFile)
        let driver = """
            source "$1"; shift
            COMP_WORDS=("$@"); COMP_CWORD=$((${#COMP_WORDS[@]} - 1)); COMP_LINE="$*"; COMP_POINT=${#COMP_LINE}
            _photo-wrapped photo-wrapped "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", driver, "bash", scriptFile.path, "photo-wrapped"] + words
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).sorted()
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let words: [String]
        let offered: [String]
    }

    static let cases: [Case] = [
        Case(testDescription: "generate's folder", words: ["generate", "pho"], offered: ["photos-2025"]),
        Case(testDescription: "scan's folder", words: ["scan", "pho"], offered: ["photos-2025"]),
        Case(testDescription: "places' folder", words: ["places", "pho"], offered: ["photos-2025"]),
        Case(testDescription: "export's folder", words: ["export", "pho"], offered: ["photos-2025"]),
        Case(testDescription: "generate --out", words: ["generate", "photos-2025", "--out", "pho"], offered: ["photos-2025"]),
        Case(testDescription: "demo --out", words: ["demo", "--out", "pho"], offered: ["photos-2025"]),
        Case(testDescription: "--cache: a file or a folder", words: ["scan", "photos-2025", "--cache", "pho"],
             offered: ["photos-2025", "photos-notes.txt"]),
        Case(testDescription: "hide --cache", words: ["hide", "--cache", "pho"], offered: ["photos-2025", "photos-notes.txt"]),
        Case(testDescription: "leave-out's photos", words: ["leave-out", "pho"], offered: ["photos-2025", "photos-notes.txt"]),
    ]

    @Test("bash completes paths", arguments: cases)
    func bash(_ c: Case) throws {
        #expect(try Self.bashCompletions(c.words, in: try Self.workspace()) == c.offered)
    }

    static let folderCommands = ["generate", "scan", "places", "review", "export"]
    static let outCommands = ["generate", "demo"]
    static let cacheCommands = ["generate", "scan", "places", "hide", "unhide", "rename", "review", "export", "demo"]
    /// Commands that change the settings without the cache.
    static let settingsOnlyCommands = ["leave-out"]

    @Test("zsh completes folders for every <folder> and --out, files and folders for --cache")
    func zsh() throws {
        let zsh = try Self.script("zsh")
        func count(_ text: String) -> Int { zsh.components(separatedBy: text).count - 1 }
        // Every word after the command is another folder: `generate A B C`.
        #expect(count("'*:folder:_files -/'") == Self.folderCommands.count)
        #expect(count(":dir:_files -/'") == Self.outCommands.count)
        let lines = zsh.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0.hasPrefix("'--cache[") && $0.hasSuffix("]:path:_files'") }.count == Self.cacheCommands.count)
        // demo keeps its own settings aside: every other command that takes --cache takes --settings, as leave-out does.
        #expect(lines.filter { $0.hasPrefix("'--settings[") && $0.hasSuffix("]:path:_files'") }.count
            == Self.cacheCommands.count - 1 + Self.settingsOnlyCommands.count)
    }

    @Test("fish completes folders for every <folder> and --out, files and folders for --cache")
    func fish() throws {
        let lines = try Self.script("fish").split(separator: "\n")
        let directories = "'(__photo-wrapped_complete_directories)'"
        for command in Self.folderCommands {
            #expect(lines.contains { $0.contains("\"photo-wrapped \(command)\" -ge 1") && $0.hasSuffix("-fa " + directories) }, "\(command)")
        }
        for command in Self.outCommands {
            #expect(lines.contains { $0.contains("\"photo-wrapped \(command)\" out'") && $0.hasSuffix("-rfa " + directories) }, "\(command)")
        }
        for command in Self.cacheCommands {
            #expect(lines.contains { $0.contains("\"photo-wrapped \(command)\" cache'") && $0.hasSuffix("-rF") }, "\(command)")
        }
    }
}
