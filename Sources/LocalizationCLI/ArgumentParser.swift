/// The options and positionals of one command line, after parsing against a `CommandSpec`.
public struct ParsedArguments: Sendable, Equatable {
    /// Flags that were given, by long name (`--check`).
    public var flags: Set<String> = []
    /// Values of options, by long name, in the order given.
    public var values: [String: [String]] = [:]
    /// Positional arguments in order.
    public var positionals: [String] = []

    public init(flags: Set<String> = [], values: [String: [String]] = [:], positionals: [String] = []) {
        self.flags = flags
        self.values = values
        self.positionals = positionals
    }

    /// Whether the flag `name` (with dashes) was given.
    public func has(_ name: String) -> Bool { flags.contains(name) }

    /// The last value given for `name`, or nil.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// Every value given for `name`.
    public func allValues(_ name: String) -> [String] { values[name] ?? [] }
}

/// A command line that does not fit its command's table; the message says what to type instead.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// Parses arguments against a command's option table.
///
/// Accepts `--name VALUE`, `--name=VALUE`, `-x VALUE`, flags anywhere, and `--` to end options.
/// Unknown options are answered with the closest known one, since a typo in CI is the common case.
public enum ArgumentParser {
    public static func parse(_ arguments: [String], for command: CommandSpec, commandPath: String) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = command.options.first(where: { $0.name == name || $0.shortName == name }) else {
                throw UsageError(unknownOptionMessage(name, command: command, commandPath: commandPath))
            }
            guard option.takesValue else {
                if inlineValue != nil {
                    throw UsageError("\(commandPath): option \(option.name) takes no value")
                }
                parsed.flags.insert(option.name)
                continue
            }
            let value: String
            if let inlineValue {
                value = inlineValue
            } else if index < arguments.count {
                value = arguments[index]
                index += 1
            } else {
                throw UsageError("\(commandPath): option \(option.name) needs a value (\(option.name) \(option.valueName ?? "VALUE"))")
            }
            if let allowed = option.allowedValues, !allowed.contains(value) {
                var message = "\(commandPath): '\(value)' is not a valid value for \(option.name); expected one of: \(allowed.joined(separator: ", "))"
                if let suggestion = closest(to: value, among: allowed) {
                    message += " (did you mean '\(suggestion)'?)"
                }
                throw UsageError(message)
            }
            switch option.arity {
            case .flag:
                break
            case .value:
                parsed.values[option.name] = [value]
            case .repeatedValue:
                parsed.values[option.name, default: []].append(value)
            }
        }
        let positionals = command.positionals
        if parsed.positionals.count < positionals.minimum {
            throw UsageError("\(commandPath): missing \(positionals.name) (usage: \(Help.usageLine(command, commandPath: commandPath)))")
        }
        if let maximum = positionals.maximum, parsed.positionals.count > maximum {
            let extra = parsed.positionals[maximum]
            if maximum == 0 {
                throw UsageError("\(commandPath): unexpected argument '\(extra)'")
            }
            throw UsageError("\(commandPath): too many arguments starting at '\(extra)' (usage: \(Help.usageLine(command, commandPath: commandPath)))")
        }
        return parsed
    }

    static func unknownOptionMessage(_ name: String, command: CommandSpec, commandPath: String) -> String {
        var message = "\(commandPath): unknown option '\(name)'"
        let candidates = command.options.map(\.name) + ["--help"]
        if let suggestion = closest(to: name, among: candidates) {
            message += "; did you mean '\(suggestion)'?"
        }
        return message + " (see '\(commandPath) --help')"
    }

    /// The candidate nearest to `word` by edit distance, if it is near enough to be a likely typo.
    public static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        let limit = max(2, best.0.count / 3)
        return best.1 <= limit ? best.0 : nil
    }

    /// Levenshtein distance over characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
