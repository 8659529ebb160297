import Foundation
import JSONRPC
import LanguageServerProtocol
import LocalizationAnalysis
import LocalizationIndex
import WorkspaceDiscovery

extension LanguageServer {
    // MARK: - Text synchronization

    func didOpen(_ notification: DidOpenTextDocumentNotification) {
        let item = notification.textDocument
        let path = paths.path(forURI: item.uri)
        if documents[item.uri] != nil { logger.debug("didOpen for \(item.uri), which is already open: replacing it") }
        documents[item.uri] = OpenDocument(
            uri: item.uri, path: path, languageId: item.languageId, version: item.version, bytes: Array(item.text.utf8))
        markForSync(path)
        scheduleDiagnostics(for: item.uri)
    }

    func didChange(_ notification: DidChangeTextDocumentNotification) {
        let uri = notification.textDocument.uri
        guard var document = documents[uri] else {
            logger.warning("didChange for \(uri), which is not open: ignored")
            return
        }
        if notification.textDocument.version <= document.version {
            logger.debug("didChange for \(uri) goes from version \(document.version) to \(notification.textDocument.version)")
        }
        documents[uri] = nil  // keep the text uniquely referenced while editing it in place
        for change in notification.contentChanges { document.apply(change, encoding: encoding) }
        document.version = notification.textDocument.version
        documents[uri] = document
        markForSync(document.path)
        scheduleDiagnostics(for: uri)
    }

    func didClose(_ notification: DidCloseTextDocumentNotification) {
        let uri = notification.textDocument.uri
        guard let document = documents.removeValue(forKey: uri) else {
            logger.debug("didClose for \(uri), which is not open")
            return
        }
        pendingSync.remove(document.path)
        reloadFromDisk(document.path)
        diagnostics.needsWorkspacePass = true
        diagnostics.closedURIs.insert(uri)
        scheduleDiagnostics(immediately: false)
    }

    /// Notes that an open document's text must reach the analysis before the next snapshot.
    private func markForSync(_ path: String) {
        guard Self.isAnalyzed(path) else { return }
        pendingSync.insert(path)
        invalidateSnapshot()
    }

    /// Whether the analysis reads files at `path` (Swift, catalogs, tables, the config, …).
    static func isAnalyzed(_ path: String) -> Bool {
        WorkspaceFileKind.classify(relativePath: path) != nil
    }

    /// The snapshot of the current inputs, handing pending document texts to the analysis first.
    func currentSnapshot() -> Snapshot {
        if !pendingSync.isEmpty {
            let byPath = Dictionary(documents.values.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
            for path in pendingSync {
                guard let document = byPath[path] else { continue }
                workspace.set(path: path, bytes: document.bytes)
                if path == ProjectConfiguration.fileName { configurationDidChange(document.bytes) }
            }
            pendingSync.removeAll()
            invalidateSnapshot()
        }
        if let cachedSnapshot { return cachedSnapshot }
        let snapshot = workspace.snapshot
        cachedSnapshot = snapshot
        return snapshot
    }

    /// Forgets the current snapshot (the inputs changed); it joins `earlierSnapshots` unless it
    /// is older than one with a built model.
    func invalidateSnapshot() {
        guard let previous = cachedSnapshot else { return }
        cachedSnapshot = nil
        earlierSnapshots.insert(previous, at: 0)
        var dropped: ArraySlice<Snapshot> = []
        if let ready = earlierSnapshots.firstIndex(where: { $0.builtModel != nil }) {
            dropped = earlierSnapshots[(ready + 1)...]
            earlierSnapshots.removeSubrange((ready + 1)...)
        } else if earlierSnapshots.count > 3 {
            dropped = earlierSnapshots[3...]
            earlierSnapshots.removeLast(earlierSnapshots.count - 3)
        }
        Self.release(dropped)
    }

    /// Lets go of `snapshots` on a background queue: the last reference to a snapshot frees its
    /// model (milliseconds of deallocation at a large project's scale), which must not delay the
    /// loop on a keystroke's way to its diagnostics.
    static func release(_ snapshots: ArraySlice<Snapshot>) {
        guard !snapshots.isEmpty else { return }
        let box = ReleaseBox(snapshots)
        releaseQueue.async { box.empty() }
    }

    /// Where dropped snapshots are freed.
    static let releaseQueue = DispatchQueue(label: "swift-l10n.release", qos: .utility)

    /// What request handlers need, captured on the loop: a snapshot plus the open documents.
    func makeRequestContext() -> RequestContext {
        let snapshot = currentSnapshot()
        var open: [String: RequestContext.DocumentInfo] = [:]
        for (uri, document) in documents {
            open[document.path] = RequestContext.DocumentInfo(uri: uri, version: document.version, bytes: document.bytes)
        }
        return RequestContext(
            snapshot: snapshot, earlierSnapshots: earlierSnapshots, encoding: encoding, paths: paths, openDocuments: open, capabilities: capabilities,
            ruleDocumentationBase: settings.ruleDocumentationBase, configurationProblems: configuration?.problems ?? [])
    }

    // MARK: - Files on disk

    /// Puts the disk version of `path` into the analysis (or removes it when gone or unreadable).
    func reloadFromDisk(_ path: String) {
        guard Self.isAnalyzed(path) else { return }
        guard let absolute = paths.absolutePath(of: path), case .success(let bytes) = WorkspaceDiscovery.readFile(atPath: absolute) else {
            workspace.remove(path: path)
            diskPaths.remove(path)
            invalidateSnapshot()
            if path == ProjectConfiguration.fileName { configurationDidChange(nil) }
            return
        }
        workspace.set(path: path, bytes: bytes)
        diskPaths.insert(path)
        invalidateSnapshot()
        if path == ProjectConfiguration.fileName { configurationDidChange(bytes) }
    }

    /// Re-reads the project configuration: new settings apply at once; new `exclude` patterns
    /// change which files exist for the analysis, so the workspace is loaded again.
    func configurationDidChange(_ bytes: [UInt8]?) {
        let parsed = bytes.map { ConfigurationParser.parse($0, path: ProjectConfiguration.fileName) }
        let previousExcludes = configuration?.excludedPaths ?? []
        configuration = parsed
        workspace.settings = parsed?.settings ?? AnalysisSettings()
        invalidateSnapshot()
        diagnostics.needsWorkspacePass = true
        if (parsed?.excludedPaths ?? []) != previousExcludes, isWorkspaceLoaded { startLoadingWorkspace() }
    }

    func didChangeWatchedFiles(_ notification: DidChangeWatchedFilesNotification) {
        var changed = 0
        for event in notification.changes {
            let path = paths.path(forURI: event.uri)
            guard Self.isAnalyzed(path) else { continue }
            // An open document is the editor's truth; its disk copy matters again once it closes.
            if documents.values.contains(where: { $0.path == path }) { continue }
            switch event.type {
            case .created, .changed:
                reloadFromDisk(path)
            case .deleted:
                workspace.remove(path: path)
                diskPaths.remove(path)
                invalidateSnapshot()
                if path == ProjectConfiguration.fileName { configurationDidChange(nil) }
            }
            changed += 1
        }
        guard changed > 0 else { return }
        logger.debug("\(changed) watched file(s) changed on disk")
        diagnostics.needsWorkspacePass = true
        scheduleDiagnostics(immediately: false)
    }

    func didChangeWorkspaceFolders(_ notification: DidChangeWorkspaceFoldersNotification) {
        let removed = Set(notification.removed.map(\.uri))
        folders.removeAll { removed.contains($0.uri) }
        folders.append(contentsOf: notification.added.filter { added in !folders.contains { $0.uri == added.uri } })
        // The first folder is the root workspace paths are relative to; a change of root means
        // every path changes, so the workspace is reloaded from scratch.
        let newRoot = folders.first.flatMap { WorkspacePaths.rootPath(fromURI: $0.uri) }
        if newRoot != paths.root {
            paths = WorkspacePaths(root: newRoot)
            var rebased: [String: OpenDocument] = [:]
            for (uri, document) in documents {
                rebased[uri] = OpenDocument(
                    uri: uri, path: paths.path(forURI: uri), languageId: document.languageId, version: document.version,
                    bytes: document.bytes)
            }
            documents = rebased
        }
        startLoadingWorkspace()
    }

    // MARK: - Startup

    func clientDidInitialize() {
        if capabilities.supportsDynamicWatchedFiles {
            let globs = [
                "**/*.xcstrings", "**/*.strings", "**/*.stringsdict", "**/*.swift", "**/Package.swift",
                "**/.swift-l10n.json", "**/*.pbxproj", "**/*Info.plist", "**/*.json",
            ]
            sendRequest(RegisterCapabilityRequest.watchingFiles(globs: globs)) { [self] result in
                if case .failure(let error) = result { logger.warning("file watchers not registered: \(error)") }
            }
        }
        if capabilities.supportsConfigurationRequest { requestConfiguration() }
        startLoadingWorkspace()
    }

    /// Walks every workspace folder in the background and feeds the files to a new `Workspace`,
    /// reporting `$/progress` while it runs.
    func startLoadingWorkspace() {
        let roots = folders.compactMap { WorkspacePaths.rootPath(fromURI: $0.uri) }
        guard options.loadsWorkspaceFromDisk, !roots.isEmpty else {
            workspaceLoadFinished()
            return
        }
        isInitialLoadStarted = true
        beginIndexingProgress()
        let primaryRoot = paths.root
        // An open configuration document is the editor's truth, as for every other file.
        let openConfiguration = documents.values.first { $0.path == ProjectConfiguration.fileName }?.bytes
        let events = self.events
        let loader = options.workspaceLoader
        DispatchQueue.global(qos: .userInitiated).async {
            let loaded = loader(roots, primaryRoot, openConfiguration)
            events.post(.workspaceLoaded(loaded))
        }
    }

    /// Reads the workspace the way `swift-l10n check` does, so both report the same findings: the
    /// configuration first (its `exclude` patterns steer discovery, its settings the analysis),
    /// then every file of every root. Files of roots other than the first keep absolute paths.
    static func loadWorkspace(roots: [String], primaryRoot: String?, openConfiguration: [UInt8]?) -> LoadedWorkspace {
        let start = Date()
        var configurationBytes = openConfiguration
        if configurationBytes == nil, let primaryRoot,
            case .success(let bytes) = WorkspaceDiscovery.readFile(atPath: primaryRoot + "/" + ProjectConfiguration.fileName)
        {
            configurationBytes = bytes
        }
        let configuration = configurationBytes.map { ConfigurationParser.parse($0, path: ProjectConfiguration.fileName) }
        var workspace = Workspace(settings: configuration?.settings ?? AnalysisSettings())
        let options = DiscoveryOptions(excludedPaths: (configuration?.excludedPaths ?? []).map(PathPattern.init))
        var diskPaths: Set<String> = []
        var problems: [String] = []
        var count = 0
        for root in roots {
            let found = WorkspaceDiscovery.discover(root: root, options: options)
            for file in found.files {
                let path = root == primaryRoot ? file.path : root + "/" + file.path
                if path == ProjectConfiguration.fileName, let configurationBytes {
                    workspace.set(path: path, bytes: configurationBytes)
                } else {
                    workspace.set(path: path, bytes: file.bytes)
                }
                diskPaths.insert(path)
                count += 1
            }
            problems += found.problems.map(\.description)
        }
        let milliseconds = Date().timeIntervalSince(start) * 1000
        return LoadedWorkspace(
            workspace: workspace, diskPaths: diskPaths, fileCount: count, problems: problems, milliseconds: milliseconds,
            configuration: configuration)
    }

    func workspaceDidLoad(_ loaded: LoadedWorkspace) {
        workspace = loaded.workspace
        configuration = loaded.configuration
        diskPaths = loaded.diskPaths
        for document in documents.values where Self.isAnalyzed(document.path) { pendingSync.insert(document.path) }
        cachedSnapshot = nil
        earlierSnapshots.removeAll()  // they saw another set of files
        for problem in loaded.problems.prefix(20) { logger.warning("workspace: \(problem)") }
        logger.info("workspace loaded: \(loaded.fileCount) files in \(Int(loaded.milliseconds)) ms")
        endIndexingProgress(message: "\(loaded.fileCount) files")
        diagnostics.needsWorkspacePass = true
        scheduleDiagnostics(immediately: true)
        if capabilities.supportsPullDiagnostics, capabilities.supportsDiagnosticRefresh {
            sendRequest(DiagnosticRefreshRequest()) { _ in }
        }
        workspaceLoadFinished()
    }

    /// Marks the workspace loaded and serves the requests held while the first load ran, in
    /// arrival order, from a snapshot of the whole project.
    private func workspaceLoadFinished() {
        isWorkspaceLoaded = true
        let held = heldRequests
        heldRequests.removeAll()
        if !held.isEmpty { logger.debug("serving \(held.count) request(s) held during the initial load") }
        for request in held where inFlight[request.request.id] === request.request && !request.request.cancellation.isCancelled {
            request.start()
        }
    }

    // MARK: - Progress

    private static let indexingToken = "swift-l10n/indexing"

    func beginIndexingProgress() {
        guard capabilities.supportsWorkDoneProgress, !indexingProgress.isActive else { return }
        indexingProgress = IndexingProgress(isActive: true)
        sendRequest(WorkDoneProgressCreateRequest(token: Self.indexingToken)) { [self] result in
            guard case .success = result else {
                indexingProgress = IndexingProgress()
                return
            }
            indexingProgress.hasBegun = true
            sendNotification(ProgressNotification(
                token: Self.indexingToken, value: .begin(title: "Indexing localization", message: nil, percentage: nil)))
            if let message = indexingProgress.pendingEndMessage { endIndexingProgress(message: message) }
        }
    }

    func endIndexingProgress(message: String) {
        guard indexingProgress.isActive else { return }
        guard indexingProgress.hasBegun else {
            indexingProgress.pendingEndMessage = message
            return
        }
        sendNotification(ProgressNotification(token: Self.indexingToken, value: .end(message: message)))
        indexingProgress = IndexingProgress()
    }
}

/// Where the indexing progress stands: created, begun, and an end that waits for the begin.
struct IndexingProgress {
    /// Whether a progress is being shown (or its token is being created).
    var isActive = false
    /// Whether `begin` was sent.
    var hasBegun = false
    /// The end message when loading finished before the client answered the create request.
    var pendingEndMessage: String?
}

/// Holds dropped snapshots until `empty()` runs on the release queue, so their last reference goes
/// away there and not on the thread that dropped them.
private final class ReleaseBox: @unchecked Sendable {
    /// The snapshots, until emptied.
    private var snapshots: ArraySlice<Snapshot>

    /// Takes over `snapshots`.
    init(_ snapshots: ArraySlice<Snapshot>) {
        self.snapshots = snapshots
    }

    /// Drops the snapshots (called once, on the release queue).
    func empty() {
        snapshots = []
    }
}
