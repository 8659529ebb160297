import Foundation

/// Writes generated files under a root folder on disk.
public final class DirectorySink: ProjectSink {
    /// The project root.
    public let root: URL
    /// Folders already created, to avoid asking the file system again.
    private var createdFolders: Set<String> = []

    /// A sink writing under `root` (created if missing).
    public init(root: URL) throws {
        self.root = root
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Writes `bytes` to `root/path`.
    public func write(_ bytes: [UInt8], to path: String) throws {
        let url = root.appendingPathComponent(path)
        let folder = url.deletingLastPathComponent().path
        if !createdFolders.contains(folder) {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            createdFolders.insert(folder)
        }
        try Data(bytes).write(to: url)
    }
}
