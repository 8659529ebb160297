import Foundation
import ProjectGenerator

/// `swift-l10n-bench run`: generates (or reuses) a project per size, measures it, checks the
/// findings against the planted defects, and prints a table or JSON.
struct BenchRunner {
    /// The parsed command line.
    let arguments: BenchArguments

    /// Runs everything; exit code 0 when the findings are exactly the planted defects, 1 when they
    /// differ (or could not be compared), 2 on a fatal error.
    func run() throws -> Int32 {
        let tool = try locateTool()
        let workRoot = arguments.out ?? (NSTemporaryDirectory() + "swift-l10n-bench")
        var sizes: [SizeReport] = []
        for multiplier in arguments.sizes {
            let root = "\(workRoot)/\(arguments.scale.rawValue)-x\(multiplier)-seed\(arguments.seed)"
            let manifest = try prepareProject(root: root, multiplier: multiplier)
            reportProgress("measuring \(arguments.scale.rawValue) ×\(multiplier): \(manifest.swiftFiles) files, \(manifest.keys) keys × \(manifest.locales.count) locales")
            sizes.append(try measure(root: root, manifest: manifest, tool: tool))
        }
        let report = BenchReport(
            scale: arguments.scale.rawValue, seed: arguments.seed, machine: Self.machineDescription(),
            tool: tool ?? "not found", sizes: sizes, budgets: BudgetCheck.verdicts(for: sizes, scale: arguments.scale))
        if arguments.json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            FileHandle.standardOutput.write(try encoder.encode(report))
            print("")
        } else {
            print(ReportTable.render(report))
        }
        let disagreements = sizes.compactMap { size in size.probeRunsDisagree.map { "×\(size.multiplier): \($0)" } }
        if !disagreements.isEmpty {
            FileHandle.standardError.write(Data(
                ("\nPROBE RUNS DISAGREE (the same project gave other findings in another run):\n"
                    + disagreements.map { "  \($0)\n" }.joined()).utf8))
            return 1
        }
        let comparisons = sizes.compactMap(\.correctness.value)
        if comparisons.isEmpty {
            reportProgress("correctness: no findings to compare (no check output and no in-process findings)")
            return 1
        }
        if comparisons.allSatisfy(\.isExact) { return 0 }
        FileHandle.standardError.write(Data(ReportTable.differences(sizes).utf8))
        return 1
    }

    /// The `swift-l10n` executable: `--tool`, or the one built next to this bench.
    private func locateTool() throws -> String? {
        if let tool = arguments.tool { return tool }
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let sibling = URL(fileURLWithPath: me).deletingLastPathComponent().appendingPathComponent("swift-l10n").path
        return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
    }

    /// Generates the project at `root` unless an identical one is already there.
    private func prepareProject(root: String, multiplier: Int) throws -> ProjectManifest {
        if let existing = try? loadManifest(root: root), existing.generatorVersion == ProjectManifest.currentGeneratorVersion,
            existing.seed == arguments.seed, existing.multiplier == multiplier, existing.scale == arguments.scale.rawValue
        {
            return existing
        }
        try? FileManager.default.removeItem(atPath: root)
        reportProgress("generating \(root)")
        return try ProjectGenerator(
            options: GeneratorOptions(scale: arguments.scale, multiplier: multiplier, seed: arguments.seed)
        ).generate(into: try DirectorySink(root: URL(fileURLWithPath: root)))
    }

    /// All measurements of one project.
    private func measure(root: String, manifest: ProjectManifest, tool: String?) throws -> SizeReport {
        let measuresEditor = manifest.multiplier <= arguments.editorUpTo
        let probe = runProbe(root: root, keystrokes: measuresEditor ? arguments.iterations : 0)
        // Index, findings and discovery again in fresh processes: their medians are judged, not
        // one sample of a shared machine (the keystrokes are many samples already).
        var probeRuns = probe.value.map { [$0] } ?? []
        var probeRunsDisagree: String?
        for run in 1..<max(arguments.probeRuns, 1) where probe.value != nil {
            guard var again = runProbe(root: root, keystrokes: 0).value else { continue }
            if again.findings != probe.value!.findings, probeRunsDisagree == nil {
                probeRunsDisagree = "probe run \(run + 1) found \(again.findings.count) findings, run 1 \(probe.value!.findings.count), "
                    + "\(Set(again.findings).symmetricDifference(probe.value!.findings).count) differ"
            }
            // Kept once, in the first run: the report would otherwise hold every finding three times.
            again.findings = []
            probeRuns.append(again)
        }
        let check = measureCheck(root: root, tool: tool)
        let languageServer: Availability<LanguageServerMeasurement>
        if !measuresEditor {
            languageServer = .missing("editor measurements run up to ×\(arguments.editorUpTo) (--editor-up-to)")
        } else if let tool {
            do {
                languageServer = .measured(try LanguageServerBenchmark.measure(
                    tool: tool, root: root, manifest: manifest, iterations: arguments.iterations))
            } catch {
                languageServer = .missing("\(error)")
            }
        } else {
            languageServer = .missing("swift-l10n executable not found (build it: swift build -c release)")
        }
        let correctness: Availability<FindingsComparison>
        if let output = check.output, let findings = CheckOutputReader.findings(in: output, root: root) {
            correctness = .measured(FindingsComparison(
                source: "swift-l10n check --format json", planted: manifest.defects, observed: findings))
        } else if let probeResult = probe.value {
            correctness = .measured(FindingsComparison(
                source: "in-process Snapshot.allFindings() (check --format json: \(check.measurement.unavailable ?? "output not readable"))",
                planted: manifest.defects, observed: probeResult.findings))
        } else {
            correctness = .missing("no findings available")
        }
        return SizeReport(
            multiplier: manifest.multiplier, root: root, swiftFiles: manifest.swiftFiles, swiftLines: manifest.swiftLines,
            keys: manifest.keys, locales: manifest.locales.count, inputBytes: manifest.inputBytes,
            check: check.measurement,
            probe: probe, probeRuns: probeRuns, probeRunsDisagree: probeRunsDisagree, languageServer: languageServer,
            correctness: correctness)
    }

    /// Up to three cold runs of `swift-l10n check ROOT --format json` (one when a run takes over 20 s).
    private func measureCheck(root: String, tool: String?) -> (measurement: Availability<CheckMeasurement>, output: [UInt8]?) {
        guard let tool else { return (.missing("swift-l10n executable not found (build it: swift build -c release)"), nil) }
        var seconds: [Double] = []
        var cpuSeconds: [Double] = []
        var peak = 0
        var last: ChildProcessResult?
        for _ in 0..<3 {
            guard let result = try? ChildProcess.run(tool, ["check", root, "--format", "json"]) else {
                return (.missing("cannot run \(tool)"), nil)
            }
            if result.exitCode >= 2 {
                let message = String(decoding: result.standardError, as: UTF8.self)
                    .split(separator: "\n").first.map(String.init) ?? "exit code \(result.exitCode)"
                return (.missing("check exited \(result.exitCode): \(message)"), nil)
            }
            seconds.append(result.seconds)
            cpuSeconds.append(result.cpuSeconds)
            peak = max(peak, result.peakMemoryBytes)
            last = result
            // A check far over budget is measured once; repeating it only costs time.
            if result.seconds > 20 { break }
        }
        let measurement = CheckMeasurement(runSeconds: seconds, runCPUSeconds: cpuSeconds, peakMemoryBytes: peak, exitCode: last!.exitCode)
        return (.measured(measurement), last!.standardOutput)
    }

    /// The in-process measurements, in a child process of this executable.
    private func runProbe(root: String, keystrokes: Int) -> Availability<IndexProbeResult> {
        let me = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        guard let result = try? ChildProcess.run(me, ["index-probe", "--work", root, "--iterations", String(keystrokes)])
        else { return .missing("cannot start the probe") }
        guard result.exitCode == 0,
            let probe = try? JSONDecoder().decode(IndexProbeResult.self, from: Data(result.standardOutput))
        else {
            let message = String(decoding: result.standardError, as: UTF8.self).split(separator: "\n").last.map(String.init)
            return .missing("probe failed (exit \(result.exitCode)): \(message ?? "")")
        }
        return .measured(probe)
    }

    /// CPU model, core count and OS, for the README.
    static func machineDescription() -> String {
        var model = "unknown CPU"
        if let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
            let line = info.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
            let name = line.split(separator: ":", maxSplits: 1).last
        {
            model = name.trimmingCharacters(in: .whitespaces)
        }
        let os = ProcessInfo.processInfo.operatingSystemVersionString
        // Other work on the machine skews every figure; the load average says how much there was.
        let load = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
            .map { $0.split(separator: " ").prefix(3).joined(separator: " ") } ?? "unknown"
        return "\(model), \(ProcessInfo.processInfo.activeProcessorCount) cores, \(os), load average \(load)"
    }
}

/// Progress on standard error (standard output carries the table or JSON).
func reportProgress(_ message: String) {
    FileHandle.standardError.write(Data("swift-l10n-bench: \(message)\n".utf8))
}
