/// A check of the project: one stable id, one file, examples that are its tests.
///
/// A rule reads the index through a `RuleContext` and returns findings with its default severity;
/// configuration overrides and context downgrades (previews, debug code, tests) are applied by the
/// engine afterwards, so rules only say what is wrong and where.
public protocol Rule: Sendable {
    /// What the rule is, why it exists, and its examples.
    static var description: RuleDescription { get }
    /// Creates the rule (rules keep no state).
    init()
    /// The findings of this rule for the whole project.
    func check(_ context: RuleContext) -> [Finding]
}

extension Rule {
    /// The rule's id.
    public static var id: String { description.id }
}
