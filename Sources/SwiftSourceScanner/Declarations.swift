import TextPositions

/// A type declaration (or extension) and where it sits.
public struct TypeDeclaration: Sendable, Equatable {
    /// What introduces the type.
    public enum Kind: String, Sendable, Equatable {
        case `struct`, `class`, `enum`, `actor`, `protocol`, `extension`
    }

    /// The keyword.
    public var kind: Kind
    /// The type's name; for an extension, the extended type as written (`Foo.Bar`).
    public var name: String
    /// Names of the enclosing types, outermost first.
    public var nestingPath: [String]
    /// The inheritance / conformance list as written (`View`, `PreviewProvider` …).
    public var inheritance: [String]
    /// From the keyword to the closing brace.
    public var range: ByteRange
    /// The name's bytes.
    public var nameRange: ByteRange

    public init(
        kind: Kind, name: String, nestingPath: [String], inheritance: [String], range: ByteRange,
        nameRange: ByteRange
    ) {
        self.kind = kind
        self.name = name
        self.nestingPath = nestingPath
        self.inheritance = inheritance
        self.range = range
        self.nameRange = nameRange
    }
}

/// An enum with its cases, as the analysis needs it to expand `"a.\(x).title"` over `x`'s cases.
public struct EnumDeclaration: Sendable, Equatable {
    /// The enum's name.
    public var name: String
    /// Names of the enclosing types, outermost first.
    public var nestingPath: [String]
    /// The first inherited type when it is a raw type the compiler accepts (`String`, `Int` and
    /// the other integer and floating-point types, `Character`, `LocalizedStringKey`,
    /// `LocalizedStringResource`); `nil` otherwise (no list, or it starts with a protocol).
    public var rawType: String?
    /// The inheritance list as written.
    public var inheritance: [String]
    /// The cases in declaration order (cases declared in extensions are not included: Swift
    /// does not allow them).
    public var cases: [EnumCase]
    /// From `enum` to the closing brace.
    public var range: ByteRange
    /// The name's bytes.
    public var nameRange: ByteRange

    public init(
        name: String, nestingPath: [String], rawType: String?, inheritance: [String], cases: [EnumCase],
        range: ByteRange, nameRange: ByteRange
    ) {
        self.name = name
        self.nestingPath = nestingPath
        self.rawType = rawType
        self.inheritance = inheritance
        self.cases = cases
        self.range = range
        self.nameRange = nameRange
    }

    /// The name qualified with its enclosing types (`Settings.Section`).
    public var qualifiedName: String { (nestingPath + [name]).joined(separator: ".") }
}

/// One case of an enum.
public struct EnumCase: Sendable, Equatable {
    /// The case name (without backticks).
    public var name: String
    /// The raw value as the compiler assigns it: the explicit literal's value, or the implicit one
    /// (the case name for `String`-backed enums, the previous integer + 1 for `Int`-backed ones);
    /// `nil` without a raw type or when it is not a literal.
    public var rawValue: String?
    /// Whether `rawValue` was written in the source.
    public var hasExplicitRawValue: Bool
    /// Whether the case carries associated values (`case item(Int)`).
    public var hasAssociatedValues: Bool
    /// The case name's bytes.
    public var nameRange: ByteRange

    public init(name: String, rawValue: String?, hasExplicitRawValue: Bool, hasAssociatedValues: Bool, nameRange: ByteRange) {
        self.name = name
        self.rawValue = rawValue
        self.hasExplicitRawValue = hasExplicitRawValue
        self.hasAssociatedValues = hasAssociatedValues
        self.nameRange = nameRange
    }
}

/// A stored or computed property, a local, or a parameter, with what the file says about its type
/// and value.
public struct ValueDeclaration: Sendable, Equatable, SummaryRow {
    /// Where the name is declared.
    public enum Kind: String, Sendable, Equatable {
        /// A member of a type (`static` or not), stored or computed.
        case property
        /// A top-level variable or constant.
        case global
        /// A `let`/`var` inside a function, closure or accessor body.
        case local
        /// A function, initializer, subscript or closure parameter (`{ topic in … }`).
        case parameter
    }

    /// The file's tables, which every field is read from.
    let tables: SummaryTables
    /// Index in `tables.values`.
    let index: Int32

    /// A declaration's record is in `tables.values`.
    static func records(in tables: SummaryTables) -> RecordTable<ValueRecord> { tables.values }

    /// Where the name is declared.
    public var kind: Kind { record.kind }
    /// The name (for a parameter: its internal name).
    public var name: String { source.identifier(nameRange) }
    /// Whether it is a `let`.
    public var isConstant: Bool { record.isConstant }
    /// Whether it is `static` or `class`.
    public var isStatic: Bool { record.isStatic }
    /// Names of the enclosing types, outermost first.
    public var typePath: [String] { tables.typePaths[Int(record.typePath)] }
    /// Where the type annotation is written, if there is one.
    public var declaredTypeRange: ByteRange? { record.declaredType.optionalRange }
    /// The type annotation as written, whitespace collapsed (`String`, `LocalizedStringKey?`, `[String]`).
    public var declaredType: String? { declaredTypeRange.map { source.compactText($0) } }
    /// What the initializer (or, for a computed property, the body) is.
    public var value: ValueOrigin? { tables.valueOrigin(record.origin) }
    /// The type the initializer evidently has when no type is written (see `obviousType`).
    public var inferredType: String? { record.inferredType.text(in: tables.source) }
    /// The declared type, or the type the initializer evidently has (`String` for `= "a"`,
    /// `Int` for `= 3`, `LocalizedStringResource` for `= LocalizedStringResource(…)`, `String`
    /// for `= String(localized:…)`); `nil` when the file alone cannot tell.
    public var obviousType: String? { declaredType ?? inferredType }
    /// The name's bytes.
    public var nameRange: ByteRange { record.name.range }
    /// Where the name is visible: the enclosing body for locals and parameters, the enclosing
    /// type for properties, the whole file for globals.
    public var scope: ByteRange { record.scope.range }
    /// Where the sequence of `elementOf` is written.
    public var elementRange: ByteRange? { record.element.optionalRange }
    /// For a closure parameter or `for` loop variable bound to each element of a sequence
    /// (`ForEach(Topic.allCases) { topic in`, `Topic.allCases.map { topic in`,
    /// `for topic in Topic.allCases`): the sequence as written (`Topic.allCases`).
    public var elementOf: String? { elementRange.map { source.compactText($0) } }

    /// Equal when every field is (the same declaration of the same tables is checked first).
    public static func == (lhs: ValueDeclaration, rhs: ValueDeclaration) -> Bool {
        if lhs.isSameRow(as: rhs) { return true }
        let (left, right) = (lhs.record, rhs.record)
        return left.kind == right.kind && left.name == right.name && left.isConstant == right.isConstant
            && left.isStatic == right.isStatic && left.declaredType == right.declaredType && left.scope == right.scope
            && left.element == right.element && lhs.source == rhs.source && lhs.typePath == rhs.typePath
            && lhs.inferredType == rhs.inferredType && lhs.value == rhs.value
    }
}

/// Where a value comes from, as far as the file shows.
public enum ValueOrigin: Sendable, Equatable {
    /// A string literal (maybe with interpolations).
    case stringLiteral(StringLiteral)
    /// Texts a ternary (possibly nested), a `switch` of literals or a literal-only computed
    /// property can produce; `isComplete` is `false` when some branch is not a literal.
    case literals([StringLiteral], isComplete: Bool)
    /// An array literal of string literals (`["a", "b"]`).
    case literalArray([StringLiteral])
    /// A number literal, with its text.
    case number(String)
    /// A call of a localization entry point: the value is already localized
    /// (`String(localized:)`, `NSLocalizedString`) or a key/resource
    /// (`LocalizedStringKey(…)`, `LocalizedStringResource(…)`).
    case localizationCall(LocalizationCallSite)
    /// Any other expression.
    case expression(SourceExpression)
}

/// A function, initializer or subscript with its parameters; also the memberwise initializer the
/// compiler synthesizes for a struct without explicit initializers.
public struct FunctionDeclaration: Sendable, Equatable, SummaryRow {
    /// What declares it.
    public enum Kind: String, Sendable, Equatable {
        case function, initializer, subscriptDeclaration, memberwiseInitializer
    }

    /// The file's tables, which every field is read from.
    let tables: SummaryTables
    /// Index in `tables.functions`.
    let index: Int32

    /// A function's record is in `tables.functions`.
    static func records(in tables: SummaryTables) -> RecordTable<FunctionRecord> { tables.functions }

    /// What declares it.
    public var kind: Kind { record.kind }
    /// The function's name (`init` for initializers, `subscript` for subscripts).
    public var name: String { kind == .memberwiseInitializer ? "init" : source.identifier(nameRange) }
    /// Names of the enclosing types, outermost first (for an initializer: the type it creates).
    public var typePath: [String] { tables.typePaths[Int(record.typePath)] }
    /// The parameters in order.
    public var parameters: Parameters {
        let record = record
        return Parameters(tables: tables, start: record.parameterStart, count: Int(record.parameterCount))
    }
    /// Where the return type is written, if anywhere.
    public var returnTypeRange: ByteRange? { record.returnType.optionalRange }
    /// The return type as written, if any.
    public var returnType: String? { returnTypeRange.map { source.compactText($0) } }
    /// Whether it is `static` or `class`.
    public var isStatic: Bool { record.isStatic }
    /// From the keyword (or the struct's name) to the end of the body.
    public var range: ByteRange { record.range.range }
    /// The name's bytes (for a memberwise initializer: the struct's name).
    public var nameRange: ByteRange { record.name.range }

    /// Whether any parameter is typed `LocalizedStringKey` or `LocalizedStringResource`
    /// (optional or not): calls of it are localization call sites.
    public var takesLocalizedText: Bool { parameters.contains(where: \.isLocalizedText) }

    /// Equal when every field is (the same function of the same tables is checked first).
    public static func == (lhs: FunctionDeclaration, rhs: FunctionDeclaration) -> Bool {
        if lhs.isSameRow(as: rhs) { return true }
        let (left, right) = (lhs.record, rhs.record)
        return left.kind == right.kind && left.name == right.name && left.range == right.range
            && left.returnType == right.returnType && left.isStatic == right.isStatic && lhs.source == rhs.source
            && lhs.typePath == rhs.typePath && lhs.parameters.elementsEqual(rhs.parameters)
    }

    /// A function's parameters, read from the file's tables.
    public struct Parameters: SummaryRowList, Sendable, Equatable {
        /// Each is a `Parameter`.
        public typealias Element = Parameter
        /// Which rows of `tables.parameters`.
        let rows: RowRange

        /// Equal when the parameters are.
        public static func == (lhs: Parameters, rhs: Parameters) -> Bool { lhs.elementsEqual(rhs) }
    }
}

/// One parameter of a function or initializer.
public struct Parameter: Sendable, Equatable, SummaryRow {
    /// The file's tables, which every field is read from.
    let tables: SummaryTables
    /// Index in `tables.parameters`.
    let index: Int32

    /// A parameter's record is in `tables.parameters`.
    static func records(in tables: SummaryTables) -> RecordTable<ParameterRecord> { tables.parameters }

    /// Where the label is written; `nil` for `_`.
    public var labelRange: ByteRange? { record.label.optionalRange }
    /// The argument label callers write, `nil` for `_`.
    public var label: String? { labelRange.map(source.identifier) }
    /// Where the name used inside the body is written.
    public var nameRange: ByteRange { record.name.range }
    /// The name used inside the body.
    public var name: String { source.identifier(nameRange) }
    /// Where the type is written (`nil` for a memberwise initializer's parameter whose property
    /// has no written type: then the property's initializer tells the type).
    public var typeRange: ByteRange? { record.type.optionalRange }
    /// The type as written (`LocalizedStringKey`, `String?` …), without attributes.
    public var type: String { typeRange.map { source.compactText($0) } ?? record.inferredType.text(in: source) ?? "" }
    /// Whether it has a default value.
    public var hasDefault: Bool { record.hasDefault }
    /// Whether the type is `LocalizedStringKey` / `LocalizedStringResource` (optional or not),
    /// decided when the file is scanned.
    public var isLocalizedText: Bool { record.isLocalizedText }

    /// Equal when every field is (the same parameter of the same tables is checked first).
    public static func == (lhs: Parameter, rhs: Parameter) -> Bool {
        if lhs.isSameRow(as: rhs) { return true }
        let (left, right) = (lhs.record, rhs.record)
        return left.label == right.label && left.name == right.name && left.type == right.type
            && left.hasDefault == right.hasDefault && left.isLocalizedText == right.isLocalizedText && lhs.source == rhs.source
            && left.inferredType.text(in: lhs.source) == right.inferredType.text(in: rhs.source)
    }
}

/// Byte-level tests on type names as the scanner writes them (`String?`, `SwiftUI.LocalizedStringKey`):
/// the scanner asks them for every declaration, so they compare UTF-8 bytes instead of
/// `Character`s (`hasSuffix` on a `String` walks grapheme clusters).
enum TypeName {
    /// `type` without trailing `?` and `!`.
    static func unwrapped(_ type: String) -> Substring.UTF8View {
        var end = type.utf8.endIndex
        let start = type.utf8.startIndex
        while end > start {
            let before = type.utf8.index(before: end)
            let byte = type.utf8[before]
            guard byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") else { break }
            end = before
        }
        return type.utf8[start..<end]
    }

    /// `name` without `prefix` when it starts with it.
    static func dropping(_ prefix: StaticString, from name: Substring.UTF8View) -> Substring.UTF8View {
        let count = prefix.utf8CodeUnitCount
        guard name.count > count else { return name }
        var index = name.startIndex
        for offset in 0..<count {
            if name[index] != prefix.utf8Start[offset] { return name }
            index = name.index(after: index)
        }
        return name[index...]
    }

    /// Whether the bytes of `name` spell `text`.
    static func equals(_ name: Substring.UTF8View, _ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard name.count == count else { return false }
        var index = name.startIndex
        for offset in 0..<count {
            if name[index] != text.utf8Start[offset] { return false }
            index = name.index(after: index)
        }
        return true
    }

    /// `LocalizedStringKey` or `LocalizedStringResource`, maybe qualified, maybe optional.
    static func isLocalizedText(_ type: String) -> Bool {
        let base = dropping("Foundation.", from: dropping("SwiftUI.", from: unwrapped(type)))
        return equals(base, "LocalizedStringKey") || equals(base, "LocalizedStringResource")
    }

    /// `String`, `LocalizedStringKey` or `LocalizedStringResource`, with their own module's
    /// qualification, maybe optional.
    static func isText(_ type: String) -> Bool {
        let base = unwrapped(type)
        return equals(base, "String") || equals(base, "LocalizedStringKey") || equals(base, "LocalizedStringResource")
            || equals(base, "Swift.String") || equals(base, "SwiftUI.LocalizedStringKey")
            || equals(base, "Foundation.LocalizedStringResource")
    }
}

/// A computed property or function whose results are string literals, e.g.
/// `var title: String { switch self { case .a: "A"; case .b: "B" } }`.
public struct LiteralProducer: Sendable, Equatable {
    /// Whether a property or a function produces the literals.
    public enum Kind: String, Sendable, Equatable {
        case computedProperty, function
    }

    /// Property or function.
    public var kind: Kind
    /// Its name.
    public var name: String
    /// Names of the enclosing types, outermost first.
    public var typePath: [String]
    /// The declared (return) type: `String`, `LocalizedStringKey`, `LocalizedStringResource`
    /// (optionally optional). With a localized type, the literals are keys themselves.
    public var type: String
    /// Every literal it can return, in source order.
    public var literals: [StringLiteral]
    /// `false` when some result is not a literal (then `literals` is a partial list).
    public var isComplete: Bool
    /// For a body that is a `switch`: each case's patterns (`.a`, `.b`, `default`) and result.
    public var cases: [SwitchCaseValue]
    /// The declaration's bytes.
    public var range: ByteRange

    public init(
        kind: Kind, name: String, typePath: [String], type: String, literals: [StringLiteral], isComplete: Bool,
        cases: [SwitchCaseValue], range: ByteRange
    ) {
        self.kind = kind
        self.name = name
        self.typePath = typePath
        self.type = type
        self.literals = literals
        self.isComplete = isComplete
        self.cases = cases
        self.range = range
    }
}

/// One `case` of a `switch` and the value it yields or assigns.
public struct SwitchCaseValue: Sendable, Equatable {
    /// The case's patterns as written (`.a`, `.b(let x)`, `default`).
    public var patterns: [String]
    /// The literal it yields or assigns, `nil` when the value is not a literal.
    public var literal: StringLiteral?

    public init(patterns: [String], literal: StringLiteral?) {
        self.patterns = patterns
        self.literal = literal
    }
}

/// A variable assigned a literal in the cases of a `switch`:
/// `switch kind { case .a: key = "x"; case .b: key = "y" }`.
public struct SwitchAssignment: Sendable, Equatable {
    /// The assigned variable's name as written (`key`, `self.key`).
    public var variable: String
    /// The switch subject's text.
    public var subject: String
    /// The assignments by case, in order.
    public var cases: [SwitchCaseValue]
    /// The `switch` statement's bytes.
    public var range: ByteRange

    public init(variable: String, subject: String, cases: [SwitchCaseValue], range: ByteRange) {
        self.variable = variable
        self.subject = subject
        self.cases = cases
        self.range = range
    }

    /// Every literal value assigned.
    public var literals: [StringLiteral] { cases.compactMap(\.literal) }
}

/// A string literal assigned to a name ending in `Key` or `Keys` (a property, a function result,
/// an array element, an argument label): by convention a localization key.
public struct KeyNamedLiteral: Sendable, Equatable {
    /// The name (`titleKey`, `detailKeys`).
    public var name: String
    /// The literal.
    public var literal: StringLiteral

    public init(name: String, literal: StringLiteral) {
        self.name = name
        self.literal = literal
    }
}
