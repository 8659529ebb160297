import Foundation
import JSONRPC
import LanguageServerProtocol
import LocalizationServer

/// An editor stand-in for tests: runs a `LanguageServer` in process over an in-memory
/// `Connection` and speaks to it through the same framing and JSON as a real client.
///
/// Requests block until answered (or a timeout fails the test with an error); notifications from
/// the server are collected and can be awaited by predicate. Server-to-client requests are
/// answered like a cooperative editor (`workspace/configuration` from `settings`, `null` otherwise).
public final class TestClient: @unchecked Sendable {
    /// Why a test client call failed.
    public enum Failure: Error, CustomStringConvertible {
        /// No answer within the timeout.
        case timeout(String)
        /// The server answered with an error.
        case response(ResponseError)
        /// The answer did not decode.
        case decoding(String)

        public var description: String {
            switch self {
            case .timeout(let what): return "timed out waiting for \(what)"
            case .response(let error): return "server error \(error)"
            case .decoding(let what): return "could not decode \(what)"
            }
        }
    }

    private let connection: Connection
    private let condition = NSCondition()
    private var responses: [RequestID: Result<JSONValue, ResponseError>] = [:]
    private var notifications: [(method: String, params: JSONValue)] = []
    private var serverRequests: [(method: String, params: JSONValue)] = []
    private var exitCode: Int32?
    private var nextID = 1
    /// Settings answered to `workspace/configuration` (the `swift-l10n` section).
    public var settings: JSONValue = .null
    /// How long calls wait.
    public var timeout: TimeInterval = 10

    /// Starts a server with `options` on an in-memory connection.
    public init(options: ServerOptions = ServerOptions(logLevel: .error, debounceMilliseconds: 0, loadsWorkspaceFromDisk: false)) {
        let (client, server) = Connection.memoryPair()
        connection = client
        let languageServer = LanguageServer(connection: server, options: options)
        let thread = Thread { [self] in
            let code = languageServer.run()
            server.closeOutput()
            condition.lock()
            exitCode = code
            condition.broadcast()
            condition.unlock()
        }
        thread.name = "test-language-server"
        thread.start()
        client.start { [self] event in
            guard case .message(let message) = event else { return }
            receive(message)
        }
    }

    /// Starts `executable` with `arguments` (a built `swift-l10n lsp`) and speaks to it over its
    /// standard input and output, for end-to-end tests of the real binary.
    public init(spawning executable: String, arguments: [String], currentDirectory: String? = nil) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = URL(fileURLWithPath: currentDirectory) }
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        connection = Connection(stream: FileDescriptorStream(
            input: output.fileHandleForReading.fileDescriptor, output: input.fileHandleForWriting.fileDescriptor))
        let waiter = Thread { [self] in
            process.waitUntilExit()
            condition.lock()
            exitCode = process.terminationStatus
            condition.broadcast()
            condition.unlock()
        }
        waiter.start()
        connection.start { [self] event in
            guard case .message(let message) = event else { return }
            receive(message)
        }
    }

    private func receive(_ message: Message) {
        switch message {
        case .response(let id, let result):
            condition.lock()
            if let id { responses[id] = result }
            condition.broadcast()
            condition.unlock()
        case .notification(let method, let params):
            condition.lock()
            notifications.append((method, params ?? .null))
            condition.broadcast()
            condition.unlock()
        case .request(let id, let method, let params):
            condition.lock()
            serverRequests.append((method, params ?? .null))
            let settings = self.settings
            condition.broadcast()
            condition.unlock()
            let result: JSONValue
            if method == ConfigurationRequest.method {
                let count = params?["items"]?.arrayValue?.count ?? 1
                result = .array(Array(repeating: settings, count: count))
            } else {
                result = .null
            }
            connection.send(.response(id: id, result: .success(result)))
        }
    }

    // MARK: - Sending

    /// Sends a typed request and decodes its response.
    @discardableResult
    public func send<Request: LSPRequest>(_ request: Request) throws -> Request.Response {
        let result = try sendRaw(method: Request.method, params: request.json)
        do {
            return try Request.decode(response: result)
        } catch {
            throw Failure.decoding("\(Request.method) response \(result): \(error)")
        }
    }

    /// Sends a request with raw params; returns the raw result or throws `Failure.response`.
    @discardableResult
    public func sendRaw(method: String, params: JSONValue?) throws -> JSONValue {
        let id = startRequest(method: method, params: params)
        switch try waitForResponse(id, what: method) {
        case .success(let value): return value
        case .failure(let error): throw Failure.response(error)
        }
    }

    /// Sends a request without waiting; returns its id.
    public func startRequest(method: String, params: JSONValue?) -> RequestID {
        condition.lock()
        let id = RequestID.number(nextID)
        nextID += 1
        condition.unlock()
        connection.send(.request(id: id, method: method, params: params))
        return id
    }

    /// Waits for the response to `id`.
    public func waitForResponse(_ id: RequestID, what: String = "a response") throws -> Result<JSONValue, ResponseError> {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while responses[id] == nil {
            guard condition.wait(until: deadline) else { throw Failure.timeout(what) }
        }
        return responses[id]!
    }

    /// Sends a typed notification.
    public func send<Notification: LSPNotification>(_ notification: Notification) {
        connection.send(.notification(method: Notification.method, params: notification.json))
    }

    /// Sends raw bytes (broken framing, garbage).
    public func sendRaw(bytes: [UInt8]) {
        connection.sendRaw(bytes)
    }

    // MARK: - Conveniences

    /// `initialize` (with `capabilities`, a root and options) then `initialized`.
    @discardableResult
    public func initialize(
        capabilities: JSONValue = ["general": ["positionEncodings": ["utf-16"]]], rootURI: String? = nil,
        initializationOptions: JSONValue? = nil
    ) throws -> InitializeResult {
        let folders = rootURI.map { [WorkspaceFolder(uri: $0, name: "root")] }
        let result = try send(InitializeRequest(
            processId: nil, rootUri: rootURI, workspaceFolders: folders, capabilities: ClientCapabilities(json: capabilities),
            initializationOptions: initializationOptions))
        send(InitializedNotification())
        return result
    }

    /// Opens a document.
    public func open(uri: String, text: String, version: Int = 1, languageId: String = "swift") {
        send(DidOpenTextDocumentNotification(textDocument: TextDocumentItem(uri: uri, languageId: languageId, version: version, text: text)))
    }

    /// Waits for a notification with `method` whose params satisfy `predicate`, received at or after
    /// index `since` of all notifications; returns its params.
    public func waitForNotification(
        _ method: String, since: Int = 0, where predicate: (JSONValue) -> Bool = { _ in true }
    ) throws -> JSONValue {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let found = notifications[min(since, notifications.count)...].first(where: { $0.method == method && predicate($0.params) }) {
                return found.params
            }
            guard condition.wait(until: deadline) else { throw Failure.timeout(method) }
        }
    }

    /// Waits for the diagnostics of `uri` at `version` (or any version when `nil`).
    public func waitForDiagnostics(uri: String, version: Int?, since: Int = 0) throws -> PublishDiagnosticsNotification {
        let params = try waitForNotification(PublishDiagnosticsNotification.method, since: since) { params in
            params["uri"]?.stringValue == uri && (version == nil || params["version"]?.intValue == version)
        }
        do {
            return try PublishDiagnosticsNotification(json: params)
        } catch {
            throw Failure.decoding("publishDiagnostics \(params)")
        }
    }

    /// How many notifications arrived so far (a `since` for later waits).
    public var notificationCount: Int {
        condition.lock()
        defer { condition.unlock() }
        return notifications.count
    }

    /// The methods of server-to-client requests received so far.
    public var serverRequestMethods: [String] {
        condition.lock()
        defer { condition.unlock() }
        return serverRequests.map(\.method)
    }

    /// Waits for a server-to-client request with `method`; returns its params.
    public func waitForServerRequest(_ method: String) throws -> JSONValue {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let found = serverRequests.first(where: { $0.method == method }) { return found.params }
            guard condition.wait(until: deadline) else { throw Failure.timeout(method) }
        }
    }

    /// How many responses carry `id` (a server must send exactly one per request).
    public func hasResponse(_ id: RequestID) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return responses[id] != nil
    }

    /// `shutdown` then `exit`; returns the server's exit code.
    @discardableResult
    public func shutdownAndExit() throws -> Int32 {
        try sendRaw(method: ShutdownRequest.method, params: nil)
        return try exit()
    }

    /// Sends `exit` and waits for the server to stop; returns its exit code.
    public func exit() throws -> Int32 {
        send(ExitNotification())
        return try waitForExit()
    }

    /// Closes the server's input and waits for it to stop.
    public func closeInput() throws -> Int32 {
        connection.closeOutput()
        return try waitForExit()
    }

    private func waitForExit() throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while exitCode == nil {
            guard condition.wait(until: deadline) else { throw Failure.timeout("the server to exit") }
        }
        return exitCode!
    }
}
