import StringCatalog
import TextPositions

/// One file that defines entries of a localization table, in any format, seen uniformly: a String
/// Catalog (all locales in one file) or a legacy `.strings`/`.stringsdict` (one locale per file).
public struct TableFile: Sendable {
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
    public var path: String
    /// Format.
    public var format: Format
    /// The table the file defines (file name without extension).
    public var table: String
    /// For legacy files, the locale of the `.lproj` folder; `nil` for catalogs.
    public var locale: String?
    /// For catalogs, the `sourceLanguage`.
    public var sourceLanguage: String?
    /// The entries, in file order.
    public var entries: [TableEntry]
    /// The parsed catalog, for rules that need its full structure.
    public var catalog: StringCatalog?
    /// Whether the file could not be read completely (then missing keys are not trusted).
    public var hasSyntaxErrors: Bool
    /// The parsed `.strings` file, for rules about its syntax.
    public var strings: StringsFile?
    /// The parsed `.stringsdict` file, for rules about its structure.
    public var stringsdict: StringsdictFile?

    /// Creates a table file.
    public init(
        path: String, format: Format, table: String, locale: String?, sourceLanguage: String?, entries: [TableEntry],
        catalog: StringCatalog? = nil, hasSyntaxErrors: Bool = false
    ) {
        self.path = path
        self.format = format
        self.table = table
        self.locale = locale
        self.sourceLanguage = sourceLanguage
        self.entries = entries
        self.catalog = catalog
        self.hasSyntaxErrors = hasSyntaxErrors
    }

    /// Reads a String Catalog.
    public init(catalogAt path: String, bytes: [UInt8]) {
        let catalog = StringCatalogReader.read(bytes)
        let entries = catalog.entries.map { TableEntry(catalogEntry: $0) }
        self.init(
            path: path, format: .stringCatalog, table: FileKind.tableName(ofPath: path), locale: nil,
            sourceLanguage: catalog.sourceLanguage, entries: entries, catalog: catalog,
            hasSyntaxErrors: catalog.hasSyntaxErrors)
    }

    /// Every locale that has at least one translation in this file.
    public var locales: Set<String> {
        if let locale { return [locale] }
        var result: Set<String> = []
        for entry in entries { result.formUnion(entry.translations.keys) }
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
    public var translations: [String: Translation]

    /// Creates an entry.
    public init(
        key: String, keyRange: ByteRange, range: ByteRange, comment: String? = nil, extractionState: String? = nil,
        isTranslatable: Bool = true, translations: [String: Translation] = [:]
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

    /// Builds the uniform view of a catalog entry.
    init(catalogEntry entry: CatalogEntry) {
        var translations: [String: Translation] = [:]
        for localization in entry.localizations ?? [] {
            translations[localization.locale] = Translation(localization: localization)
        }
        self.init(
            key: entry.key, keyRange: entry.positions.key, range: entry.positions.memberRange, comment: entry.comment,
            extractionState: entry.extractionState?.rawValue, isTranslatable: entry.isTranslatable,
            translations: translations)
    }

    /// One locale's translation of an entry.
    public struct Translation: Sendable, Equatable {
        /// Where the translation is (the locale key in a catalog, the value in a `.strings`).
        public var range: ByteRange
        /// The main text: the simple unit's value, or the `other` (else first) variation's.
        public var value: String?
        /// Every leaf unit: variation path (`plural.one`, `device.mac`…), state, value.
        public var units: [Unit]
        /// Plural categories of the top-level plural variation, if any.
        public var pluralCategories: [String]?

        /// Creates a translation.
        public init(range: ByteRange, value: String?, units: [Unit], pluralCategories: [String]? = nil) {
            self.range = range
            self.value = value
            self.units = units
            self.pluralCategories = pluralCategories
        }

        /// A leaf string unit.
        public struct Unit: Sendable, Equatable {
            /// Variation path, `""` for the simple unit (`plural:one`, `device:mac/plural:few`).
            public var path: String
            /// `state` as written (`translated`, `new`, `needs_review`), `nil` when absent (legacy files).
            public var state: String?
            /// The text.
            public var value: String?
            /// The unit's `state` value bytes, or the unit itself.
            public var range: ByteRange

            /// Creates a unit.
            public init(path: String, state: String?, value: String?, range: ByteRange) {
                self.path = path
                self.state = state
                self.value = value
                self.range = range
            }
        }

        /// Whether every unit is usable: has a non-empty value and is not `new`.
        public var isUsable: Bool {
            !units.isEmpty && units.allSatisfy { unit in
                guard let value = unit.value, !value.isEmpty else { return false }
                return unit.state != "new"
            }
        }

        /// Whether some unit is marked `needs_review`.
        public var needsReview: Bool { units.contains { $0.state == "needs_review" } }

        /// Builds the view of a catalog localization.
        init(localization: CatalogLocalization) {
            var units: [Unit] = []
            for leaf in localization.content.leafUnits {
                let path = leaf.path.map { step -> String in
                    switch step {
                    case .plural(let name): return "plural:\(name)"
                    case .device(let name): return "device:\(name)"
                    case .substitution(let name): return "substitution:\(name)"
                    }
                }.joined(separator: "/")
                units.append(
                    Unit(path: path, state: leaf.unit.state?.rawValue, value: leaf.unit.value,
                         range: leaf.unit.stateRange ?? leaf.unit.range))
            }
            if let set = localization.content.stringSet {
                units.append(
                    Unit(path: "", state: set.state?.rawValue, value: set.values?.first ?? "",
                         range: set.stateRange ?? set.range))
            }
            let plural = localization.content.variations?.plural
            let main = localization.content.stringUnit?.value
                ?? plural?.first { $0.name == "other" }?.content.stringUnit?.value
                ?? units.first?.value
            self.init(
                range: localization.localeRange, value: main, units: units,
                pluralCategories: plural?.map(\.name))
        }
    }
}

extension TableFile {
    /// Reads a legacy `.strings` (any encoding CoreFoundation accepts) or `.stringsdict` table.
    /// Positions refer to the file's UTF-8 text (`IndexedFile` builds its line table from the
    /// same text).
    init(legacyTableAt path: String, strings: StringsFile?, stringsdict: StringsdictFile?, kind: FileKind) {
        let locale = FileKind.lprojLocale(ofPath: path)
        var entries: [TableEntry] = []
        if let strings, let locale {
            for entry in strings.entries {
                let unit = TableEntry.Translation.Unit(path: "", state: nil, value: entry.value, range: entry.valueRange)
                let translation = TableEntry.Translation(range: entry.valueRange, value: entry.value, units: [unit])
                entries.append(
                    TableEntry(
                        key: entry.key, keyRange: entry.keyRange, range: entry.range, comment: entry.comment,
                        translations: [locale: translation]))
            }
        }
        if let stringsdict, let locale {
            for entry in stringsdict.entries {
                var units: [TableEntry.Translation.Unit] = []
                for variable in entry.variables {
                    for variant in variable.cases {
                        units.append(.init(path: "\(variable.name):\(variant.name)", state: nil, value: variant.value, range: variant.valueRange))
                    }
                }
                if units.isEmpty {
                    units.append(.init(path: "", state: nil, value: entry.format, range: entry.formatRange ?? entry.keyRange))
                }
                let translation = TableEntry.Translation(
                    range: entry.formatRange ?? entry.keyRange, value: entry.format, units: units,
                    pluralCategories: entry.variables.first?.cases.map(\.name))
                entries.append(TableEntry(key: entry.key, keyRange: entry.keyRange, range: entry.range, translations: [locale: translation]))
            }
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
            catalog: nil, hasSyntaxErrors: unreadable)
        self.strings = strings
        self.stringsdict = stringsdict
    }
}
