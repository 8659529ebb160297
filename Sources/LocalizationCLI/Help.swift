/// Renders help text from the command tables, so help can never disagree with the parser.
public enum Help {
    /// `swift-l10n check [options] [PATH…]`
    public static func usageLine(_ command: CommandSpec, commandPath: String) -> String {
        var parts = [commandPath]
        if !command.subcommands.isEmpty {
            parts.append("<subcommand>")
        } else {
            if !command.options.isEmpty { parts.append("[options]") }
            let positionals = command.positionals
            if positionals.maximum != 0 {
                let repeated = positionals.maximum.map { $0 > 1 } ?? true
                let name = positionals.name + (repeated ? "…" : "")
                parts.append(positionals.minimum > 0 ? name : "[\(name)]")
            }
        }
        return parts.joined(separator: " ")
    }

    /// The full help of one command.
    public static func commandHelp(_ command: CommandSpec, commandPath: String) -> String {
        var lines = ["\(command.summary)", "", "USAGE: \(usageLine(command, commandPath: commandPath))"]
        if !command.discussion.isEmpty {
            lines += ["", command.discussion]
        }
        if !command.subcommands.isEmpty {
            lines += ["", "SUBCOMMANDS:"]
            let width = command.subcommands.map(\.name.count).max() ?? 0
            for sub in command.subcommands {
                lines.append("  " + sub.name.padded(to: width) + "  " + sub.summary)
            }
        }
        if command.positionals.maximum != 0, !command.positionals.help.isEmpty {
            lines += ["", "ARGUMENTS:", "  \(command.positionals.name)  \(command.positionals.help)"]
        }
        var rows: [(String, String)] = command.options.map { option in
            var left = option.shortName.map { "\($0), " } ?? ""
            left += option.name
            if let valueName = option.valueName { left += " \(valueName)" }
            var help = option.help
            if let allowed = option.allowedValues { help += " (\(allowed.joined(separator: "|")))" }
            return (left, help)
        }
        rows.append(("-h, --help", "Show this help."))
        let width = rows.map(\.0.count).max() ?? 0
        lines += ["", "OPTIONS:"]
        lines += rows.map { "  " + $0.0.padded(to: width) + "  " + $0.1 }
        return lines.joined(separator: "\n") + "\n"
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
