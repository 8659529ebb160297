import Foundation

/// A project-wide set that every indexed file contributes to on its own, which rules read (the
/// views a file declares that draw a closure hidden): `ProjectModel.union(of:)` joins the
/// files' contributions, and a model built after an edit reads again only the files that
/// changed since the previous model.
///
/// The server runs the per-file rules on every keystroke; a set joined from every file each
/// time would cost in proportion to the project's size for an edit of one file.
public protocol FileContribution {
    /// What one file contributes.
    associatedtype Element: Hashable & Sendable
    /// The elements `file` contributes (for most files none): a function of the file's summary
    /// alone, since a file whose summary object did not change is never read again.
    static func elements(of file: IndexedFile) -> [Element]
}

/// The unions of `FileContribution`s one model has joined, and for each the union a previous
/// model joined with the paths changed since, to derive its own from.
final class FileContributionUnions: @unchecked Sendable {
    /// One contribution's union over one state of the index, with what each file gave.
    final class Union<Element: Hashable & Sendable>: @unchecked Sendable {
        /// The files that contribute something, and what.
        let byPath: [String: [Element]]
        /// How many times each element is contributed (a file's contribution removed, an element
        /// leaves the union only when no other file contributes it).
        let counts: [Element: Int]
        /// The union.
        let elements: Set<Element>

        /// Joins the contributions `byPath`, counted in `counts`.
        init(byPath: [String: [Element]], counts: [Element: Int]) {
            self.byPath = byPath
            self.counts = counts
            elements = Set(counts.keys)
        }
    }

    /// A union joined for an earlier state of the index and the paths whose summaries may differ
    /// since (the same summary object at every other path).
    struct Base {
        /// The earlier union (a `Union` of the contribution's element type).
        let union: AnyObject
        /// Paths changed since.
        let changedPaths: Set<String>
    }

    /// One union's place: filled once, under `lock`.
    private final class Slot: @unchecked Sendable {
        /// Held while the union is joined, so it is joined once.
        let lock = NSLock()
        /// The union, once joined.
        var union: AnyObject?
        /// The contribution joined, once joined.
        var contribution: (any FileContribution.Type)?
    }

    /// Derivations across more changed paths than this read the whole project instead (and keep
    /// the carried path sets small).
    static let changedPathLimit = 256

    /// Guards `slots`.
    private let lock = NSLock()
    /// The unions asked for so far, by contribution type.
    private var slots: [ObjectIdentifier: Slot] = [:]
    /// Unions of earlier states to derive from, by contribution type.
    private let bases: [ObjectIdentifier: Base]
    /// How many unions were joined from every file.
    private var fullJoins = 0

    /// No union yet and nothing to derive from.
    init() {
        bases = [:]
    }

    /// The unions of a model whose index differs from `previous`'s at `changedPaths` (`nil`:
    /// unknown, every union is joined from every file): each union `previous` joined, or
    /// derived from an earlier one it was handed, is a base.
    init(following previous: FileContributionUnions, changedPaths: Set<String>?) {
        guard let changedPaths else {
            bases = [:]
            return
        }
        var bases: [ObjectIdentifier: Base] = [:]
        previous.lock.lock()
        let slots = previous.slots
        previous.lock.unlock()
        for (type, slot) in slots {
            // A union still being joined is not waited for: the earlier base serves.
            guard slot.lock.try() else { continue }
            let union = slot.union
            slot.lock.unlock()
            if let union { bases[type] = Base(union: union, changedPaths: changedPaths) }
        }
        // A union the previous model never joined: its own base, with its changes too.
        for (type, base) in previous.bases where bases[type] == nil {
            let paths = base.changedPaths.union(changedPaths)
            if paths.count <= Self.changedPathLimit { bases[type] = Base(union: base.union, changedPaths: paths) }
        }
        self.bases = bases
    }

    /// The union of `Contribution` over the files of `index`, joined once.
    func union<Contribution: FileContribution>(of contribution: Contribution.Type, in index: ProjectIndex) -> Set<Contribution.Element> {
        joinedUnion(of: contribution, in: index).elements
    }

    /// The unions joined so far.
    func joined() -> [JoinedUnion] {
        lock.lock()
        let slots = Array(slots.values)
        lock.unlock()
        return slots.compactMap { slot in
            slot.lock.lock()
            defer { slot.lock.unlock() }
            guard let union = slot.union, let contribution = slot.contribution else { return nil }
            return JoinedUnion(contribution: contribution, union: union)
        }
    }

    /// Whether the union of `contribution` over `index` is the object `union` (joining it if needed).
    func isUnion<Contribution: FileContribution>(of contribution: Contribution.Type, in index: ProjectIndex, _ union: AnyObject) -> Bool {
        joinedUnion(of: contribution, in: index) === union
    }

    /// The union object of `Contribution` over the files of `index`, joined once.
    private func joinedUnion<Contribution: FileContribution>(
        of contribution: Contribution.Type, in index: ProjectIndex
    ) -> Union<Contribution.Element> {
        let type = ObjectIdentifier(contribution)
        lock.lock()
        let slot = slots[type] ?? Slot()
        slots[type] = slot
        lock.unlock()
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let union = slot.union as? Union<Contribution.Element> { return union }
        let union: Union<Contribution.Element>
        if let base = bases[type], let earlier = base.union as? Union<Contribution.Element> {
            union = Self.derive(contribution, from: earlier, changedPaths: base.changedPaths, in: index)
        } else {
            union = Self.join(contribution, in: index)
            // `lock` is never held while waiting for a slot's lock, so taking it here cannot deadlock.
            lock.lock()
            fullJoins += 1
            lock.unlock()
        }
        slot.union = union
        slot.contribution = contribution
        return union
    }

    /// How many unions this model joined from every file rather than derived (tests ask, to know
    /// which path was taken).
    var fullJoinCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return fullJoins
    }

    /// The union of `contribution` read from every file of `index`.
    private static func join<Contribution: FileContribution>(_ contribution: Contribution.Type, in index: ProjectIndex) -> Union<Contribution.Element> {
        var byPath: [String: [Contribution.Element]] = [:]
        var counts: [Contribution.Element: Int] = [:]
        for (path, file) in index.files {
            let elements = contribution.elements(of: file)
            guard !elements.isEmpty else { continue }
            byPath[path] = elements
            for element in elements { counts[element, default: 0] += 1 }
        }
        return Union(byPath: byPath, counts: counts)
    }

    /// `earlier` with the contributions of `changedPaths` read again from `index`: `earlier`
    /// itself when each of those files contributes what it did (a keystroke, nearly always), so
    /// that the union's identity says whether its elements may differ (`JoinedUnion`).
    private static func derive<Contribution: FileContribution>(
        _ contribution: Contribution.Type, from earlier: Union<Contribution.Element>, changedPaths: Set<String>, in index: ProjectIndex
    ) -> Union<Contribution.Element> {
        var byPath = earlier.byPath
        var counts = earlier.counts
        var isChanged = false
        for path in changedPaths {
            let elements = index.files[path].map(contribution.elements(of:)) ?? []
            let removed = byPath[path] ?? []
            guard elements != removed else { continue }
            isChanged = true
            for element in removed {
                let left = (counts[element] ?? 1) - 1
                counts[element] = left > 0 ? left : nil
            }
            byPath[path] = elements.isEmpty ? nil : elements
            for element in elements { counts[element, default: 0] += 1 }
        }
        return isChanged ? Union(byPath: byPath, counts: counts) : earlier
    }
}

/// A union a model joined (`ProjectModel.joinedUnions`): which contribution, and the object that
/// holds its elements. A later model whose changed files contribute what they did before holds
/// the same object, so findings judged reading the union still hold when it is the same
/// (`ProjectModel.hasTheSameUnions(as:)`).
public struct JoinedUnion: @unchecked Sendable {
    /// The contribution joined.
    public let contribution: any FileContribution.Type
    /// The union's object.
    let union: AnyObject
}
