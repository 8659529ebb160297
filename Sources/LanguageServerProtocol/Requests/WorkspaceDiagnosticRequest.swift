/// `workspace/diagnostic`: the client pulls the diagnostics of every file it has not opened.
public struct WorkspaceDiagnosticRequest: LSPRequest {
    public static let method = "workspace/diagnostic"
    public typealias Response = [WorkspaceDocumentDiagnosticReport]

    /// Result ids of reports the client already has, by URI.
    public var previousResultIds: [String: String]

    /// Creates a value from its members.
    public init(previousResultIds: [String: String] = [:]) { self.previousResultIds = previousResultIds }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        _ = try json.members("params")
        var ids: [String: String] = [:]
        for entry in json["previousResultIds"]?.arrayValue ?? [] {
            if let uri = entry["uri"]?.stringValue, let value = entry["value"]?.stringValue { ids[uri] = value }
        }
        previousResultIds = ids
    }

    /// The JSON form.
    public var json: JSONValue {
        ["previousResultIds": .array(previousResultIds.map { ["uri": .string($0.key), "value": .string($0.value)] })]
    }

    /// The JSON form of a response.
    public static func encode(_ response: [WorkspaceDocumentDiagnosticReport]) -> JSONValue { ["items": response.json] }
    /// Reads a response.
    public static func decode(response: JSONValue) throws(LSPDecodingError) -> [WorkspaceDocumentDiagnosticReport] {
        try response.requiredArray("items")
    }
}

/// One document's report inside a workspace pull.
public struct WorkspaceDocumentDiagnosticReport: LSPValue, Hashable {
    /// The document.
    public var uri: String
    /// The open document's version, or `nil` for a file on disk.
    public var version: Int?
    /// The report.
    public var report: DocumentDiagnosticReport

    /// Creates a value from its members.
    public init(uri: String, version: Int?, report: DocumentDiagnosticReport) {
        self.uri = uri
        self.version = version
        self.report = report
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        uri = try json.requiredString("uri")
        version = json["version"]?.intValue
        report = try DocumentDiagnosticReport(json: json)
    }

    /// The JSON form.
    public var json: JSONValue {
        var members = report.json.objectValue ?? [:]
        members["uri"] = .string(uri)
        members["version"] = version.map(JSONValue.int) ?? .null
        return .object(members)
    }
}
