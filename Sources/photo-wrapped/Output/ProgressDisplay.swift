import Foundation
import Scan
import Synchronization

/// Shows progress on stderr: a live line with a bar, counts and rate on a terminal, fitted to
/// its width so that it never wraps; a plain line every few seconds otherwise (logs, CI);
/// nothing at all with --quiet.
final class ProgressDisplay: Sendable {
    enum Style { case bar, lines, silent }

    /// Seconds between plain progress lines when stderr is not a terminal.
    static let lineInterval = 2.0
    /// Seconds of a phase before a rate in files/s means anything.
    static let rateAfter = 1.0
    static let barWidth = 28
    static let minBarWidth = 8

    private struct State {
        let created = Date()
        var phaseStarted = Date()
        var lastLine = Date.distantPast
        var drewBar = false
    }

    private let style: Style
    private let state = Mutex(State())

    init(quiet: Bool) {
        style = quiet ? .silent : (Terminal.stderrIsTerminal ? .bar : .lines)
    }

    func report(_ progress: ScanProgress) {
        guard style != .silent else { return }
        state.withLock { state in
            let now = Date()
            switch progress {
            case let .walking(found):
                // A quick walk (a rerun) shows nothing in a log; a long one says it is alive.
                guard style == .bar || now.timeIntervalSince(state.created) >= Self.lineInterval else { return }
                draw(Line("Looking for photos…", suffix: found.counted("file", "files")), final: false, now: now, state: &state)
            case let .reading(done, total, found):
                if done == 0 { state.phaseStarted = now }
                let rate = rateText(done, now: now, state: state)
                guard let total else {
                    guard done > 0 else { return }
                    let text = "\(done.grouped) of \(found.counted("file", "files")) found so far" + rate
                    draw(Line("Reading", suffix: text), final: false, now: now, state: &state)
                    return
                }
                guard total > 0, done > 0 || style == .bar else { return }
                draw(Line("Reading", done: done, total: total, unit: "files", extra: rate), final: done == total, now: now, state: &state)
            case let .hashing(done, total):
                if done == 0 { state.phaseStarted = now }
                guard done > 0 || style == .bar else { return }
                draw(Line("Comparing possible duplicates", done: done, total: total, unit: "files"), final: done == total, now: now,
                     state: &state)
            }
        }
    }

    /// Cards drawn so far.
    func drawn(_ done: Int, of total: Int) {
        guard style != .silent else { return }
        state.withLock { state in
            draw(Line("Drawing", done: done, total: total, unit: total == 1 ? "card" : "cards"), final: done == total, now: Date(),
                 state: &state)
        }
    }

    /// Seconds of the story video made so far.
    func filmed(seconds done: Double, of total: Double) {
        guard style != .silent else { return }
        state.withLock { state in
            draw(Line("Making the video", done: Int(done), total: Int(total.rounded(.up)), unit: "s"), final: done >= total, now: Date(),
                 state: &state)
        }
    }

    /// A stage starting: "[3/7] counting photos, finding places, taking time statistics".
    func stage(_ index: Int, of count: Int, _ name: String) {
        defer { StageSignal.raiseIfAsked(at: name) }
        guard style != .silent else { return }
        state.withLock { state in
            clearBar(&state)
            state.phaseStarted = Date()
            state.lastLine = Date()
            Terminal.note("[\(index)/\(count)] \(name)")
        }
    }

    /// Ends the live line so that what follows starts clean.
    func finish() {
        state.withLock { clearBar(&$0) }
    }

    private func clearBar(_ state: inout State) {
        if state.drewBar { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
        state.drewBar = false
    }

    private func rateText(_ done: Int, now: Date, state: State) -> String {
        let elapsed = now.timeIntervalSince(state.phaseStarted)
        guard done > 0, elapsed >= Self.rateAfter else { return "" }
        return " · \(Int(Double(done) / elapsed).grouped) files/s"
    }

    private func draw(_ line: Line, final: Bool, now: Date, state: inout State) {
        switch style {
        case .bar:
            FileHandle.standardError.write(Data("\r\u{1B}[2K\(line.fitted(to: Terminal.stderrColumns - 1))".utf8))
            state.drewBar = true
        case .lines:
            guard final || now.timeIntervalSince(state.lastLine) >= Self.lineInterval else { return }
            state.lastLine = now
            Terminal.note(line.plain)
        case .silent:
            break
        }
    }
}

/// One progress line: a label, an optional bar, and what follows it.
struct Line: Equatable {
    let label: String
    let fraction: Double?
    let suffix: String

    init(_ label: String, suffix: String) {
        self.label = label
        fraction = nil
        self.suffix = suffix
    }

    init(_ label: String, done: Int, total: Int, unit: String, extra: String = "") {
        self.label = label
        fraction = total == 0 ? 1 : min(1, Double(done) / Double(total))
        suffix = "\(done.grouped)/\(total.grouped) \(unit)" + extra
    }

    /// For logs: "Reading 1,200/5,000 files · 3,100 files/s".
    var plain: String { "\(label) \(suffix)" }

    /// For a terminal `width` columns wide: the bar shrinks first, then goes, then the text is
    /// cut with an ellipsis. Never wider than `width`, so the line never wraps.
    func fitted(to width: Int) -> String {
        let text = plain
        if let fraction {
            let room = width - text.count - 1
            if room >= ProgressDisplay.minBarWidth {
                let size = min(ProgressDisplay.barWidth, room)
                let filled = Int(fraction * Double(size))
                let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: size - filled)
                return "\(label) \(bar) \(suffix)"
            }
        }
        guard text.count > width else { return text }
        return width <= 1 ? String(text.prefix(max(0, width))) : String(text.prefix(width - 1)) + "…"
    }
}

extension Int {
    /// 12,345 in English; the CLI's own output is English.
    var grouped: String {
        let digits = String(abs(self))
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0, (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return self < 0 ? "-" + out : out
    }

    /// "1 file", "12,345 files".
    func counted(_ one: String, _ many: String) -> String {
        "\(grouped) \(self == 1 ? one : many)"
    }
}
