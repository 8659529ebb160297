import Foundation
import LocalizationIndex
import LocalizationRules
import TextPositions

/// The analysis' mutable front door: front ends apply file changes here and take `Snapshot`s.
///
/// Inputs are (workspace-relative path, bytes) pairs; the workspace never touches the file system.
/// Applying a change is cheap (the file's summary is recomputed, nothing else); findings and
/// queries are computed lazily on the snapshot that asks for them.
public struct Workspace: Sendable {
    /// The index the next snapshot will see.
    private var index: ProjectIndex
    /// Bumped on every change, so snapshots can be told apart.
    public private(set) var revision: Int = 0
    /// The last project model a snapshot of this workspace built, which the next one reuses.
    let models = ModelHistory()

    /// Creates an empty workspace with `settings`.
    public init(settings: AnalysisSettings = AnalysisSettings()) {
        self.index = ProjectIndex(settings: settings)
    }

    /// Adds or replaces the file at `path` (workspace-relative, forward slashes).
    @discardableResult
    public mutating func set(path: String, bytes: [UInt8]) -> IndexChange {
        revision += 1
        return index.update(path: path, bytes: bytes)
    }

    /// Adds or replaces many files at once (a project's initial load), summarizing them in
    /// parallel; the same as `set(path:bytes:)` on each in order. Hand the files over with
    /// `consume` and the bytes the index does not keep (catalogs') are freed during the load.
    ///
    /// `streamed` are large catalogs the front end did not read (`ForwardBytes`, from discovery's
    /// `DiscoveryOptions.streamedCatalogSize`): each is summarized through a window of its bytes,
    /// so it is never all in memory.
    @discardableResult
    public mutating func set(
        files: consuming [(path: String, bytes: [UInt8])], streamed: [(path: String, source: ForwardBytes)] = []
    ) -> IndexChange {
        revision += 1
        return index.update(files: consume files, streamed: streamed)
    }

    /// Adds or replaces the file at `path` from text.
    @discardableResult
    public mutating func set(path: String, text: String) -> IndexChange {
        set(path: path, bytes: Array(text.utf8))
    }

    /// Removes the file at `path`.
    @discardableResult
    public mutating func remove(path: String) -> IndexChange {
        revision += 1
        return index.remove(path: path)
    }

    /// The configuration's decisions (set by the configuration layer after parsing
    /// `.swift-l10n.json`).
    public var settings: AnalysisSettings {
        get { index.settings }
        set {
            revision += 1
            index.settings = newValue
        }
    }

    /// An immutable view of the workspace as it is now; safe to use from any thread.
    public var snapshot: Snapshot { Snapshot(index: index, revision: revision, models: models) }
}

/// The latest project model built by a workspace's snapshots: a keystroke's snapshot derives its
/// model from it instead of from scratch (`ProjectModel(index:reusing:)` decides what is reusable).
final class ModelHistory: @unchecked Sendable {
    /// The findings of per-usage rules in recently checked Swift files, which a keystroke's
    /// snapshot derives its file's findings from.
    let usageFindings = UsageFindingsMemory()
    /// Guards `latest`.
    private let lock = NSLock()
    /// The model most recently built.
    private var model: ProjectModel?

    /// The model most recently built, if any.
    var latest: ProjectModel? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return model
        }
        set {
            lock.lock()
            model = newValue
            lock.unlock()
        }
    }
}
