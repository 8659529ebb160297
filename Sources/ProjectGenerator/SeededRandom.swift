/// A small deterministic pseudo-random generator (SplitMix64), so a seed always yields the same project.
///
/// Foundation's and the standard library's system generators are seeded by the OS; the benchmark
/// needs byte-identical projects across runs and machines, hence our own.
public struct SeededRandom: Sendable {
    /// The generator's whole state; advancing it by a fixed odd constant is SplitMix64's design.
    private var state: UInt64

    /// A generator whose sequence is fully determined by `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// A generator derived from a seed and a label, so independent parts of the project
    /// (each catalog entry, each file) do not shift each other when one of them changes.
    public init(seed: UInt64, label: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in label.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        state = seed ^ hash
        _ = next()
    }

    /// The next 64 pseudo-random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        return mixed ^ (mixed >> 31)
    }

    /// A number in `range`, uniformly enough for picking words and counts.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }

    /// One element of a non-empty array.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[Int(next() % UInt64(elements.count))]
    }

    /// True with probability `percent` / 100.
    public mutating func chance(percent: Int) -> Bool {
        Int(next() % 100) < percent
    }
}
