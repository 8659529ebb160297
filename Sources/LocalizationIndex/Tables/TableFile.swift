import StringCatalog
import TextPositions

/// One file that defines entries of a localization table, in any format, seen uniformly: a String
/// Catalog (all locales in one file) or a legacy `.strings`/`.stringsdict` (one locale per file).
///
/// A class: every `EntryReference` of the project model points at its file, and a reference costs
/// one retain where the value would copy every field. Catalogs keep no bytes and no full model:
/// their translations are packed in a `TranslationStore` (see `CatalogSummary`).
public final class TableFile: Sendable {
    /// The file's format.
    public enum Format: String, Sendable, Equatable {
        /// `.xcstrings`.
        case stringCatalog
        /// `xx.lproj/T.strings`.
        case strings
        /// `xx.lproj/T.stringsdict`.
        case stringsDictionary
    }

    /// Workspace-relative path.
    public let path: String
    /// Format.
    public let format: Format
    /// The table the file defines (file name without extension).
    public let table: String
    /// For legacy files, the locale of the `.lproj` folder; `nil` for catalogs.
    public let locale: String?
    /// For catalogs, the `sourceLanguage`.
    public let sourceLanguage: String?
    /// The entries, in file order.
    public let entries: [TableEntry]
    /// Whether the file could not be read completely (then missing keys are not trusted).
    public let hasSyntaxErrors: Bool
    /// For catalogs, what the reader found wrong (JSON syntax and catalog structure), in text order.
    public let catalogProblems: [CatalogProblem]
    /// For catalogs, where the `strings` object is (where an added entry goes when it is empty).
    public let stringsRange: ByteRange?
    /// The parsed `.strings` file, for rules about its syntax.
    public let strings: StringsFile?
    /// The parsed `.stringsdict` file, for rules about its structure.
    public let stringsdict: StringsdictFile?

    /// Creates a table file.
    init(
        path: String, format: Format, table: String, locale: String?, sourceLanguage: String?, entries: [TableEntry],
        hasSyntaxErrors: Bool, catalogProblems: [CatalogProblem] = [], stringsRange: ByteRange? = nil,
        strings: StringsFile? = nil, stringsdict: StringsdictFile? = nil
    ) {
        self.path = path
        self.format = format
        self.table = table
        self.locale = locale
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        self.hasSyntaxErrors = hasSyntaxErrors
        self.catalogProblems = catalogProblems
        self.stringsRange = stringsRange
        self.strings = strings
        self.stringsdict = stringsdict
    }

    /// Reads a String Catalog.
    public convenience init(catalogAt path: String, bytes: [UInt8]) {
        self.init(catalogAt: path, summary: CatalogSummaryReader.read(bytes))
    }

    /// A String Catalog from its summary.
    public convenience init(catalogAt path: String, summary: CatalogSummary) {
        let store = summary.store
        let entries = summary.entries.map { entry in
            TableEntry(
                key: entry.key, keyRange: entry.keyRange, range: entry.range, comment: entry.comment,
                extractionState: entry.extractionState, isTranslatable: entry.isTranslatable,
                translations: TableEntry.Translations(store: store, positions: entry.translations))
        }
        self.init(
            path: path, format: .stringCatalog, table: FileKind.tableName(ofPath: path), locale: nil,
            sourceLanguage: summary.sourceLanguage, entries: entries, hasSyntaxErrors: summary.hasSyntaxErrors,
            catalogProblems: summary.problems, stringsRange: summary.stringsValue)
    }

    /// For a catalog, the edit adding `entry` at its sorted place (Xcode's order), from the
    /// summary alone.
    public func additionEdit(of entry: CatalogEntry) throws(CatalogEditError) -> CatalogTextEdit {
        let members = entries.map { CatalogMemberPlace(key: $0.key, keyStart: $0.keyRange.start, valueEnd: $0.range.end) }
        return try StringCatalogEditor.additionEdit(
            of: entry, among: members, stringsRange: stringsRange, hasSyntaxErrors: hasSyntaxErrors)
    }

    /// Every locale that has at least one translation in this file.
    public var locales: Set<String> {
        if let locale { return [locale] }
        var result: Set<String> = []
        // Read from the store by position: no list of locales made per entry.
        for entry in entries {
            let translations = entry.translations
            for position in translations.positions { result.insert(translations.store.locale(at: position)) }
        }
        return result
    }
}

/// One key of a table file with its per-locale translations.
public struct TableEntry: Sendable, Equatable {
    /// The key.
    public var key: String
    /// The key's bytes, quotes included.
    public var keyRange: ByteRange
    /// The whole entry's bytes (key to end of value).
    public var range: ByteRange
    /// Translator comment.
    public var comment: String?
    /// `extractionState` as written (`stale`, `manual` …), `nil` when absent.
    public var extractionState: String?
    /// `false` when marked "Don't Translate".
    public var isTranslatable: Bool
    /// Translations by locale.
    public var translations: Translations

    /// Creates an entry.
    init(
        key: String, keyRange: ByteRange, range: ByteRange, comment: String? = nil, extractionState: String? = nil,
        isTranslatable: Bool = true, translations: Translations
    ) {
        self.key = key
        self.keyRange = keyRange
        self.range = range
        self.comment = comment
        self.extractionState = extractionState
        self.isTranslatable = isTranslatable
        self.translations = translations
    }

    /// Whether Xcode marked the entry stale.
    public var isStale: Bool { extractionState == "stale" }

    /// One locale's translation of an entry (`value`, `units`, `isUsable`, `needsReview`,
    /// `pluralCases`, `substitutions`…), read from the file's packed store.
    public typealias Translation = TranslationStore.Translation

    /// An entry's translations, one per locale, in file order; read like a dictionary by locale
    /// (`translations["de"]`, `for (locale, translation) in translations`, `keys`).
    public struct Translations: Sequence, Sendable, Equatable {
        /// The file's store.
        let store: TranslationStore
        /// The entry's translations in the store.
        let positions: Range<Int>

        /// The translation for `locale`, if any.
        public subscript(locale: String) -> Translation? {
            store.position(ofLocale: locale, in: positions).map(store.translation(at:))
        }

        /// The locales, in file order.
        public var keys: [String] { positions.map(store.locale(at:)) }

        /// The translations, in file order.
        public var values: [Translation] { positions.map(store.translation(at:)) }

        /// How many locales.
        public var count: Int { positions.count }

        /// Whether the entry has no translation.
        public var isEmpty: Bool { positions.isEmpty }

        /// Iterates `(key: locale, value: translation)` pairs in file order.
        public func makeIterator() -> Iterator {
            Iterator(store: store, position: positions.lowerBound, end: positions.upperBound)
        }

        /// The `(key: locale, value: translation)` pairs of an entry in file order: a concrete
        /// iterator, as every catalog rule walks every entry's translations (a type-erased one
        /// called a closure per step).
        public struct Iterator: IteratorProtocol {
            /// The file's store.
            let store: TranslationStore
            /// The next translation's position in the store.
            var position: Int
            /// The position after the entry's last translation.
            let end: Int

            /// The next locale and its translation, `nil` after the last.
            public mutating func next() -> (key: String, value: Translation)? {
                guard position < end else { return nil }
                defer { position += 1 }
                return (store.locale(at: position), store.translation(at: position))
            }
        }

        /// Equal when the same locales have equal translations in the same order.
        public static func == (lhs: Translations, rhs: Translations) -> Bool {
            lhs.positions.count == rhs.positions.count && zip(lhs.values, rhs.values).allSatisfy { $0 == $1 }
        }
    }
}

extension TableFile {
    /// Reads a legacy `.strings` (any encoding CoreFoundation accepts) or `.stringsdict` table.
    /// Positions refer to the file's UTF-8 text (`IndexedFile` builds its line table from the
    /// same text).
    convenience init(legacyTableAt path: String, strings: StringsFile?, stringsdict: StringsdictFile?, kind: FileKind) {
        let locale = FileKind.lprojLocale(ofPath: path)
        var builder = TranslationStore.Builder()
        // Entries point into the store, which exists once every translation is added.
        var pending: [(key: String, keyRange: ByteRange, range: ByteRange, comment: String?, positions: Range<Int>)] = []
        if let strings, let locale {
            for entry in strings.entries {
                let start = builder.translationCount
                let unit = TranslationStore.Unit(path: "", state: nil, value: entry.value, range: entry.valueRange)
                builder.append(locale: locale, range: entry.valueRange, units: [unit], value: entry.value)
                pending.append((entry.key, entry.keyRange, entry.range, entry.comment, start..<builder.translationCount))
            }
        }
        if let stringsdict, let locale {
            for entry in stringsdict.entries {
                var units: [TranslationStore.Unit] = []
                for variable in entry.variables {
                    for variant in variable.cases {
                        units.append(.init(path: "\(variable.name):\(variant.name)", state: nil, value: variant.value, range: variant.valueRange))
                    }
                }
                if units.isEmpty {
                    units.append(.init(path: "", state: nil, value: entry.format, range: entry.formatRange ?? entry.keyRange))
                }
                let start = builder.translationCount
                builder.append(
                    locale: locale, range: entry.formatRange ?? entry.keyRange, units: units, value: entry.format,
                    pluralCategories: entry.variables.first?.cases.map(\.name))
                pending.append((entry.key, entry.keyRange, entry.range, nil, start..<builder.translationCount))
            }
        }
        let store = builder.finish()
        let entries = pending.map { entry in
            TableEntry(
                key: entry.key, keyRange: entry.keyRange, range: entry.range, comment: entry.comment,
                translations: TableEntry.Translations(store: store, positions: entry.positions))
        }
        let unreadable: Bool
        if let strings {
            unreadable = !strings.isLoadable
        } else if let stringsdict {
            unreadable = stringsdict.problems.contains { $0.kind == .invalidPropertyList }
        } else {
            unreadable = true
        }
        self.init(
            path: path, format: kind == .stringsDictionary ? .stringsDictionary : .strings,
            table: FileKind.tableName(ofPath: path), locale: locale, sourceLanguage: nil, entries: entries,
            hasSyntaxErrors: unreadable, strings: strings, stringsdict: stringsdict)
    }
}
