import SwiftSourceScanner

/// One Swift file's value declarations by name, so that resolving a name written in the file
/// looks at the few declarations of that name instead of every declaration of the file.
///
/// Built once when the file is indexed; positions refer to `ScannedFile.values`, in file order, so
/// a search over them finds what a search over the whole list finds. Each name maps to its first
/// position and each position links to the next of the same name and kind: one table entry per
/// name and one link per value, no list per name (indexing every file of a project made and
/// grew tens of thousands of small arrays).
struct ValueNames: Sendable {
    /// The first position of each local or parameter name.
    private let firstLocal: [String: Int32]
    /// The first position of each property or global name.
    private let firstMember: [String: Int32]
    /// For each position, the next position of the same name and kind (`-1`: none).
    private let links: [Int32]

    /// Indexes the values of `scanned`.
    init(_ scanned: ScannedFile) {
        let values = scanned.values
        // Room for every name up front: the tables are not grown and rehashed step by step.
        let localCount = values.reduce(0) { $0 + ($1.kind == .local || $1.kind == .parameter ? 1 : 0) }
        var firstLocal = [String: Int32](minimumCapacity: localCount)
        var firstMember = [String: Int32](minimumCapacity: values.count - localCount)
        var links = [Int32](repeating: -1, count: values.count)
        // Back to front: each name's entry ends at its first position, and the position it
        // replaces is the next one after it.
        for position in values.indices.reversed() {
            let value = values[position]
            let later: Int32?
            switch value.kind {
            case .local, .parameter: later = firstLocal.updateValue(Int32(position), forKey: value.name)
            case .property, .global: later = firstMember.updateValue(Int32(position), forKey: value.name)
            }
            if let later { links[position] = later }
        }
        self.firstLocal = firstLocal
        self.firstMember = firstMember
        self.links = links
    }

    /// Positions of the locals and parameters named `name`, in file order.
    func locals(named name: String) -> Positions {
        Positions(start: firstLocal[name] ?? -1, links: links)
    }

    /// Positions of the properties and globals named `name`, in file order.
    func members(named name: String) -> Positions {
        Positions(start: firstMember[name] ?? -1, links: links)
    }

    /// The positions of one name, following the links from its first.
    struct Positions: Sequence, IteratorProtocol {
        /// The position to give next (`-1`: done).
        var start: Int32
        /// The links of `ValueNames`.
        let links: [Int32]

        /// The next position, in file order.
        mutating func next() -> Int? {
            guard start >= 0 else { return nil }
            let position = Int(start)
            start = links[position]
            return position
        }
    }
}
