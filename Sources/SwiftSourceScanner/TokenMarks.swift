/// Marks on the tokens of one file, one byte per token holding up to eight kinds of mark:
/// membership tests without hashing (the sweep asks for every `{` and `(` whether a declaration
/// marked it), and one allocation for every kind.
struct TokenMarks {
    /// A kind of mark.
    struct Kind {
        /// Its bit.
        let bit: UInt8

        /// A `{` whose role a declaration decided (listed in `Sweep.braceRoles` until the sweep reaches it).
        static let braceWithRole = Kind(bit: 1)
        /// A `{` that opens a statement body after a condition (`if x {`), not a trailing closure.
        static let conditionBody = Kind(bit: 2)
        /// The `(` of an enum case's associated values (`case loaded(tags: [String])`): not a call.
        static let enumCaseParenthesis = Kind(bit: 4)
        /// `#if`, `#elseif`, `#else` and the tokens of their conditions: a `.member` right after
        /// them starts a new postfix expression inside the branch.
        static let directive = Kind(bit: 8)
    }

    /// The marks of each token.
    private var marks: [UInt8]

    /// No marks, for a file of `count` tokens.
    init(count: Int) {
        marks = Array(repeating: 0, count: count)
    }

    /// Whether token `index` has the mark (never for an index outside the file).
    @inline(__always)
    func contains(_ kind: Kind, _ index: Int) -> Bool {
        index >= 0 && index < marks.count && marks[index] & kind.bit != 0
    }

    /// Marks token `index` (an index outside the file is ignored).
    @inline(__always)
    mutating func insert(_ kind: Kind, _ index: Int) {
        if index >= 0 && index < marks.count { marks[index] |= kind.bit }
    }
}
