/// `swift-l10n scan`: the Swift scanner's inspection tool. Owned by issue 3.
public enum ScanCommand {
    public static let spec = CommandSpec(
        name: "scan",
        summary: "Print what the Swift scanner sees: string literals and localization call sites.",
        options: [
            OptionSpec("--json", help: "One JSON object per line (the only format for now)."),
        ],
        positionals: PositionalSpec("FILE", minimum: 1, help: "Swift files to scan."),
        run: { _, context in SwiftL10nCommand.notBuiltYet("swift-l10n scan", context: context) })
}
