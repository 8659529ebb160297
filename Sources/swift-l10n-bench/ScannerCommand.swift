import Foundation
import ProjectGenerator
import SwiftSourceScanner

/// `swift-l10n-bench scanner`: the Swift scanner's speed on real Swift text — the read-bytes
/// floor, lexing, lexing plus summary (MB/s of CPU and of wall time) and the rescan of a
/// 5,000-line file (p50/p99) — against the budgets of 150 MB/s and 2 ms.
///
/// The text is the Swift files of a generated project (`--scale`, `--seed`, in memory), or of the
/// folder given with `--work DIR` (an app checkout).
enum ScannerCommand {
    /// Lex + summary throughput budget, MB/s (release build, 2-core machine).
    static let throughputBudget = 150.0
    /// Rescan budget for the 5,000-line file, milliseconds.
    static let rescanBudget = 2.0

    /// Measures and prints the figures; exit code 0.
    static func run(_ arguments: BenchArguments) throws -> Int32 {
        let (origin, sources) = try corpus(arguments)
        guard !sources.isEmpty else {
            reportProgress("no Swift files in \(origin)")
            return 2
        }
        reportProgress("scanner: measuring \(origin), \(Int(arguments.seconds)) s per figure")
        let report = SwiftSourceScannerBenchmark.run(sources: sources, seconds: arguments.seconds)
        print("""
            \(origin)
            machine: \(BenchRunner.machineDescription())
            \(report)
              budgets: lex + summary ≥ \(Int(throughputBudget)) MB/s: \(verdict(report.scan.cpu >= throughputBudget, "\(ratio(report.scan.cpu, throughputBudget))× the budget")); rescan p99 < \(rescanBudget) ms: \(verdict(report.rescanP99Milliseconds < rescanBudget, "\(ratio(report.rescanP99Milliseconds, rescanBudget))× the budget"))
            """)
        return 0
    }

    /// "holds (detail)" or "MISSED (detail)".
    private static func verdict(_ holds: Bool, _ detail: String) -> String {
        holds ? "holds (\(detail), CPU time)" : "MISSED (\(detail), CPU time)"
    }

    /// `a / b` with two decimals.
    private static func ratio(_ a: Double, _ b: Double) -> String {
        String((a / b * 100).rounded() / 100)
    }

    /// The Swift files to scan and a line saying where they come from.
    private static func corpus(_ arguments: BenchArguments) throws -> (String, [[UInt8]]) {
        if let folder = arguments.out {
            let root = URL(fileURLWithPath: folder)
            var sources: [[UInt8]] = []
            let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
            var paths: [String] = []
            while let url = enumerator?.nextObject() as? URL {
                if url.lastPathComponent == ".build" { enumerator?.skipDescendants() }
                if url.pathExtension == "swift" { paths.append(url.path) }
            }
            for path in paths.sorted() {
                if let data = FileManager.default.contents(atPath: path) { sources.append([UInt8](data)) }
            }
            return ("Swift files under \(folder)", sources)
        }
        let sink = MemorySink()
        _ = try ProjectGenerator(options: GeneratorOptions(scale: arguments.scale, seed: arguments.seed)).generate(into: sink)
        let sources = sink.files.keys.sorted().filter { $0.hasSuffix(".swift") }.map { sink.files[$0]! }
        return ("generated project: scale \(arguments.scale.rawValue), seed \(arguments.seed)", sources)
    }
}
