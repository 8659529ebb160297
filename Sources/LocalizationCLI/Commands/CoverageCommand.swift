/// `swift-l10n coverage`: translation progress per table and locale. Owned by issue 5.
public enum CoverageCommand {
    public static let spec = CommandSpec(
        name: "coverage",
        summary: "Show translated, needs-review, new and missing counts per table and locale.",
        options: [
            OptionSpec("--format", short: "-f", .value(name: "FORMAT"), help: "Output format.", allowedValues: ["table", "json"]),
            OptionSpec("--config", .value(name: "FILE"), help: "Configuration file (default: PATH/.swift-l10n.json)."),
        ],
        positionals: PositionalSpec("PATH", maximum: 1, help: "Project folder (default: .)."),
        run: { _, context in SwiftL10nCommand.notBuiltYet("swift-l10n coverage", context: context) })
}
