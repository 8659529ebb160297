import Testing
import TestSupport
import TextPositions
@testable import StringCatalog

@Suite struct StringsdictReaderTests {
    static func plist(_ body: String) -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \(body)
            </dict>
            </plist>
            """.utf8)
    }

    @Test func readsAWellFormedEntryWithPositions() {
        let marked = extractMarkers("""
            <plist version="1.0"><dict>
              1️⃣<key>%d files &amp; more</key>2️⃣
              <dict>
                <key>NSStringLocalizedFormatKey</key>
                3️⃣<string>%#@files@ remaining</string>4️⃣
                <key>files</key>
                <dict>
                  <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                  <key>NSStringFormatValueTypeKey</key><string>d</string>
                  <key>one</key><string>%d file</string>
                  <key>other</key><string><![CDATA[%d files]]></string>
                </dict>
              </dict>
            </dict></plist>
            """)
        let file = StringsdictReader.read(Array(marked.text.utf8))
        #expect(file.problems.isEmpty)
        let entry = file.entry(forKey: "%d files & more")
        #expect(entry?.keyRange == ByteRange(start: marked["1️⃣"], end: marked["2️⃣"]))
        #expect(entry?.format == "%#@files@ remaining")
        #expect(entry?.formatRange == ByteRange(start: marked["3️⃣"], end: marked["4️⃣"]))
        let variable = entry?.variable(named: "files")
        #expect(variable?.ruleType == "NSStringPluralRuleType")
        #expect(variable?.valueType == "d")
        #expect(variable?.cases.map(\.name) == ["one", "other"])
        #expect(variable?.cases.last?.value == "%d files")
    }

    @Test func reportsTheFailureModes() {
        let file = StringsdictReader.read(Self.plist("""
            <key>a</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@count@ and %#@missing@</string>
              <key>count</key>
              <dict>
                <key>NSStringFormatSpecType</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>%ld</string>
                <key>One</key><string>%ld item</string>
              </dict>
            </dict>
            <key>b</key>
            <dict>
              <key>NSStringLocalizedFormatKy</key><string>%#@n@</string>
              <key>n</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>@</string>
                <key>other</key><string>%@</string>
              </dict>
            </dict>
            <key>c</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key><string>%1$@ %3$#@n@</string>
              <key>n</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRule</string>
                <key>NSStringFormatValueTypeKey</key><string>lld</string>
                <key>other</key><string>%lld</string>
              </dict>
            </dict>
            """))
        let kinds = Set(file.problems.map(\.kind))
        #expect(kinds == [
            .misspelledKey, .missingRuleType, .undefinedVariable, .missingFormatKey, .nonNumericPluralValueType,
            .positionalGap, .unknownRuleType, .unusedVariable,
        ])
        let misspelled = file.problems.filter { $0.kind == .misspelledKey }.map(\.message)
        #expect(misspelled.contains { $0.contains("did you mean 'NSStringFormatSpecTypeKey'") })
        #expect(misspelled.contains { $0.contains("did you mean 'NSStringLocalizedFormatKey'") })
    }

    @Test func pluralChecksOnceTheRuleTypeIsKnown() {
        let file = StringsdictReader.read(Self.plist("""
            <key>a</key>
            <dict>
              <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
              <key>n</key>
              <dict>
                <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
                <key>NSStringFormatValueTypeKey</key><string>%ld</string>
                <key>One</key><string>%ld item</string>
              </dict>
            </dict>
            """))
        #expect(Set(file.problems.map(\.kind)) == [.valueTypeWithPercent, .missingOtherCategory, .unknownCategory])
    }

    @Test func brokenXMLIsReportedNotFatal() {
        let file = StringsdictReader.read(Array("<plist><dict><key>a</key><dict><key>NSStringLocalizedFormatKey</key><string>x".utf8))
        #expect(file.problems.contains { $0.kind == .invalidPropertyList })
        #expect(StringsdictReader.read([]).entries.isEmpty)
    }
}
