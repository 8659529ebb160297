/// `swift-l10n explain RULE`: one rule's documentation. Owned by issue 5.
public enum ExplainCommand {
    public static let spec = CommandSpec(
        name: "explain",
        summary: "Explain a rule: what it finds, why, examples and fixes.",
        positionals: PositionalSpec("RULE", minimum: 1, maximum: 1, help: "A rule id, e.g. missing-key."),
        run: { _, context in SwiftL10nCommand.notBuiltYet("swift-l10n explain", context: context) })
}
