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

    /// A folder's JSON names, each truncated `supplemental-metadata` sidecar
    /// (`<name>.<a prefix of it>.json`) found by the name it belongs to: looked up for each
    /// media file, where searching the folder's sidecars for each made a Takeout folder of n
    /// photos cost n². Indexed on the first media file the exact names miss, as most exports'
    /// sidecars are found by an exact name.
    package final class Folder {
        let jsons: Set<String>
        private(set) lazy var truncated: [String: String] = {
            var truncated: [String: String] = [:]
            for json in jsons where json.hasSuffix(".json") {
                let withoutJSON = json.dropLast(5)
                guard let dot = withoutJSON.lastIndex(of: ".") else { continue }
                let middle = withoutJSON[withoutJSON.index(after: dot)...]
                guard !middle.isEmpty, supplemental.hasPrefix(middle) else { continue }
                // Of two for one name, the first in order, whatever order the set holds them in.
                let name = String(withoutJSON[..<dot])
                if let found = truncated[name], found < json { continue }
                truncated[name] = json
            }
            return truncated
        }()

        package init(_ jsons: Set<String>) {
            self.jsons = jsons
        }
    }

    package static func sidecar(for name: String, among jsons: Set<String>) -> String? {
        sidecar(for: name, in: Folder(jsons))
    }

    package static func sidecar(for name: String, in folder: Folder) -> String? {
        if let found = match(name, folder) { return found }
        if let original = EditedCopies.original(ofName: name), let found = match(original, folder) { return found }
        return nil
    }

    private static func match(_ name: String, _ folder: Folder) -> String? {
        let jsons = folder.jsons
        /// `<base>json`, or that name cut at `maxNameLength`, if the folder holds it.
        func named(_ base: String) -> String? {
            let exact = base + "json"
            if jsons.contains(exact) { return exact }
            // No name of fewer bytes has more characters than the limit.
            if exact.utf8.count > maxNameLength, exact.count > maxNameLength {
                let cut = String(exact.prefix(maxNameLength - 5)) + ".json"
                if jsons.contains(cut) { return cut }
            }
            return nil
        }
        // Most sidecars are found by the first names tried: the name is split only past them.
        if let found = named(name + ".") ?? named(name + "." + supplemental + ".") { return found }
        let (stem, number, ext) = split(name)
        if let number, let found = named(stem + ext + number + ".") ?? named(stem + ext + "." + supplemental + number + ".") {
            return found
        }
        // Truncated "supplemental-metadata": any "<name>.<prefix of it>.json".
        if let json = folder.truncated[name] { return json }
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
