/// `textDocument/definition`: from a key in Swift to its catalog entries.
public struct DefinitionRequest: LSPRequest {
    public static let method = "textDocument/definition"
    public typealias Response = [Location]

    /// Where the cursor is.
    public var params: TextDocumentPositionParams

    public init(textDocument: TextDocumentIdentifier, position: Position) {
        params = TextDocumentPositionParams(textDocument: textDocument, position: position)
    }

    public init(json: JSONValue) throws(LSPDecodingError) { params = try TextDocumentPositionParams(json: json) }
    public var json: JSONValue { params.json }
    public static func encode(_ response: [Location]) -> JSONValue { response.isEmpty ? .null : response.json }
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> [Location] {
        if response.isNull { return [] }
        if response.arrayValue == nil { return [try Location(json: response)] }
        return try response.array()
    }
}
