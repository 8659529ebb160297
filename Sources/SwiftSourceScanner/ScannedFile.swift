import TextPositions

/// Everything the localization analysis needs to know about one Swift file.
///
/// A pure function of the file's bytes (`ScannedFile(source:)`), computed in one pass by the
/// error-tolerant lexer and the shallow structural pass; it never fails: broken input yields a
/// summary of what could be read plus `problems`. Values are compared with `==` so an unchanged
/// summary stops invalidation in the index. Positions are UTF-8 byte offsets into the bytes given.
/// Texts (names, types, expressions, literal values) are kept as byte ranges of `source` and made
/// into strings only when a property asks for one.
public struct ScannedFile: Sendable, Equatable {
    /// The scanned bytes, shared by every value of the summary: names, types, expressions and
    /// literal text are read from them when asked, and can be hashed or compared by their bytes
    /// (`SourceText.combine(_:into:)`) without making strings.
    public internal(set) var source: SourceText
    /// The literals, calls, arguments and call sites as flat records, which the values below
    /// read their fields from.
    let tables: SummaryTables
    /// Every string literal in source order (including literals inside interpolations, which
    /// follow the literal that contains them).
    public var stringLiterals: StringLiterals { StringLiterals(allIn: tables) }
    /// Every call of a localization entry point, in source order.
    public var localizationCalls: LocalizationCalls { LocalizationCalls(allIn: tables) }
    /// Other calls that pass a string literal or a plain name (`Row(title: "x")`,
    /// `SettingsRow(item.title)`): candidates for the project's own `LocalizedStringKey`
    /// functions, matched by the index against `functions` of every file.
    public var otherCalls: OtherCalls { OtherCalls(tables: tables) }
    /// Type declarations and extensions.
    public var types: [TypeDeclaration]
    /// Enums with their cases and raw values.
    public var enums: [EnumDeclaration]
    /// Properties, globals, locals and parameters with their types and values.
    public var values: Values { Values(allIn: tables) }
    /// Functions, initializers, subscripts and synthesized memberwise initializers.
    public var functions: Functions { Functions(allIn: tables) }
    /// Computed properties and functions that return string literals.
    public var literalProducers: [LiteralProducer]
    /// Variables assigned literals per `case` of a `switch`.
    public var switchAssignments: [SwitchAssignment]
    /// Literals assigned to names ending in `Key`/`Keys`.
    public var keyNamedLiterals: [KeyNamedLiteral]
    /// `#if` branches, `#Preview` blocks and `PreviewProvider` types.
    public var regions: [SourceRegion]
    /// What was broken (unterminated literals, unbalanced brackets); scanning recovered.
    public var problems: [ScanProblem]

    /// An empty summary.
    public init() {
        self.init(tables: SummaryTables.empty)
    }

    /// A summary of `tables`' file, its declarations to be filled in.
    init(tables: SummaryTables) {
        source = tables.source
        self.tables = tables
        types = []
        enums = []
        literalProducers = []
        switchAssignments = []
        keyNamedLiterals = []
        regions = []
        problems = []
    }

    /// Scans Swift source bytes (UTF-8).
    public init(source: [UInt8]) {
        self = StructureScanner.scan(source)
    }

    /// Scans Swift source text.
    public init(source: String) {
        self.init(source: Array(source.utf8))
    }

    /// The regions containing `offset`, innermost last.
    public func regions(containing offset: Int) -> [SourceRegion] {
        regions.filter { $0.range.start <= offset && offset < $0.range.end }
    }

    /// Whether `offset` is in preview code or a debug-only `#if` branch.
    public func isNonShipping(_ offset: Int) -> Bool {
        regions(containing: offset).contains { $0.isDebugOnly || $0.isPreview }
    }

    /// The string literal whose bytes include `offset` (innermost when nested).
    public func stringLiteral(at offset: Int) -> StringLiteral? {
        stringLiterals.last { $0.range.touches(offset) }
    }
}

extension ScannedFile {
    /// A file's string literals, read from its tables.
    public struct StringLiterals: SummaryRowList, Sendable {
        /// Each is a `StringLiteral`.
        public typealias Element = StringLiteral
        /// Which rows of `tables.literals` (all).
        let rows: RowRange
    }

    /// A file's localization call sites, read from its tables.
    public struct LocalizationCalls: SummaryRowList, Sendable {
        /// Each is a `LocalizationCallSite`.
        public typealias Element = LocalizationCallSite
        /// Which rows of `tables.sites` (all).
        let rows: RowRange
    }

    /// A file's value declarations, read from its tables.
    public struct Values: SummaryRowList, Sendable {
        /// Each is a `ValueDeclaration`.
        public typealias Element = ValueDeclaration
        /// Which rows of `tables.values` (all).
        let rows: RowRange
    }

    /// A file's functions, initializers and subscripts, read from its tables.
    public struct Functions: SummaryRowList, Sendable {
        /// Each is a `FunctionDeclaration`.
        public typealias Element = FunctionDeclaration
        /// Which rows of `tables.functions` (all).
        let rows: RowRange
    }

    /// A file's other calls (candidates for the project's own functions), read from its tables.
    public struct OtherCalls: RandomAccessCollection, Sendable {
        /// The file's tables.
        let tables: SummaryTables

        /// The first position.
        public var startIndex: Int { 0 }
        /// One past the last position.
        public var endIndex: Int { tables.otherCalls.count }

        /// The call at `position`.
        public subscript(position: Int) -> CallSite { CallSite(tables: tables, index: tables.otherCalls[position]) }
    }
}

/// A call as `scan --all-calls` lists it for comparison with the compiler's parser.
public struct InspectedCall: Sendable, Equatable {
    /// The call.
    public var call: CallSite
    /// Where the whole postfix expression ending in this call starts: `Text` for the `font`
    /// call in `Text("a").font(.title)`, as the compiler's parser places a call.
    public var expressionStart: Int
}

extension ScannedFile {
    /// Scans `source` and also returns every call with parentheses (not only localization ones),
    /// for inspection and the oracle comparison; slower than `init(source:)`.
    public static func inspectingEveryCall(source: [UInt8]) -> (file: ScannedFile, calls: [InspectedCall]) {
        let (file, calls) = StructureScanner.inspect(source)
        return (file, calls.map { InspectedCall(call: $0.call, expressionStart: $0.expressionStart) })
    }
}
