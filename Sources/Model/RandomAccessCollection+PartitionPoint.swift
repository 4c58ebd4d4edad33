extension RandomAccessCollection {
    /// The index of the first element for which `isAtOrAfter` holds, in a collection where every
    /// element for which it holds follows every element for which it does not (a binary search,
    /// in log₂ n calls); `endIndex` where it holds for none.
    package func partitionPoint(where isAtOrAfter: (Element) throws -> Bool) rethrows -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if try isAtOrAfter(self[middle]) {
                count = half
            } else {
                low = index(after: middle)
                count -= half + 1
            }
        }
        return low
    }
}
