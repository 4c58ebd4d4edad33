import Foundation

/// A device as people say it, from the EXIF make and model it writes: "iPhone 15 Pro",
/// "Galaxy S23", "Pixel 8", "Fujifilm X100V", "Sony α7 IV", "Nikon D700"; and whether it is a
/// phone. Common makes have their own names (`brands`), Samsung's and Sony's model codes are
/// read (`samsung`, `sony`), and anything else is the brand and the model cleaned up: the make
/// repeated in the model dropped ("NIKON D700"), company words dropped ("NIKON CORPORATION"),
/// firmware and "DIGITAL CAMERA" trimmed.
public struct CameraName: Sendable, Hashable {
    public var name: String
    public var isPhone: Bool

    /// nil unless both make and model say something.
    public init?(make: String?, model: String?) {
        guard let rawMake = make.map(Self.trimmed), let rawModel = model.map(Self.trimmed), !rawMake.isEmpty, !rawModel.isEmpty
        else { return nil }
        let brand = Self.brand(rawMake)
        var model = Self.cleanModel(rawModel, brand: brand, make: rawMake)
        if model.isEmpty { model = rawModel }
        isPhone = Self.isPhone(brand: brand, model: model)
        if brand == "Samsung", let galaxy = Self.samsung(model) {
            name = galaxy
        } else if brand == "Sony", let alpha = Self.sony(model) {
            name = "Sony " + alpha
        } else if let known = Self.models["\(brand)|\(model)"] {
            name = known
        } else if Self.standsAlone.contains(where: { model.hasPrefix($0) }) || model.uppercased().hasPrefix(brand.uppercased()) {
            name = model
        } else {
            name = "\(brand) \(model)"
        }
    }

    /// Makes as EXIF writes them (upper-cased, company words dropped) and as people say them.
    package static let brands: [String: String] = [
        "APPLE": "Apple", "GOOGLE": "Google", "SAMSUNG": "Samsung", "SONY": "Sony", "CANON": "Canon", "NIKON": "Nikon",
        "FUJIFILM": "Fujifilm", "FUJI PHOTO FILM": "Fujifilm", "OLYMPUS": "Olympus", "OM DIGITAL SOLUTIONS": "OM System",
        "PANASONIC": "Panasonic", "LEICA": "Leica", "LEICA CAMERA": "Leica", "RICOH": "Ricoh", "PENTAX": "Pentax",
        "KODAK": "Kodak", "EASTMAN KODAK": "Kodak", "CASIO": "Casio", "KONICA MINOLTA": "Konica Minolta", "MINOLTA": "Minolta",
        "HUAWEI": "Huawei", "HONOR": "Honor", "XIAOMI": "Xiaomi", "ONEPLUS": "OnePlus", "OPPO": "OPPO", "VIVO": "vivo",
        "REALME": "realme", "MOTOROLA": "Motorola", "HMD GLOBAL": "Nokia", "NOKIA": "Nokia", "LG": "LG", "HTC": "HTC",
        "FAIRPHONE": "Fairphone", "NOTHING": "Nothing", "ASUS": "ASUS", "ZTE": "ZTE", "LENOVO": "Lenovo", "GOPRO": "GoPro",
        "DJI": "DJI", "HASSELBLAD": "Hasselblad", "SIGMA": "Sigma", "SANYO": "Sanyo", "JOLLA": "Jolla", "SHARP": "Sharp",
    ]

    /// Makes whose devices are all phones (or tablets: a device in the pocket, not a camera bag).
    static let phoneBrands: Set<String> = ["Google", "Huawei", "Honor", "Xiaomi", "OnePlus", "OPPO", "vivo", "realme", "Motorola",
                                           "Nokia", "LG", "HTC", "Fairphone", "Nothing", "ASUS", "ZTE", "Lenovo", "Jolla"]
    /// Model names people say without the make.
    static let standsAlone = ["iPhone", "iPad", "iPod", "Pixel", "Galaxy", "Redmi", "POCO", "Xperia"]

    /// Devices whose model is a code people never say.
    static let models: [String: String] = [
        "Hasselblad|L1D-20c": "DJI Mavic 2 Pro", "DJI|FC3582": "DJI Mini 3 Pro", "DJI|FC8482": "DJI Mini 4 Pro",
        "DJI|FC3411": "DJI Air 2S", "DJI|FC7303": "DJI Mini 2", "DJI|FC3170": "DJI Mavic Air 2",
    ]

    /// Samsung's model codes (`SM-S911B`: the letter and three digits, then the region) and
    /// the Galaxy each names, for the phones of the last ten years.
    static let galaxies: [String: String] = [
        "S931": "S25", "S936": "S25+", "S938": "S25 Ultra", "S921": "S24", "S926": "S24+", "S928": "S24 Ultra", "S721": "S24 FE",
        "S911": "S23", "S916": "S23+", "S918": "S23 Ultra", "S711": "S23 FE", "S901": "S22", "S906": "S22+", "S908": "S22 Ultra",
        "G991": "S21", "G996": "S21+", "G998": "S21 Ultra", "G990": "S21 FE", "G981": "S20", "G980": "S20", "G986": "S20+",
        "G985": "S20+", "G988": "S20 Ultra", "G780": "S20 FE", "G781": "S20 FE", "G973": "S10", "G975": "S10+", "G970": "S10e",
        "G960": "S9", "G965": "S9+", "G950": "S8", "G955": "S8+", "G930": "S7", "G935": "S7 edge", "G920": "S6",
        "N986": "Note20 Ultra", "N981": "Note20", "N975": "Note10+", "N970": "Note10", "N960": "Note9", "N950": "Note8",
        "F966": "Z Fold7", "F956": "Z Fold6", "F946": "Z Fold5", "F936": "Z Fold4", "F926": "Z Fold3",
        "F766": "Z Flip7", "F741": "Z Flip6", "F731": "Z Flip5", "F721": "Z Flip4", "F711": "Z Flip3",
        "A566": "A56", "A556": "A55", "A546": "A54", "A536": "A53", "A526": "A52", "A525": "A52", "A515": "A51", "A505": "A50",
        "A356": "A35", "A346": "A34", "A336": "A33", "A256": "A25", "A236": "A23", "A165": "A16", "A155": "A15", "A145": "A14",
        "A135": "A13", "A125": "A12", "M336": "M33", "M536": "M53",
    ]

    package static func samsung(_ model: String) -> String? {
        let upper = model.uppercased()
        guard upper.hasPrefix("SM-"), upper.count >= 7 else { return nil }
        return galaxies[String(upper.dropFirst(3).prefix(4))].map { "Galaxy " + $0 }
    }

    /// Sony's interchangeable-lens codes as their α names: `ILCE-7M4` → "α7 IV", `ILCE-7RM5` →
    /// "α7R V", `ILCE-6700` → "α6700"; `DSC-RX100M7` → "RX100 VII".
    static func sony(_ model: String) -> String? {
        let (prefix, rest): (String, Substring)
        if model.hasPrefix("ILCE-") { (prefix, rest) = ("α", model.dropFirst(5)) } else if model.hasPrefix("DSC-RX") {
            (prefix, rest) = ("RX", model.dropFirst(6))
        } else { return nil }
        let digits = rest.prefix { $0.isNumber }
        var tail = rest.dropFirst(digits.count)
        guard !digits.isEmpty else { return nil }
        var mark = ""
        if let m = tail.lastIndex(of: "M"), let n = Int(tail[tail.index(after: m)...]), (2 ... 9).contains(n) {
            mark = " " + ["II", "III", "IV", "V", "VI", "VII", "VIII", "IX"][n - 2]
            tail = tail[..<m]
        }
        return prefix + digits + tail + mark
    }

    static func isPhone(brand: String, model: String) -> Bool {
        switch brand {
        case "Apple": ["iPhone", "iPad", "iPod"].contains { model.hasPrefix($0) }
        case "Samsung": ["SM-", "GT-", "SGH-", "SCH-", "SC-", "Galaxy"].contains { model.uppercased().hasPrefix($0.uppercased()) }
        case "Sony": ["XQ-", "SO-", "SOG", "Xperia", "D6", "E6", "F8", "G8", "H8", "J9"].contains { model.hasPrefix($0) }
        default: phoneBrands.contains(brand)
        }
    }

    /// Company words that say nothing about the device.
    static let companyWords: Set<String> = ["CORPORATION", "CORP", "CO", "LTD", "INC", "COMPANY", "IMAGING", "ELECTRONICS",
                                            "ELECTRIC", "OPTICAL", "COMPUTER", "AG", "GMBH", "TECHWIN", "MOBILE", "GLOBAL"]

    package static func brand(_ make: String) -> String {
        let upper = make.uppercased()
        if let known = brands[upper] { return known }
        let words = upper.split { !$0.isLetter && !$0.isNumber && $0 != "&" }.map(String.init)
        let kept = words.filter { !companyWords.contains($0) }.joined(separator: " ")
        if let known = brands[kept] ?? brands[words.first ?? ""] { return known }
        // An unknown make: as it is written, without its company words.
        let original = make.split(separator: " ").filter { !companyWords.contains($0.uppercased().trimmingCharacters(in: .punctuationCharacters)) }
        return original.isEmpty ? make : original.joined(separator: " ")
    }

    /// Words cameras shout that people write in lower case.
    static let wordForms: [String: String] = ["DIGITAL": "Digital", "ZOOM": "Zoom", "COOLPIX": "Coolpix", "CYBERSHOT": "Cyber-shot",
                                              "FINEPIX": "FinePix"]

    static func cleanModel(_ model: String, brand: String, make: String) -> String {
        // "u1020,S1020": one device sold under two names; "<Digimax i50 MP3, …>".
        var text = model.trimmingCharacters(in: CharacterSet(charactersIn: "<>"))
        if let comma = text.firstIndex(of: ",") { text = String(text[..<comma]) }
        // "DC210 Zoom (V05.00)": firmware.
        if let paren = text.firstIndex(of: "("), text.hasSuffix(")") { text = String(text[..<paren]) }
        var words = text.split(separator: " ").map(String.init)
        let makeWords = Set([brand.uppercased()] + make.uppercased().split(separator: " ").map(String.init))
        if words.count > 1, let first = words.first, makeWords.contains(first.uppercased()) { words.removeFirst() }
        while words.count > 1, ["CAMERA", "DIGITAL"].contains(words.last!.uppercased()) { words.removeLast() }
        return words.map { wordForms[$0] ?? $0 }.joined(separator: " ")
    }

    /// Without the NULs and spaces EXIF pads strings with.
    package static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: CharacterSet.whitespacesAndNewlines.union(CharacterSet(charactersIn: "\0")))
    }
}
