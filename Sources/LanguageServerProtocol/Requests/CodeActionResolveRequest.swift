/// `codeAction/resolve`: fills in the edit of an action listed without one.
public struct CodeActionResolveRequest: LSPRequest {
    public static let method = "codeAction/resolve"
    public typealias Response = CodeAction

    /// The action as the server listed it (with its `data`).
    public var action: CodeAction

    /// Creates a value from its members.
    public init(action: CodeAction) { self.action = action }
    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) { action = try CodeAction(json: json) }
    /// The JSON form.
    public var json: JSONValue { action.json }
    /// The JSON form of a response.
    public static func encode(_ response: CodeAction) -> JSONValue { response.json }
    /// Reads a response.
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> CodeAction { try CodeAction(json: response) }
}
