import LocalizationIndex
import StringCatalog
import TextPositions

/// Reports `.stringsdict` entries Foundation cannot use as written: misspelled `NSString…Key`
/// names, variables without a dictionary, missing `other`, wrong value types.
public struct StringsdictStructureRule: Rule {
    public static let description = RuleDescription(
        id: "stringsdict-structure",
        name: "Stringsdict Structure",
        defaultSeverity: .error,
        summary: "A .stringsdict has misspelled NSString…Key names, undefined variables or bad value types.",
        rationale: """
            Foundation recognises the stringsdict keys letter for letter. `NSStringFormatSpecType` \
            without `Key` leaves the variable unrecognised, so `%#@value@` reaches the formatter \
            unexpanded and the app crashes — the incident behind this rule broke 54 rules in six \
            locales. A variable without a dictionary or a plural without `other` misbehave the same \
            way — though a whole-number plural that has a text for every category the language's whole \
            numbers select (`ru`: one, few, many) needs no `other`.

            A plural counted with an object (`@`) works when code passes a number object: Damus passes an \
            `NSDecimalNumber` for amounts with fractions, and its tests expect "1 sat" and "2 sats". \
            Whether the argument is a number cannot be read from the table, so it is one info per table, \
            not an error per locale.

            A value type written with a leading `%` (`%ld`, as Mastodon's intent tables do) is only \
            an info, one per table: Apple documents the bare form (`ld`), and whether Foundation \
            accepts the `%` is documented nowhere, so the analysis cannot decide it breaks anything.
            """,
        triggering: [
            Example(
                """
                //- /App/en.lproj/Localizable.stringsdict
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                    <key>cycle.days_left</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@value@</string>
                        <key>value</key>
                        <dict>
                            1️⃣<key>NSStringFormatSpecType</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d day left</string>
                            <key>other</key>
                            <string>%d days left</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """),
            Example(
                """
                //- /App/en.lproj/Intents.stringsdict
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>votes</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@count@</string>
                        <key>count</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            1️⃣<string>%ld</string>
                            <key>one</key>
                            <string>%ld vote</string>
                            <key>other</key>
                            <string>%ld votes</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                //- /App/de.lproj/Intents.stringsdict
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>votes</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@count@</string>
                        <key>count</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>%ld</string>
                            <key>one</key>
                            <string>%ld Stimme</string>
                            <key>other</key>
                            <string>%ld Stimmen</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """),
            // Counted with an object: right for an NSNumber, not for text; one info for the table.
            Example(
                """
                //- /App/en.lproj/Localizable.stringsdict
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>amount_count</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%1$#@AMOUNT@</string>
                        <key>AMOUNT</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            1️⃣<string>@</string>
                            <key>one</key>
                            <string>%2$@ coin</string>
                            <key>other</key>
                            <string>%2$@ coins</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                //- /App/fr.lproj/Localizable.stringsdict
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>amount_count</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%1$#@AMOUNT@</string>
                        <key>AMOUNT</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>@</string>
                            <key>one</key>
                            <string>%2$@ pièce</string>
                            <key>other</key>
                            <string>%2$@ pièces</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """),
        ],
        nonTriggering: [
            // Russian whole numbers are one, few or many: `other` (fractions) is never chosen for `%d`.
            Example(
                """
                //- /App/ru.lproj/Localizable.stringsdict
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0">
                <dict>
                    <key>digits_entered</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@COUNT@</string>
                        <key>COUNT</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>Введена %1$d цифра</string>
                            <key>few</key>
                            <string>Введены %1$d цифры</string>
                            <key>many</key>
                            <string>Введено %1$d цифр</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """),
            Example(
                """
                //- /App/en.lproj/Localizable.stringsdict
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
                <plist version="1.0">
                <dict>
                    <key>cycle.days_left</key>
                    <dict>
                        <key>NSStringLocalizedFormatKey</key>
                        <string>%#@value@</string>
                        <key>value</key>
                        <dict>
                            <key>NSStringFormatSpecTypeKey</key>
                            <string>NSStringPluralRuleType</string>
                            <key>NSStringFormatValueTypeKey</key>
                            <string>d</string>
                            <key>one</key>
                            <string>%d day left</string>
                            <key>other</key>
                            <string>%d days left</string>
                        </dict>
                    </dict>
                </dict>
                </plist>
                """)
        ],
        fixes: [
            "Spell the keys exactly: `NSStringLocalizedFormatKey`, `NSStringFormatSpecTypeKey`, `NSStringFormatValueTypeKey`.",
            "Define a dictionary for every `%#@variable@`, with an `other` variant and a numeric value type.",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var percentValueTypes: [ProjectModel.TableAddress: [(file: TableFile, range: ByteRange, valueType: String)]] = [:]
        var objectCounts: [ProjectModel.TableAddress: [(file: TableFile, range: ByteRange, key: String)]] = [:]
        for file in context.model.tableFiles {
            guard let stringsdict = file.stringsdict else { continue }
            let misspellings = stringsdict.problems.filter { $0.kind == .misspelledKey }.map(\.range)
            let variables = stringsdict.entries.flatMap(\.variables)
            for problem in stringsdict.problems {
                // A missing `NSStringFormatSpecTypeKey` whose variable holds a misspelling of it is
                // the same mistake, reported once at the misspelling.
                if problem.kind == .missingRuleType,
                    let variable = variables.first(where: { $0.nameRange == problem.range || $0.range.contains(problem.range) }),
                    misspellings.contains(where: { variable.range.contains($0) })
                {
                    continue
                }
                // A whole-number variable whose every category the locale's integers select is
                // present never falls back to `other` (`ru`, `uk`, `pl`, `be`: one, few, many).
                if problem.kind == .missingOtherCategory, let locale = file.locale,
                    let variable = variables.first(where: { $0.nameRange == problem.range }),
                    Self.coversEveryWholeNumber(variable, locale: locale)
                {
                    continue
                }
                // Counted with an object (`@`): right when code passes an NSNumber; one info per table.
                if problem.kind == .nonNumericPluralValueType,
                    let entry = stringsdict.entries.first(where: { $0.variables.contains { $0.valueTypeRange == problem.range } }),
                    entry.variables.first(where: { $0.valueTypeRange == problem.range })?.valueType == "@"
                {
                    objectCounts[context.model.address(of: file), default: []].append((file, problem.range, entry.key))
                    continue
                }
                if problem.kind == .valueTypeWithPercent {
                    let valueType = variables.first { $0.valueTypeRange == problem.range }?.valueType ?? "%"
                    percentValueTypes[context.model.address(of: file), default: []].append((file, problem.range, valueType))
                    continue
                }
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: problem.isError ? .error : .warning,
                        message: "\(file.table).stringsdict (\(file.locale ?? "outside any .lproj")): \(problem.message)",
                        location: context.location(file.path, problem.range), table: file.table, locale: file.locale))
            }
        }
        for (address, places) in percentValueTypes {
            findings.append(percentValueTypeFinding(address: address, places: places, context: context))
        }
        for (address, places) in objectCounts {
            findings.append(objectCountFinding(address: address, places: places, context: context))
        }
        return findings
    }

    /// The order of a table's places in a finding: the development language's file first, then by
    /// path and position.
    static func isBefore(_ left: (file: TableFile, range: ByteRange), _ right: (file: TableFile, range: ByteRange), source: String?) -> Bool {
        let leftRank = left.file.locale == source ? 0 : 1
        let rightRank = right.file.locale == source ? 0 : 1
        if leftRank != rightRank { return leftRank < rightRank }
        if left.file.path != right.file.path { return left.file.path < right.file.path }
        return left.range.start < right.range.start
    }

    /// One info for the plural variables of a table counted with an object (`@`), at the
    /// development language's file (else the first), the others as related places.
    private func objectCountFinding(
        address: ProjectModel.TableAddress, places: [(file: TableFile, range: ByteRange, key: String)], context: RuleContext
    ) -> Finding {
        let source = context.model.sourceLanguage(ofBundle: address.bundle)
        let sorted = places.sorted { Self.isBefore(($0.file, $0.range), ($1.file, $1.range), source: source) }
        let first = sorted[0]
        let keys = places.map(\.key).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        let locales = Set(places.compactMap { $0.file.locale })
        let localeText = locales.count > 1 ? " in \(locales.count) locales" : ""
        return Finding(
            ruleID: Self.id, severity: .info,
            message: "\(address.table).stringsdict counts \(MessageText.examples(keys)) with an object ('@')\(localeText): "
                + "Foundation picks the plural form when code passes a number object (NSNumber) and cannot from text; "
                + "cannot decide from the table, pass a number or write a numeric type (d, f)",
            location: context.location(first.file.path, first.range),
            related: sorted.dropFirst().map { place in
                RelatedLocation(location: context.location(place.file.path, place.range), note: "'\(place.key)' (\(place.file.locale ?? "outside any .lproj"))")
            },
            table: address.table, locale: locales.count == 1 ? first.file.locale : nil)
    }

    /// Whether `variable` counts whole numbers only (an integer value type) and has a text for
    /// every category the locale's whole numbers select: then no number reaches `other`.
    static func coversEveryWholeNumber(_ variable: StringsdictVariable, locale: String) -> Bool {
        guard let valueType = variable.valueType, let argumentClass = FormatArgumentClass(specifier: valueType),
            [.signed32, .signed64, .signedLong, .unsigned32, .unsigned64, .unsignedLong].contains(argumentClass),
            let rules = PluralRules.for(locale)
        else { return false }
        let present = Set(variable.cases.compactMap { PluralCategory(rawValue: $0.name) })
        return rules.integerCategories.isSubset(of: present)
    }

    /// One info for every value type of a table written with a leading `%`, at the development
    /// language's file (else the first), the others as related places: the same habit in every
    /// locale is one thing to decide, not one per variable.
    private func percentValueTypeFinding(
        address: ProjectModel.TableAddress, places: [(file: TableFile, range: ByteRange, valueType: String)], context: RuleContext
    ) -> Finding {
        let source = context.model.sourceLanguage(ofBundle: address.bundle)
        let sorted = places.sorted { Self.isBefore(($0.file, $0.range), ($1.file, $1.range), source: source) }
        let first = sorted[0]
        let locales = Set(places.compactMap { $0.file.locale })
        let written = Set(places.map { $0.valueType }).sorted()
        let bare = written.map { String($0.drop { $0 == "%" }) }
        let count = places.count == 1 ? "one variable" : "\(places.count) variables"
        let localeText = locales.count == 1 ? "" : " in \(locales.count) locales"
        return Finding(
            ruleID: Self.id, severity: .info,
            message: "\(address.table).stringsdict writes NSStringFormatValueTypeKey with a leading '%' "
                + "(\(MessageText.examples(written))) for \(count)\(localeText); Apple documents the bare form "
                + "(\(MessageText.examples(bare))) and does not say whether Foundation accepts the '%': cannot decide, write the bare form to be safe",
            location: context.location(first.file.path, first.range),
            related: sorted.dropFirst().map { place in
                RelatedLocation(location: context.location(place.file.path, place.range), note: "written '\(place.valueType)' (\(place.file.locale ?? "outside any .lproj"))")
            },
            table: address.table, locale: locales.count == 1 ? first.file.locale : nil)
    }
}
