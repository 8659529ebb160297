/// `workspace/executeCommand`: runs a server command (for example recording a verdict).
public struct ExecuteCommandRequest: LSPRequest {
    public static let method = "workspace/executeCommand"
    public typealias Response = JSONValue

    /// The command identifier.
    public var command: String
    /// Its arguments.
    public var arguments: [JSONValue]

    public init(command: String, arguments: [JSONValue] = []) {
        self.command = command
        self.arguments = arguments
    }

    public init(json: JSONValue) throws(LSPDecodingError) {
        command = try json.requiredString("command")
        arguments = json["arguments"]?.arrayValue ?? []
    }

    public var json: JSONValue { ["command": .string(command), "arguments": .array(arguments)] }
    public static func encode(_ response: JSONValue) -> JSONValue { response }
    public static func decode(response: JSONValue) -> JSONValue { response }
}
