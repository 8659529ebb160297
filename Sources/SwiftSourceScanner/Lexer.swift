import TextPositions

/// The hand-written, error-tolerant Swift lexer.
///
/// One forward pass over UTF-8 bytes producing `Token`s and `LexedLiteral`s. It follows the
/// compiler's lexer where it matters for localization (where string literals, comments and
/// interpolations begin and end) and never fails: an unterminated single-line literal ends at its
/// line's end, an unterminated comment or multi-line literal at the end of the file, unbalanced
/// brackets are left unlinked.
struct Lexer {
    /// The bytes being lexed.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Their first byte (`emptyText` for none): the loads of eight and sixteen bytes at a time
    /// need no test of an optional address.
    private let base: UnsafePointer<UInt8>
    /// Their count.
    private let count: Int
    /// The string literals so far (`LexedSource.literals`).
    private var literals: [LexedLiteral] = []
    /// The interpolations of the literals ended so far (`LexedSource.interpolations`).
    private var interpolations: [LexedInterpolation] = []
    /// Broken input found so far (`LexedSource.problems`).
    private var problems: [ScanProblem] = []
    /// The tokens so far, in memory lent by the workspace's `TokenStorage`.
    private var tokens: PlainList<Token>
    /// `WordTable.shared`, held here so the identifier path skips the lazy global's check.
    private let words = WordTable.shared
    /// Open brackets not yet closed, innermost last (the workspace's list, returned at the end).
    private var openBrackets: PlainList<OpenBracket>
    /// The interpolations of the literals being lexed, outermost literal's first: a literal's own
    /// stay on top of the outer ones' until it ends and moves them to `interpolations` (literals
    /// nested in its interpolations end first). One list for the file, the workspace's: no array
    /// per literal.
    private var pendingInterpolations: PlainList<LexedInterpolation>
    /// The tokens the sweep reacts to (`LexedSource.sweepTokens`; the workspace's list).
    private var sweepTokens: PlainList<Int32>
    /// `sweepWordFlags`, held here so the identifier path skips the lazy global's check.
    private let sweepWords = Lexer.sweepWordFlags
    /// How many entries of `openBrackets` are braces.
    private var openBraceCount: Int32 = 0
    /// Flags gathered from the trivia since the last token.
    private var pendingFlags: UInt8 = 0
    /// How many interpolations enclose the current position; deep nesting (only seen in
    /// adversarial input) stops being treated as interpolation so recursion stays bounded.
    private var interpolationDepth = 0
    /// Nesting limit for interpolations inside interpolations.
    private static let maximumInterpolationDepth = 48
    /// `byteClasses`, held here so the hot loops skip the lazy global's check.
    private let classes = Lexer.byteClasses

    /// For each byte value: `identifierStart` and `identifierContinue` bits (one load per byte in
    /// the identifier loop instead of a chain of comparisons). Allocated once, filled before
    /// anyone reads it, never written again nor freed: sharing it across threads is safe.
    nonisolated(unsafe) private static let byteClasses: UnsafePointer<UInt8> = {
        let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        for value in 0..<256 {
            let byte = UInt8(value)
            table[value] = (isIdentifierStart(byte) ? identifierStart : 0) | (isIdentifierContinue(byte) ? identifierContinue : 0)
        }
        return UnsafePointer(table)
    }()
    /// What the token loop does with a byte that starts a token or trivia: one table load and
    /// one jump for every byte (a `switch` over byte values compiled into range tests before
    /// its jump table, most of them taken by identifiers, the most frequent token).
    private enum ByteAction: UInt8 {
        /// Space, tab, vertical tab, form feed, NUL: trivia.
        case space
        /// A line feed or carriage return: trivia that also ends a single-line interpolation.
        case newline
        /// `/`: a comment, a regex literal or an operator.
        case slash
        /// `"`: a string literal.
        case quote
        /// `#`: a raw string, an extended regex, `#name` or a stray `#`.
        case pound
        /// `(`, `[`, `{`.
        case openBracket
        /// `)`, `]`, `}`.
        case closeBracket
        /// `,`, `:`, `;`.
        case comma, colon, semicolon
        /// `.`: a period, or an operator starting with dots.
        case period
        /// `0`…`9`: a number.
        case digit
        /// `` ` ``: a backticked name.
        case backtick
        /// `@`: an attribute.
        case at
        /// `$`: `$0` or a property wrapper's projection.
        case dollar
        /// `\`: a key path.
        case backslash
        /// A byte that starts an operator (other than `/` and `.`).
        case operatorStart
        /// An ASCII letter, `_` or any byte from 0x80: an identifier.
        case identifier
        /// Anything else: a token of its own.
        case unknown
    }

    /// The address lexing an empty text reads nothing from (16 zero bytes, never written).
    nonisolated(unsafe) private static let emptyText: UnsafePointer<UInt8> = {
        let text = UnsafeMutablePointer<UInt8>.allocate(capacity: 16)
        text.initialize(repeating: 0, count: 16)
        return UnsafePointer(text)
    }()

    /// `byteActions`, held here so the token loop skips the lazy global's check.
    private let actions = Lexer.byteActions

    /// For each byte value, its `ByteAction`. Allocated once, filled before anyone reads it,
    /// never written again nor freed: sharing it across threads is safe.
    nonisolated(unsafe) private static let byteActions: UnsafePointer<ByteAction> = {
        let table = UnsafeMutablePointer<ByteAction>.allocate(capacity: 256)
        for value in 0..<256 {
            let byte = UInt8(value)
            let action: ByteAction
            switch byte {
            case 0x20, 0x09, 0x0B, 0x0C, 0x00: action = .space
            case 0x0A, 0x0D: action = .newline
            case UInt8(ascii: "/"): action = .slash
            case UInt8(ascii: "\""): action = .quote
            case UInt8(ascii: "#"): action = .pound
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): action = .openBracket
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): action = .closeBracket
            case UInt8(ascii: ","): action = .comma
            case UInt8(ascii: ":"): action = .colon
            case UInt8(ascii: ";"): action = .semicolon
            case UInt8(ascii: "."): action = .period
            case UInt8(ascii: "0")...UInt8(ascii: "9"): action = .digit
            case UInt8(ascii: "`"): action = .backtick
            case UInt8(ascii: "@"): action = .at
            case UInt8(ascii: "$"): action = .dollar
            case UInt8(ascii: "\\"): action = .backslash
            case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
                UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"),
                UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
                action = .operatorStart
            default: action = isIdentifierStart(byte) ? .identifier : .unknown
            }
            (table + value).initialize(to: action)
        }
        return UnsafePointer(table)
    }()

    /// For each bit pattern of a `Word?` (one byte), whether it is a word the sweep reacts to
    /// (`Word.startsSweepWork`): the identifier path lists such tokens in `sweepTokens` without
    /// a branch on the word. Allocated once, filled before anyone reads it, never written again
    /// nor freed: sharing it across threads is safe.
    nonisolated(unsafe) private static let sweepWordFlags: UnsafePointer<Bool> = {
        precondition(MemoryLayout<Word?>.size == 1, "a word and its absence fit in one byte")
        let table = UnsafeMutablePointer<Bool>.allocate(capacity: 256)
        table.initialize(repeating: false, count: 256)
        for word in Word.allCases where word.startsSweepWork {
            table[Int(unsafeBitCast(Optional(word), to: UInt8.self))] = true
        }
        return UnsafePointer(table)
    }()

    /// Whether the identifier `word` (`nil`: not a word) is one the sweep reacts to.
    @inline(__always)
    private func startsSweepWork(_ word: Word?) -> Bool {
        sweepWords[Int(unsafeBitCast(word, to: UInt8.self))]
    }

    /// The `byteClasses` bit of bytes that can start an identifier.
    private static let identifierStart: UInt8 = 1
    /// The `byteClasses` bit of bytes that can continue an identifier.
    private static let identifierContinue: UInt8 = 2

    /// Lexes `bytes` completely, in the memory of this thread's `ScanWorkspace`.
    static func lex(_ bytes: UnsafeBufferPointer<UInt8>) -> LexedSource {
        ScanWorkspace.withCurrent { lex(bytes, in: $0) }
    }

    /// Lexes `bytes` completely, in memory `workspace` lends (its token storage stays with the
    /// returned tokens until they are released).
    static func lex(_ bytes: UnsafeBufferPointer<UInt8>, in workspace: ScanWorkspace) -> LexedSource {
        // Swift has about one token per 3–4 bytes; growing would move them.
        let storage = workspace.tokenStorage()
        var sweepTokens = workspace.sweepTokens
        sweepTokens.removeAll()
        var lexer = Lexer(bytes: bytes, tokens: storage.lend(capacity: bytes.count / 3 + 16),
                          openBrackets: workspace.openBrackets, pendingInterpolations: workspace.pendingInterpolations,
                          sweepTokens: sweepTokens)
        // About a literal per 250 bytes of SwiftUI code, more in small files: room for twice
        // that, so the list rarely grows (a growth copies it).
        lexer.literals.reserveCapacity(bytes.count / 128 + 8)
        var position = 0
        if bytes.count >= 2, bytes[0] == UInt8(ascii: "#"), bytes[1] == UInt8(ascii: "!") {
            position = lexer.skipToLineEnd(from: 2)
        }
        position = lexer.lexTokens(from: position, interpolationBase: nil).position
        _ = position
        for position in 0..<lexer.openBrackets.count {
            let token = lexer.tokens[Int(lexer.openBrackets[position].token)]
            lexer.problems.append(
                ScanProblem(message: "unclosed bracket", range: ByteRange(start: Int(token.start), end: Int(token.end))))
        }
        // The stacks go back to the workspace (perhaps grown) for the next file.
        lexer.openBrackets.removeAll()
        lexer.pendingInterpolations.removeAll()
        workspace.openBrackets = lexer.openBrackets
        workspace.pendingInterpolations = lexer.pendingInterpolations
        // Kept filled: the sweep reads them (until this workspace lexes the next file).
        workspace.sweepTokens = lexer.sweepTokens
        return LexedSource(tokens: storage.adopt(lexer.tokens), literals: lexer.literals, interpolations: lexer.interpolations,
                           problems: lexer.problems, sweepTokens: lexer.sweepTokens.elements)
    }

    private init(bytes: UnsafeBufferPointer<UInt8>, tokens: PlainList<Token>, openBrackets: PlainList<OpenBracket>,
                 pendingInterpolations: PlainList<LexedInterpolation>, sweepTokens: PlainList<Int32>) {
        self.bytes = bytes
        base = bytes.baseAddress ?? Lexer.emptyText
        self.count = bytes.count
        self.tokens = tokens
        self.openBrackets = openBrackets
        self.pendingInterpolations = pendingInterpolations
        self.sweepTokens = sweepTokens
    }

    // MARK: - Tokens

    /// Appends a token and returns its index.
    @inline(__always)
    @discardableResult
    private mutating func emit(_ kind: TokenKind, _ start: Int, _ end: Int, link: Int32 = -1) -> Int {
        tokens.append(Token(kind: kind, flags: pendingFlags, start: Int32(truncatingIfNeeded: start),
                            end: Int32(truncatingIfNeeded: end), link: link))
        pendingFlags = 0
        return tokens.count &- 1
    }

    /// Appends an identifier token with the word it spells.
    @inline(__always)
    private mutating func emitIdentifier(_ start: Int, _ end: Int) {
        let word = words.word(spelledBy: bytes, start, end)
        sweepTokens.append(Int32(truncatingIfNeeded: tokens.count), if: startsSweepWork(word))
        tokens.append(Token(kind: .identifier, flags: pendingFlags, word: word, start: Int32(truncatingIfNeeded: start),
                            end: Int32(truncatingIfNeeded: end), link: -1))
        pendingFlags = 0
    }

    /// Lexes tokens until the end of input or, inside an interpolation, its closing parenthesis.
    ///
    /// - Parameter interpolationBase: for an interpolation, the depth of `openBrackets` at its
    ///   opening parenthesis, and whether its literal is single-line (then a line break ends it).
    /// - Returns: the position reached and, for an interpolation, whether its `)` was found.
    private mutating func lexTokens(
        from start: Int, interpolationBase: (depth: Int, isSingleLine: Bool)?
    ) -> (position: Int, closed: Bool) {
        // Local copies: the properties would be reloaded from `self` after every call.
        let bytes = self.bytes
        let base = self.base
        let count = self.count
        let actions = self.actions
        var position = start
        while position < count {
            let byte = bytes[position]
            switch actions[Int(byte)] {
            case .newline:
                if let base = interpolationBase, base.isSingleLine {
                    return (position, false)
                }
                pendingFlags |= Token.spaceBefore | Token.newlineBefore
                // The next line's indentation in the same step: it is a good part of a file's bytes.
                position = spacesEnd(from: position + 1)
                // A line of a modifier chain (`.font(.title)`) goes on to its period without
                // another jump on the next byte's action: that jump, one per token, is the
                // lexer's least predictable branch, a conditional one on a byte less so.
                if position < count, bytes[position] == UInt8(ascii: ".") { fallthrough }
                continue
            case .period:
                if peek(position + 1) == UInt8(ascii: ".") {
                    position = lexOperator(from: position)
                } else {
                    emit(.period, position, position + 1)
                    position += 1
                    // A member's name nearly always follows (`.title`, `text.count`): lexed next,
                    // without another jump.
                    if position < count, classes[Int(bytes[position])] & Self.identifierStart != 0 { fallthrough }
                }
            case .identifier:
                // Written here rather than in a method: the call and its register saves cost as
                // much as the rest. A name shorter than eight bytes (most are) is delimited by one
                // load of sixteen bytes and looked up from its first eight.
                let end: Int
                let word: Word?
                if position &+ 16 <= count {
                    // Sixteen bytes classified at once (a handful of vector instructions); most
                    // names end within the first eight, whose bytes are also the word's key.
                    let chunk = UnsafeRawPointer(base + position).loadUnaligned(as: SIMD16<UInt8>.self)
                    let stops = Self.nonIdentifierBytes(chunk)
                    if stops.low != 0 {
                        let length = stops.low.trailingZeroBitCount >> 3
                        end = position + length
                        let first = UInt64(littleEndian: unsafeBitCast(chunk, to: (UInt64, UInt64).self).0)
                        word = words.word(low: first & ~(UInt64.max &<< UInt64(truncatingIfNeeded: length &* 8)), length: length)
                    } else {
                        end = stops.high != 0 ? position + 8 + stops.high.trailingZeroBitCount >> 3 : identifierEnd(from: position + 16)
                        word = words.mayHaveWord(startingWith: bytes[position], length: end - position)
                            ? words.word(spelledBy: bytes, position, end) : nil
                    }
                } else {
                    end = identifierEnd(from: position)
                    word = words.word(spelledBy: bytes, position, end)
                }
                // Only a word can be one the sweep reacts to (the lookup has just branched on it).
                if word != nil { sweepTokens.append(Int32(truncatingIfNeeded: tokens.count), if: startsSweepWork(word)) }
                tokens.append(Token(kind: .identifier, flags: pendingFlags, word: word, start: Int32(truncatingIfNeeded: position),
                                    end: Int32(truncatingIfNeeded: end), link: -1))
                pendingFlags = 0
                position = end
                // A call's parenthesis often follows a name at once (`Text(`, `.font(`): opened
                // next, without another jump.
                if position < count, bytes[position] == UInt8(ascii: "(") { fallthrough }
            case .openBracket:
                // `(`, `[`, `{` are 0x28, 0x5B, 0x7B: their top three bits give their kinds. (Read
                // again: the identifier case falls through to here.)
                let kind = unsafeBitCast(2 &+ 2 &* (bytes[position] &>> 5), to: TokenKind.self)
                let index = emit(kind, position, position + 1)
                sweepTokens.append(Int32(truncatingIfNeeded: index), if: kind != .leftBracket)
                pushBracket(index, kind)
                position += 1
            case .space:
                pendingFlags |= Token.spaceBefore
                position = spacesEnd(from: position + 1)
                // Past the spaces: the step after the switch would find none.
                continue
            case .slash:
                let next = peek(position + 1)
                if next == UInt8(ascii: "/") {
                    pendingFlags |= Token.spaceBefore
                    position = skipToLineEnd(from: position + 2)
                    // At the line break: the step after the switch would find no space.
                    continue
                } else if next == UInt8(ascii: "*") {
                    position = skipBlockComment(from: position)
                } else if let end = regexEnd(from: position, pounds: 0) {
                    emit(.regex, position, end)
                    position = end
                } else {
                    position = lexOperator(from: position)
                }
            case .quote:
                position = lexString(from: position, pounds: 0)
            case .pound:
                var pounds = 1
                while peek(position + pounds) == UInt8(ascii: "#") { pounds += 1 }
                let after = peek(position + pounds)
                if after == UInt8(ascii: "\"") {
                    position = lexString(from: position, pounds: pounds)
                } else if after == UInt8(ascii: "/"), let end = regexEnd(from: position, pounds: pounds) {
                    emit(.regex, position, end)
                    position = end
                } else if pounds == 1, Self.isIdentifierStart(after) {
                    let end = identifierEnd(from: position + 1)
                    sweepTokens.append(Int32(truncatingIfNeeded: emit(.pound, position, end)))
                    position = end
                } else {
                    emit(.unknown, position, position + 1)
                    position += 1
                }
            case .closeBracket:
                // Most closing brackets close the innermost open one: linked here, without the
                // searches `closeBracket` makes for half-typed code. `)`, `]`, `}` are 0x29, 0x5D,
                // 0x7D: their top three bits give their kinds (each opener's just before).
                let kind = unsafeBitCast(3 &+ 2 &* (byte &>> 5), to: TokenKind.self)
                let floor = interpolationBase?.depth ?? 0
                if openBrackets.count > floor, let open = openBrackets.last,
                    open.kind.rawValue == kind.rawValue &- 1 {
                    let index = emit(kind, position, position + 1)
                    sweepTokens.append(Int32(truncatingIfNeeded: index), if: kind == .rightBrace)
                    popBracket()
                    tokens[Int(open.token)].link = Int32(truncatingIfNeeded: index)
                    tokens[index].link = open.token
                    position += 1
                    break
                }
                if byte == UInt8(ascii: ")"), let base = interpolationBase, !hasOpen(.leftParen, above: base.depth) {
                    closeAll(above: base.depth)
                    return (position, true)
                }
                closeBracket(byte, at: position, floor: interpolationBase?.depth ?? 0)
                position += 1
            case .comma:
                emit(.comma, position, position + 1)
                position += 1
            case .colon:
                emit(.colon, position, position + 1)
                position += 1
            case .semicolon:
                emit(.semicolon, position, position + 1)
                position += 1
            case .digit:
                // A one-digit number (`0`, `1`, a tuple's `.0`) ends at a byte that can continue
                // neither a name nor a number: emitted here, without `lexNumber`'s call and tests.
                let next = peek(position + 1)
                if classes[Int(next)] & Self.identifierContinue == 0, next != UInt8(ascii: ".") {
                    emit(.number, position, position + 1)
                    position += 1
                } else {
                    position = lexNumber(from: position)
                }
            case .backtick:
                var end = position + 1
                while end < count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
                if end < count, bytes[end] == UInt8(ascii: "`") { end += 1 }
                emitIdentifier(position, end)
                position = end
            case .at:
                let end = Self.isIdentifierStart(peek(position + 1)) ? identifierEnd(from: position + 1) : position + 1
                emit(.attribute, position, end)
                position = end
            case .dollar:
                let end = identifierEnd(from: position + 1)
                emitIdentifier(position, end)
                position = end
            case .backslash:
                emit(.backslash, position, position + 1)
                position += 1
            case .operatorStart:
                // Most operators are one byte (`=`, `!`, `?` before a period) followed by a byte
                // that cannot continue them: emitted here, without `lexOperator`'s call and loop.
                let next = actions[Int(peek(position + 1))]
                if next != .operatorStart, next != .slash {
                    emit(.op, position, position + 1)
                    position += 1
                } else {
                    position = lexOperator(from: position)
                }
            case .unknown:
                emit(.unknown, position, position + 1)
                position += 1
            }
            // One space after a token, the most frequent trivia by far, taken here without a
            // branch on it: the next turn's jump is then to the next token's case, where a jump
            // to `.space` and back was mispredicted about as often as not. (`.space` would set
            // the same flag; a longer run of spaces or tabs still goes there.)
            if position < count {
                let isSpace = bytes[position] == 0x20
                position &+= isSpace ? 1 : 0
                pendingFlags |= isSpace ? Token.spaceBefore : 0
            }
        }
        if let base = interpolationBase { closeAll(above: base.depth) }
        return (position, false)
    }

    /// The end of the run of spaces and tabs starting at `start`.
    @inline(__always)
    private func spacesEnd(from start: Int) -> Int {
        var end = start
        // Most runs are one space between tokens: the byte after it ends them.
        if end < count, bytes[end] > 0x20 { return end }
        // Indentation eight bytes at a time (it is a good part of a file's bytes); tabs and the
        // last bytes of the file one at a time.
        while end &+ 8 <= count {
            let others = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)) ^ 0x2020_2020_2020_2020
            if others != 0 {
                end &+= others.trailingZeroBitCount &>> 3
                // Ended by a byte other than a tab (nearly always): done.
                if bytes[end] != 0x09 { return end }
                break
            }
            end &+= 8
        }
        while end < count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        return end
    }

    /// The byte at `index`, or 0 past the end.
    @inline(__always)
    private func peek(_ index: Int) -> UInt8 {
        index < count ? bytes[index] : 0
    }

    /// Whether `byte` can start an identifier (any non-ASCII byte is treated as a letter).
    @inline(__always)
    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// Whether `byte` can continue an identifier.
    @inline(__always)
    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// End of the identifier starting at `start`.
    @inline(__always)
    private func identifierEnd(from start: Int) -> Int {
        var end = start
        // Eight bytes at a time: the end is found without a branch per byte (the loop's exit
        // was mispredicted once per identifier, a good part of lexing).
        while end &+ 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
            let stops = Self.nonIdentifierBytes(word)
            if stops != 0 { return end &+ stops.trailingZeroBitCount &>> 3 }
            end &+= 8
        }
        while end < count, classes[Int(bytes[end])] & Self.identifierContinue != 0 { end += 1 }
        return end
    }

    /// The high bit of each byte of `word` (first byte lowest) that cannot continue an
    /// identifier, as `isIdentifierContinue` decides: ASCII letters, digits, `_` and every byte
    /// from 0x80 continue one. Each test adds a constant to the bytes' low seven bits, which
    /// cannot carry into the next byte, and reads the high bit.
    @inline(__always)
    static func nonIdentifierBytes(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs = ones &* 0x80
        let lows = ones &* 0x7F
        let low = word & lows
        /// High bit set where the 7-bit byte is at least `bound`.
        @inline(__always)
        func atLeast(_ value: UInt64, _ bound: UInt64) -> UInt64 { (value &+ ones &* (0x80 - bound)) & highs }
        let folded = low | (ones &* 0x20)   // `A`…`Z` become `a`…`z`
        let letter = atLeast(folded, 0x61) & ~atLeast(folded, 0x7B)
        let digit = atLeast(low, 0x30) & ~atLeast(low, 0x3A)
        let differences = low ^ (ones &* 0x5F)
        let underscore = ~((differences &+ lows) | differences) & highs
        return ~((word & highs) | letter | digit | underscore) & highs
    }

    /// The lanes of `chunk` holding a byte value from `lowest` to `lowest + count - 1`, by one
    /// addition and one signed comparison: adding `0x80 - lowest` moves that range to the bottom
    /// of the signed bytes (`Int8.min…`). Written so on purpose: these two are vector
    /// instructions wherever the lexer is compiled, while the library's `.==` and comparisons
    /// with zero became a loop over the lanes inside the token loop.
    @inline(__always)
    static func lanes(of chunk: SIMD16<UInt8>, from lowest: UInt8, count: Int8) -> SIMDMask<SIMD16<Int8>> {
        let bytes = unsafeBitCast(chunk, to: SIMD16<Int8>.self)
        return (bytes &+ SIMD16(repeating: Int8(bitPattern: 0x80 &- lowest))) .< SIMD16(repeating: Int8.min &+ count)
    }

    /// Bit 7 of each of the 16 bytes of `chunk` (first byte lowest) that cannot continue an
    /// identifier, as `isIdentifierContinue` decides, in `low` (bytes 0–7) or `high` (8–15):
    /// ASCII letters, digits, `_` and every byte from 0x80 continue one.
    @inline(__always)
    static func nonIdentifierBytes(_ chunk: SIMD16<UInt8>) -> (low: UInt64, high: UInt64) {
        let letter = lanes(of: chunk | SIMD16(repeating: 0x20), from: UInt8(ascii: "a"), count: 26)   // `A`…`Z` folded
        let digit = lanes(of: chunk, from: UInt8(ascii: "0"), count: 10)
        let underscore = lanes(of: chunk, from: UInt8(ascii: "_"), count: 1)
        let others = unsafeBitCast(.!(letter .| digit .| underscore), to: SIMD16<UInt8>.self)
        // Bytes from 0x80 have bit 7 set: clearing it with the others' keeps them out.
        let stops = others & ~chunk & SIMD16(repeating: 0x80)
        let halves = unsafeBitCast(stops, to: (UInt64, UInt64).self)
        return (halves.0, halves.1)
    }

    /// Whether any of the 16 bytes of `chunk` is a line feed or a carriage return.
    @inline(__always)
    static func hasLineBreak(_ chunk: SIMD16<UInt8>) -> Bool {
        let breaks = lanes(of: chunk, from: 0x0A, count: 1) .| lanes(of: chunk, from: 0x0D, count: 1)
        let halves = unsafeBitCast(breaks, to: (UInt64, UInt64).self)
        return halves.0 | halves.1 != 0
    }

    /// Position of the line break ending the line that contains `start` (or the end of input).
    /// Inlined: called from a mutating method, a non-mutating one gets a copy of the whole lexer.
    @inline(__always)
    private func skipToLineEnd(from start: Int) -> Int {
        var end = start
        // Sixteen bytes at a time while none is a line break (comments are a good part of a
        // file), then the last eight at a time to find which byte it is.
        while end &+ 16 <= count {
            let chunk = UnsafeRawPointer(base + end).loadUnaligned(as: SIMD16<UInt8>.self)
            if Self.hasLineBreak(chunk) { break }
            end += 16
        }
        let ones: UInt64 = 0x0101_0101_0101_0101
        while end + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self))
            // A byte of `word ^ pattern` is zero where `word` has the pattern's byte.
            let feeds = word ^ (ones &* 0x0A)
            let returns = word ^ (ones &* 0x0D)
            let found = ((feeds &- ones) & ~feeds | (returns &- ones) & ~returns) & (ones &* 0x80)
            // The lowest flagged byte is a line break (a false flag only follows a real one).
            if found != 0 { return end + found.trailingZeroBitCount >> 3 }
            end += 8
        }
        while end < count, bytes[end] != 0x0A, bytes[end] != 0x0D { end += 1 }
        return end
    }

    /// Skips 8 bytes at a time while none of them is `a`, `b`, `c` or `d`; returns the first of
    /// them, or where the last few bytes of the input must be scanned one at a time (literals
    /// are a good part of a file's bytes).
    @inline(__always)
    private func skipWords(from start: Int, withoutAny a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8) -> Int {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let patternA = ones &* UInt64(a)
        let patternB = ones &* UInt64(b)
        let patternC = ones &* UInt64(c)
        let patternD = ones &* UInt64(d)
        var end = start
        while end + 8 <= count {
            let word = UnsafeRawPointer(base + end).loadUnaligned(as: UInt64.self)
            // A byte of `word ^ pattern` is zero where `word` has the pattern's byte.
            let x = word ^ patternA
            let y = word ^ patternB
            let z = word ^ patternC
            let w = word ^ patternD
            let found = ((x &- ones) & ~x | (y &- ones) & ~y | (z &- ones) & ~z | (w &- ones) & ~w) & highs
            // The lowest flagged byte is one of them (a false flag only follows a real one).
            if found != 0 { return end + found.trailingZeroBitCount >> 3 }
            end += 8
        }
        return end
    }

    /// Skips a `/* … */` comment, honouring nesting; an unterminated one runs to the end.
    private mutating func skipBlockComment(from start: Int) -> Int {
        var depth = 0
        var position = start
        pendingFlags |= Token.spaceBefore
        while position < count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "/"), peek(position + 1) == UInt8(ascii: "*") {
                depth += 1
                position += 2
            } else if byte == UInt8(ascii: "*"), peek(position + 1) == UInt8(ascii: "/") {
                depth -= 1
                position += 2
                if depth == 0 { return position }
            } else {
                if byte == 0x0A || byte == 0x0D { pendingFlags |= Token.newlineBefore }
                position += 1
            }
        }
        problems.append(ScanProblem(message: "unterminated comment", range: ByteRange(start: start, end: min(start + 2, count))))
        return count
    }

    // MARK: - Brackets

    /// An open bracket: its token, its kind, and how many braces were open when it opened.
    struct OpenBracket {
        var token: Int32
        var bracesBelow: Int32
        var kind: TokenKind
    }

    /// Records an open bracket of `kind` at token `index`.
    @inline(__always)
    private mutating func pushBracket(_ index: Int, _ kind: TokenKind) {
        openBrackets.append(OpenBracket(token: Int32(truncatingIfNeeded: index), bracesBelow: openBraceCount, kind: kind))
        // Added without a branch: which bracket opens is not predictable.
        openBraceCount &+= kind == .leftBrace ? 1 : 0
    }

    /// Forgets the innermost open bracket and returns its token index.
    @inline(__always)
    @discardableResult
    private mutating func popBracket() -> Int32 {
        let open = openBrackets.removeLast()
        openBraceCount &-= open.kind == .leftBrace ? 1 : 0
        return open.token
    }

    // `braceCountBelow` and `hasOpen` are inlined: called from a mutating method, a
    // non-mutating one gets a copy of the whole lexer as its `self`.

    /// How many braces are open below stack position `floor`.
    @inline(__always)
    private func braceCountBelow(_ floor: Int) -> Int32 {
        floor < openBrackets.count ? openBrackets[floor].bracesBelow : openBraceCount
    }

    /// Whether an opener of `kind` is open above `depth` and above the nearest open brace.
    /// Only the innermost 64 open brackets are searched, so broken input cannot make closing
    /// brackets quadratic; a partner deeper than that counts as missing.
    @inline(__always)
    private func hasOpen(_ kind: TokenKind, above depth: Int) -> Bool {
        var index = openBrackets.count - 1
        let lowest = max(depth, openBrackets.count - 64)
        while index >= lowest {
            let open = openBrackets[index].kind
            if open == kind { return true }
            if open == .leftBrace { return false }
            index -= 1
        }
        return false
    }

    /// Leaves every bracket opened above `depth` unbalanced.
    private mutating func closeAll(above depth: Int) {
        while openBrackets.count > depth {
            let index = Int(popBracket())
            let token = tokens[index]
            problems.append(ScanProblem(message: "unclosed bracket", range: ByteRange(start: Int(token.start), end: Int(token.end))))
        }
    }

    /// Emits a closing bracket and links it to its opener. A `}` also closes parentheses and
    /// square brackets left open inside its braces (half-typed code); a `)` or `]` without an
    /// opener of its kind before the nearest `{` stays unlinked.
    private mutating func closeBracket(_ byte: UInt8, at position: Int, floor: Int) {
        let kind: TokenKind = byte == UInt8(ascii: ")") ? .rightParen : (byte == UInt8(ascii: "]") ? .rightBracket : .rightBrace)
        let opener: TokenKind = kind == .rightParen ? .leftParen : (kind == .rightBracket ? .leftBracket : .leftBrace)
        let index = emit(kind, position, position + 1)
        sweepTokens.append(Int32(truncatingIfNeeded: index), if: kind == .rightBrace)
        let matches: Bool
        if opener == .leftBrace {
            matches = openBraceCount > braceCountBelow(floor)
        } else {
            matches = hasOpen(opener, above: floor)
        }
        guard matches else {
            problems.append(ScanProblem(message: "unbalanced \(Character(Unicode.Scalar(byte)))", range: ByteRange(start: position, end: position + 1)))
            return
        }
        while let last = openBrackets.last {
            popBracket()
            let openIndex = Int(last.token)
            if last.kind == opener {
                tokens[openIndex].link = Int32(index)
                tokens[index].link = Int32(openIndex)
                return
            }
            let token = tokens[openIndex]
            problems.append(ScanProblem(message: "unclosed bracket", range: ByteRange(start: Int(token.start), end: Int(token.end))))
        }
    }

    // MARK: - Numbers and operators

    /// Lexes a number: decimal, hexadecimal (with `p` exponent), octal, binary, `_` separators.
    /// After a `.` only digits are taken (`tuple.0.1` is two member accesses).
    private mutating func lexNumber(from start: Int) -> Int {
        var end = start
        let afterPeriod = tokens.last.map { $0.kind == .period && Int($0.end) == start } ?? false
        if afterPeriod {
            while end < count, bytes[end] >= UInt8(ascii: "0"), bytes[end] <= UInt8(ascii: "9") { end += 1 }
            emit(.number, start, end)
            return end
        }
        let isHex = bytes[start] == UInt8(ascii: "0") && (peek(start + 1) == UInt8(ascii: "x"))
        if isHex {
            end = start + 2
            while end < count, Self.isHexDigit(bytes[end]) || bytes[end] == UInt8(ascii: "_") { end += 1 }
            if peek(end) == UInt8(ascii: "."), Self.isHexDigit(peek(end + 1)) {
                end += 1
                while end < count, Self.isHexDigit(bytes[end]) || bytes[end] == UInt8(ascii: "_") { end += 1 }
            }
            if peek(end) | 0x20 == UInt8(ascii: "p") {
                end += 1
                if peek(end) == UInt8(ascii: "+") || peek(end) == UInt8(ascii: "-") { end += 1 }
            }
        } else {
            while end < count, Self.isDigitOrUnderscore(bytes[end]) { end += 1 }
            if peek(end) == UInt8(ascii: "."), peek(end + 1) >= UInt8(ascii: "0"), peek(end + 1) <= UInt8(ascii: "9") {
                end += 1
                while end < count, Self.isDigitOrUnderscore(bytes[end]) { end += 1 }
            }
            if peek(end) | 0x20 == UInt8(ascii: "e") {
                let sign = peek(end + 1) == UInt8(ascii: "+") || peek(end + 1) == UInt8(ascii: "-") ? 1 : 0
                let digit = peek(end + 1 + sign)
                if digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") { end += 1 + sign }
            }
        }
        // Trailing letters (`0b1010`, `0o17`, malformed `12abc`) belong to the number.
        while end < count, Self.isIdentifierContinue(bytes[end]) { end += 1 }
        emit(.number, start, end)
        return end
    }

    @inline(__always)
    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "f"))
    }

    @inline(__always)
    private static func isDigitOrUnderscore(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// Whether `byte` can be part of an operator.
    @inline(__always)
    private static func isOperatorByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"),
            UInt8(ascii: "*"), UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"),
            UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }

    /// Lexes an operator; dots belong to it only when it starts with a dot, and `//`, `/*` end it.
    private mutating func lexOperator(from start: Int) -> Int {
        let allowsDots = bytes[start] == UInt8(ascii: ".")
        var end = start + 1
        while end < count {
            let byte = bytes[end]
            if byte == UInt8(ascii: ".") {
                if !allowsDots { break }
            } else if !Self.isOperatorByte(byte) {
                break
            } else if byte == UInt8(ascii: "/"), peek(end + 1) == UInt8(ascii: "/") || peek(end + 1) == UInt8(ascii: "*") {
                break
            }
            end += 1
        }
        emit(.op, start, end)
        return end
    }

    // MARK: - Regex literals

    /// Whether an expression can start here, judging by the previous token (so `/` would be a
    /// prefix, not a division).
    private var expressionCanStart: Bool {
        guard let previous = tokens.last else { return true }
        switch previous.kind {
        case .leftParen, .leftBracket, .leftBrace, .comma, .colon, .semicolon:
            return true
        case .op:
            // A postfix `!`/`?` (`x! / 2`) ends an expression; other operators expect one.
            let last = bytes[Int(previous.end) - 1]
            if (last == UInt8(ascii: "!") || last == UInt8(ascii: "?")) && !previous.hasSpaceBefore { return false }
            return true
        case .identifier:
            return Self.regexAllowedAfterKeyword(bytes, previous)
        default:
            return false
        }
    }

    /// Keywords after which an expression starts.
    private static func regexAllowedAfterKeyword(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> Bool {
        let words: [StaticString] = ["return", "case", "in", "where", "if", "guard", "while", "try", "await", "throw", "else", "switch"]
        let length = Int(token.end - token.start)
        for word in words where word.utf8CodeUnitCount == length {
            var equal = true
            for offset in 0..<length where word.utf8Start[offset] != bytes[Int(token.start) + offset] {
                equal = false
                break
            }
            if equal { return true }
        }
        return false
    }

    /// The end of a regex literal starting at `start` (`pounds` `#`s then `/`), or `nil` when the
    /// `/` is an operator. A bare `/…/` must be where an expression starts, must not begin or end
    /// with a space, and must close on its line; `#/…/#` may span lines only when it starts a line.
    private func regexEnd(from start: Int, pounds: Int) -> Int? {
        if pounds == 0 && !expressionCanStart { return nil }
        let open = start + pounds
        let first = peek(open + 1)
        if pounds == 0 {
            if first == 0x20 || first == 0x09 || first == 0x0A || first == 0x0D || first == 0
                || first == UInt8(ascii: ")") || first == UInt8(ascii: "=") {
                return nil
            }
        }
        var position = open + 1
        var inClass = 0
        // An extended regex whose `#/` ends its line spans lines; any other regex ends with its line.
        let spansLines = pounds > 0 && (first == 0x0A || first == 0x0D)
        while position < count {
            let byte = bytes[position]
            if (byte == 0x0A || byte == 0x0D) && !spansLines { return nil }
            if byte == UInt8(ascii: "\\") {
                position += 2
                continue
            }
            if byte == UInt8(ascii: "[") { inClass += 1 } else if byte == UInt8(ascii: "]"), inClass > 0 { inClass -= 1 }
            if byte == UInt8(ascii: "/"), inClass == 0 {
                var closing = 0
                while closing < pounds, peek(position + 1 + closing) == UInt8(ascii: "#") { closing += 1 }
                if closing == pounds {
                    if pounds == 0, bytes[position - 1] == 0x20 || bytes[position - 1] == 0x09 { return nil }
                    return position + 1 + pounds
                }
            }
            position += 1
        }
        return nil
    }

    // MARK: - String literals

    /// Lexes a string literal starting at `start` (`pounds` `#`s, then `"` or `"""`), including
    /// the tokens of its interpolations; returns the position after it.
    private mutating func lexString(from start: Int, pounds: Int) -> Int {
        let quote = start + pounds
        let isMultiline = peek(quote + 1) == UInt8(ascii: "\"") && peek(quote + 2) == UInt8(ascii: "\"")
        let literalIndex = literals.count
        literals.append(LexedLiteral(start: start, end: start, pounds: pounds, isMultiline: isMultiline,
                                            isTerminated: false, tokenIndex: 0, tokenEnd: 0,
                                            interpolationStart: 0, interpolationCount: 0))
        let tokenIndex = emit(.string, start, start, link: Int32(literalIndex))
        // This literal's own interpolations go on top of `pendingInterpolations` from here.
        let firstPendingInterpolation = pendingInterpolations.count
        var position = quote + (isMultiline ? 3 : 1)
        var terminated = false
        scan: while position < count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\\"):
                var hashes = 0
                while hashes < pounds, peek(position + 1 + hashes) == UInt8(ascii: "#") { hashes += 1 }
                guard hashes == pounds else {
                    position += 1
                    continue
                }
                let escaped = position + 1 + pounds
                let kind = peek(escaped)
                if kind == UInt8(ascii: "("), interpolationDepth < Self.maximumInterpolationDepth {
                    let openToken = emit(.leftParen, escaped, escaped + 1)
                    tokens[openToken].flags |= Token.interpolationParen
                    pushBracket(openToken, .leftParen)
                    let depth = openBrackets.count
                    interpolationDepth += 1
                    let result = lexTokens(from: escaped + 1, interpolationBase: (depth, !isMultiline))
                    interpolationDepth -= 1
                    if result.closed {
                        let closeToken = emit(.rightParen, result.position, result.position + 1, link: Int32(openToken))
                        tokens[closeToken].flags |= Token.interpolationParen
                        tokens[openToken].link = Int32(closeToken)
                        popBracket()
                        pendingInterpolations.append(LexedInterpolation(backslash: position, openToken: openToken, closeToken: closeToken))
                        position = result.position + 1
                    } else {
                        while openBrackets.count >= depth { popBracket() }
                        pendingInterpolations.append(LexedInterpolation(backslash: position, openToken: openToken, closeToken: -1))
                        position = result.position
                        break scan
                    }
                } else if kind == UInt8(ascii: "u"), peek(escaped + 1) == UInt8(ascii: "{") {
                    position = escaped + 2
                    while position < count, bytes[position] != UInt8(ascii: "}"), bytes[position] != UInt8(ascii: "\""),
                        bytes[position] != 0x0A, bytes[position] != 0x0D {
                        position += 1
                    }
                    if peek(position) == UInt8(ascii: "}") { position += 1 }
                } else if kind == 0x0A || kind == 0x0D {
                    // A line continuation in a multi-line literal; a single-line one ends here.
                    position = escaped
                    if !isMultiline { break scan }
                } else {
                    position = escaped + (escaped < count ? 1 : 0)
                }
            case UInt8(ascii: "\""):
                if isMultiline {
                    if peek(position + 1) == UInt8(ascii: "\""), peek(position + 2) == UInt8(ascii: "\""),
                        hasPounds(pounds, at: position + 3) {
                        position += 3 + pounds
                        terminated = true
                        break scan
                    }
                } else if hasPounds(pounds, at: position + 1) {
                    position += 1 + pounds
                    terminated = true
                    break scan
                }
                position += 1
            case 0x0A, 0x0D:
                if !isMultiline { break scan }
                position += 1
            default:
                position = skipWords(from: position + 1, withoutAny: UInt8(ascii: "\\"), UInt8(ascii: "\""), 0x0A, 0x0D)
            }
        }
        if !terminated {
            problems.append(ScanProblem(message: "unterminated string literal", range: ByteRange(start: start, end: position)))
        }
        tokens[tokenIndex].end = Int32(truncatingIfNeeded: position)
        literals[literalIndex].end = position
        literals[literalIndex].isTerminated = terminated
        literals[literalIndex].tokenIndex = tokenIndex
        literals[literalIndex].tokenEnd = tokens.count
        let interpolationCount = pendingInterpolations.count - firstPendingInterpolation
        if interpolationCount > 0 {
            literals[literalIndex].interpolationStart = Int32(truncatingIfNeeded: interpolations.count)
            literals[literalIndex].interpolationCount = Int32(truncatingIfNeeded: interpolationCount)
            for offset in 0..<interpolationCount { interpolations.append(pendingInterpolations[firstPendingInterpolation + offset]) }
            pendingInterpolations.removeLast(interpolationCount)
        }
        return position
    }

    /// Whether `pounds` `#` characters stand at `position`.
    @inline(__always)
    private func hasPounds(_ pounds: Int, at position: Int) -> Bool {
        var index = 0
        while index < pounds {
            if peek(position + index) != UInt8(ascii: "#") { return false }
            index += 1
        }
        return true
    }
}
