import Foundation

/// How the server is started (from `swift-l10n lsp` flags or a test).
public struct ServerOptions: Sendable {
    /// How much is logged to stderr and `window/logMessage`.
    public var logLevel: LogLevel
    /// Milliseconds between the last edit and the diagnostics run; `initializationOptions` and
    /// `workspace/configuration` can change it later.
    public var debounceMilliseconds: Int
    /// Whether `initialized` walks the workspace folders on disk (tests of single documents turn
    /// it off).
    public var loadsWorkspaceFromDisk: Bool
    /// Reads the workspace folders in the background (tests swap in a loader they can hold back,
    /// to play requests that arrive while the initial load runs).
    var workspaceLoader: @Sendable (_ roots: [String], _ primaryRoot: String?, _ openConfiguration: [UInt8]?) -> LoadedWorkspace =
        LanguageServer.loadWorkspace

    /// The default debounce: long enough to coalesce a burst of keystrokes, short enough to feel
    /// immediate.
    public static let defaultDebounceMilliseconds = 50

    /// Creates a value from its members.
    public init(logLevel: LogLevel = .info, debounceMilliseconds: Int? = nil, loadsWorkspaceFromDisk: Bool = true) {
        self.logLevel = logLevel
        self.debounceMilliseconds = debounceMilliseconds ?? Self.defaultDebounceMilliseconds
        self.loadsWorkspaceFromDisk = loadsWorkspaceFromDisk
    }
}

/// Settings a client may send in `initializationOptions`, `workspace/didChangeConfiguration` or
/// as the `swift-l10n` section of `workspace/configuration`.
///
/// Recognized members (all optional): `debounceMilliseconds` (number), `logLevel` (`error` …
/// `trace`), `workspaceDiagnostics` (Boolean: report files that are not open, default `true`),
/// `ruleDocumentationBase` (where rule documentation lives, for `codeDescription`: a URI whose
/// `{rule}` is replaced by the rule id, or a prefix ending in `#`, `/` or `=` the id is appended to).
/// The same members nested under a `swift-l10n` object are accepted too. Unknown members are
/// ignored, wrong types are logged and ignored.
struct ServerSettings: Sendable, Equatable {
    var debounceMilliseconds: Int
    var logLevel: LogLevel
    var workspaceDiagnostics = true
    /// Where rule documentation lives; a diagnostic's `codeDescription` (see `ruleDocumentationLink`).
    var ruleDocumentationBase = ServerSettings.defaultRuleDocumentationBase

    /// The project's page of every rule (`docs/rules.md`, generated from the rules' descriptions),
    /// whose `## rule-id` headings make each rule's link `…/docs/rules.md#rule-id`.
    static let defaultRuleDocumentationBase = "https://github.com/swift-l10n/swift-l10n/blob/main/docs/rules.md#"

    /// The documentation link of `ruleID` under `base`: `{rule}` in the base becomes the id; a base
    /// ending in `#`, `/` or `=` gets the id appended; any other base (the default) is the link.
    ///
    /// `https://example.org/rules#` → `https://example.org/rules#missing-key`;
    /// `https://example.org/{rule}.html` → `https://example.org/missing-key.html`.
    static func ruleDocumentationLink(base: String, ruleID: String) -> String {
        if base.contains("{rule}") { return base.replacingOccurrences(of: "{rule}", with: ruleID) }
        if let last = base.last, "#/=".contains(last) { return base + ruleID }
        return base
    }

    /// Applies what `json` sets; returns descriptions of members that had the wrong type.
    mutating func apply(_ json: JSONValue) -> [String] {
        // Lua clients (Neovim) encode an empty table as `[]`: like `null`, it sets nothing.
        guard case .object(var members) = json else {
            return json.isNull || json.arrayValue?.isEmpty == true ? [] : ["settings must be an object"]
        }
        if let nested = members["swift-l10n"]?.objectValue {
            members.merge(nested) { _, new in new }
        }
        var problems: [String] = []
        if let value = members["debounceMilliseconds"] {
            if let milliseconds = value.intValue, milliseconds >= 0, milliseconds <= 10_000 {
                debounceMilliseconds = milliseconds
            } else {
                problems.append("debounceMilliseconds must be a whole number from 0 to 10000")
            }
        }
        if let value = members["logLevel"] {
            if let level = value.stringValue.flatMap(LogLevel.init(name:)) {
                logLevel = level
            } else {
                problems.append("logLevel must be one of error, warning, info, debug, trace")
            }
        }
        if let value = members["workspaceDiagnostics"] {
            if let flag = value.boolValue {
                workspaceDiagnostics = flag
            } else {
                problems.append("workspaceDiagnostics must be a Boolean")
            }
        }
        if let value = members["ruleDocumentationBase"] {
            if let base = value.stringValue, base.contains(":") {
                ruleDocumentationBase = base
            } else {
                problems.append("ruleDocumentationBase must be a URI prefix")
            }
        }
        return problems
    }
}

import JSONRPC
