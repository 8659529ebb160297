/// `textDocument/rename`: renames a key in Swift code and every catalog.
public struct RenameRequest: LSPRequest {
    public static let method = "textDocument/rename"
    public typealias Response = WorkspaceEdit?

    /// Where the cursor is.
    public var params: TextDocumentPositionParams
    /// The new key.
    public var newName: String

    public init(textDocument: TextDocumentIdentifier, position: Position, newName: String) {
        params = TextDocumentPositionParams(textDocument: textDocument, position: position)
        self.newName = newName
    }

    public init(json: JSONValue) throws(LSPDecodingError) {
        params = try TextDocumentPositionParams(json: json)
        newName = try json.requiredString("newName")
    }

    public var json: JSONValue {
        var members = params.json.objectValue ?? [:]
        members["newName"] = .string(newName)
        return .object(members)
    }

    public static func encode(_ response: WorkspaceEdit?) -> JSONValue { response?.json ?? .null }
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> WorkspaceEdit? {
        response.isNull ? nil : try WorkspaceEdit(json: response)
    }
}
