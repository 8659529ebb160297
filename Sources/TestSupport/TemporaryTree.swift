import Foundation

/// A folder tree made for one test under the system's temporary directory, removed on `remove()`.
public struct TemporaryTree: Sendable {
    /// Absolute path of the tree's root.
    public let root: String

    /// Creates the root and the given files (root-relative path → contents).
    public init(_ files: [String: String]) throws {
        root = NSTemporaryDirectory() + "swift-l10n-discovery-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for (path, contents) in files {
            try write(path, contents)
        }
    }

    /// Writes one file, creating its folders.
    public func write(_ path: String, _ contents: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// Creates a symbolic link at `path` pointing to `destination` (as written, relative or absolute).
    public func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(atPath: root + "/" + path, withDestinationPath: destination)
    }

    /// Deletes the tree.
    public func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
