import LocalizationIndex
import LocalizationRules
import TextPositions

/// What hovering over a key (in Swift) or an entry (in a catalog) shows.
public struct KeyHover: Hashable, Sendable {
    /// The range the hover is about (the key literal or the catalog key).
    public var range: ByteRange
    /// The key (for a template, its compiler key, e.g. `today.howitworks.%@.title`).
    public var key: String
    /// The table looked up.
    public var table: String
    /// The catalog files that define the table (empty when none does).
    public var catalogs: [String]
    /// The translator comment, if any.
    public var comment: String?
    /// One line per locale the project ships, the source language first.
    public var translations: [LocaleValue]
    /// Locales that lack a usable translation.
    public var missingLocales: [String]
    /// For a runtime-assembled key: each expansion and whether the table has it.
    public var expansions: [Expansion]
    /// For a catalog entry: where code uses it.
    public var usages: [SourceLocation]

    /// Creates a hover.
    public init(
        range: ByteRange, key: String, table: String, catalogs: [String] = [], comment: String? = nil,
        translations: [LocaleValue] = [], missingLocales: [String] = [], expansions: [Expansion] = [],
        usages: [SourceLocation] = []
    ) {
        self.range = range
        self.key = key
        self.table = table
        self.catalogs = catalogs
        self.comment = comment
        self.translations = translations
        self.missingLocales = missingLocales
        self.expansions = expansions
        self.usages = usages
    }

    /// A locale's value and state.
    public struct LocaleValue: Hashable, Sendable {
        /// Locale id (`de`, `zh-Hans`).
        public var locale: String
        /// The text (for variations, the `other` form or the first one).
        public var value: String
        /// `translated`, `new`, `needs_review`, or another state as written.
        public var state: String
        /// Plural/device variations as `category: text`, in catalog order.
        public var variations: [(name: String, value: String)]

        /// Creates a locale value.
        public init(locale: String, value: String, state: String, variations: [(name: String, value: String)] = []) {
            self.locale = locale
            self.value = value
            self.state = state
            self.variations = variations
        }

        public static func == (lhs: LocaleValue, rhs: LocaleValue) -> Bool {
            lhs.locale == rhs.locale && lhs.value == rhs.value && lhs.state == rhs.state
                && lhs.variations.map(\.name) == rhs.variations.map(\.name)
                && lhs.variations.map(\.value) == rhs.variations.map(\.value)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(locale)
            hasher.combine(value)
            hasher.combine(state)
        }
    }

    /// One concrete key a template can produce.
    public struct Expansion: Hashable, Sendable {
        /// The concrete key.
        public var key: String
        /// Whether the table has an entry for it.
        public var exists: Bool

        /// Creates an expansion line.
        public init(key: String, exists: Bool) {
            self.key = key
            self.exists = exists
        }
    }
}

/// A key offered while typing inside a localization literal.
public struct KeyCompletion: Hashable, Sendable {
    /// The key to insert.
    public var key: String
    /// The source-language text, shown beside the key.
    public var detail: String
    /// The table the key is from.
    public var table: String
    /// The range the key replaces (the literal's content typed so far).
    public var replacementRange: ByteRange

    /// Creates a completion.
    public init(key: String, detail: String, table: String, replacementRange: ByteRange) {
        self.key = key
        self.detail = detail
        self.table = table
        self.replacementRange = replacementRange
    }
}

/// A fix or refactoring offered for a range.
public struct CodeAction: Hashable, Sendable {
    /// The kind of action, so editors can group them.
    public enum Kind: String, Hashable, Sendable {
        /// Fixes a finding.
        case quickFix = "quickfix"
        /// Rewrites code without fixing a finding.
        case refactor
    }

    /// Menu title.
    public var title: String
    /// Kind.
    public var kind: Kind
    /// The edits, possibly across files.
    public var edits: [FileEdit]
    /// The findings the action fixes.
    public var fixes: [Finding]
    /// Whether it is the obvious fix.
    public var isPreferred: Bool

    /// Creates an action.
    public init(title: String, kind: Kind, edits: [FileEdit], fixes: [Finding] = [], isPreferred: Bool = false) {
        self.title = title
        self.kind = kind
        self.edits = edits
        self.fixes = fixes
        self.isPreferred = isPreferred
    }
}

/// Text shown inline after a symbolic key: its source-language value.
public struct InlayHint: Hashable, Sendable {
    /// Where the hint goes (after the key literal).
    public var offset: Int
    /// The text to show.
    public var label: String

    /// Creates a hint.
    public init(offset: Int, label: String) {
        self.offset = offset
        self.label = label
    }
}

/// A key as a symbol: for workspace symbols and catalog document symbols.
public struct KeySymbol: Hashable, Sendable {
    /// The key.
    public var key: String
    /// Its table.
    public var table: String
    /// Where it is defined (the catalog key).
    public var location: SourceLocation
    /// The source-language text.
    public var detail: String

    /// Creates a symbol.
    public init(key: String, table: String, location: SourceLocation, detail: String) {
        self.key = key
        self.table = table
        self.location = location
        self.detail = detail
    }
}

/// Why a rename cannot proceed, or the edits that perform it.
public enum RenameResult: Hashable, Sendable {
    /// The edits across Swift files and every catalog of the table.
    case edits([FileEdit])
    /// The rename is refused, with the reason (no key here, the new key exists, a template).
    case refused(String)
}
