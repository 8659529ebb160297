import LocalizationAnalysis
import LocalizationIndex
import LocalizationRules
import TextPositions
import WorkspaceDiscovery

/// One checked root, read from disk and handed to the analysis: what `check` and `coverage` share.
public struct LoadedProject: Sendable {
    /// The root as given on the command line (`.` by default): printed paths start with it.
    public var root: String
    /// What discovery found (files and problems); the files' bytes were handed to the analysis
    /// (empty here).
    public var discovered: DiscoveredWorkspace
    /// The configuration in force (empty when the project has none).
    public var configuration: ProjectConfiguration
    /// The analysis' view of the project.
    public var snapshot: Snapshot

    /// Reads the project at `root` and indexes it.
    ///
    /// The configuration is read first (`configurationPath`, else `root/.swift-l10n.json`) because
    /// its `exclude` patterns steer discovery. A configuration with errors is still returned —
    /// callers refuse to go on — and so is a root that could not be walked (its problem is in
    /// `discovered.problems`, with path `.`).
    public static func load(root: String, configurationPath: String?, context: CommandContext) -> Result<LoadedProject, LoadFailure> {
        let absoluteRoot = WorkspaceDiscovery.absolutePath(context.absolutePath(root))
        var configuration = ProjectConfiguration()
        var configurationRelativePath: String?
        var configurationBytes: [UInt8]?
        let explicitPath = configurationPath.map { WorkspaceDiscovery.absolutePath(context.absolutePath($0)) }
        let candidate = explicitPath ?? absoluteRoot + "/" + ProjectConfiguration.fileName
        switch WorkspaceDiscovery.readFile(atPath: candidate) {
        case .success(let bytes):
            // Inside the root the configuration is named relative to it, like every other file.
            let relative = candidate.hasPrefix(absoluteRoot + "/") ? String(candidate.dropFirst(absoluteRoot.count + 1)) : candidate
            configuration = ConfigurationParser.parse(bytes, path: relative)
            configurationRelativePath = relative
            configurationBytes = bytes
        case .failure(let error):
            if let configurationPath {
                return .failure(LoadFailure(message: "cannot read configuration \(configurationPath): \(error.message)"))
            }
        }
        var options = DiscoveryOptions(excludedPaths: configuration.excludedPaths.map(PathPattern.init))
        // A large catalog is read through a window by the index, never whole.
        options.streamedCatalogSize = DiscoveryOptions.largeCatalogSize
        var discovered = WorkspaceDiscovery.discover(root: absoluteRoot, options: options)
        if let rootProblem = discovered.problems.first(where: { $0.path == "." }) {
            return .failure(LoadFailure(message: "cannot check \(root): \(rootProblem.message)"))
        }
        var workspace = Workspace(settings: configuration.settings)
        // The bytes move to the index, which frees those it does not keep (catalogs') as it goes.
        var files: [(path: String, bytes: [UInt8])] = []
        var streamed: [(path: String, source: ForwardBytes)] = []
        files.reserveCapacity(discovered.files.count)
        for index in discovered.files.indices {
            if let source = discovered.files[index].streamed {
                streamed.append((discovered.files[index].path, source))
            } else if discovered.files[index].kind != .configuration {
                files.append((discovered.files[index].path, discovered.files[index].bytes))
            }
            discovered.files[index].bytes = []
            discovered.files[index].streamed = nil
        }
        workspace.set(files: consume files, streamed: streamed)
        if let configurationRelativePath, let configurationBytes {
            workspace.set(path: configurationRelativePath, bytes: configurationBytes)
        }
        return .success(LoadedProject(root: root, discovered: discovered, configuration: configuration, snapshot: workspace.snapshot))
    }

    /// The configuration's problems as compiler-style lines for standard error, paths printed like
    /// findings' paths.
    public var configurationProblemLines: String {
        configuration.problems.map { problem in
            ReportedFinding.displayPath(root: root, path: problem.path)
                + ":\(problem.start.line):\(problem.start.column): error: \(problem.message) [configuration]\n"
        }.joined()
    }

    /// Every finding of the project, ready to print, in report order.
    public func reportedFindings() -> [ReportedFinding] {
        snapshot.allFindings().map(reported)
    }

    /// A finding with its printed path and UTF-16 columns.
    public func reported(_ finding: Finding) -> ReportedFinding {
        guard let table = snapshot.lineTable(for: finding.path) else {
            return ReportedFinding(finding: finding, root: root)
        }
        let start = table.position(of: finding.range.start, in: .utf16)
        let end = table.position(of: finding.range.end, in: .utf16)
        return ReportedFinding(
            finding: finding, root: root,
            utf16Start: .init(line: start.line + 1, column: start.character + 1),
            utf16End: .init(line: end.line + 1, column: end.character + 1))
    }
}

/// Why a project could not be loaded at all (exit code 2).
public struct LoadFailure: Error, Sendable, Equatable {
    /// What went wrong, for standard error.
    public var message: String
}
