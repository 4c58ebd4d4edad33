import Deck
import Foundation
import Model
import Pipeline
import Store

/// The review server's request handling as `make fuzz` drives it (target `review-request`):
/// any bytes, read as a request, answered by an API over an empty library. The first byte
/// chooses which of the gate's checks the request passes (its Host, its token, its Origin),
/// so that the routes and body readers behind the gate are fuzzed too; the rest is the request
/// as it would come off a socket: a request line, headers, an empty line, a body.
package enum ReviewFuzzing {
    static let token = ReviewToken(String(repeating: "ab", count: ReviewToken.byteCount))
    static let port = 8123

    /// The empty library, removed when the process exits.
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("photo-wrapped-fuzz-review-\(getpid())")

    /// Over an in-memory cache and an empty folder; its stop is asked for before it starts, so
    /// a regenerate reads its body and then ends at once.
    package static let api: ReviewAPI? = {
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              let database = try? AppDatabase.inMemory(), let range = try? DateRange.year(2025)
        else { return nil }
        atexit { try? FileManager.default.removeItem(at: ReviewFuzzing.folder) }
        let stopped = Cancellation()
        stopped.cancel()
        let library = ReviewLibrary(folders: [folder.path], timeZone: TimeZone(identifier: "UTC") ?? .current, timeZoneIsOption: true,
                                    settings: SettingsFile(path: folder.appendingPathComponent(SettingsFile.fileName).path))
        let session = ReviewSession(library: library, choices: ReviewChoices(range: range, options: DeckOptions(), skin: .poster, format: .story),
                                    database: database, cancellation: stopped)
        return ReviewAPI(gate: ReviewGate(token: token, port: port), session: session)
    }()

    /// The request `bytes` describe.
    package static func request(_ bytes: [UInt8]) -> ReviewRequest {
        let flags = bytes.first ?? 0
        let rest = Array(bytes.dropFirst())
        let split = rest.firstRange(of: Array("\r\n\r\n".utf8))
        let head = String(decoding: rest[..<(split?.lowerBound ?? rest.endIndex)], as: UTF8.self)
        let body = split.map { Array(rest[$0.upperBound...]) } ?? []
        let lines = head.components(separatedBy: "\r\n")
        let requestLine = lines[0].split(separator: " ", maxSplits: 2).map(String.init)
        var headers = lines.dropFirst().compactMap { line -> ReviewHeader? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return ReviewHeader(String(line[..<colon]), String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces))
        }
        if flags & 1 != 0 { headers.append(ReviewHeader("Host", "127.0.0.1:\(port)")) }
        if flags & 2 != 0 { headers.append(ReviewHeader("Authorization", "Bearer \(token)")) }
        if flags & 4 != 0 { headers.append(ReviewHeader("Origin", "http://127.0.0.1:\(port)")) }
        return ReviewRequest(method: requestLine.first ?? "", target: requestLine.count > 1 ? requestLine[1] : "", headers: headers,
                             body: Array(body.prefix(ReviewGate.bodyLimit + 1)))
    }

    /// What the API answered: its status, for the replay's line.
    package static func respond(_ bytes: [UInt8]) -> String {
        guard let api else { return "no API" }
        let response = api.respond(to: request(bytes))
        return "\(response.status) \(response.body.count) bytes"
    }
}
