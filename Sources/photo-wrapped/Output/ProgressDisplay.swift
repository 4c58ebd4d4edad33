import Foundation
import PhotoWrapped
import Synchronization

/// Shows scan progress on stderr: a live bar with counts and rate on a terminal, a plain
/// line every few seconds otherwise (logs, CI), nothing at all with --quiet.
final class ProgressDisplay: Sendable {
    enum Style { case bar, lines, silent }

    /// Seconds between plain progress lines when stderr is not a terminal.
    static let lineInterval = 2.0
    static let barWidth = 28

    private struct State {
        var started = Date()
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
                draw("Looking for photos… \(found.grouped) files", final: false, now: now, state: &state)
            case let .reading(done, total, found):
                if done == 0 { state.started = now }
                let elapsed = max(now.timeIntervalSince(state.started), 0.001)
                let rate = Int(Double(done) / elapsed)
                guard let total else {
                    let text = "Reading \(done.grouped) files, \(found.grouped) found so far · \(rate.grouped) files/s"
                    draw(style == .bar ? text : text.lowercased(), final: false, now: now, state: &state)
                    return
                }
                let fraction = total == 0 ? 1 : Double(done) / Double(total)
                let filled = Int(fraction * Double(Self.barWidth))
                let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: Self.barWidth - filled)
                let text = style == .bar
                    ? "Reading \(bar) \(done.grouped)/\(total.grouped) files · \(rate.grouped) files/s"
                    : "reading: \(done.grouped) of \(total.grouped) files (\(rate.grouped) files/s)"
                draw(text, final: done == total, now: now, state: &state)
            }
        }
    }

    /// A pipeline stage starting: "[3/5] find places".
    func stage(_ index: Int, of count: Int, _ name: String) {
        guard style != .silent else { return }
        state.withLock { state in
            if state.drewBar { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
            state.drewBar = false
            Terminal.note("[\(index)/\(count)] \(name)")
        }
    }

    /// Ends the live bar's line so that what follows starts clean.
    func finish() {
        state.withLock { state in
            if state.drewBar { FileHandle.standardError.write(Data("\r\u{1B}[2K".utf8)) }
            state.drewBar = false
        }
    }

    private func draw(_ text: String, final: Bool, now: Date, state: inout State) {
        switch style {
        case .bar:
            FileHandle.standardError.write(Data("\r\u{1B}[2K\(text)".utf8))
            state.drewBar = true
        case .lines:
            guard final || now.timeIntervalSince(state.lastLine) >= Self.lineInterval else { return }
            state.lastLine = now
            Terminal.note(text)
        case .silent:
            break
        }
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
}
