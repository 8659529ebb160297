/// XML's five predefined entities and numeric character references, as every XML reader of the
/// project decodes them (property lists, Info.plist texts, Interface Builder documents).
public enum XMLCharacterReference {
    /// The text `&name;` stands for (`amp` → `&`, `#10` → a line feed, `#x2026` → `…`), or `nil`
    /// when `name` is no predefined entity and no valid character reference. An upper-case `X`
    /// is accepted for hexadecimal references, as the readers always have.
    public static func text(named name: some StringProtocol) -> String? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            var digits = Substring(name)
            guard digits.first == "#" else { return nil }
            digits = digits.dropFirst()
            let radix = digits.first == "x" || digits.first == "X" ? 16 : 10
            if radix == 16 { digits = digits.dropFirst() }
            guard let value = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(value) else { return nil }
            return String(Character(scalar))
        }
    }
}
