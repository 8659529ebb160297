/// Why a JSON text could not be read, and where.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What was wrong.
    public var reason: String
    /// Byte offset in the text where reading stopped.
    public var offset: Int

    /// Creates a value from its members.
    public init(reason: String, offset: Int) {
        self.reason = reason
        self.offset = offset
    }

    /// A readable form, for logs and test failures.
    public var description: String { "\(reason) at byte \(offset)" }
}

/// A strict-where-it-matters, lenient-where-it-is-harmless JSON reader over UTF-8 bytes.
///
/// - Invalid UTF-8 inside strings becomes U+FFFD instead of failing the message (a client that
///   sends broken bytes in one field should still get an answer to the rest).
/// - Lone UTF-16 surrogates in `\u` escapes become U+FFFD.
/// - Nesting deeper than `maximumDepth` fails with an error instead of overflowing the stack, which
///   is what a recursive reader does on `[[[[…` sent by a hostile or broken peer.
/// - Numbers without fraction or exponent that fit in `Int` are `.int`; all others `.double`.
public struct JSONParser {
    /// The deepest nesting of arrays and objects accepted; LSP messages stay under 20.
    public static let maximumDepth = 512

    /// Parses exactly one JSON value filling `bytes` (whitespace around it allowed).
    public static func parse(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> JSONValue {
        let (value, end) = try parsePrefix(bytes)
        guard end == bytes.count else {
            throw JSONParseError(reason: "unexpected text after the JSON value", offset: end)
        }
        return value
    }

    /// Parses a string's UTF-8 as one JSON value.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// Parses the JSON value at the start of `bytes` and returns it with the offset just past it and
    /// any whitespace after it, so a caller can tell a complete value followed by stray bytes (an
    /// over-long `Content-Length`) from a broken one.
    public static func parsePrefix(_ bytes: some Collection<UInt8>) throws(JSONParseError) -> (JSONValue, end: Int) {
        let result: Result<(JSONValue, Int), JSONParseError>? = bytes.withContiguousStorageIfAvailable { buffer in
            var reader = Reader(buffer: buffer)
            do throws(JSONParseError) {
                return .success((try reader.parseDocumentPrefix(), reader.index))
            } catch {
                return .failure(error)
            }
        }
        switch result ?? Array(bytes).withUnsafeBufferPointer({ buffer in
            var reader = Reader(buffer: buffer)
            do throws(JSONParseError) {
                return .success((try reader.parseDocumentPrefix(), reader.index))
            } catch {
                return .failure(error)
            }
        }) {
        case .success(let (value, end)): return (value, end)
        case .failure(let error): throw error
        }
    }
}

// MARK: - The reader

/// Recursive descent over a byte buffer; recursion depth is bounded by `maximumDepth`.
private struct Reader {
    let buffer: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0

    /// Creates a value from its members.
    init(buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    mutating func parseDocumentPrefix() throws(JSONParseError) -> JSONValue {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        return value
    }

    func fail(_ reason: String) -> JSONParseError {
        JSONParseError(reason: reason, offset: index)
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < buffer.count {
            switch buffer[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func parseValue() throws(JSONParseError) -> JSONValue {
        guard index < buffer.count else { throw fail("unexpected end of input") }
        switch buffer[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectWord("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectWord("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectWord("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw fail("unexpected character")
        }
    }

    mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let length = word.utf8CodeUnitCount
        guard index + length <= buffer.count else { throw fail("unexpected end of input") }
        let pointer = word.utf8Start
        for offset in 0..<length where buffer[index + offset] != pointer[offset] {
            throw fail("invalid literal")
        }
        index += length
    }

    mutating func enter() throws(JSONParseError) {
        depth += 1
        if depth > JSONParser.maximumDepth { throw fail("nesting deeper than \(JSONParser.maximumDepth)") }
    }

    mutating func parseObject() throws(JSONParseError) -> JSONValue {
        try enter()
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if index < buffer.count, buffer[index] == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < buffer.count else { throw fail("unexpected end of input in object") }
            guard buffer[index] == UInt8(ascii: "\"") else { throw fail("expected a member name") }
            let key = try parseString()
            skipWhitespace()
            guard index < buffer.count, buffer[index] == UInt8(ascii: ":") else { throw fail("expected ':'") }
            index += 1
            skipWhitespace()
            members[key] = try parseValue()
            skipWhitespace()
            guard index < buffer.count else { throw fail("unexpected end of input in object") }
            if buffer[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard buffer[index] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
            index += 1
            depth -= 1
            return .object(members)
        }
    }

    mutating func parseArray() throws(JSONParseError) -> JSONValue {
        try enter()
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < buffer.count, buffer[index] == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            guard index < buffer.count else { throw fail("unexpected end of input in array") }
            if buffer[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard buffer[index] == UInt8(ascii: "]") else { throw fail("expected ',' or ']'") }
            index += 1
            depth -= 1
            return .array(elements)
        }
    }

    /// Reads a string starting at its opening quote. The common case (no escapes) is one scan and
    /// one `String(decoding:)`, which also repairs invalid UTF-8.
    mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        let start = index
        while index < buffer.count {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\"") {
                let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") { break }
            index += 1
        }
        guard index < buffer.count else { throw fail("unterminated string") }
        // Slow path: escapes. Collect raw UTF-8 bytes, decoding once at the end.
        var bytes = Array(UnsafeBufferPointer(rebasing: buffer[start..<index]))
        while index < buffer.count {
            let byte = buffer[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(decoding: bytes, as: UTF8.self)
            }
            if byte != UInt8(ascii: "\\") {
                bytes.append(byte)
                index += 1
                continue
            }
            index += 1
            guard index < buffer.count else { break }
            let escape = buffer[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\""))
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "/"): bytes.append(UInt8(ascii: "/"))
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "u"):
                let scalar = try parseUnicodeEscape()
                bytes.append(contentsOf: Array(String(Character(scalar)).utf8))
            default:
                index -= 1
                throw fail("invalid escape")
            }
        }
        throw fail("unterminated string")
    }

    /// Reads the four hex digits after `\u` (and a following low surrogate when this is a high one).
    mutating func parseUnicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
        let first = try parseHex4()
        if (0xD800...0xDBFF).contains(first) {
            if index + 1 < buffer.count, buffer[index] == UInt8(ascii: "\\"), buffer[index + 1] == UInt8(ascii: "u") {
                let saved = index
                index += 2
                let second = try parseHex4()
                if (0xDC00...0xDFFF).contains(second) {
                    let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    return Unicode.Scalar(combined) ?? "\u{FFFD}"
                }
                index = saved
            }
            return "\u{FFFD}"
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= buffer.count else { throw fail("truncated \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = buffer[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw fail("invalid hex digit in \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    mutating func parseNumber() throws(JSONParseError) -> JSONValue {
        let start = index
        var isInteger = true
        if buffer[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < buffer.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(buffer[index]) { index += 1 }
        guard index > digitsStart else { throw fail("expected digits") }
        if buffer[digitsStart] == UInt8(ascii: "0"), index - digitsStart > 1 { throw fail("leading zero") }
        if index < buffer.count, buffer[index] == UInt8(ascii: ".") {
            isInteger = false
            index += 1
            let fractionStart = index
            while index < buffer.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(buffer[index]) { index += 1 }
            guard index > fractionStart else { throw fail("expected digits after '.'") }
        }
        if index < buffer.count, buffer[index] == UInt8(ascii: "e") || buffer[index] == UInt8(ascii: "E") {
            isInteger = false
            index += 1
            if index < buffer.count, buffer[index] == UInt8(ascii: "+") || buffer[index] == UInt8(ascii: "-") {
                index += 1
            }
            let exponentStart = index
            while index < buffer.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(buffer[index]) { index += 1 }
            guard index > exponentStart else { throw fail("expected exponent digits") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
        if isInteger, let value = Int(text) { return .int(value) }
        guard let value = Double(text) else { throw fail("invalid number") }
        return .double(value)
    }
}
