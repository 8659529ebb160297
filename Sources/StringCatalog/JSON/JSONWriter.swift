/// Writes JSON exactly as Xcode writes String Catalogs (formats.md §1.8): Foundation's
/// `JSONSerialization` with `[.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]`.
///
/// Two-space indentation, `"key" : value`, an empty object as `{` + blank line + `}`, only `"`,
/// `\`, and U+0000–U+001F escaped, members sorted with `CatalogKeyOrder` at every level (a
/// repeated key keeps its last value), no newline at the end.
///
/// ```swift
/// JSONWriter.write(.object([JSONMember(key: "b", value: JSONNode(.bool(true))),
///                           JSONMember(key: "a", value: JSONNode(.object([])))]))
/// // {\n  "a" : {\n\n  },\n  "b" : true\n}
/// ```
public enum JSONWriter {
    /// The bytes of `value` as a whole document.
    public static func write(_ value: JSONValue) -> [UInt8] {
        var output: [UInt8] = []
        write(value, depth: 0, into: &output)
        return output
    }

    /// Appends `value` as it appears nested `depth` objects deep (its closing bracket is indented
    /// by `depth` levels; its first line is not indented).
    public static func write(_ value: JSONValue, depth: Int, into output: inout [UInt8]) {
        switch value {
        case .object(let members):
            if members.isEmpty {
                output.append(UInt8(ascii: "{"))
                output.append(0x0A)
                output.append(0x0A)
                indent(depth, into: &output)
                output.append(UInt8(ascii: "}"))
                return
            }
            let ordered = sortedMembers(members)
            output.append(UInt8(ascii: "{"))
            output.append(0x0A)
            for (offset, member) in ordered.enumerated() {
                indent(depth + 1, into: &output)
                writeString(member.key, into: &output)
                output.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
                write(member.value.value, depth: depth + 1, into: &output)
                if offset + 1 < ordered.count { output.append(UInt8(ascii: ",")) }
                output.append(0x0A)
            }
            indent(depth, into: &output)
            output.append(UInt8(ascii: "}"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            output.append(0x0A)
            if elements.isEmpty { output.append(0x0A) }
            for (offset, element) in elements.enumerated() {
                indent(depth + 1, into: &output)
                write(element.value, depth: depth + 1, into: &output)
                if offset + 1 < elements.count { output.append(UInt8(ascii: ",")) }
                output.append(0x0A)
            }
            indent(depth, into: &output)
            output.append(UInt8(ascii: "]"))
        case .string(let string):
            writeString(string, into: &output)
        case .number(let text):
            output.append(contentsOf: text.utf8)
        case .bool(let bool):
            output.append(contentsOf: (bool ? "true" : "false").utf8)
        case .null, .invalid:
            output.append(contentsOf: "null".utf8)
        }
    }

    /// Members in `CatalogKeyOrder`, a repeated key keeping its last value.
    public static func sortedMembers(_ members: [JSONMember]) -> [JSONMember] {
        var isStrictlySorted = true
        if members.count > 1 {
            for index in 1..<members.count where CatalogKeyOrder.compare(members[index - 1].key, members[index].key) >= 0 {
                isStrictlySorted = false
                break
            }
        }
        if isStrictlySorted { return members }
        var lastIndex: [String: Int] = [:]
        for (offset, member) in members.enumerated() { lastIndex[member.key] = offset }
        let unique = members.enumerated().filter { lastIndex[$0.element.key] == $0.offset }.map(\.element)
        return unique.sorted { CatalogKeyOrder.compare($0.key, $1.key) < 0 }
    }

    /// Spaces to copy indentation from.
    static let spaces = [UInt8](repeating: 0x20, count: 128)

    @inline(__always)
    static func indent(_ depth: Int, into output: inout [UInt8]) {
        let count = depth * 2
        if count <= spaces.count {
            spaces.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[0..<count])) }
        } else {
            output.append(contentsOf: repeatElement(0x20, count: count))
        }
    }

    static let hexDigits = Array("0123456789abcdef".utf8)

    /// Appends `string` quoted, escaped as `JSONSerialization` escapes.
    public static func writeString(_ string: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var string = string
        string.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                if runStart < index { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
                runStart = index + 1
                output.append(0x5C)
                switch byte {
                case 0x22: output.append(0x22)
                case 0x5C: output.append(0x5C)
                case 0x0A: output.append(UInt8(ascii: "n"))
                case 0x0D: output.append(UInt8(ascii: "r"))
                case 0x09: output.append(UInt8(ascii: "t"))
                case 0x08: output.append(UInt8(ascii: "b"))
                case 0x0C: output.append(UInt8(ascii: "f"))
                default:
                    output.append(contentsOf: Array("u00".utf8))
                    output.append(hexDigits[Int(byte >> 4)])
                    output.append(hexDigits[Int(byte & 0x0F)])
                }
            }
            if runStart < bytes.count { output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count])) }
        }
        output.append(UInt8(ascii: "\""))
    }
}
