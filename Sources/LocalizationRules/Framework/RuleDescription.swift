/// Everything a rule says about itself: used for documentation (`swift-l10n rules`, `explain`,
/// the README table, SARIF metadata, diagnostic hovers) and for testing (its examples run as tests).
public struct RuleDescription: Sendable, Hashable, Identifiable, CustomStringConvertible {
    /// Stable kebab-case id (`missing-translation`); never renamed without a deprecated alias.
    public var id: String
    /// Title-case name (`Missing Translation`).
    public var name: String
    /// Severity before configuration and context adjust it.
    public var defaultSeverity: Severity
    /// One sentence: what the rule finds.
    public var summary: String
    /// Why it matters to users of the app, in a short paragraph (markdown allowed).
    public var rationale: String
    /// Multi-file examples that must produce exactly the marked findings.
    public var triggering: [Example]
    /// Examples that must produce no finding of this rule.
    public var nonTriggering: [Example]
    /// How to fix what the rule finds, one way per element (markdown allowed).
    public var fixes: [String]
    /// Earlier ids that still select this rule in configuration files.
    public var deprecatedAliases: [String]

    /// Creates a description.
    public init(
        id: String,
        name: String,
        defaultSeverity: Severity,
        summary: String,
        rationale: String,
        triggering: [Example],
        nonTriggering: [Example],
        fixes: [String],
        deprecatedAliases: [String] = []
    ) {
        self.id = id
        self.name = name
        self.defaultSeverity = defaultSeverity
        self.summary = summary
        self.rationale = rationale
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.fixes = fixes
        self.deprecatedAliases = deprecatedAliases
    }

    /// The rule id, so test names read as rule ids.
    public var description: String { id }
}
