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
final class DiagnosticsBoard: @unchecked Sendable {
    private let lock = NSLock()
    private var newestVersions: [String: Int] = [:]
    private var lastPublished: [String: Int] = [:]
    private var latestGeneration = 0

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
        lock.unlock()
    }

    /// Whether a newer version of `uri` than `version` has been seen.
    func isSuperseded(_ uri: String, version: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let newest = newestVersions[uri] else { return false }
        return newest != version
    }

    /// Records what was published for `uri`; returns `false` when it is the same as last time.
    func shouldPublish(_ uri: String, fingerprint: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if lastPublished[uri] == fingerprint { return false }
        lastPublished[uri] = fingerprint
        return true
    }
}

extension LanguageServer {
    /// Schedules a pass after the debounce, `uri` first.
    func scheduleDiagnostics(for uri: String) {
        diagnostics.dirtyURIs.removeAll { $0 == uri }
        diagnostics.dirtyURIs.append(uri)
        if let document = documents[uri] { diagnostics.board.noteVersion(document.version, of: uri) }
        diagnostics.deadline = Date().addingTimeInterval(Double(settings.debounceMilliseconds) / 1000)
        diagnostics.workspaceDeadline = Date().addingTimeInterval(Double(max(500, settings.debounceMilliseconds * 10)) / 1000)
    }

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
        let items = order.compactMap { uri -> DiagnosticsPass.Item? in
            guard let document = documents[uri] else { return nil }
            return DiagnosticsPass.Item(uri: uri, path: document.path, version: document.version, bytes: document.bytes)
        }
        diagnostics.generation += 1
        diagnostics.board.noteGeneration(diagnostics.generation)
        for uri in diagnostics.closedURIs { diagnostics.board.forget(uri) }
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
        Self.diagnosticsQueue.async {
            let published = pass.run(connection: connection)
            events.post(.diagnosticsPublished(generation: pass.generation, workspacePaths: published))
        }
    }

    /// Records which closed files now carry pushed diagnostics.
    func diagnosticsDidPublish(generation: Int, workspaceURIs: Set<String>?) {
        let includedWorkspace = diagnostics.workspacePassGenerations.remove(generation) != nil
        if let workspaceURIs {
            diagnostics.publishedWorkspaceURIs = workspaceURIs
        } else if includedWorkspace, phase == .running {
            // The workspace part was skipped for a newer pass: it is still owed.
            diagnostics.needsWorkspacePass = true
            if diagnostics.workspaceDeadline == nil {
                diagnostics.workspaceDeadline = Date().addingTimeInterval(Double(max(500, settings.debounceMilliseconds * 10)) / 1000)
            }
        }
    }

    /// Passes run one at a time, in order, off the loop.
    static let diagnosticsQueue = DispatchQueue(label: "swift-l10n.diagnostics", qos: .userInitiated)
}

/// One background diagnostics run over a snapshot.
struct DiagnosticsPass: Sendable {
    /// An open document to report, with the version and text the snapshot saw.
    struct Item: Sendable {
        var uri: String
        var path: String
        var version: Int
        var bytes: [UInt8]
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

    /// Publishes; returns the closed files' URIs now carrying diagnostics (`nil` when the
    /// workspace part did not run).
    func run(connection: Connection) -> Set<String>? {
        for item in items {
            if board.isSuperseded(item.uri, version: item.version) { continue }
            let diagnostics = context.diagnostics(for: item.path)
            publish(uri: item.uri, version: item.version, diagnostics: diagnostics, connection: connection)
        }
        // A newer pass was started while this one ran (the user kept typing): the workspace-wide
        // part is skipped, the newer edits re-arm it, so stale work never delays fresh diagnostics.
        guard includesWorkspace, !board.isSuperseded(generation: generation) else { return nil }
        var published: Set<String> = []
        if reportsClosedFiles {
            // Stops between rules when a newer pass starts; the newer edits re-arm this part.
            guard let findings = snapshot.allFindings(stoppingWhen: { board.isSuperseded(generation: generation) }) else {
                return nil
            }
            let byPath = Dictionary(grouping: findings, by: \.path)
            for path in byPath.keys.sorted() where !openPaths.contains(path) {
                let uri = context.paths.uri(forPath: path)
                publish(uri: uri, version: nil, diagnostics: context.diagnostics(for: path), connection: connection)
                published.insert(uri)
            }
        }
        for uri in previouslyPublished where !published.contains(uri) {
            if openPaths.contains(context.paths.path(forURI: uri)) { continue }
            publish(uri: uri, version: nil, diagnostics: [], connection: connection)
        }
        return published
    }

    private func publish(uri: String, version: Int?, diagnostics: [Diagnostic], connection: Connection) {
        let notification = PublishDiagnosticsNotification(uri: uri, version: version, diagnostics: diagnostics)
        var hasher = Hasher()
        hasher.combine(version)
        hasher.combine(diagnostics)
        guard board.shouldPublish(uri, fingerprint: hasher.finalize()) else { return }
        connection.send(.notification(method: PublishDiagnosticsNotification.method, params: notification.json))
    }
}
