import LocalizationRules

/// `swift-l10n rules`: every rule with its id, default severity and summary, printed from the
/// rules' own descriptions (`text`), as the README's Markdown table (`markdown`), or as JSON.
public enum RulesCommand {
    /// The command's entry in the command table.
    public static let spec = CommandSpec(
        name: "rules",
        summary: "List every rule with its id, default severity and summary.",
        options: [
            OptionSpec("--format", short: "-f", .value(name: "FORMAT"), help: "Output format (default: text).", allowedValues: ["text", "markdown", "json"]),
        ],
        run: { arguments, context in run(arguments, context: context) })

    /// Prints the list; always succeeds.
    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let rules = RuleRegistry.descriptions
        switch arguments.value("--format") ?? "text" {
        case "markdown": context.standardOutput(RuleDocumentation.markdownTable(rules))
        case "json": context.standardOutput(RuleDocumentation.json(rules))
        default: context.standardOutput(RuleDocumentation.textList(rules))
        }
        return ExitCode.success
    }
}
