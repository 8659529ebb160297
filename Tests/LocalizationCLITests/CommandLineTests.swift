import Foundation
import Testing
@testable import LocalizationCLI

/// Runs the CLI in-process and captures what it prints.
struct CapturedRun {
    var exitCode: Int32
    var output: String
    var errors: String

    init(_ arguments: [String]) {
        let output = TextSink()
        let errors = TextSink()
        let context = CommandContext(
            standardOutput: { output.append($0) },
            standardError: { errors.append($0) },
            currentDirectory: "/tmp")
        exitCode = SwiftL10nCommand.run(arguments, context: context)
        self.output = output.text
        self.errors = errors.text
    }
}

/// Collects text written from any thread (macOS 13 has no `Mutex`).
final class TextSink: @unchecked Sendable {
    private let lock = NSLock()
    private var collected = ""

    func append(_ text: String) { lock.withLock { collected += text } }
    var text: String { lock.withLock { collected } }
}

@Suite struct CommandLineTests {
    @Test func helpListsEveryCommandAndExitsZero() {
        let run = CapturedRun(["--help"])
        #expect(run.exitCode == 0)
        for command in SwiftL10nCommand.commands {
            #expect(run.output.contains("  \(command.name) "), "help does not list \(command.name)")
        }
    }

    @Test func versionPrintsTheVersion() {
        let run = CapturedRun(["--version"])
        #expect(run.exitCode == 0)
        #expect(run.output == "swift-l10n \(SwiftL10nCommand.version)\n")
    }

    @Test func misspelledOptionNamesTheClosestOneAndExitsTwo() {
        let run = CapturedRun(["check", "--formt", "json"])
        #expect(run.exitCode == 2)
        #expect(run.errors.contains("unknown option '--formt'; did you mean '--format'?"))
    }

    @Test func misspelledCommandAndValueAreSuggested() {
        let command = CapturedRun(["chek"])
        #expect(command.exitCode == 2)
        #expect(command.errors.contains("did you mean 'check'?"))
        let value = CapturedRun(["check", "--format=sarf"])
        #expect(value.exitCode == 2)
        #expect(value.errors.contains("did you mean 'sarif'?"))
    }

    @Test func missingValuesAndArgumentsAreUsageErrors() {
        #expect(CapturedRun(["check", "--format"]).errors.contains("needs a value"))
        #expect(CapturedRun(["explain"]).errors.contains("missing RULE"))
        #expect(CapturedRun(["explain", "a", "b"]).exitCode == 2)
        #expect(CapturedRun(["catalog"]).errors.contains("missing subcommand"))
    }

    @Test func subcommandHelpDescribesTheSubcommand() {
        let run = CapturedRun(["catalog", "normalize", "--help"])
        #expect(run.exitCode == 0)
        #expect(run.output.contains("USAGE: swift-l10n catalog normalize [options] FILE…"))
        #expect(run.output.contains("--check"))
    }

    @Test func parserAcceptsBothValueSpellingsAndDoubleDash() throws {
        let spec = CommandSpec(
            name: "t", summary: "",
            options: [OptionSpec("--format", .value(name: "F"), help: ""), OptionSpec("--exclude", .repeatedValue(name: "P"), help: "")],
            positionals: PositionalSpec("PATH", help: ""))
        let parsed = try ArgumentParser.parse(["--format=json", "a", "--exclude", "x", "--exclude=y", "--", "--b"], for: spec, commandPath: "t")
        #expect(parsed.value("--format") == "json")
        #expect(parsed.allValues("--exclude") == ["x", "y"])
        #expect(parsed.positionals == ["a", "--b"])
    }
}
