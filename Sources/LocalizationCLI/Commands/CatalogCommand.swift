import Foundation
import StringCatalog
import TextPositions

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
        run: { arguments, context in
            runNormalize(files: arguments.positionals, checkOnly: arguments.has("--check"), context: context)
        })

    /// Normalizes each file (or with `checkOnly` lists those that would change). Exit code: 0 when
    /// nothing had to change (or everything was rewritten), 1 when `checkOnly` found files to
    /// change, 2 when a file could not be read or has JSON errors (it is left untouched).
    public static func runNormalize(files: [String], checkOnly: Bool, context: CommandContext) -> Int32 {
        var wouldChange = false
        var failed = false
        for file in files {
            let path = context.absolutePath(file)
            guard let data = FileManager.default.contents(atPath: path) else {
                context.standardError("error: cannot read \(file)\n")
                failed = true
                continue
            }
            let bytes = [UInt8](data)
            switch CatalogNormalizer.normalize(bytes) {
            case .alreadyCanonical:
                continue
            case .refused(let problems):
                failed = true
                let lines = LineTable(bytes: bytes)
                for problem in problems.prefix(10) {
                    let position = lines.lineColumn(of: problem.range.start)
                    context.standardError("\(file):\(position.line):\(position.column): error: \(problem.message)\n")
                }
                context.standardError("error: \(file) has JSON errors; left untouched\n")
            case .rewritten(let canonical):
                if checkOnly {
                    wouldChange = true
                    context.standardOutput("\(file)\n")
                    continue
                }
                do {
                    // `.atomic` writes a temporary file and renames it over the original.
                    try Data(canonical).write(to: URL(fileURLWithPath: path), options: .atomic)
                    context.standardOutput("normalized \(file)\n")
                } catch {
                    context.standardError("error: cannot write \(file): \(error.localizedDescription)\n")
                    failed = true
                }
            }
        }
        if failed { return 2 }
        return wouldChange ? 1 : 0
    }
}
