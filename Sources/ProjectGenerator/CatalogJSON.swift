/// A JSON value in the subset String Catalogs use, with object members already in the order they
/// are written.
///
/// The generator builds members in Xcode's order itself (formats.md §1.7, §1.9) instead of sorting
/// at write time: entry keys and locale ids are sorted once per catalog, the fixed field names of an
/// entry have a known order, and that keeps writing 800,000 units fast.
indirect enum CatalogJSON {
    /// An object whose members are written in the given order; a member may carry a mark whose line
    /// the writer records (how planted defects learn their line in the catalog).
    case object([CatalogMember])
    /// A string, escaped as Foundation's `JSONSerialization` escapes it.
    case string(String)
    /// An integer (`argNum`).
    case integer(Int)
    /// A Boolean (`shouldTranslate`).
    case boolean(Bool)
}

/// One member of a `CatalogJSON.object`.
struct CatalogMember {
    /// The member's name.
    var name: String
    /// The member's value.
    var value: CatalogJSON
    /// When set, the writer records the 1-based line the member's name is written on under this mark.
    var mark: String?

    /// A member named `name` holding `value`, optionally marked.
    init(_ name: String, _ value: CatalogJSON, mark: String? = nil) {
        self.name = name
        self.value = value
        self.mark = mark
    }
}

/// Writes JSON bytes exactly as Xcode writes `.xcstrings` files (formats.md §1.8): two-space indent,
/// `"key" : value`, empty objects as `{`, a blank line and `}`, no escaped `/`, raw UTF-8, no final
/// newline. Counts lines as it goes so marked members can be located.
struct XcodeJSONWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []
    /// The 1-based line the next byte lands on.
    private(set) var line = 1
    /// Lines of marked members, by mark.
    private(set) var markedLines: [String: Int] = [:]

    /// Appends raw ASCII or UTF-8 text that contains no newline.
    mutating func raw(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends a newline followed by `level` indentation steps.
    mutating func newline(indent level: Int) {
        bytes.append(0x0A)
        line += 1
        for _ in 0..<level { bytes.append(0x20); bytes.append(0x20) }
    }

    /// Appends `text` as a JSON string literal.
    mutating func string(_ text: String) {
        bytes.append(0x22)
        for byte in text.utf8 {
            switch byte {
            case 0x22: bytes.append(0x5C); bytes.append(0x22)
            case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
            case 0x0A: bytes.append(0x5C); bytes.append(0x6E)
            case 0x0D: bytes.append(0x5C); bytes.append(0x72)
            case 0x09: bytes.append(0x5C); bytes.append(0x74)
            case 0x08: bytes.append(0x5C); bytes.append(0x62)
            case 0x0C: bytes.append(0x5C); bytes.append(0x66)
            case 0..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }

    /// Appends `value` as it would appear at nesting depth `level`.
    mutating func value(_ value: CatalogJSON, indent level: Int) {
        switch value {
        case .string(let text): string(text)
        case .integer(let number): raw(String(number))
        case .boolean(let flag): raw(flag ? "true" : "false")
        case .object(let members):
            raw("{")
            if members.isEmpty {
                newline(indent: 0)
                newline(indent: level)
                raw("}")
                return
            }
            for (index, member) in members.enumerated() {
                if index > 0 { raw(",") }
                newline(indent: level + 1)
                self.member(member, indent: level + 1)
            }
            newline(indent: level)
            raw("}")
        }
    }

    /// Appends `"name" : value` at depth `level`, recording the line when the member is marked.
    mutating func member(_ member: CatalogMember, indent level: Int) {
        if let mark = member.mark { markedLines[mark] = line }
        string(member.name)
        raw(" : ")
        value(member.value, indent: level)
    }
}
