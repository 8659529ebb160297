import TextPositions

/// A place in one workspace file: a byte range plus its line/column, computed once from that file's
/// `LineTable` so front ends never need the text to print it.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Workspace-relative path (forward slashes).
    public var path: String
    /// UTF-8 byte range inside the file.
    public var range: ByteRange
    /// 1-based line and UTF-8 column of `range.start`.
    public var start: LineColumn
    /// 1-based line and UTF-8 column of `range.end`.
    public var end: LineColumn

    /// Creates a location; `lineTable` must be the table of the text `range` points into.
    public init(path: String, range: ByteRange, lineTable: LineTable) {
        self.path = path
        self.range = range
        self.start = lineTable.lineColumn(of: range.start)
        self.end = lineTable.lineColumn(of: range.end)
    }

    /// Creates a location whose line/column are already known.
    public init(path: String, range: ByteRange, start: LineColumn, end: LineColumn) {
        self.path = path
        self.range = range
        self.start = start
        self.end = end
    }

    /// Orders by path, then position: the order findings are reported in.
    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        if lhs.path != rhs.path { return lhs.path < rhs.path }
        return lhs.range < rhs.range
    }

    public var description: String { "\(path):\(start.line):\(start.column)" }
}
