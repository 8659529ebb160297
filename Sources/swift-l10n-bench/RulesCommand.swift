import Foundation
import LocalizationAnalysis
import WorkspaceDiscovery

/// `swift-l10n-bench rules --work DIR`: what each rule costs on a project, so a slow cold check's
/// findings part can be traced to its rules.
///
/// The project is read once; each run indexes it into a fresh `Workspace` (nothing cached from an
/// earlier run), builds the model, then runs the rules one after the other
/// (`Snapshot.ruleTimings()`: thread CPU time, costliest first as `check` starts them, shared
/// per-model work paid by the first rule that asks). Prints the median per rule over the runs.
enum RulesCommand {
    /// The figures of one rule over all runs.
    struct RuleFigures: Codable {
        /// The rule's id.
        var rule: String
        /// Findings reported (the same in every run).
        var findings: Int
        /// Thread CPU time per run, milliseconds.
        var cpuMilliseconds: [Double]
    }

    /// Measures and prints; exit code 0, or 2 when the folder has nothing to read.
    static func run(_ arguments: BenchArguments) -> Int32 {
        let root = arguments.out!
        let runs = arguments.iterationsGiven ? max(1, arguments.iterations) : 5
        let discovered = WorkspaceDiscovery.discover(root: root)
        guard !discovered.files.isEmpty else {
            reportProgress("rules: nothing to read under \(root)")
            return 2
        }
        let settings = discovered.configurationFile.map { ConfigurationParser.parse($0.bytes).settings }
        var figures: [String: RuleFigures] = [:]
        var order: [String] = []
        var indexMilliseconds: [Double] = []
        var modelMilliseconds: [Double] = []
        let clock = ContinuousClock()
        for run in 0..<runs {
            reportProgress("rules: run \(run + 1) of \(runs)")
            var start = clock.now
            var workspace = Workspace()
            if let settings { workspace.settings = settings }
            workspace.set(files: discovered.files.map { ($0.path, $0.bytes) })
            let snapshot = workspace.snapshot
            indexMilliseconds.append(milliseconds(clock.now - start))
            start = clock.now
            _ = snapshot.model
            modelMilliseconds.append(milliseconds(clock.now - start))
            for timing in snapshot.ruleTimings() {
                if figures[timing.ruleID] == nil {
                    order.append(timing.ruleID)
                    figures[timing.ruleID] = RuleFigures(rule: timing.ruleID, findings: timing.findingsCount, cpuMilliseconds: [])
                }
                figures[timing.ruleID]?.cpuMilliseconds.append(timing.cpuSeconds * 1000)
            }
        }
        let rows = order.compactMap { figures[$0] }.sorted { median($0.cpuMilliseconds) > median($1.cpuMilliseconds) }
        if arguments.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            if let data = try? encoder.encode(rows) { FileHandle.standardOutput.write(data + Data("\n".utf8)) }
            return 0
        }
        let total = rows.map { median($0.cpuMilliseconds) }.reduce(0, +)
        var lines = [
            root,
            "machine: \(BenchRunner.machineDescription())",
            "runs: \(runs); index (wall) median \(format(median(indexMilliseconds))) ms, model (wall) median \(format(median(modelMilliseconds))) ms",
            "rules one after the other, thread CPU ms (median, min–max); shared per-model work is paid by the first rule asking",
            pad("rule", 24) + pad("findings", 10, right: true) + pad("median", 10, right: true) + pad("min–max", 18, right: true) + pad("share", 8, right: true),
        ]
        for row in rows {
            let values = row.cpuMilliseconds
            let share = total > 0 ? median(values) / total * 100 : 0
            lines.append(
                pad(row.rule, 24) + pad("\(row.findings)", 10, right: true) + pad(format(median(values)), 10, right: true)
                    + pad("\(format(values.min() ?? 0))–\(format(values.max() ?? 0))", 18, right: true)
                    + pad("\(format(share)) %", 8, right: true))
        }
        lines.append(pad("all rules", 24) + pad("", 10) + pad(format(total), 10, right: true))
        print(lines.joined(separator: "\n"))
        return 0
    }

    /// The median of `values` (0 when empty).
    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// `duration` in milliseconds.
    static func milliseconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
    }

    /// `value` with one decimal.
    static func format(_ value: Double) -> String {
        String(format: "%.1f", value)
    }

    /// `text` padded with spaces to `width`, on the left when `right`.
    static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
        let spaces = String(repeating: " ", count: max(0, width - text.count))
        return right ? spaces + text : text + spaces
    }
}
