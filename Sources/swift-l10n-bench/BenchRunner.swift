import Foundation

/// `swift-l10n-bench run` (filled in below).
struct BenchRunner {
    /// The parsed command line.
    let arguments: BenchArguments

    /// Runs the benchmarks and returns the exit code.
    func run() throws -> Int32 {
        print("run: not available yet")
        return 2
    }
}
