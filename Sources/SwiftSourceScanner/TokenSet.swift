/// A set of token indices of one file, one byte per token: membership tests without hashing
/// (the sweep asks for every `{` and `(` whether a declaration marked it).
struct TokenSet {
    /// Whether each token is in the set.
    private var members: [Bool]

    /// An empty set for a file of `count` tokens.
    init(count: Int) {
        members = Array(repeating: false, count: count)
    }

    /// Whether token `index` is in the set (never for an index outside the file).
    @inline(__always)
    func contains(_ index: Int) -> Bool {
        index >= 0 && index < members.count && members[index]
    }

    /// Adds token `index` (an index outside the file is ignored).
    @inline(__always)
    mutating func insert(_ index: Int) {
        if index >= 0 && index < members.count { members[index] = true }
    }
}
