import ArgumentParser
import Foundation

extension ExitCode {
    /// Bad input: a bad folder, option, value or range, or an unknown command.
    static let badInput = ExitCode(2)
}

extension PhotoWrappedCommand {
    /// Ends the program after `error`. Help, --version and completion scripts print as argument-parser
    /// prints them and exit 0. A command that already said what went wrong (CommandExit) exits with its
    /// code. A command line that cannot be parsed or fails validation is one line on stderr,
    /// `photo-wrapped: …`, and exit 2; any other error is one line and argument-parser's exit 1.
    static func exit(after error: Error, arguments: [String]) -> Never {
        let code = exitCode(for: error)
        if error is ExitCode || code == .success { exit(withError: error) }
        guard code == .validationFailure else {
            Terminal.error(UsageError.oneLine(message(for: error)))
            exit(withError: code)
        }
        Terminal.error(UsageError.describe(message(for: error), arguments: arguments))
        exit(withError: ExitCode.badInput)
    }
}

/// A command line that cannot run, said in one line.
enum UsageError {
    /// The longest typo a suggestion still corrects: "plaecs" is two edits from "places".
    static let maximumEdits = 2

    /// Each subcommand's name as argument-parser knows it (Scan and Demo take theirs from the type).
    static var commandNames: [String] {
        PhotoWrappedCommand.configuration.subcommands.map { $0._commandName }
    }

    /// argument-parser's message as one line, or the unknown command when the first word names none.
    static func describe(_ message: String, arguments: [String]) -> String {
        let names = commandNames
        guard let command = arguments.first(where: names.contains) else {
            if let word = arguments.first, !word.hasPrefix("-"), word != "help" { return unknownCommand(word) }
            return "\(oneLine(message)) (see photo-wrapped --help)"
        }
        return "\(oneLine(message)) (see photo-wrapped \(command) --help)"
    }

    /// `help nope`: argument-parser shows the overview for a topic it does not know, and exits 0.
    /// No command has subcommands, so after `help` only one command name (or `help`) is a topic;
    /// any other word is an unknown command, said as a mistyped command is.
    static func unknownHelpTopic(_ arguments: [String]) -> String? {
        guard arguments.first == "help" else { return nil }
        let topics = arguments.dropFirst().filter { !$0.hasPrefix("-") }
        guard let first = topics.first else { return nil }
        if !(commandNames + ["help"]).contains(first) { return unknownCommand(first) }
        return topics.dropFirst().first.map { "unknown command '\(first) \($0)'; \(first) has no subcommands (see photo-wrapped \(first) --help)" }
    }

    static func unknownCommand(_ word: String) -> String {
        let names = commandNames
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: word, isDirectory: &isFolder), isFolder.boolValue {
            return "unknown command '\(word)'; to make a deck of that folder: photo-wrapped generate \(word)"
        }
        let closest = names.map { (name: $0, edits: editDistance(word, $0)) }
            .filter { $0.edits <= maximumEdits || ($0.name.hasPrefix(word) && !word.isEmpty) }
            .min { $0.edits < $1.edits }
        if let closest { return "unknown command '\(word)'; did you mean '\(closest.name)'?" }
        return "unknown command '\(word)'; the commands are " + names.joined(separator: ", ")
    }

    /// "Unknown option '--yaer'. Did you mean '--year'?" → "unknown option '--yaer'; did you mean '--year'?"
    static func oneLine(_ message: String) -> String {
        let sentences = message.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
            .joined(separator: " ")
            .components(separatedBy: ". ")
            .map(lowercasingFirstWord)
        let line = sentences.joined(separator: "; ")
        return line.hasSuffix(".") ? String(line.dropLast()) : line
    }

    /// "The value" → "the value", but an option, a quoted value or an acronym stays as it is.
    static func lowercasingFirstWord(_ sentence: String) -> String {
        guard let first = sentence.first, first.isUppercase, sentence.dropFirst().first?.isLowercase == true else { return sentence }
        return first.lowercased() + sentence.dropFirst()
    }

    /// Levenshtein distance between two words.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1]
            for (j, y) in b.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = current
        }
        return previous[b.count]
    }
}
