import TextPositions

/// One string literal of a Swift file, as the compiler's parser delimits it.
///
/// Covers every form: `"…"`, multi-line `"""…"""`, raw `#"…"#` with any number of `#`, and
/// literals with interpolations (`"a \(x) b"`). Ranges are UTF-8 byte offsets into the file.
public struct StringLiteral: Sendable, Equatable {
    /// From the first `#` or `"` of the opening delimiter to one past the closing delimiter.
    public var range: ByteRange
    /// The bytes between the delimiters (for a multi-line literal: between the `"""` lines).
    public var contentRange: ByteRange
    /// Number of `#` around the quotes (0 for an ordinary literal).
    public var poundCount: Int
    /// Whether the literal uses `"""`.
    public var isMultiline: Bool
    /// Whether the closing delimiter was found; a half-typed literal ends at its line's end
    /// (or, for a multi-line one, at the end of the file), as the compiler's lexer ends it.
    public var isTerminated: Bool
    /// Text and interpolation pieces in source order.
    public var segments: [StringSegment]

    public init(
        range: ByteRange, contentRange: ByteRange, poundCount: Int, isMultiline: Bool, isTerminated: Bool,
        segments: [StringSegment]
    ) {
        self.range = range
        self.contentRange = contentRange
        self.poundCount = poundCount
        self.isMultiline = isMultiline
        self.isTerminated = isTerminated
        self.segments = segments
    }

    /// Whether the literal holds at least one `\(…)` interpolation (a template).
    public var hasInterpolation: Bool {
        segments.contains { if case .interpolation = $0 { return true } else { return false } }
    }

    /// The literal's value with escapes decoded, or `nil` when it has interpolations.
    public var value: String? {
        if hasInterpolation { return nil }
        var result = ""
        for case .text(let text) in segments { result += text.value }
        return result
    }

    /// The interpolations, in order.
    public var interpolations: [Interpolation] {
        segments.compactMap { if case .interpolation(let item) = $0 { return item } else { return nil } }
    }
}

/// A piece of a string literal: literal text or an interpolation.
public enum StringSegment: Sendable, Equatable {
    /// Literal text between interpolations.
    case text(TextSegment)
    /// A `\( … )` (or `\#( … )` in a raw literal).
    case interpolation(Interpolation)
}

/// Literal text inside a string literal.
public struct TextSegment: Sendable, Equatable {
    /// The source bytes of the text (escapes not yet decoded).
    public var range: ByteRange
    /// The file's bytes, which `value` is decoded from.
    let source: SourceText
    /// Number of `#` around the literal's quotes: escapes need as many after the backslash.
    let poundCount: Int
    /// For a multi-line literal, the closing delimiter's indentation, removed from every line;
    /// `nil` for a single-line literal.
    let indentation: ByteRange?
    /// Whether the text starts a line of a multi-line literal (no interpolation precedes it), so
    /// its first line loses the indentation too.
    let startsAtLineStart: Bool

    /// Text of the file `source` inside a literal with `poundCount` `#`s.
    init(range: ByteRange, source: SourceText, poundCount: Int, indentation: ByteRange?, startsAtLineStart: Bool) {
        self.range = range
        self.source = source
        self.poundCount = poundCount
        self.indentation = indentation
        self.startsAtLineStart = startsAtLineStart
    }

    /// The text with escapes decoded and, in a multi-line literal, the indentation of the closing
    /// delimiter removed, as the compiler builds the value (decoded when asked).
    public var value: String {
        source.bytes.withUnsafeBufferPointer { bytes in
            var atLineStart = startsAtLineStart
            return LiteralDecoder(bytes: bytes).decode(range.start, range.end, pounds: poundCount, indentation: indentation,
                                                       atLineStart: &atLineStart)
        }
    }
}

/// One `\( … )` inside a string literal.
public struct Interpolation: Sendable, Equatable {
    /// From the backslash to one past the closing parenthesis.
    public var range: ByteRange
    /// The first argument's expression (what is interpolated), without surrounding spaces.
    public var expressionRange: ByteRange
    /// The file's bytes, which `expression` is read from.
    let source: SourceText
    /// The source text of `expressionRange`, whitespace collapsed (at most 512 bytes).
    public var expression: String { source.compactText(expressionRange, limit: 512) }
    /// Labels of the interpolation's arguments (`nil` for the unlabeled value), e.g.
    /// `[nil, "specifier"]` for `\(x, specifier: "%.1f")`.
    public var labels: [String?]
    /// The `specifier:` argument's literal value, which becomes the key's specifier verbatim.
    public var specifier: String?
    /// The type the file alone shows the value has (`Int` for `\(3)` or `\(items.count)`,
    /// `String` for `\("a")`, a declared type of a local or property of this file), or `nil`.
    /// The project index may know better; `specifier:` and `format:` decide before this does.
    public var obviousType: String?
    /// When the expression is a (possibly nested) ternary whose branches are all string literals,
    /// their values: the interpolation can only produce these texts.
    public var literalAlternatives: [String]?

    /// An interpolation of the file `source`.
    init(
        range: ByteRange, expressionRange: ByteRange, source: SourceText, labels: [String?],
        specifier: String? = nil, obviousType: String? = nil, literalAlternatives: [String]? = nil
    ) {
        self.range = range
        self.expressionRange = expressionRange
        self.source = source
        self.labels = labels
        self.specifier = specifier
        self.obviousType = obviousType
        self.literalAlternatives = literalAlternatives
    }

    /// Whether the interpolation formats its value with `format:` or `formatter:`, which always
    /// produces `%@` in the key.
    public var isFormatted: Bool {
        labels.contains { $0 == "format" || $0 == "formatter" }
    }
}
