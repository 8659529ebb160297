import LocalizationAnalysis
import LocalizationIndex

/// `swift-l10n coverage`: translated, needs-review, new and missing counts per table and locale,
/// critical tables first, as a readable table or JSON.
public enum CoverageCommand {
    /// The command's entry in the command table.
    public static let spec = CommandSpec(
        name: "coverage",
        summary: "Show translated, needs-review, new and missing counts per table and locale.",
        discussion: """
            Counts entries that are not stale, not marked "Don't Translate" and not made only of
            format specifiers, in every locale the project ships (requiredLocales when configured).
            Tables listed in criticalTables come first.
            """,
        options: [
            OptionSpec("--format", short: "-f", .value(name: "FORMAT"), help: "Output format (default: table).", allowedValues: ["table", "json"]),
            OptionSpec("--config", .value(name: "FILE"), help: "Configuration file (default: PATH/.swift-l10n.json)."),
        ],
        positionals: PositionalSpec("PATH", maximum: 1, help: "Project folder (default: .)."),
        run: { arguments, context in run(arguments, context: context) })

    /// Prints the coverage; exit 2 when the project or its configuration cannot be read.
    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let root = arguments.positionals.first ?? "."
        let project: LoadedProject
        switch LoadedProject.load(root: root, configurationPath: arguments.value("--config"), context: context) {
        case .failure(let failure):
            context.standardError("error: \(failure.message)\n")
            return ExitCode.usage
        case .success(let loaded):
            project = loaded
        }
        if !project.configuration.isValid {
            context.standardError(project.configurationProblemLines)
            return ExitCode.usage
        }
        let report = CoverageReport(model: project.snapshot.model)
        context.standardOutput(arguments.value("--format") == "json" ? report.json : report.text)
        return ExitCode.success
    }
}
