import TextPositions

/// One language's localization of an entry (`localizations[locale]`).
public struct CatalogLocalization: Sendable, Equatable {
    /// Apple's locale id (`"de"`, `"pt-BR"`, `"zh-Hans"`).
    public var locale: String
    /// The locale key, including quotes.
    public var localeRange: ByteRange
    /// What the localization holds.
    public var content: LocalizedContent

    /// A localization built in code.
    public init(locale: String, localeRange: ByteRange = ByteRange(at: 0), content: LocalizedContent) {
        self.locale = locale
        self.localeRange = localeRange
        self.content = content
    }

    /// A simple localization: one string unit.
    public init(locale: String, state: TranslationState, value: String) {
        self.init(locale: locale, content: LocalizedContent(stringUnit: StringUnit(state: state, value: value)))
    }
}

/// The body shared by a localization, a variation case and a substitution's variants: a string
/// unit, a string set, variations, substitutions — one shape at a time in Xcode files, but the
/// model keeps whatever it finds.
public struct LocalizedContent: Sendable, Equatable {
    /// `stringUnit`: state and value.
    public var stringUnit: StringUnit?
    /// `stringSet`: state and alternative phrasings (App Shortcuts).
    public var stringSet: StringSet? {
        get { rare?.stringSet }
        set { updateRare { $0.stringSet = newValue } }
    }
    /// `variations`: plural and/or device cases.
    public var variations: CatalogVariations? {
        get { rare?.variations }
        set { updateRare { $0.variations = newValue } }
    }
    /// `substitutions`: the `%#@name@` variables of the unit's value, in file order.
    public var substitutions: [CatalogSubstitution]?
    /// Unknown members, or known ones of the wrong type, kept for writing.
    public var extraFields: [JSONMember]
    /// The object, from `{` to `}`.
    public var range: ByteRange
    /// The value as read when it is not an object (a wrong-type problem was reported); written
    /// back unchanged.
    public var malformedValue: JSONNode? {
        get { rare?.malformedValue }
        set { updateRare { $0.malformedValue = newValue } }
    }

    /// The less common parts, boxed so the common case (one string unit) stays small to copy.
    private var rare: RareContent?

    /// Copy-on-write update of the boxed parts.
    private mutating func updateRare(_ change: (RareContent) -> Void) {
        let isUnique = isKnownUniquelyReferenced(&rare)
        let box = rare.map { isUnique ? $0 : $0.copy() } ?? RareContent()
        change(box)
        rare = box.stringSet == nil && box.variations == nil && box.malformedValue == nil ? nil : box
    }

    /// Equal when every stored part is equal (derived caches aside).

    public static func == (lhs: LocalizedContent, rhs: LocalizedContent) -> Bool {
        lhs.stringUnit == rhs.stringUnit && lhs.stringSet == rhs.stringSet && lhs.variations == rhs.variations
            && lhs.substitutions == rhs.substitutions && lhs.extraFields == rhs.extraFields && lhs.range == rhs.range
            && lhs.malformedValue == rhs.malformedValue
    }

    /// Content built in code.
    public init(
        stringUnit: StringUnit? = nil, stringSet: StringSet? = nil, variations: CatalogVariations? = nil,
        substitutions: [CatalogSubstitution]? = nil, extraFields: [JSONMember] = [], range: ByteRange = ByteRange(at: 0)
    ) {
        self.stringUnit = stringUnit
        self.substitutions = substitutions
        self.extraFields = extraFields
        self.range = range
        if stringSet != nil { self.stringSet = stringSet }
        if variations != nil { self.variations = variations }
    }

    /// The substitution named `name`, or `nil`.
    public func substitution(named name: String) -> CatalogSubstitution? {
        substitutions?.last { $0.name == name }
    }

    /// Every string unit reachable from here (variations and substitutions included), each with
    /// the path of variation/substitution names leading to it.
    public var leafUnits: [(path: [VariationStep], unit: StringUnit)] {
        var result: [(path: [VariationStep], unit: StringUnit)] = []
        collectLeafUnits(path: [], into: &result)
        return result
    }

    func collectLeafUnits(path: [VariationStep], into result: inout [(path: [VariationStep], unit: StringUnit)]) {
        if let stringUnit { result.append((path, stringUnit)) }
        if let variations {
            for variation in variations.plural ?? [] {
                variation.content.collectLeafUnits(path: path + [.plural(variation.name)], into: &result)
            }
            for variation in variations.device ?? [] {
                variation.content.collectLeafUnits(path: path + [.device(variation.name)], into: &result)
            }
        }
        for substitution in substitutions ?? [] {
            substitution.variations?.collectLeafUnits(path: path + [.substitution(substitution.name)], into: &result)
        }
    }
}

/// One step on the way from a localization to a leaf unit.
public enum VariationStep: Sendable, Hashable {
    /// A plural category (`one`, `other`…).
    case plural(String)
    /// A device (`iphone`, `mac`, `other`…).
    case device(String)
    /// A substitution by name.
    case substitution(String)
}

/// `stringUnit`: one translated text and its state.
public struct StringUnit: Sendable, Equatable {
    /// `state`; `nil` when missing or not a string.
    public var state: TranslationState?
    /// `value`; `nil` when missing or not a string.
    public var value: String?
    /// Unknown members, or known ones of the wrong type, kept for writing.
    public var extraFields: [JSONMember]
    /// The unit object.
    public var range: ByteRange
    /// The `state` value, including quotes.
    public var stateRange: ByteRange?
    /// The `value` value, including quotes.
    public var valueRange: ByteRange?

    /// A unit built in code.
    public init(
        state: TranslationState?, value: String?, extraFields: [JSONMember] = [], range: ByteRange = ByteRange(at: 0),
        stateRange: ByteRange? = nil, valueRange: ByteRange? = nil
    ) {
        self.state = state
        self.value = value
        self.extraFields = extraFields
        self.range = range
        self.stateRange = stateRange
        self.valueRange = valueRange
    }
}

/// `stringSet`: alternative phrasings (App Shortcuts) sharing one state.
public struct StringSet: Sendable, Equatable {
    /// `state`.
    public var state: TranslationState?
    /// `values`; `nil` when missing or not an array of strings.
    public var values: [String]?
    /// Unknown members, kept for writing.
    public var extraFields: [JSONMember]
    /// The set object.
    public var range: ByteRange
    /// The `state` value.
    public var stateRange: ByteRange?
    /// Each string of `values`, in order.
    public var valueRanges: [ByteRange]

    /// A set built in code.
    public init(
        state: TranslationState?, values: [String]?, extraFields: [JSONMember] = [], range: ByteRange = ByteRange(at: 0),
        stateRange: ByteRange? = nil, valueRanges: [ByteRange] = []
    ) {
        self.state = state
        self.values = values
        self.extraFields = extraFields
        self.range = range
        self.stateRange = stateRange
        self.valueRanges = valueRanges
    }
}

/// `variations`: per plural category and/or per device.
public struct CatalogVariations: Sendable, Equatable {
    /// `plural` cases in file order (`one`, `other`…), or `nil`.
    public var plural: [CatalogVariation]?
    /// `device` cases in file order (`iphone`, `mac`, `other`…), or `nil`.
    public var device: [CatalogVariation]?
    /// Unknown members, kept for writing.
    public var extraFields: [JSONMember]
    /// The variations object.
    public var range: ByteRange

    /// Variations built in code.
    public init(
        plural: [CatalogVariation]? = nil, device: [CatalogVariation]? = nil, extraFields: [JSONMember] = [],
        range: ByteRange = ByteRange(at: 0)
    ) {
        self.plural = plural
        self.device = device
        self.extraFields = extraFields
        self.range = range
    }

    /// Every string unit inside, with its path.
    public var leafUnits: [(path: [VariationStep], unit: StringUnit)] {
        var result: [(path: [VariationStep], unit: StringUnit)] = []
        collectLeafUnits(path: [], into: &result)
        return result
    }

    func collectLeafUnits(path: [VariationStep], into result: inout [(path: [VariationStep], unit: StringUnit)]) {
        for variation in plural ?? [] {
            variation.content.collectLeafUnits(path: path + [.plural(variation.name)], into: &result)
        }
        for variation in device ?? [] {
            variation.content.collectLeafUnits(path: path + [.device(variation.name)], into: &result)
        }
    }
}

/// One case of a variation: a plural category or a device name, and its content.
public struct CatalogVariation: Sendable, Equatable {
    /// The category (`zero one two few many other`) or device (`iphone ipad ipod mac applewatch
    /// appletv applevision other`), as written.
    public var name: String
    /// The name key, including quotes.
    public var nameRange: ByteRange
    /// The case's content (usually a string unit; a device case may nest plural variations).
    public var content: LocalizedContent

    /// A case built in code.
    public init(name: String, nameRange: ByteRange = ByteRange(at: 0), content: LocalizedContent) {
        self.name = name
        self.nameRange = nameRange
        self.content = content
    }
}

/// A substitution: the variable behind a `%#@name@` token in a unit's value.
public struct CatalogSubstitution: Sendable, Equatable {
    /// The variable name (`arg1`, `count_posts`, `total.strings`).
    public var name: String
    /// The name key, including quotes.
    public var nameRange: ByteRange
    /// `argNum`: 1-based index of the key's argument that drives it; `nil` when absent.
    public var argumentNumber: Int?
    /// `formatSpecifier`: the argument's conversion without `%` (`lld`, `d`, `@`).
    public var formatSpecifier: String?
    /// The variants (`variations.plural` usually).
    public var variations: CatalogVariations?
    /// Unknown members, kept for writing.
    public var extraFields: [JSONMember]
    /// The substitution object.
    public var range: ByteRange
    /// The `argNum` value.
    public var argumentNumberRange: ByteRange?
    /// The `formatSpecifier` value.
    public var formatSpecifierRange: ByteRange?
    /// The value as read when it is not an object (a wrong-type problem was reported); written
    /// back unchanged.
    public var malformedValue: JSONNode?

    /// A substitution built in code.
    public init(
        name: String, nameRange: ByteRange = ByteRange(at: 0), argumentNumber: Int? = nil, formatSpecifier: String? = nil,
        variations: CatalogVariations? = nil, extraFields: [JSONMember] = [], range: ByteRange = ByteRange(at: 0),
        argumentNumberRange: ByteRange? = nil, formatSpecifierRange: ByteRange? = nil
    ) {
        self.name = name
        self.nameRange = nameRange
        self.argumentNumber = argumentNumber
        self.formatSpecifier = formatSpecifier
        self.variations = variations
        self.extraFields = extraFields
        self.range = range
        self.argumentNumberRange = argumentNumberRange
        self.formatSpecifierRange = formatSpecifierRange
    }
}

/// Storage for the rarely present parts of `LocalizedContent`; never shared while mutated.
final class RareContent: @unchecked Sendable {
    var stringSet: StringSet?
    var variations: CatalogVariations?
    var malformedValue: JSONNode?

    func copy() -> RareContent {
        let copy = RareContent()
        copy.stringSet = stringSet
        copy.variations = variations
        copy.malformedValue = malformedValue
        return copy
    }
}
