import Deck
import Foundation
import Model
import Render

/// The JSON bodies the API takes, read strictly: an object with only the keys a call knows,
/// each of the right type. Anything else is a 400 that says what was wrong.
enum ReviewBody {
    /// The body as an object; an empty body is an empty object.
    static func object(_ body: [UInt8], keys: Set<String>) throws(ReviewFailure) -> [String: Any] {
        if body.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return [:] }
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(body), options: [.fragmentsAllowed]) else {
            throw ReviewFailure(400, "the body is not valid JSON")
        }
        guard let object = parsed as? [String: Any] else { throw ReviewFailure(400, "the body must be a JSON object") }
        if let unknown = Set(object.keys).subtracting(keys).sorted().first {
            let known = keys.isEmpty ? "none" : keys.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw ReviewFailure(400, "the body has an unknown key \"\(unknown)\"; this call takes \(known)")
        }
        return object
    }

    static func empty(_ body: [UInt8]) throws(ReviewFailure) {
        _ = try object(body, keys: [])
    }

    static func string(_ object: [String: Any], _ key: String) throws(ReviewFailure) -> String? {
        guard let value = object[key] else { return nil }
        guard let text = value as? String else { throw ReviewFailure(400, "\"\(key)\" must be a string") }
        return text
    }

    /// A rename's new name, or nil for `{"reset": true}`, which takes the person's name back.
    static func label(_ body: [UInt8]) throws(ReviewFailure) -> String? {
        let object = try object(body, keys: ["label", "reset"])
        if let reset = object["reset"] {
            guard reset as? Bool == true, object["label"] == nil else {
                throw ReviewFailure(400, "give either {\"label\": \"…\"} or {\"reset\": true}")
            }
            return nil
        }
        guard let label = try string(object, "label") else {
            throw ReviewFailure(400, "give the new name as {\"label\": \"…\"}, or {\"reset\": true} to take a name back")
        }
        return label
    }

    /// Where "save the deck" writes; nil for the folder `generate` would choose.
    static func folder(_ body: [UInt8]) throws(ReviewFailure) -> String? {
        let folder = try string(try object(body, keys: ["folder"]), "folder")
        if folder?.isEmpty == true { throw ReviewFailure(400, "\"folder\" must name a folder") }
        return folder
    }

    /// The range and style asked for, from `current`: a year, or from and to (YYYY-MM-DD), a
    /// language, a skin and a format. Nil when nothing is asked for.
    static func choices(_ body: [UInt8], current: ReviewChoices) throws(ReviewFailure) -> ReviewChoices? {
        let object = try object(body, keys: ["year", "from", "to", "lang", "skin", "format"])
        if object.isEmpty { return nil }
        var choices = current
        let (from, to) = (try string(object, "from"), try string(object, "to"))
        do {
            if let year = object["year"] {
                guard from == nil, to == nil else { throw ReviewFailure(400, "give a year, or from and to, not both") }
                guard let number = year as? Int, !(year is Bool) else { throw ReviewFailure(400, "\"year\" must be a number, e.g. 2025") }
                choices.range = try .year(number)
            } else if from != nil || to != nil {
                guard let from, let to else { throw ReviewFailure(400, "\"from\" and \"to\" go together") }
                guard let start = CivilDate(iso: from) else { throw ReviewFailure(400, "\"from\" \(from) is not a date; use YYYY-MM-DD") }
                guard let end = CivilDate(iso: to) else { throw ReviewFailure(400, "\"to\" \(to) is not a date; use YYYY-MM-DD") }
                choices.range = try DateRange(start: start, end: end)
            }
        } catch let error as DateRangeError {
            throw ReviewFailure(400, error.description)
        } catch let failure as ReviewFailure {
            throw failure
        } catch {
            throw ReviewFailure(400, "\(error)")
        }
        if let lang = try string(object, "lang") {
            guard let language = Language(rawValue: lang) else { throw ReviewFailure(400, "\"lang\" is en or es") }
            choices.options.language = language
        }
        if let name = try string(object, "skin") {
            guard let skin = Skin(rawValue: name) else { throw ReviewFailure(400, "\"skin\" is poster or pastel") }
            choices.skin = skin
        }
        if let name = try string(object, "format") {
            guard let format = CardFormat(rawValue: name) else { throw ReviewFailure(400, "\"format\" is story or square") }
            choices.format = format
        }
        return choices
    }
}
