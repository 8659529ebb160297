/// How serious a diagnostic is.
public enum DiagnosticSeverity: Int, Sendable, Hashable {
    case error = 1
    case warning = 2
    case information = 3
    case hint = 4
}

/// Extra rendering hints for a diagnostic.
public enum DiagnosticTag: Int, Sendable, Hashable {
    /// Unused or unnecessary code (rendered faded).
    case unnecessary = 1
    /// Deprecated code (rendered struck through).
    case deprecated = 2
}

/// A location related to a diagnostic (for example the catalog entry a finding is about).
public struct DiagnosticRelatedInformation: LSPValue, Hashable {
    /// Where.
    public var location: Location
    /// What is there.
    public var message: String

    /// Creates a value from its members.
    public init(location: Location, message: String) {
        self.location = location
        self.message = message
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        location = try json.required("location")
        message = try json.requiredString("message")
    }

    /// The JSON form.
    public var json: JSONValue { ["location": location.json, "message": .string(message)] }
}

/// A problem in a document.
public struct Diagnostic: LSPValue, Hashable {
    /// Where.
    public var range: Range
    /// How serious.
    public var severity: DiagnosticSeverity?
    /// The rule id (kebab-case).
    public var code: String?
    /// A link to the rule's documentation.
    public var codeDescriptionHref: String?
    /// Who reports it (`swift-l10n`).
    public var source: String?
    /// What is wrong.
    public var message: String
    /// Rendering hints.
    public var tags: [DiagnosticTag]?
    /// Related places (catalog entries, other usages).
    public var relatedInformation: [DiagnosticRelatedInformation]?
    /// Opaque data the server gets back in code action requests.
    public var data: JSONValue?

    /// Creates a value from its members.
    public init(
        range: Range, severity: DiagnosticSeverity?, code: String? = nil, codeDescriptionHref: String? = nil,
        source: String? = nil, message: String, tags: [DiagnosticTag]? = nil,
        relatedInformation: [DiagnosticRelatedInformation]? = nil, data: JSONValue? = nil
    ) {
        self.range = range
        self.severity = severity
        self.code = code
        self.codeDescriptionHref = codeDescriptionHref
        self.source = source
        self.message = message
        self.tags = tags
        self.relatedInformation = relatedInformation
        self.data = data
    }

    /// Reads the value from its JSON form.
    public init(json: JSONValue) throws(LSPDecodingError) {
        range = try json.required("range")
        severity = json["severity"]?.intValue.flatMap(DiagnosticSeverity.init(rawValue:))
        switch json["code"] {
        case .string(let value)?: code = value
        case .int(let value)?: code = String(value)
        default: code = nil
        }
        codeDescriptionHref = json["codeDescription"]?["href"]?.stringValue
        source = json["source"]?.stringValue
        message = try json.requiredString("message")
        tags = json["tags"]?.arrayValue?.compactMap { $0.intValue.flatMap(DiagnosticTag.init(rawValue:)) }
        relatedInformation = try json["relatedInformation"].map { value throws(LSPDecodingError) in
            try value.array(context: "relatedInformation")
        }
        data = json["data"]
    }

    /// The JSON form.
    public var json: JSONValue {
        jsonObject([
            "range": range.json,
            "severity": severity.map { .int($0.rawValue) },
            "code": code.map(JSONValue.string),
            "codeDescription": codeDescriptionHref.map { ["href": .string($0)] },
            "source": source.map(JSONValue.string),
            "message": .string(message),
            "tags": tags.map { .array($0.map { .int($0.rawValue) }) },
            "relatedInformation": relatedInformation?.json,
            "data": data,
        ])
    }
}
