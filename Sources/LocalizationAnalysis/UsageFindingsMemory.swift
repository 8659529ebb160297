import Foundation
import LocalizationIndex
import LocalizationRules
import TextPositions

/// The findings of the rules that judge one usage at a time
/// (`FindingEngine.rulesJudgingOneUsageAtATime`) in recently checked Swift files, kept so that a
/// keystroke inside one literal judges again only the usages it collected again.
///
/// Such a rule's findings in a file are the union of what it reports for each usage or candidate
/// alone, given the tables (with the modules, project files and settings kept with them) and the
/// project-wide unions of what files contribute that it read (`ProjectModel.union(of:)`), and
/// each is located at its usage's range. So after an edit inside one literal
/// (`UsageDerivation`), the findings at the replaced ranges are dropped, those of the usages
/// collected again are computed, and every other one is the earlier finding moved. Two
/// exceptions are judged again on every edit instead: usages sharing a range with a replaced one,
/// and usages with a key no table defines (whether such a text is shown at all,
/// `HiddenText`, reads the file's bytes around it, which an edit elsewhere in the file may change).
/// When some finding is not located at a usage's or candidate's range, the file's findings are
/// never derived (each check runs the rules on the whole file).
final class UsageFindingsMemory: @unchecked Sendable {
    /// The findings of one file for one state of its usages.
    struct Entry {
        /// The usages they judge (`ProjectModel.usagesIdentity(inPath:)`), held so that the
        /// identity stays unique.
        let usages: AnyObject
        /// The tables they were judged against (`ProjectModel.tablesIdentity`), held likewise.
        let tables: AnyObject
        /// The project-wide unions of what files contribute that the model had joined once they
        /// were judged (`ProjectModel.joinedUnions`: another file's layout-hiding views): an edit
        /// of another file may change them while the tables and this file's usages stay.
        let unions: [JoinedUnion]
        /// The findings, with configured severities, unsorted.
        let findings: [Finding]
        /// Whether every finding is located at a usage's or candidate's range of the file.
        let isDerivable: Bool
        /// The ranges of the usages with a key no table defines, once asked for.
        let undefinedKeyRanges: Set<ByteRange>?
    }

    /// The files kept at most (the editor's recently edited files).
    static let capacity = 8

    /// Guards `entries`.
    private let lock = NSLock()
    /// The kept files' entries, least recently stored first.
    private var entries: [(path: String, entry: Entry)] = []
    /// How many checks derived their findings from a kept entry.
    private var derivations = 0

    /// How many checks derived their findings from a kept entry (tests ask, to know the path
    /// they check was taken).
    var derivationCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return derivations
    }

    /// The entry kept for `path`.
    func entry(forPath path: String) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        return entries.last { $0.path == path }?.entry
    }

    /// Keeps `entry` for `path`, replacing the earlier one.
    func store(_ entry: Entry, forPath path: String) {
        lock.lock()
        entries.removeAll { $0.path == path }
        entries.append((path, entry))
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
        lock.unlock()
    }

    /// The findings of `rules` (each judging one usage at a time) located in the Swift file at
    /// `path` of `model`, from the kept entry when it allows; `judge` runs the rules on a model
    /// restricted to some of the file's usages.
    func findings(
        inPath path: String, of model: ProjectModel, judge: (ProjectModel) -> [Finding]
    ) -> [Finding] {
        guard let usages = model.usagesIdentity(inPath: path) else { return judge(model.restricted(toPath: path)) }
        let tables = model.tablesIdentity
        if let kept = entry(forPath: path), kept.tables === tables, model.hasTheSameUnions(as: kept.unions) {
            if kept.usages === usages { return kept.findings }
            if kept.isDerivable, let derivation = model.usageDerivation(inPath: path), derivation.isDerived(from: kept.usages) {
                let entry = derived(from: kept, across: derivation, path: path, model: model, usages: usages, judge: judge)
                lock.lock()
                derivations += 1
                lock.unlock()
                store(entry, forPath: path)
                return entry.findings
            }
        }
        let findings = judge(model.restricted(toPath: path))
        let entry = Entry(
            usages: usages, tables: tables, unions: model.joinedUnions, findings: findings,
            isDerivable: Self.isLocatedAtUsages(findings, path: path, model: model), undefinedKeyRanges: nil)
        store(entry, forPath: path)
        return findings
    }

    /// The entry of the usages `usages` of `model`, derived from `kept` (the usages before an edit
    /// inside one literal).
    private func derived(
        from kept: Entry, across derivation: UsageDerivation, path: String, model: ProjectModel, usages: AnyObject,
        judge: (ProjectModel) -> [Finding]
    ) -> Entry {
        let undefinedBefore = kept.undefinedKeyRanges ?? Self.earlierUndefinedKeyRanges(across: derivation, path: path, model: model)
        // Earlier ranges whose findings are dropped; the usages and candidates now there are judged again.
        let rejudged = derivation.replacedRanges.union(undefinedBefore)
        let currentUsages = model.usages(inPath: path)
        let currentCandidates = model.verbatimCandidates(inPath: path)
        let recollected = Set(derivation.recollectedUsages)
        let recollectedCandidates = Set(derivation.recollectedCandidates)
        let usagePositions = currentUsages.indices.filter {
            recollected.contains($0) || rejudged.contains(derivation.movedBack(currentUsages[$0].range))
        }
        let candidatePositions = currentCandidates.indices.filter {
            recollectedCandidates.contains($0) || rejudged.contains(derivation.movedBack(currentCandidates[$0].range))
        }
        var findings: [Finding] = []
        findings.reserveCapacity(kept.findings.count + 1)
        for finding in kept.findings where !rejudged.contains(finding.range) {
            findings.append(Self.moved(finding, across: derivation, path: path, index: model.index))
        }
        let judged = judge(model.restricted(toPath: path, usages: usagePositions, candidates: candidatePositions))
        findings += judged
        // The judged usages' undefined keys are found again; the others' ranges move.
        var undefined: Set<ByteRange> = []
        for range in undefinedBefore where !rejudged.contains(range) { undefined.insert(derivation.moved(range)) }
        for position in usagePositions where Self.hasUndefinedKey(currentUsages[position], model: model) {
            undefined.insert(currentUsages[position].range)
        }
        let ranges = Set(usagePositions.map { currentUsages[$0].range }).union(candidatePositions.map { currentCandidates[$0].range })
        return Entry(
            usages: usages, tables: kept.tables, unions: model.joinedUnions, findings: findings,
            isDerivable: judged.allSatisfy { $0.path == path && ranges.contains($0.range) }, undefinedKeyRanges: undefined)
    }

    /// Whether every finding is located in `path` at the range of one of its usages or candidates.
    private static func isLocatedAtUsages(_ findings: [Finding], path: String, model: ProjectModel) -> Bool {
        guard !findings.isEmpty else { return true }
        let ranges = Set(model.usages(inPath: path).map(\.range)).union(model.verbatimCandidates(inPath: path).map(\.range))
        return findings.allSatisfy { $0.path == path && ranges.contains($0.range) }
    }

    /// The earlier ranges of the usages of `path` in `model` that were moved across `derivation`
    /// (not collected again) and have a key no table they reach defines: the same usages had
    /// the same keys before, against the same tables. (A usage collected again is judged again
    /// anyway: its earlier range is one of `replacedRanges`.)
    private static func earlierUndefinedKeyRanges(across derivation: UsageDerivation, path: String, model: ProjectModel) -> Set<ByteRange> {
        let recollected = Set(derivation.recollectedUsages)
        var ranges: Set<ByteRange> = []
        for (position, usage) in model.usages(inPath: path).enumerated()
        where !recollected.contains(position) && hasUndefinedKey(usage, model: model) {
            ranges.insert(derivation.movedBack(usage.range))
        }
        return ranges
    }

    /// Whether `usage` reaches a key (or an expansion) no table it may look up defines.
    private static func hasUndefinedKey(_ usage: KeyUsage, model: ProjectModel) -> Bool {
        switch usage.lookup {
        case .key(let key): return !model.hasEntry(forKey: key, reachableBy: usage)
        case .compilerTemplate(let key, let expansions):
            return !model.hasEntry(forKey: key, reachableBy: usage)
                || (expansions ?? []).contains { !model.hasEntry(forKey: $0, reachableBy: usage) }
        case .runtimeTemplate(_, let expansions):
            return (expansions ?? []).contains { !model.hasEntry(forKey: $0, reachableBy: usage) }
        }
    }

    /// `finding` (located in `path` outside the edit) with its positions in the new text.
    private static func moved(_ finding: Finding, across derivation: UsageDerivation, path: String, index: ProjectIndex) -> Finding {
        var moved = finding
        moved.location = index.location(path: path, range: derivation.moved(finding.range))
        for (position, related) in finding.related.enumerated() where related.location.path == path {
            moved.related[position].location = index.location(path: path, range: derivation.moved(related.location.range))
        }
        for (fixPosition, fix) in finding.fixes.enumerated() {
            for (editPosition, edit) in fix.edits.enumerated() where edit.path == path {
                moved.fixes[fixPosition].edits[editPosition].range = derivation.moved(edit.range)
            }
        }
        return moved
    }
}
