import Foundation
import JSONRPC
import LanguageServerProtocol
import LocalizationAnalysis
import LocalizationIndex
import LocalizationRules
import TextPositions
import WorkspaceDiscovery

/// Everything a request handler may read, captured on the loop: an immutable analysis snapshot,
/// the open documents' versions and texts at that moment, and how to convert positions.
///
/// Conversions between the analysis' UTF-8 byte offsets and LSP positions happen only here, at
/// the edge, through `LineTable`.
struct RequestContext: Sendable {
    /// An open document as it was when the request arrived.
    struct DocumentInfo: Sendable {
        /// The client's URI.
        var uri: String
        /// The version edits must be computed against.
        var version: Int
        /// The text.
        var bytes: [UInt8]
    }

    var snapshot: Snapshot
    /// Earlier snapshots, newest first (see `LanguageServer.earlierSnapshots`).
    var earlierSnapshots: [Snapshot] = []
    var encoding: ColumnEncoding
    var paths: WorkspacePaths
    /// Open documents by workspace path.
    var openDocuments: [String: DocumentInfo]
    var capabilities: ClientCapabilities
    var ruleDocumentationBase: String
    /// What is wrong with `.swift-l10n.json`, reported as errors on that file.
    var configurationProblems: [ConfigurationProblem] = []
    /// Set when the client cancels the request (or the server shuts down); handlers check it
    /// between steps.
    var cancellation = CancellationFlag()

    /// The newest earlier snapshot whose model is built, when the current one's is not: queries
    /// that can be answered from it need not wait for a model build.
    var readyEarlierSnapshot: Snapshot? {
        guard snapshot.builtModel == nil else { return nil }
        return earlierSnapshots.first { $0.builtModel != nil }
    }

    /// The line table of `path` as the snapshot saw it.
    func lineTable(for path: String) -> LineTable? {
        snapshot.lineTable(for: path) ?? openDocuments[path].map { LineTable(bytes: $0.bytes) }
    }

    /// The byte offset of an LSP position in `path` (clamped into the text).
    func offset(of position: Position, in path: String) -> Int? {
        let position = LinePosition(line: position.line, character: position.character)
        guard let table = lineTable(for: path, converting: [position]) else { return nil }
        return table.offset(of: position, in: encoding)
    }

    /// The byte range of an LSP range in `path`.
    func byteRange(of range: Range, in path: String) -> ByteRange? {
        let startPosition = LinePosition(line: range.start.line, character: range.start.character)
        let endPosition = LinePosition(line: range.end.line, character: range.end.character)
        guard let table = lineTable(for: path, converting: [startPosition, endPosition]) else { return nil }
        let start = table.offset(of: startPosition, in: encoding)
        let end = table.offset(of: endPosition, in: encoding)
        return ByteRange(start: min(start, end), end: max(start, end))
    }

    /// A line table of `path` that converts `positions` exactly: the snapshot's, unless it is kept
    /// without its text (a catalog) and a position falls inside a non-ASCII stretch; then the open
    /// document's text (what the snapshot indexed).
    func lineTable(for path: String, converting positions: [LinePosition]) -> LineTable? {
        guard let table = snapshot.lineTable(for: path) else { return lineTable(for: path) }
        if positions.allSatisfy({ table.isExact(at: $0, in: encoding) }) { return table }
        return openDocuments[path].map { LineTable(bytes: $0.bytes) } ?? table
    }

    /// The bytes of `path` as the editor or the disk has them now (the open document's text, else
    /// the file): what an edit of a file the index keeps without its bytes is checked against.
    func contents(ofPath path: String) -> [UInt8]? {
        if let document = openDocuments[path] { return document.bytes }
        guard let absolute = paths.absolutePath(of: path), case .success(let bytes) = WorkspaceDiscovery.readFile(atPath: absolute) else {
            return nil
        }
        return bytes
    }

    /// The LSP range of a byte range in `path`, using `table` when the caller already has it.
    func range(of byteRange: ByteRange, in path: String, table: LineTable? = nil) -> Range? {
        guard let table = table ?? lineTable(for: path) else { return nil }
        let (start, end) = table.positions(of: byteRange, in: encoding)
        return Range(
            start: Position(line: start.line, character: start.character),
            end: Position(line: end.line, character: end.character))
    }

    /// The LSP location of a source location.
    func location(of source: SourceLocation) -> Location? {
        guard let range = range(of: source.range, in: source.path) else { return nil }
        return Location(uri: uri(forPath: source.path), range: range)
    }

    /// The URI of a workspace path: the client's own URI when the document is open.
    func uri(forPath path: String) -> String {
        openDocuments[path]?.uri ?? paths.uri(forPath: path)
    }

    /// The workspace path of a document URI.
    func path(of document: TextDocumentIdentifier) -> String {
        paths.path(forURI: document.uri)
    }

    // MARK: - Diagnostics

    /// The diagnostics of `path` from the snapshot's findings.
    func diagnostics(for path: String) -> [Diagnostic] {
        let findings = snapshot.findings(in: path)
        let problems = configurationProblems.filter { $0.path == path }
        guard !findings.isEmpty || !problems.isEmpty, let table = lineTable(for: path) else { return [] }
        return problems.compactMap { problem in
            range(of: problem.range, in: path, table: table).map {
                Diagnostic(range: $0, severity: .error, code: "invalid-configuration", source: "swift-l10n", message: problem.message)
            }
        } + findings.compactMap { diagnostic(for: $0, table: table) }
    }

    /// One finding as an LSP diagnostic: the rule id as `code` with a link to its documentation,
    /// related places (catalog entries) as related information.
    func diagnostic(for finding: Finding, table: LineTable? = nil) -> Diagnostic? {
        guard let range = range(of: finding.range, in: finding.path, table: table) else { return nil }
        let severity: DiagnosticSeverity
        switch finding.severity {
        case .error: severity = .error
        case .warning: severity = .warning
        case .info: severity = .information
        }
        var related: [DiagnosticRelatedInformation]?
        if capabilities.supportsRelatedInformation, !finding.related.isEmpty {
            related = finding.related.compactMap { item in
                location(of: item.location).map { DiagnosticRelatedInformation(location: $0, message: item.note) }
            }
        }
        return Diagnostic(
            range: range, severity: severity, code: finding.ruleID,
            codeDescriptionHref: ServerSettings.ruleDocumentationLink(base: ruleDocumentationBase, ruleID: finding.ruleID), source: "swift-l10n",
            message: finding.message, relatedInformation: related)
    }

    // MARK: - Edits

    /// Engine edits as a workspace edit: versioned `documentChanges` when the client supports them
    /// (so an edit computed against an older text is refused), plain `changes` otherwise.
    func workspaceEdit(_ edits: [FileEdit]) -> WorkspaceEdit? {
        var order: [String] = []
        var byPath: [String: [TextEdit]] = [:]
        for edit in edits {
            guard let range = range(of: edit.range, in: edit.path) else { return nil }
            if byPath[edit.path] == nil { order.append(edit.path) }
            byPath[edit.path, default: []].append(TextEdit(range: range, newText: edit.replacement))
        }
        if capabilities.supportsDocumentChanges {
            return WorkspaceEdit(documentChanges: order.map { path in
                TextDocumentEdit(
                    textDocument: OptionalVersionedTextDocumentIdentifier(
                        uri: uri(forPath: path), version: openDocuments[path]?.version),
                    edits: byPath[path] ?? [])
            })
        }
        var changes: [String: [TextEdit]] = [:]
        for path in order { changes[uri(forPath: path)] = byPath[path] }
        return WorkspaceEdit(changes: changes)
    }
}

/// A thread-safe "stop" flag shared by a request and its handler.
final class CancellationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var cancelled = false

    /// Whether the request was cancelled.
    var isCancelled: Bool {
        lock.lock()
        defer { lock.unlock() }
        return cancelled
    }

    /// Marks the request cancelled.
    func cancel() {
        lock.lock()
        cancelled = true
        lock.unlock()
    }
}
