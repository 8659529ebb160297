/// What a lexed token is. Keywords are identifiers; the structural pass tells them apart by text.
enum TokenKind: UInt8 {
    /// A name, keyword, backticked name or `$0`.
    case identifier
    /// An integer or floating-point literal.
    case number
    /// A string literal; `link` is its index in `LexedSource.literals`, and the tokens of its
    /// interpolations follow it up to `literals[link].tokenEnd`.
    case string
    /// A regex literal (`/…/`, `#/…/#`).
    case regex
    /// Brackets, each opener just before its closer, in the order of their bytes' top three bits
    /// (`(` `)` 0x28–0x29, `[` `]` 0x5B–0x5D, `{` `}` 0x7B–0x7D): the lexer computes their kinds
    /// from the bytes (`2 + 2 * (byte >> 5)` for an opener, one more for a closer).
    case leftParen, rightParen, leftBracket, rightBracket, leftBrace, rightBrace
    case comma, colon, semicolon
    /// A single `.` (member access or implicit member).
    case period
    /// Any operator, including `=`, `->`, `?`, `!`, `??`, `...`.
    case op
    /// `#name`: `#if`, `#else`, `#Preview`, `#bundle`, `#selector` …
    case pound
    /// `@name`: an attribute.
    case attribute
    /// `\` starting a key path.
    case backslash
    /// A byte the lexer could not place (stray `#`, control characters).
    case unknown
}

/// One token: 16 bytes, so a large file's tokens stay in cache.
struct Token {
    /// What it is.
    var kind: TokenKind
    /// `Token.newlineBefore`, `Token.spaceBefore`, `Token.interpolationParen`.
    var flags: UInt8
    /// For an identifier, the word it spells if the structural pass knows it (looked up once,
    /// by the lexer, while the bytes are in cache); one byte in the padding after `flags`.
    var word: Word? = nil
    /// Offset of the first byte.
    var start: Int32
    /// Offset one past the last byte.
    var end: Int32
    /// For a bracket: the index of its partner (-1 when unbalanced). For a string: its literal's
    /// index. Otherwise unused.
    var link: Int32

    /// A line break (or a comment containing one) separates the token from the previous one.
    static let newlineBefore: UInt8 = 1
    /// Whitespace or a comment separates the token from the previous one.
    static let spaceBefore: UInt8 = 2
    /// The parenthesis opens or closes a string interpolation.
    static let interpolationParen: UInt8 = 4

    /// Whether the token starts a new line.
    var isAtLineStart: Bool { flags & Token.newlineBefore != 0 }
    /// Whether whitespace precedes the token.
    var hasSpaceBefore: Bool { flags & Token.spaceBefore != 0 }
}

/// A string literal as the lexer delimits it (decoding happens later, once per literal).
struct LexedLiteral {
    /// First byte (`#` or `"`).
    var start: Int
    /// One past the closing delimiter (or where the unterminated literal stopped).
    var end: Int
    /// Number of `#` in the delimiter.
    var pounds: Int
    /// Whether it is a `"""` literal.
    var isMultiline: Bool
    /// Whether the closing delimiter was found.
    var isTerminated: Bool
    /// Index of the literal's own token.
    var tokenIndex: Int
    /// Index one past the last token of its interpolations.
    var tokenEnd: Int
    /// Where its interpolations start in `LexedSource.interpolations`, and how many there are
    /// (none for most literals). An index keeps the record free of references: copying and
    /// freeing thousands of them costs nothing.
    var interpolationStart: Int32
    var interpolationCount: Int32
}

/// One `\( … )` of a lexed literal: the backslash's offset and the indices of its parentheses
/// (`closeToken` is -1 when the interpolation is unterminated).
struct LexedInterpolation {
    var backslash: Int
    var openToken: Int
    var closeToken: Int
}

/// A list of plain values (no references) in memory its owner manages: an append checks no
/// uniqueness and no array header, as `Array.append` does for every element. The lexer keeps its
/// tokens and its open brackets in them; the owner frees the memory with `finish()` or `release()`.
struct PlainList<Element: BitwiseCopyable> {
    /// The first element.
    private var base: UnsafeMutablePointer<Element>
    /// Elements appended so far.
    private(set) var count = 0
    /// Elements that fit before the memory must grow.
    private var capacity: Int

    /// Room for `capacity` elements (at least 16).
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
    }

    /// An empty list in memory allocated earlier (`capacity` elements from `base`), which it now
    /// manages: it may free it when it grows.
    init(reusing base: UnsafeMutablePointer<Element>, capacity: Int) {
        self.base = base
        self.capacity = capacity
    }

    /// The memory the list manages: its first element and how many elements fit.
    var memory: (base: UnsafeMutablePointer<Element>, capacity: Int) { (base, capacity) }

    /// Appends `element`.
    @inline(__always)
    mutating func append(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count &+= 1
    }

    /// Appends `element` when `condition` holds, without branching on it: the element is
    /// written either way, and only the count says whether it was appended (for a condition
    /// no branch predictor can learn).
    @inline(__always)
    mutating func append(_ element: Element, if condition: Bool) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count &+= condition ? 1 : 0
    }

    /// The elements, read-only, valid until the list is next changed or freed.
    var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

    /// Removes and returns the last element (checked: the list must not be empty).
    @inline(__always)
    @discardableResult
    mutating func removeLast() -> Element {
        precondition(count > 0, "removeLast from an empty list")
        count -= 1
        return base[count]
    }

    /// Doubles the room (the elements move once).
    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The element at `index` (checked: an index outside the list stops the program, as an
    /// array's would).
    @inline(__always)
    subscript(index: Int) -> Element {
        get {
            precondition(index >= 0 && index < count, "list index out of range")
            return base[index]
        }
        set {
            precondition(index >= 0 && index < count, "list index out of range")
            base[index] = newValue
        }
    }

    /// Removes the last `count` elements (checked: the list must hold that many).
    @inline(__always)
    mutating func removeLast(_ count: Int) {
        precondition(count >= 0 && count <= self.count, "removeLast beyond the list's start")
        self.count -= count
    }

    /// The last element, if any.
    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// Removes every element, keeping the memory.
    @inline(__always)
    mutating func removeAll() {
        count = 0
    }

    /// Frees the memory; the list must not be used again.
    mutating func release() {
        base.deallocate()
        count = 0
        capacity = 0
    }
}

/// Memory a file's tokens are lexed into. `ScanWorkspace` keeps it for the thread's next file
/// and lends it again once no `TokenList` of the last file is alive: the tokens are neither
/// copied into an array nor allocated for each file.
final class TokenStorage {
    /// The first token's slot.
    private(set) var base: UnsafeMutablePointer<Token>
    /// How many tokens fit.
    private(set) var capacity: Int

    /// Room for `capacity` tokens.
    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// An empty list over this memory, with room for at least `capacity` tokens (the memory is
    /// replaced, not copied, when it is too small: what it held is no longer needed). The list
    /// manages the memory until `adopt(_:)` takes it back.
    func lend(capacity: Int) -> PlainList<Token> {
        if self.capacity < capacity {
            base.deallocate()
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }
        return PlainList(reusing: base, capacity: self.capacity)
    }

    /// Takes back the memory of `list` (lent by `lend(capacity:)`, perhaps grown since) and
    /// returns its tokens.
    func adopt(_ list: PlainList<Token>) -> TokenList {
        (base, capacity) = list.memory
        return TokenList(storage: self, count: list.count)
    }

    deinit {
        base.deallocate()
    }
}

/// A file's tokens in source order, read-only: the first `count` tokens of a `TokenStorage`,
/// which the list keeps alive (and `ScanWorkspace` does not lend while the list exists).
struct TokenList: RandomAccessCollection {
    /// The memory.
    let storage: TokenStorage
    /// `storage.base`, read once: the sweep reads tokens without going through the object.
    private let base: UnsafePointer<Token>
    /// How many tokens there are.
    let count: Int

    /// The first `count` tokens of `storage`.
    init(storage: TokenStorage, count: Int) {
        self.storage = storage
        base = UnsafePointer(storage.base)
        self.count = count
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The token at `index` (checked: an index outside the list stops the program, as an
    /// array's would).
    @inline(__always)
    subscript(index: Int) -> Token {
        precondition(UInt(bitPattern: index) < UInt(bitPattern: count), "token index out of range")
        return base[index]
    }
}

/// The lexer's output for one file.
struct LexedSource {
    /// Tokens in source order (interpolation tokens follow their literal's token).
    var tokens: TokenList
    /// String literals in source order.
    var literals: [LexedLiteral] = []
    /// The interpolations of every literal, each literal's together (`LexedLiteral.interpolationStart`).
    var interpolations: [LexedInterpolation] = []
    /// Broken input found on the way.
    var problems: [ScanProblem] = []
    /// The indices of the tokens the sweep reacts to, in order (`Sweep.run`): every `(` and
    /// `{` (interpolation parentheses aside), `}` and `#name`, and every identifier whose word
    /// `Sweep.handle(_:at:)` reacts to (`Word.startsSweepWork`). The sweep visits these instead
    /// of every token: most tokens need nothing from it, and its jump on each token's kind was
    /// often mispredicted. In the workspace's memory: valid until the workspace lexes another
    /// file.
    var sweepTokens: UnsafeBufferPointer<Int32>
}
