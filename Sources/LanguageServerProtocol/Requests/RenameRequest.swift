/// `textDocument/rename`: renames a key in Swift code and every catalog.
public struct RenameRequest: LSPRequest {
    public static let method = "textDocument/rename"
    public typealias Response = WorkspaceEdit?

    /// Where the cursor is.
    public var params: TextDocumentPositionParams
    /// The new key.
    public var newName: String

    /// Creates a value from its members.
    public init(textDocument: TextDocumentIdentifier, position: Position, newName: String) {
        params = TextDocumentPositionParams(textDocument: textDocument, position: position)
        self.newName = newName
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        params = try TextDocumentPositionParams(json: json)
        newName = try json.requiredString("newName")
    }

    /// The JSON form.
    public var json: JSONValue {
        var members = params.json.objectValue ?? [:]
        members["newName"] = .string(newName)
        return .object(members)
    }

    /// The JSON form of a response.
    public static func encode(_ response: WorkspaceEdit?) -> JSONValue { response?.json ?? .null }
    /// Reads a response.
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> WorkspaceEdit? {
        response.isNull ? nil : try WorkspaceEdit(json: response)
    }
}
