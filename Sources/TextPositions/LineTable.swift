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
///
/// A table may also be kept without its text (`LineTable(compacting:outsideOf:)`, what the index
/// keeps of a large catalog): then every line's non-ASCII stretch (from its first non-ASCII byte
/// to the end of its last non-ASCII character) is kept with the UTF-16 and UTF-32 units it saves,
/// which converts any offset outside a stretch exactly. Inside a stretch such a table answers with
/// the stretch's start (`isExact(at:)` says so); that table is only made when the text's own
/// tokens can never fall there.
public struct LineTable: Sendable {
    /// The text's bytes; empty for a table kept without its text (`hasText`).
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0`. 32 bits each: a catalog
    /// of millions of lines keeps half the memory (texts past 4 GiB are not read).
    public let lineStarts: [UInt32]
    /// The text's length in bytes.
    public let count: Int
    /// For a table without its text: the non-ASCII stretch of every line that has one, in text order.
    let stretches: [NonASCIIStretch]
    /// Whether the table holds its text (else it converts through `stretches`).
    public let hasText: Bool

    /// The non-ASCII part of one line of a table kept without its text.
    struct NonASCIIStretch: Sendable {
        /// The line's first non-ASCII byte.
        var start: UInt32
        /// Just past the line's last non-ASCII character.
        var end: UInt32
        /// UTF-8 bytes minus UTF-16 units of the stretch.
        var savedUTF16: UInt32
        /// UTF-8 bytes minus Unicode scalars of the stretch.
        var savedUTF32: UInt32

        /// UTF-8 bytes minus units of `encoding` (UTF-16 or UTF-32).
        func saved(in encoding: ColumnEncoding) -> UInt32 { encoding == .utf16 ? savedUTF16 : savedUTF32 }
    }

    public init(_ text: String) {
        self.init(bytes: Array(text.utf8))
    }

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        self.lineStarts = bytes.withUnsafeBufferPointer(Self.lineStarts(of:))
        self.count = bytes.count
        self.stretches = []
        self.hasText = true
    }

    /// A table of `bytes` that keeps no text, or `nil` when such a table could not convert every
    /// position the text's tokens have: when the text has a carriage return or is not valid UTF-8,
    /// or when some line's non-ASCII stretch contains `separator` (for JSON, `"`: then no token
    /// boundary — a string's quotes, braces, commas — is ever inside a stretch, since non-ASCII
    /// bytes only occur inside strings).
    ///
    /// ```swift
    /// let table = LineTable(compacting: Array("{\n  \"Grüße\" : 1\n}".utf8), outsideOf: UInt8(ascii: "\""))!
    /// table.position(of: 14, in: .utf16)  // line 1, character 12 (just past the closing quote)
    /// ```
    public init?(compacting bytes: [UInt8], outsideOf separator: UInt8) {
        guard let (lineStarts, stretches) = bytes.withUnsafeBufferPointer({ Self.compactParts(of: $0, separator: separator) })
        else { return nil }
        self.bytes = []
        self.lineStarts = lineStarts
        self.count = bytes.count
        self.stretches = stretches
        self.hasText = false
    }

    /// Line starts and non-ASCII stretches of a text, `nil` when a compact table cannot be exact.
    static func compactParts(of bytes: UnsafeBufferPointer<UInt8>, separator: UInt8) -> ([UInt32], [NonASCIIStretch])? {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return ([0], []) }
        let count = bytes.count
        guard count < Int(UInt32.max), memchr(base, Int32(UInt8(ascii: "\r")), count) == nil else { return nil }
        let starts = lineStarts(of: bytes)
        var stretches: [NonASCIIStretch] = []
        // Eight bytes at a time: most of a catalog is ASCII.
        let highBits: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        var line = 0
        while index < count {
            if index + 8 <= count {
                let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                if word & highBits == 0 {
                    index += 8
                    continue
                }
                index += (word & highBits).littleEndian.trailingZeroBitCount / 8
            } else if base[index] < 0x80 {
                index += 1
                continue
            }
            // `index` is the first non-ASCII byte of its line.
            while line + 1 < starts.count, Int(starts[line + 1]) <= index { line += 1 }
            let lineEnd = line + 1 < starts.count ? Int(starts[line + 1]) - 1 : count
            var last = lineEnd - 1
            while base[last] < 0x80 { last -= 1 }
            var stretch = NonASCIIStretch(start: UInt32(index), end: 0, savedUTF16: 0, savedUTF32: 0)
            var position = index
            while position <= last {
                let lead = base[position]
                if lead < 0x80 {
                    if lead == separator { return nil }
                    position += 1
                    continue
                }
                let length = sequenceLength(lead)
                guard length > 1, position + length <= lineEnd else { return nil }
                for next in position + 1..<position + length where base[next] & 0xC0 != 0x80 { return nil }
                stretch.savedUTF32 += UInt32(length - 1)
                stretch.savedUTF16 += UInt32(length == 4 ? 2 : length - 1)
                position += length
            }
            stretch.end = UInt32(position)
            stretches.append(stretch)
            index = lineEnd
        }
        return (starts, stretches)
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
        let offset = min(max(offset, 0), count)
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
        var end = index + 1 < lineStarts.count ? Int(lineStarts[index + 1]) : count
        // Without its text the table has no carriage return: a line ends at the `\n` before the next.
        guard hasText else { return ByteRange(start: start, end: index + 1 < lineStarts.count ? end - 1 : end) }
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return ByteRange(start: start, end: end)
    }

    /// 1-based line and UTF-8 column of `offset`, the way compilers print locations.
    public func lineColumn(of offset: Int) -> LineColumn {
        let offset = min(max(offset, 0), count)
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
        let offset = min(max(offset, 0), count)
        let line = lineIndex(containing: offset)
        let start = Int(lineStarts[line])
        switch encoding {
        case .utf8:
            return LinePosition(line: line, character: offset - start)
        case .utf16, .utf32:
            guard hasText else {
                guard let stretch = stretch(before: offset, onLineStarting: start) else {
                    return LinePosition(line: line, character: offset - start)
                }
                // Inside the stretch (never asked by the index): its start.
                guard offset >= Int(stretch.end) else { return LinePosition(line: line, character: Int(stretch.start) - start) }
                return LinePosition(line: line, character: offset - start - Int(stretch.saved(in: encoding)))
            }
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
        if position.line >= lineStarts.count { return count }
        if position.line < 0 { return 0 }
        let range = contentRange(ofLine: position.line)
        let wanted = max(position.character, 0)
        guard hasText else { return offsetWithoutText(of: wanted, in: range, encoding: encoding) }
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

    /// Byte offset of the `wanted` character (in `encoding`) of the line `range`, for a table kept
    /// without its text.
    private func offsetWithoutText(of wanted: Int, in range: ByteRange, encoding: ColumnEncoding) -> Int {
        let plain = min(range.start + wanted, range.end)
        guard let stretch = stretch(before: range.end + 1, onLineStarting: range.start), plain > Int(stretch.start) else {
            return plain
        }
        let unitsAtEnd = Int(stretch.end) - range.start - (encoding == .utf8 ? 0 : Int(stretch.saved(in: encoding)))
        // Inside the stretch (never asked by the index): its start.
        guard wanted >= unitsAtEnd else { return Int(stretch.start) }
        return min(Int(stretch.end) + wanted - unitsAtEnd, range.end)
    }

    /// The non-ASCII stretch of the line starting at `lineStart`, if it starts before `offset`.
    private func stretch(before offset: Int, onLineStarting lineStart: Int) -> NonASCIIStretch? {
        var low = 0
        var high = stretches.count
        while low < high {
            let mid = (low + high) / 2
            if Int(stretches[mid].start) < offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0, Int(stretches[low - 1].start) >= lineStart else { return nil }
        return stretches[low - 1]
    }

    /// Whether conversions at `offset` are exact: always for a table with its text; for one without,
    /// unless `offset` is inside a line's non-ASCII stretch (after its first byte, before its end).
    public func isExact(at offset: Int) -> Bool {
        guard !hasText else { return true }
        let offset = min(max(offset, 0), count)
        let start = Int(lineStarts[lineIndex(containing: offset)])
        guard let stretch = stretch(before: offset, onLineStarting: start) else { return true }
        return offset >= Int(stretch.end)
    }

    /// Whether `offset(of: position, in: encoding)` is exact: always for a table with its text;
    /// for one without, unless the position is inside a line's non-ASCII stretch.
    public func isExact(at position: LinePosition, in encoding: ColumnEncoding) -> Bool {
        guard !hasText, position.line >= 0, position.line < lineStarts.count else { return true }
        let range = contentRange(ofLine: position.line)
        let wanted = max(position.character, 0)
        guard let stretch = stretch(before: range.end + 1, onLineStarting: range.start), wanted > Int(stretch.start) - range.start
        else { return true }
        let unitsAtEnd = Int(stretch.end) - range.start - (encoding == .utf8 ? 0 : Int(stretch.saved(in: encoding)))
        return wanted >= unitsAtEnd
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
