import TextPositions

/// The project's decisions that the engine needs, as plain values: what the configuration file
/// (`.swift-l10n.json`) says, already parsed and validated by the configuration layer.
///
/// The index and the rules read only this type, never the file, so the configuration format can
/// change without touching a rule. Each entry keeps where it was written (`origin`) so
/// `stale-config` can point at an entry that no longer covers anything.
public struct AnalysisSettings: Hashable, Sendable {
    /// Locales every user-visible string must be translated into; `nil` means "the locales the
    /// project ships" (Xcode `knownRegions`, SwiftPM `.lproj` folders, catalog locales).
    public var requiredLocales: [String]?
    /// Severity per rule id, overriding each rule's default; `nil` turns the rule off.
    public var severities: [String: SeverityOverride]
    /// The project's own functions that take a localization key, beyond those found by type.
    public var wrappers: [WrapperFunction]
    /// Keys (or key patterns) the analysis cannot decide, with the reason a person gave.
    public var verdicts: [Verdict]
    /// Known missing translations accepted for now, each with a reason.
    public var debt: [DebtEntry]
    /// Lists read from code by address that enumerate what an interpolation can be.
    public var templateLists: [TemplateList]
    /// Tables that must always be 100 % translated.
    public var criticalTables: [String]
    /// Where each critical table was named in the configuration (for `stale-config`).
    public var criticalTableOrigins: [String: Origin] = [:]

    /// Creates settings; every field defaults to "nothing configured".
    public init(
        requiredLocales: [String]? = nil,
        severities: [String: SeverityOverride] = [:],
        wrappers: [WrapperFunction] = [],
        verdicts: [Verdict] = [],
        debt: [DebtEntry] = [],
        templateLists: [TemplateList] = [],
        criticalTables: [String] = []
    ) {
        self.requiredLocales = requiredLocales
        self.severities = severities
        self.wrappers = wrappers
        self.verdicts = verdicts
        self.debt = debt
        self.templateLists = templateLists
        self.criticalTables = criticalTables
    }

    /// What the configuration says about one rule's severity.
    public enum SeverityOverride: String, Hashable, Sendable {
        /// Report as an error (fails `check`).
        case error
        /// Report as a warning.
        case warning
        /// Report as information.
        case info
        /// Do not run the rule.
        case off
    }

    /// Where a configuration entry was written, for findings about the entry itself.
    public struct Origin: Hashable, Sendable {
        /// Workspace-relative path of the configuration file.
        public var path: String
        /// Byte range of the entry in that file.
        public var range: ByteRange

        /// Creates an origin.
        public init(path: String, range: ByteRange) {
            self.path = path
            self.range = range
        }
    }

    /// A function of the project that localizes one of its arguments (e.g. `L("key")`).
    public struct WrapperFunction: Hashable, Sendable {
        /// Name of the function or type as called (`L`, `Strings.text`).
        public var name: String
        /// Label of the argument holding the key; `nil` for the first unlabeled argument.
        public var argumentLabel: String?
        /// Table the wrapper looks keys up in; `nil` for `Localizable`.
        public var table: String?
        /// Where the entry was written.
        public var origin: Origin?

        /// Creates a wrapper description.
        public init(name: String, argumentLabel: String? = nil, table: String? = nil, origin: Origin? = nil) {
            self.name = name
            self.argumentLabel = argumentLabel
            self.table = table
            self.origin = origin
        }
    }

    /// A person's decision about keys the analysis cannot determine: a `*` pattern and why.
    public struct Verdict: Hashable, Sendable {
        /// Key pattern; `*` matches any run of characters (`daily_snapshot.*`).
        public var pattern: String
        /// The non-empty reason, shown when someone wonders why the keys pass.
        public var reason: String
        /// Where the entry was written.
        public var origin: Origin?

        /// Creates a verdict.
        public init(pattern: String, reason: String, origin: Origin? = nil) {
            self.pattern = pattern
            self.reason = reason
            self.origin = origin
        }

        /// Whether `key` (or a template's compiler key) is covered by the pattern.
        public func matches(_ key: String) -> Bool { KeyPattern.matches(pattern, key) }
    }

    /// A missing translation accepted as known debt.
    public struct DebtEntry: Hashable, Sendable {
        /// The key, or a `*` pattern.
        public var key: String
        /// The locale; `nil` for every locale.
        public var locale: String?
        /// Why it is accepted.
        public var reason: String
        /// Where the entry was written.
        public var origin: Origin?

        /// Creates a debt entry.
        public init(key: String, locale: String? = nil, reason: String, origin: Origin? = nil) {
            self.key = key
            self.locale = locale
            self.reason = reason
            self.origin = origin
        }

        /// Whether the entry covers `key` in `locale`.
        public func covers(key candidate: String, locale candidateLocale: String?) -> Bool {
            guard KeyPattern.matches(key, candidate) else { return false }
            guard let locale else { return true }
            return locale == candidateLocale
        }
    }

    /// A list in production code that enumerates what a template's interpolation can be, read by
    /// address (file + symbol) so the analysis always checks today's list, never a copy.
    public struct TemplateList: Hashable, Sendable {
        /// Template pattern the list applies to, with `*` for the interpolation
        /// (`smoking.recovery.*.title`).
        public var pattern: String
        /// File name (or workspace-relative path suffix) that declares the list.
        public var file: String
        /// Name of the declaration holding the list (`all`, `Milestone.all`).
        public var symbol: String
        /// Where the entry was written.
        public var origin: Origin?

        /// Creates a template list address.
        public init(pattern: String, file: String, symbol: String, origin: Origin? = nil) {
            self.pattern = pattern
            self.file = file
            self.symbol = symbol
            self.origin = origin
        }
    }
}

/// `*` wildcard matching of keys, shared by verdicts, debt and template lists.
public enum KeyPattern {
    /// A pattern split once, for matching it against many keys.
    public struct Compiled: Sendable {
        /// The pattern's pieces between `*`s.
        let parts: [Substring]

        /// Compiles `pattern`.
        public init(_ pattern: String) {
            parts = Self.pieces(of: pattern)
        }

        /// The text before the first `*` (the whole pattern when it has none).
        public var leadingText: Substring { parts[0] }

        /// The text after the last `*` (the whole pattern when it has none).
        public var trailingText: Substring { parts[parts.count - 1] }

        /// The pieces of `pattern` between `*`s, empty ones kept (at least one piece). An ASCII
        /// pattern is cut at its `*` bytes, which are its `*` characters (only `\r\n` joins two
        /// ASCII bytes into one character): the same pieces without breaking it into characters.
        static func pieces(of pattern: String) -> [Substring] {
            let isASCII = pattern.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } } ?? false
            guard isASCII else { return pattern.split(separator: "*", omittingEmptySubsequences: false) }
            var pieces: [Substring] = []
            var start = pattern.utf8.startIndex
            var index = start
            while index < pattern.utf8.endIndex {
                if pattern.utf8[index] == UInt8(ascii: "*") {
                    pieces.append(pattern[start..<index])
                    start = pattern.utf8.index(after: index)
                }
                index = pattern.utf8.index(after: index)
            }
            pieces.append(pattern[start...])
            return pieces
        }

        /// Whether `key` matches.
        public func matches(_ key: String) -> Bool {
            guard let first = parts.first else { return key.isEmpty }
            if parts.count == 1 { return key == first }
            guard key.hasPrefix(first), let last = parts.last, key.hasSuffix(last),
                key.utf8.count >= first.utf8.count + last.utf8.count
            else { return false }
            var rest = Substring(key).dropFirst(first.count).dropLast(last.count)
            for part in parts.dropFirst().dropLast() where !part.isEmpty {
                guard let found = rest.firstRange(of: part) else { return false }
                rest = rest[found.upperBound...]
            }
            return true
        }
    }

    /// Whether `key` matches `pattern`, where `*` stands for any run of characters (also empty).
    public static func matches(_ pattern: String, _ key: String) -> Bool {
        Compiled(pattern).matches(key)
    }
}
