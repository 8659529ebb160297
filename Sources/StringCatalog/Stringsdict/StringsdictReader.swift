import TextPositions

/// Reads `.stringsdict` files (XML property lists) into `StringsdictFile`, checking the failure
/// modes of formats.md §4.2: misspelt `NSString…Key` names, missing `other`, undefined variables,
/// bad value types, `%ld` with a leading percent, positional gaps. Never fails.
///
/// ```swift
/// let file = StringsdictReader.read(bytes)
/// file.entry(forKey: "%d files")?.variable(named: "files")?.cases.map(\.name)   // ["one", "other"]
/// ```
public enum StringsdictReader {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let ruleTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let knownKeys = [formatKey, ruleTypeKey, valueTypeKey]
    static let ruleTypes: Set<String> = ["NSStringPluralRuleType", "NSStringDeviceSpecificRuleType", "NSStringVariableWidthRuleType"]
    static let pluralCategories: Set<String> = ["zero", "one", "two", "few", "many", "other"]
    static let deviceNames: Set<String> = ["iphone", "ipad", "ipod", "mac", "appletv", "applewatch", "applevision", "other"]

    /// Reads a `.stringsdict` from its bytes.
    public static func read(_ bytes: [UInt8]) -> StringsdictFile {
        var problems: [StringsdictProblem] = []
        func report(_ kind: StringsdictProblem.Kind, _ message: String, _ range: ByteRange, isError: Bool = true) {
            problems.append(StringsdictProblem(kind: kind, message: message, range: range, isError: isError))
        }
        if bytes.starts(with: Array("bplist00".utf8)) {
            report(.invalidPropertyList, "binary .stringsdict files are not read; convert with plutil -convert xml1", ByteRange(at: 0), isError: false)
            return StringsdictFile(entries: [], problems: problems)
        }
        let document = XMLPropertyListReader.read(bytes)
        for problem in document.problems { report(.invalidPropertyList, problem.message, problem.range) }
        guard let root = document.root else { return StringsdictFile(entries: [], problems: problems) }
        guard let members = root.value.members else {
            report(.wrongType, "the root should be a dictionary, found \(root.value.kindDescription)", root.range)
            return StringsdictFile(entries: [], problems: problems)
        }
        var entries: [StringsdictEntry] = []
        var seenKeys: [String: ByteRange] = [:]
        for member in members {
            if seenKeys[member.key] != nil {
                report(.duplicateKey, "'\(member.key)' is defined again", member.keyRange)
            }
            seenKeys[member.key] = member.keyRange
            guard let fields = member.value.value.members else {
                report(.wrongType, "'\(member.key)' should be a dictionary, found \(member.value.value.kindDescription)", member.value.range)
                continue
            }
            var entry = StringsdictEntry(key: member.key, keyRange: member.keyRange, variables: [], range: member.value.range)
            var referenced: [(name: String, range: ByteRange)] = []
            for field in fields {
                if field.key == formatKey {
                    if let format = field.value.value.stringValue {
                        entry.format = format
                        entry.formatRange = field.value.range
                        referenced += variableReferences(in: format, at: field.value.range)
                        checkPositionalGaps(format, range: field.value.range, report: report)
                    } else {
                        report(.wrongType, "\(formatKey) should be a string", field.value.range)
                    }
                    continue
                }
                if let correction = misspelling(of: field.key) {
                    report(.misspelledKey, "'\(field.key)' is not recognised; did you mean '\(correction)'?", field.keyRange)
                    continue
                }
                guard let variableFields = field.value.value.members else {
                    report(.wrongType, "variable '\(field.key)' should be a dictionary, found \(field.value.value.kindDescription)", field.value.range)
                    continue
                }
                let variable = readVariable(field, variableFields, report: report)
                for variant in variable.cases {
                    referenced += variableReferences(in: variant.value, at: variant.valueRange)
                }
                entry.variables.append(variable)
            }
            if entry.format == nil {
                report(.missingFormatKey, "'\(member.key)' has no \(formatKey); the entry yields no usable string", member.keyRange)
            }
            let defined = Set(entry.variables.map(\.name))
            for reference in referenced where !defined.contains(reference.name) {
                report(.undefinedVariable, "'%#@\(reference.name)@' has no variable dictionary named '\(reference.name)'", reference.range)
            }
            let used = Set(referenced.map(\.name))
            for variable in entry.variables where !used.contains(variable.name) {
                report(.unusedVariable, "variable '\(variable.name)' is not used by the format", variable.nameRange, isError: false)
            }
            entries.append(entry)
        }
        problems.sort { $0.range < $1.range }
        return StringsdictFile(entries: entries, problems: problems)
    }

    static func readVariable(
        _ field: PropertyListMember, _ fields: [PropertyListMember],
        report: (StringsdictProblem.Kind, String, ByteRange, Bool) -> Void
    ) -> StringsdictVariable {
        var variable = StringsdictVariable(name: field.key, nameRange: field.keyRange, cases: [], range: field.value.range)
        for item in fields {
            switch item.key {
            case ruleTypeKey:
                variable.ruleType = item.value.value.stringValue
                if let rule = variable.ruleType, !ruleTypes.contains(rule) {
                    report(.unknownRuleType, "unknown rule type '\(rule)' (expected NSStringPluralRuleType)", item.value.range, true)
                }
            case valueTypeKey:
                variable.valueType = item.value.value.stringValue
                variable.valueTypeRange = item.value.range
            default:
                if let correction = misspelling(of: item.key) {
                    report(.misspelledKey, "'\(item.key)' is not recognised; did you mean '\(correction)'?", item.keyRange, true)
                    continue
                }
                guard let text = item.value.value.stringValue else {
                    report(.wrongType, "variant '\(item.key)' should be a string, found \(item.value.value.kindDescription)", item.value.range, true)
                    continue
                }
                variable.cases.append(StringsdictCase(name: item.key, value: text, nameRange: item.keyRange, valueRange: item.value.range))
            }
        }
        guard let rule = variable.ruleType else {
            report(.missingRuleType, "variable '\(variable.name)' has no \(ruleTypeKey)", field.keyRange, true)
            return variable
        }
        if let valueType = variable.valueType, let range = variable.valueTypeRange {
            if valueType.hasPrefix("%") {
                report(.valueTypeWithPercent, "\(valueTypeKey) is written without '%': '\(valueType.dropFirst())'", range, false)
            }
            if rule == "NSStringPluralRuleType", let argumentClass = FormatArgumentClass(specifier: valueType), !argumentClass.isNumeric {
                report(.nonNumericPluralValueType, "a plural variable needs a numeric value type, not '\(valueType)'", range, true)
            }
        } else if rule != "NSStringDeviceSpecificRuleType" {
            report(.missingValueType, "variable '\(variable.name)' has no \(valueTypeKey)", field.keyRange, true)
        }
        switch rule {
        case "NSStringPluralRuleType":
            for variant in variable.cases where !pluralCategories.contains(variant.name) {
                report(.unknownCategory, "'\(variant.name)' is not a plural category (zero, one, two, few, many, other)", variant.nameRange, true)
            }
            if !variable.cases.contains(where: { $0.name == "other" }) {
                report(.missingOtherCategory, "plural variable '\(variable.name)' has no 'other' variant", field.keyRange, true)
            }
        case "NSStringDeviceSpecificRuleType":
            for variant in variable.cases where !deviceNames.contains(variant.name) {
                report(.unknownCategory, "'\(variant.name)' is not a device name", variant.nameRange, true)
            }
        default:
            break
        }
        return variable
    }

    /// The `%#@name@` references of a format, with the format's range (positions inside the
    /// XML text are not tracked per character).
    static func variableReferences(in format: String, at range: ByteRange) -> [(name: String, range: ByteRange)] {
        FormatSpecifierParser.parse(format).compactMap { specifier in
            if case .variable(let name) = specifier.kind { return (name, range) }
            return nil
        }
    }

    static func checkPositionalGaps(_ format: String, range: ByteRange, report: (StringsdictProblem.Kind, String, ByteRange, Bool) -> Void) {
        let positions = Set(FormatSpecifierParser.parse(format).compactMap { $0.consumesArgument ? $0.explicitPosition : nil })
        guard let highest = positions.max() else { return }
        let missing = (1...highest).filter { !positions.contains($0) }
        if !missing.isEmpty {
            report(.positionalGap, "positional specifiers skip argument \(missing.map(String.init).joined(separator: ", ")); the plural rule may read the wrong argument",
                range, false)
        }
    }

    /// The correct name for a near miss of an `NSString…Key` name, or `nil`.
    static func misspelling(of key: String) -> String? {
        if knownKeys.contains(key) { return nil }
        let lowered = key.lowercased()
        guard lowered.hasPrefix("nsstring") || lowered.hasPrefix("nsformat") else { return nil }
        return knownKeys.min { editDistance(lowered, $0.lowercased()) < editDistance(lowered, $1.lowercased()) }
    }

    /// Levenshtein distance over Unicode scalars.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
