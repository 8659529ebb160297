import Foundation

/// Byte-level reading of Swift source shared by the index and the rules that look at a file's text
/// around a usage (`unused-key`'s accessor search, `HiddenText`'s modifiers, `PreviewOnlyTypes`):
/// cheaper than making Strings of whole files. Package-wide, not public API.
package enum SourceBytes {
    /// Whether the byte can be part of a Swift identifier (ASCII letters, digits, `_`, or UTF-8).
    package static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    /// The first position at or after `start` where `needle` occurs in `bytes`: `memchr` finds
    /// each place the needle's rarest byte (`commonness`) could be at, `memcmp` checks the whole
    /// needle there. Unused-key searches every Swift file once per accessor type and catalog;
    /// its needles start with `.` (`.localizable.`), and looking for that first byte stopped at
    /// every `.` of the code.
    package static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0, needle.count <= bytes.count - start else { return nil }
        let anchor = needle.indices.min { commonness(needle[$0]) < commonness(needle[$1]) } ?? 0
        return bytes.withUnsafeBufferPointer { haystack in
            needle.withUnsafeBufferPointer { pattern in
                guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return nil }
                let last = haystack.count - pattern.count
                var index = start
                while index <= last {
                    guard let found = memchr(base + index + anchor, Int32(pattern[anchor]), last - index + 1) else { return nil }
                    let position = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) - anchor
                    if memcmp(base + position, patternBase, pattern.count) == 0 { return position }
                    index = position + 1
                }
                return nil
            }
        }
    }

    /// How many times `name` stands in `bytes` as a whole identifier (not inside a longer one),
    /// wherever: code, comments or strings.
    package static func identifierCount(_ name: String, in bytes: [UInt8]) -> Int {
        let needle = Array(name.utf8)
        var count = 0
        var index = 0
        while let found = firstIndex(of: needle, in: bytes, from: index) {
            let end = found + needle.count
            if (found == 0 || !isIdentifierByte(bytes[found - 1])) && (end == bytes.count || !isIdentifierByte(bytes[end])) {
                count += 1
            }
            index = found + 1
        }
        return count
    }

    /// How common a byte is in Swift source, roughly: rare lowercase letters, then capitals and
    /// digits, then other lowercase letters, then punctuation and spaces.
    private static func commonness(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "j"), UInt8(ascii: "k"), UInt8(ascii: "q"), UInt8(ascii: "v"), UInt8(ascii: "w"), UInt8(ascii: "x"),
            UInt8(ascii: "y"), UInt8(ascii: "z"):
            return 0
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): return 1
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return 2
        default: return 3
        }
    }
}
