import TextPositions

/// The string values of a JSON file an app may bundle as data: Applite's `categories.json`
/// lists categories whose `"id"` ("Browsers", "Developer Tools") the app looks up as a key
/// (`LocalizedStringKey(self.id)`), so a catalog entry of that name may be shown though no code
/// names it.
///
/// Only values are kept (member names are the format's own words), each at its first place, and
/// only those that could be a text: at most `longestValue` bytes and holding a letter. A file
/// larger than `largestFile` (an animation, a recorded response) or in a test folder is not
/// read: it holds no list of names the app shows, and reading it would cost every check.
///
/// Read by a byte scan, not a JSON parser: only strings matter, and whether each is a member's
/// name (a `:` follows) or a value. Text that is not JSON gives whatever strings it holds.
public struct DataResource: Sendable {
    /// Each kept string value and the range of its first occurrence (quotes included).
    public let values: [String: ByteRange]

    /// Files from this size on are not read.
    public static let largestFile = 1 << 20
    /// Longer values are not kept: no key that long is a value a data file names.
    public static let longestValue = 200

    /// Reads the string values of the file at `path`; none when it is too large or test data.
    public init(path: String, bytes: [UInt8]) {
        guard bytes.count < Self.largestFile, ModuleMap.isTestPath(ascii: path) != true else {
            values = [:]
            return
        }
        var values: [String: ByteRange] = [:]
        bytes.withUnsafeBufferPointer { bytes in
            let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
            var index = 0
            while index < bytes.count {
                guard bytes[index] == quote else {
                    index += 1
                    continue
                }
                let start = index
                var hasEscape = false
                index += 1
                while index < bytes.count, bytes[index] != quote {
                    if bytes[index] == backslash {
                        hasEscape = true
                        index += 1
                    }
                    index += 1
                }
                let end = min(index + 1, bytes.count)
                index = end
                // A member's name is followed by `:`.
                var next = end
                while next < bytes.count, Self.isBlank(bytes[next]) { next += 1 }
                guard next >= bytes.count || bytes[next] != UInt8(ascii: ":"), end - start - 2 <= Self.longestValue,
                    end - start >= 2, bytes[end - 1] == quote
                else { continue }
                let content = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<(end - 1)])
                guard let text = hasEscape ? Self.unescaped(content) : String(decoding: content, as: UTF8.self),
                    values[text] == nil, text.contains(where: \.isLetter)
                else { continue }
                values[text] = ByteRange(start: start, end: end)
            }
        }
        self.values = values
    }

    /// Whether `byte` is JSON white space.
    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }

    /// The text of a string's content with its escapes decoded; `nil` for a malformed escape.
    static func unescaped(_ content: UnsafeBufferPointer<UInt8>) -> String? {
        var scalars = String.UnicodeScalarView()
        var decoded: [UInt8] = []
        var index = 0
        var pendingHighSurrogate: UInt32?
        func flush() {
            guard !decoded.isEmpty else { return }
            scalars.append(contentsOf: String(decoding: decoded, as: UTF8.self).unicodeScalars)
            decoded.removeAll()
        }
        while index < content.count {
            let byte = content[index]
            guard byte == UInt8(ascii: "\\") else {
                guard pendingHighSurrogate == nil else { return nil }
                decoded.append(byte)
                index += 1
                continue
            }
            guard index + 1 < content.count else { return nil }
            let escaped = content[index + 1]
            index += 2
            if escaped == UInt8(ascii: "u") {
                guard index + 4 <= content.count, let unit = UInt32(String(decoding: UnsafeBufferPointer(rebasing: content[index..<(index + 4)]), as: UTF8.self), radix: 16) else { return nil }
                index += 4
                flush()
                if let high = pendingHighSurrogate {
                    guard (0xDC00...0xDFFF).contains(unit), let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00)) else { return nil }
                    scalars.append(scalar)
                    pendingHighSurrogate = nil
                } else if (0xD800...0xDBFF).contains(unit) {
                    pendingHighSurrogate = unit
                } else {
                    guard let scalar = Unicode.Scalar(unit) else { return nil }
                    scalars.append(scalar)
                }
                continue
            }
            guard pendingHighSurrogate == nil else { return nil }
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
            case UInt8(ascii: "n"): decoded.append(0x0A)
            case UInt8(ascii: "t"): decoded.append(0x09)
            case UInt8(ascii: "r"): decoded.append(0x0D)
            case UInt8(ascii: "b"): decoded.append(0x08)
            case UInt8(ascii: "f"): decoded.append(0x0C)
            default: return nil
            }
        }
        guard pendingHighSurrogate == nil else { return nil }
        flush()
        return String(scalars)
    }
}
