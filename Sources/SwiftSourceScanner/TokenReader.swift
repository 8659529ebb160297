import TextPositions

/// The lexer's tokens and literals with the bytes they index: what the sweep reads and never
/// changes, and the questions it asks of them.
///
/// The sweep's mutating methods call these through `Sweep`'s forwarding methods: a non-mutating
/// method of `Sweep` called from a mutating one gets a copy of the whole `Sweep` (about 230
/// bytes) as its `self`, while this reader is a few words, copied once per calling method.
struct TokenReader {
    /// The file's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The tokens in source order.
    let tokens: TokenList
    /// The string literals in source order.
    let literals: [LexedLiteral]

    /// The word a token spells, if it is one the pass knows.
    @inline(__always)
    func word(_ index: Int) -> Word? {
        guard index >= 0, index < tokens.count else { return nil }
        return tokens[index].word
    }

    /// The source text of a token.
    func text(_ index: Int) -> String {
        let token = tokens[index]
        var start = Int(token.start)
        var end = Int(token.end)
        if token.kind == .identifier, end - start >= 2, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Whether token `index` spells the name `name` (backticks aside), compared byte by byte.
    @inline(__always)
    func spells(_ index: Int, _ name: StaticString) -> Bool {
        SourceText.spells(bytes, Int(tokens[index].start), Int(tokens[index].end), name)
    }

    /// Whether `range` holds the bytes `LocalizedString` (what every key type's name has): a
    /// quick test before a type's text is made and compared.
    func mentionsLocalizedString(_ range: ByteRange) -> Bool { mentions("LocalizedString", in: range) }

    /// Whether `range` holds the bytes of `needle` (a quick test before a text is made).
    @inline(__always)
    func mentions(_ needle: StaticString, in range: ByteRange) -> Bool {
        SourceText.mentions(bytes, range.start, range.end, needle)
    }

    /// Source text between two byte offsets, with runs of whitespace collapsed to one space.
    func compactText(_ start: Int, _ end: Int, limit: Int = 256) -> String {
        SourceText.compactText(bytes, start, end, limit: limit)
    }

    /// The bytes of token `index`.
    @inline(__always)
    func tokenRange(_ index: Int) -> ByteRange {
        ByteRange(start: Int(tokens[index].start), end: Int(tokens[index].end))
    }

    /// The bytes of the tokens `start..<end` (token indices; an empty range where they start when
    /// there are none), whose compact text is `tokenText(start, end)`.
    @inline(__always)
    func tokenRange(_ start: Int, _ end: Int) -> ByteRange {
        guard start < end, start < tokens.count else { return ByteRange(at: start < tokens.count ? Int(tokens[start].start) : bytes.count) }
        return ByteRange(start: Int(tokens[start].start), end: endOffset(start, end))
    }

    /// Text of the tokens `start..<end` (token indices), whitespace collapsed.
    func tokenText(_ start: Int, _ end: Int) -> String {
        guard start < end, start < tokens.count else { return "" }
        return compactText(Int(tokens[start].start), endOffset(start, end))
    }

    /// Byte offset one past the last token of `start..<end`, where a string's interpolation
    /// tokens count as part of the string.
    @inline(__always)
    func endOffset(_ start: Int, _ end: Int) -> Int {
        var index = start
        var offset = start < tokens.count ? Int(tokens[start].end) : bytes.count
        while index < end {
            offset = max(offset, Int(tokens[index].end))
            index = next(index)
        }
        return offset
    }

    /// The token after `index`, skipping a string literal's interpolation tokens.
    @inline(__always)
    func next(_ index: Int) -> Int {
        let token = tokens[index]
        if token.kind == .string { return literals[Int(token.link)].tokenEnd }
        return index + 1
    }

    /// The token after the bracket group starting at `index` (or after `index` itself).
    @inline(__always)
    func skipGroup(_ index: Int) -> Int {
        let token = tokens[index]
        switch token.kind {
        case .leftParen, .leftBracket, .leftBrace:
            return token.link >= 0 ? Int(token.link) + 1 : index + 1
        case .string:
            return literals[Int(token.link)].tokenEnd
        default:
            return index + 1
        }
    }

    /// The token before `index`, treating a string literal with its interpolations as one token.
    @inline(__always)
    func previous(_ index: Int) -> Int {
        var candidate = index - 1
        var guardCount = 0
        while candidate >= 0, tokens[candidate].kind == .rightParen, tokens[candidate].flags & Token.interpolationParen != 0,
            tokens[candidate].link >= 0, guardCount < 1000 {
            candidate = Int(tokens[candidate].link) - 1
            guardCount += 1
        }
        return candidate
    }

    /// Whether the token is the operator spelled `text`.
    @inline(__always)
    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .op else { return false }
        let token = tokens[index]
        let length = Int(token.end - token.start)
        guard length == text.utf8CodeUnitCount else { return false }
        for offset in 0..<length where bytes[Int(token.start) + offset] != text.utf8Start[offset] { return false }
        return true
    }
}
