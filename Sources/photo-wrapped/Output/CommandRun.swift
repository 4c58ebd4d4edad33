import ArgumentParser
import Foundation
import PhotoWrapped

/// Set by Ctrl-C; long stages stop at the next file, keep what they saved, and the command exits 130.
let interruption = Cancellation()

/// Runs a command body: installs the Ctrl-C handler, and turns library errors into one line on
/// stderr and an exit code (1 cache trouble, 2 bad input, 3 nothing in range, 4 output not
/// written, 130 interrupted).
/// Never a stack trace.
enum CommandRun {
    static func perform(_ body: () throws -> Void) throws {
        signal(SIGINT) { _ in
            interruption.cancel()
            signal(SIGINT, SIG_DFL)  // a second Ctrl-C ends the process at once
        }
        // A parent (a test runner, a job launcher) may hand down SIGINT blocked; Ctrl-C must still work.
        var interrupt = sigset_t()
        sigemptyset(&interrupt)
        sigaddset(&interrupt, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &interrupt, nil)
        do {
            try body()
        } catch let error as PhotoWrappedError {
            Terminal.error(error.description)
            switch error.kind {
            case .badInput: throw ExitCode(2)
            case .cache: throw ExitCode(1)
            case .empty: throw ExitCode(3)
            case .output: throw ExitCode(4)
            case .cancelled: throw ExitCode(130)
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
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }

    static var stderrIsTerminal: Bool { isatty(2) == 1 }

    static func printJSON(_ value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try encoder.encode(value), as: UTF8.self))
    }
}
