/// `swift-l10n check`: the CI gate. Owned by the check/reporters work (issue 5).
public enum CheckCommand {
    public static let spec = CommandSpec(
        name: "check",
        summary: "Check a project's localization and report findings (the CI gate).",
        discussion: """
            Finds the Swift sources, string catalogs (.xcstrings), .strings and .stringsdict files
            under each PATH (default: the current directory) and reports every place a user would
            see an untranslated text, a raw key or a crash.
            """,
        options: [
            OptionSpec("--format", short: "-f", .value(name: "FORMAT"), help: "Output format.", allowedValues: ["xcode", "json", "sarif", "github"]),
            OptionSpec("--config", .value(name: "FILE"), help: "Configuration file (default: PATH/.swift-l10n.json)."),
            OptionSpec("--baseline", .value(name: "FILE"), help: "Let the findings recorded in FILE pass."),
            OptionSpec("--update-baseline", help: "Write the current findings to the --baseline file and exit 0."),
            OptionSpec("--fail-on", .value(name: "SEVERITY"), help: "Lowest severity that fails the check (default: warning).", allowedValues: ["info", "warning", "error"]),
        ],
        positionals: PositionalSpec("PATH", help: "Project folders or files to check (default: .)."),
        run: { _, context in SwiftL10nCommand.notBuiltYet("swift-l10n check", context: context) })
}
