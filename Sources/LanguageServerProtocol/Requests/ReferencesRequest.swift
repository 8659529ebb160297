/// `textDocument/references`: from a key (in Swift or in a catalog) to every usage.
public struct ReferencesRequest: LSPRequest {
    public static let method = "textDocument/references"
    public typealias Response = [Location]

    /// Where the cursor is.
    public var params: TextDocumentPositionParams
    /// Whether catalog entries (the declarations) are included.
    public var includeDeclaration: Bool

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, position: Position, includeDeclaration: Bool) {
        params = TextDocumentPositionParams(textDocument: textDocument, position: position)
        self.includeDeclaration = includeDeclaration
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        params = try TextDocumentPositionParams(json: json)
        includeDeclaration = json["context"]?["includeDeclaration"]?.boolValue ?? true
    }

    /// The JSON form.
    public var json: JSONValue {
        var members = params.json.objectValue ?? [:]
        members["context"] = ["includeDeclaration": .bool(includeDeclaration)]
        return .object(members)
    }

    /// The JSON form of a response.
    public static func encode(_ response: [Location]) -> JSONValue { response.json }
    /// Reads a response.
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> [Location] {
        response.isNull ? [] : try response.array()
    }
}
