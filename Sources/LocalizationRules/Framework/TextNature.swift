/// What a developer-written text is to a translator: words to translate, a short name that may be
/// a brand, or code and data that no language changes.
///
/// Real apps show all three through `Text(someString)`: "Run again" (words), "Pearcleaner" or
/// "Home Assistant" (names), `brew uninstall …`, a YAML sample, `{{ states("x") }}`, a MAC address
/// placeholder or a list of translators' handles (code and data). Only words are certainly a defect
/// when shown verbatim; a name needs evidence from the project either way.
public enum TextNature: Equatable, Sendable {
    /// Prose or UI words a translator would translate.
    case words
    /// One to three capitalised words without sentence punctuation ("Homebrew", "Home Assistant").
    case name
    /// Commands, code samples, templates, identifiers, paths, handles, or text without letters.
    case code

    /// Suffixes of declaration names that announce code or data (`manualUninstallCommand`,
    /// `yamlExample`, `translators`), compared case-insensitively.
    static let codeHolderSuffixes = [
        "command", "example", "snippet", "script", "yaml", "json", "xml", "html", "url", "path",
        "identifier", "regex", "translators", "contributors", "credits", "authors",
    ]

    /// The nature of `text` (interpolations written `%@`), held by a declaration named `holderName`.
    public static func of(_ text: String, holderName: String? = nil) -> TextNature {
        if let holderName {
            let lowered = holderName.lowercased()
            if codeHolderSuffixes.contains(where: { lowered.hasSuffix($0) }) { return .code }
        }
        let letters = text.replacingOccurrences(of: "%@", with: " ")
        guard letters.contains(where: \.isLetter) else { return .code }
        if text.contains("{{") || text.contains("}}") || text.contains("${") { return .code }
        if isCodeSample(text) || isCommand(text) || isIdentifier(text) || isHandleList(text) || isCodePoint(text) { return .code }
        if isName(text) { return .name }
        return .words
    }

    /// Whether a key is code or data rather than words or an identifier: no letters at all
    /// (`00:00:00:00:00:00`), a template (`{{ states("sensor.x") }}`), a code sample or a command.
    /// Shown raw, it reads the same in every language.
    public static func isCodeOrData(key: String) -> Bool {
        let letters = key.replacingOccurrences(of: "%@", with: " ")
        guard letters.contains(where: \.isLetter) else { return true }
        if key.contains("{{") || key.contains("}}") || key.contains("${") { return true }
        return isCodeSample(key) || isCommand(key) || isAddress(key) || isMeasurement(key) || isDecoratedNumber(key)
            || isPath(key) || isCodePoint(key) || isHandle(key) || isShortcutHint(key)
    }

    /// An account handle (`@runjuuu`, `@relay_team`): `@` and a name without spaces, written the
    /// same in every language.
    static func isHandle(_ text: String) -> Bool {
        guard text.hasPrefix("@"), text.count > 2 else { return false }
        return text.dropFirst().allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
    }

    /// A keyboard shortcut in the menu glyphs (`⌘ A`, `⌃⌥⇧F5`, `⌘,`): modifier glyphs and one
    /// key, which every language writes alike.
    static func isShortcutHint(_ text: String) -> Bool {
        let glyphs = text.filter { !$0.isWhitespace }
        let modifiers = glyphs.prefix { shortcutModifiers.contains($0) }
        guard !modifiers.isEmpty else { return false }
        let key = glyphs.dropFirst(modifiers.count)
        if key.count == 1 { return true }
        // A function key: F1 … F20.
        return key.first == "F" && (2...3).contains(key.count) && key.dropFirst().allSatisfy(\.isASCII) && key.dropFirst().allSatisfy(\.isNumber)
    }

    /// The modifier glyphs of macOS menus: command, option, shift, control, caps lock.
    static let shortcutModifiers: Set<Character> = ["⌘", "⌥", "⇧", "⌃", "⇪"]

    /// A file system or URL path without spaces (`/overview/`, `~/Library/Logs`): a path
    /// field's sample reads the same in every language.
    static func isPath(_ text: String) -> Bool {
        guard text.hasPrefix("/") || text.hasPrefix("~/"), text.count > 1 else { return false }
        return !text.contains(where: \.isWhitespace)
    }

    /// A Unicode code point in its standard notation (`U+%@`, `U+1F600`), the same in every
    /// language.
    static func isCodePoint(_ text: String) -> Bool {
        guard text.hasPrefix("U+") else { return false }
        let rest = text.dropFirst(2)
        return rest == "%@" || (4...6).contains(rest.count) && rest.allSatisfy(\.isHexDigit)
    }

    /// A URL or host without spaces (`https://demo.example.org`, `http://127.0.0.1:4567`), or a
    /// domain written after a handle's `@` or as a suffix (`@nos.example`, `.nos.example`, beside a
    /// user name field): a sample address reads the same in every language.
    static func isAddress(_ text: String) -> Bool {
        guard !text.contains(where: \.isWhitespace) else { return false }
        if text.contains("://") || text.hasPrefix("www.") { return true }
        if isDomainName(text) { return true }
        guard text.hasPrefix("@") || text.hasPrefix("."), text.dropFirst().contains(".") else { return false }
        return text.dropFirst().allSatisfy { $0.isLowercase || $0.isNumber || $0 == "." || $0 == "-" }
    }

    /// A bare domain name: a brand written as one (`Duck.ai`, `Booking.com`: a capitalised name and a
    /// top-level domain), or a lowercase `name.com`/`.org`/`.net`. Keys are not written so.
    static func isDomainName(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count == 2, let name = labels.first, let top = labels.last, let initial = name.first, !name.isEmpty,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" })
        else { return false }
        if initial.isUppercase { return brandTopLevelDomains.contains(String(top)) }
        return name.allSatisfy({ !$0.isUppercase }) && ["com", "org", "net"].contains(String(top))
    }

    /// Top-level domains that brands carry in their names.
    static let brandTopLevelDomains: Set<String> = ["com", "org", "net", "io", "ai", "app", "dev", "co", "me", "fm", "tv", "social"]

    /// Tokens that each carry a digit (`1080p`, `4K`): resolutions, sizes and versions named by
    /// their numbers (`120 Hz` is not: `Hz` is a unit some languages write differently).
    static func isMeasurement(_ text: String) -> Bool {
        let tokens = text.split(whereSeparator: \.isWhitespace)
        return !tokens.isEmpty && tokens.allSatisfy { $0.contains(where: \.isNumber) }
    }

    /// A number decorated with a version mark or a dimension sign (`v%lld`, `%lld x %lld`): the
    /// same in every language, unlike a unit (`%lld h`).
    static func isDecoratedNumber(_ key: String) -> Bool {
        guard key.contains("%") else { return false }
        var reduced = ""
        var index = key.startIndex
        while index < key.endIndex {
            guard key[index] == "%" else {
                reduced.append(key[index])
                index = key.index(after: index)
                continue
            }
            // A specifier: `%`, optional `N$`, flags, width, precision, length, conversion.
            var next = key.index(after: index)
            while next < key.endIndex, "0123456789$.-+#'hlqLzjt".contains(key[next]) { next = key.index(after: next) }
            if next < key.endIndex { next = key.index(after: next) }
            reduced.append("#")
            index = next
        }
        return ["v#", "V#", "# x #", "#x#", "# × #", "#×#"].contains(reduced)
    }

    /// Several lines, one of which reads `key: value` or `- key: value` (YAML, plist-like samples).
    static func isCodeSample(_ text: String) -> Bool {
        let lines = text.split(whereSeparator: \.isNewline)
        guard lines.count > 1 else { return false }
        return lines.contains { line in
            var trimmed = line.drop(while: \.isWhitespace)
            if trimmed.hasPrefix("- ") { trimmed = trimmed.dropFirst(2) }
            guard let colon = trimmed.firstIndex(of: ":") else { return false }
            let key = trimmed[..<colon]
            return !key.isEmpty && key.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
                && key.contains(where: { $0 == "_" || $0.isLowercase }) && key.first?.isLowercase == true
        }
    }

    /// A lowercase program name followed by arguments with flags (`brew uninstall --cask %@`).
    static func isCommand(_ text: String) -> Bool {
        let words = text.split(whereSeparator: \.isWhitespace)
        guard let first = words.first, first.allSatisfy({ $0.isASCII && ($0.isLowercase || $0 == "-") }) else { return false }
        return words.dropFirst().contains { word in
            word.hasPrefix("-") && word.drop(while: { $0 == "-" }).first?.isLetter == true
        }
    }

    /// One token with an identifier's marks: dots, underscores, slashes, `@`, camelCase, or
    /// letters mixed with digits (`com.example.app`, `tag_id`, `v2`, `iPhone15,2`).
    static func isIdentifier(_ text: String) -> Bool {
        let token = text.replacingOccurrences(of: "%@", with: "")
        guard !token.isEmpty, !token.contains(where: \.isWhitespace) else { return false }
        if token.contains(where: { "._/@:#=\\<>[]{}()".contains($0) }) { return true }
        if token.contains(where: \.isNumber) && token.contains(where: \.isLetter) { return true }
        let characters = Array(token)
        return zip(characters, characters.dropFirst()).contains { $0.isLowercase && $1.isUppercase }
    }

    /// A comma-separated list of three or more single tokens, some of which are handles
    /// (`changanmoon, L1cardo, Skro11-ru`): people's or accounts' names.
    static func isHandleList(_ text: String) -> Bool {
        let items = text.split(separator: ",").map { $0.trimmingWhitespace() }
        guard items.count >= 3, items.allSatisfy({ !$0.isEmpty && !$0.contains(where: \.isWhitespace) }) else { return false }
        return items.contains { item in
            item.contains(where: \.isNumber) || item.contains("-") || item.contains("_")
                || zip(Array(item), Array(item).dropFirst()).contains { $0.isLowercase && $1.isUppercase }
        }
    }

    /// Lowercase words that belong to a product's specifications rather than to prose.
    static let specificationWords: Set<String> = [
        "gen", "generation", "inch", "in", "mm", "cm", "core", "cores", "x", "mini", "max", "pro", "plus", "air", "ultra",
    ]

    /// A product named with its specifications in parts (`iPad Pro (12.9-inch) (3rd gen) | A12X |
    /// 4GB`, `iPhone 15 Pro Max | A17 Pro | 8GB`): set apart by `|` or parentheses, with a number,
    /// every token capitalised, numbered or a specification word. It may read the same in every
    /// language, or not: the analysis cannot decide.
    public static func isProductSpecification(_ text: String) -> Bool {
        guard text.contains("|") || text.contains("(") else { return false }
        let tokens = text.split { $0.isWhitespace || "|(),/".contains($0) }
        guard tokens.count >= 2, tokens.contains(where: { $0.contains(where: \.isNumber) }) else { return false }
        return tokens.allSatisfy { token in
            token.contains(where: \.isNumber) || token.contains(where: \.isUppercase) || specificationWords.contains(token.lowercased())
        }
    }

    /// One to three words, each capitalised, letters only (`Homebrew`, `App Store`), none after
    /// the first a title-cased function word: `Create Your Profile` is a title, words.
    static func isName(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        guard (1...3).contains(words.count), !words.dropFirst().contains(where: { titleCasedFunctionWords.contains(String($0)) }) else { return false }
        if isInterfaceWording(words) { return false }
        return words.allSatisfy { word in
            word.first?.isUppercase == true && word.allSatisfy(\.isLetter)
        }
    }

    /// Whether capitalised words are the wording of an interface rather than a name: one word an
    /// interface uses for an action or a state (`Next`, `Connect`, `Queued`, `Unknown`), or words
    /// that start with an action (`Open System Settings`, `Set Labels`). DuckDuckGo's button titles
    /// "Next" / "Connect" and Zotero's "Queued" / "Running" are words to translate, not brands.
    /// Words that also begin names (`New` York, `Play` Store, `Standard` Notes) are left out, and
    /// `OK` reads the same in most languages.
    static func isInterfaceWording(_ words: [Substring]) -> Bool {
        guard let first = words.first?.lowercased() else { return false }
        if interfaceActions.contains(first) { return true }
        return words.count == 1 && interfaceStates.contains(first)
    }

    /// Verbs an interface's buttons and menus start with, lowercased.
    static let interfaceActions: Set<String> = [
        "add", "allow", "apply", "back", "cancel", "change", "choose", "clear", "close", "confirm", "connect", "continue",
        "copy", "create", "decline", "delete", "deny", "disable", "disconnect", "dismiss", "done", "download", "edit",
        "enable", "export", "finish", "hide", "import", "install", "learn", "load", "manage", "next", "open", "paste",
        "pause", "previous", "quit", "refresh", "reload", "remove", "rename", "reset", "restart", "restore", "resume",
        "retry", "save", "select", "send", "set", "show", "skip", "start", "stop", "submit", "turn", "undo", "redo",
        "update", "upgrade", "upload",
    ]

    /// Single words an interface shows for a state or a choice, lowercased.
    static let interfaceStates: Set<String> = [
        "active", "inactive", "enabled", "disabled", "unknown", "pending", "queued", "running", "paused", "stopped",
        "cancelled", "canceled", "failed", "finished", "completed", "complete", "loading", "downloading", "uploading",
        "connecting", "connected", "disconnected", "waiting", "ready", "none", "default", "custom", "automatic",
        "manual", "other", "yes", "no", "always", "never", "today", "yesterday", "tomorrow",
    ]

    /// English function words as Title Case writes them: in a title, never in a name.
    static let titleCasedFunctionWords: Set<String> = [
        "Your", "My", "Our", "The", "A", "An", "To", "Of", "For", "With", "And", "In", "On", "From", "At", "By", "Or", "Is", "Are",
    ]
}

extension Substring {
    /// The text without leading and trailing whitespace.
    fileprivate func trimmingWhitespace() -> Substring {
        var trimmed = self
        while trimmed.first?.isWhitespace == true { trimmed.removeFirst() }
        while trimmed.last?.isWhitespace == true { trimmed.removeLast() }
        return trimmed
    }
}
