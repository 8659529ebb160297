/// `textDocument/hover`: what is under the cursor.
public struct HoverRequest: LSPRequest {
    public static let method = "textDocument/hover"
    public typealias Response = Hover?

    /// Where the cursor is.
    public var params: TextDocumentPositionParams

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        params = TextDocumentPositionParams(textDocument: textDocument, position: position)
    }

    public init(json: JSONValue) throws(LSPDecodingError) { params = try TextDocumentPositionParams(json: json) }
    public var json: JSONValue { params.json }
    public static func encode(_ response: Hover?) -> JSONValue { response?.json ?? .null }
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

    public init(contents: MarkupContent, range: Range?) {
        self.contents = contents
        self.range = range
    }

    public init(json: JSONValue) throws(LSPDecodingError) {
        contents = try json.required("contents")
        range = try json.optional("range")
    }

    public var json: JSONValue { jsonObject(["contents": contents.json, "range": range?.json]) }
}
