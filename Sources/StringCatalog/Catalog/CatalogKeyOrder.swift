/// The order Xcode writes keys in at every level of a catalog (formats.md §1.9).
///
/// Xcode sorts with Foundation's `compare(_:options: [.caseInsensitive, .numeric, .forcedOrdering],
/// locale:)`, an ICU root collation. This is our own implementation of the parts that matter for
/// catalog keys, so output is identical on macOS and Linux and does not depend on ICU:
/// - primary level: ignorables (controls, ZWSP, variation selectors) are skipped; whitespace <
///   punctuation < symbols (emoji included) < currency < digits < Latin < Greek < Cyrillic <
///   other scripts < Hangul < kana < Han; digit runs compare as numbers (`"item 9" < "item 10"`);
///   letters compare without case or accents (`"é"` has the primary weight of `"e"`);
/// - secondary level: accents (`"e" < "é"`);
/// - tertiary level: case and width (`"a" < "ａ" < "A"`; `"ss" < "ß"`, `"ae" < "æ"`);
/// - last: fewer leading zeros first (`"1" < "01"`), then code points, so distinct keys never tie.
///
/// ```swift
/// ["Account", "accessibility", "item 10", "item 9"].sorted(by: CatalogKeyOrder.areInIncreasingOrder)
/// // ["accessibility", "Account", "item 9", "item 10"]
/// ```
public enum CatalogKeyOrder {
    /// Whether `lhs` sorts before `rhs`.
    @inlinable
    public static func areInIncreasingOrder(_ lhs: String, _ rhs: String) -> Bool {
        compare(lhs, rhs) < 0
    }

    /// Negative, zero or positive as `lhs` sorts before, equal to, or after `rhs`. Zero only for
    /// identical strings.
    public static func compare(_ lhs: String, _ rhs: String) -> Int {
        var lhs = lhs
        var rhs = rhs
        return lhs.withUTF8 { left in
            rhs.withUTF8 { right in compareUTF8(left, right) }
        }
    }

    /// Compares two UTF-8 buffers (ill-formed bytes collate as U+FFFD).
    public static func compareUTF8(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Int {
        var leftElements = CollationElements(left)
        var rightElements = CollationElements(right)
        var secondary = 0
        var tertiary = 0
        var leadingZeros = 0
        while true {
            let a = leftElements.next()
            let b = rightElements.next()
            guard let a else { return b == nil ? finalOrder(secondary, tertiary, leadingZeros, left, right) : -1 }
            guard let b else { return 1 }
            if a.primary != b.primary { return a.primary < b.primary ? -1 : 1 }
            if a.primary == CollationElement.numberPrimary {
                if a.digitCount != b.digitCount { return a.digitCount < b.digitCount ? -1 : 1 }
                if a.number != b.number { return a.number < b.number ? -1 : 1 }
                if leadingZeros == 0, a.leadingZeros != b.leadingZeros { leadingZeros = a.leadingZeros < b.leadingZeros ? -1 : 1 }
            }
            if secondary == 0, a.secondary != b.secondary { secondary = a.secondary < b.secondary ? -1 : 1 }
            if tertiary == 0, a.tertiary != b.tertiary { tertiary = a.tertiary < b.tertiary ? -1 : 1 }
        }
    }

    static func finalOrder(
        _ secondary: Int, _ tertiary: Int, _ leadingZeros: Int, _ left: UnsafeBufferPointer<UInt8>,
        _ right: UnsafeBufferPointer<UInt8>
    ) -> Int {
        if secondary != 0 { return secondary }
        if tertiary != 0 { return tertiary }
        if leadingZeros != 0 { return leadingZeros }
        let count = min(left.count, right.count)
        for index in 0..<count where left[index] != right[index] {
            return left[index] < right[index] ? -1 : 1
        }
        return left.count == right.count ? 0 : (left.count < right.count ? -1 : 1)
    }
}

/// One collation element: weights at three levels, or a whole number for a digit run.
struct CollationElement {
    /// Primary weight: class in the high bits, order within the class below.
    var primary: UInt32
    /// Accent weight (0 = none).
    var secondary: UInt16 = 0
    /// Case/width weight (0 = lower-case, plain).
    var tertiary: UInt8 = 0
    /// For digit runs: the value of the first 18 significant digits.
    var number: UInt64 = 0
    /// For digit runs: how many significant digits.
    var digitCount: Int = 0
    /// For digit runs: how many leading zeros.
    var leadingZeros: Int = 0

    /// The primary weight shared by all digit runs (compared by `digitCount` and `number`).
    static let numberPrimary: UInt32 = CollationClass.digit.base

    init(primary: UInt32, secondary: UInt16 = 0, tertiary: UInt8 = 0) {
        self.primary = primary
        self.secondary = secondary
        self.tertiary = tertiary
    }
}

/// Primary weight classes, in collation order.
enum CollationClass: UInt32 {
    case whitespace = 1, punctuation, symbol, currency, digit, latin, greek, cyrillic, otherScript, hangul, kana, han

    /// The first weight of the class.
    var base: UInt32 { rawValue << 22 }
}

/// Iterates the collation elements of a UTF-8 string.
struct CollationElements {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    /// A further element produced by an expansion (`ß` → `s` `s`), returned next.
    var pending: CollationElement?
    /// How many more times `pending` is returned (`…` → `.` `.` `.`).
    var pendingRepeats = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// Decodes the scalar at `index` and advances; ill-formed bytes give U+FFFD.
    mutating func nextScalar() -> UInt32 {
        let lead = bytes[index]
        if lead < 0x80 {
            index += 1
            return UInt32(lead)
        }
        var length = 0
        var value: UInt32 = 0
        switch lead {
        case 0xC2...0xDF: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; value = UInt32(lead & 0x07)
        default:
            index += 1
            return 0xFFFD
        }
        guard index + length <= bytes.count else {
            index += 1
            return 0xFFFD
        }
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard byte & 0xC0 == 0x80 else {
                index += 1
                return 0xFFFD
            }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        index += length
        return value
    }

    /// The scalar at `index` without advancing, or `nil` at the end.
    func peekScalar() -> (scalar: UInt32, next: Int)? {
        guard index < bytes.count else { return nil }
        var copy = self
        let scalar = copy.nextScalar()
        return (scalar, copy.index)
    }

    mutating func next() -> CollationElement? {
        if let pending {
            if pendingRepeats > 0 {
                pendingRepeats -= 1
            } else {
                self.pending = nil
            }
            return pending
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte >= 0x30 && byte <= 0x39 { return digitRun() }
                index += 1
                let weight = asciiWeights[Int(byte)]
                if weight.primary == 0 { continue }
                var element = CollationElement(primary: weight.primary, tertiary: weight.tertiary)
                if index < bytes.count, bytes[index] >= 0xCC { absorbCombiningMarks(into: &element) }
                return element
            }
            let start = index
            let scalar = nextScalar()
            if decimalDigitValue(scalar) != nil {
                index = start
                return digitRun()
            }
            guard var element = nonASCIIElement(scalar) else { continue }
            if index < bytes.count, bytes[index] >= 0xCC { absorbCombiningMarks(into: &element) }
            return element
        }
        return nil
    }

    /// Folds combining marks (U+0300–U+036F) that follow a base into its secondary weight.
    mutating func absorbCombiningMarks(into element: inout CollationElement) {
        while let (scalar, next) = peekScalar(), scalar >= 0x300, scalar < 0x370 {
            element.secondary = element.secondary &* 128 &+ combiningMarkWeight(scalar)
            index = next
        }
    }

    /// Reads a run of decimal digits (any script) as one number element.
    mutating func digitRun() -> CollationElement {
        var element = CollationElement(primary: CollationElement.numberPrimary)
        var isNonASCII = false
        while index < bytes.count {
            let start = index
            let scalar = nextScalar()
            guard let digit = decimalDigitValue(scalar) else {
                index = start
                break
            }
            if scalar >= 0x80 { isNonASCII = true }
            if digit == 0 && element.digitCount == 0 {
                element.leadingZeros += 1
            } else {
                if element.digitCount < 18 { element.number = element.number * 10 + UInt64(digit) }
                element.digitCount += 1
            }
        }
        if isNonASCII { element.tertiary = 1 }
        return element
    }

    /// The element of a non-ASCII scalar, or `nil` for an ignorable one. Expansions set `pending`.
    mutating func nonASCIIElement(_ scalar: UInt32) -> CollationElement? {
        if let decomposition = latinDecompositions[scalar] {
            let base = asciiWeights[Int(decomposition.base)]
            return CollationElement(primary: base.primary, secondary: decomposition.secondary, tertiary: base.tertiary)
        }
        if let special = specialLatin[scalar] {
            let first = asciiWeights[Int(special.first)]
            if let second = special.second {
                pending = CollationElement(primary: asciiWeights[Int(second)].primary, secondary: special.secondary, tertiary: 3)
            }
            return CollationElement(primary: first.primary + special.primaryOffset, secondary: special.secondary,
                tertiary: pending == nil ? first.tertiary : first.tertiary | 3)
        }
        if scalar == 0x2026 {
            // "…" collates as three full stops, after "...".
            let dot = CollationElement(primary: asciiWeights[Int(UInt8(ascii: "."))].primary, tertiary: 3)
            pending = dot
            pendingRepeats = 1
            return dot
        }
        if let rank = symbolRanks[scalar] { return CollationElement(primary: rank) }
        if let unicodeScalar = Unicode.Scalar(scalar) {
            let properties = unicodeScalar.properties
            switch properties.generalCategory {
            case .control, .format, .nonspacingMark, .enclosingMark, .unassigned, .surrogate:
                return nil
            case .spaceSeparator, .lineSeparator, .paragraphSeparator:
                return CollationElement(primary: CollationClass.whitespace.base + 0x100 + scalar)
            case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
                .finalPunctuation, .otherPunctuation:
                return CollationElement(primary: CollationClass.punctuation.base + 0x1000 + scalar)
            case .currencySymbol:
                return CollationElement(primary: CollationClass.currency.base + 0x100 + scalar)
            case .mathSymbol, .modifierSymbol, .otherSymbol:
                return CollationElement(primary: CollationClass.symbol.base + 0x1000 + scalar)
            default:
                break
            }
            return letterElement(scalar, properties)
        }
        return nil
    }

    /// Letters of scripts other than basic Latin: case-folded code point within a script class.
    func letterElement(_ scalar: UInt32, _ properties: Unicode.Scalar.Properties) -> CollationElement {
        let isUpper = properties.isUppercase
        var folded = scalar
        if isUpper, let lower = properties.lowercaseMapping.unicodeScalars.first,
            properties.lowercaseMapping.unicodeScalars.count == 1 {
            folded = lower.value
        }
        let tertiary: UInt8 = isUpper ? 2 : 0
        switch scalar {
        case 0x0370...0x03FF, 0x1F00...0x1FFF:
            return CollationElement(primary: CollationClass.greek.base + folded, tertiary: tertiary)
        case 0x0400...0x052F:
            return CollationElement(primary: CollationClass.cyrillic.base + folded, tertiary: tertiary)
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF:
            return CollationElement(primary: CollationClass.hangul.base + scalar)
        case 0x3041...0x309F:
            return CollationElement(primary: CollationClass.kana.base + scalar)
        case 0x30A1...0x30F6:
            // Katakana sorts with its hiragana twin, after it.
            return CollationElement(primary: CollationClass.kana.base + scalar - 0x60, tertiary: 1)
        case 0x30A0...0x30FF, 0x31F0...0x31FF:
            return CollationElement(primary: CollationClass.kana.base + scalar)
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF:
            return CollationElement(primary: CollationClass.han.base + (scalar & 0x3FFFFF))
        case 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            // Full-width Latin: the ASCII letter's primary, between lower and upper case.
            let ascii = UInt8(scalar - 0xFEE0)
            let weight = asciiWeights[Int(ascii)]
            return CollationElement(primary: weight.primary, tertiary: weight.tertiary + 1)
        case 0x0000...0x024F, 0x1E00...0x1EFF:
            // Latin letters without an ASCII decomposition: after the Latin alphabet's letters.
            return CollationElement(primary: CollationClass.latin.base + 0x10000 + folded, tertiary: tertiary)
        default:
            return CollationElement(primary: CollationClass.otherScript.base + folded, tertiary: tertiary)
        }
    }
}

/// Secondary weight of a combining mark U+0300–U+036F: ICU's order for the common accents
/// (acute < grave < breve < circumflex < caron < ring < diaeresis < double acute < tilde < dot),
/// code point order after them.
func combiningMarkWeight(_ scalar: UInt32) -> UInt16 {
    switch scalar {
    case 0x301: return 1
    case 0x300: return 2
    case 0x306: return 3
    case 0x302: return 4
    case 0x30C: return 5
    case 0x30A: return 6
    case 0x308: return 7
    case 0x30B: return 8
    case 0x303: return 9
    case 0x307: return 10
    default: return UInt16(16 + scalar - 0x300)
    }
}

/// The value of a decimal digit in any script (`"3"`, `"٣"`, `"３"`).
@inline(__always)
func decimalDigitValue(_ scalar: UInt32) -> Int? {
    if scalar < 0x80 { return scalar >= 0x30 && scalar <= 0x39 ? Int(scalar - 0x30) : nil }
    guard let unicodeScalar = Unicode.Scalar(scalar), unicodeScalar.properties.numericType == .decimal,
        let value = unicodeScalar.properties.numericValue
    else { return nil }
    return Int(value)
}

/// Primary and tertiary weight of each ASCII byte; primary 0 = ignorable.
let asciiWeights: [(primary: UInt32, tertiary: UInt8)] = {
    var table = [(primary: UInt32, tertiary: UInt8)](repeating: (0, 0), count: 128)
    // ICU root order of ASCII whitespace, punctuation and symbols (measured with Foundation).
    let whitespace: [UInt8] = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20]
    for (rank, byte) in whitespace.enumerated() { table[Int(byte)] = (CollationClass.whitespace.base + UInt32(rank), 0) }
    for (rank, byte) in Array("_-,;:!?.'\"()[]{}@*/\\&#%".utf8).enumerated() {
        table[Int(byte)] = (CollationClass.punctuation.base + UInt32(rank) * 0x40, 0)
    }
    for (rank, byte) in Array("`^+<=>|~".utf8).enumerated() {
        table[Int(byte)] = (CollationClass.symbol.base + UInt32(rank) * 0x40, 0)
    }
    table[Int(UInt8(ascii: "$"))] = (CollationClass.currency.base + 0x40, 0)
    for byte in UInt8(ascii: "a")...UInt8(ascii: "z") {
        let primary = CollationClass.latin.base + UInt32(byte - UInt8(ascii: "a")) * 0x100
        table[Int(byte)] = (primary, 0)
        table[Int(byte - 0x20)] = (primary, 2)
    }
    return table
}()

/// Non-ASCII punctuation and symbols placed among the ASCII ones as ICU root places them
/// (measured with Foundation); unlisted ones go after their class's listed members by code point.
let symbolRanks: [UInt32: UInt32] = {
    var table: [UInt32: UInt32] = [:]
    func place(_ characters: String, after anchor: Character) {
        let anchorPrimary = asciiWeights[Int(anchor.asciiValue ?? 0)].primary
        for (offset, scalar) in characters.unicodeScalars.enumerated() {
            table[scalar.value] = anchorPrimary + UInt32(offset) + 1
        }
    }
    place("–—・", after: "-")
    place("、", after: ",")
    place("¡", after: "!")
    place("¿", after: "?")
    place("。·⸱", after: ".")
    place("‘’‹", after: "'")
    place("“”«»", after: "\"")
    place("§¶", after: "}")
    place("‰†•′", after: "%")
    place("°©®→⇧", after: "^")
    place("±÷×", after: "+")
    place("≠", after: "=")
    place("¬", after: ">")
    place("¦", after: "|")
    place("√∞≤⌘⌥⏎★☺♥", after: "~")
    table[0xA4] = CollationClass.currency.base + 0x10
    table[0xA2] = CollationClass.currency.base + 0x20
    table[0xA5] = CollationClass.currency.base + 0x50
    for (offset, space) in [0x3000, 0x2009, 0x00A0].enumerated() {
        table[UInt32(space)] = CollationClass.whitespace.base + 0x10 + UInt32(offset)
    }
    return table
}()

/// Latin letters that are not an ASCII letter plus marks: expansions (`ß` = `ss`, `æ` = `ae`)
/// and letters ICU treats as variants of a base letter (`ø`, `đ`, `ł`) or as letters of their own
/// right after it (`ı`, `ŋ`, `þ`).
let specialLatin: [UInt32: (first: UInt8, second: UInt8?, secondary: UInt16, primaryOffset: UInt32)] = {
    var table: [UInt32: (first: UInt8, second: UInt8?, secondary: UInt16, primaryOffset: UInt32)] = [:]
    let s = UInt8(ascii: "s"), e = UInt8(ascii: "e")
    table[0xDF] = (s, s, 0, 0)  // ß
    table[0x1E9E] = (UInt8(ascii: "S"), UInt8(ascii: "S"), 0, 0)  // ẞ
    table[0xE6] = (UInt8(ascii: "a"), e, 0, 0)  // æ
    table[0xC6] = (UInt8(ascii: "A"), UInt8(ascii: "E"), 0, 0)
    table[0x153] = (UInt8(ascii: "o"), e, 0, 0)  // œ
    table[0x152] = (UInt8(ascii: "O"), UInt8(ascii: "E"), 0, 0)
    table[0x133] = (UInt8(ascii: "i"), UInt8(ascii: "j"), 0, 0)  // ĳ
    table[0x132] = (UInt8(ascii: "I"), UInt8(ascii: "J"), 0, 0)
    table[0xFB01] = (UInt8(ascii: "f"), UInt8(ascii: "i"), 0, 0)  // ﬁ
    table[0xFB02] = (UInt8(ascii: "f"), UInt8(ascii: "l"), 0, 0)  // ﬂ
    table[0x2122] = (UInt8(ascii: "t"), UInt8(ascii: "m"), 0, 0)  // ™
    table[0xF8] = (UInt8(ascii: "o"), nil, 0x200, 0)  // ø
    table[0xD8] = (UInt8(ascii: "O"), nil, 0x200, 0)
    table[0x111] = (UInt8(ascii: "d"), nil, 0x200, 0)  // đ
    table[0x110] = (UInt8(ascii: "D"), nil, 0x200, 0)
    table[0xF0] = (UInt8(ascii: "d"), nil, 0x201, 0)  // ð
    table[0xD0] = (UInt8(ascii: "D"), nil, 0x201, 0)
    table[0x142] = (UInt8(ascii: "l"), nil, 0x200, 0)  // ł
    table[0x141] = (UInt8(ascii: "L"), nil, 0x200, 0)
    table[0x131] = (UInt8(ascii: "i"), nil, 0, 0x80)  // ı
    table[0x14B] = (UInt8(ascii: "n"), nil, 0, 0x80)  // ŋ
    table[0x14A] = (UInt8(ascii: "N"), nil, 0, 0x80)
    table[0xFE] = (UInt8(ascii: "z"), nil, 0, 0x80)  // þ
    table[0xDE] = (UInt8(ascii: "Z"), nil, 0, 0x80)
    return table
}()
