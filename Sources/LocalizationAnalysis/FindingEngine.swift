import Foundation
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
    ///
    /// The rules run at the same time on the processor's cores (they only read the model), the
    /// costliest first (`cost(of:)`); each rule's findings are kept apart and joined in registry
    /// order, so the result never depends on the schedule. `isCancelled` is asked by the threads
    /// running rules, one at a time, and not again once it said `true`.
    func run(stoppingWhen isCancelled: () -> Bool) -> [Finding]? {
        let settings = model.index.settings
        let enabled = RuleRegistry.all.filter { settings.severities[$0.id] != .off }
        let independent = enabled.filter { $0 != StaleConfigRule.self }
        return withoutActuallyEscaping(isCancelled) { isCancelled in
            let cancellation = Cancellation(isCancelled)
            return run(independent, enabled: enabled, settings: settings, cancellation: cancellation)
        }
    }

    /// `run(stoppingWhen:)` once the rules are chosen: `independent` at the same time, then
    /// `stale-config` if enabled.
    private func run(
        _ independent: [any Rule.Type], enabled: [any Rule.Type], settings: AnalysisSettings, cancellation: Cancellation
    ) -> [Finding]? {
        let results = ConcurrentMap.map(independent.count, cost: { Self.cost(of: independent[$0].id) }) { position -> (findings: [Finding], usedAllowlists: Bool)? in
            if cancellation.isCancelled { return nil }
            let allowlistUse = AllowlistUse()
            let findings = independent[position].init().check(RuleContext(model: model, settings: settings, allowlistUse: allowlistUse))
            return (findings, allowlistUse.didMatch)
        }
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
        for (rule, result) in zip(independent, results) {
            guard let result else { return nil }
            byRule[rule.id] = result
            add(result.findings, of: rule)
        }
        if enabled.contains(where: { $0 == StaleConfigRule.self }) {
            if cancellation.isCancelled { return nil }
            var context = RuleContext(model: model)
            if !settings.debt.isEmpty || !settings.verdicts.isEmpty || !settings.templateLists.isEmpty {
                context.findingsWithoutAllowlists = StaleConfigRule.findingsWithoutAllowlists(context, earlier: byRule)
            }
            add(StaleConfigRule().check(context), of: StaleConfigRule.self)
        }
        return Self.sortedUnique(findings)
    }

    /// The rules that take longest on a whole project, costliest first (measured at the seeds'
    /// scale: 1,500 Swift files, 7,800 keys × 6 locales). `run` starts them first so that no core
    /// waits at the end for a long rule started last; rules not listed are short. Speed only:
    /// the order never changes the findings.
    static let rulesStartedFirst: [String] = [
        "format-mismatch", "unused-key", "missing-translation", "plural-categories", "missing-key",
        "unresolvable-key", "usage-description", "dynamic-key",
    ]

    /// The rules `run` starts after all others: `positional-specifiers` reads the pairs
    /// `format-mismatch` makes (`FormatComparison`), and started early it would wait for them.
    static let rulesStartedLast: Set<String> = ["positional-specifiers"]

    /// The scheduling cost of the rule `id`: the rules of `rulesStartedFirst` in their order, then
    /// the others, then `rulesStartedLast`.
    static func cost(of id: String) -> Int {
        if let position = rulesStartedFirst.firstIndex(of: id) { return 2 + rulesStartedFirst.count - position }
        return rulesStartedLast.contains(id) ? 0 : 1
    }

    /// The rules whose findings are located only in table files, project files or the
    /// configuration, never in Swift or Objective-C code: `run(locatedInCodeFile:)` skips them. A rule
    /// not listed runs (a new rule costs time there, never a missing diagnostic);
    /// `FileFirstFindingsTests` checks the list against every rule's examples.
    static let rulesNeverReportingInCode: Set<String> = [
        "catalog-structure", "critical-table", "format-mismatch", "missing-translation", "needs-review",
        "plural-categories", "positional-specifiers", "stale-config", "stale-entry", "strings-syntax", "stringsdict-structure",
        "unshipped-locale", "unused-key", "usage-description",
    ]

    /// The rules that judge each usage (or verbatim candidate) alone against the project's
    /// tables and declarations, reporting at the usage: for one file they need only that file's
    /// usages (`ProjectModel.restricted(toPath:)`). Any other rule sees the whole model.
    static let rulesJudgingOneUsageAtATime: Set<String> = [
        "dynamic-key", "missing-bundle", "missing-key", "unresolvable-key", "verbatim-text",
    ]

    /// The findings `run()` reports located in the Swift or Objective-C file at `path`, without
    /// running the rules that never report in code (the editor's file-first path: the project-wide
    /// rules over catalogs run later, in the full pass). With `memory`, the rules judging one
    /// usage at a time judge again only what an edit inside one literal changed
    /// (`UsageFindingsMemory`).
    func run(locatedInCodeFile path: String, memory: UsageFindingsMemory? = nil) -> [Finding] {
        let settings = model.index.settings
        var context = RuleContext(model: model)
        context.focusPath = path
        let enabled = RuleRegistry.all.filter { !Self.rulesNeverReportingInCode.contains($0.id) && settings.severities[$0.id] != .off }
        let perUsage = enabled.filter { Self.rulesJudgingOneUsageAtATime.contains($0.id) }
        /// The findings of `rules` over `context` located in `path`, with configured severities.
        func findings(of rules: [any Rule.Type], in context: RuleContext) -> [Finding] {
            var findings: [Finding] = []
            for rule in rules {
                let override = settings.severities[rule.id]
                for var finding in rule.init().check(context) where finding.path == path {
                    if let override, let severity = Severity(name: override.rawValue) {
                        finding.severity = severity
                    }
                    findings.append(finding)
                }
            }
            return findings
        }
        let judge = { (restricted: ProjectModel) in
            // Focused too: a rule's project-wide part located elsewhere (missing-key's storyboard
            // texts) is not computed for findings that would be dropped.
            var judging = RuleContext(model: restricted)
            judging.focusPath = path
            return findings(of: perUsage, in: judging)
        }
        var all = memory?.findings(inPath: path, of: model, judge: judge) ?? judge(model.restricted(toPath: path))
        all += findings(of: enabled.filter { !Self.rulesJudgingOneUsageAtATime.contains($0.id) }, in: context)
        return Self.sortedUnique(all)
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

/// A caller's "stop now?" question shared by the threads running rules: asked by one thread at a
/// time (the caller's closure need not be thread-safe), and never again once it answered `true`.
private final class Cancellation: @unchecked Sendable {
    /// Serializes the calls to `ask` and guards `isStopped`.
    private let lock = NSLock()
    /// The caller's question.
    private let ask: () -> Bool
    /// Whether `ask` answered `true` once.
    private var isStopped = false

    /// Wraps `ask`, which must stay valid while the rules run.
    init(_ ask: @escaping () -> Bool) {
        self.ask = ask
    }

    /// Whether the run should stop.
    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        if !isStopped && ask() { isStopped = true }
        return isStopped
    }
}
