/// `textDocument/hover`: what is under the cursor.
public struct HoverRequest: LSPRequest {
    public static let method = "textDocument/hover"
    public typealias Response = Hover?

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
    public static func encode(_ response: Hover?) -> JSONValue { response?.json ?? .null }
    /// Reads a response.
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> Hover? {
        response.isNull ? nil : try Hover(json: response)
    }
}

/// A hover's content and the range it is about.
public struct Hover: LSPValue, Hashable {
    /// The text shown.
    public var contents: MarkupContent
    /// The range hovered, for highlighting.
    public var range: Range?

    /// Creates a value from its members.
    public init(contents: MarkupContent, range: Range?) {
        self.contents = contents
        self.range = range
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        contents = try json.required("contents")
        range = try json.optional("range")
    }

    /// The JSON form.
    public var json: JSONValue { jsonObject(["contents": contents.json, "range": range?.json]) }
}
