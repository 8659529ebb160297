import Foundation
import LocalizationAnalysis
import LocalizationRules
import TestSupport
import Testing
@testable import LocalizationCLI

/// Runs `swift-l10n` in-process with `directory` as the current directory.
private func run(_ arguments: [String], in directory: String) -> CapturedRun {
    CapturedRun(arguments, currentDirectory: directory)
}

@Suite struct CheckCommandTests {
    @Test func aCleanProjectExitsZeroWithNoOutput() throws {
        let tree = try TemporaryTree(["App/View.swift": "import SwiftUI\nlet x = 1\n"])
        defer { tree.remove() }
        let result = run(["check"], in: tree.root)
        #expect(result.exitCode == 0, "\(result.errors)")
        #expect(result.output == "")
        #expect(result.errors == "swift-l10n: 0 errors, 0 warnings, 0 notes in 1 file\n")
    }

    @Test func anInvalidConfigurationStopsWithPositionsAndExitTwo() throws {
        let tree = try TemporaryTree([
            "App/View.swift": "let x = 1\n",
            ".swift-l10n.json": "{\n  \"requiredLocales\": [\"en\"],\n  \"verdict\": []\n}\n",
        ])
        defer { tree.remove() }
        let result = run(["check", tree.root], in: "/")
        #expect(result.exitCode == 2)
        #expect(result.output == "")
        #expect(result.errors.hasPrefix("\(tree.root)/.swift-l10n.json:3:3: error: unknown field 'verdict' in the configuration; did you mean 'verdicts'? [configuration]\n"))
    }

    @Test func anExplicitConfigurationIsUsedAndAMissingOneIsFatal() throws {
        let tree = try TemporaryTree(["App/View.swift": "", "config/l10n.json": "{ \"exclude\": 1 }"])
        defer { tree.remove() }
        let bad = run(["check", "--config", "config/l10n.json"], in: tree.root)
        #expect(bad.exitCode == 2)
        #expect(bad.errors.contains("config/l10n.json:1:14: error: 'exclude' must be an array, not a number [configuration]"))
        let missing = run(["check", "--config", "nowhere.json"], in: tree.root)
        #expect(missing.exitCode == 2)
        #expect(missing.errors.contains("cannot read configuration nowhere.json"))
    }

    @Test func aMissingPathIsFatal() {
        let result = run(["check", "/nonexistent/swift-l10n-project"], in: "/")
        #expect(result.exitCode == 2)
        #expect(result.errors.contains("cannot check /nonexistent/swift-l10n-project: no such file or directory"))
    }

    @Test func updateBaselineNeedsAFileAndWritesOne() throws {
        let tree = try TemporaryTree(["App/View.swift": "let x = 1\n"])
        defer { tree.remove() }
        let usage = run(["check", "--update-baseline"], in: tree.root)
        #expect(usage.exitCode == 2)
        #expect(usage.errors.contains("--update-baseline needs --baseline FILE"))
        let update = run(["check", "--baseline", "baseline.json", "--update-baseline"], in: tree.root)
        #expect(update.exitCode == 0)
        let written = try String(contentsOfFile: tree.root + "/baseline.json", encoding: .utf8)
        #expect(written == Baseline(findings: []).rendered)
        let checked = run(["check", "--baseline", "baseline.json"], in: tree.root)
        #expect(checked.exitCode == 0)
    }

    @Test func anUnreadableBaselineIsFatal() throws {
        let tree = try TemporaryTree(["bad.json": "{ \"findings\": 3 }"])
        defer { tree.remove() }
        let missing = run(["check", "--baseline", "none.json"], in: tree.root)
        #expect(missing.exitCode == 2)
        #expect(missing.errors.contains("cannot read baseline none.json (create it with --update-baseline)"))
        let bad = run(["check", "--baseline", "bad.json"], in: tree.root)
        #expect(bad.exitCode == 2)
        #expect(bad.errors.contains("bad.json:1:1: a baseline needs a 'findings' array"))
    }

    @Test func checkPrintsExactlyWhatTheAnalysisAPIFinds() throws {
        // The CLI adds nothing and drops nothing: its JSON lists the snapshot's findings one to one.
        let tree = try TemporaryTree([
            "App/View.swift": "import SwiftUI\nstruct V: View { var body: some View { Text(\"greeting\") } }\n",
            "App/Localizable.xcstrings": "{ \"sourceLanguage\": \"en\", \"strings\": { \"unused\": {} }, \"version\": \"1.0\" }\n",
        ])
        defer { tree.remove() }
        let loaded = try LoadedProject.load(root: tree.root, configurationPath: nil, context: CapturedRun.context(currentDirectory: "/")).get()
        let expected = CheckReport(findings: loaded.reportedFindings(), rules: RuleRegistry.descriptions, toolVersion: SwiftL10nCommand.version)
        let result = run(["check", "--format", "json", "--fail-on", "error", tree.root], in: "/")
        #expect(result.output == expected.rendered(as: .json))
        #expect(result.exitCode == (loaded.snapshot.allFindings().contains { $0.severity == .error } ? 1 : 0))
    }
}

@Suite struct CheckConfigurationFindingsTests {
    @Test func staleConfigurationEntriesArePrintedAtTheirLineInTheConfiguration() throws {
        let tree = try TemporaryTree([
            ".swift-l10n.json": "{\n  \"debt\": [\n    { \"key\": \"gone.key\", \"locale\": \"de\", \"reason\": \"waiting\" }\n  ]\n}\n",
            "App/View.swift": "let x = 1\n",
        ])
        defer { tree.remove() }
        let result = CapturedRun(["check", "."], currentDirectory: tree.root)
        #expect(result.output == ".swift-l10n.json:3:5: warning: debt for 'gone.key' in de covers no finding any more (translated or removed): delete the entry [stale-config]\n")
        #expect(result.exitCode == 1)
        // `--fail-on error` lets the warning through without hiding it.
        let lenient = CapturedRun(["check", "--fail-on", "error"], currentDirectory: tree.root)
        #expect(lenient.exitCode == 0)
        #expect(lenient.output == result.output)
    }
}

@Suite struct CheckSeveralRootsTests {
    @Test func eachRootKeepsItsConfigurationAndPrefixesItsPaths() throws {
        let configuration = "{\n  \"criticalTables\": [\"Gone\"]\n}\n"
        let tree = try TemporaryTree([
            "One/.swift-l10n.json": configuration,
            "Two/.swift-l10n.json": "{}",
            "Two/Sub/.swift-l10n.json": configuration,
        ])
        defer { tree.remove() }
        let result = CapturedRun(["check", "One", "Two/Sub/", "Two"], currentDirectory: tree.root)
        #expect(result.output == """
            One/.swift-l10n.json:2:22: warning: critical table 'Gone' is defined by no catalog or strings file: remove it from criticalTables [stale-config]
            Two/Sub/.swift-l10n.json:2:22: warning: critical table 'Gone' is defined by no catalog or strings file: remove it from criticalTables [stale-config]

            """)
        #expect(result.exitCode == 1)
        let json = CapturedRun(["check", "--format", "json", "One"], currentDirectory: tree.root)
        #expect(json.output.contains("\"root\": \"One\",\n      \"file\": \".swift-l10n.json\""))
    }
}
