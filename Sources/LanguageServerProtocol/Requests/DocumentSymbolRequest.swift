/// `textDocument/documentSymbol`: a catalog's outline (keys, and their locales).
public struct DocumentSymbolRequest: LSPRequest {
    public static let method = "textDocument/documentSymbol"
    public typealias Response = [DocumentSymbol]

    /// The document.
    public var textDocument: TextDocumentIdentifier

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier) { self.textDocument = textDocument }
    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) { textDocument = try json.required("textDocument") }
    /// The JSON form.
    public var json: JSONValue { ["textDocument": textDocument.json] }
    /// The JSON form of a response.
    public static func encode(_ response: [DocumentSymbol]) -> JSONValue { response.json }
    /// Reads a response.
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> [DocumentSymbol] {
        response.isNull ? [] : try response.array()
    }
}

/// One outline entry with its children.
public struct DocumentSymbol: LSPValue, Hashable {
    /// The name shown.
    public var name: String
    /// More detail.
    public var detail: String?
    /// LSP symbol kind.
    public var kind: SymbolKind
    /// The whole extent.
    public var range: Range
    /// The part to select (the key).
    public var selectionRange: Range
    /// Nested entries.
    public var children: [DocumentSymbol]?

    /// Creates a value from its members.
    public init(name: String, detail: String? = nil, kind: SymbolKind, range: Range, selectionRange: Range, children: [DocumentSymbol]? = nil) {
        self.name = name
        self.detail = detail
        self.kind = kind
        self.range = range
        self.selectionRange = selectionRange
        self.children = children
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        name = try json.requiredString("name")
        detail = json["detail"]?.stringValue
        kind = SymbolKind(rawValue: try json.requiredInt("kind")) ?? .string
        range = try json.required("range")
        selectionRange = try json.required("selectionRange")
        children = try json["children"].map { value throws(LSPDecodingError) in try value.array(context: "children") }
    }

    /// The JSON form.
    public var json: JSONValue {
        jsonObject([
            "name": .string(name), "detail": detail.map(JSONValue.string), "kind": .int(kind.rawValue),
            "range": range.json, "selectionRange": selectionRange.json, "children": children?.json,
        ])
    }
}
