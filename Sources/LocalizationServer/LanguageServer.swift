import Foundation
import JSONRPC
import LanguageServerProtocol
import LocalizationAnalysis
import TextPositions

/// The language server: a serial reader feeds a single main loop over `Event`s; the loop owns all
/// mutable state (documents, the `Workspace`, in-flight requests, diagnostics scheduling).
///
/// - Edits apply in arrival order on the loop and are cheap: the text is stored, the document is
///   marked for syncing, and the analysis sees it when a snapshot is next taken.
/// - Reads (hover, completion, …) take an immutable `Snapshot` on the loop and run on a concurrent
///   queue, so a
///   slow answer never blocks reading the next message; `$/cancelRequest` answers
///   `RequestCancelled` at once and flags the handler to stop. Every request is answered exactly once
///   (`InFlightRequest`).
/// - Diagnostics are debounced: open files first, then the rest of the workspace.
///
/// All stored properties are touched only on the loop thread (the one that called `run()`);
/// background work reaches the loop by posting events.
public final class LanguageServer: @unchecked Sendable {
    /// Where the server stands in the LSP lifecycle.
    enum Phase {
        /// Before `initialize`: requests get `ServerNotInitialized`, notifications are dropped.
        case waitingForInitialize
        /// Serving.
        case running
        /// After `shutdown`: requests get `InvalidRequest`, until `exit`.
        case shutDown
    }

    let connection: Connection
    let events = EventQueue()
    let logger: Logger
    let options: ServerOptions

    var phase = Phase.waitingForInitialize
    var exitCode: Int32?
    var settings: ServerSettings
    var capabilities = ClientCapabilities()
    var encoding = ColumnEncoding.utf16
    var paths = WorkspacePaths(root: nil)
    var folders: [WorkspaceFolder] = []

    /// Open documents by URI.
    var documents: [String: OpenDocument] = [:]
    /// The analysis' inputs: disk files plus open documents.
    var workspace = Workspace()
    /// Workspace paths whose open text has not been handed to `workspace` yet.
    var pendingSync: Set<String> = []
    /// The snapshot of the current workspace revision, reused until the next change.
    var cachedSnapshot: Snapshot?
    /// Snapshots older than `cachedSnapshot`, newest first, up to the newest whose model is built:
    /// completion answers from them while the current model is being built.
    var earlierSnapshots: [Snapshot] = []
    /// Paths read from disk (so closing a document restores the disk file, or removes it).
    var diskPaths: Set<String> = []
    /// Whether the first load of the workspace folders finished (or there is nothing to load).
    var isWorkspaceLoaded = false
    /// Whether the first load is running: requests that read the project wait for it, since
    /// answering from the open documents alone would be wrong (keys "missing", empty pulled
    /// diagnostics a client never asks again for).
    var isAwaitingInitialLoad: Bool { !isWorkspaceLoaded && isInitialLoadStarted }
    /// Whether the first load of the workspace folders was started.
    var isInitialLoadStarted = false
    /// Requests that arrived during the initial load, in arrival order, to serve once it is done.
    var heldRequests: [HeldRequest] = []
    /// The root's `.swift-l10n.json` as last parsed (from disk, or from its open document).
    var configuration: ProjectConfiguration?

    /// Requests being served, by id.
    var inFlight: [RequestID: InFlightRequest] = [:]
    /// Requests the server sent to the client, waiting for their answer.
    var outgoing: [RequestID: (Result<JSONValue, ResponseError>) -> Void] = [:]
    var nextOutgoingID = 1

    /// The diagnostics scheduler's state.
    var diagnostics = DiagnosticsState()
    /// Progress token state for indexing.
    var indexingProgress = IndexingProgress()

    /// Creates a server on `connection`; call `run()` to serve.
    public init(connection: Connection, options: ServerOptions = ServerOptions()) {
        self.connection = connection
        self.options = options
        self.logger = Logger(level: options.logLevel)
        self.settings = ServerSettings(debounceMilliseconds: options.debounceMilliseconds, logLevel: options.logLevel)
    }

    /// Serves until `exit` or the end of input; returns the exit code (0 after `shutdown`, else 1).
    public func run() -> Int32 {
        let events = self.events
        connection.start { event in
            switch event {
            case .message(let message): events.post(.message(message))
            case .protocolError(let description): events.post(.protocolError(description))
            case .closed: events.post(.inputClosed)
            }
        }
        while exitCode == nil {
            if let event = events.take(before: diagnostics.nextDeadline) { handle(event) }
            if let due = diagnostics.nextDeadline, due <= Date(), exitCode == nil { runDueDiagnostics() }
        }
        for request in inFlight.values { request.cancel() }
        return exitCode ?? 1
    }

    // MARK: - Events

    private func handle(_ event: Event) {
        switch event {
        case .message(let message):
            handle(message)
        case .protocolError(let description):
            logger.warning("protocol: \(description)")
        case .inputClosed:
            logger.info("input closed; exiting")
            exitCode = phase == .shutDown ? 0 : 1
        case .workspaceLoaded(let loaded):
            workspaceDidLoad(loaded)
        case .requestFinished(let request):
            if inFlight[request.id] === request { inFlight[request.id] = nil }
        case .diagnosticsPublished(let generation, let published):
            diagnosticsDidPublish(generation: generation, workspace: published)
        }
    }

    private func handle(_ message: Message) {
        switch message {
        case .request(let id, let method, let params):
            handleRequest(id: id, method: method, params: params)
        case .notification(let method, let params):
            handleNotification(method: method, params: params)
        case .response(let id, let result):
            guard let id, let callback = outgoing.removeValue(forKey: id) else {
                logger.debug("response to an unknown request \(id.map(\.description) ?? "null")")
                return
            }
            callback(result)
        }
    }

    // MARK: - Requests

    private func handleRequest(id: RequestID, method: String, params: JSONValue?) {
        logger.trace("request \(id) \(method)")
        switch phase {
        case .waitingForInitialize where method != InitializeRequest.method:
            connection.send(.response(id: id, result: .failure(.serverNotInitialized)))
            return
        case .shutDown:
            connection.send(.response(id: id, result: .failure(.invalidRequest("the server is shut down; send exit"))))
            return
        default:
            break
        }
        switch method {
        case InitializeRequest.method: initialize(id: id, params: params)
        case ShutdownRequest.method: shutdown(id: id)
        case HoverRequest.method: serve(HoverRequest.self, id: id, params: params, handler: Handlers.hover)
        case DefinitionRequest.method: serve(DefinitionRequest.self, id: id, params: params, handler: Handlers.definition)
        case ReferencesRequest.method: serve(ReferencesRequest.self, id: id, params: params, handler: Handlers.references)
        case CompletionRequest.method: serve(CompletionRequest.self, id: id, params: params, handler: Handlers.completion)
        case CodeActionRequest.method: serve(CodeActionRequest.self, id: id, params: params, handler: Handlers.codeActions)
        case CodeActionResolveRequest.method:
            serve(CodeActionResolveRequest.self, id: id, params: params, handler: Handlers.resolveCodeAction)
        case PrepareRenameRequest.method: serve(PrepareRenameRequest.self, id: id, params: params, handler: Handlers.prepareRename)
        case RenameRequest.method: serve(RenameRequest.self, id: id, params: params, handler: Handlers.rename)
        case InlayHintRequest.method: serve(InlayHintRequest.self, id: id, params: params, handler: Handlers.inlayHints)
        case DocumentSymbolRequest.method:
            serve(DocumentSymbolRequest.self, id: id, params: params, handler: Handlers.documentSymbols)
        case WorkspaceSymbolRequest.method:
            serve(WorkspaceSymbolRequest.self, id: id, params: params, handler: Handlers.workspaceSymbols)
        case DocumentDiagnosticRequest.method:
            serve(DocumentDiagnosticRequest.self, id: id, params: params, handler: Handlers.documentDiagnostics)
        case WorkspaceDiagnosticRequest.method:
            serve(WorkspaceDiagnosticRequest.self, id: id, params: params, handler: Handlers.workspaceDiagnostics)
        default:
            logger.debug("no handler for request \(method)")
            connection.send(.response(id: id, result: .failure(.methodNotFound(method))))
        }
    }

    /// Decodes the params on the loop (answering `InvalidParams` when they do not fit), then
    /// starts the request, or holds it while the initial workspace load runs.
    private func serve<Request: LSPRequest>(
        _ type: Request.Type, id: RequestID, params: JSONValue?,
        handler: @escaping @Sendable (Request, RequestContext) throws(ResponseError) -> Request.Response
    ) {
        let request: Request
        do {
            request = try Request(json: params ?? .null)
        } catch {
            connection.send(.response(id: id, result: .failure(.invalidParams(error.description))))
            return
        }
        let inFlightRequest = InFlightRequest(id: id, method: Request.method, connection: connection)
        if let previous = inFlight[id] {
            logger.warning("request id \(id) reused while \(previous.method) is still running")
        }
        inFlight[id] = inFlightRequest
        if isAwaitingInitialLoad {
            logger.debug("holding \(Request.method) (\(id)) until the workspace is loaded")
            heldRequests.append(HeldRequest(request: inFlightRequest) { [unowned self] in
                start(request, as: inFlightRequest, handler: handler)
            })
            return
        }
        start(request, as: inFlightRequest, handler: handler)
    }

    /// Takes a snapshot on the loop and computes the answer on `requestQueue`.
    private func start<Request: LSPRequest>(
        _ request: Request, as inFlightRequest: InFlightRequest,
        handler: @escaping @Sendable (Request, RequestContext) throws(ResponseError) -> Request.Response
    ) {
        var requestContext = makeRequestContext()
        requestContext.cancellation = inFlightRequest.cancellation
        let context = requestContext
        let events = self.events
        Self.requestQueue.async {
            defer { events.post(.requestFinished(inFlightRequest)) }
            guard !inFlightRequest.cancellation.isCancelled else { return }
            let result: Result<JSONValue, ResponseError>
            do throws(ResponseError) {
                result = .success(Request.encode(try handler(request, context)))
            } catch {
                result = .failure(error)
            }
            inFlightRequest.reply(result)
        }
    }

    /// Where request handlers run: a concurrent queue with its own threads, so answers never wait
    /// for the main loop or for Swift's cooperative pool.
    static let requestQueue = DispatchQueue(label: "swift-l10n.requests", qos: .userInitiated, attributes: .concurrent)

    /// Sends a request to the client and runs `callback` on the loop with its answer.
    func sendRequest<Request: LSPRequest>(_ request: Request, callback: @escaping (Result<JSONValue, ResponseError>) -> Void) {
        let id = RequestID.string("swift-l10n-\(nextOutgoingID)")
        nextOutgoingID += 1
        outgoing[id] = callback
        connection.send(.request(id: id, method: Request.method, params: request.json))
    }

    /// Sends a notification to the client.
    func sendNotification<Notification: LSPNotification>(_ notification: Notification) {
        connection.send(.notification(method: Notification.method, params: notification.json))
    }

    // MARK: - Lifecycle

    private func initialize(id: RequestID, params: JSONValue?) {
        guard phase == .waitingForInitialize else {
            connection.send(.response(id: id, result: .failure(.invalidRequest("initialize was already received"))))
            return
        }
        let request: InitializeRequest
        do {
            request = try InitializeRequest(json: params ?? .null)
        } catch {
            connection.send(.response(id: id, result: .failure(.invalidParams(error.description))))
            return
        }
        capabilities = request.capabilities
        encoding = capabilities.positionEncodings.contains(ColumnEncoding.utf8.rawValue) ? .utf8 : .utf16
        folders = request.workspaceFolders ?? []
        if folders.isEmpty, let root = request.rootUri ?? request.rootPath.map({ "file://" + WorkspacePaths.percentEncoded($0) }) {
            folders = [WorkspaceFolder(uri: root, name: "root")]
        }
        paths = WorkspacePaths(root: folders.first.flatMap { WorkspacePaths.rootPath(fromURI: $0.uri) })
        if let options = request.initializationOptions { applySettings(options, origin: "initializationOptions") }
        phase = .running
        let result = InitializeResult(
            capabilities: serverCapabilities(), serverName: "swift-l10n", serverVersion: LanguageServer.version)
        connection.send(.response(id: id, result: .success(result.json)))
        logger.attach(connection)
        logger.info("initialized: root \(paths.root ?? "none"), \(encoding.rawValue) positions, \(capabilities.supportsPullDiagnostics ? "pull" : "push") diagnostics")
    }

    /// The server's version, reported in `serverInfo`.
    public static let version = "0.1.0"

    /// What the server offers, for the `initialize` result.
    func serverCapabilities() -> JSONValue {
        var members: [String: JSONValue] = [
            "positionEncoding": .string(encoding.rawValue),
            "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
            "hoverProvider": true,
            "definitionProvider": true,
            "referencesProvider": true,
            "completionProvider": ["triggerCharacters": ["\"", "."], "resolveProvider": false],
            "codeActionProvider": ["codeActionKinds": ["quickfix", "refactor.rewrite"], "resolveProvider": true],
            "renameProvider": ["prepareProvider": true],
            "inlayHintProvider": true,
            "documentSymbolProvider": true,
            "workspaceSymbolProvider": true,
            "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
        ]
        if capabilities.supportsPullDiagnostics {
            members["diagnosticProvider"] = [
                "identifier": "swift-l10n", "interFileDependencies": true, "workspaceDiagnostics": true,
            ]
        }
        return .object(members)
    }

    private func shutdown(id: RequestID) {
        phase = .shutDown
        for request in inFlight.values { request.cancel() }
        inFlight.removeAll()
        heldRequests.removeAll()
        diagnostics.deadline = nil
        diagnostics.workspaceDeadline = nil
        connection.send(.response(id: id, result: .success(.null)))
        logger.info("shutdown")
    }

    // MARK: - Notifications

    private func handleNotification(method: String, params: JSONValue?) {
        logger.trace("notification \(method)")
        if method == ExitNotification.method {
            exitCode = phase == .shutDown ? 0 : 1
            return
        }
        guard phase == .running else {
            logger.debug("dropped \(method): \(phase == .shutDown ? "after shutdown" : "before initialize")")
            return
        }
        let params = params ?? .null
        do throws(LSPDecodingError) {
            switch method {
            case InitializedNotification.method: clientDidInitialize()
            case CancelRequestNotification.method: cancelRequest(try CancelRequestNotification(json: params))
            case DidOpenTextDocumentNotification.method: didOpen(try DidOpenTextDocumentNotification(json: params))
            case DidChangeTextDocumentNotification.method: didChange(try DidChangeTextDocumentNotification(json: params))
            case DidCloseTextDocumentNotification.method: didClose(try DidCloseTextDocumentNotification(json: params))
            case DidSaveTextDocumentNotification.method: break
            case DidChangeWatchedFilesNotification.method:
                didChangeWatchedFiles(try DidChangeWatchedFilesNotification(json: params))
            case DidChangeConfigurationNotification.method:
                didChangeConfiguration(DidChangeConfigurationNotification(json: params))
            case DidChangeWorkspaceFoldersNotification.method:
                didChangeWorkspaceFolders(try DidChangeWorkspaceFoldersNotification(json: params))
            default:
                // Unknown notifications are ignored, as the specification asks (`$/` ones explicitly).
                logger.debug("ignored notification \(method)")
            }
        } catch {
            logger.warning("ignored malformed \(method): \(error.description)")
        }
    }

    private func cancelRequest(_ notification: CancelRequestNotification) {
        guard let request = inFlight.removeValue(forKey: notification.id) else {
            logger.debug("cancel for \(notification.id), which is not running")
            return
        }
        request.cancel()
    }

    /// Applies client settings; logs members it could not use.
    func applySettings(_ json: JSONValue, origin: String) {
        let previous = settings
        for problem in settings.apply(json) { logger.warning("\(origin): \(problem)") }
        // Diagnostics prepared under the previous settings (links, severities) must not go out.
        if settings != previous { diagnostics.board.dropPrepared() }
        if settings.logLevel != previous.logLevel { logger.setLevel(settings.logLevel) }
        if settings.workspaceDiagnostics != previous.workspaceDiagnostics {
            diagnostics.needsWorkspacePass = true
            scheduleDiagnostics(immediately: true)
        }
    }

    private func didChangeConfiguration(_ notification: DidChangeConfigurationNotification) {
        if !notification.settings.isNull, notification.settings.objectValue?.isEmpty == false {
            applySettings(notification.settings, origin: "didChangeConfiguration")
        } else if capabilities.supportsConfigurationRequest {
            requestConfiguration()
        }
    }

    /// Asks the client for the `swift-l10n` settings section.
    func requestConfiguration() {
        sendRequest(ConfigurationRequest(sections: ["swift-l10n"])) { [self] result in
            if case .success(let value) = result, let section = value.arrayValue?.first, !section.isNull {
                applySettings(section, origin: "workspace/configuration")
            }
        }
    }
}

/// A request that arrived during the initial workspace load, with what starts it afterwards.
struct HeldRequest {
    /// The request's bookkeeping (a cancelled one is not started).
    var request: InFlightRequest
    /// Takes a snapshot and runs the handler; called on the loop.
    var start: () -> Void
}
