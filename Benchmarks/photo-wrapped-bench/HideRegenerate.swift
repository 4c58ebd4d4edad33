import Foundation

/// Hide → regenerate, as a person does it: after a `generate`, `hide` one of the top places
/// and `generate` again with the same arguments. Each timed run hides one more place (the
/// next in rank), so that every run makes a new deck and never finds a stored one; only the
/// `generate` is timed, whole process, after a first deck made into the same folder.
struct HideRegenerate {
    let photoWrapped: String
    let library: URL
    let cache: URL
    let work: URL

    private var settings: URL { work.appendingPathComponent("hide-settings.json") }
    private var deck: URL { work.appendingPathComponent("hide-deck") }

    private var generateArguments: [String] {
        [photoWrapped, "generate", library.path, "--year", "2025", "--quiet", "--cache", cache.path, "--settings", settings.path,
         "--out", deck.path]
    }

    /// The first deck, from a clean start (no hides, no deck folder).
    func firstDeck() -> Measured {
        try? FileManager.default.removeItem(at: settings)
        try? FileManager.default.removeItem(at: deck)
        let measured = Measured.run(generateArguments)
        guard measured.status == 0 else { fatalError("generate before hiding failed") }
        return measured
    }

    /// After `firstDeck`, `runs` hides of the next top place, each followed by a timed regenerate.
    func hides(runs: Int) -> [Measured] {
        hides(runs: runs, beforeEach: {}).timed.map(\.regenerate)
    }

    /// The same, with the bare walk `walk` (a shell command) timed between each hide and its
    /// regenerate; and the `hide` commands, by id, timed too, with the number of places they
    /// chose among.
    func hides(runs: Int, walk: String) -> (regenerates: Paired, hides: [Measured], places: Int) {
        var paired = Paired(), walked: [Measured] = []
        let done = hides(runs: runs) { walked.append(Measured.shell(walk)) }
        for (walk, run) in zip(walked, done.timed) { paired.add(walk: walk, run: run.regenerate) }
        return (paired, done.timed.map(\.hide), done.places)
    }

    /// The places listed before the first hide, and each hide with its regenerate.
    private func hides(runs: Int, beforeEach: () -> Void) -> (places: Int, timed: [(hide: Measured, regenerate: Measured)]) {
        let ids = topPlaceIDs()
        guard ids.count >= runs else { fatalError("only \(ids.count) places to hide") }
        return (ids.count, ids.prefix(runs).map { id in
            let hide = Measured.run([photoWrapped, "hide", id, "--cache", cache.path, "--settings", settings.path])
            guard hide.status == 0 else { fatalError("hide \(id) failed") }
            beforeEach()
            let measured = Measured.run(generateArguments)
            guard measured.status == 0 else { fatalError("generate after hiding \(id) failed") }
            return (hide, measured)
        })
    }

    /// The ids of the visible places, best first, as `places --json` lists them.
    private func topPlaceIDs() -> [String] {
        let listing = work.appendingPathComponent("hide-places.json")
        let listed = Measured.shell("'\(photoWrapped)' places '\(library.path)' --year 2025 --json --quiet --cache '\(cache.path)' "
                                    + "--settings '\(settings.path)' > '\(listing.path)'")
        guard listed.status == 0, let data = FileManager.default.contents(atPath: listing.path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let places = json["places"] as? [[String: Any]]
        else { fatalError("places --json failed") }
        return places.compactMap { $0["id"] as? String }
    }
}
