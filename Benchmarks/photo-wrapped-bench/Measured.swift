import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// One timed run of a command: wall time and the child's own peak resident memory.
struct Measured {
    let seconds: Double
    let peakRSSBytes: Int
    let status: Int32

    /// GNU time, which starts the command from its own small process and reports its peak. A
    /// child the bench spawns itself starts in the bench's memory, and Linux keeps a process's
    /// high-water mark across `exec`: every peak read at least the bench's own (as did the
    /// peak of a bare `find`). Where it is missing, peaks are read as that.
    static let peakTool = "/usr/bin/time"
    static let hasPeakTool = FileManager.default.isExecutableFile(atPath: peakTool)

    /// Runs `argv` (through `/bin/sh -c` when given one string with shell syntax) and waits
    /// for it with wait4, which reports that child's rusage alone: its peak, where `peakTool`
    /// did not report one.
    static func run(_ argv: [String], quietOutput: Bool = true) -> Measured {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("peak-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: report) }
        let argv = hasPeakTool ? [peakTool, "--format=%M", "--output=\(report.path)"] + argv : argv
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if quietOutput {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        }
        let cArgs = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        let start = DispatchTime.now()
        guard posix_spawnp(&pid, argv[0], &actions, nil, cArgs, environ) == 0 else {
            fatalError("cannot start \(argv[0])")
        }
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        // GNU time's last line is the peak in KiB (a line before it tells a failed command's status).
        let reported = (try? String(contentsOf: report, encoding: .utf8))?.split(separator: "\n").last.flatMap { Int($0) }
        return Measured(seconds: seconds, peakRSSBytes: (reported ?? Int(usage.ru_maxrss)) * 1024, status: (status >> 8) & 0xFF)
    }

    static func shell(_ script: String) -> Measured {
        run(["/bin/sh", "-c", script])
    }
}

extension Array where Element == Double {
    var median: Double {
        let sorted = sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }
}

extension Array where Element == Measured {
    var medianSeconds: Double { map(\.seconds).median }

    var peakRSSBytes: Int { map(\.peakRSSBytes).max() ?? 0 }
}
