/// A JSON value built for output, written with members in the order given.
///
/// The reporters and the baseline write JSON by hand rather than through `JSONEncoder`: the order
/// of members is part of a readable, diffable report, and analysis types stay free of `Codable`.
public indirect enum JSONText: Sendable, Hashable {
    /// An object; members keep their order.
    case object([Member])
    /// An array.
    case array([JSONText])
    /// A string (escaped on output).
    case string(String)
    /// An integer.
    case int(Int)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// One `"name": value` pair of an object.
    public struct Member: Sendable, Hashable {
        /// The member's name.
        public var name: String
        /// The member's value.
        public var value: JSONText

        /// Creates a member.
        public init(_ name: String, _ value: JSONText) {
            self.name = name
            self.value = value
        }
    }

    /// The value with two-space indentation and a final newline, as people and diffs like it.
    public var pretty: String {
        var output = ""
        write(to: &output, indent: 0)
        return output + "\n"
    }

    /// Appends the value at nesting level `indent`.
    private func write(to output: inout String, indent: Int) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else { output += "{}"; return }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                Self.writeString(member.name, to: &output)
                output += ": "
                member.value.write(to: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        case .array(let elements):
            guard !elements.isEmpty else { output += "[]"; return }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                element.write(to: &output, indent: indent + 1)
                output += index == elements.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .string(let string):
            Self.writeString(string, to: &output)
        case .int(let value):
            output += String(value)
        case .bool(let value):
            output += value ? "true" : "false"
        case .null:
            output += "null"
        }
    }

    /// Writes a JSON string literal: quotes, backslashes and control characters escaped, everything
    /// else as UTF-8.
    static func writeString(_ string: String, to output: inout String) {
        output += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                output.unicodeScalars.append(scalar)
            }
        }
        output += "\""
    }
}

extension Array where Element == JSONText.Member {
    /// Appends `name: string` when `value` is not nil (optional fields are left out, not `null`).
    mutating func appendIfPresent(_ name: String, _ value: String?) {
        if let value { append(JSONText.Member(name, .string(value))) }
    }
}
