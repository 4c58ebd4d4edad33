import Atlas
import Foundation
import Model

/// Gives every place of a listing (ranked and hidden) its own label, in both languages.
///
/// Places that would share a label are named more finely, one step at a time, and each step
/// only for the places the steps before left sharing one:
/// 1. **Area.** One listing uses one form per city: if any place of a city is named by an area
///    (its plain label has one, or it shares a label), every place of that city is, where an
///    area exists (`LabelForm.AreaChoice.area`). Places that still share a label take their
///    nearby area (`.nearby`), the nearest named place of `GeocodeRules.nearbyAreaMinPopulation`,
///    where that tells at least two of them apart.
/// 2. **Direction** within the shown area, or within the city where no area is shown ("North
///    Soho, London", "North Berlin"), where it tells at least two of the sharing places apart.
///    A place of a city named by areas that has no area of its own is named by its direction
///    within the city too ("Central London" beside "Kew, London"), so that it reads as a part.
/// 3. **Near place**: the GeoNames place nearest the point, where it tells at least two of
///    them apart ("Central London near Holborn"), held by the point or not.
/// 4. **Spot**, the last resort: the first in listing order keeps the label, the others are
///    "Second spot in Camden Town, London", "Third spot in Camden Town, London", in words, as
///    a label ending in a bare number reads on a card as a count.
public enum DistinctLabels {
    public struct Entry: Sendable {
        public var name: PlaceName
        public var point: GeoPoint

        public init(name: PlaceName, point: GeoPoint) {
            self.name = name
            self.point = point
        }
    }

    /// One form per entry, in the order given (the listing's: rank, then hidden places).
    public static func forms(for entries: [Entry], singleCountry: Bool) -> [LabelForm] {
        var forms = [LabelForm](repeating: LabelForm(), count: entries.count)
        var folded = FoldedLabels(count: entries.count)
        func sharing() -> [[Int]] {
            folded.update(entries, forms, singleCountry: singleCountry)
            return sharedLabels(folded.labels)
        }
        /// Gives each group of places sharing a label the finer form `finer` makes of each,
        /// where that tells at least two of them apart; again until no group changes.
        func refine(_ finer: (Int, LabelForm) -> LabelForm) {
            var changed = true
            while changed {
                changed = false
                for group in sharing() {
                    let proposed = group.map { finer($0, forms[$0]) }
                    let labels = Set(zip(group, proposed).map { i, form in
                        Language.allCases.map { PlaceLabel.text(entries[i].name, form: form, singleCountry: singleCountry, language: $0) }
                    })
                    guard labels.count > 1, proposed != group.map({ forms[$0] }) else { continue }
                    for (i, form) in zip(group, proposed) { forms[i] = form }
                    changed = true
                }
            }
        }

        // 1. Areas: one form per city, then nearby areas where they tell sharing places apart.
        let shared = Set(sharing().joined())
        let areaCities = Set(entries.indices.filter { shared.contains($0) || forms[$0].area(of: entries[$0].name) != nil }
            .compactMap { cityKey(entries[$0].name) })
        for i in entries.indices where cityKey(entries[i].name).map(areaCities.contains) == true {
            forms[i].areaChoice = .area
        }
        refine { _, form in LabelForm(areaChoice: .nearby, direction: form.direction, number: form.number) }
        // 2. Directions within the shown area or the city, where they tell sharing places apart;
        // and in a city named by areas, for a place with none ("Central London" beside "Kew, London").
        refine { i, form in LabelForm(areaChoice: form.areaChoice, direction: direction(entries[i], form), number: form.number) }
        for i in entries.indices where forms[i].areaChoice != .plain && forms[i].area(of: entries[i].name) == nil {
            forms[i].direction = direction(entries[i], forms[i])
        }
        // 3. The place each is near, where that tells sharing places apart.
        refine { _, form in LabelForm(areaChoice: form.areaChoice, direction: form.direction, near: true, number: form.number) }
        // 4. Spots, in listing order.
        var round = 0
        while case let groups = sharing(), !groups.isEmpty, round < entries.count {
            for group in groups {
                for (k, i) in group.dropFirst().enumerated() { forms[i].number = (forms[i].number ?? 1) + k + 1 }
            }
            round += 1
        }
        return forms
    }

    /// Where the entry lies within the area its form shows, else within its city.
    private static func direction(_ entry: Entry, _ form: LabelForm) -> Direction? {
        guard entry.name.kind == .settled, let part = form.area(of: entry.name) ?? entry.name.city else { return nil }
        return Direction.of(entry.point, within: part)
    }

    private static func cityKey(_ name: PlaceName) -> String? {
        guard name.kind == .settled, let city = name.city else { return nil }
        return "\(city.ascii)|\(name.countryCode ?? "")|\(city.centre.map { "\($0.latitude),\($0.longitude)" } ?? "")"
    }

    /// Each entry's label in each language, folded for comparing; set again only for entries
    /// whose form changed since, as a listing of thousands of places is refined a few at a time.
    /// A label is folded once however many places share it (`folds`): the places a listing
    /// refines are those that share a label, and Foundation's folding of a label that is not
    /// ASCII was a quarter of the labelling's time.
    struct FoldedLabels {
        var forms: [LabelForm?]
        package var labels: [[String]]
        private var folds: [String: String] = [:]

        init(count: Int) {
            forms = Array(repeating: nil, count: count)
            labels = Array(repeating: [], count: count)
        }

        package mutating func update(_ entries: [Entry], _ current: [LabelForm], singleCountry: Bool) {
            for i in entries.indices where forms[i] != current[i] {
                forms[i] = current[i]
                labels[i] = Language.allCases.map { language in
                    fold(PlaceLabel.text(entries[i].name, form: current[i], singleCountry: singleCountry, language: language))
                }
            }
        }

        private mutating func fold(_ label: String) -> String {
            if let folded = folds[label] { return folded }
            let folded = DistinctLabels.folded(label)
            folds[label] = folded
            return folded
        }
    }

    /// A label as labels are compared: case folded. Most labels are ASCII, which folds to its
    /// lowercase; Foundation's folding (costly on a regenerate with many places) only for the rest.
    package static func folded(_ label: String) -> String {
        label.utf8.allSatisfy { $0 < 0x80 } ? label.lowercased() : label.folding(options: [.caseInsensitive], locale: nil)
    }

    /// Groups of two or more entries that share a label in some language, each in listing order.
    static func sharedLabels(_ labels: [[String]]) -> [[Int]] {
        var groups = UnionFind(count: labels.count)
        for language in Language.allCases.indices {
            var first: [String: Int] = [:]
            for i in labels.indices {
                let label = labels[i][language]
                if let j = first[label] { groups.union(i, j) } else { first[label] = i }
            }
        }
        return Dictionary(grouping: labels.indices, by: { groups.find($0) }).values.filter { $0.count > 1 }.map { $0.sorted() }
            .sorted { $0[0] < $1[0] }
    }
}
