import LocalizationRules

/// `swift-l10n explain RULE`: one rule's documentation — summary, rationale, default severity,
/// examples that are reported and examples that are not, and fixes — from its description.
public enum ExplainCommand {
    /// The command's entry in the command table.
    public static let spec = CommandSpec(
        name: "explain",
        summary: "Explain a rule: what it finds, why, examples and fixes.",
        positionals: PositionalSpec("RULE", minimum: 1, maximum: 1, help: "A rule id, e.g. missing-key."),
        run: { arguments, context in run(arguments, context: context) })

    /// Prints the rule's page; an unknown id is a usage error naming the closest id.
    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let id = arguments.positionals.first ?? ""
        guard let rule = RuleRegistry.rule(withID: id) else {
            var message = "error: swift-l10n explain: unknown rule '\(id)'"
            if let suggestion = ArgumentParser.closest(to: id, among: RuleRegistry.descriptions.map(\.id)) {
                message += "; did you mean '\(suggestion)'?"
            }
            context.standardError(message + " (see 'swift-l10n rules')\n")
            return ExitCode.usage
        }
        context.standardOutput(RuleDocumentation.explanation(rule.description))
        return ExitCode.success
    }
}
