/// The `swift-l10n` command line: the table of commands and the dispatcher.
///
/// `run` never exits the process and never throws: it returns the exit code, so tests call it
/// in-process with a captured `CommandContext`.
public enum SwiftL10nCommand {
    /// The product's version, printed by `--version`.
    public static let version = "0.1.0"

    /// Every top-level command, in the order help lists them.
    public static let commands: [CommandSpec] = [
        CheckCommand.spec,
        LspCommand.spec,
        CoverageCommand.spec,
        RulesCommand.spec,
        ExplainCommand.spec,
        ScanCommand.spec,
        CatalogCommand.spec,
    ]

    static let overview = """
        swift-l10n: localization checks for Swift apps, as a CI gate and a language server.

        USAGE: swift-l10n <command> [options]
        """

    /// The top-level help listing every command.
    public static var help: String {
        let width = commands.map(\.name.count).max() ?? 0
        var lines = [overview, "", "COMMANDS:"]
        lines += commands.map { "  " + $0.name.padded(to: width) + "  " + $0.summary }
        lines += [
            "",
            "OPTIONS:",
            "  -h, --help     Show help (also: swift-l10n help <command>).",
            "  --version      Show the version.",
            "",
            "EXIT CODES: 0 clean, 1 findings at or above the failing severity, 2 usage or fatal error.",
            "See 'swift-l10n <command> --help' for a command's options.",
        ]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Runs the command line `arguments` (without the program name) and returns the exit code.
    public static func run(_ arguments: [String], context: CommandContext) -> Int32 {
        guard let first = arguments.first else {
            context.standardError(help)
            return ExitCode.usage
        }
        switch first {
        case "-h", "--help":
            context.standardOutput(help)
            return ExitCode.success
        case "--version", "-V", "version":
            context.standardOutput("swift-l10n \(version)\n")
            return ExitCode.success
        case "help":
            return runHelp(Array(arguments.dropFirst()), context: context)
        default:
            return dispatch(arguments, among: commands, path: "swift-l10n", context: context)
        }
    }

    static func runHelp(_ names: [String], context: CommandContext) -> Int32 {
        var list = commands
        var path = "swift-l10n"
        var found: CommandSpec?
        for name in names {
            guard let command = list.first(where: { $0.name == name }) else {
                context.standardError(unknownCommandMessage(name, among: list, path: path))
                return ExitCode.usage
            }
            found = command
            path += " " + name
            list = command.subcommands
        }
        guard let command = found else {
            context.standardOutput(help)
            return ExitCode.success
        }
        context.standardOutput(Help.commandHelp(command, commandPath: path))
        return ExitCode.success
    }

    static func dispatch(_ arguments: [String], among list: [CommandSpec], path: String, context: CommandContext) -> Int32 {
        let name = arguments[0]
        guard let command = list.first(where: { $0.name == name }) else {
            context.standardError(unknownCommandMessage(name, among: list, path: path))
            return ExitCode.usage
        }
        let commandPath = path + " " + name
        let rest = Array(arguments.dropFirst())
        if !command.subcommands.isEmpty, let subcommand = rest.first, !subcommand.hasPrefix("-") {
            return dispatch(rest, among: command.subcommands, path: commandPath, context: context)
        }
        if rest.contains("--help") || rest.contains("-h") {
            context.standardOutput(Help.commandHelp(command, commandPath: commandPath))
            return ExitCode.success
        }
        if !command.subcommands.isEmpty {
            context.standardError("error: \(commandPath): missing subcommand\n\n" + Help.commandHelp(command, commandPath: commandPath))
            return ExitCode.usage
        }
        do {
            let parsed = try ArgumentParser.parse(rest, for: command, commandPath: commandPath)
            return command.run(parsed, context)
        } catch let error as UsageError {
            context.standardError("error: \(error.message)\n")
            return ExitCode.usage
        } catch {
            context.standardError("error: \(error)\n")
            return ExitCode.usage
        }
    }

    static func unknownCommandMessage(_ name: String, among list: [CommandSpec], path: String) -> String {
        var message = "error: \(path): unknown command '\(name)'"
        if let suggestion = ArgumentParser.closest(to: name, among: list.map(\.name)) {
            message += "; did you mean '\(suggestion)'?"
        }
        return message + " (see '\(path) --help')\n"
    }

    /// What a command whose engine has not landed yet says, with exit code 2.
    static func notBuiltYet(_ commandPath: String, context: CommandContext) -> Int32 {
        context.standardError("error: \(commandPath) is not available in this build yet\n")
        return ExitCode.usage
    }
}
