import Foundation
import ProjectGenerator

/// A measurement that may be missing, with the reason (a feature not built yet, a failure).
struct Availability<Value: Codable>: Codable {
    /// The value, when measured.
    var value: Value?
    /// Why there is no value.
    var unavailable: String?

    /// A measured value.
    static func measured(_ value: Value) -> Availability { Availability(value: value, unavailable: nil) }
    /// No value, because of `reason`.
    static func missing(_ reason: String) -> Availability { Availability(value: nil, unavailable: reason) }
}

/// Cold `swift-l10n check` runs of one project.
struct CheckMeasurement: Codable {
    /// Wall time of each run.
    var runSeconds: [Double]
    /// CPU time (user + system) of each run, which other work on the machine inflates less than
    /// the wall; `nil` in an older report.
    var runCPUSeconds: [Double]?
    /// Peak resident memory over the runs (`ru_maxrss`).
    var peakMemoryBytes: Int
    /// Exit code of the last run.
    var exitCode: Int32
}

/// Everything measured on one project size.
struct SizeReport: Codable {
    /// The size multiplier.
    var multiplier: Int
    /// Project folder.
    var root: String
    /// Swift files.
    var swiftFiles: Int
    /// Swift lines.
    var swiftLines: Int
    /// Keys over all tables.
    var keys: Int
    /// Locales.
    var locales: Int
    /// Input bytes.
    var inputBytes: Int
    /// Cold check runs.
    var check: Availability<CheckMeasurement>
    /// In-process measurements (the first probe run: with the keystrokes and the findings).
    var probe: Availability<IndexProbeResult>
    /// Every probe run that succeeded, the first's included (the others without their findings,
    /// which equal the first's unless `probeRunsDisagree` says otherwise): the index, findings and
    /// discovery figures judged are their medians.
    var probeRuns: [IndexProbeResult]
    /// Why the probe runs cannot be trusted together (a later run found other findings than the
    /// first: the engine is not deterministic); `nil` when they agree.
    var probeRunsDisagree: String?
    /// LSP measurements.
    var languageServer: Availability<LanguageServerMeasurement>
    /// The planted defects against the findings.
    var correctness: Availability<FindingsComparison>
}

extension SizeReport {
    /// The spread of one figure over the probe runs (`nil` when no run measured it).
    func probeSpread(_ figure: (IndexProbeResult) -> Double?) -> MeasurementSpread? {
        MeasurementSpread(probeRuns.compactMap(figure))
    }

    /// Median wall time of indexing over the probe runs.
    var medianIndexSeconds: Double? { probeSpread(\.indexSeconds)?.median }
    /// Median wall time of all findings over the probe runs.
    var medianFindingsSeconds: Double? { probeSpread(\.findingsSeconds)?.median }
    /// The largest peak memory after indexing over the probe runs: memory is judged at its worst.
    var largestPeakMemoryAfterIndexBytes: Int? { probeRuns.map(\.peakMemoryAfterIndexBytes).max() }
}

/// The whole bench run.
struct BenchReport: Codable {
    /// Scale name.
    var scale: String
    /// Seed.
    var seed: UInt64
    /// Machine description (CPU model, cores, OS).
    var machine: String
    /// The swift-l10n executable measured.
    var tool: String
    /// One report per size.
    var sizes: [SizeReport]
    /// Budget verdicts.
    var budgets: [BudgetVerdict]
}

/// One budget from the product page against a measured value.
struct BudgetVerdict: Codable {
    /// What is limited.
    var name: String
    /// The limit, in the unit of `measured`.
    var limit: Double
    /// The unit (`ms`, `MB`, exponent).
    var unit: String
    /// The measured value, if any.
    var measured: Double?
    /// `holds`, `missed`, or `n/a` with a reason.
    var verdict: String
}

/// Percentiles by nearest rank.
enum Percentile {
    /// The `p`-th percentile (0…100) of `values`; nil when empty.
    static func of(_ values: [Double], _ p: Double) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(sorted.count - 1, max(0, rank - 1))]
    }
}
