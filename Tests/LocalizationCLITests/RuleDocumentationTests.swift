import Foundation
import LocalizationRules
import Testing
@testable import LocalizationCLI

/// A description with every part filled, for the renderers.
private let sample = RuleDescription(
    id: "missing-key", name: "Missing Key", defaultSeverity: .error,
    summary: "A key used in code that no catalog has | not even one.",
    rationale: "Users see the raw key.\n\nEspecially for identifier keys.",
    triggering: [Example(#"Text("1️⃣greeting")"#)],
    nonTriggering: [Example(#"Text(verbatim: "greeting")"#), Example("hidden", isExcludedFromDocumentation: true)],
    fixes: ["Add the key to the catalog.", "Fix the typo."],
    deprecatedAliases: ["unknown-key"])

@Suite struct RuleDocumentationTests {
    @Test func readmeRulesTableIsGeneratedFromTheDescriptions() throws {
        let path = PackagePaths.path("README.md")
        let readme = try String(contentsOfFile: path, encoding: .utf8)
        let fresh = try #require(
            RuleDocumentation.replacingGeneratedSection(in: readme, with: RuleDocumentation.markdownTable(RuleRegistry.descriptions)),
            "README.md lacks the \(RuleDocumentation.readmeBeginMarker) / \(RuleDocumentation.readmeEndMarker) markers")
        if fresh != readme, PackagePaths.updatesGoldens {
            try fresh.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(fresh == readme, "README.md's rules table is stale: run UPDATE_GOLDENS=1 swift test --filter RuleDocumentationTests")
    }

    @Test func rulesPageIsGeneratedFromTheDescriptions() throws {
        let path = PackagePaths.path(RuleDocumentation.pagePath)
        let fresh = RuleDocumentation.markdownPage(RuleRegistry.descriptions)
        let page = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        if fresh != page, PackagePaths.updatesGoldens {
            try fresh.write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(fresh == page, "\(RuleDocumentation.pagePath) is stale: run UPDATE_GOLDENS=1 swift test --filter RuleDocumentationTests")
    }

    @Test func rulesPageHasOneSectionPerRuleWithItsExamplesAndFixes() {
        let page = RuleDocumentation.markdownPage([sample])
        #expect(page.contains("- [`missing-key`](#missing-key): A key used in code that no catalog has \\| not even one.\n"))
        #expect(page.contains("\n## missing-key\n\n**Missing Key**, default severity: error.\n"))
        #expect(page.contains("Reported:\n\n```swift\nText(\"↓greeting\")\n```"))
        #expect(page.contains("Not reported:\n\n```swift\nText(verbatim: \"greeting\")\n```"))
        #expect(!page.contains("hidden"))
        #expect(page.contains("How to fix:\n\n- Add the key to the catalog.\n- Fix the typo."))
        #expect(page.contains("Also accepted in configuration as: `unknown-key`."))
    }

    @Test func markdownTableHasOneEscapedRowPerRule() {
        #expect(RuleDocumentation.markdownTable([sample]) == """
            <!-- Generated from the rules' descriptions by `swift-l10n rules --format markdown`; a test keeps it fresh. -->
            | Rule | Default | Finds |
            |---|---|---|
            | [`missing-key`](docs/rules.md#missing-key) | error | A key used in code that no catalog has \\| not even one. |

            """)
    }

    @Test func replacingTheSectionKeepsTheMarkersAndTheRest() {
        let text = "intro\n<!-- rules:begin -->\nold\n<!-- rules:end -->\noutro\n"
        #expect(RuleDocumentation.replacingGeneratedSection(in: text, with: "new\n") == "intro\n<!-- rules:begin -->\nnew\n<!-- rules:end -->\noutro\n")
        #expect(RuleDocumentation.replacingGeneratedSection(in: "no markers", with: "x") == nil)
    }

    @Test func explanationShowsEveryPartWithMarkersAsArrows() {
        #expect(RuleDocumentation.explanation(sample) == """
            missing-key: Missing Key
            Default severity: error

            A key used in code that no catalog has | not even one.

            Why it matters:
              Users see the raw key.

              Especially for identifier keys.

            Reported (↓ marks each finding):
              Text("↓greeting")

            Not reported:
              Text(verbatim: "greeting")

            How to fix:
              - Add the key to the catalog.
              - Fix the typo.

            Also accepted in configuration as: unknown-key

            Configure in .swift-l10n.json: "severity": { "missing-key": "off" | "info" | "warning" | "error" }

            """)
    }

    @Test func textListAlignsColumns() {
        #expect(RuleDocumentation.textList([sample]) == """
            RULE         DEFAULT  SUMMARY
            missing-key  error    A key used in code that no catalog has | not even one.

            See 'swift-l10n explain RULE' for one rule's rationale, examples and fixes.

            """)
    }

    @Test func rulesAndExplainCommandsPrintFromTheRegistry() {
        let rules = CapturedRun(["rules"])
        #expect(rules.exitCode == 0)
        #expect(rules.output == RuleDocumentation.textList(RuleRegistry.descriptions))
        let markdown = CapturedRun(["rules", "--format", "markdown"])
        #expect(markdown.output == RuleDocumentation.markdownTable(RuleRegistry.descriptions))
        for rule in RuleRegistry.descriptions {
            let explain = CapturedRun(["explain", rule.id])
            #expect(explain.exitCode == 0)
            #expect(explain.output == RuleDocumentation.explanation(rule))
        }
        let unknown = CapturedRun(["explain", "no-such-rule"])
        #expect(unknown.exitCode == 2)
        #expect(unknown.errors.contains("unknown rule 'no-such-rule'"))
    }
}
