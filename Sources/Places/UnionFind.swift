/// Disjoint sets over 0..<count, with path halving and union by size.
struct UnionFind {
    private var parent: [Int]
    private var size: [Int]

    init(count: Int) {
        parent = Array(0 ..< count)
        size = Array(repeating: 1, count: count)
    }

    package mutating func find(_ x: Int) -> Int {
        var x = x
        while parent[x] != x {
            parent[x] = parent[parent[x]]
            x = parent[x]
        }
        return x
    }

    /// Joins the sets of `a` and `b`; returns the root of the joined set.
    @discardableResult
    package mutating func union(_ a: Int, _ b: Int) -> Int {
        var ra = find(a), rb = find(b)
        guard ra != rb else { return ra }
        if size[ra] < size[rb] { swap(&ra, &rb) }
        parent[rb] = ra
        size[ra] += size[rb]
        return ra
    }
}
