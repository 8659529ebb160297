import LocalizationIndex
import TextPositions

/// One problem the analysis reports: what rule found it, where, how bad, and how to fix it.
///
/// Plain data with public fields; both front ends (the language server and `check`) render it, so
/// it carries everything a reporter needs — line and column included — and no presentation.
public struct Finding: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The stable kebab-case id of the rule that found it (`missing-translation`).
    public var ruleID: String
    /// How bad it is, after configuration overrides and context downgrades.
    public var severity: Severity
    /// One sentence naming the key, table and locale concerned.
    public var message: String
    /// Where the problem is.
    public var location: SourceLocation
    /// Other places that explain it (the catalog entry, the enum that was expanded, the duplicate).
    public var related: [RelatedLocation]
    /// The localization key concerned, when there is one.
    public var key: String?
    /// The table (catalog file name without extension) concerned, when there is one.
    public var table: String?
    /// The locale concerned, when there is one.
    public var locale: String?
    /// Every key a finding about several keys at once stands for (a partly translated locale
    /// lists the keys it lacks), so allowlists and reports can still name each; empty when the
    /// finding is about `key` alone or about no key.
    public var keys: [String]
    /// Ways to fix it, as edits.
    public var fixes: [Fix]

    /// Creates a finding.
    public init(
        ruleID: String,
        severity: Severity,
        message: String,
        location: SourceLocation,
        related: [RelatedLocation] = [],
        key: String? = nil,
        table: String? = nil,
        locale: String? = nil,
        keys: [String] = [],
        fixes: [Fix] = []
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.location = location
        self.related = related
        self.key = key
        self.table = table
        self.locale = locale
        self.keys = keys
        self.fixes = fixes
    }

    /// Workspace-relative path of the file the finding is in.
    public var path: String { location.path }
    /// Byte range of the finding.
    public var range: ByteRange { location.range }

    /// Deterministic report order: file, position, rule, then key/locale/message so two findings
    /// at one place never swap between runs.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        if lhs.location != rhs.location { return lhs.location < rhs.location }
        if lhs.ruleID != rhs.ruleID { return lhs.ruleID < rhs.ruleID }
        if (lhs.key ?? "") != (rhs.key ?? "") { return (lhs.key ?? "") < (rhs.key ?? "") }
        if (lhs.locale ?? "") != (rhs.locale ?? "") { return (lhs.locale ?? "") < (rhs.locale ?? "") }
        return lhs.message < rhs.message
    }

    /// `path:line:column: severity: message [rule-id]`, the Xcode-style line.
    public var description: String {
        "\(location.path):\(location.start.line):\(location.start.column): \(severity): \(message) [\(ruleID)]"
    }
}

/// A place related to a finding, with a note saying why it matters.
public struct RelatedLocation: Hashable, Sendable {
    /// The place.
    public var location: SourceLocation
    /// Why it is related ("entry in Localizable.xcstrings", "enum GoalType declared here").
    public var note: String

    /// Creates a related location.
    public init(location: SourceLocation, note: String) {
        self.location = location
        self.note = note
    }
}

/// A fix for a finding: a title for the editor's menu and the edits that apply it.
public struct Fix: Hashable, Sendable {
    /// What the fix does, imperative ("Add 'inbox.title' to Localizable.xcstrings").
    public var title: String
    /// The edits, possibly across several files.
    public var edits: [FileEdit]
    /// Whether an editor may apply it without asking (safe, exact fixes).
    public var isPreferred: Bool

    /// Creates a fix.
    public init(title: String, edits: [FileEdit], isPreferred: Bool = false) {
        self.title = title
        self.edits = edits
        self.isPreferred = isPreferred
    }
}
