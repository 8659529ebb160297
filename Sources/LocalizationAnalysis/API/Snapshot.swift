import Foundation
import LocalizationIndex
import LocalizationRules
import TextPositions

/// An immutable state of the workspace that answers every question front ends ask.
///
/// Findings are computed on first request and shared by later ones (a lock guards the cache), so
/// a snapshot can be handed to concurrent tasks. Everything is in engine terms: paths, UTF-8 byte
/// offsets and ranges, `LineColumn`s; LSP types never appear here.
public final class Snapshot: @unchecked Sendable {
    /// The index this snapshot answers from.
    public let index: ProjectIndex
    /// The workspace revision the snapshot was taken at.
    public let revision: Int
    /// Guards `cachedFindings` and `cachedCodeFileFindings` (held only to read or store them).
    private let lock = NSLock()
    /// Held while all findings are computed, so they are computed once.
    private let findingsBuildLock = NSLock()
    /// Held while a Swift file's findings are computed; never waits for all findings, so an
    /// editor's code actions do not wait for the workspace-wide pass.
    private let fileFindingsBuildLock = NSLock()
    /// Held while the model is built, so it is built once; never held while findings are
    /// computed, so queries that need only the model (hover, completion) do not wait for them.
    private let modelBuildLock = NSLock()
    /// Guards `cachedModel` (held only to read or store it).
    private let modelLock = NSLock()
    /// The project-wide tables; built once.
    private var cachedModel: ProjectModel?
    /// All findings sorted, by path; computed once.
    private var cachedFindings: (all: [Finding], byPath: [String: [Finding]])?
    /// The findings of single Swift or Objective-C files asked for before all findings were computed.
    private var cachedCodeFileFindings: [String: [Finding]] = [:]

    /// Where the previous model of the workspace is kept, to build this one from.
    private let models: ModelHistory?

    /// Creates a snapshot of `index`.
    init(index: ProjectIndex, revision: Int, models: ModelHistory? = nil) {
        self.index = index
        self.revision = revision
        self.models = models
    }

    /// Every indexed path, sorted.
    public var paths: [String] { index.paths }

    /// The settings in force.
    public var settings: AnalysisSettings { index.settings }

    /// The line table of `path` (for converting offsets at the edges), if indexed.
    public func lineTable(for path: String) -> LineTable? { index.lineTable(for: path) }

    /// The findings located in `path`, in report order.
    ///
    /// For a Swift or Objective-C file, before all findings are computed, only the rules that can
    /// report in code run (file first, as an editor needs on every keystroke); the result is the
    /// same as `allFindings()` filtered to `path`.
    public func findings(in path: String) -> [Finding] {
        if let cached = cachedAllFindings { return cached.byPath[path] ?? [] }
        guard let kind = index.files[path]?.kind, kind == .swift || kind == .objectiveC else {
            return computeFindings()?.byPath[path] ?? []
        }
        fileFindingsBuildLock.lock()
        defer { fileFindingsBuildLock.unlock() }
        if let cached = cachedAllFindings { return cached.byPath[path] ?? [] }
        lock.lock()
        let known = cachedCodeFileFindings[path]
        lock.unlock()
        if let known { return known }
        let found = FindingEngine(model: model).run(locatedInCodeFile: path, memory: models?.usageFindings)
        lock.lock()
        cachedCodeFileFindings[path] = found
        lock.unlock()
        return found
    }

    /// All findings if computed already; never waits.
    private var cachedAllFindings: (all: [Finding], byPath: [String: [Finding]])? {
        lock.lock()
        defer { lock.unlock() }
        return cachedFindings
    }

    /// Every finding of the project, in report order (path, position, rule, key, locale).
    public func allFindings() -> [Finding] {
        computeFindings()?.all ?? []
    }

    /// `allFindings()`, unless `isCancelled` answers `true` before they are all computed (it is
    /// asked between rules): then `nil`, and nothing is cached.
    public func allFindings(stoppingWhen isCancelled: () -> Bool) -> [Finding]? {
        computeFindings(stoppingWhen: isCancelled)?.all
    }

    /// The project-wide tables (usages, entries, modules) of this snapshot, built on first use.
    public var model: ProjectModel {
        if let builtModel { return builtModel }
        modelBuildLock.lock()
        defer { modelBuildLock.unlock() }
        if let builtModel { return builtModel }
        let model = ProjectModel(index: index, reusing: models?.latest)
        models?.latest = model
        modelLock.lock()
        cachedModel = model
        modelLock.unlock()
        return model
    }

    /// The model if it was built already (`nil` otherwise); never waits for a build.
    public var builtModel: ProjectModel? {
        modelLock.lock()
        defer { modelLock.unlock() }
        return cachedModel
    }

    /// Runs every enabled rule once and caches the result; `nil` when `isCancelled` stopped it.
    private func computeFindings(stoppingWhen isCancelled: () -> Bool = { false })
        -> (all: [Finding], byPath: [String: [Finding]])?
    {
        if let cached = cachedAllFindings { return cached }
        findingsBuildLock.lock()
        defer { findingsBuildLock.unlock() }
        if let cached = cachedAllFindings { return cached }
        guard let all = FindingEngine(model: model).run(stoppingWhen: isCancelled) else { return nil }
        let byPath = Dictionary(grouping: all, by: \.path)
        lock.lock()
        cachedFindings = (all, byPath)
        lock.unlock()
        return (all, byPath)
    }
}
