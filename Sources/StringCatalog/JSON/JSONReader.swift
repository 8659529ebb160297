import TextPositions

/// A tolerant JSON reader that keeps positions.
///
/// It never fails: invalid text yields the values that could be read plus `JSONProblem`s with
/// byte ranges. Object members keep their key text, key range, value range and order, duplicates
/// included. Used for `.xcstrings` catalogs and for the `.swift-l10n.json` configuration file.
///
/// ```swift
/// let document = JSONReader.read(Array(#"{"a" : [1, true]}"#.utf8))
/// document.root.member("a")?.value.range   // 8..<17
/// ```
public enum JSONReader {
    /// Deepest nesting read; deeper values are skipped with a problem so hostile input cannot
    /// exhaust the stack.
    public static let maximumDepth = 256

    /// Reads `bytes` (UTF-8, an initial BOM is skipped with a problem).
    public static func read(_ bytes: [UInt8]) -> JSONDocument {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = JSONParser(bytes: buffer)
            return parser.parseDocument()
        }
    }

    /// Reads a string's UTF-8 text.
    public static func read(_ text: String) -> JSONDocument {
        read(Array(text.utf8))
    }
}

/// The recursive-descent parser behind `JSONReader`.
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var problems: [JSONProblem] = []
    /// Reused buffer for strings with escapes.
    var scratch: [UInt8] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func parseDocument() -> JSONDocument {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            problem("byte order mark before JSON text", ByteRange(start: 0, end: 3))
            index = 3
        }
        skipWhitespace()
        guard index < bytes.count else {
            problem("no JSON value in the text", ByteRange(at: index))
            return JSONDocument(root: JSONNode(.invalid, range: ByteRange(at: index)), problems: problems)
        }
        let root = parseValue(depth: 0)
        skipWhitespace()
        if index < bytes.count {
            problem("unexpected text after the JSON value", ByteRange(start: index, end: bytes.count))
        }
        return JSONDocument(root: root, problems: problems)
    }

    mutating func problem(_ message: String, _ range: ByteRange) {
        problems.append(JSONProblem(message: message, range: range))
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int) -> JSONNode {
        let start = index
        guard index < bytes.count else {
            problem("expected a value, found the end of the text", ByteRange(at: index))
            return JSONNode(.invalid, range: ByteRange(at: index))
        }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            if depth >= JSONReader.maximumDepth { return skipTooDeep() }
            return parseObject(depth: depth)
        case UInt8(ascii: "["):
            if depth >= JSONReader.maximumDepth { return skipTooDeep() }
            return parseArray(depth: depth)
        case UInt8(ascii: "\""):
            let string = parseString()
            return JSONNode(.string(string), range: ByteRange(start: start, end: index))
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return parseNumber()
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return parseLiteral()
        case UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ","):
            // Left for the enclosing object or array, which knows how to recover from it.
            problem("expected a value", ByteRange(start: index, end: index + 1))
            return JSONNode(.invalid, range: ByteRange(at: index))
        default:
            return parseJunk()
        }
    }

    /// Skips a too-deeply nested value by bracket counting (strings respected).
    mutating func skipTooDeep() -> JSONNode {
        let start = index
        var level = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                _ = parseString()
                continue
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { level += 1 }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                level -= 1
                if level == 0 {
                    index += 1
                    break
                }
            }
            index += 1
        }
        problem("value nested deeper than \(JSONReader.maximumDepth) levels", ByteRange(start: start, end: index))
        return JSONNode(.invalid, range: ByteRange(start: start, end: index))
    }

    mutating func parseObject(depth: Int) -> JSONNode {
        var members: [JSONMember] = []
        let range = parseObjectMembers(depth: depth) { parser, key, keyRange in
            members.append(JSONMember(key: key, keyRange: keyRange, value: parser.parseValue(depth: depth + 1)))
        }
        return JSONNode(.object(members), range: range)
    }

    /// Walks the object starting at `index` (a `{`), recovering from syntax errors, and calls
    /// `member` after each key and its `:`; `member` must read the value (`parseValue` or a
    /// specialised reader). Returns the object's range.
    mutating func parseObjectMembers(depth: Int, _ member: (inout JSONParser, String, ByteRange) -> Void) -> ByteRange {
        let start = index
        index += 1
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                problem("unterminated object: expected '}'", ByteRange(at: index))
                return ByteRange(start: start, end: index)
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "}") {
                index += 1
                return ByteRange(start: start, end: index)
            }
            if byte == UInt8(ascii: "]") {
                problem("expected '}' to close the object, found ']'", ByteRange(start: index, end: index + 1))
                index += 1
                return ByteRange(start: start, end: index)
            }
            if byte == UInt8(ascii: ",") {
                problem("unexpected ','", ByteRange(start: index, end: index + 1))
                index += 1
                continue
            }
            let keyStart = index
            guard byte == UInt8(ascii: "\"") else {
                // A non-string key: read it as a value to skip it and go on with the next member.
                let junk = parseValue(depth: depth + 1)
                problem("expected a string as object key", junk.range.isEmpty ? ByteRange(start: keyStart, end: keyStart + 1) : junk.range)
                if index == keyStart { index += 1 }
                skipMemberSeparator(objectStart: start)
                continue
            }
            let key = parseString()
            let keyRange = ByteRange(start: keyStart, end: index)
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: ":") {
                index += 1
                skipWhitespace()
            } else {
                problem("expected ':' after object key", ByteRange(at: index))
            }
            let before = index
            member(&self, key, keyRange)
            if index == before, index < bytes.count, bytes[index] != UInt8(ascii: ","), bytes[index] != UInt8(ascii: "}"),
                bytes[index] != UInt8(ascii: "]") {
                index += 1
            }
            skipMemberSeparator(objectStart: start)
        }
    }

    /// The first byte of the value at `index` (after whitespace), or `nil` at the end.
    mutating func peekValueStart() -> UInt8? {
        skipWhitespace()
        return index < bytes.count ? bytes[index] : nil
    }

    /// Reads a string value if one starts here (returns it with its range), else `nil` without
    /// consuming anything.
    mutating func parseStringIfPresent() -> (String, ByteRange)? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index
        let string = parseString()
        return (string, ByteRange(start: start, end: index))
    }

    /// After a member: consumes `,` (reporting a trailing comma), or reports a missing one.
    mutating func skipMemberSeparator(objectStart: Int) {
        skipWhitespace()
        guard index < bytes.count else { return }
        let byte = bytes[index]
        if byte == UInt8(ascii: ",") {
            index += 1
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") || bytes[index] == UInt8(ascii: "]") {
                problem("trailing ',' before the end of the object", ByteRange(start: index - 1, end: index))
            }
        } else if byte != UInt8(ascii: "}") && byte != UInt8(ascii: "]") {
            problem("expected ',' or '}' after object member", ByteRange(at: index))
        }
    }

    mutating func parseArray(depth: Int) -> JSONNode {
        let start = index
        index += 1
        var elements: [JSONNode] = []
        while true {
            skipWhitespace()
            guard index < bytes.count else {
                problem("unterminated array: expected ']'", ByteRange(at: index))
                return JSONNode(.array(elements), range: ByteRange(start: start, end: index))
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "]") {
                index += 1
                return JSONNode(.array(elements), range: ByteRange(start: start, end: index))
            }
            if byte == UInt8(ascii: "}") {
                problem("expected ']' to close the array, found '}'", ByteRange(start: index, end: index + 1))
                index += 1
                return JSONNode(.array(elements), range: ByteRange(start: start, end: index))
            }
            if byte == UInt8(ascii: ",") {
                problem("unexpected ','", ByteRange(start: index, end: index + 1))
                index += 1
                continue
            }
            let before = index
            elements.append(parseValue(depth: depth + 1))
            if index == before { index += 1 }
            skipWhitespace()
            guard index < bytes.count else { continue }
            let next = bytes[index]
            if next == UInt8(ascii: ",") {
                index += 1
                skipWhitespace()
                if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                    problem("trailing ',' before the end of the array", ByteRange(start: index - 1, end: index))
                }
            } else if next != UInt8(ascii: "]") && next != UInt8(ascii: "}") {
                problem("expected ',' or ']' after array element", ByteRange(at: index))
            }
        }
    }

    /// Parses a string starting at `"`; leaves `index` after the closing quote (or where the
    /// string was cut off: a raw line break or the end of the text).
    mutating func parseString() -> String {
        let start = index
        index += 1
        let contentStart = index
        // Fast path: no escapes.
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let text = makeString(UnsafeBufferPointer(rebasing: bytes[contentStart..<index]), at: contentStart)
                index += 1
                return text
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
            index += 1
        }
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<index]))
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return finishScratch(at: contentStart)
            case UInt8(ascii: "\\"):
                parseEscape()
            case 0x0A, 0x0D:
                problem("unterminated string", ByteRange(start: start, end: index))
                return finishScratch(at: contentStart)
            case 0x00..<0x20:
                problem("control character in string must be escaped", ByteRange(start: index, end: index + 1))
                scratch.append(byte)
                index += 1
            default:
                scratch.append(byte)
                index += 1
            }
        }
        problem("unterminated string", ByteRange(start: start, end: index))
        return finishScratch(at: contentStart)
    }

    mutating func finishScratch(at offset: Int) -> String {
        let bytes = scratch
        return bytes.withUnsafeBufferPointer { makeString($0, at: offset) }
    }

    mutating func makeString(_ buffer: UnsafeBufferPointer<UInt8>, at offset: Int) -> String {
        if !isValidUTF8(buffer) {
            problem("invalid UTF-8 in string", ByteRange(start: offset, end: offset + buffer.count))
        }
        return String(decoding: buffer, as: UTF8.self)
    }

    mutating func parseEscape() {
        let escapeStart = index
        index += 1
        guard index < bytes.count else {
            problem("unterminated escape", ByteRange(start: escapeStart, end: index))
            return
        }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): scratch.append(0x22)
        case UInt8(ascii: "\\"): scratch.append(0x5C)
        case UInt8(ascii: "/"): scratch.append(0x2F)
        case UInt8(ascii: "b"): scratch.append(0x08)
        case UInt8(ascii: "f"): scratch.append(0x0C)
        case UInt8(ascii: "n"): scratch.append(0x0A)
        case UInt8(ascii: "r"): scratch.append(0x0D)
        case UInt8(ascii: "t"): scratch.append(0x09)
        case UInt8(ascii: "u"):
            guard var unit = readHex4() else {
                problem("invalid \\u escape", ByteRange(start: escapeStart, end: index))
                return
            }
            if (0xD800..<0xDC00).contains(unit) {
                // A high surrogate must be followed by a low one.
                let save = index
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    if let low = readHex4(), (0xDC00..<0xE000).contains(low) {
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = save
                        unit = 0xFFFD
                        problem("unpaired surrogate in \\u escape", ByteRange(start: escapeStart, end: index))
                    }
                } else {
                    unit = 0xFFFD
                    problem("unpaired surrogate in \\u escape", ByteRange(start: escapeStart, end: index))
                }
            } else if (0xDC00..<0xE000).contains(unit) {
                unit = 0xFFFD
                problem("unpaired surrogate in \\u escape", ByteRange(start: escapeStart, end: index))
            }
            appendScalar(UInt32(unit))
        default:
            problem("invalid escape '\\\(Character(Unicode.Scalar(byte)))'", ByteRange(start: escapeStart, end: index))
            scratch.append(byte)
        }
    }

    mutating func readHex4() -> Int? {
        guard index + 4 <= bytes.count else { return nil }
        var value = 0
        for offset in 0..<4 {
            guard let digit = bytes[index + offset].hexDigitValue else { return nil }
            value = value * 16 + Int(digit)
        }
        index += 4
        return value
    }

    mutating func appendScalar(_ value: UInt32) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        scratch.append(contentsOf: String(Character(scalar)).utf8)
    }

    mutating func parseNumber() -> JSONNode {
        let start = index
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
                UInt8(ascii: "e"), UInt8(ascii: "E"):
                index += 1
            default:
                let range = ByteRange(start: start, end: index)
                return finishNumber(range)
            }
        }
        return finishNumber(ByteRange(start: start, end: index))
    }

    mutating func finishNumber(_ range: ByteRange) -> JSONNode {
        let slice = UnsafeBufferPointer(rebasing: bytes[range.start..<range.end])
        let text = String(decoding: slice, as: UTF8.self)
        if !Self.isValidNumber(slice) {
            problem("invalid number '\(text)'", range)
        }
        return JSONNode(.number(text), range: range)
    }

    /// JSON's number grammar: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
    static func isValidNumber(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = 0
        func isDigit(_ at: Int) -> Bool { at < text.count && text[at] >= 0x30 && text[at] <= 0x39 }
        if position < text.count, text[position] == UInt8(ascii: "-") { position += 1 }
        guard isDigit(position) else { return false }
        if text[position] == UInt8(ascii: "0") {
            position += 1
        } else {
            while isDigit(position) { position += 1 }
        }
        if position < text.count, text[position] == UInt8(ascii: ".") {
            position += 1
            guard isDigit(position) else { return false }
            while isDigit(position) { position += 1 }
        }
        if position < text.count, text[position] == UInt8(ascii: "e") || text[position] == UInt8(ascii: "E") {
            position += 1
            if position < text.count, text[position] == UInt8(ascii: "+") || text[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard isDigit(position) else { return false }
            while isDigit(position) { position += 1 }
        }
        return position == text.count
    }

    mutating func parseLiteral() -> JSONNode {
        let start = index
        while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        let range = ByteRange(start: start, end: index)
        let word = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        switch word {
        case "true": return JSONNode(.bool(true), range: range)
        case "false": return JSONNode(.bool(false), range: range)
        case "null": return JSONNode(.null, range: range)
        default:
            problem("unexpected '\(word)'", range)
            return JSONNode(.invalid, range: range)
        }
    }

    /// Consumes an unexpected token (a word, or one byte/scalar) and reports it.
    mutating func parseJunk() -> JSONNode {
        let start = index
        if isWordByte(bytes[index]) {
            while index < bytes.count, isWordByte(bytes[index]) { index += 1 }
        } else {
            index += 1
            while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
        }
        let range = ByteRange(start: start, end: index)
        problem("unexpected '\(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))'", range)
        return JSONNode(.invalid, range: range)
    }

    @inline(__always)
    func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == 0x5F
    }
}

/// Whether `bytes` is well-formed UTF-8 (no overlongs, surrogates or values past U+10FFFF).
/// Hand-written because the standard library's validating initializer is generic and slow here.
func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    while index < count {
        let lead = bytes[index]
        if lead < 0x80 {
            index += 1
            continue
        }
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return false
        }
        guard index + length <= count else { return false }
        let second = bytes[index + 1]
        guard second >= lower && second <= upper else { return false }
        for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 {
            return false
        }
        index += length
    }
    return true
}
