import Foundation
import LocalizationAnalysis
import LocalizationRules

/// `swift-l10n check`: the CI gate.
///
/// Reads each PATH (discovery, configuration, analysis), lets the baseline's recorded findings
/// pass, prints the rest in the chosen format on standard output, and exits 1 when a reported
/// finding is at or above `--fail-on`. Problems with the run itself — a bad configuration, an
/// unreadable baseline, a missing PATH — go to standard error with exit code 2, so CI can tell "the
/// project has problems" from "the check could not run".
public enum CheckCommand {
    /// The command's entry in the command table.
    public static let spec = CommandSpec(
        name: "check",
        summary: "Check a project's localization and report findings (the CI gate).",
        discussion: """
            Finds the Swift, Objective-C and C sources, string catalogs (.xcstrings), .strings and
            .stringsdict files, Settings.bundle property lists, Info.plist files, Package.swift
            manifests and Xcode projects under each PATH (default:
            the current directory) and reports every place a user would see an untranslated text,
            a raw key or a crash. Paths are printed relative to where check runs.

            Exit codes: 0 nothing at or above --fail-on, 1 findings at or above it, 2 usage error,
            invalid configuration or baseline, unreadable PATH.
            """,
        options: [
            OptionSpec("--format", short: "-f", .value(name: "FORMAT"), help: "Output format (default: xcode).", allowedValues: ReportFormat.allCases.map(\.rawValue)),
            OptionSpec("--config", .value(name: "FILE"), help: "Configuration file (default: PATH/.swift-l10n.json)."),
            OptionSpec("--baseline", .value(name: "FILE"), help: "Let the findings recorded in FILE pass."),
            OptionSpec("--update-baseline", help: "Write the current findings to the --baseline file and exit 0."),
            OptionSpec("--fail-on", .value(name: "SEVERITY"), help: "Lowest severity that fails the check (default: warning).", allowedValues: ["info", "warning", "error"]),
        ],
        positionals: PositionalSpec("PATH", help: "Project folders to check (default: .)."),
        run: { arguments, context in run(arguments, context: context) })

    /// Runs the command; returns the exit code.
    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        let format = arguments.value("--format").flatMap(ReportFormat.init(rawValue:)) ?? .xcode
        let threshold = arguments.value("--fail-on").flatMap { Severity(name: $0) } ?? .warning
        let roots = arguments.positionals.isEmpty ? ["."] : arguments.positionals
        let baselinePath = arguments.value("--baseline")
        let updatesBaseline = arguments.has("--update-baseline")
        if updatesBaseline && baselinePath == nil {
            context.standardError("error: swift-l10n check: --update-baseline needs --baseline FILE\n")
            return ExitCode.usage
        }
        var baseline = Baseline()
        if let baselinePath, !updatesBaseline {
            switch readBaseline(baselinePath, context: context) {
            case .success(let read): baseline = read
            case .failure(let error):
                context.standardError("error: \(error.message)\n")
                return ExitCode.usage
            }
        }

        let progress = Progress(context: context)
        var projects: [LoadedProject] = []
        var isFatal = false
        for root in roots {
            progress.show("reading \(root)")
            switch LoadedProject.load(root: root, configurationPath: arguments.value("--config"), context: context) {
            case .failure(let failure):
                progress.clear()
                context.standardError("error: \(failure.message)\n")
                isFatal = true
            case .success(let project):
                progress.clear()
                context.standardError(project.configurationProblemLines)
                if !project.configuration.isValid { isFatal = true }
                for problem in project.discovered.problems {
                    context.standardError("warning: cannot read \(ReportedFinding.displayPath(root: root, path: problem.path)): \(problem.message)\n")
                }
                projects.append(project)
            }
        }
        if isFatal {
            context.standardError("error: swift-l10n check did not run: fix the errors above\n")
            return ExitCode.usage
        }

        progress.show("analyzing")
        let findings = projects.flatMap { project in project.snapshot.allFindings().map { (project, $0) } }
        progress.clear()
        if updatesBaseline, let baselinePath {
            let written = Baseline(findings: findings.map(\.1))
            let path = context.absolutePath(baselinePath)
            do {
                try Data(written.rendered.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                context.standardError("error: cannot write baseline \(baselinePath): \(error.localizedDescription)\n")
                return ExitCode.usage
            }
            context.standardError("swift-l10n: recorded \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(baselinePath)\n")
            return ExitCode.success
        }

        let match = baseline.match(findings.map(\.1))
        let reported = match.newIndices.map { findings[$0].0.reported(findings[$0].1) }
        let report = CheckReport(findings: reported, baselinedCount: match.baselinedCount, rules: RuleRegistry.descriptions, toolVersion: SwiftL10nCommand.version)
        context.standardOutput(report.rendered(as: format))
        context.standardError(summary(report, files: projects.reduce(0) { $0 + $1.discovered.files.count }, unusedBaseline: match.unusedEntries.values.reduce(0, +)))
        // The projects (files, summaries, model) are not needed any more: the process ends next.
        context.keepUntilExit(projects)
        return reported.contains { $0.finding.severity >= threshold } ? ExitCode.findings : ExitCode.success
    }

    /// Reads and parses the baseline file.
    static func readBaseline(_ path: String, context: CommandContext) -> Result<Baseline, BaselineError> {
        guard let data = FileManager.default.contents(atPath: context.absolutePath(path)) else {
            return .failure(BaselineError(message: "cannot read baseline \(path) (create it with --update-baseline)"))
        }
        return Baseline.read(Array(data), path: path)
    }

    /// The one-line summary written to standard error.
    static func summary(_ report: CheckReport, files: Int, unusedBaseline: Int) -> String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var text = "swift-l10n: " + [plural(report.count(of: .error), "error"), plural(report.count(of: .warning), "warning"), plural(report.count(of: .info), "note")].joined(separator: ", ")
        text += " in \(plural(files, "file"))"
        if report.baselinedCount > 0 { text += "; \(report.baselinedCount) matched the baseline" }
        if unusedBaseline > 0 {
            text += "; \(plural(unusedBaseline, "baseline entry")) no longer match (fixed: shrink the baseline with --update-baseline)"
        }
        return text + "\n"
    }
}

/// A one-line progress indicator on standard error, drawn only when it is a terminal.
struct Progress {
    /// Where to draw.
    let context: CommandContext

    /// Replaces the progress line with `message`.
    func show(_ message: String) {
        guard context.isStandardErrorTerminal else { return }
        context.standardError("\r\u{1B}[K" + "swift-l10n: \(message)…")
    }

    /// Erases the progress line.
    func clear() {
        guard context.isStandardErrorTerminal else { return }
        context.standardError("\r\u{1B}[K")
    }
}
