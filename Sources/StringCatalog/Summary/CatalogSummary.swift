import TextPositions

/// What the analysis keeps of a String Catalog: every entry's key, comment, flags and positions,
/// and its translations packed in one `TranslationStore`; the reader's problems; where `strings`
/// is. No bytes and no full model: editing a catalog reads it again (`StringCatalogReader`).
///
/// Read one with `CatalogSummaryReader.read(_:)`; `CatalogSummary(catalog:)` makes the same
/// summary from a full model.
public struct CatalogSummary: Sendable {
    /// One entry of the catalog.
    public struct Entry: Sendable, Equatable {
        /// The key.
        public var key: String
        /// The key's bytes, quotes included.
        public var keyRange: ByteRange
        /// The whole member's bytes (key to end of value).
        public var range: ByteRange
        /// Translator comment.
        public var comment: String?
        /// `extractionState` as written, `nil` when absent.
        public var extractionState: String?
        /// `false` when marked "Don't Translate".
        public var isTranslatable: Bool
        /// The entry's translations: positions in the store, one per locale (the last when a
        /// locale repeats).
        public var translations: Range<Int>
    }

    /// The development language, `nil` when missing.
    public var sourceLanguage: String?
    /// Entries in file order.
    public var entries: [Entry]
    /// The translations of every entry.
    public var store: TranslationStore
    /// What was wrong with the text (JSON syntax and catalog structure), in text order.
    public var problems: [CatalogProblem]
    /// Where the `strings` object is (from `{` to `}`), if present.
    public var stringsValue: ByteRange?

    /// Whether reading found JSON syntax errors; such a catalog must not be edited or rewritten.
    public var hasSyntaxErrors: Bool { problems.contains { $0.kind == .invalidJSON } }

    /// The summary of a fully read catalog.
    public init(catalog: StringCatalog) {
        var builder = TranslationStore.Builder()
        entries = catalog.entries.map { builder.append(entry: $0) }
        store = builder.finish()
        sourceLanguage = catalog.sourceLanguage
        problems = catalog.problems
        stringsValue = catalog.positions.stringsValue
    }

    /// A summary from its parts.
    init(sourceLanguage: String?, entries: [Entry], store: TranslationStore, problems: [CatalogProblem], stringsValue: ByteRange?) {
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        self.store = store
        self.problems = problems
        self.stringsValue = stringsValue
    }
}

extension TranslationStore.Builder {
    /// Adds a full entry's localizations (the last of a repeated locale only) and returns its summary.
    mutating func append(entry: CatalogEntry) -> CatalogSummary.Entry {
        let start = translationCount
        let localizations = entry.localizations ?? []
        for (position, localization) in localizations.enumerated()
        where !localizations[(position + 1)...].contains(where: { $0.locale == localization.locale }) {
            append(localization: localization)
        }
        return CatalogSummary.Entry(
            key: entry.key, keyRange: entry.positions.key, range: entry.positions.memberRange, comment: entry.comment,
            extractionState: entry.extractionState?.rawValue, isTranslatable: entry.isTranslatable,
            translations: start..<translationCount)
    }
}
