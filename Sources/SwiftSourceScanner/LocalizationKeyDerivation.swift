/// The key the compiler builds from a localized string literal, with interpolations turned into
/// format specifiers by the interpolated value's type (formats.md §5.3).
///
/// `Text("\(count) items")` with `count: Int` looks up `%lld items`; a literal `%` becomes `%%`.
/// When a value's type is unknown the part stays `.open`, for the index to fill in.
public struct DerivedKey: Sendable, Equatable {
    /// One piece of a derived key.
    public enum Part: Sendable, Equatable {
        /// Literal text, already with `%` doubled.
        case text(String)
        /// The specifier an interpolation contributes (`%lld`, `%@`, `%.1f`).
        case specifier(String)
        /// An interpolation whose type the caller did not know: index into the literal's
        /// interpolations.
        case open(interpolationIndex: Int)
    }

    /// The pieces in order.
    public var parts: [Part]

    public init(parts: [Part]) {
        self.parts = parts
    }

    /// The key, when every interpolation's specifier is known.
    public var key: String? {
        var result = ""
        for part in parts {
            switch part {
            case .text(let text): result += text
            case .specifier(let specifier): result += specifier
            case .open: return nil
            }
        }
        return result
    }

    /// Indices of interpolations whose specifier is still open.
    public var openInterpolations: [Int] {
        parts.compactMap { if case .open(let index) = $0 { return index } else { return nil } }
    }

    /// The key with each open interpolation written as `placeholder` (for display and for
    /// matching with wildcards).
    public func rendered(openAs placeholder: String = "%@") -> String {
        parts.map { part -> String in
            switch part {
            case .text(let text): return text
            case .specifier(let specifier): return specifier
            case .open: return placeholder
            }
        }.joined()
    }

    /// Derives the key of `literal`. `types` gives a type name per interpolation (by index) when
    /// the caller knows it better than the file did; otherwise each interpolation's
    /// `specifier:`, `format:`/`formatter:` or `obviousType` decides, else the part stays open.
    ///
    /// A literal without interpolation gets its value with no `%` doubling: the compiler only
    /// escapes `%` in literals that are turned into format strings. Literals without any
    /// interpolation are looked up as written.
    public init(literal: StringLiteral, types: [String?] = []) {
        guard literal.hasInterpolation else {
            parts = [.text(literal.value ?? "")]
            return
        }
        var parts: [Part] = []
        var interpolationIndex = 0
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                parts.append(.text(Self.escapingPercent(text.value)))
            case .interpolation(let interpolation):
                let known = interpolationIndex < types.count ? types[interpolationIndex] : nil
                if let specifier = interpolation.specifier {
                    parts.append(.specifier(specifier))
                } else if interpolation.isFormatted {
                    parts.append(.specifier("%@"))
                } else if let type = known ?? interpolation.obviousType {
                    parts.append(.specifier(FormatSpecifier.forInterpolatedType(type)))
                } else {
                    parts.append(.open(interpolationIndex: interpolationIndex))
                }
                interpolationIndex += 1
            }
        }
        self.parts = parts
    }

    /// `text` with every `%` doubled, as the compiler writes literal text into a format key.
    static func escapingPercent(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 2)
        for character in text {
            result.append(character)
            if character == "%" { result.append("%") }
        }
        return result
    }
}

/// The specifier mapping of `LocalizedStringKey` / `String.LocalizationValue` interpolation.
public enum FormatSpecifier {
    /// The specifier the compiler puts in the key for an interpolated value of `typeName`
    /// (formats.md §5.3): `Int`/`Int64` → `%lld`, `Int8/16/32` → `%d`, `UInt`/`UInt64` → `%llu`,
    /// `UInt8/16/32` → `%u`, `Float` → `%f`, `Double`/`CGFloat`/`Float80` → `%lf`, anything else
    /// (`String`, `Text`, `Date`, optionals …) → `%@`.
    public static func forInterpolatedType(_ typeName: String) -> String {
        var name = Substring(typeName.filter { !$0.isWhitespace })
        if name.hasPrefix("Swift.") { name = name.dropFirst(6) }
        if name.hasPrefix("CoreGraphics.") || name.hasPrefix("Foundation.") {
            name = name[name.index(after: name.firstIndex(of: ".")!)...]
        }
        switch name {
        case "Int", "Int64": return "%lld"
        case "Int8", "Int16", "Int32": return "%d"
        case "UInt", "UInt64": return "%llu"
        case "UInt8", "UInt16", "UInt32": return "%u"
        case "Float": return "%f"
        case "Double", "CGFloat", "Float80": return "%lf"
        default: return "%@"
        }
    }
}
