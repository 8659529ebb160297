import Foundation
import TextPositions

/// The project as the analysis knows it: one summary per file.
///
/// A value type: updating a file produces a new index that shares everything unchanged, which is
/// what lets a `Snapshot` stay immutable while the workspace moves on. Project-wide tables are
/// derived from the summaries by `ProjectModel`.
public struct ProjectIndex: Sendable {
    /// Per-file summaries by workspace-relative path (shared between states: see `IndexedFiles`).
    public private(set) var files = IndexedFiles()
    /// The configuration's decisions.
    public var settings: AnalysisSettings
    /// The paths the last updates changed, so that a later state can tell what changed since an
    /// earlier one without comparing every file (`pathsChanged(since:)`).
    private var changes = ChangeLog()

    /// Creates an empty index.
    public init(settings: AnalysisSettings = AnalysisSettings()) {
        self.settings = settings
    }

    /// Every indexed path, sorted.
    public var paths: [String] { files.keys.sorted() }

    /// Adds or replaces the file at `path`; returns which files' findings may change.
    @discardableResult
    public mutating func update(path: String, bytes: [UInt8]) -> IndexChange {
        if let previous = files[path], previous.hasContent(bytes) {
            return IndexChange(changedPaths: [], affectsProject: false)
        }
        let file = IndexedFile(path: path, bytes: bytes)
        let previous = files[path]
        files[path] = file
        changes.record([path])
        if let previous, previous.projectFacts == file.projectFacts {
            return IndexChange(changedPaths: [path], affectsProject: false)
        }
        return IndexChange(changedPaths: [path], affectsProject: true)
    }

    /// Adds or replaces every file of `newFiles`, summarizing them in parallel (biggest first, so
    /// a large catalog does not end the load on one core): the same as `update(path:bytes:)` on
    /// each in order, with the changes joined.
    ///
    /// Handed over with `consume`, the files' bytes are let go one by one as they are summarized:
    /// a catalog's bytes (which the index does not keep) are then freed before the load ends.
    ///
    /// `streamed` files (large catalogs a front end did not read, see `ForwardBytes`) are
    /// summarized in the same parallel pass, each through a window of its bytes
    /// (`IndexedFile(path:streaming:)`), or read whole when that pass cannot summarize it.
    @discardableResult
    public mutating func update(
        files newFiles: consuming [(path: String, bytes: [UInt8])], streamed: [(path: String, source: ForwardBytes)] = []
    ) -> IndexChange {
        let current = files
        let count = newFiles.count + streamed.count
        let paths = newFiles.map(\.path) + streamed.map(\.path)
        let costs = newFiles.map(\.bytes.count) + streamed.map(\.source.count)
        let firstStreamed = newFiles.count
        // Each worker takes its file's bytes out of its own slot.
        let pending = UnsafeMutableBufferPointer<[UInt8]>.allocate(capacity: firstStreamed)
        _ = pending.initialize(from: newFiles.lazy.map(\.bytes))
        newFiles = []
        defer {
            pending.deinitialize()
            pending.deallocate()
        }
        nonisolated(unsafe) let slots = pending
        let summaries = ConcurrentMap.map(count, cost: { costs[$0] }) { position -> IndexedFile? in
            if position >= firstStreamed {
                let (path, source) = streamed[position - firstStreamed]
                return IndexedFile(path: path, streaming: source) ?? IndexedFile(path: path, bytes: source.readAll() ?? [])
            }
            let bytes = slots[position]
            slots[position] = []
            if let previous = current[paths[position]], previous.hasContent(bytes) { return nil }
            return IndexedFile(path: paths[position], bytes: bytes)
        }
        var change = IndexChange(changedPaths: [], affectsProject: false)
        defer { changes.record(Array(change.changedPaths)) }
        for (position, summary) in summaries.enumerated() {
            let path = paths[position]
            guard let file = summary else { continue }
            // Looked up once (a path is hashed per lookup, for every file of the project).
            let previous = files[path]
            guard previous?.content != file.content || previous?.bytes != file.bytes else { continue }
            files[path] = file
            change.changedPaths.insert(path)
            // A new path affects the project whatever its facts (made only to compare with a
            // summary they replace: a whole project indexed once never makes them).
            if let previous {
                if previous.projectFacts != file.projectFacts { change.affectsProject = true }
            } else {
                change.affectsProject = true
            }
        }
        files.compactAfterBulkUpdate(changedCount: change.changedPaths.count)
        return change
    }

    /// Forgets the file at `path`.
    @discardableResult
    public mutating func remove(path: String) -> IndexChange {
        guard files.removeValue(forKey: path) != nil else {
            return IndexChange(changedPaths: [], affectsProject: false)
        }
        changes.record([path])
        return IndexChange(changedPaths: [path], affectsProject: true)
    }

    /// The paths whose summary may differ between `earlier` (an earlier state of this index) and
    /// this one; `nil` when this index's recent updates do not reach back to it (then any file
    /// may differ). A path not listed holds the same summary object in both.
    func pathsChanged(since earlier: ProjectIndex) -> Set<String>? {
        changes.paths(since: earlier.changes.state)
    }

    /// The line table of `path`, or `nil` if the file is not indexed.
    public func lineTable(for path: String) -> LineTable? { files[path]?.lineTable }

    /// A location in `path`, with line and column from its line table (1:1 when unknown).
    public func location(path: String, range: ByteRange) -> SourceLocation {
        if let table = files[path]?.lineTable {
            return SourceLocation(path: path, range: range, lineTable: table)
        }
        return SourceLocation(
            path: path, range: range, start: LineColumn(line: 1, column: 1), end: LineColumn(line: 1, column: 1))
    }
}

/// Which findings an update may have changed.
public struct IndexChange: Hashable, Sendable {
    /// Files whose own summary changed.
    public var changedPaths: Set<String>
    /// Whether the change reaches other files (a key, declaration or catalog entry changed); when
    /// false only the findings located in `changedPaths` can differ (early cutoff).
    public var affectsProject: Bool

    /// Creates a change description.
    public init(changedPaths: Set<String>, affectsProject: Bool) {
        self.changedPaths = changedPaths
        self.affectsProject = affectsProject
    }
}

/// The recent updates of an index: each leaves a new state (a number no other index state of the
/// process has) and lists the paths it changed.
struct ChangeLog: Sendable {
    /// Updates kept; older states are answered with `nil`.
    static let limit = 16
    /// Paths kept per update; a bigger update (a project's load) forgets the log.
    static let pathLimit = 64

    /// The state after the last update.
    private(set) var state = ChangeLog.newState()
    /// The kept updates, oldest first: the state each left and the paths it changed.
    private var updates: [(state: UInt64, paths: [String])] = []

    /// Records an update that changed `paths`.
    mutating func record(_ paths: [String]) {
        state = Self.newState()
        guard paths.count <= Self.pathLimit else { return updates.removeAll() }
        updates.append((state, paths))
        if updates.count > Self.limit { updates.removeFirst() }
    }

    /// The paths changed since the index was in `earlier`, or `nil` when the kept updates do not
    /// reach back to it.
    func paths(since earlier: UInt64) -> Set<String>? {
        if earlier == state { return [] }
        guard let position = updates.firstIndex(where: { $0.state == earlier }) else { return nil }
        var paths: Set<String> = []
        for update in updates[(position + 1)...] { paths.formUnion(update.paths) }
        return paths
    }

    /// A state number never handed out before in this process.
    private static func newState() -> UInt64 {
        counter.next()
    }

    /// Hands out state numbers.
    private static let counter = StateCounter()

    /// A counter shared by every index of the process (under a lock).
    private final class StateCounter: @unchecked Sendable {
        /// Guards `last`.
        private let lock = NSLock()
        /// The last number handed out.
        private var last: UInt64 = 0

        /// The next number.
        func next() -> UInt64 {
            lock.lock()
            defer { lock.unlock() }
            last += 1
            return last
        }
    }
}
