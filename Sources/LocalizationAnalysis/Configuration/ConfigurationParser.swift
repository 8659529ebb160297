import LocalizationIndex
import LocalizationRules
import StringCatalog
import TextPositions

/// Reads `.swift-l10n.json` into a `ProjectConfiguration`.
///
/// The file is one JSON object; every field is optional and documented in
/// `docs/configuration.md`. The reader is strict about what it does not know — an unknown field,
/// a value of the wrong type, an empty reason, an unknown rule id are errors with line and column —
/// because a misspelled `"verdict"` that silently did nothing would let findings through or hide
/// them, which is exactly what a gate must not do.
public enum ConfigurationParser {
    /// The top-level fields, in the order the documentation lists them.
    public static let topLevelFields = [
        "$schema", "requiredLocales", "severity", "wrappers", "verdicts", "debt", "templateLists",
        "criticalTables", "exclude",
    ]

    /// Parses the configuration at `path` (as the front end names it; findings and problems carry
    /// it) from its bytes. Rule ids in `severity` are checked against `knownRuleIDs` (ids and
    /// deprecated aliases; by default those of `RuleRegistry`).
    public static func parse(_ bytes: [UInt8], path: String = ProjectConfiguration.fileName, knownRuleIDs: [String: String]? = nil) -> ProjectConfiguration {
        var reader = ConfigurationReader(bytes: bytes, path: path, knownRuleIDs: knownRuleIDs ?? registeredRuleIDs())
        return reader.read()
    }

    /// Parses configuration text (tests, the language server's unsaved buffers).
    public static func parse(_ text: String, path: String = ProjectConfiguration.fileName, knownRuleIDs: [String: String]? = nil) -> ProjectConfiguration {
        parse(Array(text.utf8), path: path, knownRuleIDs: knownRuleIDs)
    }

    /// Every registered rule id and deprecated alias, mapped to the current id.
    public static func registeredRuleIDs() -> [String: String] {
        var ids: [String: String] = [:]
        for description in RuleRegistry.descriptions {
            ids[description.id] = description.id
            for alias in description.deprecatedAliases { ids[alias] = description.id }
        }
        return ids
    }
}

/// The state of one parse: the text, where problems go, and the settings being filled.
struct ConfigurationReader {
    /// The configuration path problems and origins carry.
    let path: String
    /// Line table of the text, for problem positions.
    let lineTable: LineTable
    /// The configuration text.
    let bytes: [UInt8]
    /// Rule ids and deprecated aliases → current id.
    let knownRuleIDs: [String: String]
    /// Problems found so far.
    var problems: [ConfigurationProblem] = []
    /// Settings filled so far.
    var settings = AnalysisSettings()
    /// Exclude globs read so far.
    var excludedPaths: [String] = []

    /// Prepares a parse of `bytes`.
    init(bytes: [UInt8], path: String, knownRuleIDs: [String: String]) {
        self.bytes = bytes
        self.path = path
        self.knownRuleIDs = knownRuleIDs
        self.lineTable = LineTable(bytes: bytes)
    }

    /// Reads the whole file.
    mutating func read() -> ProjectConfiguration {
        let document = JSONReader.read(bytes)
        for problem in document.problems {
            report("invalid JSON: \(problem.message)", problem.range)
        }
        if case .invalid = document.root.value {
            return finish()
        }
        guard let fields = object(document.root, named: "the configuration", allowed: ConfigurationParser.topLevelFields) else {
            return finish()
        }
        for member in fields {
            switch member.key {
            case "$schema":
                _ = string(member.value, named: "'$schema'")
            case "requiredLocales":
                readRequiredLocales(member.value)
            case "severity":
                readSeverities(member.value)
            case "wrappers":
                readWrappers(member.value)
            case "verdicts":
                readVerdicts(member.value)
            case "debt":
                readDebt(member.value)
            case "templateLists":
                readTemplateLists(member.value)
            case "criticalTables":
                readCriticalTables(member.value)
            case "exclude":
                for node in array(member.value, named: "'exclude'") ?? [] {
                    guard let pattern = nonEmptyString(node, named: "an 'exclude' pattern") else { continue }
                    excludedPaths.append(pattern)
                }
            default:
                break
            }
        }
        return finish()
    }

    /// The result, problems in text order.
    private func finish() -> ProjectConfiguration {
        let sorted = problems.sorted { ($0.range.start, $0.message) < ($1.range.start, $1.message) }
        return ProjectConfiguration(settings: settings, excludedPaths: excludedPaths, problems: sorted)
    }

    // MARK: - Fields

    /// `requiredLocales`: locale ids, no duplicates.
    private mutating func readRequiredLocales(_ node: JSONNode) {
        guard let nodes = array(node, named: "'requiredLocales'") else { return }
        var locales: [String] = []
        for element in nodes {
            guard let locale = nonEmptyString(element, named: "a locale") else { continue }
            guard Self.isLocaleIdentifier(locale) else {
                report("'\(locale)' is not a locale identifier (expected e.g. \"de\", \"zh-Hans\", \"pt-BR\")", element.range)
                continue
            }
            if locales.contains(locale) {
                report("locale '\(locale)' is listed twice", element.range)
                continue
            }
            locales.append(locale)
        }
        settings.requiredLocales = locales
    }

    /// `severity`: known rule id → off/info/warning/error.
    private mutating func readSeverities(_ node: JSONNode) {
        guard let members = object(node, named: "'severity'", allowed: nil) else { return }
        let levels = ["off", "info", "warning", "error"]
        for member in members {
            guard let ruleID = knownRuleIDs[member.key] else {
                var message = "unknown rule '\(member.key)'"
                if let suggestion = Self.closest(to: member.key, among: Array(Set(knownRuleIDs.values))) {
                    message += "; did you mean '\(suggestion)'?"
                }
                report(message + " (see 'swift-l10n rules')", member.keyRange)
                continue
            }
            guard let level = string(member.value, named: "the severity of '\(member.key)'") else { continue }
            guard let override = AnalysisSettings.SeverityOverride(rawValue: level) else {
                report("'\(level)' is not a severity; expected one of: \(levels.joined(separator: ", "))", member.value.range)
                continue
            }
            settings.severities[ruleID] = override
        }
    }

    /// `wrappers`: function, optional argument label and table.
    private mutating func readWrappers(_ node: JSONNode) {
        for element in array(node, named: "'wrappers'") ?? [] {
            guard let fields = object(element, named: "a wrapper", allowed: ["function", "argument", "table"]) else { continue }
            guard let name = required("function", in: fields, of: element, named: "a wrapper") else { continue }
            var label: String?
            if let argument = fields.first(where: { $0.key == "argument" }) {
                guard let value = nonEmptyString(argument.value, named: "'argument'") else { continue }
                label = value == "_" ? nil : value
            }
            var table: String?
            if let tableMember = fields.first(where: { $0.key == "table" }) {
                guard let value = nonEmptyString(tableMember.value, named: "'table'") else { continue }
                table = value
            }
            settings.wrappers.append(AnalysisSettings.WrapperFunction(name: name, argumentLabel: label, table: table, origin: origin(element)))
        }
    }

    /// `verdicts`: a pattern that is not only `*`, and a reason.
    private mutating func readVerdicts(_ node: JSONNode) {
        for element in array(node, named: "'verdicts'") ?? [] {
            guard let fields = object(element, named: "a verdict", allowed: ["pattern", "reason"]) else { continue }
            let pattern = required("pattern", in: fields, of: element, named: "a verdict")
            let reason = required("reason", in: fields, of: element, named: "a verdict")
            guard let pattern, let reason else { continue }
            if pattern.allSatisfy({ $0 == "*" }) {
                report("the pattern '\(pattern)' would cover every key; name the keys it is about", patternRange(fields, element))
                continue
            }
            settings.verdicts.append(AnalysisSettings.Verdict(pattern: pattern, reason: reason, origin: origin(element)))
        }
    }

    /// `debt`: key (or pattern), optional locale, reason.
    private mutating func readDebt(_ node: JSONNode) {
        for element in array(node, named: "'debt'") ?? [] {
            guard let fields = object(element, named: "a debt entry", allowed: ["key", "locale", "reason"]) else { continue }
            let key = required("key", in: fields, of: element, named: "a debt entry")
            let reason = required("reason", in: fields, of: element, named: "a debt entry")
            var locale: String?
            if let member = fields.first(where: { $0.key == "locale" }) {
                guard let value = nonEmptyString(member.value, named: "'locale'") else { continue }
                guard Self.isLocaleIdentifier(value) else {
                    report("'\(value)' is not a locale identifier (expected e.g. \"de\", \"zh-Hans\")", member.value.range)
                    continue
                }
                locale = value
            }
            guard let key, let reason else { continue }
            if key.allSatisfy({ $0 == "*" }) {
                report("the key '\(key)' would cover every key; name the keys that are in debt", patternRange(fields, element, field: "key"))
                continue
            }
            settings.debt.append(AnalysisSettings.DebtEntry(key: key, locale: locale, reason: reason, origin: origin(element)))
        }
    }

    /// `templateLists`: a template with `*`, a file and a symbol.
    private mutating func readTemplateLists(_ node: JSONNode) {
        for element in array(node, named: "'templateLists'") ?? [] {
            guard let fields = object(element, named: "a template list", allowed: ["template", "file", "symbol"]) else { continue }
            let template = required("template", in: fields, of: element, named: "a template list")
            let file = required("file", in: fields, of: element, named: "a template list")
            let symbol = required("symbol", in: fields, of: element, named: "a template list")
            guard let template, let file, let symbol else { continue }
            guard template.contains("*") else {
                report("the template '\(template)' has no '*' where the listed values go", patternRange(fields, element, field: "template"))
                continue
            }
            settings.templateLists.append(AnalysisSettings.TemplateList(pattern: template, file: file, symbol: symbol, origin: origin(element)))
        }
    }

    /// `criticalTables`: table names (no extensions, no duplicates).
    private mutating func readCriticalTables(_ node: JSONNode) {
        for element in array(node, named: "'criticalTables'") ?? [] {
            guard let table = nonEmptyString(element, named: "a table name") else { continue }
            if table.hasSuffix(".xcstrings") || table.hasSuffix(".strings") {
                report("'\(table)' is a file name; a table is named without extension (e.g. \"\(FileKind.tableName(ofPath: table))\")", element.range)
                continue
            }
            if settings.criticalTables.contains(table) {
                report("table '\(table)' is listed twice", element.range)
                continue
            }
            settings.criticalTables.append(table)
            settings.criticalTableOrigins[table] = origin(element)
        }
    }

    // MARK: - Typed access that reports

    /// The members of an object node, after reporting unknown (when `allowed` is given) and duplicate
    /// fields; `nil` (reported) when the node is not an object.
    private mutating func object(_ node: JSONNode, named name: String, allowed: [String]?) -> [JSONMember]? {
        guard let members = node.value.members else {
            reportType(node, named: name, expected: "an object")
            return nil
        }
        var seen: Set<String> = []
        var kept: [JSONMember] = []
        for member in members {
            if let allowed, !allowed.contains(member.key) {
                var message = "unknown field '\(member.key)' in \(name)"
                if let suggestion = Self.closest(to: member.key, among: allowed.filter { $0 != "$schema" }) {
                    message += "; did you mean '\(suggestion)'?"
                } else {
                    message += "; expected one of: \(allowed.filter { $0 != "$schema" }.joined(separator: ", "))"
                }
                report(message, member.keyRange)
                continue
            }
            guard seen.insert(member.key).inserted else {
                report("field '\(member.key)' appears twice in \(name)", member.keyRange)
                continue
            }
            kept.append(member)
        }
        return kept
    }

    /// The elements of an array node; `nil` (reported) otherwise.
    private mutating func array(_ node: JSONNode, named name: String) -> [JSONNode]? {
        guard case .array(let elements) = node.value else {
            reportType(node, named: name, expected: "an array")
            return nil
        }
        return elements
    }

    /// The value of a string node; `nil` (reported) otherwise.
    private mutating func string(_ node: JSONNode, named name: String) -> String? {
        guard let value = node.value.stringValue else {
            reportType(node, named: name, expected: "a string")
            return nil
        }
        return value
    }

    /// A string node that holds more than whitespace.
    private mutating func nonEmptyString(_ node: JSONNode, named name: String) -> String? {
        guard let value = string(node, named: name) else { return nil }
        guard !value.allSatisfy(\.isWhitespace) else {
            report("\(name) must not be empty", node.range)
            return nil
        }
        return value
    }

    /// A required non-empty string field of an entry; a missing one is reported on the entry.
    private mutating func required(_ field: String, in fields: [JSONMember], of entry: JSONNode, named name: String) -> String? {
        guard let member = fields.first(where: { $0.key == field }) else {
            report("\(name) needs a '\(field)'", ByteRange(start: entry.range.start, end: min(entry.range.start + 1, entry.range.end)))
            return nil
        }
        return nonEmptyString(member.value, named: "'\(field)'")
    }

    /// The range of an entry's `field` value, or of the entry.
    private func patternRange(_ fields: [JSONMember], _ entry: JSONNode, field: String = "pattern") -> ByteRange {
        fields.first { $0.key == field }?.value.range ?? entry.range
    }

    /// Reports a value of the wrong kind (not again for text that was not JSON).
    private mutating func reportType(_ node: JSONNode, named name: String, expected: String) {
        if case .invalid = node.value { return }  // the syntax problem is already reported
        report("\(name) must be \(expected), not \(node.value.kindDescription)", node.range)
    }

    /// Records a problem at `range`.
    private mutating func report(_ message: String, _ range: ByteRange) {
        problems.append(ConfigurationProblem(
            path: path, message: message, range: range,
            start: lineTable.lineColumn(of: range.start), end: lineTable.lineColumn(of: range.end)))
    }

    /// Where an entry was written.
    private func origin(_ node: JSONNode) -> AnalysisSettings.Origin {
        AnalysisSettings.Origin(path: path, range: node.range)
    }

    // MARK: - Helpers

    /// Whether `text` looks like a BCP 47 / Apple locale id: letters first, then letters, digits,
    /// `-` or `_` (`de`, `zh-Hans`, `pt_BR`, `es-419`).
    static func isLocaleIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }

    /// The candidate nearest to `word` by edit distance, when near enough to be a typo.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let scored = candidates.sorted().map { ($0, editDistance(Array(word.lowercased()), Array($0.lowercased()))) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        return best.1 <= max(2, best.0.count / 3) ? best.0 : nil
    }

    /// Levenshtein distance.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
