import TextPositions

/// A call of any function, initializer or method, as the shallow parser sees it.
///
/// The scanner records calls of localization entry points as `LocalizationCallSite`; other calls
/// that pass a string literal or a plain name are kept as `CallSite` so the project index can match
/// them against the project's own declarations that take `LocalizedStringKey` parameters.
public struct CallSite: Sendable, Equatable {
    /// The file's bytes, which the names and texts below are read from.
    let source: SourceText
    /// The called name's last component: `Text`, `navigationTitle`, `init`, `localizedString`.
    public var callee: String { source.identifier(calleeRange) }
    /// Where `base` is written; an empty range for an implicit member, `nil` without a plain base.
    let baseRange: ByteRange?
    /// The source text before the callee's last component when it is a plain dotted name
    /// (`Bundle.main` in `Bundle.main.localizedString(…)`, `SwiftUI` in `SwiftUI.Text(…)`), `""`
    /// for an implicit member (`.navigationTitle(…)`, `.init(…)`), `nil` when there is no base or
    /// it is an expression (a call chain such as `Text("a").font(…)`).
    public var base: String? { baseRange.map { source.compactText($0) } }
    /// Whether the callee is written with a leading dot or after another expression, i.e. it is
    /// a method or modifier (`.help("…")`), not a free function or a type's initializer.
    public var isMember: Bool
    /// The callee's last name component.
    public var calleeRange: ByteRange
    /// From the callee's name to the closing parenthesis (or the last trailing closure).
    public var range: ByteRange
    /// The arguments inside the parentheses, in order.
    public var arguments: [CallArgument]
    /// Number of trailing closures after the parentheses.
    public var trailingClosureCount: Int

    /// A call of the file `source`; `baseRange` is empty for an implicit member and `nil` when the
    /// call has no plain dotted base.
    init(
        source: SourceText, baseRange: ByteRange?, isMember: Bool, calleeRange: ByteRange, range: ByteRange,
        arguments: [CallArgument], trailingClosureCount: Int
    ) {
        self.source = source
        self.baseRange = baseRange
        self.isMember = isMember
        self.calleeRange = calleeRange
        self.range = range
        self.arguments = arguments
        self.trailingClosureCount = trailingClosureCount
    }

    /// Whether the callee is `name`, compared by bytes (no string is made).
    public func calleeIs(_ name: StaticString) -> Bool { source.identifier(calleeRange, is: name) }

    /// Argument labels in order, `nil` for an unlabeled argument.
    public var labels: [String?] { arguments.map(\.label) }

    /// The first argument labelled `label`.
    public func argument(labeled label: String) -> CallArgument? {
        arguments.first { $0.label == label }
    }
}

/// One argument of a call.
public struct CallArgument: Sendable, Equatable {
    /// The file's bytes, which the label is read from.
    let source: SourceText
    /// The label, or `nil` for an unlabeled argument.
    public var label: String? { labelRange.map(source.identifier) }
    /// The label's bytes, when there is one.
    public var labelRange: ByteRange?
    /// The value expression's bytes (after the colon, without surrounding spaces).
    public var valueRange: ByteRange
    /// What the value is.
    public var value: ArgumentValue

    /// An argument of a call in the file `source`.
    init(source: SourceText, labelRange: ByteRange?, valueRange: ByteRange, value: ArgumentValue) {
        self.source = source
        self.labelRange = labelRange
        self.valueRange = valueRange
        self.value = value
    }
}

/// The shape of an argument's value (a key, a table name, a comment …).
public enum ArgumentValue: Sendable, Equatable {
    /// A string literal without interpolation: its value is known.
    case literal(StringLiteral)
    /// A string literal with interpolations: the key is a template.
    case template(StringLiteral)
    /// `expression ?? "literal"`: the literal is what shows when the expression is `nil`.
    case fallback(expression: SourceExpression, literal: StringLiteral)
    /// Anything else: a name, a member access, a call, a closure, a number …
    case expression(SourceExpression)

    /// The string literal of a `literal`, `template` or `fallback` value.
    public var stringLiteral: StringLiteral? {
        switch self {
        case .literal(let literal), .template(let literal), .fallback(_, let literal): return literal
        case .expression: return nil
        }
    }

    /// The decoded value of a `literal` value.
    public var literalValue: String? {
        if case .literal(let literal) = self { return literal.value }
        return nil
    }
}

/// A non-literal expression, classified by its outer shape.
public struct SourceExpression: Sendable, Equatable {
    /// The outer shape of an expression.
    public enum Kind: Sendable, Equatable {
        /// A plain name: `title`, `self`, `$0`.
        case identifier
        /// A dotted path of names: `item.title`, `Strings.greeting`, `.module`, `self.name`.
        case memberAccess
        /// Ends in a call: `makeTitle()`, `String(format: …)`, `L10n.title(count)`.
        case call
        /// A closure `{ … }`.
        case closure
        /// A number, `true`/`false`/`nil`.
        case otherLiteral
        /// Anything else (operators, subscripts, `try`, ternaries …).
        case other
    }

    /// The outer shape.
    public var kind: Kind
    /// The expression's bytes.
    public var range: ByteRange
    /// The file's bytes, which `text` is read from.
    let source: SourceText
    /// The expression's source text, whitespace collapsed (at most 256 bytes; longer text is cut).
    public var text: String { source.compactText(range) }

    /// An expression of the file `source`.
    init(kind: Kind, range: ByteRange, source: SourceText) {
        self.kind = kind
        self.range = range
        self.source = source
    }
}
