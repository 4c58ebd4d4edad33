import Foundation

/// Text held as bytes and read in place, cut where a separator byte stands without making
/// strings first: the GeoNames table (`GeoNamesTable`), the cached place names
/// (`PlaceName+Cached`) and the map's outlines (`OutlineText`) are read this way. The one Atlas
/// type that holds a pointer: a `ByteText` lives only inside the `reading` call that lends it.
package struct ByteText {
    private let base: UnsafeBufferPointer<UInt8>

    private init(_ base: UnsafeBufferPointer<UInt8>) {
        self.base = base
    }

    /// Runs `body` over `bytes` in place.
    package static func reading<R, E: Error>(_ bytes: [UInt8], _ body: (ByteText) throws(E) -> R) throws(E) -> R {
        try bytes.withUnsafeBufferPointer { buffer throws(E) in try body(ByteText(buffer)) }
    }

    /// Runs `body` over `bytes` in place where they lie together in memory, else over a copy.
    package static func reading<R>(collection bytes: some Collection<UInt8>, _ body: (ByteText) -> R) -> R {
        bytes.withContiguousStorageIfAvailable { body(ByteText($0)) } ?? Array(bytes).withUnsafeBufferPointer { body(ByteText($0)) }
    }

    package var count: Int { base.count }
    package var indices: Range<Int> { 0 ..< base.count }
    package var first: UInt8? { base.first }

    package subscript(i: Int) -> UInt8 { base[i] }

    /// The bytes of `range` as text of their own, indexed from 0.
    package subscript(range: Range<Int>) -> ByteText { ByteText(UnsafeBufferPointer(rebasing: base[range])) }

    /// The first `byte` at or after `start`.
    package func firstIndex(of byte: UInt8, from start: Int) -> Int? {
        base[start...].firstIndex(of: byte)
    }

    package var string: String { String(decoding: base, as: UTF8.self) }

    package func string(_ range: Range<Int>) -> String { String(decoding: base[range], as: UTF8.self) }

    /// Appends the bytes of `range` to `array`.
    package func append(_ range: Range<Int>, to array: inout [UInt8]) {
        array.append(contentsOf: base[range])
    }

    /// The ranges of `range` between separators, in order. Keeping empty ones, they are what
    /// `split(separator:omittingEmptySubsequences: false)` gives: an empty range is one empty
    /// field, and a separator at the end is followed by one.
    package func fields(_ range: Range<Int>, at separator: UInt8, keepingEmpty: Bool = true) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        self.fields(range, at: separator, keepingEmpty: keepingEmpty, into: &fields)
        return fields
    }

    /// The same ranges, into `fields` (emptied first): a table read line by line reuses one array.
    package func fields(_ range: Range<Int>, at separator: UInt8, keepingEmpty: Bool = true, into fields: inout [Range<Int>]) {
        fields.removeAll(keepingCapacity: true)
        var from = range.lowerBound
        for i in range where base[i] == separator {
            if keepingEmpty || i > from { fields.append(from ..< i) }
            from = i + 1
        }
        if keepingEmpty || range.upperBound > from { fields.append(from ..< range.upperBound) }
    }

    /// Whether the bytes of two ranges are the same.
    package func same(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.count == b.count && (a.isEmpty || memcmp(base.baseAddress! + a.lowerBound, base.baseAddress! + b.lowerBound, a.count) == 0)
    }
}
