/// `textDocument/definition`: from a key in Swift to its catalog entries.
public struct DefinitionRequest: LSPRequest {
    public static let method = "textDocument/definition"
    public typealias Response = [Location]

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
    public static func encode(_ response: [Location]) -> JSONValue { response.isEmpty ? .null : response.json }
    /// Reads a response.
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> [Location] {
        if response.isNull { return [] }
        if response.arrayValue == nil { return [try Location(json: response)] }
        return try response.array()
    }
}
