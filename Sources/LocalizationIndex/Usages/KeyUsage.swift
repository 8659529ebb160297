import SwiftSourceScanner
import TextPositions

/// One place in code that looks up a localization key, with what the lookup can be.
public struct KeyUsage: Sendable, Equatable {
    /// What the runtime will look up.
    public enum Lookup: Sendable, Hashable {
        /// A key known exactly (`Text("inbox.title")`).
        case key(String)
        /// A literal with interpolations that the compiler turns into one format key
        /// (`Text("\(n) items")` → `%lld items`); `expansions` are the texts the interpolations
        /// can produce, when enumerable (used to explain a missing template).
        case compilerTemplate(key: String, expansions: [String]?)
        /// A key assembled at run time (`NSLocalizedString("a.\(x)", …)`,
        /// `LocalizedStringKey(someString)`): `expansions` are the concrete keys, `nil` when they
        /// cannot be enumerated.
        case runtimeTemplate(pattern: String, expansions: [String]?)
    }

    /// How the usage was found.
    public enum Source: Sendable, Hashable {
        /// A call of a localization API (the entry point's name).
        case call(String)
        /// A literal typed `LocalizedStringKey`/`LocalizedStringResource` in a declaration, or an
        /// enum case whose raw type is one of them.
        case typedDeclaration(String)
        /// A call of the project's own function taking a `LocalizedStringKey`.
        case projectFunction(String)
        /// A call of a configured wrapper.
        case wrapper(String)
        /// A literal assigned to a name ending in `Key`/`Keys`: counted as a use, never required.
        case keyNamedLiteral(String)
    }

    /// Workspace-relative path of the Swift file.
    public var path: String
    /// The key argument's bytes (the literal, or the expression).
    public var range: ByteRange
    /// How it was found.
    public var source: Source
    /// What is looked up.
    public var lookup: Lookup
    /// The table (`Localizable` unless `table:`/`tableName:` says otherwise).
    public var table: String
    /// The bundle argument as written.
    public var bundleArgument: BundleReference
    /// The bundle the lookup goes to (`ModuleMap.mainBundle` or a package target's folder);
    /// `nil` when the `bundle:` expression cannot be followed (then every bundle may hold it).
    public var bundle: String?
    /// Whether the code ships to users (not preview, `#if DEBUG` or test code).
    public var isShipping: Bool
    /// The `comment:` argument's text.
    public var comment: String?
    /// Whether a default value (`defaultValue:`/`value:`) is shown when the key is missing.
    public var hasDefaultValue: Bool
    /// Where the interpolations' values were enumerated from (enum, list, switch), for messages.
    public var expansionSources: [String]
    /// Where `, bundle: .module` goes in the call, when the API takes a `bundle:` argument.
    public var bundleInsertionOffset: Int?
    /// For a literal with interpolations: the key with `*` for each interpolation
    /// (`today.howitworks.*.title`), what verdicts and unused-key match against.
    public var wildcardPattern: String?
    /// For a compiler template with interpolations of unknown type: the keys the compiler may
    /// have built instead of `lookup`'s (other specifiers); an entry for any of them satisfies it.
    public var alternativeKeys: [String]
    /// The `String(format:)` calls that format the looked-up text, with the arguments they pass.
    public var formatCalls: [FormatCall] = []
    /// Whether it is a `prompt:`/`placeholder:` literal of a call the project declares nowhere (a
    /// library's type, FlowDown's `AlertInputViewController(…, placeholder: "workgroup-xxx")`):
    /// a key only if the library types that parameter `LocalizedStringKey`, which the analysis
    /// cannot see.
    public var isPromptOfUndeclaredCall = false

    /// A `String(format: lookup, …)` (or `String.localizedStringWithFormat`) call formatting the
    /// looked-up text, directly or through a constant (`let format = String(localized: "k")`).
    public struct FormatCall: Sendable, Equatable {
        /// One argument after the format.
        public struct Argument: Sendable, Equatable {
            /// The argument's bytes.
            public var range: ByteRange
            /// Its type when evident (a literal's, a declaration's: `Double`, `String`); `nil` when
            /// the analysis cannot tell.
            public var type: String?

            /// Creates an argument.
            public init(range: ByteRange, type: String?) {
                self.range = range
                self.type = type
            }
        }

        /// The call's bytes.
        public var range: ByteRange
        /// The arguments after the format, in order.
        public var arguments: [Argument]

        /// Creates a call.
        public init(range: ByteRange, arguments: [Argument]) {
            self.range = range
            self.arguments = arguments
        }
    }

    /// Creates a usage.
    public init(
        path: String, range: ByteRange, source: Source, lookup: Lookup, table: String, bundleArgument: BundleReference,
        bundle: String?, isShipping: Bool, comment: String? = nil, hasDefaultValue: Bool = false,
        expansionSources: [String] = [], bundleInsertionOffset: Int? = nil, wildcardPattern: String? = nil,
        alternativeKeys: [String] = []
    ) {
        self.alternativeKeys = alternativeKeys
        self.wildcardPattern = wildcardPattern
        self.bundleInsertionOffset = bundleInsertionOffset
        self.path = path
        self.range = range
        self.source = source
        self.lookup = lookup
        self.table = table
        self.bundleArgument = bundleArgument
        self.bundle = bundle
        self.isShipping = isShipping
        self.comment = comment
        self.hasDefaultValue = hasDefaultValue
        self.expansionSources = expansionSources
    }

    /// Whether the key must exist in a catalog (false for name-convention guesses).
    public var isRequired: Bool {
        if case .keyNamedLiteral = source { return false }
        return true
    }

    /// Whether the key is known exactly (no interpolation).
    public var isExactKey: Bool {
        if case .key = lookup { return true }
        return false
    }

    /// Every concrete key the usage can look up (the compiler key for compiler templates, the
    /// expansions for runtime templates; empty when not enumerable).
    public var lookedUpKeys: [String] {
        switch lookup {
        case .key(let key): return [key]
        case .compilerTemplate(let key, _): return [key]
        case .runtimeTemplate(_, let expansions): return expansions ?? []
        }
    }

    /// Every key the usage keeps alive for `unused-key`: what is looked up plus, for compiler
    /// templates, the expansions (an entry written for them must not be deleted blindly).
    public var reachedKeys: [String] {
        switch lookup {
        case .key(let key): return [key]
        case .compilerTemplate(let key, let expansions): return [key] + alternativeKeys + (expansions ?? [])
        case .runtimeTemplate(_, let expansions): return expansions ?? []
        }
    }

    /// The key as shown in messages: the key, or the template pattern.
    public var displayKey: String {
        switch lookup {
        case .key(let key): return key
        case .compilerTemplate(let key, _): return key
        case .runtimeTemplate(let pattern, _): return pattern
        }
    }
}

/// A view or modifier that would localize a literal but receives a `String` that evidently holds
/// developer-written text: shown verbatim, never translated.
public struct VerbatimCandidate: Sendable, Hashable {
    /// Workspace-relative path.
    public var path: String
    /// The argument's bytes.
    public var range: ByteRange
    /// The view or modifier (`Text`, `navigationTitle`).
    public var callee: String
    /// The argument's source text.
    public var expression: String
    /// Why the text is developer-written ("a string literal", "the raw value of enum Tab").
    public var origin: String
    /// Whether the code ships to users.
    public var isShipping: Bool
    /// The developer-written texts the argument can show (the literal, the literals a property
    /// returns, the enum's raw values), interpolations written `%@`: what decides whether the text
    /// is words to translate, a name, or code.
    public var texts: [String]
    /// The property, constant or function holding the texts (`appName`), when there is one.
    public var holderName: String?

    /// Creates a candidate.
    public init(
        path: String, range: ByteRange, callee: String, expression: String, origin: String, isShipping: Bool,
        texts: [String] = [], holderName: String? = nil
    ) {
        self.path = path
        self.range = range
        self.callee = callee
        self.expression = expression
        self.origin = origin
        self.isShipping = isShipping
        self.texts = texts
        self.holderName = holderName
    }
}
