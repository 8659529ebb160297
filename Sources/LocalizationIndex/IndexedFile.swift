import TextPositions

/// One file of the workspace with its summary.
public struct IndexedFile: Sendable {
    /// Workspace-relative path.
    public let path: String
    /// What the file is.
    public let kind: FileKind
    /// Line table of the file's text (also holds its bytes).
    public let lineTable: LineTable

    /// Summarizes `bytes` as the file at `path`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.kind = FileKind(path: path)
        self.lineTable = LineTable(bytes: bytes)
    }

    /// The file's bytes.
    public var bytes: [UInt8] { lineTable.bytes }

    /// The facts other files' findings depend on; equal facts stop invalidation (early cutoff).
    var projectFacts: [UInt8] { lineTable.bytes }
}
