import Foundation
import JSONRPC
import LanguageServerProtocol
import LocalizationAnalysis
import TextPositions

/// The loop's side of diagnostics: what is dirty and when the next pass is due.
struct DiagnosticsState {
    /// When the next pass runs (`nil`: nothing scheduled).
    var deadline: Date?
    /// When the deferred workspace-wide pass after edits runs (`nil`: none pending). Edits in one
    /// file can change findings in files that are not open (an unused key in a catalog); those are
    /// reported after typing has paused longer, as gopls defers its workspace-wide analysis.
    var workspaceDeadline: Date?

    /// The earlier of the two deadlines.
    var nextDeadline: Date? {
        switch (deadline, workspaceDeadline) {
        case (let first?, let second?): return min(first, second)
        case (let first?, nil): return first
        case (nil, let second): return second
        }
    }
    /// Open documents edited since the last pass, most recent last.
    var dirtyURIs: [String] = []
    /// Documents closed since the last pass (their pushed diagnostics may need clearing).
    var closedURIs: Set<String> = []
    /// Whether files that are not open need reporting again (a catalog or the config changed, the
    /// workspace loaded, a document closed).
    var needsWorkspacePass = false
    /// The number of passes started.
    var generation = 0
    /// URIs of files that are not open whose last pushed diagnostics were non-empty.
    var publishedWorkspaceURIs: Set<String> = []
    /// Passes started with a workspace-wide part that have not reported back yet.
    var workspacePassGenerations: Set<Int> = []
    /// Shared with passes running in the background: the newest version per open document, so a
    /// pass skips a document a newer pass will publish anyway.
    let board = DiagnosticsBoard()
}

/// State shared between the loop and background diagnostics passes (lock-protected).
///
/// Every publication goes through it, and the checks that decide whether it is still wanted are
/// made under the same lock as the send, so diagnostics never go out of order: an older version of
/// a document never follows a newer one, a superseded workspace part never follows a newer pass.
final class DiagnosticsBoard: @unchecked Sendable {
    private let lock = NSLock()
    private var newestVersions: [String: Int] = [:]
    private var lastPublished: [String: Int] = [:]
    private var latestGeneration = 0
    /// Diagnostics of edited documents computed before their debounce ended, by URI.
    private var prepared: [String: PreparedPublication] = [:]
    /// Preparations started and not stored yet: the version and workspace revision they are
    /// for, by URI.
    private var preparing: [String: (version: Int, revision: Int)] = [:]
    /// Preparations whose debounce ended before they were done, by URI: they send what they
    /// prepare themselves, so the pass does not compute the same diagnostics again meanwhile.
    private var owed: [String: (version: Int, revision: Int)] = [:]

    /// Records that pass `generation` was started (later passes supersede earlier ones).
    func noteGeneration(_ generation: Int) {
        lock.lock()
        latestGeneration = generation
        lock.unlock()
    }

    /// Whether a pass newer than `generation` has been started.
    func isSuperseded(generation: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return latestGeneration > generation
    }

    /// Sends a file's diagnostics unless a pass newer than `generation` has been started (then
    /// `false`); a repeat of what was last published for the file is not sent.
    func send(_ publication: Publication, unlessSupersededAfter generation: Int, through connection: Connection) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard latestGeneration <= generation else { return false }
        sendUnlessRepeated(publication, through: connection)
        return true
    }

    /// Sends an open document's diagnostics unless a newer version of it has been seen, or they
    /// repeat what was last published for it.
    func send(_ publication: Publication, ofVersion version: Int, through connection: Connection) {
        lock.lock()
        defer { lock.unlock() }
        if let newest = newestVersions[publication.uri], newest != version { return }
        sendUnlessRepeated(publication, through: connection)
    }

    /// Records that diagnostics of `uri` at `version` are being prepared from the workspace at
    /// `revision`.
    func notePreparing(_ uri: String, version: Int, revision: Int) {
        lock.lock()
        preparing[uri] = (version, revision)
        lock.unlock()
    }

    /// Keeps diagnostics computed ahead of the debounce until it ends (dropped when the document
    /// has changed again meanwhile), or sends them at once when the debounce ended first.
    func store(_ preparation: PreparedPublication, through connection: Connection) {
        lock.lock()
        defer { lock.unlock() }
        let uri = preparation.publication.uri
        if let inFlight = preparing[uri], inFlight.version == preparation.version, inFlight.revision == preparation.revision {
            preparing[uri] = nil
        }
        guard newestVersions[uri] == preparation.version else { return }
        if let due = owed[uri], due.version == preparation.version, due.revision == preparation.revision {
            owed[uri] = nil
            sendUnlessRepeated(preparation.publication, through: connection)
            return
        }
        prepared[uri] = preparation
    }

    /// Drops every prepared publication (the settings that shape diagnostics changed).
    func dropPrepared() {
        lock.lock()
        prepared.removeAll()
        preparing.removeAll()
        owed.removeAll()
        lock.unlock()
    }

    /// Sends the diagnostics prepared for `uri` at `version` from the workspace at `revision`,
    /// or leaves them to the preparation still computing exactly those (it sends them when done);
    /// `false` when neither.
    func sendPrepared(uri: String, version: Int, revision: Int, through connection: Connection) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard newestVersions[uri] == version else { return false }
        if let inFlight = preparing[uri], inFlight.version == version, inFlight.revision == revision {
            prepared[uri] = nil
            owed[uri] = (version, revision)
            return true
        }
        guard let ready = prepared.removeValue(forKey: uri), ready.version == version, ready.revision == revision else { return false }
        sendUnlessRepeated(ready.publication, through: connection)
        return true
    }

    /// Sends `publication` unless it is what was last published for its file; the lock is held.
    private func sendUnlessRepeated(_ publication: Publication, through connection: Connection) {
        guard lastPublished[publication.uri] != publication.fingerprint else { return }
        lastPublished[publication.uri] = publication.fingerprint
        connection.sendRaw(publication.framed)
    }

    /// Records the newest version of an open document.
    func noteVersion(_ version: Int, of uri: String) {
        lock.lock()
        newestVersions[uri] = version
        lock.unlock()
    }

    /// Forgets a closed document's version.
    func forget(_ uri: String) {
        lock.lock()
        newestVersions[uri] = nil
        prepared[uri] = nil
        preparing[uri] = nil
        owed[uri] = nil
        lock.unlock()
    }

    /// Whether a newer version of `uri` than `version` has been seen.
    func isSuperseded(_ uri: String, version: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let newest = newestVersions[uri] else { return false }
        return newest != version
    }
}

/// A `publishDiagnostics` notification ready to write, with a fingerprint of what it says (a
/// repeat of the last one for the same file is not sent).
struct Publication: Sendable {
    /// The file's URI.
    var uri: String
    /// The framed message.
    var framed: [UInt8]
    /// A hash of the version and the diagnostics.
    var fingerprint: Int

    /// The notification of `diagnostics` for `uri` at `version`, serialized and framed.
    init(uri: String, version: Int?, diagnostics: [Diagnostic]) {
        self.uri = uri
        let notification = PublishDiagnosticsNotification(uri: uri, version: version, diagnostics: diagnostics)
        framed = Connection.framed(.notification(method: PublishDiagnosticsNotification.method, params: notification.json))
        var hasher = Hasher()
        hasher.combine(version)
        hasher.combine(diagnostics)
        fingerprint = hasher.finalize()
    }
}

/// An edited document's diagnostics computed before its debounce ended.
struct PreparedPublication: Sendable {
    /// The notification.
    var publication: Publication
    /// The document version they are for.
    var version: Int
    /// The workspace revision of the snapshot they came from.
    var revision: Int
}

extension LanguageServer {
    /// Schedules a pass after the debounce, `uri` first.
    func scheduleDiagnostics(for uri: String) {
        diagnostics.dirtyURIs.removeAll { $0 == uri }
        diagnostics.dirtyURIs.append(uri)
        if let document = documents[uri] { diagnostics.board.noteVersion(document.version, of: uri) }
        diagnostics.deadline = Date().addingTimeInterval(Double(settings.debounceMilliseconds) / 1000)
        diagnostics.workspaceDeadline = Date().addingTimeInterval(Double(max(500, settings.debounceMilliseconds * 10)) / 1000)
        prepareDiagnostics(for: uri)
    }

    /// Starts computing `uri`'s diagnostics for its new text at once, in the background, so the
    /// debounce delays publishing them, not computing them: when it ends, the loop sends what was
    /// prepared (`DiagnosticsBoard.sendPrepared`), or the pass finds the findings computed. A
    /// preparation overtaken by a newer edit of the document before it starts is skipped, so fast
    /// typing costs at most one preparation in flight.
    func prepareDiagnostics(for uri: String) {
        guard phase == .running, !isAwaitingInitialLoad, let document = documents[uri], Self.isAnalyzed(document.path) else {
            return
        }
        let context = makeRequestContext()
        let board = diagnostics.board
        let version = document.version
        let pushes = !capabilities.supportsPullDiagnostics
        let connection = self.connection
        if pushes { board.notePreparing(uri, version: version, revision: context.snapshot.revision) }
        Self.preparationQueue.async {
            // Skipped, a newer version's preparation (or pass) publishes instead.
            guard !board.isSuperseded(uri, version: version) else { return }
            // Pull clients ask for the diagnostics themselves; computing the findings is enough.
            guard pushes else { return _ = context.snapshot.findings(in: document.path) }
            let publication = Publication(uri: uri, version: version, diagnostics: context.diagnostics(for: document.path))
            board.store(
                PreparedPublication(publication: publication, version: version, revision: context.snapshot.revision), through: connection)
        }
    }

    /// Where edited documents' findings are computed ahead of the debounce: one at a time, so a
    /// burst of keystrokes does not pile up work for texts already replaced.
    static let preparationQueue = DispatchQueue(label: "swift-l10n.diagnostics-preparation", qos: .userInitiated)

    /// Runs whichever pass is due.
    func runDueDiagnostics(now: Date = Date()) {
        if let due = diagnostics.workspaceDeadline, due <= now {
            diagnostics.workspaceDeadline = nil
            diagnostics.needsWorkspacePass = true
            runDiagnosticsPass()
        } else if let due = diagnostics.deadline, due <= now {
            runDiagnosticsPass()
        }
    }

    /// Schedules a pass now, or after the debounce.
    func scheduleDiagnostics(immediately: Bool) {
        let due = Date().addingTimeInterval(immediately ? 0 : Double(settings.debounceMilliseconds) / 1000)
        if let current = diagnostics.deadline, current <= due { return }
        diagnostics.deadline = due
    }

    /// Takes a snapshot and publishes diagnostics in the background: edited documents first, then
    /// the other open documents, then (when needed) the files that are not open.
    func runDiagnosticsPass() {
        diagnostics.deadline = nil
        if diagnostics.needsWorkspacePass { diagnostics.workspaceDeadline = nil }
        // Before the initial load, findings would be computed without the catalogs (every key
        // "missing"); the load schedules a pass when it is done.
        guard phase == .running, !isAwaitingInitialLoad else { return }
        let snapshot = currentSnapshot()
        if capabilities.supportsPullDiagnostics {
            // Pull clients ask for open documents themselves after each change; a workspace
            // change is announced so they pull again.
            if diagnostics.needsWorkspacePass, capabilities.supportsDiagnosticRefresh {
                sendRequest(DiagnosticRefreshRequest()) { _ in }
            }
            diagnostics.needsWorkspacePass = false
            diagnostics.dirtyURIs.removeAll()
            diagnostics.closedURIs.removeAll()
            return
        }
        var order = diagnostics.dirtyURIs.reversed().filter { documents[$0] != nil }
        let dirty = Set(order)
        order += documents.keys.filter { !dirty.contains($0) }.sorted()
        diagnostics.generation += 1
        diagnostics.board.noteGeneration(diagnostics.generation)
        for uri in diagnostics.closedURIs { diagnostics.board.forget(uri) }
        // The edited documents whose diagnostics were prepared during the debounce are sent from
        // here at once: no hand-over to another thread between the end of the debounce and them.
        var sentAlready: Set<String> = []
        for uri in order where dirty.contains(uri) {
            guard let document = documents[uri],
                diagnostics.board.sendPrepared(uri: uri, version: document.version, revision: snapshot.revision, through: connection)
            else { continue }
            sentAlready.insert(uri)
            logger.debug("diagnostics \(diagnostics.generation): \(document.path) v\(document.version) sent as prepared, or by its preparation when done")
        }
        let items = order.compactMap { uri -> DiagnosticsPass.Item? in
            guard !sentAlready.contains(uri), let document = documents[uri] else { return nil }
            return DiagnosticsPass.Item(uri: uri, path: document.path, version: document.version)
        }
        let pass = DiagnosticsPass(
            generation: diagnostics.generation, snapshot: snapshot, items: items,
            includesWorkspace: diagnostics.needsWorkspacePass,
            reportsClosedFiles: settings.workspaceDiagnostics,
            openPaths: Set(documents.values.map(\.path)),
            previouslyPublished: diagnostics.publishedWorkspaceURIs.union(diagnostics.closedURIs),
            context: makeRequestContext(), board: diagnostics.board)
        if diagnostics.needsWorkspacePass { diagnostics.workspacePassGenerations.insert(diagnostics.generation) }
        // Closed documents stay on the list of published files until a workspace part ran, so a
        // skipped part cannot leave their diagnostics behind.
        diagnostics.publishedWorkspaceURIs.formUnion(diagnostics.closedURIs)
        diagnostics.dirtyURIs.removeAll()
        diagnostics.closedURIs.removeAll()
        diagnostics.needsWorkspacePass = false
        let connection = self.connection
        let events = self.events
        let logger = self.logger
        let scheduledAt = ContinuousClock.now
        Self.diagnosticsQueue.async {
            pass.publishOpenDocuments(connection: connection, logger: logger, scheduledAt: scheduledAt)
            guard pass.includesWorkspace else {
                events.post(.diagnosticsPublished(generation: pass.generation, workspace: nil))
                return
            }
            Self.workspaceDiagnosticsQueue.async {
                let published = pass.publishWorkspace(connection: connection)
                events.post(.diagnosticsPublished(generation: pass.generation, workspace: published))
            }
        }
    }

    /// Records which closed files now carry pushed diagnostics.
    func diagnosticsDidPublish(generation: Int, workspace: WorkspacePublication?) {
        let includedWorkspace = diagnostics.workspacePassGenerations.remove(generation) != nil
        if let workspace {
            if workspace.isComplete {
                diagnostics.publishedWorkspaceURIs = workspace.uris
            } else {
                diagnostics.publishedWorkspaceURIs.formUnion(workspace.uris)
            }
        }
        if workspace?.isComplete != true, includedWorkspace, phase == .running {
            // The workspace part was skipped for a newer pass: it is still owed, after typing
            // pauses again. Only the deadline re-arms it: were it marked as needed now, the next
            // keystroke's pass would carry it and the keystroke after would wait for it.
            if diagnostics.workspaceDeadline == nil {
                diagnostics.workspaceDeadline = Date().addingTimeInterval(Double(max(500, settings.debounceMilliseconds * 10)) / 1000)
            }
        }
    }

    /// Passes publish open documents one at a time, in order, off the loop.
    static let diagnosticsQueue = DispatchQueue(label: "swift-l10n.diagnostics", qos: .userInitiated)

    /// Passes publish the files that are not open one at a time, in order, on their own queue: the
    /// workspace-wide findings take seconds at a large project's scale, and the next keystroke's
    /// open documents must not wait behind them.
    static let workspaceDiagnosticsQueue = DispatchQueue(label: "swift-l10n.workspace-diagnostics", qos: .utility)
}

/// What a pass's workspace part published: the closed files' URIs now carrying diagnostics.
struct WorkspacePublication: Sendable {
    /// When complete, exactly the closed files whose diagnostics are non-empty; when a newer pass
    /// stopped it midway, every file that may carry diagnostics (to clear later).
    var uris: Set<String>
    /// Whether every closed file was reported.
    var isComplete: Bool
}

/// One background diagnostics run over a snapshot.
struct DiagnosticsPass: Sendable {
    /// An open document to report, with the version and text the snapshot saw.
    struct Item: Sendable {
        /// The client's URI.
        var uri: String
        /// The workspace path.
        var path: String
        /// The version the snapshot saw.
        var version: Int
    }

    var generation: Int
    var snapshot: Snapshot
    var items: [Item]
    var includesWorkspace: Bool
    var reportsClosedFiles: Bool
    var openPaths: Set<String>
    var previouslyPublished: Set<String>
    var context: RequestContext
    var board: DiagnosticsBoard

    /// Publishes the open documents' diagnostics, edited ones first; logs (at debug level) how long
    /// each took from the end of the debounce.
    func publishOpenDocuments(connection: Connection, logger: Logger, scheduledAt: ContinuousClock.Instant) {
        for item in items {
            if board.isSuperseded(item.uri, version: item.version) { continue }
            let started = ContinuousClock.now
            let diagnostics = context.diagnostics(for: item.path)
            let publication = Publication(uri: item.uri, version: item.version, diagnostics: diagnostics)
            board.send(publication, ofVersion: item.version, through: connection)
            if logger.isEnabled(.debug) {
                let now = ContinuousClock.now
                logger.debug(
                    "diagnostics \(generation): \(item.path) v\(item.version), \(diagnostics.count) published "
                        + "\(Self.milliseconds(now - scheduledAt)) ms after the debounce (waited \(Self.milliseconds(started - scheduledAt)) ms)")
            }
        }
    }

    /// `duration` in milliseconds with one decimal, for logs.
    private static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let tenths = (Double(seconds) * 1e4 + Double(attoseconds) / 1e14).rounded()
        return String(tenths / 10)
    }

    /// Publishes the diagnostics of files that are not open (and clears those that have none
    /// left); `nil` when it was skipped before publishing anything.
    func publishWorkspace(connection: Connection) -> WorkspacePublication? {
        // A newer pass was started while this one ran (the user kept typing): the workspace-wide
        // part is skipped, the newer edits re-arm it, so stale work never delays fresh diagnostics.
        guard includesWorkspace, !board.isSuperseded(generation: generation) else { return nil }
        var published: Set<String> = []
        /// Sends one file's diagnostics unless a newer pass started; then the files published so far
        /// stay on the list of files to clear later.
        func send(uri: String, diagnostics: [Diagnostic]) -> Bool {
            let publication = Publication(uri: uri, version: nil, diagnostics: diagnostics)
            return board.send(publication, unlessSupersededAfter: generation, through: connection)
        }
        let stopped = WorkspacePublication(uris: previouslyPublished, isComplete: false)
        if reportsClosedFiles {
            // Stops between rules when a newer pass starts; the newer edits re-arm this part.
            guard let findings = snapshot.allFindings(stoppingWhen: { board.isSuperseded(generation: generation) }) else {
                return nil
            }
            let byPath = Dictionary(grouping: findings, by: \.path)
            for path in byPath.keys.sorted() where !openPaths.contains(path) {
                let uri = context.paths.uri(forPath: path)
                guard send(uri: uri, diagnostics: context.diagnostics(for: path)) else {
                    return WorkspacePublication(uris: stopped.uris.union(published), isComplete: false)
                }
                published.insert(uri)
            }
        }
        for uri in previouslyPublished where !published.contains(uri) {
            if openPaths.contains(context.paths.path(forURI: uri)) { continue }
            guard send(uri: uri, diagnostics: []) else {
                return WorkspacePublication(uris: stopped.uris.union(published), isComplete: false)
            }
        }
        return WorkspacePublication(uris: published, isComplete: true)
    }
}
