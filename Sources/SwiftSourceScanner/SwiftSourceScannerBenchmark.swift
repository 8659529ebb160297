#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Throughput figures of the scanner, for the benchmark runner (`swift-l10n-bench scanner`) and the
/// README. Measures, on the given sources or on a synthetic SwiftUI file: reading every byte (the
/// floor no scanner can beat), lexing alone, lexing plus the structural summary
/// (`ScannedFile(source:)`), and the time to rescan one 5,000-line file, as the language server
/// does on every keystroke. Every figure is given in CPU time of the measuring thread (what the
/// scanner costs) and in wall time (what a user waits, inflated when the machine is busy).
public enum SwiftSourceScannerBenchmark {
    /// One throughput figure, in MB/s (10^6 bytes per second).
    public struct Throughput: Sendable {
        /// Per CPU second of the measuring thread.
        public var cpu: Double
        /// Per wall-clock second.
        public var wall: Double
    }

    /// What one run measured.
    public struct Report: Sendable, CustomStringConvertible {
        /// Bytes scanned per pass.
        public var bytes: Int
        /// Lines scanned per pass.
        public var lines: Int
        /// Files scanned per pass.
        public var files: Int
        /// Reading every byte once and nothing else: the floor.
        public var floor: Throughput
        /// Lexing only.
        public var lex: Throughput
        /// Lexing and summary.
        public var scan: Throughput
        /// Lines of the rescanned file.
        public var rescanLines: Int
        /// Median CPU time to scan that file, in milliseconds.
        public var rescanMedianMilliseconds: Double
        /// 99th percentile of those CPU times, in milliseconds.
        public var rescanP99Milliseconds: Double
        /// Median wall time to scan that file, in milliseconds.
        public var rescanWallMedianMilliseconds: Double
        /// 99th percentile of those wall times, in milliseconds.
        public var rescanWallP99Milliseconds: Double
        /// Rescans measured.
        public var rescanSamples: Int

        /// Lexing only, in MB/s of CPU time.
        public var lexMegabytesPerSecond: Double { lex.cpu }
        /// Lexing and summary, in MB/s of CPU time.
        public var scanMegabytesPerSecond: Double { scan.cpu }

        public var description: String {
            func format(_ value: Double, _ digits: Int) -> String {
                var scale = 1.0
                for _ in 0..<digits { scale *= 10 }
                let rounded = (value * scale).rounded() / scale
                return String(rounded)
            }
            func rate(_ figure: Throughput) -> String {
                "\(format(figure.cpu, 1)) MB/s CPU, \(format(figure.wall, 1)) MB/s wall"
            }
            return """
                scanner: \(files) files, \(bytes) bytes, \(lines) lines per pass
                  read bytes floor: \(rate(floor))
                  lex:              \(rate(lex))
                  lex + summary:    \(rate(scan))
                  rescan of a \(rescanLines)-line file (\(rescanSamples) samples): CPU p50 \(format(rescanMedianMilliseconds, 3)) ms, p99 \(format(rescanP99Milliseconds, 3)) ms; wall p50 \(format(rescanWallMedianMilliseconds, 3)) ms, p99 \(format(rescanWallP99Milliseconds, 3)) ms
                """
        }
    }

    /// Runs the benchmark on `sources` (a synthetic corpus of about 3 MB when empty) for at
    /// least `seconds` per figure; the rescanned file is `rescanFile`, or 5,000 lines cut from
    /// the sources (the synthetic file when `sources` is empty).
    public static func run(sources: [[UInt8]] = [], rescanFile: [UInt8]? = nil, seconds: Double = 1.0) -> Report {
        let corpus = sources.isEmpty ? (0..<12).map { syntheticSource(lines: 5_000, seed: UInt64($0) + 1) } : sources
        let bytes = corpus.reduce(0) { $0 + $1.count }
        let lines = corpus.reduce(0) { total, source in total + lineCount(source) }
        var sink = 0
        let floorRate = rate(bytes: bytes, seconds: seconds) {
            for source in corpus {
                source.withUnsafeBufferPointer { buffer in
                    var sum: UInt8 = 0
                    for byte in buffer { sum &+= byte }
                    sink &+= Int(sum)
                }
            }
        }
        let lexRate = rate(bytes: bytes, seconds: seconds) {
            for source in corpus {
                source.withUnsafeBufferPointer { sink &+= Lexer.lex($0).tokens.count }
            }
        }
        let scanRate = rate(bytes: bytes, seconds: seconds) {
            for source in corpus { sink &+= ScannedFile(source: source).stringLiterals.count }
        }
        let file = rescanFile ?? (sources.isEmpty ? syntheticSource(lines: 5_000, seed: 99) : firstLines(5_000, of: sources))
        var samples: [Double] = []
        var wallSamples: [Double] = []
        let deadline = now() + seconds
        while now() < deadline || samples.count < 50 {
            let start = now()
            let wallStart = wallNow()
            sink &+= ScannedFile(source: file).localizationCalls.count
            wallSamples.append((wallNow() - wallStart) * 1000)
            samples.append((now() - start) * 1000)
        }
        samples.sort()
        wallSamples.sort()
        if sink == 42 { print("") }   // keeps the work observable
        func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
            sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
        }
        return Report(bytes: bytes, lines: lines, files: corpus.count, floor: floorRate, lex: lexRate, scan: scanRate,
                      rescanLines: lineCount(file),
                      rescanMedianMilliseconds: percentile(samples, 0.5), rescanP99Milliseconds: percentile(samples, 0.99),
                      rescanWallMedianMilliseconds: percentile(wallSamples, 0.5),
                      rescanWallP99Milliseconds: percentile(wallSamples, 0.99),
                      rescanSamples: samples.count)
    }

    /// The first `count` lines of the sources laid end to end (repeated when they are shorter):
    /// a file of real text for the rescan figure.
    public static func firstLines(_ count: Int, of sources: [[UInt8]]) -> [UInt8] {
        var file: [UInt8] = []
        var lines = 0
        guard sources.contains(where: { !$0.isEmpty }) else { return [] }
        while true {
            for source in sources where !source.isEmpty {
                for byte in source {
                    file.append(byte)
                    if byte == 0x0A {
                        lines += 1
                        if lines == count { return file }
                    }
                }
                if file.last != 0x0A {
                    file.append(0x0A)
                    lines += 1
                    if lines == count { return file }
                }
            }
        }
    }

    /// Lines of `source` (a last line without a line break counts).
    static func lineCount(_ source: [UInt8]) -> Int {
        var lines = 0
        for byte in source where byte == 0x0A { lines += 1 }
        return source.last == 0x0A || source.isEmpty ? lines : lines + 1
    }

    /// MB/s of repeating `pass` (which handles `bytes` bytes) for at least `seconds` of CPU time.
    static func rate(bytes: Int, seconds: Double, _ pass: () -> Void) -> Throughput {
        pass()   // warm up
        var passes = 0
        let start = now()
        let wallStart = wallNow()
        var elapsed = 0.0
        repeat {
            pass()
            passes += 1
            elapsed = now() - start
        } while elapsed < seconds
        let wall = wallNow() - wallStart
        let total = Double(bytes * passes) / 1_000_000
        return Throughput(cpu: total / elapsed, wall: total / wall)
    }

    /// CPU seconds used by this thread: on a shared machine (the project's benchmark machine has
    /// 2 cores and many processes) wall time measures the neighbours, CPU time measures the scanner.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }

    /// Wall-clock seconds (monotonic).
    static func wallNow() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
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
