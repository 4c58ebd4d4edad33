/// The review page's secret: 32 random bytes from the system's generator, as 64 hex digits.
/// Whoever holds it may change the person's settings, so it is compared in constant time.
public struct ReviewToken: Sendable, Equatable, CustomStringConvertible {
    public static let byteCount = 32
    public let description: String

    /// A fresh token.
    public init() {
        var generator = SystemRandomNumberGenerator()
        description = (0 ..< Self.byteCount).map { _ in
            let byte = UInt8.random(in: .min ... .max, using: &generator)
            return String(byte >> 4, radix: 16) + String(byte & 0xF, radix: 16)
        }.joined()
    }

    /// A token given: the tests' and the fuzz target's, whose requests must be able to pass.
    public init(_ text: String) {
        description = text
    }

    /// Whether `candidate` is this token; the time taken does not depend on where they differ.
    public func matches(_ candidate: String) -> Bool {
        let (a, b) = (Array(description.utf8), Array(candidate.utf8))
        var difference = UInt8(a.count == b.count ? 0 : 1)
        for i in 0 ..< a.count {
            difference |= a[i] ^ (i < b.count ? b[i] : 0)
        }
        return difference == 0
    }
}
