import Foundation

/// The languages of the copy: English and Spanish.
public enum Language: String, Sendable, Codable, CaseIterable {
    case en
    case es

    public var locale: Locale { Locale(identifier: rawValue) }
}
