#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Throughput figures of the scanner, for the benchmark runner (`swift-l10n-bench`) and the
/// README. Measures, on the given sources or on a synthetic SwiftUI file: lexing alone, lexing plus
/// the structural summary (`ScannedFile(source:)`), and the time to rescan one 5,000-line file, as
/// the language server does on every keystroke.
public enum SwiftSourceScannerBenchmark {
    /// What one run measured.
    public struct Report: Sendable, CustomStringConvertible {
        /// Bytes scanned per pass.
        public var bytes: Int
        /// Lines scanned per pass.
        public var lines: Int
        /// Lexing only, in MB/s (10^6 bytes per CPU second of the scanning thread).
        public var lexMegabytesPerSecond: Double
        /// Lexing and summary, in MB/s.
        public var scanMegabytesPerSecond: Double
        /// Lines of the rescanned file.
        public var rescanLines: Int
        /// Median time to scan that file, in milliseconds.
        public var rescanMedianMilliseconds: Double
        /// 99th percentile of those times, in milliseconds.
        public var rescanP99Milliseconds: Double

        public var description: String {
            func format(_ value: Double, _ digits: Int) -> String {
                var scale = 1.0
                for _ in 0..<digits { scale *= 10 }
                let rounded = (value * scale).rounded() / scale
                return String(rounded)
            }
            return """
                scanner: \(bytes) bytes, \(lines) lines per pass
                  lex:            \(format(lexMegabytesPerSecond, 1)) MB/s
                  lex + summary:  \(format(scanMegabytesPerSecond, 1)) MB/s
                  rescan of a \(rescanLines)-line file: median \(format(rescanMedianMilliseconds, 3)) ms, p99 \(format(rescanP99Milliseconds, 3)) ms
                """
        }
    }

    /// Runs the benchmark on `sources` (a synthetic corpus of about 3 MB when empty) for at
    /// least `seconds` per figure.
    public static func run(sources: [[UInt8]] = [], seconds: Double = 1.0) -> Report {
        let corpus = sources.isEmpty ? (0..<12).map { syntheticSource(lines: 5_000, seed: UInt64($0) + 1) } : sources
        let bytes = corpus.reduce(0) { $0 + $1.count }
        let lines = corpus.reduce(0) { total, source in total + source.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) } }
        var sink = 0
        let lexRate = rate(bytes: bytes, seconds: seconds) {
            for source in corpus {
                source.withUnsafeBufferPointer { sink &+= Lexer.lex($0).tokens.count }
            }
        }
        let scanRate = rate(bytes: bytes, seconds: seconds) {
            for source in corpus { sink &+= ScannedFile(source: source).stringLiterals.count }
        }
        let file = syntheticSource(lines: 5_000, seed: 99)
        var samples: [Double] = []
        let deadline = now() + seconds
        while now() < deadline || samples.count < 50 {
            let start = now()
            sink &+= ScannedFile(source: file).localizationCalls.count
            samples.append((now() - start) * 1000)
        }
        samples.sort()
        if sink == 42 { print("") }   // keeps the work observable
        return Report(bytes: bytes, lines: lines, lexMegabytesPerSecond: lexRate, scanMegabytesPerSecond: scanRate,
                      rescanLines: file.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) },
                      rescanMedianMilliseconds: samples[samples.count / 2],
                      rescanP99Milliseconds: samples[min(samples.count - 1, samples.count * 99 / 100)])
    }

    /// MB/s of repeating `pass` (which handles `bytes` bytes) for at least `seconds`.
    static func rate(bytes: Int, seconds: Double, _ pass: () -> Void) -> Double {
        pass()   // warm up
        var passes = 0
        let start = now()
        var elapsed = 0.0
        repeat {
            pass()
            passes += 1
            elapsed = now() - start
        } while elapsed < seconds
        return Double(bytes * passes) / elapsed / 1_000_000
    }

    /// CPU seconds used by this thread: on a shared machine (the project's benchmark machine has
    /// 2 cores and many processes) wall time measures the neighbours, CPU time measures the scanner.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }

    /// A deterministic SwiftUI-style file of about `lines` lines: views with localized texts and
    /// modifiers, interpolations, enums with raw values, switches of literals, comments,
    /// multi-line and raw literals — the mix the scanner meets in apps.
    public static func syntheticSource(lines: Int, seed: UInt64) -> [UInt8] {
        var state = seed &* 0x9E37_79B9_7F4A_7C15 | 1
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        var text = "import SwiftUI\n\n"
        var count = 2
        var index = 0
        while count < lines {
            index += 1
            switch next(4) {
            case 0:
                text += """
                    /// A screen showing item \(index).
                    struct Screen\(index)View: View {
                        let count: Int
                        @State private var name = "item.\(index)"
                        var body: some View {
                            VStack(alignment: .leading, spacing: 8) {
                                Text("screen.\(index).title")
                                    .font(.headline)
                                Text("\\(count) items in \\(name)", tableName: "Screens", bundle: .module)
                                Button("screen.\(index).save") { save(id: \(index)) }
                                Label("screen.\(index).label", systemImage: "star")
                                // Text("commented out \(index)")
                                Toggle("screen.\(index).toggle", isOn: $isOn)
                            }
                            .navigationTitle("screen.\(index).navigation")
                            .padding(.horizontal, 16)
                        }
                    }

                    """
                count += 19
            case 1:
                text += """
                    enum Topic\(index): String, CaseIterable {
                        case sleep, food = "eat", water, steps
                        var title: String {
                            switch self {
                            case .sleep: "topic.sleep"
                            case .food: "topic.food"
                            case .water, .steps: return "topic.other"
                            }
                        }
                    }

                    """
                count += 11
            case 2:
                text += """
                    func message\(index)(for value: Double, user: String) -> String {
                        /* A block comment with "quotes" and /* nesting */ inside. */
                        let key = value > 0.5 ? "message.high" : "message.low"
                        let format = String(localized: "message.\\(user).body", defaultValue: "Hello \\(user)", comment: "Greeting")
                        return NSLocalizedString(key, tableName: "Messages", comment: "") + format + #"raw \\d+ "text""#
                    }

                    """
                count += 7
            default:
                text += #"""
                    let help\#(index) = """
                        Multi-line help text \#(index)
                          with "quotes" and \(value, specifier: "%.1f") values.
                        """
                    let regex\#(index) = /[a-z]+\#(index)/

                    """#
                count += 6
            }
        }
        return Array(text.utf8)
    }
}
