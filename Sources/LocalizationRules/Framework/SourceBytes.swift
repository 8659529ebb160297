import Foundation

/// Byte-level reading of Swift source shared by rules that look at a file's text around a usage
/// (`unused-key`'s accessor search, `HiddenText`'s modifiers): cheaper than making Strings of whole
/// files.
enum SourceBytes {
    /// Whether the byte can be part of a Swift identifier (ASCII letters, digits, `_`, or UTF-8).
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    /// The first position at or after `start` where `needle` occurs in `bytes`: `memchr` finds
    /// each candidate first byte, `memcmp` checks the rest (unused-key searches every Swift file
    /// once per accessor type).
    static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0, needle.count <= bytes.count - start else { return nil }
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { pattern in
                guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return nil }
                let last = haystack.count - pattern.count
                var index = start
                while index <= last {
                    guard let found = memchr(base + index, Int32(pattern[0]), last - index + 1) else { return nil }
                    let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + position, patternBase, pattern.count) == 0 { return position }
                    index = position + 1
                }
                return nil
            }
        }
    }
}
