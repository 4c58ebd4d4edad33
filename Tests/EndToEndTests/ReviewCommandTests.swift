import Foundation
import TestScratch
import Testing

/// `photo-wrapped review --no-open` on a copy of the fixtures, over real sockets: the rules of
/// docs/REVIEW.md with raw requests, and the API making the same changes as the commands.
@Suite("review, end to end", .serialized)
struct ReviewCommandTests {
    static func settings(_ library: PlacesCommandTests.Library) -> [String: Any] {
        let data = (try? Data(contentsOf: library.cache.appendingPathComponent("settings.json"))) ?? Data()
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] ?? [:]
    }

    @Test("it listens on loopback only, and every request needs the token, the page's Host and, to change anything, its Origin")
    func security() throws {
        let library = try PlacesCommandTests.Library()
        let server = try ReviewServerProcess(library)

        let listening = Set(ReviewServerProcess.listeningAddresses(port: server.port))
        #expect(listening.contains("0100007F"))
        #expect(listening.isSubset(of: ["0100007F", "00000000000000000000000001000000"]), "\(listening)")

        for (target, headers) in [("/api/deck", [("Host", server.host)]), ("/api/places", [("Host", server.host)]), ("/", [("Host", server.host)]),
                                  ("/api/deck", [("Host", server.host), ("Authorization", "Bearer " + String(repeating: "0", count: 64))]),
                                  ("/api/deck?token=" + String(server.token.reversed()), [("Host", server.host)])] {
            let answer = try server.send("GET", target, headers: headers, auth: false)
            #expect(answer.status == 401, "\(target) \(headers)")
            #expect(Set(answer.json.keys) == ["error"], "\(answer.text)")
        }

        let first = try server.send("GET", "/?token=\(server.token)", auth: false)
        #expect(first.status == 303)
        #expect(first.header("Location") == "/")
        let cookie = try #require(first.header("Set-Cookie"))
        #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict"), "\(cookie)")
        let crumb = String(cookie.prefix { $0 != ";" })
        let page = try server.send("GET", "/", headers: [("Host", server.host), ("Cookie", crumb)], auth: false)
        #expect(page.status == 200)
        #expect(page.text.contains("<script src=\"/review.js\""))

        for host in ["attacker.example:\(server.port)", "attacker.example", "127.0.0.1:\(server.port + 1)", "192.168.0.2:\(server.port)"] {
            #expect(try server.send("GET", "/api/deck", headers: [("Host", host)]).status == 403, "\(host)")
        }
        #expect(try server.send("GET", "/api/deck", headers: [("Host", "localhost:\(server.port)")]).status == 200)
        #expect(try server.send("GET", "/api/progress", headers: [("Host", "[::1]:\(server.port)")], ipv6: true).status == 200)

        let places = try server.send("GET", "/api/places").json["places"] as? [[String: Any]] ?? []
        let place = try #require(places.first { $0["home"] as? Bool == false }?["id"] as? String)
        for origin in ["http://attacker.example", "null", "http://127.0.0.1:\(server.port + 1)"] {
            let answer = try server.send("POST", "/api/places/\(place)/hide", headers: [("Host", server.host), ("Origin", origin)])
            #expect(answer.status == 403, "\(origin)")
        }
        #expect(Self.settings(library)["hiddenPlaces"] == nil)

        for path in ["/../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/api/cards/..%2f..%2fsettings.json", "/api/%2E%2E/deck",
                     "/review.js/../../../etc/passwd", "/etc/passwd"] {
            let answer = try server.send("GET", path)
            #expect([400, 404].contains(answer.status), "\(path): \(answer.status)")
            #expect(!answer.text.contains("root:"))
        }

        let large = try server.send("POST", "/api/places/\(place)/rename", body: "{\"label\": \"" + String(repeating: "a", count: 20_000) + "\"}")
        #expect(large.status == 413)
        let malformed = try server.send("POST", "/api/places/\(place)/rename", body: "{\"label\": ")
        #expect(malformed.status == 400)
        #expect((malformed.json["error"] as? String)?.contains("not valid JSON") == true, "\(malformed.text)")
        _ = try? ReviewServerProcess.exchange(Array("\u{0}\u{1}GARBAGE \u{7F}\r\n\r\n".utf8), port: server.port)
        _ = try? ReviewServerProcess.exchange(Array("GET /api/deck HTTP/1.1\r\nHost: \(server.host)\r\nContent-Length: 99999999999999999999\r\n\r\n".utf8),
                                              port: server.port)
        #expect(try server.send("GET", "/api/progress").status == 200)

        let deck = try server.send("GET", "/api/deck").json
        let cards = deck["cards"] as? [[String: Any]] ?? []
        let firsts = cards.compactMap { ($0["photos"] as? [[String: Any]])?.first?["id"] as? String }
        let photo = try #require(firsts.first)
        let preview = try server.send("GET", "/api/photos/\(photo)/preview")
        #expect(preview.status == 200)
        #expect(preview.header("Content-Type") == "image/jpeg")
        #expect(Array(preview.body.prefix(2)) == [0xFF, 0xD8])
        #expect(preview.body.firstRange(of: Data("Exif".utf8)) == nil)
        #expect(preview.body.count < 200_000)
        #expect(try server.send("GET", "/api/photos/0123456789abcdef/preview").status == 404)

        let stopped = try server.interrupt()
        #expect(stopped.status == 130, "\(stopped.stderr)")
        #expect(stopped.stdout.split(separator: "\n").count == 1)
    }

    @Test("hide, rename and leave out through the API land in the settings file, and regenerate leaves them off the cards")
    func decisions() throws {
        let library = try PlacesCommandTests.Library()
        let server = try ReviewServerProcess(library)
        func altTexts() throws -> [String] {
            (try server.send("GET", "/api/deck").json["cards"] as? [[String: Any]] ?? []).compactMap { $0["altText"] as? String }
        }
        let places = try server.send("GET", "/api/places").json["places"] as? [[String: Any]] ?? []
        let others = places.filter { $0["home"] as? Bool == false }
        let (hidden, renamed) = (try #require(others.first), try #require(others.dropFirst().first))
        let (hiddenID, hiddenLabel) = (try #require(hidden["id"] as? String), try #require(hidden["label"] as? String))
        let renamedID = try #require(renamed["id"] as? String)
        let before = try altTexts()
        #expect(before.contains { $0.contains(hiddenLabel) })

        let started = Date()
        let hide = try server.send("POST", "/api/places/\(hiddenID)/hide", headers: [("Host", server.host), ("Origin", "http://\(server.host)")])
        #expect(hide.status == 200, "\(hide.text)")
        let rename = try server.send("POST", "/api/places/\(renamedID)/rename", body: "{\"label\": \"Grandma's\"}")
        #expect(rename.status == 200, "\(rename.text)")
        let deck = try server.send("GET", "/api/deck").json
        let cards = deck["cards"] as? [[String: Any]] ?? []
        let firsts = cards.compactMap { ($0["photos"] as? [[String: Any]])?.first?["id"] as? String }
        let photo = try #require(firsts.first)
        let leave = try server.send("POST", "/api/photos/\(photo)/leave-out")
        #expect(leave.status == 200, "\(leave.text)")

        let settings = Self.settings(library)
        #expect((settings["hiddenPlaces"] as? [[String: Any]])?.map { $0["placeId"] as? String } == [hiddenID])
        #expect((settings["renamedPlaces"] as? [[String: Any]])?.map { $0["label"] as? String } == ["Grandma's"])
        let leftOut = (settings["leftOutPhotos"] as? [[String: Any]])?.compactMap { $0["path"] as? String } ?? []
        #expect(leftOut.count == 1)
        #expect(leftOut.allSatisfy { $0.hasPrefix(library.folder.resolvingSymlinksInPath().path + "/") }, "\(leftOut)")

        let regenerated = try server.send("POST", "/api/regenerate", headers: [("Host", server.host), ("Origin", "http://\(server.host)")])
        #expect(regenerated.status == 200, "\(regenerated.text)")
        print("review: hide, rename, leave out and regenerate took \(String(format: "%.2f", Date().timeIntervalSince(started))) s")
        #expect(regenerated.json["generation"] as? Int == 2)
        let after = try altTexts()
        #expect(after != before)
        #expect(!after.contains { $0.contains(hiddenLabel) }, "\(after)")
        #expect(after.contains { $0.contains("Grandma's") }, "\(after)")
        let shown = (regenerated.json["cards"] as? [[String: Any]] ?? []).flatMap { ($0["photos"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String } }
        #expect(!shown.contains(photo))
        #expect((regenerated.json["leftOut"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [photo])

        let listed = try server.send("GET", "/api/places").json["places"] as? [[String: Any]] ?? []
        #expect(listed.first { $0["id"] as? String == hiddenID }?["hidden"] as? Bool == true)
        #expect(listed.contains { $0["label"] as? String == "Grandma's" && $0["renamed"] as? Bool == true })

        let out = try Scratch.folder("review-save").appendingPathComponent("deck")
        let save = try server.send("POST", "/api/save", body: "{\"folder\": \"\(out.path)\"}")
        #expect(save.status == 200, "\(save.text)")
        #expect(save.json["written"] as? Bool == true)
        let saved = try String(contentsOf: out.appendingPathComponent("deck.json"), encoding: .utf8)
        #expect(!saved.contains(hiddenLabel))
        #expect(saved.contains("Grandma's"))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.html").path))

        let stopped = try server.interrupt()
        #expect(stopped.status == 130, "\(stopped.stderr)")
        // The next generate, from the command line, makes the same decisions.
        let generated = try HideAndRenameTests.generate(library)
        #expect(!generated.contains { $0.id == hiddenID })
        #expect(generated.contains { $0.label == "Grandma's" })
    }

    @Test("unhide, a name taken back and keep undo what hide, rename and leave-out did, as the commands do")
    func undo() throws {
        let library = try PlacesCommandTests.Library()
        let server = try ReviewServerProcess(library)
        let places = try server.send("GET", "/api/places").json["places"] as? [[String: Any]] ?? []
        let place = try #require(places.first { $0["home"] as? Bool == false }?["id"] as? String)
        let cards = try server.send("GET", "/api/deck").json["cards"] as? [[String: Any]] ?? []
        let firsts = cards.compactMap { ($0["photos"] as? [[String: Any]])?.first?["id"] as? String }
        let photo = try #require(firsts.first)
        func outcomes(_ answer: ReviewServerProcess.Answer) -> [String] {
            (answer.json["changes"] as? [[String: Any]] ?? []).compactMap { $0["outcome"] as? String }
        }

        #expect(outcomes(try server.send("POST", "/api/places/\(place)/hide")) == ["hidden"])
        #expect(outcomes(try server.send("POST", "/api/places/\(place)/hide")) == ["already hidden"])
        #expect((try server.send("GET", "/api/places").json["places"] as? [[String: Any]])?.first { $0["id"] as? String == place }?["hidden"]
            as? Bool == true)
        #expect(outcomes(try server.send("POST", "/api/places/\(place)/unhide")) == ["shown"])
        #expect(outcomes(try server.send("POST", "/api/places/\(place)/unhide")) == ["not hidden"])
        #expect((Self.settings(library)["hiddenPlaces"] as? [Any])?.isEmpty == true)

        #expect(outcomes(try server.send("POST", "/api/places/\(place)/rename", body: "{\"label\": \"Gran's\"}")) == ["renamed"])
        let home = try server.send("POST", "/api/places/\(place)/rename", body: "{\"label\": \"Home\"}")
        #expect(home.status == 400)
        #expect((home.json["error"] as? String)?.contains("already has this name") == true, "\(home.text)")
        #expect(outcomes(try server.send("POST", "/api/places/\(place)/rename", body: "{\"reset\": true}")) == ["name reset"])
        #expect((Self.settings(library)["renamedPlaces"] as? [Any])?.isEmpty == true)

        #expect(try server.send("POST", "/api/photos/\(photo)/leave-out").json["outcome"] as? String == "left out")
        #expect(try server.send("POST", "/api/photos/\(photo)/leave-out").json["outcome"] as? String == "already left out")
        #expect(try server.send("POST", "/api/photos/\(photo)/keep").json["outcome"] as? String == "kept")
        #expect((Self.settings(library)["leftOutPhotos"] as? [Any])?.isEmpty == true)

        let unknown = try server.send("POST", "/api/places/zzzzzzzz/hide")
        #expect(unknown.status == 400, "\(unknown.text)")
        #expect(try server.interrupt().status == 130)
    }

    @Test("Ctrl-C while a regenerate runs stops it and exits 130, the settings as they were saved")
    func interruptRegenerate() throws {
        let library = try PlacesCommandTests.Library()
        let server = try ReviewServerProcess(library)
        let places = try server.send("GET", "/api/places").json["places"] as? [[String: Any]] ?? []
        let place = try #require(places.first { $0["home"] as? Bool == false }?["id"] as? String)
        #expect(try server.send("POST", "/api/places/\(place)/hide").status == 200)
        let saved = try Data(contentsOf: library.cache.appendingPathComponent("settings.json"))
        // A new language makes every card again: long enough to be stopped in.
        let regenerating = Thread { _ = try? server.send("POST", "/api/regenerate", body: "{\"lang\": \"es\", \"skin\": \"pastel\"}") }
        regenerating.start()
        let deadline = Date().addingTimeInterval(60)
        var running = false
        while Date() < deadline, !running {
            running = try server.send("GET", "/api/progress").json["running"] as? Bool == true
            if !running { usleep(20_000) }
        }
        #expect(running)
        let stopped = try server.interrupt()
        #expect(stopped.status == 130, "\(stopped.stderr)")
        #expect(try Data(contentsOf: library.cache.appendingPathComponent("settings.json")) == saved)
    }

    @Test("a --port another program holds is exit 2, naming it")
    func portTaken() throws {
        let library = try PlacesCommandTests.Library()
        let holder = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(holder) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(holder, $0, length) == 0 && listen(holder, 1) == 0 && getsockname(holder, $0, &length) == 0 }
        }
        #expect(bound)
        let port = Int(UInt16(bigEndian: address.sin_port))
        let outcome = try library.run(["review", library.folder.path, "--year", String(library.truth.year), "--tz", library.truth.timeZone,
                                       "--no-open", "--quiet", "--port", String(port)])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.firstErrorLine.hasPrefix("photo-wrapped: 127.0.0.1:\(port): cannot listen there: "), "\(outcome.stderr)")
        #expect(outcome.firstErrorLine.hasSuffix("; choose another --port, or leave it out for a free one"))
    }

    @Test("with no range asked for, a past year's library is reviewed as its last full year, as generate makes it")
    func lastFullYear() throws {
        let library = try PlacesCommandTests.Library()
        let thisYear = Calendar(identifier: .gregorian).component(.year, from: Date())
        guard thisYear > library.truth.year else { return }
        let server = try ReviewServerProcess(library, range: [])
        let choices = try server.send("GET", "/api/deck").json["choices"] as? [String: Any] ?? [:]
        #expect(choices["year"] as? Int == library.truth.year)
        let stopped = try server.interrupt()
        #expect(stopped.status == 130)
        #expect(stopped.stderr.contains("so this is your \(library.truth.year). Use --year \(thisYear) for this year."), "\(stopped.stderr)")
    }
}
