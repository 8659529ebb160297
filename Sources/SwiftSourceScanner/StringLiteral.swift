import TextPositions

/// One string literal of a Swift file, as the compiler's parser delimits it.
///
/// Covers every form: `"…"`, multi-line `"""…"""`, raw `#"…"#` with any number of `#`, and
/// literals with interpolations (`"a \(x) b"`). Ranges are UTF-8 byte offsets into the file.
public struct StringLiteral: Sendable, Equatable, SummaryRow {
    /// The file's tables, which every field is read from.
    let tables: SummaryTables
    /// Index of the literal in `tables.literals`.
    let index: Int32

    /// A literal's record is in `tables.literals`.
    static func records(in tables: SummaryTables) -> RecordTable<LiteralRecord> { tables.literals }

    /// From the first `#` or `"` of the opening delimiter to one past the closing delimiter.
    public var range: ByteRange { record.range.range }
    /// The bytes between the delimiters (for a multi-line literal: between the `"""` lines).
    public var contentRange: ByteRange { record.content.range }
    /// Number of `#` around the quotes (0 for an ordinary literal).
    public var poundCount: Int { Int(record.poundCount) }
    /// Whether the literal uses `"""`.
    public var isMultiline: Bool { record.isMultiline }
    /// Whether the closing delimiter was found; a half-typed literal ends at its line's end
    /// (or, for a multi-line one, at the end of the file), as the compiler's lexer ends it.
    public var isTerminated: Bool { record.isTerminated }
    /// Text and interpolation pieces in source order.
    public var segments: Segments { Segments(tables: tables, literal: index) }

    /// Whether the literal holds at least one `\(…)` interpolation (a template).
    public var hasInterpolation: Bool { record.interpolationCount > 0 }

    /// The literal's value with escapes decoded, or `nil` when it has interpolations.
    public var value: String? { tables.literalValue(Int(index)) }

    /// The interpolations, in order.
    public var interpolations: Interpolations {
        let record = record
        return Interpolations(tables: tables, start: record.interpolationStart, count: Int(record.interpolationCount))
    }

    /// Equal when every field is (the same literal of the same tables is checked first).
    public static func == (lhs: StringLiteral, rhs: StringLiteral) -> Bool {
        if lhs.isSameRow(as: rhs) { return true }
        let (left, right) = (lhs.record, rhs.record)
        return left.range == right.range && left.content == right.content && left.poundCount == right.poundCount
            && left.isMultiline == right.isMultiline && left.isTerminated == right.isTerminated
            && lhs.segments.elementsEqual(rhs.segments)
    }

    /// A literal's segments, read from the file's tables.
    public struct Segments: RandomAccessCollection, Sendable {
        /// The file's tables.
        let tables: SummaryTables
        /// The literal's index.
        let literal: Int32

        /// The first position.
        public var startIndex: Int { 0 }
        /// One past the last position.
        public var endIndex: Int { Int(tables.literals[Int(literal)].segmentCount) }

        /// The segment at `position`.
        public subscript(position: Int) -> StringSegment {
            let record = tables.literals[Int(literal)]
            let segment = tables.segments[Int(record.segmentStart) + position]
            if segment.interpolation >= 0 { return .interpolation(Interpolation(tables: tables, index: segment.interpolation)) }
            return .text(TextSegment(range: segment.span.range, source: tables.source, poundCount: Int(record.poundCount),
                                     indentation: record.indentation.optionalRange, startsAtLineStart: segment.startsAtLineStart))
        }
    }

    /// A literal's interpolations, read from the file's tables.
    public struct Interpolations: SummaryRowList, Sendable {
        /// Each is a `Interpolation`.
        public typealias Element = Interpolation
        /// Which rows of `tables.interpolations`.
        let rows: RowRange
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
public struct Interpolation: Sendable, Equatable, SummaryRow {
    /// The file's tables, which every field is read from.
    let tables: SummaryTables
    /// Index in `tables.interpolations`.
    let index: Int32

    /// An interpolation's record is in `tables.interpolations`.
    static func records(in tables: SummaryTables) -> RecordTable<InterpolationRecord> { tables.interpolations }

    /// From the backslash to one past the closing parenthesis.
    public var range: ByteRange { record.range.range }
    /// The first argument's expression (what is interpolated), without surrounding spaces.
    public var expressionRange: ByteRange { record.expression.range }
    /// The source text of `expressionRange`, whitespace collapsed (at most 512 bytes).
    public var expression: String { tables.source.compactText(expressionRange, limit: 512) }
    /// Labels of the interpolation's arguments (`nil` for the unlabeled value), e.g.
    /// `[nil, "specifier"]` for `\(x, specifier: "%.1f")`.
    public var labels: [String?] {
        let record = record
        let start = Int(record.labelStart)
        return tables.labels[start..<(start + Int(record.labelCount))].map { $0.optionalRange.map(tables.source.identifier) }
    }
    /// The `specifier:` argument's literal value, which becomes the key's specifier verbatim.
    public var specifier: String? {
        let literal = record.specifierLiteral
        return literal >= 0 ? tables.literalValue(Int(literal)) : nil
    }
    /// The type the file alone shows the value has (`Int` for `\(3)` or `\(items.count)`,
    /// `String` for `\("a")`, a declared type of a local or property of this file), or `nil`.
    /// The project index may know better; `specifier:` and `format:` decide before this does.
    public var obviousType: String? {
        let type = record.obviousType
        return type >= 0 ? tables.strings[Int(type)] : nil
    }
    /// When the expression is a (possibly nested) ternary whose branches are all string literals,
    /// their values: the interpolation can only produce these texts.
    public var literalAlternatives: [String]? {
        let record = record
        guard record.alternativesCount >= 0 else { return nil }
        let start = Int(record.alternativesStart)
        return tables.literalIndices[start..<(start + Int(record.alternativesCount))].map { tables.literalValue(Int($0)) ?? "" }
    }

    /// Whether the interpolation formats its value with `format:` or `formatter:`, which always
    /// produces `%@` in the key.
    public var isFormatted: Bool {
        let record = record
        let start = Int(record.labelStart)
        return tables.labels[start..<(start + Int(record.labelCount))].contains { label in
            label.start >= 0 && (tables.source.identifier(label.range, is: "format") || tables.source.identifier(label.range, is: "formatter"))
        }
    }

    /// Equal when every field is (the same interpolation of the same tables is checked first).
    public static func == (lhs: Interpolation, rhs: Interpolation) -> Bool {
        if lhs.isSameRow(as: rhs) { return true }
        return lhs.range == rhs.range && lhs.expressionRange == rhs.expressionRange && lhs.tables.source == rhs.tables.source
            && lhs.labels == rhs.labels && lhs.specifier == rhs.specifier && lhs.obviousType == rhs.obviousType
            && lhs.literalAlternatives == rhs.literalAlternatives
    }
}
