import Moments

/// Finds a media file's Google Takeout sidecar among the JSON files of its folder, by the
/// rules real exports need (as GooglePhotosTakeoutHelper and immich-go document them):
///
/// 1. the exact name plus `.json`: `IMG_1234.jpg.json`;
/// 2. `.supplemental-metadata.json` (2024 exports on) and its truncated forms
///    (`.supplemental-metad.json`, `.suppl.json`, …);
/// 3. the whole sidecar name cut at `maxNameLength` = 51 characters, `.json` included;
/// 4. a bracket number moved behind the extension: `image(1).jpg` → `image.jpg(1).json`;
/// 5. the extension left out: `IMG_1234.json`;
/// 6. an edited copy (`-edited` and its translations) shares its original's sidecar.
package enum TakeoutNames {
    static let maxNameLength = 51
    static let supplemental = "supplemental-metadata"

    package static func sidecar(for name: String, among jsons: Set<String>) -> String? {
        if let found = match(name, jsons) { return found }
        if let original = EditedCopies.original(ofName: name), let found = match(original, jsons) { return found }
        return nil
    }

    private static func match(_ name: String, _ jsons: Set<String>) -> String? {
        let (stem, number, ext) = split(name)
        var bases = [name + ".", name + "." + supplemental + "."]
        if let number {
            bases += [stem + ext + number + ".", stem + ext + "." + supplemental + number + "."]
        }
        for base in bases {
            let exact = base + "json"
            if jsons.contains(exact) { return exact }
            if exact.count > maxNameLength {
                let cut = String(exact.prefix(maxNameLength - 5)) + ".json"
                if jsons.contains(cut) { return cut }
            }
        }
        // Truncated "supplemental-metadata": any "<name>.<prefix of it>.json".
        for json in jsons where json.hasPrefix(name + ".") && json.hasSuffix(".json") {
            let middle = json.dropFirst(name.count + 1).dropLast(5)
            if !middle.isEmpty, supplemental.hasPrefix(middle) { return json }
        }
        let bare = stem + (number ?? "") + ".json"
        return jsons.contains(bare) ? bare : nil
    }

    /// `image(1).jpg` → ("image", "(1)", ".jpg"); `image.jpg` → ("image", nil, ".jpg").
    package static func split(_ name: String) -> (stem: String, number: String?, ext: String) {
        let dot = name.lastIndex(of: ".")
        let base = dot.map { String(name[..<$0]) } ?? name
        let ext = dot.map { String(name[$0...]) } ?? ""
        if base.hasSuffix(")"), let open = base.lastIndex(of: "("),
           base[base.index(after: open) ..< base.index(before: base.endIndex)].allSatisfy(\.isNumber) {
            return (String(base[..<open]), String(base[open...]), ext)
        }
        return (base, nil, ext)
    }
}
