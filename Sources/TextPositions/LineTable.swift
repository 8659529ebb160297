#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A 1-based line and column, the column counted in UTF-8 bytes as the Swift compiler and Xcode
/// count it.
public struct LineColumn: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: LineColumn, rhs: LineColumn) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }
}

/// How an editor counts characters within a line.
public enum ColumnEncoding: String, Sendable, CaseIterable {
    /// UTF-8 code units (bytes): the engine's own unit and LSP's `utf-8` position encoding.
    case utf8 = "utf-8"
    /// UTF-16 code units: LSP's default position encoding.
    case utf16 = "utf-16"
    /// Unicode scalars: LSP's `utf-32` position encoding.
    case utf32 = "utf-32"
}

/// A 0-based line and character offset in some `ColumnEncoding`, as LSP positions are.
public struct LinePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    public static func < (lhs: LinePosition, rhs: LinePosition) -> Bool {
        (lhs.line, lhs.character) < (rhs.line, rhs.character)
    }

    public var description: String { "\(line):\(character)" }
}

/// Converts between UTF-8 byte offsets and line/column positions of one text.
///
/// Built once per file version in O(n); every conversion is a binary search over line starts plus
/// a walk over one line. Lines end at `\n`, `\r\n` or a lone `\r` (as the Swift compiler and LSP
/// agree). Offsets past the end clamp to the end; a position past a line's end clamps to the line's
/// end, because editors send such positions and a reply is better than an error.
public struct LineTable: Sendable {
    /// The text's bytes.
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`. 32 bits each: a catalog
    /// of millions of lines keeps half the memory (texts past 4 GiB are not read).
    public let lineStarts: [UInt32]

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lineStarts = bytes.withUnsafeBufferPointer(Self.lineStarts(of:))
    }

    /// The start of every line. Texts without a carriage return (nearly all) are searched for
    /// line feeds with `memchr`, many bytes at a time; the others byte by byte.
    static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [UInt32] {
        var starts: [UInt32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return starts }
        if memchr(base, Int32(UInt8(ascii: "\r")), count) == nil {
            var index = 0
            while index < count, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), count - index) {
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(UInt32(clamping: index))
            }
            return starts
        }
        var index = 0
        while index < count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                starts.append(UInt32(clamping: index + 1))
            } else if byte == UInt8(ascii: "\r") {
                if index + 1 < count, bytes[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                starts.append(UInt32(clamping: index + 1))
            }
            index += 1
        }
        return starts
    }

    /// Number of lines (a text ending in a newline has an empty last line).
    public var lineCount: Int { lineStarts.count }

    /// The 0-based line holding `offset`.
    public func lineIndex(containing offset: Int) -> Int {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(lineStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Byte range of line `index` (0-based) without its line terminator.
    public func contentRange(ofLine index: Int) -> ByteRange {
        let index = min(max(index, 0), lineStarts.count - 1)
        let start = Int(lineStarts[index])
        var end = index + 1 < lineStarts.count ? Int(lineStarts[index + 1]) : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return ByteRange(start: start, end: end)
    }

    /// 1-based line and UTF-8 column of `offset`, the way compilers print locations.
    public func lineColumn(of offset: Int) -> LineColumn {
        let offset = min(max(offset, 0), bytes.count)
        let line = lineIndex(containing: offset)
        return LineColumn(line: line + 1, column: offset - Int(lineStarts[line]) + 1)
    }

    /// Byte offset of a 1-based line and UTF-8 column (clamped into the text).
    public func offset(of position: LineColumn) -> Int {
        let range = contentRange(ofLine: position.line - 1)
        return min(range.start + max(position.column - 1, 0), range.end)
    }

    /// 0-based position of `offset`, with the character counted in `encoding`.
    public func position(of offset: Int, in encoding: ColumnEncoding) -> LinePosition {
        let offset = min(max(offset, 0), bytes.count)
        let line = lineIndex(containing: offset)
        let start = Int(lineStarts[line])
        switch encoding {
        case .utf8:
            return LinePosition(line: line, character: offset - start)
        case .utf16, .utf32:
            var units = 0
            var index = start
            while index < offset {
                let lead = bytes[index]
                let length = Self.sequenceLength(lead)
                if length == 4 {
                    units += encoding == .utf16 ? 2 : 1
                } else {
                    units += 1
                }
                index += length
            }
            return LinePosition(line: line, character: units)
        }
    }

    /// Byte offset of a 0-based position counted in `encoding`. A character past the line's end
    /// clamps to the end of the line; a line past the end clamps to the end of the text; a
    /// character inside a multi-byte sequence (half a surrogate pair) rounds to its start.
    public func offset(of position: LinePosition, in encoding: ColumnEncoding) -> Int {
        if position.line >= lineStarts.count { return bytes.count }
        if position.line < 0 { return 0 }
        let range = contentRange(ofLine: position.line)
        let wanted = max(position.character, 0)
        switch encoding {
        case .utf8:
            var offset = min(range.start + wanted, range.end)
            while offset > range.start, offset < range.end, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
            return offset
        case .utf16, .utf32:
            var units = 0
            var index = range.start
            while index < range.end {
                let length = Self.sequenceLength(bytes[index])
                let width = (length == 4 && encoding == .utf16) ? 2 : 1
                if units + width > wanted { return index }
                units += width
                index += length
            }
            return range.end
        }
    }

    /// Converts a byte range to a range of positions in `encoding`.
    public func positions(of range: ByteRange, in encoding: ColumnEncoding) -> (start: LinePosition, end: LinePosition) {
        (position(of: range.start, in: encoding), position(of: range.end, in: encoding))
    }

    /// Length of the UTF-8 sequence a lead byte starts; invalid bytes count as one byte each so
    /// broken text still maps to positions.
    @inline(__always)
    static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...0xF7: return 4
        case 0xE0...0xEF: return 3
        case 0xC0...0xDF: return 2
        default: return 1
        }
    }
}
