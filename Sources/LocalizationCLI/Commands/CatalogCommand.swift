/// `swift-l10n catalog …`: catalog maintenance. Owned by issue 4.
public enum CatalogCommand {
    public static let spec = CommandSpec(
        name: "catalog",
        summary: "Catalog maintenance (normalize to Xcode's layout).",
        subcommands: [normalize])

    static let normalize = CommandSpec(
        name: "normalize",
        summary: "Rewrite .xcstrings files in Xcode's exact layout.",
        options: [
            OptionSpec("--check", help: "Only list the files that would change; exit 1 if any."),
        ],
        positionals: PositionalSpec("FILE", minimum: 1, help: ".xcstrings files to normalize."),
        run: { _, context in SwiftL10nCommand.notBuiltYet("swift-l10n catalog normalize", context: context) })
}
