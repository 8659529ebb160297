import TextPositions

/// A call of any function, initializer or method, as the shallow parser sees it.
///
/// The scanner records calls of localization entry points as `LocalizationCallSite`; other calls
/// that pass a string literal or a plain name are kept as `CallSite` so the project index can match
/// them against the project's own declarations that take `LocalizedStringKey` parameters.
public struct CallSite: Sendable, Equatable, SummaryRow {
    /// The file's tables, which every field is read from.
    let tables: SummaryTables
    /// Index in `tables.calls`.
    let index: Int32

    /// A call's record is in `tables.calls`.
    static func records(in tables: SummaryTables) -> RecordTable<CallRecord> { tables.calls }

    /// The called name's last component: `Text`, `navigationTitle`, `init`, `localizedString`.
    public var callee: String { source.identifier(calleeRange) }
    /// The source text before the callee's last component when it is a plain dotted name
    /// (`Bundle.main` in `Bundle.main.localizedString(…)`, `SwiftUI` in `SwiftUI.Text(…)`), `""`
    /// for an implicit member (`.navigationTitle(…)`, `.init(…)`), `nil` when there is no base or
    /// it is an expression (a call chain such as `Text("a").font(…)`).
    public var base: String? { record.base.optionalRange.map { source.compactText($0) } }
    /// Whether the callee is written with a leading dot or after another expression, i.e. it is
    /// a method or modifier (`.help("…")`), not a free function or a type's initializer.
    public var isMember: Bool { record.isMember }
    /// The callee's last name component.
    public var calleeRange: ByteRange { record.callee.range }
    /// From the callee's name to the closing parenthesis (or the last trailing closure).
    public var range: ByteRange { record.range.range }
    /// The arguments inside the parentheses, in order.
    public var arguments: Arguments {
        let record = record
        return Arguments(tables: tables, start: record.argumentStart, count: Int(record.argumentCount))
    }
    /// Number of trailing closures after the parentheses.
    public var trailingClosureCount: Int { Int(record.trailingClosureCount) }

    /// Whether the callee is `name`, compared by bytes (no string is made).
    public func calleeIs(_ name: StaticString) -> Bool { source.identifier(calleeRange, is: name) }

    /// Argument labels in order, `nil` for an unlabeled argument.
    public var labels: [String?] { arguments.map(\.label) }

    /// The first argument labelled `label`.
    public func argument(labeled label: String) -> CallArgument? {
        arguments.first { $0.label == label }
    }

    /// Equal when every field is (the same call of the same tables is checked first).
    public static func == (lhs: CallSite, rhs: CallSite) -> Bool {
        if lhs.isSameRow(as: rhs) { return true }
        let (left, right) = (lhs.record, rhs.record)
        return left.base == right.base && left.callee == right.callee && left.range == right.range
            && left.isMember == right.isMember && left.trailingClosureCount == right.trailingClosureCount
            && lhs.source == rhs.source && lhs.arguments.elementsEqual(rhs.arguments)
    }

    /// A call's arguments, read from the file's tables.
    public struct Arguments: SummaryRowList, Sendable {
        /// Each is a `CallArgument`.
        public typealias Element = CallArgument
        /// Which rows of `tables.arguments`.
        let rows: RowRange
    }
}

/// One argument of a call.
public struct CallArgument: Sendable, Equatable, SummaryRow {
    /// The file's tables, which every field is read from.
    let tables: SummaryTables
    /// Index in `tables.arguments`.
    let index: Int32

    /// An argument's record is in `tables.arguments`.
    static func records(in tables: SummaryTables) -> RecordTable<ArgumentRecord> { tables.arguments }

    /// The label, or `nil` for an unlabeled argument.
    public var label: String? { labelRange.map(tables.source.identifier) }
    /// The label's bytes, when there is one.
    public var labelRange: ByteRange? { record.label.optionalRange }
    /// The value expression's bytes (after the colon, without surrounding spaces).
    public var valueRange: ByteRange { record.valueRange.range }
    /// What the value is.
    public var value: ArgumentValue { tables.argumentValue(record) }

    /// Equal when every field is (the same argument of the same tables is checked first).
    public static func == (lhs: CallArgument, rhs: CallArgument) -> Bool {
        if lhs.isSameRow(as: rhs) { return true }
        return lhs.record.label == rhs.record.label && lhs.record.valueRange == rhs.record.valueRange
            && lhs.tables.source == rhs.tables.source && lhs.value == rhs.value
    }
}

extension SummaryTables {
    /// The public value of an argument's record.
    func argumentValue(_ record: ArgumentRecord) -> ArgumentValue {
        switch record.shape {
        case .literal: return .literal(StringLiteral(tables: self, index: record.literal))
        case .template: return .template(StringLiteral(tables: self, index: record.literal))
        case .fallback:
            return .fallback(expression: SourceExpression(kind: record.expressionKind, range: record.expression.range, source: source),
                             literal: StringLiteral(tables: self, index: record.literal))
        case .expression: return .expression(SourceExpression(kind: record.expressionKind, range: record.expression.range, source: source))
        }
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
