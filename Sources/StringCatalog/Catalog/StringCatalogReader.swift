import TextPositions

/// Reads `.xcstrings` text into a `StringCatalog`. Never fails: invalid JSON yields what could be
/// read plus `CatalogProblem`s, and every field it does not know is kept.
///
/// ```swift
/// let catalog = StringCatalogReader.read(bytes)
/// catalog.entry(forKey: "Delete")?.localization(for: "de")?.content.stringUnit?.valueRange
/// ```
public enum StringCatalogReader {
    /// Reads a catalog from its UTF-8 bytes.
    public static func read(_ bytes: [UInt8]) -> StringCatalog {
        let document = JSONReader.read(bytes)
        var builder = CatalogModelBuilder()
        for problem in document.problems {
            builder.problems.append(CatalogProblem(kind: .invalidJSON, message: problem.message, range: problem.range))
        }
        return builder.makeCatalog(document.root)
    }

    /// Reads a catalog from its text.
    public static func read(_ text: String) -> StringCatalog {
        read(Array(text.utf8))
    }
}

/// Turns a JSON tree into the catalog model, collecting structural problems.
struct CatalogModelBuilder {
    var problems: [CatalogProblem] = []

    mutating func report(_ kind: CatalogProblem.Kind, _ message: String, _ range: ByteRange) {
        problems.append(CatalogProblem(kind: kind, message: message, range: range))
    }

    mutating func wrongType(_ member: JSONMember, expected: String) {
        report(.wrongType, "'\(member.key)' should be \(expected), found \(member.value.value.kindDescription)", member.value.range)
    }

    /// Reports members whose key repeats an earlier one in the same object.
    mutating func reportDuplicates(_ members: [JSONMember], what: String) {
        if members.count < 2 { return }
        if members.count <= 12 {
            for later in 1..<members.count {
                for earlier in 0..<later where members[earlier].key == members[later].key {
                    duplicate(members[later], first: members[earlier], what: what)
                    break
                }
            }
        } else {
            var seen: [String: Int] = [:]
            seen.reserveCapacity(members.count)
            for (offset, member) in members.enumerated() {
                if let earlier = seen[member.key] {
                    duplicate(member, first: members[earlier], what: what)
                }
                seen[member.key] = offset
            }
        }
    }

    mutating func duplicate(_ member: JSONMember, first: JSONMember, what: String) {
        report(.duplicateKey, "\(what) '\(member.key)' appears again (first at byte \(first.keyRange.start)); the last one wins",
            member.keyRange)
    }

    mutating func makeCatalog(_ root: JSONNode) -> StringCatalog {
        var catalog = StringCatalog(sourceLanguage: nil, version: nil)
        catalog.positions.root = root.range
        guard let members = root.value.members else {
            if root.value != .invalid {
                report(.wrongType, "a catalog must be a JSON object, found \(root.value.kindDescription)", root.range)
            }
            catalog.problems = problems
            return catalog
        }
        reportDuplicates(members, what: "top-level key")
        var entries: [CatalogEntry] = []
        var extra: [JSONMember] = []
        for member in members {
            switch member.key {
            case "sourceLanguage":
                if let string = member.value.value.stringValue {
                    catalog.sourceLanguage = string
                    catalog.positions.sourceLanguageValue = member.value.range
                } else {
                    wrongType(member, expected: "a string")
                    extra.append(member)
                }
            case "version":
                if let string = member.value.value.stringValue {
                    catalog.version = string
                    catalog.positions.versionValue = member.value.range
                    if !string.hasPrefix("1.") {
                        report(.unknownVersion, "unknown catalog version '\(string)'", member.value.range)
                    }
                } else {
                    wrongType(member, expected: "a string")
                    extra.append(member)
                }
            case "strings":
                if let entryMembers = member.value.value.members {
                    catalog.positions.stringsKey = member.keyRange
                    catalog.positions.stringsValue = member.value.range
                    reportDuplicates(entryMembers, what: "key")
                    entries.reserveCapacity(entryMembers.count)
                    for entryMember in entryMembers {
                        entries.append(makeEntry(entryMember))
                    }
                } else {
                    wrongType(member, expected: "an object")
                    extra.append(member)
                }
            default:
                report(.unexpectedField, "'\(member.key)' is not a catalog field (entries belong inside 'strings')", member.keyRange)
                extra.append(member)
            }
        }
        if root.value != .invalid {
            if catalog.sourceLanguage == nil && !extra.contains(where: { $0.key == "sourceLanguage" }) {
                report(.missingField, "the catalog has no 'sourceLanguage'", ByteRange(start: root.range.start, end: min(root.range.start + 1, root.range.end)))
            }
            if catalog.positions.stringsValue == nil && !extra.contains(where: { $0.key == "strings" }) {
                report(.missingField, "the catalog has no 'strings'", ByteRange(start: root.range.start, end: min(root.range.start + 1, root.range.end)))
            }
            if catalog.version == nil && !extra.contains(where: { $0.key == "version" }) {
                report(.missingField, "the catalog has no 'version'", ByteRange(start: root.range.start, end: min(root.range.start + 1, root.range.end)))
            }
        }
        catalog.extraFields = extra
        catalog.entries = entries
        problems.sort { $0.range < $1.range }
        catalog.problems = problems
        return catalog
    }

    mutating func makeEntry(_ member: JSONMember) -> CatalogEntry {
        var entry = CatalogEntry(key: member.key)
        entry.positions.key = member.keyRange
        entry.positions.value = member.value.range
        guard let members = member.value.value.members else {
            wrongType(member, expected: "an object")
            entry.malformedValue = member.value
            return entry
        }
        reportDuplicates(members, what: "field")
        for field in members {
            switch field.key {
            case "comment":
                if let string = field.value.value.stringValue {
                    entry.comment = string
                    entry.positions.commentValue = field.value.range
                } else {
                    wrongType(field, expected: "a string")
                    entry.extraFields.append(field)
                }
            case "extractionState":
                if let string = field.value.value.stringValue {
                    let state = ExtractionState(rawValue: string)
                    if case .other = state {
                        report(.unknownExtractionState, "unknown extractionState '\(string)'", field.value.range)
                    }
                    entry.extractionState = state
                    entry.positions.extractionStateValue = field.value.range
                } else {
                    wrongType(field, expected: "a string")
                    entry.extraFields.append(field)
                }
            case "isCommentAutoGenerated":
                if let bool = field.value.value.boolValue {
                    entry.isCommentAutoGenerated = bool
                } else {
                    wrongType(field, expected: "a boolean")
                    entry.extraFields.append(field)
                }
            case "shouldTranslate":
                if let bool = field.value.value.boolValue {
                    entry.shouldTranslate = bool
                    entry.positions.shouldTranslateValue = field.value.range
                } else {
                    wrongType(field, expected: "a boolean")
                    entry.extraFields.append(field)
                }
            case "localizations":
                if let localeMembers = field.value.value.members {
                    entry.positions.localizationsValue = field.value.range
                    reportDuplicates(localeMembers, what: "locale")
                    var localizations: [CatalogLocalization] = []
                    localizations.reserveCapacity(localeMembers.count)
                    for localeMember in localeMembers {
                        localizations.append(CatalogLocalization(
                            locale: localeMember.key, localeRange: localeMember.keyRange,
                            content: makeContent(localeMember)))
                    }
                    entry.localizations = localizations
                } else {
                    wrongType(field, expected: "an object")
                    entry.extraFields.append(field)
                }
            default:
                entry.extraFields.append(field)
            }
        }
        return entry
    }

    /// Reads a localization, variation case or substitution variant body.
    mutating func makeContent(_ member: JSONMember) -> LocalizedContent {
        var content = LocalizedContent(range: member.value.range)
        guard let members = member.value.value.members else {
            wrongType(member, expected: "an object")
            content.malformedValue = member.value
            return content
        }
        reportDuplicates(members, what: "field")
        for field in members {
            switch field.key {
            case "stringUnit":
                if let unit = makeStringUnit(field) { content.stringUnit = unit } else { content.extraFields.append(field) }
            case "stringSet":
                if let set = makeStringSet(field) { content.stringSet = set } else { content.extraFields.append(field) }
            case "variations":
                if let variations = makeVariations(field) { content.variations = variations } else { content.extraFields.append(field) }
            case "substitutions":
                if let substitutionMembers = field.value.value.members {
                    reportDuplicates(substitutionMembers, what: "substitution")
                    content.substitutions = substitutionMembers.map { makeSubstitution($0) }
                } else {
                    wrongType(field, expected: "an object")
                    content.extraFields.append(field)
                }
            default:
                content.extraFields.append(field)
            }
        }
        return content
    }

    mutating func readState(_ field: JSONMember) -> TranslationState? {
        guard let string = field.value.value.stringValue else { return nil }
        let state = TranslationState(rawValue: string)
        if case .other = state {
            report(.unknownState, "unknown state '\(string)' (Xcode writes new, translated, needs_review)", field.value.range)
        }
        return state
    }

    mutating func makeStringUnit(_ member: JSONMember) -> StringUnit? {
        guard let members = member.value.value.members else {
            wrongType(member, expected: "an object")
            return nil
        }
        reportDuplicates(members, what: "field")
        var unit = StringUnit(state: nil, value: nil, range: member.value.range)
        for field in members {
            switch field.key {
            case "state":
                if let state = readState(field) {
                    unit.state = state
                    unit.stateRange = field.value.range
                } else {
                    wrongType(field, expected: "a string")
                    unit.extraFields.append(field)
                }
            case "value":
                if let string = field.value.value.stringValue {
                    unit.value = string
                    unit.valueRange = field.value.range
                } else {
                    wrongType(field, expected: "a string")
                    unit.extraFields.append(field)
                }
            default:
                unit.extraFields.append(field)
            }
        }
        return unit
    }

    mutating func makeStringSet(_ member: JSONMember) -> StringSet? {
        guard let members = member.value.value.members else {
            wrongType(member, expected: "an object")
            return nil
        }
        reportDuplicates(members, what: "field")
        var set = StringSet(state: nil, values: nil, range: member.value.range)
        for field in members {
            switch field.key {
            case "state":
                if let state = readState(field) {
                    set.state = state
                    set.stateRange = field.value.range
                } else {
                    wrongType(field, expected: "a string")
                    set.extraFields.append(field)
                }
            case "values":
                if case .array(let elements) = field.value.value,
                    elements.allSatisfy({ $0.value.stringValue != nil }) {
                    set.values = elements.compactMap { $0.value.stringValue }
                    set.valueRanges = elements.map(\.range)
                } else {
                    wrongType(field, expected: "an array of strings")
                    set.extraFields.append(field)
                }
            default:
                set.extraFields.append(field)
            }
        }
        return set
    }

    mutating func makeVariations(_ member: JSONMember) -> CatalogVariations? {
        guard let members = member.value.value.members else {
            wrongType(member, expected: "an object")
            return nil
        }
        reportDuplicates(members, what: "variation kind")
        var variations = CatalogVariations(range: member.value.range)
        for field in members {
            switch field.key {
            case "plural", "device":
                guard let caseMembers = field.value.value.members else {
                    wrongType(field, expected: "an object")
                    variations.extraFields.append(field)
                    continue
                }
                reportDuplicates(caseMembers, what: field.key == "plural" ? "plural category" : "device")
                let cases = caseMembers.map {
                    CatalogVariation(name: $0.key, nameRange: $0.keyRange, content: makeContent($0))
                }
                if field.key == "plural" { variations.plural = cases } else { variations.device = cases }
            default:
                variations.extraFields.append(field)
            }
        }
        return variations
    }

    mutating func makeSubstitution(_ member: JSONMember) -> CatalogSubstitution {
        var substitution = CatalogSubstitution(name: member.key, nameRange: member.keyRange, range: member.value.range)
        guard let members = member.value.value.members else {
            wrongType(member, expected: "an object")
            substitution.malformedValue = member.value
            return substitution
        }
        reportDuplicates(members, what: "field")
        for field in members {
            switch field.key {
            case "argNum":
                if let number = field.value.value.intValue {
                    substitution.argumentNumber = number
                    substitution.argumentNumberRange = field.value.range
                } else {
                    wrongType(field, expected: "an integer")
                    substitution.extraFields.append(field)
                }
            case "formatSpecifier":
                if let string = field.value.value.stringValue {
                    substitution.formatSpecifier = string
                    substitution.formatSpecifierRange = field.value.range
                } else {
                    wrongType(field, expected: "a string")
                    substitution.extraFields.append(field)
                }
            case "variations":
                if let variations = makeVariations(field) {
                    substitution.variations = variations
                } else {
                    substitution.extraFields.append(field)
                }
            default:
                substitution.extraFields.append(field)
            }
        }
        return substitution
    }
}
