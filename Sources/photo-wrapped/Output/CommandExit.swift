import ArgumentParser
import Foundation
import Model

/// Set by Ctrl-C or SIGTERM; every stage stops at its next safe point, keeps what it saved,
/// writes nothing more, and the command exits 128 + the signal (130, 143).
let interruption = Cancellation()

/// Runs a command body: installs the signal handlers, and turns library errors into one line
/// on stderr and an exit code (1 cache trouble, 2 bad input, 3 nothing in range, 4 output not
/// written, 130 interrupted, 143 terminated). Never a stack trace.
enum CommandExit {
    /// The signals that ask a run to stop cleanly.
    static let stopSignals = [SIGINT, SIGTERM]

    static func perform(_ body: () throws -> Void) throws {
        var signals = sigset_t()
        sigemptyset(&signals)
        for number in stopSignals {
            signal(number) { number in
                interruption.cancel(signal: number)
                signal(number, SIG_DFL)  // a second one ends the process at once
            }
            sigaddset(&signals, number)
        }
        // A parent (a test runner, a job launcher) may hand these down blocked; they must still work.
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
        do {
            try CacheRecovery.retryingOnce(body)
        } catch let error as PhotoWrappedError {
            Terminal.error(error.description)
            switch error.kind {
            case .badInput: throw ExitCode(2)
            case .cache: throw ExitCode(1)
            case .empty: throw ExitCode(3)
            case .output: throw ExitCode(4)
            case .cancelled: throw ExitCode(128 + (interruption.signalNumber ?? SIGINT))
            }
        }
    }
}

/// Where the CLI writes: results to stdout, everything else to stderr.
enum Terminal {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("photo-wrapped: \(message)\n".utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("\(WordWrap.fitted(message, for: 2))\n".utf8))
    }

    /// A line of a result on stdout, broken between words on a terminal.
    static func say(_ text: String) {
        print(WordWrap.fitted(text, for: 1))
    }

    static var stderrIsTerminal: Bool { isatty(2) == 1 }

    /// The width of the terminal on stderr, else $COLUMNS, else 80.
    static var stderrColumns: Int {
        var size = winsize()
        if ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
    }

    static func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
