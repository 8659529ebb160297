import StringCatalog
import TextPositions

/// The top-level string entries of an XML `Info.plist`, with positions: where the permission texts
/// (`NS*UsageDescription`) and display names a user sees come from.
///
/// Only the outermost `<dict>`'s `<key>`/`<string>` pairs are kept; nested dictionaries and arrays
/// are skipped (their texts are keyed by value in `InfoPlist.xcstrings`, not by plist key). Reading
/// never fails: a file that is not an XML plist (binary, broken) yields no entries and a problem.
public struct InfoPlist: Sendable, Equatable {
    /// Workspace-relative path.
    public var path: String
    /// Top-level string entries in file order.
    public var entries: [Entry]
    /// Why entries may be missing.
    public var problems: [String]

    /// One `<key>K</key><string>V</string>` pair.
    public struct Entry: Sendable, Equatable {
        /// The key (`NSCameraUsageDescription`).
        public var key: String
        /// The decoded value.
        public var value: String
        /// Bytes of the key's text (inside `<key>`).
        public var keyRange: ByteRange
        /// Bytes of the value's text (inside `<string>`; empty at the tag for `<string/>`).
        public var valueRange: ByteRange
    }

    /// Whether `key` names a privacy text shown in a permission alert: any `NS…UsageDescription`
    /// (Apple adds new ones every year), plus NFC's `NFCReaderUsageDescription`.
    public static func isUsageDescriptionKey(_ key: String) -> Bool {
        key.hasSuffix("UsageDescription") && (key.hasPrefix("NS") || key.hasPrefix("NFC"))
    }

    /// The entries whose key is a privacy text.
    public var usageDescriptions: [Entry] {
        entries.filter { Self.isUsageDescriptionKey($0.key) }
    }

    /// Reads an Info.plist.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        var scanner = PlistXMLScanner(bytes: bytes)
        let (entries, problems) = scanner.topLevelStrings()
        self.entries = entries
        self.problems = problems
    }
}

/// A forward-only scanner over plist XML that tracks nesting and pairs top-level keys with strings.
struct PlistXMLScanner {
    /// The XML text.
    let bytes: [UInt8]
    /// The read position.
    var index = 0

    /// Prepares a scan of `bytes`.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// One tag: its name, whether it closes (`</x>`) or is empty (`<x/>`), and where its content starts.
    struct Tag {
        /// The tag name.
        var name: String
        /// Whether it is `</name>`.
        var isClosing: Bool
        /// Whether it is `<name/>`.
        var isEmpty: Bool
        /// The tag's bytes.
        var range: ByteRange
    }

    /// The top-level dictionary's string entries, and problems.
    mutating func topLevelStrings() -> ([InfoPlist.Entry], [String]) {
        if bytes.starts(with: Array("bplist".utf8)) { return ([], ["binary property list: not read"]) }
        var entries: [InfoPlist.Entry] = []
        var depth = 0  // containers open: plist's dict is depth 1
        var pendingKey: (String, ByteRange)?
        var sawDictionary = false
        while let tag = nextTag() {
            switch (tag.name, tag.isClosing) {
            case ("dict", false), ("array", false):
                if tag.isEmpty {
                    pendingKey = nil
                    continue
                }
                depth += 1
                if tag.name == "dict" { sawDictionary = true }
                pendingKey = nil
            case ("dict", true), ("array", true):
                depth -= 1
            case ("key", false) where depth == 1:
                pendingKey = tag.isEmpty ? ("", ByteRange(at: tag.range.end)) : text(until: "key")
            case ("string", false) where depth == 1:
                let value = tag.isEmpty ? ("", ByteRange(at: tag.range.end)) : text(until: "string")
                if let key = pendingKey {
                    entries.append(InfoPlist.Entry(key: key.0, value: value.0, keyRange: key.1, valueRange: value.1))
                }
                pendingKey = nil
            case (_, false) where depth == 1 && !tag.isEmpty && tag.name != "key":
                pendingKey = nil
            case (_, false) where depth == 1 && tag.isEmpty:
                pendingKey = nil  // <true/>, <false/>
            default:
                break
            }
        }
        return (entries, sawDictionary ? [] : ["no <dict> found: not an XML property list"])
    }

    /// The next tag, skipping text, comments, processing instructions and doctype.
    mutating func nextTag() -> Tag? {
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if hasPrefix("<!--") {
                skip(past: "-->")
                continue
            }
            if hasPrefix("<?") || hasPrefix("<!") {
                skip(past: ">")
                continue
            }
            let start = index
            index += 1
            let isClosing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
            if isClosing { index += 1 }
            let nameStart = index
            while index < bytes.count, !Self.isNameEnd(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { index += 1 }
            let isEmpty = index > 0 && index < bytes.count && bytes[index - 1] == UInt8(ascii: "/")
            index = min(index + 1, bytes.count)
            return Tag(name: name, isClosing: isClosing, isEmpty: isEmpty, range: ByteRange(start: start, end: index))
        }
        return nil
    }

    /// The decoded text up to `</name>`, and its raw range; the closing tag is consumed.
    mutating func text(until name: String) -> (String, ByteRange) {
        let start = index
        let closing = Array("</\(name)".utf8)
        var end = index
        while end < bytes.count, !bytes[end...].starts(with: closing) { end += 1 }
        let raw = bytes[start..<end]
        index = end
        _ = nextTag()
        return (Self.decode(raw), ByteRange(start: start, end: end))
    }

    /// XML entities (`&amp;` `&lt;` `&gt;` `&quot;` `&apos;` `&#…;`) and CDATA sections decoded.
    static func decode(_ raw: ArraySlice<UInt8>) -> String {
        var output: [UInt8] = []
        var index = raw.startIndex
        let cdataOpen = Array("<![CDATA[".utf8)
        while index < raw.endIndex {
            if raw[index...].starts(with: cdataOpen) {
                var end = index + cdataOpen.count
                while end < raw.endIndex, !raw[end...].starts(with: Array("]]>".utf8)) { end += 1 }
                output.append(contentsOf: raw[(index + cdataOpen.count)..<end])
                index = min(end + 3, raw.endIndex)
                continue
            }
            if raw[index] == UInt8(ascii: "&"), let semicolon = raw[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) {
                let entity = String(decoding: raw[(index + 1)..<semicolon], as: UTF8.self)
                let replacement = XMLCharacterReference.text(named: entity)
                if let replacement {
                    output.append(contentsOf: Array(replacement.utf8))
                    index = semicolon + 1
                    continue
                }
            }
            output.append(raw[index])
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// Whether the text at the read position starts with `text`.
    func hasPrefix(_ text: String) -> Bool {
        bytes[index...].starts(with: Array(text.utf8))
    }

    /// Moves past the next `terminator` (or to the end).
    mutating func skip(past terminator: String) {
        let pattern = Array(terminator.utf8)
        while index < bytes.count, !bytes[index...].starts(with: pattern) { index += 1 }
        index = min(index + pattern.count, bytes.count)
    }

    /// Whether `byte` ends a tag name.
    static func isNameEnd(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ">") || byte == UInt8(ascii: "/") || byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }
}
