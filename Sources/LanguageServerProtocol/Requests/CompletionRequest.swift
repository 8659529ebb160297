/// `textDocument/completion`: keys offered inside a localization literal.
public struct CompletionRequest: LSPRequest {
    public static let method = "textDocument/completion"
    public typealias Response = CompletionList

    /// Where the cursor is.
    public var params: TextDocumentPositionParams

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, position: Position) {
        params = TextDocumentPositionParams(textDocument: textDocument, position: position)
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) { params = try TextDocumentPositionParams(json: json) }
    /// The JSON form.
    public var json: JSONValue { params.json }
    /// The JSON form of a response.
    public static func encode(_ response: CompletionList) -> JSONValue { response.json }
    /// Reads a response.
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> CompletionList {
        if response.isNull { return CompletionList(isIncomplete: false, items: []) }
        if response.arrayValue != nil { return CompletionList(isIncomplete: false, items: try response.array()) }
        return try CompletionList(json: response)
    }
}

/// Completion items, and whether typing more should ask again.
public struct CompletionList: LSPValue, Hashable {
    /// Whether the list is partial.
    public var isIncomplete: Bool
    /// The items.
    public var items: [CompletionItem]

    /// Creates a value from its members.
    public init(isIncomplete: Bool, items: [CompletionItem]) {
        self.isIncomplete = isIncomplete
        self.items = items
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        isIncomplete = json["isIncomplete"]?.boolValue ?? false
        items = try json.requiredArray("items")
    }

    /// The JSON form.
    public var json: JSONValue { ["isIncomplete": .bool(isIncomplete), "items": items.json] }
}

/// One completion.
public struct CompletionItem: LSPValue, Hashable {
    /// The text shown (the key).
    public var label: String
    /// LSP `CompletionItemKind` (`20` = Text, `14` = Keyword, …).
    public var kind: Int?
    /// A one-line detail (the development-language value).
    public var detail: String?
    /// Longer documentation.
    public var documentation: MarkupContent?
    /// The edit that inserts the item, replacing the literal's content typed so far.
    public var textEdit: TextEdit?
    /// Text used when filtering.
    public var filterText: String?
    /// Text used when sorting.
    public var sortText: String?

    /// Creates a value from its members.
    public init(
        label: String, kind: Int? = nil, detail: String? = nil, documentation: MarkupContent? = nil,
        textEdit: TextEdit? = nil, filterText: String? = nil, sortText: String? = nil
    ) {
        self.label = label
        self.kind = kind
        self.detail = detail
        self.documentation = documentation
        self.textEdit = textEdit
        self.filterText = filterText
        self.sortText = sortText
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        label = try json.requiredString("label")
        kind = json["kind"]?.intValue
        detail = json["detail"]?.stringValue
        documentation = try? json.optional("documentation", as: MarkupContent.self)
        textEdit = try json.optional("textEdit")
        filterText = json["filterText"]?.stringValue
        sortText = json["sortText"]?.stringValue
    }

    /// The JSON form.
    public var json: JSONValue {
        jsonObject([
            "label": .string(label), "kind": kind.map(JSONValue.int), "detail": detail.map(JSONValue.string),
            "documentation": documentation?.json, "textEdit": textEdit?.json,
            "filterText": filterText.map(JSONValue.string), "sortText": sortText.map(JSONValue.string),
        ])
    }
}
