import StringCatalog

/// A storyboard or XIB, read for the texts it hands to objects of the project's own classes.
///
/// Interface Builder shows an object's texts as written unless a `.strings` table named after the
/// document translates them; but a project's view class may look its text up itself when the
/// document is loaded (`awakeFromNib` doing `text = text?.localize()`), which makes the text a key
/// of a code table. Only objects with a `customClass` are kept: a system class never does that.
public struct InterfaceBuilderDocument: Sendable, Equatable {
    /// One text an object of a custom class receives from the document.
    public struct ClassText: Sendable, Hashable {
        /// The object's `customClass` (`UILocalizedLabel`).
        public var className: String
        /// The text as the document writes it (entities decoded).
        public var text: String

        /// A text `className`'s object receives.
        public init(className: String, text: String) {
            self.className = className
            self.text = text
        }
    }

    /// The texts of objects with a custom class: their `text`, `title` and `placeholder`
    /// attributes, a multi-line `<string key="text">` child, and a button's `<state title=…>`.
    public let customClassTexts: [ClassText]

    /// Attributes holding a text the object shows.
    static let textAttributes: Set<String> = ["text", "title", "placeholder"]

    /// Reads the XML `bytes`; a broken document yields what was read before the break.
    public init(bytes: [UInt8]) {
        var reader = InterfaceBuilderXMLReader(bytes: bytes)
        customClassTexts = reader.customClassTexts()
    }

    /// Whether `path` is a storyboard or XIB.
    public static func isInterfaceBuilderDocument(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }
}

/// A forward-only reader of the elements of an Interface Builder document: tags, attributes and
/// the character data of `<string>` elements; comments, processing instructions and CDATA skipped.
struct InterfaceBuilderXMLReader {
    /// The document's bytes.
    let bytes: [UInt8]
    /// The next byte to read.
    var index = 0

    /// Creates a reader at the start of `bytes`.
    init(bytes: [UInt8]) { self.bytes = bytes }

    /// An open element: its name and custom class.
    private struct OpenElement {
        var name: String
        var customClass: String?
    }

    /// The texts of objects with a custom class, in document order.
    mutating func customClassTexts() -> [InterfaceBuilderDocument.ClassText] {
        var open: [OpenElement] = []
        var texts: [InterfaceBuilderDocument.ClassText] = []
        while let start = nextTagStart() {
            index = start + 1
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "/"):
                let name = readName(from: index + 1)
                // Pops to the matching element; a stray end tag closes nothing.
                if let match = open.lastIndex(where: { $0.name == name }) { open.removeSubrange(match...) }
                skipPast(UInt8(ascii: ">"))
            case UInt8(ascii: "!"):
                skipPast(startsWith("!--") ? "-->" : startsWith("![CDATA[") ? "]]>" : ">")
            case UInt8(ascii: "?"):
                skipPast("?>")
            default:
                let name = readName(from: index)
                index += name.utf8.count
                let (attributes, selfClosing) = readAttributes()
                let parentClass = open.last?.customClass
                if let customClass = attributes["customClass"] {
                    for (attribute, value) in attributes where InterfaceBuilderDocument.textAttributes.contains(attribute) && !value.isEmpty {
                        texts.append(.init(className: customClass, text: value))
                    }
                }
                if let parentClass {
                    if name == "state", let title = attributes["title"], !title.isEmpty {
                        texts.append(.init(className: parentClass, text: title))
                    } else if name == "string", !selfClosing, let key = attributes["key"],
                        InterfaceBuilderDocument.textAttributes.contains(key)
                    {
                        let text = readCharacterData()
                        if !text.isEmpty { texts.append(.init(className: parentClass, text: text)) }
                        continue  // the end tag is read next and closes nothing open
                    }
                }
                if !selfClosing { open.append(OpenElement(name: name, customClass: attributes["customClass"])) }
            }
        }
        return texts
    }

    /// The position of the next `<` from `index`, `nil` at the end.
    private func nextTagStart() -> Int? {
        var position = index
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "<") { return position }
            position += 1
        }
        return nil
    }

    /// Whether the bytes at `index` spell `text`.
    private func startsWith(_ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return index + utf8.count <= bytes.count && Array(bytes[index..<(index + utf8.count)]) == utf8
    }

    /// Moves `index` past the next `terminator` (to the end when there is none).
    private mutating func skipPast(_ terminator: String) {
        let utf8 = Array(terminator.utf8)
        while index < bytes.count {
            if bytes[index] == utf8[0], startsWith(terminator) {
                index += utf8.count
                return
            }
            index += 1
        }
    }

    /// Moves `index` past the next `byte`.
    private mutating func skipPast(_ byte: UInt8) {
        while index < bytes.count, bytes[index] != byte { index += 1 }
        index = min(index + 1, bytes.count)
    }

    /// The name starting at `position`: bytes up to white space, `/`, `>` or `=`.
    private func readName(from position: Int) -> String {
        var end = position
        while end < bytes.count, !Self.endsName(bytes[end]) { end += 1 }
        return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    /// Whether `byte` ends a tag or attribute name.
    private static func endsName(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") || byte == UInt8(ascii: "=")
    }

    /// Reads attributes up to the tag's end; whether the tag closes itself (`/>`).
    private mutating func readAttributes() -> (attributes: [String: String], selfClosing: Bool) {
        var attributes: [String: String] = [:]
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: ">") {
                index += 1
                return (attributes, false)
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ">") {
                index += 2
                return (attributes, true)
            }
            if Self.endsName(byte) {
                index += 1
                continue
            }
            let name = readName(from: index)
            index += name.utf8.count
            guard index < bytes.count, bytes[index] == UInt8(ascii: "="), index + 1 < bytes.count else { continue }
            let quote = bytes[index + 1]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                index += 1
                continue
            }
            var end = index + 2
            while end < bytes.count, bytes[end] != quote { end += 1 }
            attributes[name] = Self.decodingEntities(bytes[(index + 2)..<min(end, bytes.count)])
            index = min(end + 1, bytes.count)
        }
        return (attributes, true)
    }

    /// The character data from `index` to the next tag, entities decoded.
    private mutating func readCharacterData() -> String {
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "<") { index += 1 }
        return Self.decodingEntities(bytes[start..<index])
    }

    /// `text` with XML's character references (`&amp;`, `&#10;`, `&#x2026;`) replaced; an unknown
    /// one is kept as written.
    static func decodingEntities(_ text: ArraySlice<UInt8>) -> String {
        guard text.contains(UInt8(ascii: "&")) else { return String(decoding: text, as: UTF8.self) }
        var output = ""
        var rest = Substring(String(decoding: text, as: UTF8.self))
        while let ampersand = rest.firstIndex(of: "&") {
            output += rest[..<ampersand]
            let afterAmpersand = rest.index(after: ampersand)
            guard let semicolon = rest[afterAmpersand...].prefix(10).firstIndex(of: ";") else {
                output += "&"
                rest = rest[afterAmpersand...]
                continue
            }
            let reference = rest[afterAmpersand..<semicolon]
            if let text = XMLCharacterReference.text(named: reference) {
                output += text
            } else {
                output += rest[ampersand...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return output + rest
    }
}
