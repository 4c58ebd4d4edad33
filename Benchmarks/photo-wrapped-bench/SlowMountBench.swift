import Foundation
import Scan
#if canImport(Glibc)
import Glibc
#endif

/// The first scan of a library on a NAS: the bench library mounted through `slowfs`, a FUSE
/// passthrough that waits a fixed latency on every stat, open and read. Each measured run
/// gets a fresh mount, so nothing is cached when it starts. Skips, saying why, where FUSE
/// cannot be used; never fails the bench for it.
struct SlowMountBench {
    /// Photos in the mounted library: enough for a steady rate, few enough that exiv2's run
    /// through the mount stays under a minute.
    static let files = 10_000
    /// A round trip to a NAS on a home network.
    static let latencyMs = 2
    /// Round trips most files cost a first scan: the reader's lookup of its name, the open, and
    /// one read of the head (`FileInspector.headLength`), where a photo's metadata lies. Its
    /// `fstat` is answered from the attributes the lookup brought. A movie whose index is at
    /// its end costs a read more.
    static let roundTripsPerFile = 3
    /// Serial stats timed on a mount of their own, to learn the round trip this machine really gives
    /// (a loaded machine oversleeps the latency).
    static let calibrationStats = 200

    let work: URL
    let photoWrapped: String
    /// The built passthrough, when the Makefile could build it.
    let slowfs: String?
    let generate: (Int, URL) -> Void
    let exiv2Command: (String) -> String

    func run() {
        if let reason = unavailable() {
            print("\nslow mount: skipped: \(reason)")
            return
        }
        let source = work.appendingPathComponent("slow-source")
        let mount = work.appendingPathComponent("slow-mount")
        try? FileManager.default.createDirectory(at: mount, withIntermediateDirectories: true)
        generate(Self.files, source)
        defer { try? FileManager.default.removeItem(at: source) }

        func mounted<T>(latencyMs: Int = Self.latencyMs, _ body: () -> T) -> T? {
            guard let slowfs, Measured.run([slowfs, "--latency-ms", String(latencyMs), source.path, mount.path]).status == 0 else {
                return nil
            }
            defer { unmount(mount) }
            return body()
        }
        func scan() -> Measured {
            let cache = work.appendingPathComponent("slow-cache-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: cache) }
            return Measured.run([photoWrapped, "scan", mount.path, "--year", "2025", "--quiet", "--json", "--cache", cache.path])
        }
        guard let roundTrip = mounted({ calibrate(mount, source: source) }),
              let ours = mounted(scan),
              let noLatency = mounted(latencyMs: 0, scan),
              let exiv2 = mounted({ Measured.shell(exiv2Command(mount.path)) })
        else {
            print("\nslow mount: skipped: slowfs could not mount \(mount.path) (is /dev/fuse usable here?)")
            return
        }
        guard ours.status == 0, noLatency.status == 0 else {
            fatalError("the scan through the slow mount failed with status \(ours.status), with no latency \(noLatency.status)")
        }

        let reads = LibraryScanner.readsInFlightOnSlowDisks
        let ideal = Double(Self.files) * roundTrip * Double(Self.roundTripsPerFile) / Double(reads)
        print("\nslow mount: \(Self.files.formatted()) files of a phone's mix through slowfs, \(Self.latencyMs) ms a round trip "
              + String(format: "(%.2f ms measured)", roundTrip * 1000) + ", a fresh mount for each run, one run each")
        print("ideal = files × round trip × \(Self.roundTripsPerFile) round trips (the lookup, the open, one read: on a first scan all "
              + "the readers') / \(reads) reads in flight (the readers once reads prove slow); the same scan through slowfs "
              + "with no latency gives FUSE's own cost on this machine")
        var table = BenchTable(files: Self.files)
        table.add("photo-wrapped first scan", [ours])
        table.add("photo-wrapped first scan, 0 ms latency", [noLatency])
        table.add("exiv2, 2 processes", [exiv2])
        table.add("ideal", [Measured(seconds: ideal, peakRSSBytes: 0, status: 0)])
        table.print()
    }

    /// Why the bench cannot mount here, or nil when it can try.
    private func unavailable() -> String? {
        guard let slowfs, FileManager.default.isExecutableFile(atPath: slowfs) else {
            return "slowfs was not built (it needs pkg-config and libfuse3-dev)"
        }
        guard FileManager.default.fileExists(atPath: "/dev/fuse") else { return "there is no /dev/fuse" }
        guard Measured.shell("command -v fusermount3").status == 0 else { return "there is no fusermount3 (Debian's fuse3)" }
        return nil
    }

    /// Seconds a stat of a file not yet seen takes through the fresh mount: files listed from
    /// the source, so that the mount has looked up none of them.
    private func calibrate(_ mount: URL, source: URL) -> Double {
        let names = ((try? FileManager.default.subpathsOfDirectory(atPath: source.path)) ?? []).sorted().suffix(Self.calibrationStats)
        let start = DispatchTime.now()
        for name in names {
            var info = stat()
            _ = stat(mount.appendingPathComponent(name).path, &info)
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return seconds / Double(max(1, names.count))
    }

    private func unmount(_ mount: URL) {
        if Measured.run(["fusermount3", "-u", mount.path]).status != 0 {
            _ = Measured.run(["fusermount3", "-u", "-z", mount.path])
        }
    }
}
