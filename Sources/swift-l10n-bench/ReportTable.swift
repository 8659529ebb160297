import Foundation
import ProjectGenerator

/// Renders a `BenchReport` as the table the README shows.
enum ReportTable {
    /// The whole report as text.
    static func render(_ report: BenchReport) -> String {
        let sizes = report.sizes
        var rows: [[String]] = []
        var notes: [String] = []
        func note(_ text: String?) {
            guard let text, !notes.contains(text) else { return }
            notes.append(text)
        }
        func row(_ name: String, growth metric: ((SizeReport) -> Double?)? = nil, _ cell: (SizeReport) -> String) {
            var cells = [name] + sizes.map(cell)
            if let metric {
                cells.append(BudgetCheck.growthExponents(sizes, metric).map { $0.map { String(format: "%.2f", $0) } ?? "–" }.joined(separator: " "))
            } else {
                cells.append("")
            }
            rows.append(cells)
        }
        func milliseconds(_ seconds: Double?) -> String { seconds.map { String(format: "%.1f", $0 * 1000) } ?? "n/a" }
        func megabytes(_ bytes: Int?) -> String { bytes.map { String(format: "%.0f", Double($0) / 1_048_576) } ?? "n/a" }
        func percentiles(_ values: [Double]?) -> String {
            guard let values, !values.isEmpty else { return "n/a" }
            return "\(milliseconds(Percentile.of(values, 50))) / \(milliseconds(Percentile.of(values, 99))) (n=\(values.count))"
        }

        row("Swift files / lines") { "\($0.swiftFiles) / \($0.swiftLines)" }
        row("keys × locales") { "\($0.keys) × \($0.locales)" }
        row("input (MB)") { megabytes($0.inputBytes) }
        row("floor: read the bytes (ms)", growth: { $0.probe.value?.readFloorSeconds }) {
            note($0.probe.unavailable.map { "in-process: \($0)" })
            return milliseconds($0.probe.value?.readFloorSeconds)
        }
        // Repeated figures: the median, then the range of the runs.
        func spread(_ spread: MeasurementSpread?) -> String {
            guard let spread else { return "n/a" }
            return milliseconds(spread.median) + " (\(milliseconds(spread.minimum))–\(milliseconds(spread.maximum)), n=\(spread.count))"
        }
        func probeRow(_ name: String, _ figure: @escaping (IndexProbeResult) -> Double?) {
            row(name, growth: { $0.probeSpread(figure)?.median }) { spread($0.probeSpread(figure)) }
        }
        probeRow("discover: walk + read, median (ms)", \.discoverSeconds)
        probeRow("discover CPU, median (ms)", \.discoverCPUSeconds)
        probeRow("index, in-process, median (ms)", \.indexSeconds)
        probeRow("index CPU, median (ms)", \.indexCPUSeconds)
        probeRow("all findings, in-process, median (ms)", \.findingsSeconds)
        probeRow("all findings CPU, median (ms)", \.findingsCPUSeconds)
        row("peak memory after index, largest (MB)", growth: { $0.largestPeakMemoryAfterIndexBytes.map(Double.init) }) { size in
            let peaks = size.probeRuns.map(\.peakMemoryAfterIndexBytes)
            guard let largest = peaks.max(), let smallest = peaks.min() else { return "n/a" }
            return "\(megabytes(largest)) (\(megabytes(smallest))–\(megabytes(largest)), n=\(peaks.count))"
        }
        row("cold check, median (ms)", growth: { $0.check.value.flatMap { Percentile.of($0.runSeconds, 50) } }) {
            note($0.check.unavailable.map { "check: \($0)" })
            return spread($0.check.value.flatMap { MeasurementSpread($0.runSeconds) })
        }
        row("cold check CPU, median (ms)", growth: { $0.check.value?.runCPUSeconds.flatMap { MeasurementSpread($0)?.median } }) {
            spread($0.check.value?.runCPUSeconds.flatMap { MeasurementSpread($0) })
        }
        row("cold check peak memory (MB)", growth: { $0.check.value.map { Double($0.peakMemoryBytes) } }) {
            megabytes($0.check.value?.peakMemoryBytes)
        }
        row("rescan per keystroke p50 / p99 (ms)") { percentiles($0.probe.value?.rescanSeconds) }
        row("rescan per keystroke, CPU p50 / p99 (ms)") { percentiles($0.probe.value?.rescanCPUSeconds) }
        row("LSP open → first diagnostics (ms)") {
            note($0.languageServer.unavailable.map { "lsp: \($0)" })
            if let server = $0.languageServer.value, !server.truncatedSeries.isEmpty {
                note("lsp ×\($0.multiplier): cut short (\(Int(LanguageServerBenchmark.seriesTimeCap)) s cap or no reply): "
                    + server.truncatedSeries.joined(separator: "; "))
            }
            return milliseconds($0.languageServer.value?.openToFirstDiagnosticsSeconds)
        }
        row("LSP keystroke → diagnostics p50 / p99 (ms, incl. \(LanguageServerBenchmark.debounceMilliseconds) ms debounce)") { size in
            guard let server = size.languageServer.value else { return "n/a" }
            return percentiles(server.keystrokeSeconds) + (server.keystrokeTimeouts > 0 ? " (\(server.keystrokeTimeouts) lost)" : "")
        }
        row("LSP hover p50 / p99 (ms)") { percentiles($0.languageServer.value?.hoverSeconds) }
        row("LSP completion p50 / p99 (ms)") { percentiles($0.languageServer.value?.completionSeconds) }
        row("LSP code action p50 / p99 (ms)") { percentiles($0.languageServer.value?.codeActionSeconds) }
        row("LSP server memory: resident after typing / peak (MB)") { size in
            guard let server = size.languageServer.value else { return "n/a" }
            return "\(megabytes(server.serverResidentBytes)) / \(megabytes(server.serverPeakBytes))"
        }
        row("planted defects found / missed / unexpected") { size in
            note(size.probeRunsDisagree.map { "PROBE RUNS DISAGREE at ×\(size.multiplier): \($0)" })
            guard let comparison = size.correctness.value else { return "n/a" }
            note("correctness source: \(comparison.source)")
            return "\(comparison.matched) / \(comparison.missed.count) / \(comparison.unexpected.count)"
        }

        let header = ["", ] + sizes.map { "×\($0.multiplier)" } + ["growth k"]
        var text = "swift-l10n-bench: scale \(report.scale), seed \(report.seed)\nmachine: \(report.machine)\ntool: \(report.tool)\n\n"
        text += table([header] + rows)
        text += "\ngrowth k: cost ∝ size^k between consecutive sizes (1.00 = linear)\n"
        if !notes.isEmpty {
            text += "\nnotes:\n" + notes.map { "  - \($0)\n" }.joined()
        }
        text += "\nbudgets:\n"
        for budget in report.budgets {
            let measured = budget.measured.map { String(format: "%.2f", $0) } ?? "–"
            let margin = budget.measured.map { value in
                String(format: " (%.0f%% of the limit)", value / budget.limit * 100)
            } ?? ""
            text += "  \(budget.verdict.hasPrefix("n/a") ? "·" : budget.verdict == "holds" ? "✓" : "✗") \(budget.name): \(measured) \(budget.unit) < \(String(format: "%g", budget.limit)) \(budget.unit) — \(budget.verdict)\(budget.verdict.hasPrefix("n/a") ? "" : margin)\n"
        }
        return text
    }

    /// Missed and unexpected findings, per size, for standard error.
    static func differences(_ sizes: [SizeReport]) -> String {
        var text = ""
        var previous: (missed: [PlantedDefect], unexpected: [ObservedFinding])?
        for size in sizes {
            guard let comparison = size.correctness.value, !comparison.isExact else { continue }
            text += "\nFINDINGS DIFFER FROM THE PLANTED DEFECTS at ×\(size.multiplier) (\(comparison.source)):\n"
            if let previous, previous.missed == comparison.missed, previous.unexpected.count == comparison.unexpected.count {
                text += "  the same missed defects as above; \(comparison.unexpected.count) unexpected findings\n"
                continue
            }
            previous = (comparison.missed, comparison.unexpected)
            for defect in comparison.missed {
                let place = defect.locations.first.map { "\($0.file):\($0.line)" } ?? "?"
                text += "  missed      \(defect.rule) at \(place) \(defect.key.map { "key \($0)" } ?? "")\(defect.locale.map { " [\($0)]" } ?? ""): \(defect.note)\n"
            }
            for finding in comparison.unexpected.prefix(40) {
                text += "  unexpected  \(finding.rule) at \(finding.file):\(finding.line): \(finding.message)\n"
            }
            if comparison.unexpected.count > 40 {
                let byRule = Dictionary(grouping: comparison.unexpected, by: \.rule).mapValues(\.count)
                text += "  … \(comparison.unexpected.count) unexpected in all: "
                    + byRule.sorted { $0.value > $1.value }.map { "\($0.key) \($0.value)" }.joined(separator: ", ") + "\n"
            }
        }
        return text
    }

    /// Left-aligned first column, right-aligned others.
    private static func table(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = [Int](repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        var text = ""
        for row in rows {
            var line = ""
            for (index, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                line += index == 0 ? cell + padding : "  " + padding + cell
            }
            text += line + "\n"
        }
        return text
    }
}
