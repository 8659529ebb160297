/// Identifiers the structural pass reacts to: keywords, and names of localization APIs and their
/// argument labels. Looked up from token bytes without creating a `String`.
enum Word: String, CaseIterable {
    // Declarations and statements.
    case `struct`, `class`, `enum`, `extension`, `protocol`, actor, `func`, `init`, `subscript`, `var`, `let`
    case `case`, `switch`, `return`, `if`, `guard`, `while`, `for`, `repeat`, `do`, `catch`, `throw`, `throws`
    case `rethrows`, `try`, await, `else`, `default`, `static`, `where`, `in`, `is`, `as`, `import`, `typealias`
    case `self`, `Self`, `super`, `nil`, `true`, `false`, some, any, `inout`, indirect, get, set, willSet, didSet
    case `private`, `fileprivate`, `internal`, `public`, open, final, override, mutating, nonmutating, lazy, weak
    case unowned, convenience, required, dynamic, nonisolated, async, `associatedtype`, `operator`
    case `precedencegroup`, macro, consuming, borrowing, package, `defer`, `fallthrough`, `break`, `continue`
    // Localization APIs.
    case Text, String, LocalizedStringKey, LocalizedStringResource, NSLocalizedString, AttributedString
    case localizedString, Bundle, SwiftUI, Foundation
    // Labels.
    case verbatim, localized, tableName, table, bundle, comment, defaultValue, value, forKey, specifier
    case format, formatter, prompt, placeholder, key
    // Bundles.
    case module, main
    // Regions and manifests.
    case PreviewProvider, Preview, Package, name, defaultLocalization, targets, path, resources
    case count, rawValue, description

    /// Whether the word is a keyword that cannot name a called function when written without a
    /// leading dot (`if (x)`, `return (a, b)`, `func f(`); contextual keywords such as `open`,
    /// `get` or `async` can be function names and are not included.
    var blocksCall: Bool {
        switch self {
        case .struct, .class, .enum, .extension, .protocol, .func, .`init`, .subscript, .var, .let, .case, .switch,
            .return, .if, .guard, .while, .for, .repeat, .do, .catch, .throw, .throws, .rethrows, .try, .await, .else,
            .default, .static, .where, .in, .is, .as, .import, .typealias, .self, .super, .nil, .true, .false, .some,
            .any, .inout, .private, .fileprivate, .internal, .public, .associatedtype, .operator, .precedencegroup,
            .defer, .fallthrough, .break, .continue, .indirect, .override, .final, .mutating, .nonmutating, .lazy,
            .weak, .unowned, .convenience, .required, .dynamic, .nonisolated:
            return true
        default:
            return false
        }
    }

    /// Whether the word is a declaration modifier (`static`, `public`, `private` …).
    var isModifier: Bool {
        switch self {
        case .static, .class, .private, .fileprivate, .internal, .public, .open, .final, .override, .mutating,
            .nonmutating, .lazy, .weak, .unowned, .convenience, .required, .dynamic, .nonisolated, .indirect,
            .consuming, .borrowing, .package:
            return true
        default:
            return false
        }
    }

    /// Every word by its packed spelling: `WordTable`'s answer for the few identifiers too near
    /// the end of the file for its eight-byte loads.
    static let spellings = PackedNameTable(Word.allCases.map { ($0.rawValue, $0) })
}

/// The lexer's table of `Word`s: most identifiers are turned away by their first byte and
/// length; the rest are found by their first eight bytes, loaded at once, and one probe (one
/// lookup runs per identifier of every file). Filled once, never written again nor freed:
/// sharing it across threads is safe.
struct WordTable: @unchecked Sendable {
    /// A word's spelling, packed as `PackedName` packs one, and the word.
    private struct Entry {
        var low: UInt64
        var middle: UInt64
        var high: UInt64
        var length: Int
        var word: Word
    }

    /// Number of slots: a power of two about eight times the number of words, so a probe nearly
    /// always ends at its first slot.
    private static let slotCount = 1024
    /// For each first byte, a bit per length (1…24) of the words starting with it.
    private let lengthsByFirstByte: UnsafeMutablePointer<UInt32>
    /// For each slot: 0 when empty, else one more than the index of its word in `entries`.
    private let slots: UnsafeMutablePointer<UInt8>
    /// The words.
    private let entries: UnsafeMutablePointer<Entry>

    /// The table of every `Word`.
    static let shared = WordTable(Word.allCases)

    /// A table of `words` (each at most 24 bytes long; fewer than 255 of them).
    private init(_ words: [Word]) {
        precondition(words.count < 255, "a slot holds a word's index in one byte")
        lengthsByFirstByte = .allocate(capacity: 256)
        lengthsByFirstByte.initialize(repeating: 0, count: 256)
        slots = .allocate(capacity: Self.slotCount)
        slots.initialize(repeating: 0, count: Self.slotCount)
        entries = .allocate(capacity: words.count)
        for (index, word) in words.enumerated() {
            let bytes = Array(word.rawValue.utf8)
            guard let packed = bytes.withUnsafeBufferPointer({ PackedName($0, 0, bytes.count) }) else {
                preconditionFailure("a word longer than 24 bytes")
            }
            (entries + index).initialize(to: Entry(low: packed.first, middle: packed.second, high: packed.third,
                                                   length: bytes.count, word: word))
            lengthsByFirstByte[Int(bytes[0])] |= 1 << UInt32(bytes.count)
            var slot = Self.slot(packed.first, bytes.count)
            while slots[slot] != 0 { slot = (slot + 1) & (Self.slotCount - 1) }
            slots[slot] = UInt8(index + 1)
        }
    }

    /// The slot a word's probe starts at, from its first eight bytes and its length.
    @inline(__always)
    private static func slot(_ low: UInt64, _ length: Int) -> Int {
        Int(truncatingIfNeeded: ((low ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15) &>> 54)
    }

    /// `word` with the bytes from the `keeping`-th on cleared (all of it from 8 on, none below 1).
    @inline(__always)
    private static func masked(_ word: UInt64, keeping count: Int) -> UInt64 {
        count >= 8 ? word : (count <= 0 ? 0 : word & ~(UInt64.max &<< UInt64(truncatingIfNeeded: count &* 8)))
    }

    /// The word of `length` bytes (1…7) whose bytes, first lowest, are `low` (zero above them),
    /// if it is one: for an identifier whose bytes the lexer has already loaded.
    @inline(__always)
    func word(low: UInt64, length: Int) -> Word? {
        guard lengthsByFirstByte[Int(truncatingIfNeeded: low & 0xFF)] & (1 &<< UInt32(truncatingIfNeeded: length)) != 0 else {
            return nil
        }
        var slot = Self.slot(low, length)
        while true {
            let index = Int(slots[slot])
            if index == 0 { return nil }
            let entry = entries[index - 1]
            if entry.low == low, entry.length == length { return entry.word }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
    }

    /// Whether some word starts with `first` and is `length` bytes long: most identifiers are
    /// turned away here, before `word(spelledBy:_:_:)` is called.
    @inline(__always)
    func mayHaveWord(startingWith first: UInt8, length: Int) -> Bool {
        length <= 24 && lengthsByFirstByte[Int(first)] & (1 &<< UInt32(truncatingIfNeeded: length)) != 0
    }

    /// The word spelled by `bytes[start..<end]` (a non-empty identifier), if it is one.
    @inline(__always)
    func word(spelledBy bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Word? {
        let length = end - start
        guard length > 0, length <= 24,
            lengthsByFirstByte[Int(bytes[start])] & (1 &<< UInt32(truncatingIfNeeded: length)) != 0
        else { return nil }
        guard start + 24 <= bytes.count, let base = bytes.baseAddress else {
            return Word.spellings.value(spelledBy: bytes, start, end)
        }
        let raw = UnsafeRawPointer(base + start)
        let low = Self.masked(UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)), keeping: length)
        if length < 8 { return word(low: low, length: length) }
        var slot = Self.slot(low, length)
        while true {
            let index = Int(slots[slot])
            if index == 0 { return nil }
            let entry = entries[index - 1]
            if entry.low == low, entry.length == length {
                if length <= 8 { return entry.word }
                let middle = Self.masked(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)), keeping: length - 8)
                let high = Self.masked(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self)), keeping: length - 16)
                if entry.middle == middle, entry.high == high { return entry.word }
            }
            slot = (slot + 1) & (Self.slotCount - 1)
        }
    }
}

/// An open-addressed table keyed by `PackedName`: lookups without allocating or running a
/// general-purpose hasher (one runs per identifier of every file).
struct PackedNameTable<Value>: Sendable where Value: Sendable {
    /// Size of the table: a power of two well above the number of names.
    private static var slotCount: Int { 512 }
    private let slots: [(name: PackedName, value: Value)?]
    /// For each first byte, a bit per length (1…24) of the names starting with it: most
    /// identifiers are turned away by one load, before they are packed and hashed.
    private let lengthsByFirstByte: [UInt32]

    /// A table of `entries` (names longer than 24 bytes are left out).
    init(_ entries: [(String, Value)]) {
        var slots = [(name: PackedName, value: Value)?](repeating: nil, count: Self.slotCount)
        var lengths = [UInt32](repeating: 0, count: 256)
        for (name, value) in entries {
            let bytes = Array(name.utf8)
            guard let packed = bytes.withUnsafeBufferPointer({ PackedName($0, 0, bytes.count) }) else { continue }
            lengths[Int(bytes[0])] |= 1 << UInt32(bytes.count)
            var slot = packed.slot(in: Self.slotCount)
            while slots[slot] != nil { slot = (slot + 1) & (Self.slotCount - 1) }
            slots[slot] = (packed, value)
        }
        self.slots = slots
        lengthsByFirstByte = lengths
    }

    /// The value stored for the name spelled by `bytes[start..<end]`.
    @inline(__always)
    func value(spelledBy bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Value? {
        let length = end - start
        guard length > 0, length <= 24, lengthsByFirstByte[Int(bytes[start])] & (1 << UInt32(length)) != 0,
            let packed = PackedName(bytes, start, end)
        else { return nil }
        return self[packed]
    }

    /// The value stored for `name`.
    @inline(__always)
    subscript(name: PackedName) -> Value? {
        slots.withUnsafeBufferPointer { slots in
            var slot = name.slot(in: Self.slotCount)
            while let entry = slots[slot] {
                if entry.name == name { return entry.value }
                slot = (slot + 1) & (Self.slotCount - 1)
            }
            return nil
        }
    }
}

/// Up to 24 bytes of an identifier packed into integers: an exact, allocation-free key.
struct PackedName: Hashable, Sendable {
    var first: UInt64
    var second: UInt64
    var third: UInt64

    /// Packs `bytes[start..<end]`, or `nil` when longer than 24 bytes or empty.
    @inline(__always)
    init?(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
        let length = end - start
        guard length > 0, length <= 24 else { return nil }
        if start + 24 <= bytes.count, let base = bytes.baseAddress {
            // Three unaligned loads, then the bytes past the name masked off.
            let raw = UnsafeRawPointer(base + start)
            let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let middle = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
            let high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
            @inline(__always)
            func masked(_ word: UInt64, keeping count: Int) -> UInt64 {
                count >= 8 ? word : (count <= 0 ? 0 : word & ((1 << UInt64(count * 8)) &- 1))
            }
            first = masked(low, keeping: length)
            second = masked(middle, keeping: length - 8)
            third = masked(high, keeping: length - 16)
            return
        }
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var index = 0
        while index < length {
            let value = UInt64(bytes[start + index]) << UInt64((index & 7) * 8)
            switch index >> 3 {
            case 0: words.0 |= value
            case 1: words.1 |= value
            default: words.2 |= value
            }
            index += 1
        }
        first = words.0
        second = words.1
        third = words.2
    }

    /// A cheap hash into `count` slots (a power of two up to 512).
    @inline(__always)
    func slot(in count: Int) -> Int {
        let mixed = (first &* 0x9E37_79B9_7F4A_7C15) ^ (second &* 0xC2B2_AE3D_27D4_EB4F) ^ (third &* 0x1656_67B1_9E37_79F9)
        return Int(truncatingIfNeeded: mixed >> 55) & (count - 1)
    }
}
