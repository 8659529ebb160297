import TextPositions

/// The Objective-C classes of one file that look their own texts up when a storyboard or XIB
/// loads them: an `-awakeFromNib` or `-initWithCoder:` of an `@implementation` whose body passes
/// its own text as a key to a lookup macro (`self.text = NSLocalizedString(self.text, nil)`),
/// and the superclass each `@interface` names, so that subclasses are followed.
public struct ObjectiveCNibHooks: Sendable, Hashable {
    /// One class localizing itself on load.
    public struct LocalizingClass: Sendable, Hashable {
        /// The class name.
        public var name: String
        /// The tables its lookups use (`Localizable` for `NSLocalizedString`); empty when a table
        /// is computed at run time.
        public var tables: [String]
    }

    /// The classes localizing themselves on load, in source order.
    public var localizingClasses: [LocalizingClass] = []
    /// `@interface Name : Superclass` declarations, in source order.
    public var superclasses: [String: String] = [:]
}

extension ObjectiveCLookupMatcher {
    /// The file's `ObjectiveCNibHooks`.
    func nibHooks() -> ObjectiveCNibHooks {
        var hooks = ObjectiveCNibHooks()
        var implementation: String?
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard isPunctuation(index, "@"), index + 2 < tokens.count, tokens[index + 1].kind == .identifier,
                tokens[index + 2].kind == .identifier
            else {
                if let owner = implementation, let (tables, end) = hookBody(at: index) {
                    if let existing = hooks.localizingClasses.firstIndex(where: { $0.name == owner }) {
                        hooks.localizingClasses[existing].tables += tables.filter { !hooks.localizingClasses[existing].tables.contains($0) }
                    } else {
                        hooks.localizingClasses.append(.init(name: owner, tables: tables))
                    }
                    index = end
                }
                continue
            }
            switch text(tokens[index + 1].range) {
            case "implementation":
                implementation = text(tokens[index + 2].range)
            case "interface":
                if isPunctuation(index + 3, ":"), index + 4 < tokens.count, tokens[index + 4].kind == .identifier {
                    hooks.superclasses[text(tokens[index + 2].range)] = text(tokens[index + 4].range)
                }
            case "end":
                implementation = nil
            default:
                break
            }
        }
        return hooks
    }

    /// When `index` starts `- (…) awakeFromNib {` or `- (…) initWithCoder:(…)name {` whose body
    /// looks a computed key up: the tables of those lookups and the token after the body.
    private func hookBody(at index: Int) -> (tables: [String], end: Int)? {
        guard isPunctuation(index, "-"), isPunctuation(index + 1, "("), let close = closing(index + 1), close + 1 < tokens.count,
            tokens[close + 1].kind == .identifier
        else { return nil }
        let selector = text(tokens[close + 1].range)
        guard selector == "awakeFromNib" || (selector == "initWithCoder" && isPunctuation(close + 2, ":")) else { return nil }
        var open = close + 2
        while open < tokens.count, !isPunctuation(open, "{") {
            if isPunctuation(open, ";") { return nil }  // a declaration, not a definition
            open += 1
        }
        guard let end = closing(open) else { return nil }
        var tables: [String] = []
        var looksUp = false
        for position in (open + 1)..<end where tokens[position].kind == .identifier {
            guard let table = computedKeyLookupTable(at: position, naming: Self.ownTextNames) else { continue }
            looksUp = true
            if let table, !tables.contains(table) { tables.append(table) }
        }
        return looksUp ? (tables, end) : nil
    }

    /// The properties holding an object's own text: a lookup of one of them localizes it.
    static let ownTextNames: Set<String> = ["text", "title", "placeholder", "stringValue", "currentTitle"]

    /// The index of the bracket closing the one at `open` (`(`, `[` or `{`).
    private func closing(_ open: Int) -> Int? {
        var depth = 0
        var index = open
        while index < tokens.count {
            if case .punctuation(let byte) = tokens[index].kind {
                if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { depth += 1 }
                if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                    depth -= 1
                    if depth == 0 { return index }
                }
            }
            index += 1
        }
        return nil
    }
}
