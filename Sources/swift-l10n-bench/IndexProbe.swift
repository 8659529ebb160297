import Foundation
import LocalizationAnalysis
import ProjectGenerator
import TextPositions
import WorkspaceDiscovery

/// The in-process measurements of one project, run in a fresh child process
/// (`swift-l10n-bench index-probe`) so its peak memory belongs to this project alone.
struct IndexProbeResult: Codable {
    /// Walking the project and reading every file (WorkspaceDiscovery, as `check` does).
    var discoverSeconds: Double
    /// Reading the same files again, one after the other, with nothing else: the floor.
    var readFloorSeconds: Double
    /// Bytes read.
    var bytesRead: Int
    /// Files read.
    var filesRead: Int
    /// Feeding every file to a `Workspace` and taking a `Snapshot`.
    var indexSeconds: Double
    /// The process's CPU time (user + system, all threads) while discovering, indexing and
    /// computing the findings: what other work on the machine does not inflate as it does the
    /// walls; `nil` from an older probe.
    var discoverCPUSeconds: Double?
    /// See `discoverCPUSeconds`.
    var indexCPUSeconds: Double?
    /// See `discoverCPUSeconds`.
    var findingsCPUSeconds: Double?
    /// Computing all findings on that snapshot.
    var findingsSeconds: Double
    /// How many findings.
    var findingsCount: Int
    /// Peak resident memory after indexing (VmHWM), bytes.
    var peakMemoryAfterIndexBytes: Int
    /// Resident memory right after indexing (VmRSS): what the index keeps, bytes.
    var residentMemoryAfterIndexBytes: Int?
    /// Peak resident memory after findings, bytes.
    var peakMemoryAfterFindingsBytes: Int
    /// The findings, for the comparison with the planted defects.
    var findings: [ObservedFinding]
    /// Per keystroke in the big file: replace its bytes, take a snapshot, compute its findings.
    var rescanSeconds: [Double]
    /// The same keystrokes in CPU time of the probe's thread (the keystroke path runs on it alone),
    /// which other work on the machine does not inflate; `nil` from an older probe.
    var rescanCPUSeconds: [Double]?
    /// Of `rescanCPUSeconds`: the index update (the file's new summary) and the snapshot's model.
    var rescanIndexCPUSeconds: [Double]?
    /// Of `rescanCPUSeconds`: the snapshot's model (derived from the previous one).
    var rescanModelCPUSeconds: [Double]?
}

/// Runs the in-process measurements on the project at `root`.
enum IndexProbe {
    /// Measures and prints the result as JSON on standard output.
    static func run(root: String, keystrokes: Int) throws -> Int32 {
        let manifest = try loadManifest(root: root)
        let clock = ContinuousClock()

        // The floor first, then the peak memory is measured from discovery on: reading the big
        // catalog once more for the floor is not the index's memory. The files are read once
        // untimed so that the floor, like discovery after it, reads from the page cache: a first
        // read from disk would make the floor slower than the work it is the floor of.
        let walked = WorkspaceDiscovery.discover(root: root, options: DiscoveryOptions(readsContents: false))
        func readAll() -> Int {
            var bytesRead = 0
            for file in walked.files {
                if case .success(let bytes) = WorkspaceDiscovery.readFile(atPath: walked.absolutePath(of: file.path)) {
                    bytesRead += bytes.count
                }
            }
            return bytesRead
        }
        _ = readAll()
        var start = clock.now
        let bytesRead = readAll()
        let readFloorSeconds = (clock.now - start).seconds
        resetPeakResidentMemory()

        start = clock.now
        var cpuStart = processCPUSeconds()
        // As `check` discovers: a large catalog is opened, and the index reads it through a window.
        var options = DiscoveryOptions()
        options.streamedCatalogSize = DiscoveryOptions.largeCatalogSize
        var discovered = WorkspaceDiscovery.discover(root: root, options: options)
        let discoverSeconds = (clock.now - start).seconds
        let discoverCPUSeconds = processCPUSeconds() - cpuStart

        start = clock.now
        cpuStart = processCPUSeconds()
        let settings = discovered.configurationFile.map { ConfigurationParser.parse($0.bytes).settings }
        var workspace = Workspace()
        if let settings { workspace.settings = settings }
        // Handed over as `check` does: the index frees the bytes it does not keep as it goes.
        let files = discovered.files.filter { $0.streamed == nil }.map { ($0.path, $0.bytes) }
        let streamed = discovered.files.compactMap { file in file.streamed.map { (file.path, $0) } }
        for index in discovered.files.indices {
            discovered.files[index].bytes = []
            discovered.files[index].streamed = nil
        }
        workspace.set(files: consume files, streamed: streamed)
        var snapshot = workspace.snapshot
        let indexSeconds = (clock.now - start).seconds
        let indexCPUSeconds = processCPUSeconds() - cpuStart
        let memoryAfterIndex = peakResidentMemory()
        let residentAfterIndex = residentMemory()

        start = clock.now
        cpuStart = processCPUSeconds()
        let findings = snapshot.allFindings()
        let findingsSeconds = (clock.now - start).seconds
        let findingsCPUSeconds = processCPUSeconds() - cpuStart
        let memoryAfterFindings = peakResidentMemory()

        // Keystrokes: type one character after the opening quote of a key literal, then delete it.
        let probes = manifest.probes
        var bigFile: [UInt8] = []
        if case .success(let bytes) = WorkspaceDiscovery.readFile(atPath: discovered.absolutePath(of: probes.file)) { bigFile = bytes }
        let offset = byteOffset(line: probes.editLine, column: probes.editColumn, in: bigFile)
        var rescans: [Double] = []
        var rescanCPU: [Double] = []
        var rescanIndexCPU: [Double] = []
        var rescanModelCPU: [Double] = []
        let rescanStart = clock.now
        for stroke in 0..<keystrokes {
            // A slow engine gets fewer samples rather than stalling the bench (same cap as the LSP series).
            if stroke % 2 == 0 && (clock.now - rescanStart).seconds > LanguageServerBenchmark.seriesTimeCap { break }
            if stroke % 2 == 0 { bigFile.insert(UInt8(ascii: "x"), at: offset) } else { bigFile.remove(at: offset) }
            let strokeStart = clock.now
            let cpuStart = threadCPUSeconds()
            workspace.set(path: probes.file, bytes: bigFile)
            let cpuIndexed = threadCPUSeconds()
            snapshot = workspace.snapshot
            _ = snapshot.model
            let cpuModeled = threadCPUSeconds()
            _ = snapshot.findings(in: probes.file)
            rescans.append((clock.now - strokeStart).seconds)
            let cpuEnd = threadCPUSeconds()
            rescanCPU.append(cpuEnd - cpuStart)
            rescanIndexCPU.append(cpuIndexed - cpuStart)
            rescanModelCPU.append(cpuModeled - cpuIndexed)
        }

        let result = IndexProbeResult(
            discoverSeconds: discoverSeconds, readFloorSeconds: readFloorSeconds, bytesRead: bytesRead,
            filesRead: discovered.files.count, indexSeconds: indexSeconds, discoverCPUSeconds: discoverCPUSeconds,
            indexCPUSeconds: indexCPUSeconds, findingsCPUSeconds: findingsCPUSeconds, findingsSeconds: findingsSeconds,
            findingsCount: findings.count, peakMemoryAfterIndexBytes: memoryAfterIndex,
            residentMemoryAfterIndexBytes: residentAfterIndex,
            peakMemoryAfterFindingsBytes: memoryAfterFindings,
            findings: findings.map { finding in
                ObservedFinding(
                    rule: finding.ruleID, file: finding.location.path, line: finding.location.start.line,
                    key: finding.key, locale: finding.locale, severity: "\(finding.severity)", message: finding.message)
            },
            rescanSeconds: rescans, rescanCPUSeconds: rescanCPU, rescanIndexCPUSeconds: rescanIndexCPU,
            rescanModelCPUSeconds: rescanModelCPU)
        FileHandle.standardOutput.write(try JSONEncoder().encode(result))
        return 0
    }

    /// The UTF-8 offset of 0-based `line` and byte `column` in `bytes`.
    static func byteOffset(line: Int, column: Int, in bytes: [UInt8]) -> Int {
        var currentLine = 0
        var index = 0
        while currentLine < line && index < bytes.count {
            if bytes[index] == 0x0A { currentLine += 1 }
            index += 1
        }
        return min(bytes.count, index + column)
    }

    /// The CPU time the calling thread has used, in seconds.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The CPU time the whole process has used (user + system, every thread), in seconds.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    /// Sets the peak resident memory back to the current one (Linux: `5` into /proc/self/clear_refs;
    /// nothing where it is missing).
    static func resetPeakResidentMemory() {
        try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    }

    /// This process's peak resident memory (VmHWM in /proc/self/status), in bytes; 0 where
    /// /proc is missing.
    static func peakResidentMemory() -> Int { memoryFigure("VmHWM:") }

    /// This process's resident memory now (VmRSS), in bytes; 0 where /proc is missing.
    static func residentMemory() -> Int { memoryFigure("VmRSS:") }

    /// A figure of /proc/self/status in bytes.
    static func memoryFigure(_ name: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(name) {
            let digits = line.split(separator: " ").compactMap { Int($0) }
            return (digits.first ?? 0) * 1024
        }
        return 0
    }
}

/// Reads `bench-manifest.json` of the project at `root`.
func loadManifest(root: String) throws -> ProjectManifest {
    let url = URL(fileURLWithPath: root).appendingPathComponent("bench-manifest.json")
    guard let data = try? Data(contentsOf: url) else { throw BenchFailure("no bench-manifest.json in \(root)") }
    return try JSONDecoder().decode(ProjectManifest.self, from: data)
}
