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
    /// Byte offset of the first byte of each line; `lineStarts[0] == 0` (empty for a table kept
    /// without its text, which packs them in `packedStarts`). 32 bits each: a catalog
    /// of millions of lines keeps half the memory (texts past 4 GiB are not read).
    public let lineStarts: [UInt32]
    /// The line starts of a table kept without its text.
    let packedStarts: PackedLineStarts
    /// The text's length in bytes.
    public let count: Int
    /// For a table without its text: the non-ASCII stretch of every line that has one, in text order.
    let stretches: PackedStretches
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
        self.packedStarts = PackedLineStarts(lineStarts: [0])
        self.count = bytes.count
        self.stretches = PackedStretches()
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
        var compactor = Compactor(count: bytes.count, separator: separator)
        bytes.withUnsafeBufferPointer { buffer in _ = compactor.feed(buffer, upTo: buffer.count) }
        guard let table = compactor.finish() else { return nil }
        self = table
    }

    /// A table kept without its text, from its parts.
    init(count: Int, packedStarts: PackedLineStarts, stretches: PackedStretches) {
        self.bytes = []
        self.lineStarts = []
        self.packedStarts = packedStarts
        self.count = count
        self.stretches = stretches
        self.hasText = false
    }

    /// Builds a table kept without its text (what `LineTable(compacting:outsideOf:)` makes) from
    /// a text fed front to back, a piece at a time: the bytes before `position` are never looked
    /// at again, so a reader that holds only a window of a large file can let them go.
    ///
    /// ```swift
    /// var compactor = LineTable.Compactor(count: bytes.count, separator: UInt8(ascii: "\""))
    /// bytes.withUnsafeBufferPointer { _ = compactor.feed($0, upTo: 4096) }  // up to the last full line
    /// bytes.withUnsafeBufferPointer { _ = compactor.feed($0, upTo: $0.count) }
    /// let table = compactor.finish()  // nil when a compact table cannot be exact
    /// ```
    public struct Compactor {
        /// The whole text's length.
        public let count: Int
        /// The byte no non-ASCII stretch may hold.
        let separator: UInt8
        /// Where the next piece starts (a line start, or `count` at the end): everything before
        /// it is done with.
        public private(set) var position = 0
        /// Whether the text turned out unfit for a compact table.
        public private(set) var failed: Bool
        /// The line starts so far, packed.
        var starts = PackedLineStarts.Builder()
        /// The non-ASCII stretches so far.
        var stretches = PackedStretches()
        /// The line starts of the piece being fed (reused between pieces).
        var pieceStarts: [UInt32] = []

        /// A compactor for a text of `count` bytes.
        public init(count: Int, separator: UInt8) {
            self.count = count
            self.separator = separator
            failed = count >= Int(UInt32.max)
            // About 28 bytes a line in Xcode's layout: reserved once rather than grown by copies.
            starts.lengths.reserveCapacity(count / 16)
            starts.blockStarts.reserveCapacity(count / 16 / PackedLineStarts.blockSize + 1)
            starts.append(0)
        }

        /// Takes the complete lines of `text[position..<end]` (`text` is the whole text, of which
        /// only that part is read); at `end == count`, everything left. Returns the new `position`.
        @discardableResult
        public mutating func feed(_ text: UnsafeBufferPointer<UInt8>, upTo end: Int) -> Int {
            guard !failed, let base = text.baseAddress, end > position else { return position }
            let end = min(end, count)
            var pieceEnd = end
            if end < count {
                // Whole lines only: a stretch runs to the end of its line.
                var last = end - 1
                while last >= position, base[last] != UInt8(ascii: "\n") { last -= 1 }
                guard last >= position else { return position }
                pieceEnd = last + 1
            }
            let piece = UnsafeBufferPointer(start: base + position, count: pieceEnd - position)
            guard memchr(piece.baseAddress!, Int32(UInt8(ascii: "\r")), piece.count) == nil else {
                failed = true
                return position
            }
            // The piece's line starts, absolute: its first line's, then one after every line feed.
            pieceStarts.removeAll(keepingCapacity: true)
            pieceStarts.append(UInt32(position))
            var index = position
            while index < pieceEnd, let found = memchr(base + index, Int32(UInt8(ascii: "\n")), pieceEnd - index) {
                index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                pieceStarts.append(UInt32(index))
                starts.append(UInt32(index))
            }
            guard Self.addStretches(base, from: position, to: pieceEnd, lineStarts: pieceStarts, separator: separator, into: &stretches)
            else {
                failed = true
                return position
            }
            position = pieceEnd
            return position
        }

        /// The table, once the whole text was fed; `nil` when a compact table cannot be exact (a
        /// carriage return, invalid UTF-8, `separator` inside a non-ASCII stretch, a text past 4 GiB).
        public consuming func finish() -> LineTable? {
            guard !failed, position == count else { return nil }
            return LineTable(count: count, packedStarts: starts.finish(), stretches: stretches.trimmed())
        }

        /// Adds the non-ASCII stretches of the lines of `base[start..<end]`, whose line starts are
        /// `lineStarts` (the first is `start`; one at `end` when the text goes on); `false` when
        /// a stretch is not valid UTF-8 or holds `separator`.
        static func addStretches(
            _ base: UnsafePointer<UInt8>, from start: Int, to end: Int, lineStarts starts: [UInt32], separator: UInt8,
            into stretches: inout PackedStretches
        ) -> Bool {
            // Eight bytes at a time: most of a catalog is ASCII.
            let highBits: UInt64 = 0x8080_8080_8080_8080
            var index = start
            var line = 0
            while index < end {
                if index + 8 <= end {
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
                let lineEnd = line + 1 < starts.count ? Int(starts[line + 1]) - 1 : end
                var last = lineEnd - 1
                while base[last] < 0x80 { last -= 1 }
                var stretch = NonASCIIStretch(start: UInt32(index), end: 0, savedUTF16: 0, savedUTF32: 0)
                var position = index
                while position <= last {
                    let lead = base[position]
                    if lead < 0x80 {
                        if lead == separator { return false }
                        position += 1
                        continue
                    }
                    let length = sequenceLength(lead)
                    guard length > 1, position + length <= lineEnd else { return false }
                    for next in position + 1..<position + length where base[next] & 0xC0 != 0x80 { return false }
                    stretch.savedUTF32 += UInt32(length - 1)
                    stretch.savedUTF16 += UInt32(length == 4 ? 2 : length - 1)
                    position += length
                }
                stretch.end = UInt32(position)
                stretches.append(stretch)
                index = lineEnd
            }
            return true
        }
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
    public var lineCount: Int { hasText ? lineStarts.count : packedStarts.lineCount }

    /// The start of 0-based line `index` (in range).
    @inline(__always)
    func lineStart(_ index: Int) -> Int { hasText ? Int(lineStarts[index]) : packedStarts.start(ofLine: index) }

    /// The 0-based line holding `offset`.
    public func lineIndex(containing offset: Int) -> Int {
        let offset = min(max(offset, 0), count)
        guard hasText else { return packedStarts.line(containing: offset) }
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
        let lineCount = self.lineCount
        let index = min(max(index, 0), lineCount - 1)
        let start = lineStart(index)
        var end = index + 1 < lineCount ? lineStart(index + 1) : count
        // Without its text the table has no carriage return: a line ends at the `\n` before the next.
        guard hasText else { return ByteRange(start: start, end: index + 1 < lineCount ? end - 1 : end) }
        if end > start, bytes[end - 1] == UInt8(ascii: "\n") { end -= 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return ByteRange(start: start, end: end)
    }

    /// 1-based line and UTF-8 column of `offset`, the way compilers print locations.
    public func lineColumn(of offset: Int) -> LineColumn {
        let offset = min(max(offset, 0), count)
        let line = lineIndex(containing: offset)
        return LineColumn(line: line + 1, column: offset - lineStart(line) + 1)
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
        let start = lineStart(line)
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
        if position.line >= lineCount { return count }
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
            if Int(stretches.starts[mid]) < offset { low = mid + 1 } else { high = mid }
        }
        guard low > 0, Int(stretches.starts[low - 1]) >= lineStart else { return nil }
        return stretches[low - 1]
    }

    /// Whether conversions at `offset` are exact: always for a table with its text; for one without,
    /// unless `offset` is inside a line's non-ASCII stretch (after its first byte, before its end).
    public func isExact(at offset: Int) -> Bool {
        guard !hasText else { return true }
        let offset = min(max(offset, 0), count)
        let start = lineStart(lineIndex(containing: offset))
        guard let stretch = stretch(before: offset, onLineStarting: start) else { return true }
        return offset >= Int(stretch.end)
    }

    /// Whether `offset(of: position, in: encoding)` is exact: always for a table with its text;
    /// for one without, unless the position is inside a line's non-ASCII stretch.
    public func isExact(at position: LinePosition, in encoding: ColumnEncoding) -> Bool {
        guard !hasText, position.line >= 0, position.line < lineCount else { return true }
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

/// The non-ASCII stretches of a table kept without its text, packed: each stretch's start in one
/// array, its length and the UTF-16 and UTF-32 units it saves in 16 bits each in another (a
/// stretch of 65,535 bytes or more in a side table): 10 bytes a stretch instead of 16. A catalog
/// of 20,000 keys × 40 locales has 770,000.
struct PackedStretches: Sendable {
    /// Each stretch's start, in text order.
    private(set) var starts: [UInt32] = []
    /// Each stretch's length and saved units (`length` 65,535: see `long`).
    private var sizes: [Size] = []
    /// The stretches of 65,535 bytes and more, by position.
    private var long: [Int: LineTable.NonASCIIStretch] = [:]

    /// A stretch's length and the units it saves.
    struct Size: Sendable {
        /// End minus start.
        var length: UInt16
        /// UTF-8 bytes minus UTF-16 units.
        var savedUTF16: UInt16
        /// UTF-8 bytes minus Unicode scalars.
        var savedUTF32: UInt16
    }

    /// How many stretches.
    var count: Int { starts.count }

    /// Adds a stretch after the others.
    mutating func append(_ stretch: LineTable.NonASCIIStretch) {
        let length = stretch.end - stretch.start
        // Saved units never exceed the length.
        if length < UInt32(UInt16.max) {
            sizes.append(Size(length: UInt16(length), savedUTF16: UInt16(stretch.savedUTF16), savedUTF32: UInt16(stretch.savedUTF32)))
        } else {
            sizes.append(Size(length: .max, savedUTF16: 0, savedUTF32: 0))
            long[starts.count] = stretch
        }
        starts.append(stretch.start)
    }

    /// The stretch at `position`.
    subscript(position: Int) -> LineTable.NonASCIIStretch {
        let size = sizes[position]
        if size.length == .max, let stretch = long[position] { return stretch }
        let start = starts[position]
        return LineTable.NonASCIIStretch(
            start: start, end: start + UInt32(size.length), savedUTF16: UInt32(size.savedUTF16),
            savedUTF32: UInt32(size.savedUTF32))
    }

    /// The same stretches in arrays of their own size.
    func trimmed() -> PackedStretches {
        var copy = self
        copy.starts = starts.trimmed
        copy.sizes = sizes.trimmed
        return copy
    }
}

/// The line starts of a table kept without its text, packed: each line's length in one byte (a
/// longer line's in `longLengths`) and, every 64 lines, the start of the block's first line. A
/// catalog of six million lines keeps 6.5 MB instead of 24.
struct PackedLineStarts: Sendable {
    /// Lines per block.
    static let blockSize = 64
    /// The start of every block's first line.
    let blockStarts: [UInt32]
    /// Each line's length with its terminator (all lines but the last); 255: see `longLengths`.
    let lengths: [UInt8]
    /// The lengths of 255 bytes and more, by line.
    let longLengths: [Int: UInt32]
    /// The number of lines.
    let lineCount: Int

    /// Packs `lineStarts` (`lineStarts[0] == 0`).
    init(lineStarts: [UInt32]) {
        var builder = Builder()
        for start in lineStarts { builder.append(start) }
        self = builder.finish()
    }

    /// Packs from parts.
    init(blockStarts: [UInt32], lengths: [UInt8], longLengths: [Int: UInt32], lineCount: Int) {
        self.blockStarts = blockStarts
        self.lengths = lengths
        self.longLengths = longLengths
        self.lineCount = lineCount
    }

    /// Packs line starts given one after the other (the first is 0).
    struct Builder {
        /// The start of every block's first line so far.
        var blockStarts: [UInt32] = []
        /// The lengths so far.
        var lengths: [UInt8] = []
        /// The long lengths so far.
        var longLengths: [Int: UInt32] = [:]
        /// Lines so far.
        var lineCount = 0
        /// The last line's start.
        var previous: UInt32 = 0

        /// Adds the start of the next line.
        @inline(__always)
        mutating func append(_ start: UInt32) {
            if lineCount > 0 {
                let length = start - previous
                if length < 255 {
                    lengths.append(UInt8(length))
                } else {
                    lengths.append(255)
                    longLengths[lineCount - 1] = length
                }
            }
            if lineCount % PackedLineStarts.blockSize == 0 { blockStarts.append(start) }
            previous = start
            lineCount += 1
        }

        /// The packed starts (arrays trimmed to their size: they are kept for the file's life).
        func finish() -> PackedLineStarts {
            PackedLineStarts(
                blockStarts: blockStarts.trimmed, lengths: lengths.trimmed, longLengths: longLengths, lineCount: lineCount)
        }
    }

    /// The length of line `line` (not the last).
    @inline(__always)
    func length(ofLine line: Int) -> Int {
        let short = lengths[line]
        return short < 255 ? Int(short) : Int(longLengths[line] ?? 0)
    }

    /// The start of 0-based line `line` (in range).
    func start(ofLine line: Int) -> Int {
        let block = line / Self.blockSize
        var start = Int(blockStarts[block])
        for previous in block * Self.blockSize..<line { start += length(ofLine: previous) }
        return start
    }

    /// The 0-based line holding `offset` (in range).
    func line(containing offset: Int) -> Int {
        var low = 0
        var high = blockStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if Int(blockStarts[mid]) <= offset { low = mid } else { high = mid - 1 }
        }
        var line = low * Self.blockSize
        var start = Int(blockStarts[low])
        while line + 1 < lineCount {
            let next = start + length(ofLine: line)
            guard next <= offset else { break }
            start = next
            line += 1
        }
        return line
    }
}

extension Array {
    /// The elements in a buffer of their own size when this one has more than an eighth spare
    /// (a table kept for a file's life should not keep its growth room).
    var trimmed: [Element] { capacity - count > count / 8 ? Array(self[...]) : self }
}
