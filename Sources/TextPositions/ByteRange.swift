/// A half-open range of UTF-8 byte offsets into one file's text.
///
/// Every position inside the engine is a UTF-8 byte offset: that is what the scanner and the
/// catalog readers walk over, and it makes slicing free. Line/column and UTF-16 exist only at the
/// edges (`LineTable`).
public struct ByteRange: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Offset of the first byte.
    public var start: Int
    /// Offset one past the last byte.
    public var end: Int

    public init(start: Int, end: Int) {
        precondition(start <= end, "ByteRange start \(start) is after its end \(end)")
        self.start = start
        self.end = end
    }

    /// An empty range at `offset`.
    public init(at offset: Int) {
        self.init(start: offset, end: offset)
    }

    public var count: Int { end - start }
    public var isEmpty: Bool { start == end }

    /// Whether `offset` lies inside the range; the end counts too, so a cursor right after a token
    /// still touches it (what an editor's hover and completion expect).
    public func touches(_ offset: Int) -> Bool { start <= offset && offset <= end }

    /// Whether the two ranges share a byte or touch at an edge.
    public func overlaps(_ other: ByteRange) -> Bool { start <= other.end && other.start <= end }

    public func contains(_ other: ByteRange) -> Bool { start <= other.start && other.end <= end }

    /// The range moved by `delta` bytes.
    public func shifted(by delta: Int) -> ByteRange { ByteRange(start: start + delta, end: end + delta) }

    public static func < (lhs: ByteRange, rhs: ByteRange) -> Bool {
        (lhs.start, lhs.end) < (rhs.start, rhs.end)
    }

    public var description: String { "\(start)..<\(end)" }
}
