import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A minimal LSP client over a spawned `swift-l10n lsp`: Content-Length framing, requests with
/// ids, and a record of when each `publishDiagnostics` arrived — what an editor sees.
///
/// Its own code on purpose: the bench measures the server from outside, as an editor would, so it
/// must not share the server's framing code.
final class LanguageServerClient: @unchecked Sendable {
    /// One `publishDiagnostics` as it arrived.
    struct PublishedDiagnostics {
        /// The document.
        var uri: String
        /// The document version the diagnostics are for, when the server says.
        var version: Int?
        /// How many diagnostics.
        var count: Int
        /// When the client read it.
        var receivedAt: ContinuousClock.Instant
    }

    /// The server's process id.
    private let pid: pid_t
    /// Our end of the server's standard input.
    private let input: Int32
    /// Our end of the server's standard output.
    private let output: Int32
    /// Guards everything below and wakes waiters.
    private let condition = NSCondition()
    /// Held while a frame is written: the reading thread answers the server's requests
    /// (`workDoneProgress/create`) while the bench's thread sends, and a frame larger than the
    /// pipe's buffer goes out in several writes, which another frame must not interleave. Without
    /// it a 200 KB `didOpen` was cut at byte 65,534 by a reply now and then (about one run in ten
    /// under load): the server skipped the broken frame as it should, the document never opened,
    /// and every keystroke after it counted as lost.
    private let writeLock = NSLock()
    /// Responses by request id, with their arrival time.
    private var responses: [Int: (message: [String: Any], receivedAt: ContinuousClock.Instant)] = [:]
    /// Every diagnostics publication so far.
    private var published: [PublishedDiagnostics] = []
    /// The next request id.
    private var nextID = 1
    /// Set when the server's output ends.
    private var isClosed = false
    /// Requests the server sent us (registerCapability, progress), counted for the report.
    private(set) var serverRequests = 0

    /// Starts `executable arguments` with pipes and a reader thread.
    init(executable: String, arguments: [String]) throws {
        var toServer: [Int32] = [0, 0]
        var fromServer: [Int32] = [0, 0]
        guard pipe(&toServer) == 0, pipe(&fromServer) == 0 else { throw BenchFailure("pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, toServer[0], 0)
        posix_spawn_file_actions_adddup2(&actions, fromServer[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, toServer[1])
        posix_spawn_file_actions_addclose(&actions, fromServer[0])
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for pointer in argv { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(toServer[0])
        close(fromServer[1])
        guard spawned == 0 else { throw BenchFailure("cannot start \(executable): \(String(cString: strerror(spawned)))") }
        self.pid = pid
        input = toServer[1]
        output = fromServer[0]
        let thread = Thread { [self] in readLoop() }
        thread.stackSize = 1 << 20
        thread.start()
    }

    // MARK: - Sending

    /// Sends a request and waits for its response; returns the response and the round trip.
    func request(_ method: String, _ params: Any, timeout: Double = 60) throws -> (response: [String: Any], seconds: Double) {
        condition.lock()
        let id = nextID
        nextID += 1
        condition.unlock()
        let start = ContinuousClock.now
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while responses[id] == nil && !isClosed {
            if !condition.wait(until: deadline) { break }
        }
        guard let response = responses.removeValue(forKey: id) else {
            throw BenchFailure(isClosed ? "the server exited during \(method)" : "no reply to \(method) within \(Int(timeout)) s")
        }
        return (response.message, (response.receivedAt - start).seconds)
    }

    /// Sends a notification; returns when it was written.
    @discardableResult
    func notify(_ method: String, _ params: Any) throws -> ContinuousClock.Instant {
        let now = ContinuousClock.now
        try send(["jsonrpc": "2.0", "method": method, "params": params])
        return now
    }

    /// Waits for diagnostics of `uri` for `version` (or, when the server sends no version, the
    /// first publication after `after`); returns when they arrived, nil on timeout.
    func waitForDiagnostics(
        uri: String, version: Int?, after: ContinuousClock.Instant, timeout: Double
    ) -> PublishedDiagnostics? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let match = published.first(where: { item in
                item.uri == uri && item.receivedAt > after
                    && (version == nil || item.version == nil || item.version == version)
            }) {
                return match
            }
            if isClosed || !condition.wait(until: deadline) { return nil }
        }
    }

    /// Forgets diagnostics received so far (keeps the waiting list short).
    func clearDiagnostics() {
        condition.lock()
        published.removeAll()
        condition.unlock()
    }

    /// Asks the server to shut down and exit, then reaps it.
    /// The server's resident memory now and its peak so far (`VmRSS`, `VmHWM` of
    /// `/proc/<pid>/status`), in bytes; nil where the system has no such file (macOS).
    func serverMemory() -> (residentBytes: Int, peakBytes: Int)? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        func kilobytes(_ field: String) -> Int? {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return nil }
            return line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Int($0) }
        }
        guard let resident = kilobytes("VmRSS"), let peak = kilobytes("VmHWM") else { return nil }
        return (resident * 1024, peak * 1024)
    }

    func shutdown() {
        _ = try? request("shutdown", NSNull(), timeout: 10)
        _ = try? notify("exit", NSNull())
        close(input)
        var status: Int32 = 0
        for _ in 0..<50 {
            if waitpid(pid, &status, WNOHANG) == pid { return }
            usleep(100_000)
        }
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
    }

    /// Writes one framed message.
    private func send(_ message: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: message)
        var frame = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        frame.append(contentsOf: body)
        writeLock.lock()
        defer { writeLock.unlock() }
        var written = 0
        while written < frame.count {
            let result = frame[written...].withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
            if result < 0 {
                if errno == EINTR { continue }
                throw BenchFailure("writing to the server failed: \(String(cString: strerror(errno)))")
            }
            written += result
        }
    }

    // MARK: - Receiving

    /// Reads frames until the server's output ends.
    private func readLoop() {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            buffer.append(contentsOf: chunk[0..<count])
            while let (body, consumed) = Self.nextFrame(in: buffer) {
                buffer.removeFirst(consumed)
                handle(body)
            }
        }
        condition.lock()
        isClosed = true
        condition.broadcast()
        condition.unlock()
    }

    /// The first complete frame's body and the bytes it took, if the buffer holds one.
    private static func nextFrame(in buffer: [UInt8]) -> ([UInt8], Int)? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard buffer.count >= 4 else { return nil }
        var headerEnd: Int?
        for index in 0...(buffer.count - 4) where buffer[index] == 13 && Array(buffer[index..<index + 4]) == separator {
            headerEnd = index
            break
        }
        guard let end = headerEnd else { return nil }
        let header = String(decoding: buffer[0..<end], as: UTF8.self)
        var length = 0
        for line in header.split(separator: "\r\n") where line.lowercased().hasPrefix("content-length:") {
            length = Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) ?? 0
        }
        let bodyStart = end + 4
        guard buffer.count >= bodyStart + length else { return nil }
        return (Array(buffer[bodyStart..<bodyStart + length]), bodyStart + length)
    }

    /// Files a message: a response, a diagnostics publication, or a server request to answer.
    private func handle(_ body: [UInt8]) {
        let now = ContinuousClock.now
        guard let message = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] else { return }
        let method = message["method"] as? String
        if let method, let id = message["id"] {
            // A request from the server (registerCapability, workDoneProgress/create…): accept it.
            try? send(["jsonrpc": "2.0", "id": id, "result": NSNull()])
            condition.lock()
            serverRequests += 1
            condition.unlock()
            _ = method
            return
        }
        condition.lock()
        defer {
            condition.broadcast()
            condition.unlock()
        }
        if method == "textDocument/publishDiagnostics", let params = message["params"] as? [String: Any] {
            published.append(PublishedDiagnostics(
                uri: params["uri"] as? String ?? "", version: params["version"] as? Int,
                count: (params["diagnostics"] as? [Any])?.count ?? 0, receivedAt: now))
        } else if method == nil, let id = message["id"] as? Int {
            responses[id] = (message, now)
        }
    }
}
