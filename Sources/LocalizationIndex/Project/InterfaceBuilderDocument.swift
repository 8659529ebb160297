import StringCatalog
import TextPositions

/// A storyboard or XIB, read for the texts it hands to objects of the project's own classes.
///
/// Interface Builder shows an object's texts as written unless a `.strings` table named after the
/// document translates them; but a project's view class may look its text up itself when the
/// document is loaded (`awakeFromNib` doing `text = text?.localize()`), which makes the text a key
/// of a code table. Only objects with a `customClass` are kept: a system class never does that.
/// So are objects that set user-defined runtime attributes (OpenEmu's menu items set
/// `localizeTitle`, an `@IBInspectable` property whose setter looks the title up in `MainMenu`).
public struct InterfaceBuilderDocument: Sendable, Equatable {
    /// One text an object of a custom class receives from the document.
    public struct ClassText: Sendable, Hashable {
        /// The object's `customClass` (`UILocalizedLabel`).
        public var className: String
        /// The text as the document writes it (entities decoded).
        public var text: String
        /// The text's bytes in the document (inside the attribute's quotes, or the element's
        /// character data).
        public var range: ByteRange

        /// A text `className`'s object receives, written at `range`.
        public init(className: String, text: String, range: ByteRange) {
            self.className = className
            self.text = text
            self.range = range
        }
    }

    /// One user-defined runtime attribute an object sets when the document loads
    /// (`<userDefinedRuntimeAttribute type="boolean" keyPath="localizeTitle" value="YES"/>`).
    public struct RuntimeAttribute: Sendable, Hashable {
        /// The key path set (`localizeTitle`).
        public var keyPath: String
        /// The value's type as written (`boolean`, `string`).
        public var type: String
        /// The value as written (`YES`, a string), entities decoded; empty when absent.
        public var value: String
        /// The value's bytes in the document.
        public var valueRange: ByteRange

        /// An attribute setting `keyPath` to `value` of `type`.
        public init(keyPath: String, type: String, value: String, valueRange: ByteRange) {
            self.keyPath = keyPath
            self.type = type
            self.value = value
            self.valueRange = valueRange
        }
    }

    /// An object that sets boolean or string runtime attributes, with the texts it shows.
    public struct AttributedObject: Sendable, Hashable {
        /// The element's name (`menuItem`, `button`, `textField`): the system class it stands for.
        public var elementName: String
        /// The object's `customClass`, when it has one.
        public var customClass: String?
        /// The boolean and string runtime attributes it sets, in document order.
        public var runtimeAttributes: [RuntimeAttribute]
        /// Its texts: its `text`, `title` and `placeholder` attributes, and those of its cell
        /// (`<buttonCell key="cell" title="Move…">`, `<textFieldCell key="cell">` with a
        /// `<string key="title">` child), as `ClassText`s named for its class.
        public var texts: [ClassText]

        /// An object of element `elementName` (class `customClass`) setting `runtimeAttributes`.
        public init(elementName: String, customClass: String?, runtimeAttributes: [RuntimeAttribute], texts: [ClassText]) {
            self.elementName = elementName
            self.customClass = customClass
            self.runtimeAttributes = runtimeAttributes
            self.texts = texts
        }
    }

    /// The texts of objects with a custom class: their `text`, `title` and `placeholder`
    /// attributes, a multi-line `<string key="text">` child, and a button's `<state title=…>`.
    public let customClassTexts: [ClassText]
    /// The objects setting boolean or string user-defined runtime attributes, in document order.
    public let attributedObjects: [AttributedObject]

    /// Attributes holding a text the object shows.
    static let textAttributes: Set<String> = ["text", "title", "placeholder"]

    /// Reads the XML `bytes`; a broken document yields what was read before the break.
    public init(bytes: [UInt8]) {
        var reader = InterfaceBuilderXMLReader(bytes: bytes)
        (customClassTexts, attributedObjects) = reader.objectTexts()
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

    /// An open element: its name, custom class, and what an object needs until it closes.
    private struct OpenElement {
        var name: String
        var customClass: String?
        /// Whether the element is an object's cell (`key="cell"`): its texts are the object's.
        var isCell = false
        /// Its texts, and its cell's.
        var texts: [InterfaceBuilderDocument.ClassText] = []
        /// The runtime attributes it sets.
        var runtimeAttributes: [InterfaceBuilderDocument.RuntimeAttribute] = []
    }

    /// The texts of objects with a custom class, and the objects setting runtime attributes, in
    /// document order.
    mutating func objectTexts() -> ([InterfaceBuilderDocument.ClassText], [InterfaceBuilderDocument.AttributedObject]) {
        var open: [OpenElement] = []
        var texts: [InterfaceBuilderDocument.ClassText] = []
        var objects: [InterfaceBuilderDocument.AttributedObject] = []
        /// Closes the elements from `position` on: a cell hands its texts to its object, an object
        /// that set runtime attributes is kept.
        func close(from position: Int) {
            while open.count > position {
                let element = open.removeLast()
                if element.isCell, !open.isEmpty { open[open.count - 1].texts += element.texts }
                if !element.runtimeAttributes.isEmpty {
                    objects.append(
                        .init(
                            elementName: element.name, customClass: element.customClass, runtimeAttributes: element.runtimeAttributes,
                            texts: element.texts))
                }
            }
        }
        while let start = nextTagStart() {
            index = start + 1
            guard index < bytes.count else { break }
            switch bytes[index] {
            case UInt8(ascii: "/"):
                let name = readName(from: index + 1)
                // Pops to the matching element; a stray end tag closes nothing.
                if let match = open.lastIndex(where: { $0.name == name }) { close(from: match) }
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
                let customClass = attributes["customClass"]?.text
                var element = OpenElement(name: name, customClass: customClass, isCell: attributes["key"]?.text == "cell")
                for (attribute, value) in attributes where InterfaceBuilderDocument.textAttributes.contains(attribute) && !value.text.isEmpty {
                    element.texts.append(.init(className: customClass ?? name, text: value.text, range: value.range))
                }
                element.texts.sort { $0.range.start < $1.range.start }
                if customClass != nil { texts += element.texts }
                if name == "userDefinedRuntimeAttribute", open.count >= 2, open[open.count - 1].name == "userDefinedRuntimeAttributes",
                    let keyPath = attributes["keyPath"]?.text, let type = attributes["type"]?.text, type == "boolean" || type == "string"
                {
                    let value = attributes["value"]
                    open[open.count - 2].runtimeAttributes.append(
                        .init(keyPath: keyPath, type: type, value: value?.text ?? "", valueRange: value?.range ?? ByteRange(start: index, end: index)))
                }
                if name == "string", !selfClosing, let key = attributes["key"]?.text, InterfaceBuilderDocument.textAttributes.contains(key) {
                    let dataStart = index
                    let text = readCharacterData()
                    if !text.isEmpty, !open.isEmpty {
                        let range = ByteRange(start: dataStart, end: index)
                        if let parentClass { texts.append(.init(className: parentClass, text: text, range: range)) }
                        open[open.count - 1].texts.append(.init(className: parentClass ?? open[open.count - 1].name, text: text, range: range))
                    }
                    continue  // the end tag is read next and closes nothing open
                }
                if let parentClass, name == "state", let title = attributes["title"], !title.text.isEmpty {
                    texts.append(.init(className: parentClass, text: title.text, range: title.range))
                }
                if !selfClosing {
                    open.append(element)
                } else if element.isCell, !open.isEmpty {
                    open[open.count - 1].texts += element.texts
                }
            }
        }
        if !open.isEmpty { close(from: 0) }
        return (texts, objects)
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

    /// An attribute's value: its text (entities decoded) and its bytes inside the quotes.
    struct AttributeValue {
        /// The decoded text.
        var text: String
        /// The bytes between the quotes.
        var range: ByteRange
    }

    /// Reads attributes up to the tag's end; whether the tag closes itself (`/>`).
    private mutating func readAttributes() -> (attributes: [String: AttributeValue], selfClosing: Bool) {
        var attributes: [String: AttributeValue] = [:]
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
            let valueEnd = min(end, bytes.count)
            attributes[name] = AttributeValue(
                text: Self.decodingEntities(bytes[(index + 2)..<valueEnd]), range: ByteRange(start: index + 2, end: valueEnd))
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
