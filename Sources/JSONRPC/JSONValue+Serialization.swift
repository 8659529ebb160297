extension JSONValue {
    /// The compact JSON encoding as UTF-8 bytes.
    ///
    /// Strings are escaped as RFC 8259 requires (quote, backslash, control characters); everything
    /// else, including non-ASCII text, is written as UTF-8. Non-finite doubles, which JSON cannot
    /// express, become `null`. With `sortingKeys` object members come out in code-point order so
    /// the text is reproducible (tests, golden files); the server does not pay for sorting.
    public func serialized(sortingKeys: Bool = false) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(256)
        write(to: &output, sortingKeys: sortingKeys)
        return output
    }

    /// The compact JSON encoding as a string.
    public func serializedString(sortingKeys: Bool = true) -> String {
        String(decoding: serialized(sortingKeys: sortingKeys), as: UTF8.self)
    }

    /// Appends the compact JSON encoding to `output`.
    public func write(to output: inout [UInt8], sortingKeys: Bool = false) {
        switch self {
        case .null:
            output.append(contentsOf: "null".utf8)
        case .bool(let value):
            output.append(contentsOf: (value ? "true" : "false").utf8)
        case .int(let value):
            output.append(contentsOf: String(value).utf8)
        case .double(let value):
            if !value.isFinite {
                output.append(contentsOf: "null".utf8)
            } else {
                output.append(contentsOf: String(value).utf8)
            }
        case .string(let value):
            Self.writeString(value, to: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { output.append(UInt8(ascii: ",")) }
                element.write(to: &output, sortingKeys: sortingKeys)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            var isFirst = true
            func member(_ key: String, _ value: JSONValue) {
                if !isFirst { output.append(UInt8(ascii: ",")) }
                isFirst = false
                Self.writeString(key, to: &output)
                output.append(UInt8(ascii: ":"))
                value.write(to: &output, sortingKeys: sortingKeys)
            }
            if sortingKeys {
                for key in members.keys.sorted() { member(key, members[key]!) }
            } else {
                for (key, value) in members { member(key, value) }
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    /// Writes `text` as a quoted JSON string.
    static func writeString(_ text: String, to output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for index in 0..<bytes.count {
                let byte = bytes[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                runStart = index + 1
                switch byte {
                case UInt8(ascii: "\""): output.append(contentsOf: #"\""#.utf8)
                case UInt8(ascii: "\\"): output.append(contentsOf: #"\\"#.utf8)
                case 0x0A: output.append(contentsOf: #"\n"#.utf8)
                case 0x0D: output.append(contentsOf: #"\r"#.utf8)
                case 0x09: output.append(contentsOf: #"\t"#.utf8)
                case 0x08: output.append(contentsOf: #"\b"#.utf8)
                case 0x0C: output.append(contentsOf: #"\f"#.utf8)
                default:
                    let hex: [UInt8] = Array("0123456789abcdef".utf8)
                    output.append(contentsOf: #"\u00"#.utf8)
                    output.append(hex[Int(byte >> 4)])
                    output.append(hex[Int(byte & 0x0F)])
                }
            }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
        }
        output.append(UInt8(ascii: "\""))
    }
}
