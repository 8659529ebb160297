/// Everything discovery found under one root: the files localization cares about and the problems
/// met on the way.
public struct DiscoveredWorkspace: Sendable {
    /// The root as an absolute path without a trailing `/` (only `/` itself keeps it).
    public var rootPath: String
    /// The files found, sorted by path (byte order), so runs are deterministic.
    public var files: [DiscoveredFile]
    /// Unreadable files and folders, symbolic-link loops and the like, sorted by path.
    public var problems: [DiscoveryProblem]
    /// How many folders were walked (for progress and benchmarks).
    public var directoryCount: Int

    /// Creates a result.
    public init(rootPath: String, files: [DiscoveredFile], problems: [DiscoveryProblem], directoryCount: Int = 0) {
        self.rootPath = rootPath
        self.files = files
        self.problems = problems
        self.directoryCount = directoryCount
    }

    /// The files of one kind, in path order.
    public func files(ofKind kind: WorkspaceFileKind) -> [DiscoveredFile] {
        files.filter { $0.kind == kind }
    }

    /// The configuration file at the root, if there is one.
    public var configurationFile: DiscoveredFile? {
        files.first { $0.kind == .configuration }
    }

    /// The file at a root-relative path.
    public func file(atPath path: String) -> DiscoveredFile? {
        files.first { $0.path == path }
    }

    /// The absolute path of a root-relative path.
    public func absolutePath(of relativePath: String) -> String {
        rootPath == "/" ? "/" + relativePath : rootPath + "/" + relativePath
    }
}
