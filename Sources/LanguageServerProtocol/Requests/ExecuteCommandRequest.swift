/// `workspace/executeCommand`: runs a server command (for example recording a verdict).
public struct ExecuteCommandRequest: LSPRequest {
    public static let method = "workspace/executeCommand"
    public typealias Response = JSONValue

    /// The command identifier.
    public var command: String
    /// Its arguments.
    public var arguments: [JSONValue]

    /// Creates a value from its members.
    public init(command: String, arguments: [JSONValue] = []) {
        self.command = command
        self.arguments = arguments
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        command = try json.requiredString("command")
        arguments = json["arguments"]?.arrayValue ?? []
    }

    /// The JSON form.
    public var json: JSONValue { ["command": .string(command), "arguments": .array(arguments)] }
    /// The JSON form of a response.
    public static func encode(_ response: JSONValue) -> JSONValue { response }
    /// Reads a response.
    public static func decode(response: JSONValue) -> JSONValue { response }
}
