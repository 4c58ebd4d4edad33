import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `photo-wrapped review --no-open` on a library, running, with the address it printed; and
/// raw HTTP over real sockets to it, so that a test sends exactly the bytes an attacker would.
struct ReviewServerProcess {
    let running: PhotoWrappedBinary.Running
    let port: Int
    let token: String
    let address: String

    /// The longest a first review of the fixtures takes to print its line (a debug build draws slowly).
    static let startSeconds = 300.0

    /// `range` as the options give it; by default the fixtures' year.
    init(_ library: PlacesCommandTests.Library, range: [String]? = nil) throws {
        running = try PhotoWrappedBinary.start(["review", library.folder.path, "--tz", library.truth.timeZone, "--no-open", "--quiet",
                                                "--cache", library.cache.path, "--settings", library.cache.path]
            + (range ?? ["--year", String(library.truth.year)]))
        let deadline = Date().addingTimeInterval(Self.startSeconds)
        var line = ""
        while Date() < deadline, running.process.isRunning {
            line = (try? String(contentsOf: running.outURL, encoding: .utf8)) ?? ""
            if line.hasSuffix("\n") { break }
            usleep(100_000)
        }
        guard let match = line.firstMatch(of: /^Review at (http:\/\/127\.0\.0\.1:([0-9]+)\/\?token=([0-9a-f]{64}))\n$/) else {
            running.signal(SIGKILL)
            let errors = (try? String(contentsOf: running.errURL, encoding: .utf8)) ?? ""
            throw Failure(description: "review printed \(line.debugDescription); stderr: \(errors)")
        }
        (address, port, token) = (String(match.1), Int(match.2)!, String(match.3))
    }

    struct Failure: Error, CustomStringConvertible { var description: String }

    /// An answer as it came off the socket.
    struct Answer {
        var status: Int
        var headers: [(name: String, value: String)]
        var body: Data

        func header(_ name: String) -> String? { headers.first { $0.name.lowercased() == name.lowercased() }?.value }
        var text: String { String(decoding: body, as: UTF8.self) }
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
    }

    /// The Host a browser at the printed address sends.
    var host: String { "127.0.0.1:\(port)" }

    /// A request written as given: the target is sent as it is, not normalised.
    func send(_ method: String, _ target: String, headers: [(String, String)]? = nil, auth: Bool = true, body: String = "",
              ipv6: Bool = false) throws -> Answer {
        var lines = ["\(method) \(target) HTTP/1.1"]
        for (name, value) in headers ?? [("Host", host)] { lines.append("\(name): \(value)") }
        if auth { lines.append("Authorization: Bearer \(token)") }
        lines.append("Content-Length: \(body.utf8.count)")
        lines.append("Connection: close")
        return try Self.exchange(Array((lines.joined(separator: "\r\n") + "\r\n\r\n" + body).utf8), port: port, ipv6: ipv6)
    }

    /// Sends `bytes` and reads the answer until the server closes the connection.
    static func exchange(_ bytes: [UInt8], port: Int, ipv6: Bool = false) throws -> Answer {
        let fd = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure(description: "socket") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: 300, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let connected: Int32
        if ipv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            inet_pton(AF_INET6, "::1", &address.sin6_addr)
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
            connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        }
        guard connected == 0 else { throw Failure(description: "connect to port \(port): \(String(cString: strerror(errno)))") }
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            sent += n
        }
        var received = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            received += chunk[..<n]
        }
        return try parse(received)
    }

    static func parse(_ bytes: [UInt8]) throws -> Answer {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let end = bytes.firstRange(of: separator) else { throw Failure(description: "no answer: \(String(decoding: bytes, as: UTF8.self))") }
        let head = String(decoding: bytes[..<end.lowerBound], as: UTF8.self).components(separatedBy: "\r\n")
        guard let status = head.first?.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) else {
            throw Failure(description: "no status line: \(head)")
        }
        let headers = head.dropFirst().compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var body = Array(bytes[end.upperBound...])
        if headers.contains(where: { $0.name.lowercased() == "transfer-encoding" && $0.value.lowercased() == "chunked" }) {
            var plain = [UInt8](), rest = body[...]
            while let line = rest.firstRange(of: Array("\r\n".utf8)),
                  let size = Int(String(decoding: rest[..<line.lowerBound], as: UTF8.self), radix: 16), size > 0 {
                let start = line.upperBound
                plain += rest[start ..< min(rest.endIndex, start + size)]
                rest = rest[min(rest.endIndex, start + size + 2)...]
            }
            body = plain
        }
        return Answer(status: status, headers: headers, body: Data(body))
    }

    /// Ctrl-C, as a person ends it.
    func interrupt() throws -> PhotoWrappedBinary.Outcome {
        running.signal(SIGINT)
        return try running.wait()
    }

    /// The local addresses listening on `port`, from the kernel's socket tables (hex, as
    /// /proc/net/tcp and tcp6 write them).
    static func listeningAddresses(port: Int) -> [String] {
        let portHex = String(format: "%04X", port)
        return ["/proc/net/tcp", "/proc/net/tcp6"].flatMap { table -> [String] in
            let text = (try? String(contentsOfFile: table, encoding: .utf8)) ?? ""
            return text.split(separator: "\n").dropFirst().compactMap { line in
                let fields = line.split(separator: " ")
                guard fields.count > 3, fields[3] == "0A" else { return nil }
                let local = fields[1].split(separator: ":")
                return local.count == 2 && local[1] == portHex ? String(local[0]) : nil
            }
        }
    }
}
