import TextPositions

/// A value of an old-style (OpenStep) property list, the format of `project.pbxproj`, with the
/// byte range it was read from.
public indirect enum OpenStepPlistValue: Sendable, Equatable {
    /// A quoted or bare string (numbers and identifiers are strings in this format).
    case string(String, ByteRange)
    /// `( a, b, )`.
    case array([OpenStepPlistValue], ByteRange)
    /// `{ key = value; … }`, members in file order.
    case dictionary([OpenStepPlistMember], ByteRange)
    /// Text that could not be read; a problem was reported.
    case invalid(ByteRange)

    /// The range the value was read from.
    public var range: ByteRange {
        switch self {
        case .string(_, let range), .array(_, let range), .dictionary(_, let range), .invalid(let range): return range
        }
    }

    /// The string, if this is one.
    public var string: String? {
        if case .string(let value, _) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [OpenStepPlistValue]? {
        if case .array(let elements, _) = self { return elements }
        return nil
    }

    /// The members, if this is a dictionary.
    public var members: [OpenStepPlistMember]? {
        if case .dictionary(let members, _) = self { return members }
        return nil
    }

    /// The value of the last member named `key`, if this is a dictionary that has one.
    public subscript(key: String) -> OpenStepPlistValue? {
        members?.last { $0.key == key }?.value
    }
}

/// One `key = value;` of a dictionary.
public struct OpenStepPlistMember: Sendable, Equatable {
    /// The key.
    public var key: String
    /// The key's bytes.
    public var keyRange: ByteRange
    /// The value.
    public var value: OpenStepPlistValue
}

/// A tolerant reader of old-style property lists: it never fails; what it cannot read becomes
/// `.invalid` plus a problem, and reading resumes at the next separator.
///
/// Grammar: `{ key = value; }`, `( value, value, )`, `"quoted"` strings with backslash escapes,
/// bare strings of letters, digits and `_$+/:.-`, `<hex data>` (kept as text), and `/* … */` or
/// `// …` comments anywhere.
public enum OpenStepPlistReader {
    /// Reads `bytes`; returns the root value and the problems met.
    public static func read(_ bytes: [UInt8]) -> (value: OpenStepPlistValue, problems: [(message: String, range: ByteRange)]) {
        var parser = OpenStepPlistParser(bytes: bytes)
        parser.skipTrivia()
        let value = parser.parseValue(depth: 0)
        return (value, parser.problems)
    }
}

/// The recursive-descent parser behind `OpenStepPlistReader`.
struct OpenStepPlistParser {
    /// The text.
    let bytes: [UInt8]
    /// The read position.
    var index = 0
    /// Problems found so far.
    var problems: [(message: String, range: ByteRange)] = []

    /// Deepest nesting read, so hostile input cannot exhaust the stack.
    static let maximumDepth = 200

    /// Prepares a parse of `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Records a problem.
    mutating func problem(_ message: String, _ range: ByteRange) {
        problems.append((message, range))
    }

    /// Skips whitespace and comments.
    mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(index + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }

    /// One value at the read position.
    mutating func parseValue(depth: Int) -> OpenStepPlistValue {
        guard index < bytes.count else {
            problem("expected a value, found the end of the file", ByteRange(at: index))
            return .invalid(ByteRange(at: index))
        }
        if depth > Self.maximumDepth {
            problem("nesting too deep", ByteRange(at: index))
            index = bytes.count
            return .invalid(ByteRange(at: index))
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return parseDictionary(depth: depth)
        case UInt8(ascii: "("): return parseArray(depth: depth)
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return parseQuoted()
        case UInt8(ascii: "<"): return parseData()
        default:
            if let bare = parseBare() { return bare }
            let start = index
            index += 1
            problem("unexpected character", ByteRange(start: start, end: index))
            return .invalid(ByteRange(start: start, end: index))
        }
    }

    /// `{ key = value; … }`, recovering at `;` or `}`.
    mutating func parseDictionary(depth: Int) -> OpenStepPlistValue {
        let start = index
        index += 1
        var members: [OpenStepPlistMember] = []
        while true {
            skipTrivia()
            guard index < bytes.count else {
                problem("unterminated dictionary", ByteRange(start: start, end: start + 1))
                return .dictionary(members, ByteRange(start: start, end: index))
            }
            if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .dictionary(members, ByteRange(start: start, end: index))
            }
            let keyValue = parseValue(depth: depth + 1)
            guard let key = keyValue.string else {
                problem("expected a dictionary key", keyValue.range)
                recover(to: [UInt8(ascii: ";"), UInt8(ascii: "}")])
                continue
            }
            skipTrivia()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                problem("expected '=' after key '\(key)'", ByteRange(at: index))
                recover(to: [UInt8(ascii: ";"), UInt8(ascii: "}")])
                continue
            }
            index += 1
            skipTrivia()
            let value = parseValue(depth: depth + 1)
            members.append(OpenStepPlistMember(key: key, keyRange: keyValue.range, value: value))
            skipTrivia()
            if index < bytes.count, bytes[index] == UInt8(ascii: ";") {
                index += 1
            } else if index < bytes.count, bytes[index] != UInt8(ascii: "}") {
                problem("expected ';' after the value of '\(key)'", ByteRange(at: index))
                recover(to: [UInt8(ascii: ";"), UInt8(ascii: "}")])
            }
        }
    }

    /// `( value, … )`, recovering at `,` or `)`.
    mutating func parseArray(depth: Int) -> OpenStepPlistValue {
        let start = index
        index += 1
        var elements: [OpenStepPlistValue] = []
        while true {
            skipTrivia()
            guard index < bytes.count else {
                problem("unterminated array", ByteRange(start: start, end: start + 1))
                return .array(elements, ByteRange(start: start, end: index))
            }
            if bytes[index] == UInt8(ascii: ")") {
                index += 1
                return .array(elements, ByteRange(start: start, end: index))
            }
            elements.append(parseValue(depth: depth + 1))
            skipTrivia()
            if index < bytes.count, bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if index < bytes.count, bytes[index] == UInt8(ascii: ";") || bytes[index] == UInt8(ascii: "}") {
                // The array was never closed; let the enclosing dictionary carry on from here.
                problem("expected ')' to close the array", ByteRange(at: index))
                return .array(elements, ByteRange(start: start, end: index))
            } else if index < bytes.count, bytes[index] != UInt8(ascii: ")") {
                problem("expected ',' or ')' in array", ByteRange(at: index))
                recover(to: [UInt8(ascii: ","), UInt8(ascii: ")")])
                if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
            }
        }
    }

    /// Skips to the next byte in `stops` (not consuming it unless it is `;`), respecting strings.
    mutating func recover(to stops: Set<UInt8>) {
        while index < bytes.count, !stops.contains(bytes[index]) {
            if bytes[index] == UInt8(ascii: "\"") {
                _ = parseQuoted()
            } else {
                index += 1
            }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ";") { index += 1 }
    }

    /// A quoted string with backslash escapes (`\n`, `\t`, `\U00e9` …).
    mutating func parseQuoted() -> OpenStepPlistValue {
        let start = index
        let quote = bytes[index]
        index += 1
        var scalars: [UInt8] = []
        while index < bytes.count, bytes[index] != quote {
            var byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                index += 1
                byte = bytes[index]
                switch byte {
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "U"), UInt8(ascii: "u"):
                    var value: UInt32 = 0
                    var digits = 0
                    while digits < 4, index + 1 < bytes.count, let digit = bytes[index + 1].hexDigitValue {
                        value = value * 16 + UInt32(digit)
                        index += 1
                        digits += 1
                    }
                    if let scalar = Unicode.Scalar(value) { scalars.append(contentsOf: Array(String(Character(scalar)).utf8)) }
                default: scalars.append(byte)
                }
                index += 1
                continue
            }
            scalars.append(byte)
            index += 1
        }
        if index < bytes.count {
            index += 1
        } else {
            problem("unterminated string", ByteRange(start: start, end: start + 1))
        }
        return .string(String(decoding: scalars, as: UTF8.self), ByteRange(start: start, end: index))
    }

    /// `<hex data>`, kept as text.
    mutating func parseData() -> OpenStepPlistValue {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
        index = min(index + 1, bytes.count)
        return .string(String(decoding: bytes[start..<index], as: UTF8.self), ByteRange(start: start, end: index))
    }

    /// A bare word, or `nil` when none starts here.
    mutating func parseBare() -> OpenStepPlistValue? {
        let start = index
        while index < bytes.count, Self.isBareByte(bytes[index]) { index += 1 }
        guard index > start else { return nil }
        return .string(String(decoding: bytes[start..<index], as: UTF8.self), ByteRange(start: start, end: index))
    }

    /// Whether `byte` may appear in a bare word.
    static func isBareByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            return true
        default:
            return byte >= 0x80
        }
    }
}
