/// Text held as bytes, cut where a separator byte stands, without making strings first: the
/// GeoNames table (`GeoNamesTable`), the cached place names (`PlaceName+Cached`) and the map's
/// outlines (`OutlineText`) are read this way.
enum ByteFields {
    /// The ranges of `range` in `bytes` between separators, in order. Keeping empty ones, they
    /// are what `split(separator:omittingEmptySubsequences: false)` gives: an empty range is one
    /// empty field, and a separator at the end is followed by one.
    package static func split(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, at separator: UInt8,
                      keepingEmpty: Bool = true) -> [Range<Int>] {
        var fields: [Range<Int>] = []
        var from = range.lowerBound
        for i in range where bytes[i] == separator {
            if keepingEmpty || i > from { fields.append(from ..< i) }
            from = i + 1
        }
        if keepingEmpty || range.upperBound > from { fields.append(from ..< range.upperBound) }
        return fields
    }
}
