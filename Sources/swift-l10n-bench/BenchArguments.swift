import ProjectGenerator

/// The bench's command line: `generate` or `run`, with their flags.
struct BenchArguments {
    /// The subcommand.
    enum Command: String {
        /// Write a project and its manifest.
        case generate
        /// Generate (or reuse) projects, measure, compare findings with the manifest.
        case run
        /// Internal: the in-process measurements of one project, as JSON (run in a child process).
        case indexProbe = "index-probe"
        /// Measure the Swift scanner alone (lexing, summary, rescan) on a generated project or `--work DIR`.
        case scanner
        /// What each rule costs on the project in `--work DIR` (serial, thread CPU time).
        case rules
    }

    /// Which subcommand.
    var command: Command
    /// Base size.
    var scale: ProjectScale = .seeds
    /// Size multiplier for `generate`.
    var multiplier = 1
    /// Multipliers measured by `run`.
    var sizes: [Int] = [1, 4, 16]
    /// The generator seed.
    var seed: UInt64 = 1
    /// Output folder for `generate`; work folder for `run`.
    var out: String?
    /// Print JSON instead of a table.
    var json = false
    /// The `swift-l10n` executable to measure (default: next to this executable).
    var tool: String?
    /// Keystrokes / requests per LSP measurement.
    var iterations = 200
    /// Whether `--iterations` was given (`rules` runs 5 times otherwise).
    var iterationsGiven = false
    /// Largest multiplier at which the editor measurements (LSP, rescans) run; above it only
    /// check, index, findings and the floor are measured (they give the growth figures).
    var editorUpTo = Int.max
    /// CPU seconds per figure of `scanner`.
    var seconds = 2.0
    /// How many times `run` measures index, findings and discovery on each size, each time in a
    /// fresh probe process: the figures judged are the medians.
    var probeRuns = 3

    /// The usage text.
    static let usage = """
        usage: swift-l10n-bench generate [--scale tiny|seeds|large] [--multiplier N] [--seed N] --out DIR
               swift-l10n-bench run [--scale tiny|seeds|large] [--sizes 1,4,16] [--seed N] [--work DIR]
                                    [--tool PATH] [--iterations N] [--editor-up-to N] [--probe-runs N] [--json]
               swift-l10n-bench scanner [--scale tiny|seeds|large] [--seed N] [--work SWIFT-DIR] [--seconds N]
               swift-l10n-bench rules --work PROJECT-DIR [--iterations N] [--json]
        """

    /// Parses `arguments` (without the program name); nil and a message on bad input.
    static func parse(_ arguments: [String]) -> Result<BenchArguments, BenchUsageError> {
        guard let first = arguments.first, let command = Command(rawValue: first) else {
            return .failure(BenchUsageError(message: "expected `generate`, `run`, `scanner` or `rules`"))
        }
        var parsed = BenchArguments(command: command)
        var index = 1
        func value(_ flag: String) -> Result<String, BenchUsageError> {
            index += 1
            guard index < arguments.count else { return .failure(BenchUsageError(message: "\(flag) needs a value")) }
            return .success(arguments[index])
        }
        while index < arguments.count {
            let flag = arguments[index]
            switch flag {
            case "--scale":
                guard case .success(let text) = value(flag), let scale = ProjectScale(rawValue: text) else {
                    return .failure(BenchUsageError(message: "--scale takes tiny, seeds or large"))
                }
                parsed.scale = scale
            case "--multiplier":
                guard case .success(let text) = value(flag), let number = Int(text), number > 0 else {
                    return .failure(BenchUsageError(message: "--multiplier takes a positive integer"))
                }
                parsed.multiplier = number
            case "--sizes":
                guard case .success(let text) = value(flag) else { return .failure(BenchUsageError(message: "--sizes needs a value")) }
                let sizes = text.split(separator: ",").compactMap { Int($0) }.filter { $0 > 0 }
                guard !sizes.isEmpty else { return .failure(BenchUsageError(message: "--sizes takes e.g. 1,4,16")) }
                parsed.sizes = sizes
            case "--seed":
                guard case .success(let text) = value(flag), let number = UInt64(text) else {
                    return .failure(BenchUsageError(message: "--seed takes a non-negative integer"))
                }
                parsed.seed = number
            case "--out", "--work":
                guard case .success(let text) = value(flag) else { return .failure(BenchUsageError(message: "\(flag) needs a folder")) }
                parsed.out = text
            case "--tool":
                guard case .success(let text) = value(flag) else { return .failure(BenchUsageError(message: "--tool needs a path")) }
                parsed.tool = text
            case "--iterations":
                guard case .success(let text) = value(flag), let number = Int(text), number >= 0 else {
                    return .failure(BenchUsageError(message: "--iterations takes a non-negative integer"))
                }
                parsed.iterations = number
                parsed.iterationsGiven = true
            case "--editor-up-to":
                guard case .success(let text) = value(flag), let number = Int(text), number >= 0 else {
                    return .failure(BenchUsageError(message: "--editor-up-to takes a non-negative integer (0: none)"))
                }
                parsed.editorUpTo = number
            case "--probe-runs":
                guard case .success(let text) = value(flag), let number = Int(text), number > 0 else {
                    return .failure(BenchUsageError(message: "--probe-runs takes a positive integer"))
                }
                parsed.probeRuns = number
            case "--seconds":
                guard case .success(let text) = value(flag), let number = Double(text), number > 0 else {
                    return .failure(BenchUsageError(message: "--seconds takes a positive number"))
                }
                parsed.seconds = number
            case "--json":
                parsed.json = true
            default:
                return .failure(BenchUsageError(message: "unknown option \(flag)"))
            }
            index += 1
        }
        if (command == .generate || command == .indexProbe) && parsed.out == nil {
            return .failure(BenchUsageError(message: "generate needs --out DIR"))
        }
        if command == .rules && parsed.out == nil {
            return .failure(BenchUsageError(message: "rules needs --work PROJECT-DIR"))
        }
        return .success(parsed)
    }
}

/// A command-line mistake, reported with the usage text and exit code 2.
struct BenchUsageError: Error {
    /// What was wrong.
    var message: String
}
