import LocalizationIndex
import LocalizationRules

/// Runs the rules over an index and applies what the settings say about severities.
struct FindingEngine {
    /// The project to check.
    let model: ProjectModel

    /// Every finding of every enabled rule, with configured severities, sorted and deduplicated.
    ///
    /// Every rule runs once; `stale-config` runs last and reads the others' findings (it needs
    /// what they report without the allowlists, which for most rules is what they just reported).
    func run() -> [Finding] {
        run(stoppingWhen: { false }) ?? []
    }

    /// `run()`, asking `isCancelled` before each rule; `nil` as soon as it answers `true` (an
    /// editor cancelled the request that needed the findings).
    func run(stoppingWhen isCancelled: () -> Bool) -> [Finding]? {
        let settings = model.index.settings
        var findings: [Finding] = []
        var byRule: [String: (findings: [Finding], usedAllowlists: Bool)] = [:]
        func add(_ ruleFindings: [Finding], of rule: any Rule.Type) {
            let override = settings.severities[rule.id]
            for var finding in ruleFindings {
                if let override, let severity = Severity(name: override.rawValue) {
                    finding.severity = severity
                }
                findings.append(finding)
            }
        }
        let enabled = RuleRegistry.all.filter { settings.severities[$0.id] != .off }
        for rule in enabled where rule != StaleConfigRule.self {
            if isCancelled() { return nil }
            let allowlistUse = AllowlistUse()
            let ruleFindings = rule.init().check(RuleContext(model: model, settings: settings, allowlistUse: allowlistUse))
            byRule[rule.id] = (ruleFindings, allowlistUse.didMatch)
            add(ruleFindings, of: rule)
        }
        if enabled.contains(where: { $0 == StaleConfigRule.self }) {
            var context = RuleContext(model: model)
            if !settings.debt.isEmpty || !settings.verdicts.isEmpty || !settings.templateLists.isEmpty {
                context.findingsWithoutAllowlists = StaleConfigRule.findingsWithoutAllowlists(context, earlier: byRule)
            }
            add(StaleConfigRule().check(context), of: StaleConfigRule.self)
        }
        return Self.sortedUnique(findings)
    }

    /// The rules whose findings are located only in table files, project files or the
    /// configuration, never in Swift code: `run(locatedIn:)` skips them for a Swift file. A rule
    /// not listed runs (a new rule costs time there, never a missing diagnostic);
    /// `FileFirstFindingsTests` checks the list against every rule's examples.
    static let rulesNeverReportingInSwiftFiles: Set<String> = [
        "catalog-structure", "critical-table", "format-mismatch", "missing-translation", "needs-review",
        "plural-categories", "positional-specifiers", "stale-config", "stale-entry", "strings-syntax", "stringsdict-structure",
        "unused-key", "usage-description",
    ]

    /// The rules that judge each usage (or verbatim candidate) alone against the project's
    /// tables and declarations, reporting at the usage: for one file they need only that file's
    /// usages (`ProjectModel.restricted(toPath:)`). Any other rule sees the whole model.
    static let rulesJudgingOneUsageAtATime: Set<String> = [
        "dynamic-key", "missing-bundle", "missing-key", "unresolvable-key", "verbatim-text",
    ]

    /// The findings `run()` reports located in the Swift file at `path`, without running the
    /// rules that never report in Swift code (the editor's file-first path: the project-wide
    /// rules over catalogs run later, in the full pass).
    func run(locatedInSwiftFile path: String) -> [Finding] {
        let settings = model.index.settings
        var context = RuleContext(model: model)
        context.focusPath = path
        let fileContext = RuleContext(model: model.restricted(toPath: path))
        var findings: [Finding] = []
        for rule in RuleRegistry.all where !Self.rulesNeverReportingInSwiftFiles.contains(rule.id) {
            let override = settings.severities[rule.id]
            if override == .off { continue }
            let ruleContext = Self.rulesJudgingOneUsageAtATime.contains(rule.id) ? fileContext : context
            for var finding in rule.init().check(ruleContext) where finding.path == path {
                if let override, let severity = Severity(name: override.rawValue) {
                    finding.severity = severity
                }
                findings.append(finding)
            }
        }
        return Self.sortedUnique(findings)
    }

    /// `findings` in report order without duplicates.
    static func sortedUnique(_ findings: [Finding]) -> [Finding] {
        var findings = findings
        findings.sort()
        var unique: [Finding] = []
        unique.reserveCapacity(findings.count)
        for finding in findings where unique.last != finding {
            unique.append(finding)
        }
        return unique
    }
}
