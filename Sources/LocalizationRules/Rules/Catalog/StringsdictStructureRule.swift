import LocalizationIndex
import StringCatalog

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
            locales. A variable without a dictionary, a plural without `other` or a plural counted with \
            `%@` misbehave the same way.
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
                """)
        ],
        nonTriggering: [
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
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: problem.isError ? .error : .warning,
                        message: "\(file.table).stringsdict (\(file.locale ?? "?")): \(problem.message)",
                        location: context.location(file.path, problem.range), table: file.table, locale: file.locale))
            }
        }
        return findings
    }
}
