/// The index's summaries by workspace-relative path: a dictionary that successive states of an
/// index share, so that replacing one file's summary (a keystroke) neither copies nor later frees
/// a table of every file.
///
/// The summaries as of the last compaction (`base`) are shared; the paths changed since are kept
/// apart (`replaced`, `removed`) until there are more than `compactionLimit` of them. Iteration
/// order is unspecified, as a dictionary's is.
public struct IndexedFiles: Sendable, Sequence {
    /// The summaries as of the last compaction.
    private var base: [String: IndexedFile] = [:]
    /// Summaries added or replaced since.
    private var replaced: [String: IndexedFile] = [:]
    /// Paths of `base` removed since.
    private var removed: Set<String> = []
    /// The number of files.
    public private(set) var count = 0

    /// Changed paths past which they are joined into `base`.
    static let compactionLimit = 64

    /// An empty table.
    public init() {}

    /// Whether no file is indexed.
    public var isEmpty: Bool { count == 0 }

    /// The summary of the file at `path`, if indexed.
    public subscript(path: String) -> IndexedFile? {
        get {
            if !replaced.isEmpty, let file = replaced[path] { return file }
            if !removed.isEmpty, removed.contains(path) { return nil }
            return base[path]
        }
        set {
            let existed = self[path] != nil
            if let newValue {
                replaced[path] = newValue
                removed.remove(path)
                if !existed { count += 1 }
            } else {
                guard existed else { return }
                replaced[path] = nil
                if base[path] != nil { removed.insert(path) }
                count -= 1
            }
            if replaced.count + removed.count > Self.compactionLimit { compact() }
        }
    }

    /// Removes the file at `path`; returns its summary, if it was indexed.
    @discardableResult
    public mutating func removeValue(forKey path: String) -> IndexedFile? {
        let file = self[path]
        self[path] = nil
        return file
    }

    /// Every indexed path, in no particular order.
    public var keys: [String] { map(\.key) }

    /// Every summary, in no particular order.
    public var values: [IndexedFile] { map(\.value) }

    /// Joins the changed paths into `base` when more than `compactionLimit` of the files changed
    /// (a whole project indexed at once): iterating the table then looks no path up in the
    /// changes, and rules iterate it often.
    mutating func compactAfterBulkUpdate(changedCount: Int) {
        if changedCount > Self.compactionLimit, !(replaced.isEmpty && removed.isEmpty) { compact() }
    }

    /// Joins the changed paths into `base`.
    private mutating func compact() {
        for path in removed { base[path] = nil }
        base.merge(replaced) { _, new in new }
        replaced = [:]
        removed = []
    }

    /// Visits `base` (less what changed) and then the changed summaries.
    public struct Iterator: IteratorProtocol {
        /// The shared summaries.
        var base: Dictionary<String, IndexedFile>.Iterator
        /// The changed summaries.
        var replaced: Dictionary<String, IndexedFile>.Iterator
        /// Paths of `base` that changed (skipped there).
        let changed: [String: IndexedFile]
        /// Paths of `base` that were removed (skipped).
        let removed: Set<String>

        /// The next (path, summary) pair.
        public mutating func next() -> (key: String, value: IndexedFile)? {
            while let element = base.next() {
                if !changed.isEmpty, changed[element.key] != nil { continue }
                if !removed.isEmpty, removed.contains(element.key) { continue }
                return element
            }
            return replaced.next()
        }
    }

    /// Iterates every (path, summary) pair.
    public func makeIterator() -> Iterator {
        Iterator(base: base.makeIterator(), replaced: replaced.makeIterator(), changed: replaced, removed: removed)
    }

    /// The number of pairs the iteration visits.
    public var underestimatedCount: Int { count }
}
