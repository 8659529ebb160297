/// One `%` directive found in a format string (formats.md §5.1).
public struct FormatSpecifier: Sendable, Equatable {
    /// What the directive is.
    public enum Kind: Sendable, Equatable {
        /// A conversion that consumes an argument (`%@`, `%lld`, `%1$.2f`).
        case argument
        /// `%%`: a literal percent sign, no argument.
        case percentLiteral
        /// `%#@name@` (or `%N$#@name@`): a stringsdict/catalog variable, consuming an argument.
        case variable(name: String)
        /// `%arg` inside a substitution's variant: the substitution's own argument.
        case substitutionArgument
        /// `%` followed by something that is not a conversion (`"100 % sure"`, `"50%"`).
        case invalid
    }

    /// The kind of directive.
    public var kind: Kind
    /// UTF-8 byte range of the directive inside the string.
    public var range: Range<Int>
    /// The directive's text (`"%1$-5.2lld"`).
    public var text: String
    /// Explicit argument position (`%2$@` → 2), or `nil` for a sequential directive.
    public var explicitPosition: Int?
    /// Flags (`-+ #0`), as written.
    public var flags: String
    /// Width (`5`, `*`), as written.
    public var width: String
    /// Precision without the dot (`2`, `*`), as written; `nil` when absent.
    public var precision: String?
    /// Length modifier (`hh h l ll q L z t j`).
    public var lengthModifier: String
    /// Conversion character (`@ d i u x f s p …`), empty for variables, `%%` and invalid ones.
    public var conversion: String

    /// The argument's type class, for conversions that take one.
    public var argumentClass: FormatArgumentClass? {
        switch kind {
        case .argument: return FormatArgumentClass(lengthModifier: lengthModifier, conversion: conversion)
        case .variable, .substitutionArgument: return .variable
        case .percentLiteral, .invalid: return nil
        }
    }

    /// Whether the directive consumes an argument.
    public var consumesArgument: Bool {
        switch kind {
        case .argument, .variable, .substitutionArgument: return true
        case .percentLiteral, .invalid: return false
        }
    }

    /// The specifier (without `%`) the compiler puts in a key for an interpolated value of Swift
    /// type `typeName` (formats.md §5.3): `Int` → `lld`, `Double` → `lf`, everything else → `@`.
    ///
    /// ```swift
    /// FormatSpecifier.conversion(forSwiftType: "Int")      // "lld"
    /// FormatSpecifier.conversion(forSwiftType: "String")   // "@"
    /// ```
    public static func conversion(forSwiftType typeName: String) -> String {
        switch typeName {
        case "Int", "Int64", "Swift.Int", "Swift.Int64": return "lld"
        case "Int8", "Int16", "Int32", "Swift.Int8", "Swift.Int16", "Swift.Int32": return "d"
        case "UInt", "UInt64", "Swift.UInt", "Swift.UInt64": return "llu"
        case "UInt8", "UInt16", "UInt32", "Swift.UInt8", "Swift.UInt16", "Swift.UInt32": return "u"
        case "Float", "Swift.Float": return "f"
        case "Double", "CGFloat", "Float80", "Swift.Double", "CoreGraphics.CGFloat": return "lf"
        default: return "@"
        }
    }
}

/// The type class of a format argument (formats.md §5.4): two specifiers of the same class read
/// the argument the same way.
public enum FormatArgumentClass: Sendable, Hashable {
    /// `@`: an object.
    case object
    /// `d i` (with `h`, `hh`), `c`: 32-bit signed.
    case signed32
    /// `lld qd jd`: always 64-bit signed.
    case signed64
    /// `ld zd td`: `long`, 64-bit except on watchOS arm64_32.
    case signedLong
    /// `u x X o` (with `h`, `hh`): 32-bit unsigned.
    case unsigned32
    /// `llu llx qu ju`: always 64-bit unsigned.
    case unsigned64
    /// `lu lx zu tu`, `D U O` (obsolete): `unsigned long`.
    case unsignedLong
    /// `f F e E g G a A` (`l` makes no difference).
    case double
    /// `Lf`: long double (flag).
    case longDouble
    /// `C`: a 16-bit `unichar`.
    case character16
    /// `s S`: C strings (unsafe from Swift).
    case cString
    /// `p`: a pointer.
    case pointer
    /// `%#@name@` / `%arg`: the class is the substitution's `formatSpecifier`.
    case variable

    /// The class of a conversion with a length modifier.
    public init(lengthModifier: String, conversion: String) {
        switch conversion {
        case "@": self = .object
        case "d", "i":
            switch lengthModifier {
            case "ll", "q", "j": self = .signed64
            case "l", "z", "t": self = .signedLong
            default: self = .signed32
            }
        case "D": self = .signedLong
        case "u", "x", "X", "o":
            switch lengthModifier {
            case "ll", "q", "j": self = .unsigned64
            case "l", "z", "t": self = .unsignedLong
            default: self = .unsigned32
            }
        case "U", "O": self = .unsignedLong
        case "c": self = .signed32
        case "f", "F", "e", "E", "g", "G", "a", "A": self = lengthModifier == "L" ? .longDouble : .double
        case "C": self = .character16
        case "s", "S": self = .cString
        case "p": self = .pointer
        default: self = .object
        }
    }

    /// Whether the class is a number (what a plural variable must be).
    public var isNumeric: Bool {
        switch self {
        case .signed32, .signed64, .signedLong, .unsigned32, .unsigned64, .unsignedLong, .double, .longDouble: return true
        case .object, .character16, .cString, .pointer, .variable: return false
        }
    }

    /// The class for a substitution's `formatSpecifier` or a stringsdict value type (`lld`,
    /// `%ld`, `@`); `nil` when it is not a conversion.
    public init?(specifier: String) {
        var text = Substring(specifier)
        if text.hasPrefix("%") { text = text.dropFirst() }
        let parsed = FormatSpecifierParser.parse("%" + text)
        guard parsed.count == 1, case .argument = parsed[0].kind, parsed[0].text.count == text.count + 1,
            let argumentClass = parsed[0].argumentClass
        else { return nil }
        self = argumentClass
    }
}
