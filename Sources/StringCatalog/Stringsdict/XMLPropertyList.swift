import TextPositions

/// A value of an XML property list, with positions.
public struct PropertyListNode: Sendable, Equatable {
    /// The value.
    public var value: PropertyListValue
    /// The element's range, from `<` of the start tag to `>` of the end tag.
    public var range: ByteRange
}

/// One `<key>…</key>` + value of a `<dict>`, in document order.
public struct PropertyListMember: Sendable, Equatable {
    /// The key text, entities decoded.
    public var key: String
    /// The `<key>…</key>` element's range.
    public var keyRange: ByteRange
    /// The value.
    public var value: PropertyListNode
}

/// XML property list values.
public enum PropertyListValue: Sendable, Equatable {
    /// `<dict>`: members in document order.
    case dictionary([PropertyListMember])
    /// `<array>`.
    case array([PropertyListNode])
    /// `<string>` (or `<key>` read as a value), entities decoded.
    case string(String)
    /// `<integer>`, as written.
    case integer(String)
    /// `<real>`, as written.
    case real(String)
    /// `<true/>` or `<false/>`.
    case bool(Bool)
    /// `<data>` (base64 text) or `<date>`, as written.
    case other(tag: String, text: String)
    /// An element that could not be read (a problem was reported).
    case invalid

    /// The members if this is a dictionary.
    public var members: [PropertyListMember]? {
        if case .dictionary(let members) = self { return members }
        return nil
    }

    /// The string if this is a string.
    public var stringValue: String? {
        if case .string(let string) = self { return string }
        return nil
    }

    /// A short name for messages.
    public var kindDescription: String {
        switch self {
        case .dictionary: return "a dictionary"
        case .array: return "an array"
        case .string: return "a string"
        case .integer: return "an integer"
        case .real: return "a real number"
        case .bool: return "a boolean"
        case .other(let tag, _): return "<\(tag)>"
        case .invalid: return "invalid XML"
        }
    }
}

/// A small XML property list reader of our own that keeps positions (for `.stringsdict`). It
/// accepts the prolog, doctype, comments, CDATA and the five entities plus numeric references;
/// never fails: malformed XML yields what could be read plus problems.
///
/// ```swift
/// let document = XMLPropertyListReader.read(Array("<plist><dict><key>a</key><string>b</string></dict></plist>".utf8))
/// document.root?.value.members?.first?.key   // "a"
/// ```
public enum XMLPropertyListReader {
    /// Reads an XML property list from UTF-8 bytes.
    public static func read(_ bytes: [UInt8]) -> (root: PropertyListNode?, problems: [JSONProblem]) {
        var parser = XMLPlistParser(bytes: bytes)
        let root = parser.parseDocument()
        return (root, parser.problems)
    }
}

/// The tokenizer and recursive reader behind `XMLPropertyListReader`.
struct XMLPlistParser {
    let bytes: [UInt8]
    var index = 0
    var problems: [JSONProblem] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func problem(_ message: String, _ range: ByteRange) {
        problems.append(JSONProblem(message: message, range: range))
    }

    /// A start, end or empty tag.
    struct Tag {
        var name: String
        var isEnd: Bool
        var isEmpty: Bool
        var range: ByteRange
    }

    mutating func parseDocument() -> PropertyListNode? {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        var root: PropertyListNode?
        while let tag = nextTag() {
            if tag.name == "plist" && !tag.isEnd && !tag.isEmpty { continue }
            if tag.name == "plist" && tag.isEnd { break }
            if tag.isEnd {
                problem("unexpected </\(tag.name)>", tag.range)
                continue
            }
            let node = parseElement(tag, depth: 0)
            if root == nil { root = node } else { problem("more than one top-level value", node.range) }
        }
        if root == nil { problem("no property list value found", ByteRange(at: index)) }
        return root
    }

    /// Skips text, comments, processing instructions and doctype, returning the next tag.
    mutating func nextTag() -> Tag? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if startsWith("<!--") {
                index = find("-->", from: index + 4).map { $0 + 3 } ?? bytes.count
                continue
            }
            if startsWith("<?") || startsWith("<!") {
                index = find(">", from: index + 2).map { $0 + 1 } ?? bytes.count
                continue
            }
            return readTag()
        }
        return nil
    }

    func startsWith(_ text: String) -> Bool {
        let pattern = Array(text.utf8)
        return index + pattern.count <= bytes.count && bytes[index..<index + pattern.count].elementsEqual(pattern)
    }

    func find(_ text: String, from start: Int) -> Int? {
        let pattern = Array(text.utf8)
        guard pattern.count <= bytes.count else { return nil }
        var position = start
        while position + pattern.count <= bytes.count {
            if bytes[position] == pattern[0], bytes[position..<position + pattern.count].elementsEqual(pattern) { return position }
            position += 1
        }
        return nil
    }

    /// Reads a tag at `<`.
    mutating func readTag() -> Tag {
        let start = index
        index += 1
        let isEnd = index < bytes.count && bytes[index] == UInt8(ascii: "/")
        if isEnd { index += 1 }
        let nameStart = index
        while index < bytes.count, !" \t\r\n/>".utf8.contains(bytes[index]) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var isEmpty = false
        while index < bytes.count, bytes[index] != UInt8(ascii: ">") {
            if bytes[index] == UInt8(ascii: "/") { isEmpty = true }
            if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
                let quote = bytes[index]
                index += 1
                while index < bytes.count, bytes[index] != quote { index += 1 }
            } else if bytes[index] != UInt8(ascii: "/") {
                isEmpty = false
            }
            index += 1
        }
        if index < bytes.count {
            index += 1
        } else {
            problem("unterminated tag <\(name)", ByteRange(start: start, end: index))
        }
        return Tag(name: name, isEnd: isEnd, isEmpty: isEmpty, range: ByteRange(start: start, end: index))
    }

    /// Text content up to the next `<` that is not CDATA, entities decoded.
    mutating func readText() -> String {
        var output: [UInt8] = []
        while index < bytes.count {
            if startsWith("<![CDATA[") {
                let end = find("]]>", from: index + 9) ?? bytes.count
                output.append(contentsOf: bytes[(index + 9)..<end])
                index = min(end + 3, bytes.count)
                continue
            }
            if startsWith("<!--") {
                index = find("-->", from: index + 4).map { $0 + 3 } ?? bytes.count
                continue
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "<") { break }
            if byte == UInt8(ascii: "&"), let semicolon = find(";", from: index), semicolon - index <= 10 {
                let name = String(decoding: bytes[(index + 1)..<semicolon], as: UTF8.self)
                if let decoded = XMLCharacterReference.text(named: name) {
                    output.append(contentsOf: decoded.utf8)
                    index = semicolon + 1
                    continue
                }
                problem("unknown entity &\(name);", ByteRange(start: index, end: semicolon + 1))
            }
            output.append(byte)
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Reads the element whose start tag is `tag`.
    mutating func parseElement(_ tag: Tag, depth: Int) -> PropertyListNode {
        let start = tag.range.start
        if depth > 128 {
            problem("nesting deeper than 128 levels", tag.range)
            skipElement(tag)
            return PropertyListNode(value: .invalid, range: ByteRange(start: start, end: index))
        }
        switch tag.name {
        case "true", "false":
            if !tag.isEmpty { _ = readText(); expectEnd(tag.name) }
            return PropertyListNode(value: .bool(tag.name == "true"), range: ByteRange(start: start, end: index))
        case "string", "integer", "real", "data", "date", "key":
            let text = tag.isEmpty ? "" : readText()
            if !tag.isEmpty { expectEnd(tag.name) }
            let value: PropertyListValue
            switch tag.name {
            case "string", "key": value = .string(text)
            case "integer": value = .integer(text.trimmingWhitespace())
            case "real": value = .real(text.trimmingWhitespace())
            default: value = .other(tag: tag.name, text: text)
            }
            return PropertyListNode(value: value, range: ByteRange(start: start, end: index))
        case "dict":
            var members: [PropertyListMember] = []
            if tag.isEmpty { return PropertyListNode(value: .dictionary([]), range: tag.range) }
            var pendingKey: (String, ByteRange)?
            while true {
                guard let child = nextTag() else {
                    problem("unterminated <dict>", tag.range)
                    break
                }
                if child.isEnd {
                    if child.name != "dict" { problem("expected </dict>, found </\(child.name)>", child.range) }
                    break
                }
                let node = parseElement(child, depth: depth + 1)
                if child.name == "key" {
                    if let (key, range) = pendingKey {
                        problem("<key>\(key)</key> has no value", range)
                    }
                    pendingKey = (node.value.stringValue ?? "", node.range)
                } else if let (key, range) = pendingKey {
                    members.append(PropertyListMember(key: key, keyRange: range, value: node))
                    pendingKey = nil
                } else {
                    problem("a value without a <key> in <dict>", node.range)
                }
            }
            if let (key, range) = pendingKey { problem("<key>\(key)</key> has no value", range) }
            return PropertyListNode(value: .dictionary(members), range: ByteRange(start: start, end: index))
        case "array":
            var elements: [PropertyListNode] = []
            if tag.isEmpty { return PropertyListNode(value: .array([]), range: tag.range) }
            while true {
                guard let child = nextTag() else {
                    problem("unterminated <array>", tag.range)
                    break
                }
                if child.isEnd {
                    if child.name != "array" { problem("expected </array>, found </\(child.name)>", child.range) }
                    break
                }
                elements.append(parseElement(child, depth: depth + 1))
            }
            return PropertyListNode(value: .array(elements), range: ByteRange(start: start, end: index))
        default:
            problem("unknown element <\(tag.name)>", tag.range)
            skipElement(tag)
            return PropertyListNode(value: .invalid, range: ByteRange(start: start, end: index))
        }
    }

    /// Expects `</name>` next.
    mutating func expectEnd(_ name: String) {
        let save = index
        guard let tag = nextTag(), tag.isEnd, tag.name == name else {
            problem("expected </\(name)>", ByteRange(at: save))
            index = save
            return
        }
    }

    /// Skips an unknown element and its content.
    mutating func skipElement(_ tag: Tag) {
        if tag.isEmpty { return }
        var depth = 1
        while depth > 0, let next = nextTag() {
            if next.name == tag.name { depth += next.isEnd ? -1 : (next.isEmpty ? 0 : 1) }
        }
    }
}

extension String {
    /// Without leading and trailing whitespace (no Foundation).
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
