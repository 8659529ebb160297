import Foundation
import LocalizationRules
import Testing

/// Every rule's examples are its tests: one parameterized test runs them all.
@Suite struct RuleExampleTests {
    /// Triggering examples produce exactly the marked findings; non-triggering ones none.
    @Test(arguments: RuleRegistry.descriptions)
    func examplesBehaveAsDocumented(_ description: RuleDescription) {
        #expect(!description.triggering.isEmpty, "\(description.id) has no triggering example")
        #expect(!description.nonTriggering.isEmpty, "\(description.id) has no non-triggering example")
        for example in description.triggering {
            if let mismatch = exampleMismatch(ruleID: description.id, example: example, expectFindings: true) {
                Issue.record(Comment(rawValue: mismatch))
            }
        }
        for example in description.nonTriggering {
            if let mismatch = exampleMismatch(ruleID: description.id, example: example, expectFindings: false) {
                Issue.record(Comment(rawValue: mismatch))
            }
        }
    }

    /// Descriptions are complete enough to document the rule.
    @Test(arguments: RuleRegistry.descriptions)
    func descriptionIsComplete(_ description: RuleDescription) {
        #expect(description.id.allSatisfy { $0.isLowercase || $0 == "-" }, "id must be kebab-case")
        #expect(!description.name.isEmpty)
        #expect(description.summary.hasSuffix("."), "summary is one sentence ending in a period")
        #expect(!description.rationale.isEmpty)
        #expect(!description.fixes.isEmpty)
    }

    /// Each file under `Rules/` declares one registered rule, and each registered rule has a file
    /// named after its id (`missing-translation` ↔ `MissingTranslationRule.swift`).
    @Test func ruleFilesMatchRegistry() throws {
        let rulesFolder = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/LocalizationRules/Rules")
        let enumerator = FileManager.default.enumerator(at: rulesFolder, includingPropertiesForKeys: nil)
        var fileIDs: Set<String> = []
        while let url = enumerator?.nextObject() as? URL {
            let name = url.lastPathComponent
            guard name.hasSuffix("Rule.swift") else { continue }
            fileIDs.insert(kebabCase(String(name.dropLast("Rule.swift".count))))
        }
        let registryIDs = Set(RuleRegistry.all.map { $0.id })
        #expect(fileIDs == registryIDs, "files without registry entry: \(fileIDs.subtracting(registryIDs)); registry ids without file: \(registryIDs.subtracting(fileIDs))")
        #expect(registryIDs.count == RuleRegistry.all.count, "duplicate rule ids")
    }

    /// `MissingTranslation` → `missing-translation`.
    private func kebabCase(_ camel: String) -> String {
        var result = ""
        for character in camel {
            if character.isUppercase, !result.isEmpty { result.append("-") }
            result.append(contentsOf: character.lowercased())
        }
        return result
    }
}
