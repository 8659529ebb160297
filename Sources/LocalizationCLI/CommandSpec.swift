/// One command-line option of a command, as declared in that command's table.
public struct OptionSpec: Sendable {
    /// How many values the option takes.
    public enum Arity: Sendable {
        /// A switch: present or absent (`--check`).
        case flag
        /// One value, given as `--name VALUE` or `--name=VALUE`; the last occurrence wins.
        case value(name: String)
        /// One value per occurrence, all kept in order (`--exclude A --exclude B`).
        case repeatedValue(name: String)
    }

    /// The long name including dashes, e.g. `--format`.
    public var name: String
    /// An optional one-letter alias including its dash, e.g. `-f`.
    public var shortName: String?
    public var arity: Arity
    /// One line of help.
    public var help: String
    /// When set, the only values accepted; a typo is answered with the closest one.
    public var allowedValues: [String]?

    public init(_ name: String, short: String? = nil, _ arity: Arity = .flag, help: String, allowedValues: [String]? = nil) {
        self.name = name
        self.shortName = short
        self.arity = arity
        self.help = help
        self.allowedValues = allowedValues
    }

    var takesValue: Bool {
        if case .flag = arity { return false }
        return true
    }

    var valueName: String? {
        switch arity {
        case .flag: return nil
        case .value(let name), .repeatedValue(let name): return name
        }
    }
}

/// The positional arguments a command accepts.
public struct PositionalSpec: Sendable {
    /// Name shown in usage, e.g. `PATH`.
    public var name: String
    /// Fewest positionals accepted.
    public var minimum: Int
    /// Most positionals accepted; `nil` for no limit.
    public var maximum: Int?
    public var help: String

    public init(_ name: String, minimum: Int = 0, maximum: Int? = nil, help: String) {
        self.name = name
        self.minimum = minimum
        self.maximum = maximum
        self.help = help
    }

    /// No positional arguments at all.
    public static let none = PositionalSpec("", minimum: 0, maximum: 0, help: "")
}

/// A command of `swift-l10n`: its name, its table of options and what it runs.
///
/// Every command is declared by one of these values, so help, usage errors and "did you mean"
/// suggestions come from one table instead of hand-written checks in each command.
public struct CommandSpec: Sendable {
    public typealias Run = @Sendable (ParsedArguments, CommandContext) -> Int32

    public var name: String
    /// One line shown in the command list.
    public var summary: String
    /// Paragraphs shown by `swift-l10n help NAME` below the usage line.
    public var discussion: String
    public var options: [OptionSpec]
    public var positionals: PositionalSpec
    /// Nested commands (`catalog normalize`); a command with subcommands runs none itself.
    public var subcommands: [CommandSpec]
    public var run: Run

    public init(
        name: String, summary: String, discussion: String = "", options: [OptionSpec] = [],
        positionals: PositionalSpec = .none, subcommands: [CommandSpec] = [],
        run: @escaping Run = { _, _ in ExitCode.usage }
    ) {
        self.name = name
        self.summary = summary
        self.discussion = discussion
        self.options = options
        self.positionals = positionals
        self.subcommands = subcommands
        self.run = run
    }
}

/// Process exit codes, the same for every command.
public enum ExitCode {
    /// Nothing to report.
    public static let success: Int32 = 0
    /// The command worked and found problems at or above the failing severity.
    public static let findings: Int32 = 1
    /// Bad usage, or a fatal error (unreadable input, nothing to check).
    public static let usage: Int32 = 2
}
