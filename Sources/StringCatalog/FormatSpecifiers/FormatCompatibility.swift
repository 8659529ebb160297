/// The arguments a format string reads: position → type class (formats.md §5.4).
public struct FormatArguments: Sendable, Equatable {
    /// The directives found, in order.
    public var specifiers: [FormatSpecifier]
    /// Argument position (1-based) → class and the directive that reads it first.
    public var slots: [Int: (argumentClass: FormatArgumentClass, specifier: FormatSpecifier)]
    /// Whether explicit (`%1$@`) and sequential (`%@`, `%#@v@`) directives are mixed.
    public var mixesPositionalAndSequential: Bool

    /// Reads the arguments of `string`; `inSubstitution` recognises `%arg`.
    public init(_ string: String, inSubstitution: Bool = false) {
        specifiers = FormatSpecifierParser.parse(string, inSubstitution: inSubstitution)
        slots = [:]
        var next = 1
        var sawPositional = false
        var sawSequential = false
        for specifier in specifiers where specifier.consumesArgument {
            if case .substitutionArgument = specifier.kind { continue }
            let position: Int
            if let explicit = specifier.explicitPosition {
                position = explicit
                sawPositional = true
            } else {
                position = next
                next += 1
                sawSequential = true
            }
            if slots[position] == nil, let argumentClass = specifier.argumentClass {
                slots[position] = (argumentClass, specifier)
            }
        }
        mixesPositionalAndSequential = sawPositional && sawSequential
    }

    /// Whether the string reads any argument (a string without arguments is never formatted, so
    /// a bare `%` in it is harmless).
    public var takesArguments: Bool {
        specifiers.contains { $0.consumesArgument && !$0.flags.contains(" ") }
    }

    /// Equal when every stored part is equal (derived caches aside).

    public static func == (lhs: FormatArguments, rhs: FormatArguments) -> Bool {
        lhs.specifiers == rhs.specifiers && lhs.mixesPositionalAndSequential == rhs.mixesPositionalAndSequential
    }
}

/// One incompatibility between a source string and its translation.
public struct FormatMismatch: Sendable, Equatable {
    /// What is wrong.
    public enum Kind: Sendable, Equatable {
        /// The translation reads argument N as another type (crash or garbage at runtime).
        case typeMismatch(position: Int, source: FormatArgumentClass, translation: FormatArgumentClass)
        /// Same type except for signedness (`%d` vs `%u`).
        case signednessMismatch(position: Int)
        /// `%ld` vs `%lld`: the same on 64-bit platforms, not on watchOS arm64_32.
        case longWidthMismatch(position: Int)
        /// The translation reads an argument the source does not pass (reads garbage memory).
        case extraArgument(position: Int)
        /// The translation drops an argument (its value silently disappears).
        case missingArgument(position: Int)
        /// The translation mixes `%1$@` with `%@`.
        case mixedPositionalAndSequential
        /// `%` followed by a non-specifier in a string that takes arguments.
        case invalidPercent(text: String)
    }

    /// How bad it is.
    public enum Severity: Sendable, Equatable {
        /// The runtime crashes or shows garbage.
        case error
        /// Works on most platforms or loses information quietly.
        case warning
    }

    /// What is wrong.
    public var kind: Kind
    /// How bad it is (formats.md §5.4 policy).
    public var severity: Severity
    /// Byte range in the translation to point at, when there is one.
    public var translationRange: Range<Int>?
}

/// Compares the format arguments of a source string and a translation (formats.md §5.4).
///
/// ```swift
/// FormatCompatibility.check(source: "%@ has %lld items", translation: "%2$lld Elemente: %1$@")  // []
/// FormatCompatibility.check(source: "%lld items", translation: "%@ Elemente").first?.severity  // .error
/// ```
public enum FormatCompatibility {
    /// The mismatches of `translation` against `source`. `isVariant`: the translation is a plural
    /// or device variant, where leaving out an argument is idiomatic (`"one": "a file"`).
    /// `inSubstitution`: both are substitution variants, where `%arg` is the variable's argument.
    public static func check(
        source: String, translation: String, isVariant: Bool = false, inSubstitution: Bool = false
    ) -> [FormatMismatch] {
        check(source: FormatArguments(source, inSubstitution: inSubstitution),
            translation: FormatArguments(translation, inSubstitution: inSubstitution), isVariant: isVariant)
    }

    /// The mismatches between already-parsed arguments.
    public static func check(source: FormatArguments, translation: FormatArguments, isVariant: Bool = false) -> [FormatMismatch] {
        var result: [FormatMismatch] = []
        let sourceTakesArguments = source.takesArguments
        if sourceTakesArguments || translation.takesArguments {
            for specifier in translation.specifiers {
                if case .invalid = specifier.kind {
                    result.append(FormatMismatch(kind: .invalidPercent(text: specifier.text), severity: .error,
                        translationRange: specifier.range))
                }
            }
        }
        if !sourceTakesArguments && !translation.takesArguments { return result }
        // A translation that mixes them as its source does copies the source's own problem, which
        // is reported once at the source (`format-mismatch`), not again per locale.
        if translation.mixesPositionalAndSequential && !source.mixesPositionalAndSequential {
            result.append(FormatMismatch(kind: .mixedPositionalAndSequential, severity: .warning, translationRange: nil))
        }
        for position in translation.slots.keys.sorted() {
            guard let used = translation.slots[position] else { continue }
            guard let expected = source.slots[position] else {
                result.append(FormatMismatch(kind: .extraArgument(position: position), severity: .error,
                    translationRange: used.specifier.range))
                continue
            }
            if let mismatch = compare(expected.argumentClass, used.argumentClass, position: position) {
                result.append(FormatMismatch(kind: mismatch.kind, severity: mismatch.severity, translationRange: used.specifier.range))
            }
        }
        if !isVariant {
            for position in source.slots.keys.sorted() where translation.slots[position] == nil {
                result.append(FormatMismatch(kind: .missingArgument(position: position), severity: .warning, translationRange: nil))
            }
        }
        return result
    }

    /// How two classes at the same position relate; `nil` when compatible.
    static func compare(_ source: FormatArgumentClass, _ translation: FormatArgumentClass, position: Int)
        -> (kind: FormatMismatch.Kind, severity: FormatMismatch.Severity)?
    {
        if source == translation { return nil }
        if source == .variable && translation.isNumeric || translation == .variable && source.isNumeric { return nil }
        let pairs: [(FormatArgumentClass, FormatArgumentClass)] = [
            (.signed32, .unsigned32), (.signed64, .unsigned64), (.signedLong, .unsignedLong),
        ]
        if pairs.contains(where: { ($0.0 == source && $0.1 == translation) || ($0.1 == source && $0.0 == translation) }) {
            return (.signednessMismatch(position: position), .warning)
        }
        let long: Set<FormatArgumentClass> = [.signed64, .signedLong]
        let unsignedLong: Set<FormatArgumentClass> = [.unsigned64, .unsignedLong]
        if long.contains(source) && long.contains(translation) || unsignedLong.contains(source) && unsignedLong.contains(translation) {
            return (.longWidthMismatch(position: position), .warning)
        }
        return (.typeMismatch(position: position, source: source, translation: translation), .error)
    }
}
