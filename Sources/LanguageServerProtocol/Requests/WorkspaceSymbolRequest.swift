/// `workspace/symbol`: keys matching a query, anywhere in the workspace.
public struct WorkspaceSymbolRequest: LSPRequest {
    public static let method = "workspace/symbol"
    public typealias Response = [SymbolInformation]

    /// The text typed (matched fuzzily by the server).
    public var query: String

    /// Creates a value from its members.
    public init(query: String) { self.query = query }
    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) { query = try json.requiredString("query") }
    /// The JSON form.
    public var json: JSONValue { ["query": .string(query)] }
    /// The JSON form of a response.
    public static func encode(_ response: [SymbolInformation]) -> JSONValue { response.json }
    /// Reads a response.
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> [SymbolInformation] {
        response.isNull ? [] : try response.array()
    }
}

/// A symbol with its location.
public struct SymbolInformation: LSPValue, Hashable {
    /// The name (the key).
    public var name: String
    /// LSP symbol kind.
    public var kind: SymbolKind
    /// Where it is declared.
    public var location: Location
    /// The catalog or table it belongs to.
    public var containerName: String?

    /// Creates a value from its members.
    public init(name: String, kind: SymbolKind, location: Location, containerName: String? = nil) {
        self.name = name
        self.kind = kind
        self.location = location
        self.containerName = containerName
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        name = try json.requiredString("name")
        kind = SymbolKind(rawValue: try json.requiredInt("kind")) ?? .string
        location = try json.required("location")
        containerName = json["containerName"]?.stringValue
    }

    /// The JSON form.
    public var json: JSONValue {
        jsonObject([
            "name": .string(name), "kind": .int(kind.rawValue), "location": location.json,
            "containerName": containerName.map(JSONValue.string),
        ])
    }
}
