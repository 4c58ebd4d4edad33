import Dispatch
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import Model
import NIOCore
import Review
import Synchronization

/// The review page's HTTP server: Hummingbird, listening on the loopback interface only
/// (127.0.0.1, and ::1 on the same port where the machine has it), carrying each request's
/// bytes to `ReviewAPI` and its answer back. It decides nothing itself.
public enum ReviewServer {
    /// The IPv4 and IPv6 loopback addresses: the only ones ever bound.
    static let hosts = (v4: "127.0.0.1", v6: "::1")

    /// Listens on `port` (0: any free one), makes the API once the port is known, says so
    /// through `listening`, and serves until `stop` is cancelled.
    public static func run(port: Int, api makeAPI: @escaping @Sendable (_ port: Int) -> ReviewAPI,
                           listening: @escaping @Sendable (_ port: Int) -> Void, until stop: Cancellation) async throws {
        let api = Mutex<ReviewAPI?>(nil)
        let responder = CallbackResponder<BasicRequestContext> { request, _ in
            guard let current = api.withLock({ $0 }) else { return Response(status: .serviceUnavailable) }
            return try await answer(request, with: current)
        }
        // Hummingbird's own logging would print on stdout, which holds the one line.
        let logger = Logger(label: "photo-wrapped-review") { _ in SwiftLogNoOpLogHandler() }
        let (ports, bound) = AsyncStream<Int>.makeStream()
        let v4 = Application(responder: responder, configuration: ApplicationConfiguration(address: .hostname(hosts.v4, port: port)),
                             onServerRunning: { channel in bound.yield(channel.localAddress?.port ?? 0) }, logger: logger)
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { bound.finish() }
                try await v4.run()
            }
            var waiting = ports.makeAsyncIterator()
            guard let port = await waiting.next() else {
                // It stopped before listening: its error says why (the port is taken, say).
                do {
                    try await group.next()
                } catch let error as IOError {
                    throw ListenFailure(reason: String(cString: strerror(error.errnoCode)))
                }
                return
            }
            api.withLock { $0 = makeAPI(port) }
            let v6 = Application(responder: responder, configuration: ApplicationConfiguration(address: .hostname(hosts.v6, port: port)),
                                 logger: logger)
            // A machine without IPv6 loopback is served on 127.0.0.1 alone.
            group.addTask { try? await v6.run() }
            listening(port)
            while !stop.isCancelled {
                try await Task.sleep(for: .milliseconds(100))
            }
            group.cancelAll()
        }
    }

    /// Why the server could not listen, in the system's words ("Address already in use").
    public struct ListenFailure: Error, CustomStringConvertible {
        public var reason: String
        public var description: String { reason }
    }

    /// One request: its head and at most one byte more of body than the API takes, answered
    /// on a thread of its own, as a deck takes seconds to make.
    static func answer(_ request: Request, with api: ReviewAPI) async throws -> Response {
        var body: [UInt8] = []
        for try await buffer in request.body {
            body += buffer.readableBytesView.prefix(ReviewGate.bodyLimit + 1 - body.count)
            if body.count > ReviewGate.bodyLimit { break }
        }
        // The first Host header is the request's authority; any other stays a header.
        let host = request.head.authority.map { [ReviewHeader("Host", $0)] } ?? []
        let raw = ReviewRequest(method: request.method.rawValue, target: request.head.path ?? "/",
                                headers: host + request.headers.map { ReviewHeader($0.name.rawName, $0.value) }, body: body)
        let response = await withCheckedContinuation { continuation in
            DispatchQueue.global().async { continuation.resume(returning: api.respond(to: raw)) }
        }
        var headers = HTTPFields()
        for header in response.headers {
            if let name = HTTPField.Name(header.name) { headers.append(HTTPField(name: name, value: header.value)) }
        }
        return Response(status: HTTPResponse.Status(code: response.status), headers: headers,
                        body: ResponseBody(byteBuffer: ByteBuffer(bytes: response.body)))
    }
}
