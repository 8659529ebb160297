import TextPositions

/// A call whose argument the runtime looks up as a localization key (or, for `Text(verbatim:)`,
/// deliberately does not).
public struct LocalizationCallSite: Sendable, Equatable {
    /// Which API this is.
    public var entryPoint: EntryPoint
    /// The call itself: callee, labels, ranges, every argument.
    public var call: CallSite
    /// Index in `call.arguments` of the argument looked up as the key (or shown verbatim).
    public var keyArgumentIndex: Int
    /// The `table:` / `tableName:` argument.
    public var table: ArgumentValue?
    /// The `bundle:` argument.
    public var bundle: BundleReference
    /// The `comment:` argument.
    public var comment: ArgumentValue?
    /// The `defaultValue:` (`String(localized:defaultValue:)`) or `value:` (`NSLocalizedString`,
    /// `Bundle.localizedString`) argument.
    public var defaultValue: ArgumentValue?

    public init(
        entryPoint: EntryPoint, call: CallSite, keyArgumentIndex: Int, table: ArgumentValue?,
        bundle: BundleReference, comment: ArgumentValue?, defaultValue: ArgumentValue?
    ) {
        self.entryPoint = entryPoint
        self.call = call
        self.keyArgumentIndex = keyArgumentIndex
        self.table = table
        self.bundle = bundle
        self.comment = comment
        self.defaultValue = defaultValue
    }

    /// The key argument.
    public var keyArgument: CallArgument { call.arguments[keyArgumentIndex] }
    /// The key argument's value.
    public var key: ArgumentValue { keyArgument.value }
    /// The callee name (`Text`, `navigationTitle`, `NSLocalizedString` …).
    public var callee: String { call.callee }
    /// Whether the text is shown as written, without lookup (`Text(verbatim:)`): rules skip it.
    public var isVerbatim: Bool { entryPoint.kind == .verbatimText }
    /// The literal table name, when the table argument is a literal; `nil` both when absent (the
    /// default table `Localizable`) and when it is an expression (see `table`).
    public var tableName: String? { table?.literalValue }
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
