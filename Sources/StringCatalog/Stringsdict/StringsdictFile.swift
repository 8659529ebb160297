import TextPositions

/// A legacy `.stringsdict` table (formats.md §4): key → format with `%#@variable@`s, each
/// variable choosing a variant by plural category, device or width.
public struct StringsdictFile: Sendable {
    /// Entries in file order.
    public var entries: [StringsdictEntry]
    /// What is wrong, in text order.
    public var problems: [StringsdictProblem]

    /// The entry for `key` (the last one when repeated).
    public func entry(forKey key: String) -> StringsdictEntry? {
        entries.last { $0.key == key }
    }
}

/// One key of a `.stringsdict`.
public struct StringsdictEntry: Sendable, Equatable {
    /// The lookup key.
    public var key: String
    /// The `<key>` element.
    public var keyRange: ByteRange
    /// `NSStringLocalizedFormatKey`, if present and a string.
    public var format: String?
    /// The format's `<string>` element.
    public var formatRange: ByteRange?
    /// The variables defined, in file order.
    public var variables: [StringsdictVariable]
    /// The entry's `<dict>`.
    public var range: ByteRange

    /// The variable named `name`.
    public func variable(named name: String) -> StringsdictVariable? {
        variables.last { $0.name == name }
    }
}

/// One variable of a stringsdict entry (the dictionary named after it).
public struct StringsdictVariable: Sendable, Equatable {
    /// The variable name (`files` for `%#@files@`).
    public var name: String
    /// The `<key>` element naming it.
    public var nameRange: ByteRange
    /// `NSStringFormatSpecTypeKey` (`NSStringPluralRuleType`, …), if present.
    public var ruleType: String?
    /// `NSStringFormatValueTypeKey` (`d`, `lld`, `@`…), as written.
    public var valueType: String?
    /// The value type's `<string>` element.
    public var valueTypeRange: ByteRange?
    /// The variants: category or device name → text, in file order.
    public var cases: [StringsdictCase]
    /// The variable's `<dict>`.
    public var range: ByteRange
}

/// One variant of a variable (`one` → `"%d file"`).
public struct StringsdictCase: Sendable, Equatable {
    /// `zero one two few many other`, a device name, or a width.
    public var name: String
    /// The text.
    public var value: String
    /// The `<key>` element.
    public var nameRange: ByteRange
    /// The `<string>` element.
    public var valueRange: ByteRange
}

/// Something wrong in a `.stringsdict` (formats.md §4.2, §8 SD001–SD003).
public struct StringsdictProblem: Sendable, Equatable, CustomStringConvertible {
    /// The kinds of problem.
    public enum Kind: String, Sendable, Equatable {
        /// Not a well-formed XML property list.
        case invalidPropertyList
        /// A value of the wrong type (a variable that is not a dictionary, a variant that is not a string).
        case wrongType
        /// `NSStringLocalizedFormatKey` is missing: the entry yields no usable string.
        case missingFormatKey
        /// An `NSString…` key with a typo (`NSStringFormatSpecType` without `Key`).
        case misspelledKey
        /// `NSStringFormatSpecTypeKey` missing, so the variable is not recognised.
        case missingRuleType
        /// A rule type Foundation does not know.
        case unknownRuleType
        /// `NSStringFormatValueTypeKey` missing.
        case missingValueType
        /// The value type starts with `%` (`%ld`): tolerated by some tools, wrong by the format.
        case valueTypeWithPercent
        /// A plural variable whose value type is not a number (`@`, `p`).
        case nonNumericPluralValueType
        /// A plural variable without `other` (no fallback).
        case missingOtherCategory
        /// A key that is no plural category / device name (`One`, `others`).
        case unknownCategory
        /// `%#@name@` with no dictionary for `name`.
        case undefinedVariable
        /// A variable dictionary no format refers to.
        case unusedVariable
        /// Positional specifiers in the format skip an argument (Apple bug, OpenRadar 39390733).
        case positionalGap
        /// The same key twice in one dictionary.
        case duplicateKey
    }

    /// The kind.
    public var kind: Kind
    /// What is wrong.
    public var message: String
    /// Where (UTF-8 offsets into the file).
    public var range: ByteRange
    /// Whether it is an error (the runtime misbehaves) rather than a warning.
    public var isError: Bool

    /// `range: kind: message`, for logs and test failures.

    public var description: String { "\(range): \(kind.rawValue): \(message)" }
}
