/// `swift-l10n rules`: the list of rules. Owned by issue 5.
public enum RulesCommand {
    public static let spec = CommandSpec(
        name: "rules",
        summary: "List every rule with its id, default severity and summary.",
        options: [
            OptionSpec("--format", short: "-f", .value(name: "FORMAT"), help: "Output format.", allowedValues: ["text", "markdown", "json"]),
        ],
        run: { _, context in SwiftL10nCommand.notBuiltYet("swift-l10n rules", context: context) })
}
