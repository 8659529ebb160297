import Testing
@testable import StringCatalog

@Suite struct FormatSpecifierTests {
    @Test func parsesPositionalFlagsWidthPrecisionAndLength() {
        let specifiers = FormatSpecifierParser.parse("%1$@ %-5.2lld %+'08.3f %2$#@files@ %% %hhu %zd %*d")
        #expect(specifiers.map(\.text) == ["%1$@", "%-5.2lld", "%+'08.3f", "%2$#@files@", "%%", "%hhu", "%zd", "%*d"])
        // A width before a variable (`%1#@count@`) leaves it a variable.
        let widened = FormatSpecifierParser.parse("%1#@count@ and %@")
        #expect(widened.map(\.text) == ["%1#@count@", "%@"])
        #expect(widened.first?.kind == .variable(name: "count"))
        #expect(widened.first?.explicitPosition == nil)
        #expect(specifiers[0].explicitPosition == 1)
        #expect(specifiers[1].flags == "-" && specifiers[1].width == "5" && specifiers[1].precision == "2")
        #expect(specifiers[1].argumentClass == .signed64)
        #expect(specifiers[3].kind == .variable(name: "files"))
        #expect(specifiers[4].kind == .percentLiteral)
        #expect(specifiers[5].argumentClass == .unsigned32)
        #expect(specifiers[6].argumentClass == .signedLong)
    }

    @Test func argIsTheSubstitutionArgumentOnlyInsideSubstitutions() {
        #expect(FormatSpecifierParser.parse("%arg files", inSubstitution: true).map(\.kind) == [.substitutionArgument])
        let outside = FormatSpecifierParser.parse("%arg files")
        #expect(outside.first?.text == "%a")
    }

    @Test func percentFollowedByProseIsNotAnArgumentWhenTheStringHasNone() {
        #expect(FormatArguments("50% off").takesArguments == false)
        #expect(FormatArguments("100 % sure").takesArguments == false)
        #expect(FormatCompatibility.check(source: "50% off", translation: "50 % de réduction").isEmpty)
        let mismatches = FormatCompatibility.check(source: "%lld%% off", translation: "%lld%z de réduction")
        #expect(mismatches.map(\.kind) == [.invalidPercent(text: "%")])
    }

    @Test func swiftTypesMapToTheCompilersSpecifiers() {
        #expect(FormatSpecifier.conversion(forSwiftType: "Int") == "lld")
        #expect(FormatSpecifier.conversion(forSwiftType: "Int32") == "d")
        #expect(FormatSpecifier.conversion(forSwiftType: "UInt") == "llu")
        #expect(FormatSpecifier.conversion(forSwiftType: "UInt16") == "u")
        #expect(FormatSpecifier.conversion(forSwiftType: "Float") == "f")
        #expect(FormatSpecifier.conversion(forSwiftType: "CGFloat") == "lf")
        #expect(FormatSpecifier.conversion(forSwiftType: "Date") == "@")
    }

    @Test func compatibilityFollowsThePolicy() {
        #expect(FormatCompatibility.check(source: "%@ has %lld items", translation: "%2$lld Elemente: %1$@").isEmpty)
        #expect(FormatCompatibility.check(source: "%.1f km", translation: "%.2f km").isEmpty)
        #expect(FormatCompatibility.check(source: "%lld items", translation: "%@ Elemente").map(\.severity) == [.error])
        #expect(FormatCompatibility.check(source: "%@ … %lld", translation: "%lld … %@").count == 2)
        #expect(FormatCompatibility.check(source: "%d", translation: "%u").map(\.kind) == [.signednessMismatch(position: 1)])
        #expect(FormatCompatibility.check(source: "%ld", translation: "%lld").map(\.kind) == [.longWidthMismatch(position: 1)])
        #expect(FormatCompatibility.check(source: "%@", translation: "%@ %@").map(\.kind) == [.extraArgument(position: 2)])
        #expect(FormatCompatibility.check(source: "%@ %@", translation: "%@").map(\.kind) == [.missingArgument(position: 2)])
        #expect(FormatCompatibility.check(source: "%lld files", translation: "a file", isVariant: true).isEmpty)
        #expect(FormatCompatibility.check(source: "%@ %@", translation: "%2$@ %@").map(\.kind) == [.mixedPositionalAndSequential])
        // Mixed as the source mixes them: the source's problem, reported once at the source.
        #expect(FormatCompatibility.check(source: "%1$@ %@", translation: "%1$@ %@").isEmpty)
        #expect(FormatCompatibility.check(source: "%#@files@ in %@", translation: "%lld in %@").isEmpty)
    }

    @Test func substitutionSpecifiersHaveClasses() {
        #expect(FormatArgumentClass(specifier: "lld") == .signed64)
        #expect(FormatArgumentClass(specifier: "%ld") == .signedLong)
        #expect(FormatArgumentClass(specifier: "@") == .object)
        #expect(FormatArgumentClass(specifier: "bogus") == nil)
    }
}

@Suite struct PluralRulesTests {
    @Test func requiredAndIntegerCategories() {
        #expect(PluralRules.for("ru")?.requiredCategories == [.one, .few, .many, .other])
        #expect(PluralRules.for("ru")?.integerCategories == [.one, .few, .many])
        #expect(PluralRules.for("ja")?.requiredCategories == [.other])
        #expect(PluralRules.for("ar")?.requiredCategories.count == 6)
        #expect(PluralRules.for("fr")?.requiredCategories == [.one, .many, .other])
    }

    @Test func regionalScriptAndLegacyIdsMapToTheirLanguage() {
        #expect(PluralRules.for("de-AT")?.cldrIdentifier == "de")
        #expect(PluralRules.for("es-MX")?.cldrIdentifier == "es")
        #expect(PluralRules.for("zh-Hant-TW")?.requiredCategories == [.other])
        #expect(PluralRules.for("pt")?.cldrIdentifier == "pt_BR")
        #expect(PluralRules.for("pt-AO")?.cldrIdentifier == "pt_PT")
        #expect(PluralRules.for("iw")?.cldrIdentifier == "he")
        #expect(PluralRules.for("sr-Latn")?.cldrIdentifier == "sr")
        #expect(PluralRules.for("en_GB")?.cldrIdentifier == "en")
        #expect(PluralRules.for("xx") == nil)
        #expect(PluralRules.knownLocales.count == 71)
    }
}
