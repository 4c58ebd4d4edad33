import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Headless Chromium driven through the DevTools protocol over `--remote-debugging-pipe`
/// (Chromium reads commands on fd 3 and writes answers on fd 4, each a JSON text ended by a
/// NUL), so a test can really click, tap and type at a point of the page, and move the page's
/// clock (virtual time) without waiting for it.
public final class DevToolsPipe {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// Longest wait for one answer: far above a command's few milliseconds, short of a hung test.
    public static let answerTimeoutMilliseconds: Int32 = 30_000

    private let pid: pid_t
    private let toBrowser: Int32
    private let fromBrowser: Int32
    private var buffer = [UInt8]()
    private var nextID = 0
    private var events: [[String: Any]] = []
    private var session = ""
    private let width: Int, height: Int, touch: Bool, reducedMotion: Bool

    /// A new browser with one page of `width`×`height` CSS pixels; `touch` makes it a touch
    /// screen (`pointer: coarse`), `reducedMotion` asks for `prefers-reduced-motion: reduce`.
    public init(chromium: String, profile: String, width: Int, height: Int, touch: Bool, reducedMotion: Bool = false) throws {
        var commands: [Int32] = [0, 0], answers: [Int32] = [0, 0]
        guard pipe(&commands) == 0, pipe(&answers) == 0 else { throw Failure(description: "pipe") }
        for fd in commands + answers { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, commands[0], 3)
        posix_spawn_file_actions_adddup2(&actions, answers[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let arguments = [chromium, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--disable-dev-shm-usage",
                         "--remote-debugging-pipe", "--user-data-dir=\(profile)", "about:blank"]
        var argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, chromium, &actions, nil, &argv, environ)
        close(commands[0])
        close(answers[1])
        guard spawned == 0 else { throw Failure(description: "posix_spawn \(chromium): \(spawned)") }
        (pid, toBrowser, fromBrowser) = (child, commands[1], answers[0])
        signal(SIGPIPE, SIG_IGN)

        (self.width, self.height, self.touch, self.reducedMotion) = (width, height, touch, reducedMotion)
        try newPage()
    }

    /// Moves to a new tab of the same browser (same profile, so the same localStorage), set up as the first.
    public func newPage() throws {
        let target = try send("Target.createTarget", ["url": "about:blank"], inSession: false)["targetId"] as? String ?? ""
        session = try send("Target.attachToTarget", ["targetId": target, "flatten": true], inSession: false)["sessionId"] as? String ?? ""
        try call("Emulation.setDeviceMetricsOverride", ["width": width, "height": height, "deviceScaleFactor": 1, "mobile": touch])
        if touch { try call("Emulation.setTouchEmulationEnabled", ["enabled": true, "maxTouchPoints": 5]) }
        if reducedMotion {
            try call("Emulation.setEmulatedMedia", ["features": [["name": "prefers-reduced-motion", "value": "reduce"]]])
        }
        try call("Page.enable")
    }

    deinit {
        close(toBrowser)
        close(fromBrowser)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// One command to the page; its result.
    @discardableResult
    public func call(_ method: String, _ params: [String: Any] = [:]) throws -> [String: Any] {
        try send(method, params, inSession: true)
    }

    /// Loads `url` and waits for its load event; the page's clock is then held still
    /// (virtual time), so nothing moves on by itself until `advance`.
    public func open(_ url: URL) throws {
        try call("Page.navigate", ["url": url.absoluteString])
        _ = try event("Page.loadEventFired")
        try call("Emulation.setVirtualTimePolicy", ["policy": "pause"])
    }

    /// Loads `url` and waits for its load event, the page's clock running as a browser's does:
    /// for a page that talks to a server.
    public func load(_ url: URL) throws {
        try call("Page.navigate", ["url": url.absoluteString])
        _ = try event("Page.loadEventFired")
    }

    /// Waits, in real time, until the JavaScript expression is true; false if `seconds` pass first.
    public func wait(until expression: String, seconds: Double) throws -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if try evaluate(expression) as? Bool == true { return true }
            usleep(100_000)
        }
        return false
    }

    /// A left click in the middle of the element, scrolled into view first.
    public func click(_ selector: String) throws {
        _ = try evaluate("document.querySelector(\(Self.quoted(selector))).scrollIntoView({ block: 'center' })")
        let box = try rect(selector)
        try click(x: box.x + box.width / 2, y: box.y + box.height / 2)
    }

    /// Text typed into the focused element, as a keyboard's input method inserts it.
    public func type(_ text: String) throws {
        try call("Input.insertText", ["text": text])
    }

    /// A JavaScript string literal of `text`.
    public static func quoted(_ text: String) -> String {
        String(decoding: (try? JSONSerialization.data(withJSONObject: [text]))?.dropFirst().dropLast() ?? Data(), as: UTF8.self)
    }

    /// Lets `milliseconds` of the page's time pass, at once.
    public func advance(milliseconds: Int) throws {
        try call("Emulation.setVirtualTimePolicy", ["policy": "advance", "budget": milliseconds])
        _ = try event("Emulation.virtualTimeBudgetExpired")
    }

    /// The value of a JavaScript expression (JSON-like: strings, numbers, booleans, arrays).
    public func evaluate(_ expression: String) throws -> Any? {
        let answer = try call("Runtime.evaluate", ["expression": expression, "returnByValue": true])
        if let thrown = answer["exceptionDetails"] { throw Failure(description: "\(expression): \(thrown)") }
        return (answer["result"] as? [String: Any])?["value"]
    }

    public func string(_ expression: String) throws -> String { try evaluate(expression) as? String ?? "" }

    /// The element's box in CSS pixels.
    public func rect(_ selector: String) throws -> (x: Double, y: Double, width: Double, height: Double) {
        let r = try evaluate("(() => { const r = document.querySelector(\(Self.quoted(selector))).getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; })()")
        guard let v = r as? [Double], v.count == 4 else { throw Failure(description: "no box for \(selector)") }
        return (v[0], v[1], v[2], v[3])
    }

    /// A left click at a point: the mouse pressed and released there.
    public func click(x: Double, y: Double) throws {
        for type in ["mousePressed", "mouseReleased"] {
            try call("Input.dispatchMouseEvent", ["type": type, "x": x, "y": y, "button": "left", "clickCount": 1])
        }
    }

    /// A finger's tap at a point (touch screens).
    public func tap(x: Double, y: Double) throws {
        try call("Input.dispatchTouchEvent", ["type": "touchStart", "touchPoints": [["x": x, "y": y]]])
        try call("Input.dispatchTouchEvent", ["type": "touchEnd", "touchPoints": [[String: Any]]()])
    }

    /// A key pressed and released: `key` as KeyboardEvent.key names it ("ArrowRight", " ", "i").
    public func press(_ key: String) throws {
        let codes: [String: (String, Int)] = ["ArrowRight": ("ArrowRight", 39), "ArrowLeft": ("ArrowLeft", 37), " ": ("Space", 32),
                                              "Home": ("Home", 36), "End": ("End", 35), "Escape": ("Escape", 27),
                                              "Enter": ("Enter", 13), "i": ("KeyI", 73)]
        guard let (code, virtualKey) = codes[key] else { throw Failure(description: "no key code for \(key)") }
        var down: [String: Any] = ["type": "keyDown", "key": key, "code": code, "windowsVirtualKeyCode": virtualKey]
        if key.count == 1 || key == "Enter" { down["text"] = key == "Enter" ? "\r" : key }
        try call("Input.dispatchKeyEvent", down)
        try call("Input.dispatchKeyEvent", ["type": "keyUp", "key": key, "code": code, "windowsVirtualKeyCode": virtualKey])
    }

    /// The page as a PNG.
    public func screenshot() throws -> Data {
        let data = try call("Page.captureScreenshot", ["format": "png"])["data"] as? String ?? ""
        return Data(base64Encoded: data) ?? Data()
    }

    private func send(_ method: String, _ params: [String: Any], inSession: Bool) throws -> [String: Any] {
        nextID += 1
        var message: [String: Any] = ["id": nextID, "method": method, "params": params]
        if inSession { message["sessionId"] = session }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { write(toBrowser, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "\(method): the browser closed its pipe") }
            sent += n
        }
        while true {
            let answer = try receive()
            if answer["id"] as? Int == nextID {
                if let error = answer["error"] { throw Failure(description: "\(method): \(error)") }
                return answer["result"] as? [String: Any] ?? [:]
            }
            events.append(answer)
        }
    }

    private func event(_ method: String) throws -> [String: Any] {
        while true {
            if let i = events.firstIndex(where: { $0["method"] as? String == method }) { return events.remove(at: i) }
            events.append(try receive())
        }
    }

    private func receive() throws -> [String: Any] {
        while true {
            if let end = buffer.firstIndex(of: 0) {
                let message = Data(buffer[..<end])
                buffer.removeSubrange(...end)
                return try JSONSerialization.jsonObject(with: message) as? [String: Any] ?? [:]
            }
            var ready = pollfd(fd: fromBrowser, events: Int16(POLLIN), revents: 0)
            guard poll(&ready, 1, Self.answerTimeoutMilliseconds) == 1 else { throw Failure(description: "no answer from the browser") }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { read(fromBrowser, $0.baseAddress, $0.count) }
            guard n > 0 else { throw Failure(description: "the browser closed its pipe") }
            buffer += chunk[..<n]
        }
    }
}
