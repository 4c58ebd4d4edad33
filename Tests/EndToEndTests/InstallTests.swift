import Foundation
import TestScratch
import Testing

/// The installed program, as a user gets it: `make install` and `make deb`. `make test` builds
/// both first and names them in PHOTO_WRAPPED_INSTALLED (the install prefix) and PHOTO_WRAPPED_DEB;
/// a plain `swift test` has neither, and these tests say so and pass.
@Suite("Installed like a command-line tool, end to end", .serialized)
struct InstallTests {
    static let toolchain = "/opt/swift"

    /// Runs `script` with `sh` in `work`, in a private mount namespace; nil, with the reason
    /// printed, where namespaces and mounts are not permitted (they need root).
    static func inMountNamespace(_ script: String, work: URL) throws -> Int32? {
        let probe = try Process.run(URL(fileURLWithPath: "/usr/bin/unshare"), arguments: ["-m", "mount", "-t", "tmpfs", "tmpfs", work.path])
        probe.waitUntilExit()
        guard probe.terminationStatus == 0 else {
            print("install test skipped: unshare -m and mount are not permitted here (needs root)")
            return nil
        }
        let process = try Process.run(URL(fileURLWithPath: "/usr/bin/unshare"),
                                      arguments: ["-m", "sh", "-c", "cd \"$1\" || exit 99\n" + script, "sh", work.path])
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Shell lines that hide the checkout (its `.build/` included) and the Swift toolchain under empty tmpfs mounts.
    static let hideBuildAndToolchain = [PhotoWrappedBinary.repository.path, toolchain]
        .filter { FileManager.default.fileExists(atPath: $0) }
        .map { "mount -t tmpfs tmpfs '\($0)' || exit 99" }.joined(separator: "\n")

    /// Shell lines that run the demo with `binary` in the empty folder `work/empty`, its errors in `work/stderr`.
    static func demo(_ binary: String) -> String {
        """
        mkdir empty && cd empty || exit 99
        '\(binary)' demo --out decks --cache ../demo.sqlite --quiet 2>> ../stderr || exit 2
        """
    }

    /// Shell lines that give `binary` a PNG as music, after the demo: FFmpeg, which is loaded only
    /// when a video is made or music checked, must load and say the PNG holds no audio, in
    /// `work/music`.
    static func musicCheck(_ binary: String) -> String {
        """
        '\(binary)' generate . --music decks/en-poster/01-title.png 2> ../music
        [ $? -eq 2 ] || exit 3
        """
    }

    /// The FFmpeg check of `musicCheck` said what a PNG is, so FFmpeg loaded.
    static func expectMusicChecked(in work: URL) {
        #expect(read(work.appendingPathComponent("music")).contains("holds no audio stream"), "\(read(work.appendingPathComponent("music")))")
    }

    /// The PNG cards under `folder`.
    static func cards(_ folder: URL) -> [String] {
        (FileManager.default.subpaths(atPath: folder.path) ?? []).filter { $0.hasSuffix(".png") }.sorted()
    }

    static func read(_ url: URL) -> String {
        ((try? String(contentsOf: url, encoding: .utf8)) ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Both demo decks are in `work/empty/decks`.
    static func expectDecks(in work: URL) {
        let decks = work.appendingPathComponent("empty/decks")
        #expect(cards(decks.appendingPathComponent("en-poster")).count >= 8)
        #expect(cards(decks.appendingPathComponent("es-pastel")).count >= 8)
    }

    @Test("the installed tree runs --version and the demo from an empty folder, with .build/ and the toolchain hidden")
    func installedTree() throws {
        guard let prefix = ProcessInfo.processInfo.environment["PHOTO_WRAPPED_INSTALLED"] else {
            print("installed-tree test skipped: PHOTO_WRAPPED_INSTALLED is not set (make test sets it, after make install into .build)")
            return
        }
        // The install lives under .build/, which gets hidden: it is bind-mounted outside first.
        let work = try Scratch.folder("installed")
        let visible = try Scratch.folder("prefix").path
        let script = """
            mount --bind '\(prefix)' '\(visible)' || exit 99
            \(Self.hideBuildAndToolchain)
            '\(visible)/bin/photo-wrapped' --version > version 2> stderr || exit 1
            \(Self.demo(visible + "/bin/photo-wrapped"))
            \(Self.musicCheck(visible + "/bin/photo-wrapped"))
            """
        guard let status = try Self.inMountNamespace(script, work: work) else { return }
        #expect(status == 0, "\(Self.read(work.appendingPathComponent("stderr")))")
        let built = try PhotoWrappedBinary.run(["--version"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(Self.read(work.appendingPathComponent("version")) == built)
        #expect(built.first?.isNumber == true)
        Self.expectDecks(in: work)
        Self.expectMusicChecked(in: work)

        let share = URL(fileURLWithPath: prefix).appendingPathComponent("share")
        for data in ["geonames-cities500.tsv.gz", "naturalearth-countries.tsv.gz", "dcw-countries.tsv.gz"] {
            #expect(FileManager.default.fileExists(atPath: share.appendingPathComponent("photo-wrapped/" + data).path), "\(data)")
        }
        let manual = Self.read(share.appendingPathComponent("man/man1/photo-wrapped.1"))
        #expect(manual.contains(".Nm photo-wrapped") && manual.contains("hide"))
        for completion in ["bash-completion/completions/photo-wrapped", "zsh/site-functions/_photo-wrapped",
                           "fish/vendor_completions.d/photo-wrapped.fish"] {
            let script = Self.read(share.appendingPathComponent(completion))
            #expect(script.contains("photo-wrapped") && script.contains("demo"), "\(completion)")
        }
    }

    @Test("the .deb installs as root, runs the demo from /usr/bin in an empty folder, and removes itself")
    func debianPackage() throws {
        guard let deb = ProcessInfo.processInfo.environment["PHOTO_WRAPPED_DEB"] else {
            print("deb test skipped: PHOTO_WRAPPED_DEB is not set (make test sets it, after make deb)")
            return
        }
        guard getuid() == 0 else {
            print("deb test skipped: dpkg -i needs root")
            return
        }
        guard !FileManager.default.fileExists(atPath: "/usr/bin/photo-wrapped") else {
            print("deb test skipped: /usr/bin/photo-wrapped is already installed here, and this test would remove it")
            return
        }
        let contents = try Self.shell("dpkg-deb -c '\(deb)'")
        for data in ["geonames-cities500.tsv.gz", "naturalearth-countries.tsv.gz", "dcw-countries.tsv.gz"] {
            #expect(contents.contains("./usr/share/photo-wrapped/" + data), "\(data)")
        }
        let depends = try Self.shell("dpkg-deb -f '\(deb)' Depends")
        #expect(depends.contains("libc6") && depends.contains("libcairo2") && depends.contains("fonts-noto-cjk"), "\(depends)")
        // FFmpeg is opened with dlopen, which dpkg-shlibdeps cannot see: build-deb names it.
        for library in ["libavcodec", "libavformat", "libavutil", "libswresample", "libswscale"] {
            #expect(depends.contains(library), "\(library) in \(depends)")
        }
        #expect(!depends.contains("-dev") && !depends.contains("chromium") && !depends.contains("libswift"), "\(depends)")

        #expect(try Self.shell("dpkg -i '\(deb)' >/dev/null && echo installed") == "installed")
        let work = try Scratch.folder("deb")
        let status = try Self.inMountNamespace(Self.hideBuildAndToolchain + "\n" + Self.demo("/usr/bin/photo-wrapped") + "\n"
                                               + Self.musicCheck("/usr/bin/photo-wrapped"), work: work)
        #expect(try Self.shell("dpkg -r photo-wrapped >/dev/null && echo removed") == "removed")
        guard let status else { return }
        #expect(status == 0, "\(Self.read(work.appendingPathComponent("stderr")))")
        Self.expectDecks(in: work)
        Self.expectMusicChecked(in: work)
        for path in ["/usr/bin/photo-wrapped", "/usr/share/photo-wrapped", "/usr/share/man/man1/photo-wrapped.1"] {
            #expect(!FileManager.default.fileExists(atPath: path), "\(path)")
        }
    }

    /// The trimmed standard output of a shell command.
    static func shell(_ command: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
