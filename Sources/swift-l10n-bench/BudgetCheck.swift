import Foundation
import ProjectGenerator

/// The product's budgets (product.md, issue 8) set against the measurements.
enum BudgetCheck {
    /// Largest growth exponent still called linear (cost ∝ size^k); above it, growth is superlinear.
    static let linearExponentLimit = 1.15

    /// A verdict per budget that applies to `scale`; the others say which scale measures them.
    static func verdicts(for sizes: [SizeReport], scale: ProjectScale) -> [BudgetVerdict] {
        var verdicts: [BudgetVerdict] = []
        let base = sizes.first { $0.multiplier == 1 }
        func verdict(_ name: String, limit: Double, unit: String, _ measured: Double?, missing: String) -> BudgetVerdict {
            guard let measured else { return BudgetVerdict(name: name, limit: limit, unit: unit, measured: nil, verdict: "n/a: \(missing)") }
            return BudgetVerdict(name: name, limit: limit, unit: unit, measured: measured, verdict: measured < limit ? "holds" : "missed")
        }

        let checkMedian = base?.check.value.flatMap { Percentile.of($0.runSeconds, 50) }.map { $0 * 1000 }
        verdicts.append(verdict(
            "cold check, seeds' scale ×1", limit: 500, unit: "ms", scale == .seeds ? checkMedian : nil,
            missing: scale == .seeds ? (base?.check.unavailable ?? "no ×1 run") : "measured with --scale seeds"))
        verdicts.append(verdict(
            "index, large scale ×1 (median of the probe runs)", limit: 1500, unit: "ms",
            scale == .large ? base?.medianIndexSeconds.map { $0 * 1000 } : nil,
            missing: scale == .large ? (base?.probe.unavailable ?? "no ×1 run") : "measured with --scale large"))
        verdicts.append(verdict(
            "index memory, large scale ×1 (largest of the probe runs)", limit: 300, unit: "MB",
            scale == .large ? base?.largestPeakMemoryAfterIndexBytes.map { Double($0) / 1_048_576 } : nil,
            missing: scale == .large ? (base?.probe.unavailable ?? "no ×1 run") : "measured with --scale large"))
        let server = base?.languageServer.value
        let serverMissing = base?.languageServer.unavailable ?? (base == nil ? "no ×1 run" : "no samples (--iterations 0)")
        verdicts.append(verdict(
            "keystroke → diagnostics p99 beyond the \(LanguageServerBenchmark.debounceMilliseconds) ms debounce", limit: 10, unit: "ms",
            server.flatMap { Percentile.of($0.keystrokeSeconds, 99) }.map { $0 * 1000 - Double(LanguageServerBenchmark.debounceMilliseconds) },
            missing: serverMissing))
        for (name, values) in [
            ("hover p99", server?.hoverSeconds), ("completion p99", server?.completionSeconds),
            ("code action p99", server?.codeActionSeconds),
        ] {
            verdicts.append(verdict(name, limit: 5, unit: "ms", values.flatMap { Percentile.of($0, 99) }.map { $0 * 1000 }, missing: serverMissing))
        }

        for (name, metric) in growthMetrics {
            let exponents = growthExponents(sizes, metric)
            verdicts.append(verdict(
                "linear growth: \(name) (largest exponent k, cost ∝ size^k)", limit: linearExponentLimit, unit: "",
                exponents.compactMap { $0 }.max(), missing: sizes.count < 2 ? "needs two sizes" : "not measured"))
        }
        return verdicts
    }

    /// The costs whose growth with size is judged.
    static let growthMetrics: [(String, @Sendable (SizeReport) -> Double?)] = [
        ("cold check", { $0.check.value.flatMap { Percentile.of($0.runSeconds, 50) } }),
        ("index (median)", { $0.medianIndexSeconds }),
        ("findings (median)", { $0.medianFindingsSeconds }),
        ("index memory (largest)", { $0.largestPeakMemoryAfterIndexBytes.map(Double.init) }),
    ]

    /// For consecutive sizes, the exponent k with cost ratio = size ratio^k (nil where unmeasured).
    static func growthExponents(_ sizes: [SizeReport], _ metric: (SizeReport) -> Double?) -> [Double?] {
        guard sizes.count >= 2 else { return [] }
        return (1..<sizes.count).map { index in
            guard let before = metric(sizes[index - 1]), let after = metric(sizes[index]), before > 0, after > 0 else { return nil }
            let sizeRatio = Double(sizes[index].multiplier) / Double(sizes[index - 1].multiplier)
            return Foundation.log(after / before) / Foundation.log(sizeRatio)
        }
    }
}
