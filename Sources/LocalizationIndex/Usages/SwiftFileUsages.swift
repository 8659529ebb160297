import Foundation
import SwiftSourceScanner
import TextPositions

/// One Swift file's key usages (in position order) and verbatim-text candidates, with its keys.
///
/// A class so that models of successive states of a workspace share the files that did not
/// change instead of copying (and later freeing) their usages.
final class FileUsages: Sendable {
    /// The usages, in position order.
    let usages: [KeyUsage]
    /// The verbatim-text candidates, in the order they were found.
    let candidates: [VerbatimCandidate]
    /// Positions in `usages` by every key they reach.
    let indicesByKey: [String: [Int]]
    /// The part of the summary each usage came from (`CollectionUnit`), in `usages` order.
    let usageUnits: [Int32]
    /// The part of the summary each candidate came from, in `candidates` order.
    let candidateUnits: [Int32]
    /// How these were derived from the file's usages before an edit inside one literal (`nil`
    /// when collected from the whole file).
    let derivation: UsageDerivation?

    /// Keeps `usages` (sorted here: by position, then in the order given) and `candidates`, each
    /// with the unit it came from.
    init(
        usages: [KeyUsage], candidates: [VerbatimCandidate], usageUnits: [Int32] = [], candidateUnits: [Int32] = [],
        derivation: UsageDerivation? = nil
    ) {
        self.derivation = derivation
        // Positions are sorted rather than the usages (big values: moving them costs more than
        // the comparisons); ties keep the order given, as a stable sort of the usages would.
        let units = usageUnits.count == usages.count ? usageUnits : Array(repeating: 0, count: usages.count)
        // By position: `zip` of the usages themselves copied two usages (a large value) per step.
        let isSorted = usages.indices.dropFirst().allSatisfy { !(usages[$0].range < usages[$0 - 1].range) }
        if isSorted {
            self.usages = usages
            self.usageUnits = units
        } else {
            let order = usages.indices.sorted { (usages[$0].range, $0) < (usages[$1].range, $1) }
            self.usages = order.map { usages[$0] }
            self.usageUnits = order.map { units[$0] }
        }
        self.candidates = candidates
        self.candidateUnits = candidateUnits.count == candidates.count ? candidateUnits : Array(repeating: 0, count: candidates.count)
        // Room for a key per usage up front (most usages reach one key), so the table is not
        // grown and rehashed step by step; by position, so no usage is copied out.
        var byKey = [String: [Int]](minimumCapacity: self.usages.count)
        for position in self.usages.indices {
            // A known key (most usages) is indexed without making a list of its one key.
            if case .key(let key) = self.usages[position].lookup {
                byKey[key, default: []].append(position)
                continue
            }
            for key in Self.indexedKeys(of: self.usages[position]) { byKey[key, default: []].append(position) }
        }
        self.indicesByKey = byKey
    }

    /// Keeps values made elsewhere: usages already sorted, and their index by key.
    private init(
        sortedUsages: [KeyUsage], candidates: [VerbatimCandidate], usageUnits: [Int32], candidateUnits: [Int32],
        indicesByKey: [String: [Int]], derivation: UsageDerivation?
    ) {
        self.derivation = derivation
        usages = sortedUsages
        self.candidates = candidates
        self.usageUnits = usageUnits
        self.candidateUnits = candidateUnits
        self.indicesByKey = indicesByKey
    }

    /// The keys `indicesByKey` lists `usage` under, each once.
    private static func indexedKeys(of usage: KeyUsage) -> [String] {
        if case .key(let key) = usage.lookup { return [key] }
        return Array(Set(usage.reachedKeys))
    }

    /// The usages and candidates of the file after `edit` (inside one literal's text), from these
    /// (collected before the edit): those of the calls the edit touches come from `collect`
    /// (given those calls' positions), every other one is moved by the edit's length. `nil`
    /// when some kept position would fall inside the edited window, or the edit touches a call
    /// whose usages others carry (`String(format:)`): the caller collects the whole file.
    func applying(
        _ edit: LiteralEdit, to scanned: ScannedFile,
        collect: (_ localizationCalls: Set<Int>, _ otherCalls: Set<Int>) -> UsageCollector
    ) -> FileUsages? {
        for position in edit.touchedOtherCalls where UsageCollector.isFormatCall(scanned.otherCalls[position]) { return nil }
        let touched = { (unit: Int32) -> Bool in
            if unit < CollectionUnit.declarations { return edit.touchedLocalizationCalls.contains(Int(unit)) }
            if unit >= CollectionUnit.otherCall(0) && unit != CollectionUnit.keyNamedLiterals {
                return edit.touchedOtherCalls.contains(Int(unit - CollectionUnit.otherCall(0)))
            }
            return false
        }
        // The kept usages in collection order (units ascending), moved.
        var kept: [(usage: KeyUsage, unit: Int32)] = []
        kept.reserveCapacity(usages.count)
        for (usage, unit) in zip(usages, usageUnits) where !touched(unit) {
            guard edit.isOutside(usage.range), let moved = Self.moved(usage, by: edit) else { return nil }
            kept.append((moved, unit))
        }
        var keptCandidates: [(candidate: VerbatimCandidate, unit: Int32)] = []
        for (candidate, unit) in zip(candidates, candidateUnits) where !touched(unit) {
            guard edit.isOutside(candidate.range) else { return nil }
            var moved = candidate
            moved.range = edit.moved(candidate.range)
            keptCandidates.append((moved, unit))
        }
        let fresh = collect(edit.touchedLocalizationCalls, edit.touchedOtherCalls)
        var replacedRanges: Set<ByteRange> = []
        for (usage, unit) in zip(usages, usageUnits) where touched(unit) { replacedRanges.insert(usage.range) }
        for (candidate, unit) in zip(candidates, candidateUnits) where touched(unit) { replacedRanges.insert(candidate.range) }
        // Collection order: by unit; within a unit, kept usages keep their order and a touched
        // unit's come as collected. Then `init` sorts by position, ties in that order.
        let units = (kept.map(\.unit) + fresh.usageUnits).enumerated().sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }
        let all = kept.map(\.usage) + fresh.usages
        let candidateOrder = (keptCandidates.map(\.unit) + fresh.candidateUnits).enumerated()
            .sorted { ($0.element, $0.offset) < ($1.element, $1.offset) }
        let allCandidates = keptCandidates.map(\.candidate) + fresh.verbatimCandidates
        let ordered = units.map { all[$0.offset] }
        let orderedUnits = units.map(\.element)
        let orderedCandidates = candidateOrder.map { allCandidates[$0.offset] }
        let orderedCandidateUnits = candidateOrder.map(\.element)
        // Sorted by position, ties in collection order (as `init` sorts).
        let order = ordered.indices.sorted { (ordered[$0].range, $0) < (ordered[$1].range, $1) }
        let sorted = order.map { ordered[$0] }
        let sortedUnits = order.map { orderedUnits[$0] }
        // Positions `ordered` took from `fresh` (they follow the kept ones in `all`), then in `sorted`.
        let freshInOrdered = units.map { $0.offset >= kept.count }
        let derivation = UsageDerivation(
            earlier: ObjectIdentifier(self), window: edit.window, replacedRanges: replacedRanges,
            recollectedUsages: order.indices.filter { freshInOrdered[order[$0]] },
            recollectedCandidates: candidateOrder.indices.filter { candidateOrder[$0].offset >= keptCandidates.count })
        // Typing in a key usually leaves every usage where it was: then only the touched calls'
        // keys move in the index by key, instead of indexing the whole file again.
        guard sortedUnits == usageUnits else {
            return FileUsages(
                usages: sorted, candidates: orderedCandidates, usageUnits: sortedUnits, candidateUnits: orderedCandidateUnits,
                derivation: derivation)
        }
        var byKey = indicesByKey
        for position in sortedUnits.indices where touched(sortedUnits[position]) {
            for key in Self.indexedKeys(of: usages[position]) {
                byKey[key]?.removeAll { $0 == position }
                if byKey[key]?.isEmpty == true { byKey[key] = nil }
            }
        }
        for position in sortedUnits.indices where touched(sortedUnits[position]) {
            for key in Self.indexedKeys(of: sorted[position]) {
                var positions = byKey[key] ?? []
                positions.insert(position, at: positions.firstIndex { $0 > position } ?? positions.count)
                byKey[key] = positions
            }
        }
        return FileUsages(
            sortedUsages: sorted, candidates: orderedCandidates, usageUnits: sortedUnits, candidateUnits: orderedCandidateUnits,
            indicesByKey: byKey, derivation: derivation)
    }

    /// The same file with only the usages at `usagePositions` and the candidates at
    /// `candidatePositions` (positions ascending).
    func selecting(usages usagePositions: [Int], candidates candidatePositions: [Int]) -> FileUsages {
        FileUsages(
            usages: usagePositions.map { usages[$0] }, candidates: candidatePositions.map { candidates[$0] },
            usageUnits: usagePositions.map { usageUnits[$0] }, candidateUnits: candidatePositions.map { candidateUnits[$0] })
    }

    /// `usage` with its positions moved by `edit`; `nil` when one falls inside the window.
    private static func moved(_ usage: KeyUsage, by edit: LiteralEdit) -> KeyUsage? {
        var moved = usage
        moved.range = edit.moved(usage.range)
        if let offset = usage.bundleInsertionOffset {
            guard edit.isOutside(ByteRange(at: offset)) else { return nil }
            moved.bundleInsertionOffset = edit.moved(offset)
        }
        if !usage.formatCalls.isEmpty {
            for (index, call) in usage.formatCalls.enumerated() {
                guard edit.isOutside(call.range) else { return nil }
                moved.formatCalls[index].range = edit.moved(call.range)
                for (argumentIndex, argument) in call.arguments.enumerated() {
                    moved.formatCalls[index].arguments[argumentIndex].range = edit.moved(argument.range)
                }
            }
        }
        return moved
    }
}

/// The usages of every Swift file of a model, with a project-wide index by key that a keystroke
/// does not rebuild: the index of the last full build (`base`) stays shared, and the files changed
/// since (`overlay`) are looked up in their own per-file index.
struct SwiftFileUsages: Sendable {
    /// A usage as (file ordinal, position in the file's usages); ordered like the usages.
    struct Reference: Comparable, Sendable {
        /// The file's position in `paths`.
        var file: Int32
        /// The usage's position in the file's usages.
        var index: Int32

        static func < (left: Reference, right: Reference) -> Bool {
            (left.file, left.index) < (right.file, right.index)
        }
    }

    /// Files changed since the last full index past which the index is rebuilt (each lookup
    /// visits every changed file).
    static let overlayLimit = 32

    /// The Swift files' paths, sorted.
    let paths: [String]
    /// Positions in `paths`.
    let ordinals: [String: Int]
    /// Each file's usages as of the last full index, by ordinal (shared between models).
    private var baseFiles: [FileUsages]
    /// The usages of the files changed since the last full index (`overlay`), by ordinal: a
    /// keystroke's model replaces one file without copying (and later freeing) the whole list.
    private var changedFiles: [Int32: FileUsages] = [:]
    /// References to the usages reaching each key, in order, as of the last full index; files in
    /// `overlay` are read from their own index instead. Joined on first use: a whole-project
    /// check asks for it from a rule, while the other cores run other rules.
    private var base: KeyIndex
    /// Ordinals of the files changed since `base` was built, sorted.
    private var overlay: [Int32]

    /// Collects every file of `paths` (sorted) with `collect`, spreading files over the cores,
    /// costliest first by `cost` (e.g. the file's size); the result does not depend on the order
    /// the work is done in.
    init(paths: [String], cost: (String) -> Int = { _ in 0 }, collect: @Sendable (String) -> FileUsages) {
        self.paths = paths
        var ordinals: [String: Int] = [:]
        for (ordinal, path) in paths.enumerated() { ordinals[path] = ordinal }
        self.ordinals = ordinals
        baseFiles = ConcurrentMap.map(paths.count, cost: { cost(paths[$0]) }) { collect(paths[$0]) }
        base = KeyIndex(baseFiles)
        overlay = []
    }

    /// A restricted copy holding one file.
    private init(paths: [String], files: [FileUsages]) {
        self.paths = paths
        var ordinals: [String: Int] = [:]
        for (ordinal, path) in paths.enumerated() { ordinals[path] = ordinal }
        self.ordinals = ordinals
        baseFiles = files
        base = KeyIndex([])
        overlay = files.indices.map { Int32($0) }
    }

    /// The same files with those at `changed` (paths of this set) collected again.
    func replacing(_ changed: [String], collect: (String) -> FileUsages) -> SwiftFileUsages {
        var copy = self
        for path in changed {
            guard let ordinal = ordinals[path] else { continue }
            copy.changedFiles[Int32(ordinal)] = collect(path)
        }
        if copy.changedFiles.count > Self.overlayLimit {
            copy.baseFiles = copy.paths.indices.map(copy.file(at:))
            copy.changedFiles = [:]
            copy.base = KeyIndex(copy.baseFiles)
            copy.overlay = []
        } else {
            copy.overlay = copy.changedFiles.keys.sorted()
        }
        return copy
    }

    /// A copy holding only the file at `path` (nothing when it is not a Swift file of the model),
    /// or what `select` keeps of it.
    func restricted(toPath path: String, select: ((FileUsages) -> FileUsages)? = nil) -> SwiftFileUsages {
        guard let file = file(atPath: path) else { return SwiftFileUsages(paths: [], files: []) }
        return SwiftFileUsages(paths: [path], files: [select?(file) ?? file])
    }

    /// The file at `path`.
    func file(atPath path: String) -> FileUsages? {
        ordinals[path].map(file(at:))
    }

    /// The file at position `ordinal` of `paths`.
    private func file(at ordinal: Int) -> FileUsages {
        if !changedFiles.isEmpty, let changed = changedFiles[Int32(ordinal)] { return changed }
        return baseFiles[ordinal]
    }

    /// The usages reaching `key`, in path and position order.
    func usages(reaching key: String) -> [KeyUsage] {
        var references = base.references(reaching: key)
        if !overlay.isEmpty {
            references.removeAll { overlay.contains($0.file) }
            for ordinal in overlay {
                for index in file(at: Int(ordinal)).indicesByKey[key] ?? [] {
                    references.append(Reference(file: ordinal, index: Int32(index)))
                }
            }
            references.sort()
        }
        return references.map { file(at: Int($0.file)).usages[Int($0.index)] }
    }

    /// Whether a usage reaching `key` satisfies `predicate`, without copying any usage out.
    func containsUsage(reaching key: String, where predicate: (KeyUsage) -> Bool) -> Bool {
        for reference in base.references(reaching: key) where !overlay.contains(reference.file) {
            // Read in place: an element passed from the array itself was copied for each call.
            let matches = baseFiles[Int(reference.file)].usages.withUnsafeBufferPointer { predicate($0[Int(reference.index)]) }
            if matches { return true }
        }
        for ordinal in overlay {
            let file = file(at: Int(ordinal))
            for index in file.indicesByKey[key] ?? [] where predicate(file.usages[index]) { return true }
        }
        return false
    }

    /// Every usage, in path and position order.
    var allUsages: [KeyUsage] { paths.indices.flatMap { file(at: $0).usages } }

    /// Every verbatim-text candidate, in path order.
    var allCandidates: [VerbatimCandidate] { paths.indices.flatMap { file(at: $0).candidates } }
}

/// The project-wide index by key of a list of files' usages, joined when first asked (under a
/// lock, so concurrent rules join it once).
final class KeyIndex: @unchecked Sendable {
    /// Guards `cached`.
    private let lock = NSLock()
    /// The files indexed (positions are their ordinals).
    private let files: [FileUsages]
    /// References to the usages reaching each key, once joined.
    private var cached: [String: [SwiftFileUsages.Reference]]?

    /// Indexes `files` when first asked.
    init(_ files: [FileUsages]) {
        self.files = files
    }

    /// The references to the usages of the indexed files reaching `key`, in order.
    func references(reaching key: String) -> [SwiftFileUsages.Reference] {
        lock.lock()
        defer { lock.unlock() }
        if cached == nil { cached = Self.index(files) }
        return cached?[key] ?? []
    }

    /// The project-wide index of `files`.
    private static func index(_ files: [FileUsages]) -> [String: [SwiftFileUsages.Reference]] {
        var byKey: [String: [SwiftFileUsages.Reference]] = [:]
        // Room for every file's keys (an upper bound: keys used in several files count once
        // each), so the table is not grown and rehashed step by step.
        byKey.reserveCapacity(files.reduce(0) { $0 + $1.indicesByKey.count })
        for (ordinal, file) in files.enumerated() {
            for (key, indices) in file.indicesByKey {
                byKey[key, default: []].append(contentsOf: indices.lazy.map { SwiftFileUsages.Reference(file: Int32(ordinal), index: Int32($0)) })
            }
        }
        return byKey
    }
}

/// The flat lists of every usage and candidate of a model, joined on first use (a keystroke's
/// model never needs them: its rules read one file, or look keys up).
final class Flattened: @unchecked Sendable {
    /// Guards the cached lists.
    private let lock = NSLock()
    /// The files.
    private let files: SwiftFileUsages
    /// Every usage, once joined.
    private var cachedUsages: [KeyUsage]?
    /// Every candidate, once joined.
    private var cachedCandidates: [VerbatimCandidate]?

    /// Joins `files` when asked.
    init(_ files: SwiftFileUsages) {
        self.files = files
    }

    /// Every usage, in path and position order.
    var usages: [KeyUsage] { cached(\.cachedUsages) { $0.allUsages } }

    /// Every verbatim-text candidate, in path order.
    var candidates: [VerbatimCandidate] { cached(\.cachedCandidates) { $0.allCandidates } }

    /// The value kept at `cache`, made from the files on first use.
    private func cached<Value>(_ cache: ReferenceWritableKeyPath<Flattened, Value?>, _ make: (SwiftFileUsages) -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value = self[keyPath: cache] { return value }
        let value = make(files)
        self[keyPath: cache] = value
        return value
    }
}
