import TextPositions

/// One replacement of a byte range in one file: the unit every fix, rename and code action is
/// made of. Plain data, so front ends can turn it into an LSP `TextEdit` or write it to disk.
public struct FileEdit: Hashable, Sendable {
    /// Workspace-relative path of the file to change.
    public var path: String
    /// The UTF-8 byte range to replace (empty to insert).
    public var range: ByteRange
    /// The replacement text.
    public var replacement: String

    /// Creates an edit replacing `range` of `path` with `replacement`.
    public init(path: String, range: ByteRange, replacement: String) {
        self.path = path
        self.range = range
        self.replacement = replacement
    }
}
