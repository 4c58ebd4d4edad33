import Foundation
import Model
import Places

/// What `hide`, `unhide` or `rename` did to one place, for the CLI to say.
public struct PlaceChange: Sendable, Equatable {
    public enum Outcome: Sendable, Equatable {
        case hidden, alreadyHidden, shown, notHidden, renamed, alreadyNamed, nameReset, notRenamed
    }

    public var outcome: Outcome
    public var placeID: String
    /// As the person last saw it; for `nameReset`, the name taken back.
    public var label: String
    /// What a hide covers.
    public var radiusMeters: Double = 0
    /// The person's new name for it.
    public var newLabel: String? = nil
    public var isHome = false
}

/// The commands that change the settings, each pointed at a place by `PlaceTarget`. Asking
/// for what already holds (hiding a hidden place, showing a shown one) changes nothing and
/// says so; one place gets one area, however many times it is hidden or named.
extension UserSettings {
    /// Hides the place `text` names, or with `all` every place its words match.
    public mutating func hide(_ text: String, all: Bool, places: [RecordedPlace]) throws(PhotoWrappedError) -> [PlaceChange] {
        let candidates = candidates(places)
        switch try PlaceTarget.resolve(text, among: candidates, all: all, allOption: "--all", preferred: { !isHidden($0) }) {
        case let .point(point):
            if let area = hiddenAreas.first(where: { $0.contains(point) }) {
                return [PlaceChange(outcome: .alreadyHidden, placeID: area.placeID, label: area.label, radiusMeters: area.radiusMeters)]
            }
            let area = HiddenArea(placeID: GridCell(containing: point).key, label: text, centre: point,
                                  radiusMeters: PlaceTarget.pointRadiusMeters)
            hide(area)
            return [PlaceChange(outcome: .hidden, placeID: area.placeID, label: area.label, radiusMeters: area.radiusMeters)]
        case let .places(found):
            return found.map { candidate in
                let place = candidate.place
                guard !isHidden(candidate) else {
                    return PlaceChange(outcome: .alreadyHidden, placeID: place.placeID, label: place.label, isHome: place.isHome)
                }
                let area = HiddenArea(placeID: place.placeID, label: place.label, centre: place.centroid, radiusMeters: candidate.areaRadius)
                hide(area)
                return PlaceChange(outcome: .hidden, placeID: place.placeID, label: place.label, radiusMeters: area.radiusMeters,
                                   isHome: place.isHome)
            }
        }
    }

    /// Shows again the hidden place `text` names, or with `all` every hidden place its words
    /// match: every area that hides it, reported once.
    public mutating func unhide(_ text: String, all: Bool = false, places: [RecordedPlace]) throws(PhotoWrappedError) -> [PlaceChange] {
        let candidates = candidates(places)
        switch try PlaceTarget.resolve(text, among: candidates, all: all, allOption: "--all", preferred: isHidden) {
        case let .point(point):
            let found = hiddenAreas.filter { $0.contains(point) }
            guard let first = found.first else { return [PlaceChange(outcome: .notHidden, placeID: GridCell(containing: point).key, label: text)] }
            unhide(found)
            return [PlaceChange(outcome: .shown, placeID: first.placeID, label: first.label)]
        case let .places(found):
            return found.map { candidate in
                let areas = hiddenAreas.filter { marks($0, candidate) }
                unhide(areas)
                return PlaceChange(outcome: areas.isEmpty ? .notHidden : .shown, placeID: candidate.place.placeID,
                                   label: candidate.place.label, isHome: candidate.place.isHome)
            }
        }
    }

    /// Gives the place `text` names the person's own name for it.
    public mutating func rename(_ text: String, to name: String, places: [RecordedPlace]) throws(PhotoWrappedError) -> PlaceChange {
        let label = try RenamedPlace.validLabel(name)
        guard case let .places(found) = try PlaceTarget.resolve(text, among: candidates(places), preferred: { _ in true }),
              let candidate = found.first
        else { throw PlaceTarget.failure(text, "no known place holds this point; `photo-wrapped places <folder> --all` lists them") }
        let place = candidate.place
        let earlier = renamedPlaces.filter { marks($0, candidate) }
        try refuseClash(label, for: candidate, places: places)
        if earlier.count == 1, earlier[0].label == label {
            return PlaceChange(outcome: .alreadyNamed, placeID: place.placeID, label: place.label, newLabel: label, isHome: place.isHome)
        }
        resetNames(earlier)
        rename(RenamedPlace(placeID: place.placeID, label: label, centre: place.centroid, radiusMeters: candidate.areaRadius))
        return PlaceChange(outcome: .renamed, placeID: place.placeID, label: earlier.first?.label ?? place.label,
                           newLabel: label, isHome: place.isHome)
    }

    /// Takes back the person's name for the place `text` names.
    public mutating func resetName(_ text: String, places: [RecordedPlace]) throws(PhotoWrappedError) -> PlaceChange {
        let candidates = candidates(places)
        let isNamed = { (candidate: PlaceTarget.Candidate) in self.renamedPlaces.contains { self.marks($0, candidate) } }
        guard case let .places(found) = try PlaceTarget.resolve(text, among: candidates, preferred: isNamed), let candidate = found.first
        else { throw PlaceTarget.failure(text, "no known place holds this point") }
        let earlier = renamedPlaces.filter { marks($0, candidate) }
        resetNames(earlier)
        return PlaceChange(outcome: earlier.isEmpty ? .notRenamed : .nameReset, placeID: candidate.place.placeID,
                           label: earlier.first?.label ?? candidate.place.label, isHome: candidate.place.isHome)
    }

    /// Refuses `label` when it is home's word in either language or another place's label or name
    /// of one's own, ignoring case, accents and width: two places under one name could no longer
    /// be told apart on a card, nor named to `hide`.
    private func refuseClash(_ label: String, for candidate: PlaceTarget.Candidate, places: [RecordedPlace]) throws(PhotoWrappedError) {
        let folded = PlaceTarget.folded
        let wanted = folded(label)
        func refuse(_ holder: String) -> PhotoWrappedError {
            PhotoWrappedError(.badInput, stage: "places", subject: "'\(label)'", reason: "\(holder) already has this name; give another")
        }
        if Language.allCases.contains(where: { folded(PlacesReport.homeWord($0)) == wanted }) { throw refuse("Home") }
        for other in renamedPlaces where !marks(other, candidate) && folded(other.label) == wanted {
            throw refuse("\(other.label) (\(other.placeID))")
        }
        for other in places where other.placeID != candidate.place.placeID && !candidate.ids.contains(other.placeID)
            && folded(other.label) == wanted && !renamedPlaces.contains(where: { $0.placeID == other.placeID }) {
            throw refuse("\(other.label) (\(other.placeID))")
        }
    }

    /// The recorded places, and those only these settings know of.
    private func candidates(_ places: [RecordedPlace]) -> [PlaceTarget.Candidate] {
        func place(_ area: some MarkedArea) -> RecordedPlace {
            RecordedPlace(placeID: area.placeID, label: area.label, centroid: area.centre,
                          radiusMeters: max(0, area.radiusMeters - PlaceRules.hiddenAreaMarginMeters), photoCount: 0, spellings: [area.label])
        }
        return PlaceTarget.candidates(places, extra: hiddenAreas.map(place) + renamedPlaces.map(place), names: renamedPlaces)
    }

    /// Whether the hide or name `area` is of the candidate's place.
    private func marks(_ area: some MarkedArea, _ candidate: PlaceTarget.Candidate) -> Bool {
        area.contains(candidate.place.centroid) || candidate.ids.contains(area.placeID)
    }

    private func isHidden(_ candidate: PlaceTarget.Candidate) -> Bool {
        hiddenAreas.contains { marks($0, candidate) }
    }
}
