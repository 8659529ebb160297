import TextPositions

/// A call whose argument the runtime looks up as a localization key (or, for `Text(verbatim:)`,
/// deliberately does not).
public struct LocalizationCallSite: Sendable, Equatable, SummaryRow {
    /// The file's tables, which every field is read from.
    let tables: SummaryTables
    /// Index in `tables.sites`.
    let index: Int32

    /// A call site's record is in `tables.sites`.
    static func records(in tables: SummaryTables) -> RecordTable<SiteRecord> { tables.sites }

    /// Which API this is.
    public var entryPoint: EntryPoint { EntryPoint(kind: record.kind, name: call.callee) }
    /// The call itself: callee, labels, ranges, every argument.
    public var call: CallSite { CallSite(tables: tables, index: record.call) }
    /// Index in `call.arguments` of the argument looked up as the key (or shown verbatim).
    public var keyArgumentIndex: Int { Int(record.keyArgumentIndex) }
    /// The `table:` / `tableName:` argument.
    public var table: ArgumentValue? { argumentValue(record.table) }
    /// The `bundle:` argument.
    public var bundle: BundleReference {
        let record = record
        switch record.bundle {
        case .absent: return .absent
        case .module: return .module
        case .bundleMacro: return .bundleMacro
        case .main: return .main
        case .other: return .other(tables.source.compactText(record.bundleText.range))
        }
    }
    /// The `comment:` argument.
    public var comment: ArgumentValue? { argumentValue(record.comment) }
    /// The `defaultValue:` (`String(localized:defaultValue:)`) or `value:` (`NSLocalizedString`,
    /// `Bundle.localizedString`) argument.
    public var defaultValue: ArgumentValue? { argumentValue(record.defaultValue) }

    /// The value of the call's argument at `position`, `nil` for -1.
    private func argumentValue(_ position: Int32) -> ArgumentValue? {
        guard position >= 0 else { return nil }
        let call = tables.calls[Int(record.call)]
        return tables.argumentValue(tables.arguments[Int(call.argumentStart + position)])
    }

    /// The key argument.
    public var keyArgument: CallArgument { call.arguments[keyArgumentIndex] }
    /// The key argument's value.
    public var key: ArgumentValue { keyArgument.value }
    /// The callee name (`Text`, `navigationTitle`, `NSLocalizedString` …).
    public var callee: String { call.callee }
    /// Whether the text is shown as written, without lookup (`Text(verbatim:)`): rules skip it.
    public var isVerbatim: Bool { record.kind == .verbatimText }
    /// The literal table name, when the table argument is a literal; `nil` both when absent (the
    /// default table `Localizable`) and when it is an expression (see `table`).
    public var tableName: String? { table?.literalValue }

    /// Equal when every field is (the same site of the same tables is checked first).
    public static func == (lhs: LocalizationCallSite, rhs: LocalizationCallSite) -> Bool {
        if lhs.isSameRow(as: rhs) { return true }
        let (left, right) = (lhs.record, rhs.record)
        return left.kind == right.kind && left.keyArgumentIndex == right.keyArgumentIndex && left.table == right.table
            && left.comment == right.comment && left.defaultValue == right.defaultValue && lhs.bundle == rhs.bundle
            && lhs.call == rhs.call
    }
}

/// A localization API, named by its callee.
public struct EntryPoint: Sendable, Equatable, Hashable {
    /// The family of localization APIs a call belongs to.
    public enum Kind: String, Sendable, Equatable, Hashable {
        /// A SwiftUI view initializer taking a `LocalizedStringKey` (`Text`, `Button`, `Label` …).
        case view
        /// A SwiftUI modifier taking a `LocalizedStringKey` (`navigationTitle`, `help` …).
        case modifier
        /// A `prompt:` or `placeholder:` argument holding a literal, in any call.
        case promptArgument
        /// `String(localized:…)`.
        case stringLocalized
        /// `LocalizedStringKey(…)`.
        case localizedStringKey
        /// `LocalizedStringResource(…)`, also `.init(…)` where the type is known to be it.
        case localizedStringResource
        /// `AttributedString(localized:…)`.
        case attributedStringLocalized
        /// `NSLocalizedString(_:tableName:bundle:value:comment:)`.
        case nsLocalizedString
        /// `….localizedString(forKey:value:table:)` on a `Bundle`.
        case bundleLocalizedString
        /// `Text(verbatim:)`: shown as written, recorded so rules can tell it apart.
        case verbatimText
    }

    /// The API family.
    public var kind: Kind
    /// The callee name as written (`Text`, `navigationTitle`, `String` …).
    public var name: String

    public init(kind: Kind, name: String) {
        self.kind = kind
        self.name = name
    }
}

/// What a call passes as `bundle:`, which decides where the runtime looks the key up.
public enum BundleReference: Sendable, Equatable {
    /// No `bundle:` argument: the main bundle (wrong inside a package that owns its catalog).
    case absent
    /// `.module` or `Bundle.module`.
    case module
    /// The `#bundle` macro (Xcode 26), the module's own bundle.
    case bundleMacro
    /// `.main` or `Bundle.main`.
    case main
    /// Another expression, with its source text.
    case other(String)
}
