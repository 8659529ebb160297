import TextPositions

/// The bytes of one scanned Swift file, shared by its summary and every value in it.
///
/// The summary keeps byte ranges instead of `String`s (names, types, expressions, literal text)
/// and reads them from here when asked: scanning a file then creates almost no strings, and the
/// index can hash or compare facts by their bytes. Immutable, so sharing it across threads and
/// successive summaries is free.
public final class SourceText: Sendable, Equatable {
    /// The file's UTF-8 bytes.
    public let bytes: [UInt8]

    /// Wraps `bytes` (no copy: the array's storage is shared).
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Equal when the bytes are (the same instance is checked first, which is the usual case:
    /// every value of one summary shares one instance).
    public static func == (lhs: SourceText, rhs: SourceText) -> Bool {
        lhs === rhs || lhs.bytes == rhs.bytes
    }

    /// `range` clamped to the bytes, so a stale or broken range reads as much as exists.
    private func clamped(_ range: ByteRange) -> (start: Int, end: Int) {
        let end = min(max(range.end, 0), bytes.count)
        return (min(max(range.start, 0), end), end)
    }

    /// The bytes of `range` as they are.
    public func text(_ range: ByteRange) -> String {
        let (start, end) = clamped(range)
        return bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[start..<end]), as: UTF8.self) }
    }

    /// The name spelled in `range`, without the backticks of a backticked name (`` `default` ``).
    public func identifier(_ range: ByteRange) -> String {
        var (start, end) = clamped(range)
        if end - start >= 2, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        return text(ByteRange(start: start, end: end))
    }

    /// Whether the name spelled in `range` (backticks aside) is `name`, compared byte by byte.
    public func identifier(_ range: ByteRange, is name: StaticString) -> Bool {
        let (start, end) = clamped(range)
        return bytes.withUnsafeBufferPointer { Self.spells($0, start, end, name) }
    }

    /// Whether `bytes[start..<end]` spells the name `name`, backticks aside.
    static func spells(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ name: StaticString) -> Bool {
        var start = start
        var end = end
        if end - start >= 2, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        guard end - start == name.utf8CodeUnitCount else { return false }
        for offset in 0..<(end - start) where bytes[start + offset] != name.utf8Start[offset] { return false }
        return true
    }

    /// The source text of `range` with every run of whitespace collapsed to one space and none at
    /// either end, cut after `limit` bytes: how the summary writes types and expressions.
    public func compactText(_ range: ByteRange, limit: Int = 256) -> String {
        let (start, end) = clamped(range)
        return bytes.withUnsafeBufferPointer { Self.compactText($0, start, end, limit: limit) }
    }

    /// Whether the bytes of `range` contain `needle` (a quick test before a text is made).
    func mentions(_ needle: StaticString, in range: ByteRange) -> Bool {
        let (start, end) = clamped(range)
        return bytes.withUnsafeBufferPointer { Self.mentions($0, start, end, needle) }
    }

    /// Whether `bytes[start..<end]` contains `needle`.
    static func mentions(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ needle: StaticString) -> Bool {
        let count = needle.utf8CodeUnitCount
        let first = needle.utf8Start[0]
        var start = start
        while start + count <= end {
            if bytes[start] == first {
                var offset = 1
                while offset < count, bytes[start + offset] == needle.utf8Start[offset] { offset += 1 }
                if offset == count { return true }
            }
            start += 1
        }
        return false
    }

    /// Feeds the bytes of `range` to `hasher` (an empty range still counts, so absent and empty
    /// parts of a fact stay apart from their neighbours).
    public func combine(_ range: ByteRange, into hasher: inout Hasher) {
        let (start, end) = clamped(range)
        hasher.combine(end - start)
        bytes.withUnsafeBytes { hasher.combine(bytes: UnsafeRawBufferPointer(rebasing: $0[start..<end])) }
    }

    /// Source text between two byte offsets of `bytes`, with runs of whitespace collapsed to one
    /// space and none at either end, at most `limit` bytes.
    static func compactText(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, limit: Int) -> String {
        guard start < end else { return "" }
        return String(unsafeUninitializedCapacity: min(end - start, limit)) { output in
            var count = 0
            var lastWasSpace = false
            var index = start
            while index < end, count < limit {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                    if !lastWasSpace, count > 0 {
                        output[count] = 0x20
                        count += 1
                    }
                    lastWasSpace = true
                } else {
                    output[count] = byte
                    count += 1
                    lastWasSpace = false
                }
                index += 1
            }
            if count > 0, output[count - 1] == 0x20 { count -= 1 }
            return count
        }
    }
}
