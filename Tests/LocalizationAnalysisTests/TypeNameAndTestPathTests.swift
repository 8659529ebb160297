import LocalizationIndex
import Testing

/// `TypeName.base` and `ModuleMap.isTestCode` read ASCII names as bytes and other names as
/// characters: both readings must decide alike.
@Suite struct TypeNameAndTestPathTests {
    @Test(arguments: [
        ("Text", "Text"), ("SwiftUI.Text?", "Text"), ("LocalizedStringKey!", "LocalizedStringKey"),
        ("Foundation.AttributedString??", "AttributedString"), ("Swift.String", "String"),
        ("SwiftUI.Swift.Int", "Int"), ("Swift.SwiftUI.Text", "SwiftUI.Text"), (" [String: Int] ", "[String:Int]"),
        ("String.LocalizationValue", "String.LocalizationValue"), ("?", ""), ("SwiftUI.", ""),
        ("Ünïcode.Typ?", "Ünïcode.Typ"), ("SwiftUI.Tëxt ?", "Tëxt"), ("Swift.\u{00A0}Int", "Int"),
    ])
    func baseDropsOptionalityModulesAndSpaces(_ written: String, _ base: String) {
        #expect(TypeName.base(written) == base)
    }

    @Test func keyTypesAreRecognizedThroughModulePrefixesAndOptionals() {
        #expect(TypeName.isKeyType("SwiftUI.LocalizedStringKey?"))
        #expect(TypeName.isKeyType("String.LocalizationValue"))
        #expect(!TypeName.isKeyType("Text"))
        #expect(TypeName.isLocalizedText("Text!"))
    }

    @Test(arguments: [
        ("App/Tests/HelperTests.swift", true), ("AppTests/Helper.swift", true), ("App/AppUITests/Flow.swift", true),
        ("App/Sources/LoginTest.swift", true), ("App/Sources/LoginTests.swift", true), ("App/Sources/Tests.swift", true),
        ("App/Sources/Testsuite.swift", false), ("Tests", false), ("App/Tests", false), ("App/Tests/", false),
        ("App//Sources/View.swift", false), ("", false), ("Pakete/Prüfungen/Tests/Fälle.swift", true),
        ("Pakete/Prüfungen/Fälle.swift", false), ("Pakete/Ansicht/ÜbersichtTests.swift", true),
    ])
    func testCodeIsToldByFoldersAndNames(_ path: String, _ isTest: Bool) {
        let modules = ModuleMap(manifests: [], tablePaths: [])
        #expect(modules.isTestCode(path) == isTest)
    }
}
