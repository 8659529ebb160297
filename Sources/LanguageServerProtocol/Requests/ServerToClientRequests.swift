/// `workspace/configuration` (server → client): asks for settings sections.
public struct ConfigurationRequest: LSPRequest {
    public static let method = "workspace/configuration"
    public typealias Response = [JSONValue]

    /// The sections asked for (`swift-l10n`).
    public var sections: [String]

    public init(sections: [String]) { self.sections = sections }

    public init(json: JSONValue) throws(LSPDecodingError) {
        sections = json["items"]?.arrayValue?.compactMap { $0["section"]?.stringValue } ?? []
    }

    public var json: JSONValue { ["items": .array(sections.map { ["section": .string($0)] })] }
    public static func encode(_ response: [JSONValue]) -> JSONValue { .array(response) }
    public static func decode(response: JSONValue) -> [JSONValue] { response.arrayValue ?? [] }
}

/// `client/registerCapability` (server → client): here, file watchers for catalogs and config.
public struct RegisterCapabilityRequest: LSPRequest {
    public static let method = "client/registerCapability"
    public typealias Response = JSONValue

    /// The registrations: id, method and options.
    public var registrations: [JSONValue]

    public init(registrations: [JSONValue]) { self.registrations = registrations }
    public init(json: JSONValue) throws(LSPDecodingError) { registrations = json["registrations"]?.arrayValue ?? [] }
    public var json: JSONValue { ["registrations": .array(registrations)] }
    public static func encode(_ response: JSONValue) -> JSONValue { .null }
    public static func decode(response: JSONValue) -> JSONValue { response }

    /// Registration of `workspace/didChangeWatchedFiles` for the given glob patterns.
    public static func watchingFiles(globs: [String], id: String = "swift-l10n-watched-files") -> RegisterCapabilityRequest {
        RegisterCapabilityRequest(registrations: [
            [
                "id": .string(id), "method": "workspace/didChangeWatchedFiles",
                "registerOptions": ["watchers": .array(globs.map { ["globPattern": .string($0)] })],
            ]
        ])
    }
}

/// `window/workDoneProgress/create` (server → client): creates a progress token.
public struct WorkDoneProgressCreateRequest: LSPRequest {
    public static let method = "window/workDoneProgress/create"
    public typealias Response = JSONValue

    /// The token later used in `$/progress`.
    public var token: String

    public init(token: String) { self.token = token }
    public init(json: JSONValue) throws(LSPDecodingError) { token = try json.requiredString("token") }
    public var json: JSONValue { ["token": .string(token)] }
    public static func encode(_ response: JSONValue) -> JSONValue { .null }
    public static func decode(response: JSONValue) -> JSONValue { response }
}

/// `workspace/applyEdit` (server → client): asks the client to apply an edit.
public struct ApplyEditRequest: LSPRequest {
    public static let method = "workspace/applyEdit"
    public typealias Response = JSONValue

    /// A label for undo.
    public var label: String?
    /// The edit.
    public var edit: WorkspaceEdit

    public init(label: String?, edit: WorkspaceEdit) {
        self.label = label
        self.edit = edit
    }

    public init(json: JSONValue) throws(LSPDecodingError) {
        label = json["label"]?.stringValue
        edit = try json.required("edit")
    }

    public var json: JSONValue { jsonObject(["label": label.map(JSONValue.string), "edit": edit.json]) }
    public static func encode(_ response: JSONValue) -> JSONValue { response }
    public static func decode(response: JSONValue) -> JSONValue { response }
}

/// `workspace/diagnostic/refresh` (server → client): pulled diagnostics are stale, pull again.
public struct DiagnosticRefreshRequest: ParameterlessRequest {
    public static let method = "workspace/diagnostic/refresh"
    public init() {}
}
