import Foundation
import TestScratch

/// The built `photo-wrapped` executable, run as a user would run it.
enum PhotoWrappedBinary {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = repository.appendingPathComponent("fixtures")

    /// Beside the test bundle, where SwiftPM puts every product of the build.
    static let url: URL = {
        if let explicit = ProcessInfo.processInfo.environment["PHOTO_WRAPPED_BINARY"] { return URL(fileURLWithPath: explicit) }
        return product("photo-wrapped")
    }()

    /// `$XDG_DATA_HOME` for runs that do not give their own: settings in it last for this test process.
    static let dataHome: URL = (try? Scratch.folder("data-home")) ?? FileManager.default.temporaryDirectory

    static func product(_ name: String) -> URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return repository.appendingPathComponent(".build/debug/" + name)
    }

    struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
        /// Ended by a signal it did not handle, as SIGKILL ends it.
        var signalled = false
        var firstErrorLine: String { stderr.split(separator: "\n").first.map(String.init) ?? "" }
    }

    static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) throws -> Outcome {
        try start(arguments, in: directory, environment: environment).wait()
    }

    /// A run in progress, for tests that signal it.
    struct Running {
        let process: Process
        let outURL: URL
        let errURL: URL

        func signal(_ number: Int32) {
            kill(process.processIdentifier, number)
        }

        func wait() throws -> Outcome {
            process.waitUntilExit()
            return Outcome(status: process.terminationStatus, stdout: try String(contentsOf: outURL, encoding: .utf8),
                           stderr: try String(contentsOf: errURL, encoding: .utf8),
                           signalled: process.terminationReason == .uncaughtSignal)
        }
    }

    /// Starts `photo-wrapped arguments`, or `launcher + [binary] + arguments` (e.g. `unshare -n`).
    static func start(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                      launcher: [String] = []) throws -> Running {
        let process = Process()
        if launcher.isEmpty {
            process.executableURL = url
            process.arguments = arguments
        } else {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = launcher + [url.path] + arguments
        }
        if let directory { process.currentDirectoryURL = directory }
        // The person's own settings are never read or written by a test, unless it names a folder.
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": dataHome.path]) { $1 }
            .merging(environment) { $1 }
        // Files, not pipes: a child that writes a lot can never stall on a full pipe.
        let folder = try Scratch.folder("output")
        let outURL = folder.appendingPathComponent("stdout"), errURL = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        process.standardOutput = try FileHandle(forWritingTo: outURL)
        process.standardError = try FileHandle(forWritingTo: errURL)
        try process.run()
        return Running(process: process, outURL: outURL, errURL: errURL)
    }
}
