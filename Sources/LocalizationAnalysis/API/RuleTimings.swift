import Foundation
import LocalizationRules

/// What one rule cost on a snapshot, measured by `Snapshot.ruleTimings()`.
public struct RuleTiming: Sendable {
    /// The rule's id.
    public let ruleID: String
    /// CPU time of the thread that ran the rule, in seconds.
    public let cpuSeconds: Double
    /// Wall time of the rule, in seconds.
    public let wallSeconds: Double
    /// How many findings it reported (before severities, sorting and deduplication).
    public let findingsCount: Int
}

extension Snapshot {
    /// Runs every enabled rule once, one after the other on the calling thread, and says what
    /// each cost: where a cold check's findings time goes (`swift-l10n-bench rules`).
    ///
    /// The rules run in the order `allFindings()` starts them (costliest first), each on a fresh
    /// context; what rules share and compute once per model (the format pairs, the usages' key
    /// index, name evidence) is paid by the first rule that asks, so a figure is "this rule in
    /// this order". `stale-config` runs last as in `allFindings()`, from the findings of this
    /// run. Nothing is cached on the snapshot: timing a snapshot whose findings were computed
    /// measures the rules on a warm model.
    public func ruleTimings() -> [RuleTiming] {
        FindingEngine(model: model).timedRun()
    }
}

extension FindingEngine {
    /// Every enabled rule run serially, in start order, with its thread CPU and wall time.
    func timedRun() -> [RuleTiming] {
        let settings = model.index.settings
        let enabled = RuleRegistry.all.filter { settings.severities[$0.id] != .off }
        let ordered = enabled.filter { $0 != StaleConfigRule.self }
            .enumerated()
            .sorted { (Self.cost(of: $0.element.id), -$0.offset) > (Self.cost(of: $1.element.id), -$1.offset) }
            .map(\.element)
        var timings: [RuleTiming] = []
        var byRule: [String: (findings: [Finding], usedAllowlists: Bool)] = [:]
        func measure(_ rule: any Rule.Type, _ body: () -> [Finding]) {
            let wallStart = ContinuousClock.now
            let cpuStart = Self.threadCPUSeconds()
            let findings = body()
            let cpu = Self.threadCPUSeconds() - cpuStart
            let wall = ContinuousClock.now - wallStart
            timings.append(
                RuleTiming(
                    ruleID: rule.id, cpuSeconds: cpu,
                    wallSeconds: Double(wall.components.seconds) + Double(wall.components.attoseconds) / 1e18,
                    findingsCount: findings.count))
        }
        for rule in ordered {
            measure(rule) {
                let allowlistUse = AllowlistUse()
                let findings = rule.init().check(RuleContext(model: model, settings: settings, allowlistUse: allowlistUse))
                byRule[rule.id] = (findings, allowlistUse.didMatch)
                return findings
            }
        }
        if enabled.contains(where: { $0 == StaleConfigRule.self }) {
            measure(StaleConfigRule.self) {
                var context = RuleContext(model: model)
                if !settings.debt.isEmpty || !settings.verdicts.isEmpty || !settings.templateLists.isEmpty {
                    context.findingsWithoutAllowlists = StaleConfigRule.findingsWithoutAllowlists(context, earlier: byRule)
                }
                return StaleConfigRule().check(context)
            }
        }
        return timings
    }

    /// The CPU time the calling thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
