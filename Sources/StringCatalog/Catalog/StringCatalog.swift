import TextPositions

/// A String Catalog (`.xcstrings`): every entry, in the order of the file, with the position of
/// every key, locale, state and value it was read from.
///
/// Read one with `StringCatalogReader.read(_:)`, write one with `StringCatalogWriter`, change one
/// with minimal text edits through `StringCatalogEditor`. Fields this model does not know are kept
/// in `extraFields` and written back, so nothing a newer Xcode adds is lost.
public struct StringCatalog: Sendable, Equatable {
    /// The development language (`"en"`); `nil` when the file lacks it.
    public var sourceLanguage: String?
    /// The format version exactly as read (`"1.0"`, `"1.1"`, `"1.3"`); `nil` when absent.
    public var version: String?
    /// Entries in file order. Duplicate keys in the file appear twice; `entry(forKey:)` returns
    /// the last, as JSON readers do.
    public var entries: [CatalogEntry] {
        didSet { rebuildIndex() }
    }
    /// Top-level members other than `sourceLanguage`, `strings` and `version`, and known members
    /// of the wrong type, preserved for writing.
    public var extraFields: [JSONMember]
    /// Where things are in the text this catalog was read from.
    public var positions: CatalogPositions
    /// What was wrong with the text, in text order: JSON syntax and catalog structure.
    public var problems: [CatalogProblem]

    /// Index of each key's (last) entry in `entries`.
    private var indexByKey: [String: Int] = [:]

    /// A catalog built in code (positions empty, no problems).
    public init(
        sourceLanguage: String? = "en", version: String? = "1.0", entries: [CatalogEntry] = [],
        extraFields: [JSONMember] = [], positions: CatalogPositions = CatalogPositions(),
        problems: [CatalogProblem] = []
    ) {
        self.sourceLanguage = sourceLanguage
        self.version = version
        self.entries = entries
        self.extraFields = extraFields
        self.positions = positions
        self.problems = problems
        rebuildIndex()
    }

    private mutating func rebuildIndex() {
        var index: [String: Int] = [:]
        index.reserveCapacity(entries.count)
        for (offset, entry) in entries.enumerated() { index[entry.key] = offset }
        indexByKey = index
    }

    /// The entry for `key` (the last one when the file repeats it), or `nil`.
    public func entry(forKey key: String) -> CatalogEntry? {
        indexByKey[key].map { entries[$0] }
    }

    /// Position in `entries` of the entry for `key`.
    public func entryIndex(forKey key: String) -> Int? {
        indexByKey[key]
    }

    /// Whether reading found JSON syntax errors; such a catalog must not be edited or rewritten.
    public var hasSyntaxErrors: Bool {
        problems.contains { $0.kind == .invalidJSON }
    }

    /// The entry whose key or value range touches `offset` (for hover and go-to-definition).
    public func entry(at offset: Int) -> CatalogEntry? {
        var low = 0
        var high = entries.count - 1
        // Entries read from text are in offset order; fall back to a scan if they are not.
        while low <= high {
            let middle = (low + high) / 2
            let range = entries[middle].positions.memberRange
            if range.touches(offset) { return entries[middle] }
            if offset < range.start { high = middle - 1 } else { low = middle + 1 }
        }
        return entries.first { $0.positions.memberRange.touches(offset) }
    }

    /// Equal when every stored part is equal (derived caches aside).

    public static func == (lhs: StringCatalog, rhs: StringCatalog) -> Bool {
        lhs.sourceLanguage == rhs.sourceLanguage && lhs.version == rhs.version && lhs.entries == rhs.entries
            && lhs.extraFields == rhs.extraFields && lhs.positions == rhs.positions && lhs.problems == rhs.problems
    }
}

/// Where the parts of the top-level object are; empty ranges for catalogs built in code.
public struct CatalogPositions: Sendable, Equatable {
    /// The whole root object.
    public var root: ByteRange
    /// The `sourceLanguage` value (with quotes), if present.
    public var sourceLanguageValue: ByteRange?
    /// The `version` value (with quotes), if present.
    public var versionValue: ByteRange?
    /// The `strings` key, if present.
    public var stringsKey: ByteRange?
    /// The `strings` object (from `{` to `}`), if present.
    public var stringsValue: ByteRange?

    /// Positions; all empty by default.
    public init(
        root: ByteRange = ByteRange(at: 0), sourceLanguageValue: ByteRange? = nil, versionValue: ByteRange? = nil,
        stringsKey: ByteRange? = nil, stringsValue: ByteRange? = nil
    ) {
        self.root = root
        self.sourceLanguageValue = sourceLanguageValue
        self.versionValue = versionValue
        self.stringsKey = stringsKey
        self.stringsValue = stringsValue
    }
}

/// Something wrong in a catalog's text, with where it is.
public struct CatalogProblem: Sendable, Equatable, CustomStringConvertible {
    /// The kinds of problem the reader reports.
    public enum Kind: String, Sendable, Equatable {
        /// The text is not valid JSON; the model holds what could be read. Never edit or rewrite.
        case invalidJSON
        /// A field has a value of the wrong JSON type (kept as an extra field).
        case wrongType
        /// A required field (`sourceLanguage`, `strings`, `version`) is missing.
        case missingField
        /// A member the format does not define at the top level (outside `strings`).
        case unexpectedField
        /// The same key twice in one object; the last one wins when read by Xcode.
        case duplicateKey
        /// A `state` other than `new`, `translated`, `needs_review` (kept as read).
        case unknownState
        /// An `extractionState` Xcode does not write (kept as read).
        case unknownExtractionState
        /// A `version` whose major number is not 1.
        case unknownVersion
    }

    /// The kind of problem.
    public var kind: Kind
    /// A sentence fragment saying what is wrong.
    public var message: String
    /// UTF-8 byte range in the catalog's text.
    public var range: ByteRange

    /// A problem of `kind` at `range`.
    public init(kind: Kind, message: String, range: ByteRange) {
        self.kind = kind
        self.message = message
        self.range = range
    }

    /// `range: kind: message`, for logs and test failures.

    public var description: String { "\(range): \(kind.rawValue): \(message)" }
}
