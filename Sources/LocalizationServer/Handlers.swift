import JSONRPC
import LanguageServerProtocol
import LocalizationAnalysis
import LocalizationIndex
import LocalizationRules
import TextPositions

/// One stateless function per request: LSP params and a `RequestContext` in, LSP result out.
///
/// Each converts positions to byte offsets, asks the snapshot, and converts the answer back;
/// the analysis itself lives in `LocalizationAnalysis`. They run in tasks off the main loop and
/// check for cancellation between steps.
enum Handlers {
    private static func checkCancellation(_ context: RequestContext) throws(ResponseError) {
        if context.cancellation.isCancelled { throw ResponseError.requestCancelled }
    }

    /// Path and offset of a position request; `nil` for a document the server cannot see.
    private static func location(_ params: TextDocumentPositionParams, _ context: RequestContext) -> (path: String, offset: Int)? {
        let path = context.path(of: params.textDocument)
        guard let offset = context.offset(of: params.position, in: path) else { return nil }
        return (path, offset)
    }

    // MARK: - Hover

    /// Answers a `HoverRequest`.
    static func hover(_ request: HoverRequest, _ context: RequestContext) throws(ResponseError) -> Hover? {
        guard let (path, offset) = location(request.params, context) else { return nil }
        try checkCancellation(context)
        guard let hover = context.snapshot.hover(path: path, offset: offset) else { return nil }
        let markdown = HoverRendering.markdown(for: hover, context: context)
        let content = context.capabilities.supportsMarkdownHover
            ? MarkupContent(kind: "markdown", value: markdown)
            : MarkupContent(kind: "plaintext", value: markdown.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "**", with: ""))
        return Hover(contents: content, range: context.range(of: hover.range, in: path))
    }

    // MARK: - Navigation

    /// Answers a `DefinitionRequest`.
    static func definition(_ request: DefinitionRequest, _ context: RequestContext) throws(ResponseError) -> [Location] {
        guard let (path, offset) = location(request.params, context) else { return [] }
        try checkCancellation(context)
        return context.snapshot.definition(path: path, offset: offset).compactMap(context.location(of:))
    }

    /// Answers a `ReferencesRequest`.
    static func references(_ request: ReferencesRequest, _ context: RequestContext) throws(ResponseError) -> [Location] {
        guard let (path, offset) = location(request.params, context) else { return [] }
        try checkCancellation(context)
        let found = context.snapshot.references(path: path, offset: offset, includeDeclarations: request.includeDeclaration)
        var locations: [Location] = []
        locations.reserveCapacity(found.count)
        for (index, source) in found.enumerated() {
            // Thousands of usages on a big project: converting them all is worth stopping for.
            if index % 256 == 0 { try checkCancellation(context) }
            if let location = context.location(of: source) { locations.append(location) }
        }
        return locations
    }

    // MARK: - Completion

    /// Answers a `CompletionRequest`.
    static func completion(_ request: CompletionRequest, _ context: RequestContext) throws(ResponseError) -> CompletionList {
        guard let (path, offset) = location(request.params, context) else { return CompletionList(isIncomplete: false, items: []) }
        try checkCancellation(context)
        // Right after a keystroke the current model may still be building: the keys of the last
        // built one serve while the file differs only inside the literal being typed.
        let completions = context.readyEarlierSnapshot.flatMap { context.snapshot.completions(path: path, offset: offset, keysFrom: $0) }
            ?? context.snapshot.completions(path: path, offset: offset)
        guard let table = context.lineTable(for: path) else { return CompletionList(isIncomplete: false, items: []) }
        let items = completions.enumerated().compactMap { index, completion -> CompletionItem? in
            guard let range = context.range(of: completion.replacementRange, in: path, table: table) else { return nil }
            return CompletionItem(
                label: completion.key, kind: 12, detail: completion.detail, textEdit: TextEdit(range: range, newText: completion.key), sortText: sortText(index))
        }
        // The analysis offers at most `Snapshot.completionLimit` keys: a full list may be cut, so
        // the client asks again as more is typed.
        return CompletionList(isIncomplete: completions.count >= Snapshot.completionLimit, items: items)
    }

    /// A six-digit, zero-padded rank, so clients keep the server's order.
    private static func sortText(_ rank: Int) -> String {
        let digits = String(rank)
        return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
    }

    // MARK: - Code actions

    /// Answers a `CodeActionRequest`.
    static func codeActions(_ request: CodeActionRequest, _ context: RequestContext) throws(ResponseError) -> [LanguageServerProtocol.CodeAction] {
        let path = context.path(of: request.textDocument)
        guard let range = context.byteRange(of: request.range, in: path) else { return [] }
        try checkCancellation(context)
        let actions = context.snapshot.codeActions(path: path, range: range)
        let isLazy = context.capabilities.supportsCodeActionResolveOfEdit
        return actions.enumerated().compactMap { index, action -> LanguageServerProtocol.CodeAction? in
            let kind = lspKind(action.kind)
            if let only = request.only, !only.contains(where: { kind == $0 || kind.hasPrefix($0 + ".") }) { return nil }
            let diagnostics = action.fixes.compactMap { context.diagnostic(for: $0) }
            var result = LanguageServerProtocol.CodeAction(
                title: action.title, kind: kind, diagnostics: diagnostics.isEmpty ? nil : diagnostics,
                isPreferred: action.isPreferred ? true : nil)
            if isLazy {
                result.data = ["uri": .string(request.textDocument.uri), "range": request.range.json, "index": .int(index)]
            } else {
                guard let edit = context.workspaceEdit(action.edits) else { return nil }
                result.edit = edit
            }
            return result
        }
    }

    /// Answers a `CodeActionResolveRequest`.
    static func resolveCodeAction(_ request: CodeActionResolveRequest, _ context: RequestContext) throws(ResponseError) -> LanguageServerProtocol.CodeAction {
        var action = request.action
        guard action.edit == nil else { return action }
        guard let data = action.data, let uri = data["uri"]?.stringValue, let rawRange = data["range"],
            let lspRange = try? Range(json: rawRange)
        else {
            throw ResponseError.invalidParams("the code action has no data from this server")
        }
        let path = context.paths.path(forURI: uri)
        guard let range = context.byteRange(of: lspRange, in: path) else {
            throw ResponseError.requestFailed("the document of this code action is no longer available")
        }
        try checkCancellation(context)
        let actions = context.snapshot.codeActions(path: path, range: range)
        // The list is recomputed on the current snapshot: match by title (the index is a hint for
        // several actions with one title).
        let index = data["index"]?.intValue ?? -1
        let candidates = actions.indices.filter { actions[$0].title == action.title }
        guard let chosen = candidates.first(where: { $0 == index }) ?? candidates.first else {
            throw ResponseError(code: ResponseError.contentModifiedCode, message: "the code action no longer applies")
        }
        guard let edit = context.workspaceEdit(actions[chosen].edits) else {
            throw ResponseError.requestFailed("a file the code action edits is not available")
        }
        action.edit = edit
        return action
    }

    private static func lspKind(_ kind: LocalizationAnalysis.CodeAction.Kind) -> String {
        switch kind {
        case .quickFix: return "quickfix"
        case .refactor: return "refactor.rewrite"
        }
    }

    // MARK: - Rename

    /// Answers a `PrepareRenameRequest`.
    static func prepareRename(_ request: PrepareRenameRequest, _ context: RequestContext) throws(ResponseError) -> PrepareRenameResult? {
        guard let (path, offset) = location(request.params, context) else { return nil }
        try checkCancellation(context)
        guard let hover = context.snapshot.hover(path: path, offset: offset), hover.expansions.isEmpty,
            let range = context.range(of: hover.range, in: path)
        else { return nil }
        return PrepareRenameResult(range: range, placeholder: hover.key)
    }

    /// Answers a `RenameRequest`.
    static func rename(_ request: RenameRequest, _ context: RequestContext) throws(ResponseError) -> WorkspaceEdit? {
        guard let (path, offset) = location(request.params, context) else { return nil }
        try checkCancellation(context)
        switch context.snapshot.rename(path: path, offset: offset, to: request.newName, contents: context.contents(ofPath:)) {
        case .refused(let reason):
            throw ResponseError.requestFailed(reason)
        case .edits(let edits):
            guard let edit = context.workspaceEdit(edits) else {
                throw ResponseError.requestFailed("a file the rename edits is not available")
            }
            return edit
        }
    }

    // MARK: - Hints and symbols

    /// Answers a `InlayHintRequest`.
    static func inlayHints(_ request: InlayHintRequest, _ context: RequestContext) throws(ResponseError) -> [LanguageServerProtocol.InlayHint] {
        let path = context.path(of: request.textDocument)
        guard let range = context.byteRange(of: request.range, in: path), let table = context.lineTable(for: path) else { return [] }
        try checkCancellation(context)
        return context.snapshot.inlayHints(path: path, range: range).map { hint in
            let position = table.position(of: hint.offset, in: context.encoding)
            return LanguageServerProtocol.InlayHint(
                position: Position(line: position.line, character: position.character), label: hint.label, paddingLeft: true)
        }
    }

    /// Answers a `DocumentSymbolRequest`.
    static func documentSymbols(_ request: DocumentSymbolRequest, _ context: RequestContext) throws(ResponseError) -> [DocumentSymbol] {
        let path = context.path(of: request.textDocument)
        try checkCancellation(context)
        guard let table = context.lineTable(for: path) else { return [] }
        return context.snapshot.documentSymbols(path: path).compactMap { symbol in
            guard let range = context.range(of: symbol.location.range, in: path, table: table) else { return nil }
            return DocumentSymbol(
                name: symbol.key, detail: symbol.detail.isEmpty ? nil : symbol.detail, kind: .key, range: range,
                selectionRange: range)
        }
    }

    /// Answers a `WorkspaceSymbolRequest`.
    static func workspaceSymbols(_ request: WorkspaceSymbolRequest, _ context: RequestContext) throws(ResponseError) -> [SymbolInformation] {
        try checkCancellation(context)
        return context.snapshot.workspaceSymbols(matching: request.query).prefix(1000).compactMap { symbol in
            context.location(of: symbol.location).map {
                SymbolInformation(name: symbol.key, kind: .key, location: $0, containerName: symbol.table)
            }
        }
    }

    // MARK: - Pulled diagnostics

    /// Answers a `DocumentDiagnosticRequest`.
    static func documentDiagnostics(_ request: DocumentDiagnosticRequest, _ context: RequestContext) throws(ResponseError) -> DocumentDiagnosticReport {
        let path = context.path(of: request.textDocument)
        let resultID = "\(context.snapshot.revision)"
        if request.previousResultId == resultID { return DocumentDiagnosticReport(resultId: resultID, items: nil) }
        try checkCancellation(context)
        return DocumentDiagnosticReport(resultId: resultID, items: context.diagnostics(for: path))
    }

    /// Answers a `WorkspaceDiagnosticRequest`.
    static func workspaceDiagnostics(_ request: WorkspaceDiagnosticRequest, _ context: RequestContext) throws(ResponseError) -> [WorkspaceDocumentDiagnosticReport] {
        let resultID = "\(context.snapshot.revision)"
        try checkCancellation(context)
        guard let findings = context.snapshot.allFindings(stoppingWhen: { context.cancellation.isCancelled }) else {
            throw ResponseError.requestCancelled
        }
        let byPath = Dictionary(grouping: findings, by: \.path)
        var reports: [WorkspaceDocumentDiagnosticReport] = []
        var reported: Set<String> = []
        for path in byPath.keys.sorted() where context.openDocuments[path] == nil {
            try checkCancellation(context)
            let uri = context.uri(forPath: path)
            reported.insert(uri)
            let report = request.previousResultIds[uri] == resultID
                ? DocumentDiagnosticReport(resultId: resultID, items: nil)
                : DocumentDiagnosticReport(resultId: resultID, items: context.diagnostics(for: path))
            reports.append(WorkspaceDocumentDiagnosticReport(uri: uri, version: nil, report: report))
        }
        // Files the client has results for that are clean now get an empty report.
        for uri in request.previousResultIds.keys.sorted() where !reported.contains(uri) {
            if context.openDocuments[context.paths.path(forURI: uri)] != nil { continue }
            reports.append(WorkspaceDocumentDiagnosticReport(uri: uri, version: nil, report: DocumentDiagnosticReport(resultId: resultID, items: [])))
        }
        return reports
    }
}
