import Testing
import WorkspaceDiscovery

@Suite struct PathPatternTests {
    @Test(arguments: [
        ("Generated", "App/Generated/File.swift", true),
        ("Generated", "Generated", true),
        ("Generated", "App/GeneratedStuff/File.swift", false),
        ("*.generated.swift", "App/L10n.generated.swift", true),
        ("*.generated.swift", "App/L10n.swift", false),
        ("Vendor/**", "Vendor/Lib/Deep/File.swift", true),
        ("Vendor/**", "App/Vendor/File.swift", false),
        ("./Vendor/", "Vendor/File.swift", true),
        ("App/*/Mocks", "App/Feature/Mocks/Mock.swift", true),
        ("App/*/Mocks", "App/A/B/Mocks/Mock.swift", false),
        ("App/**/Mocks", "App/A/B/Mocks/Mock.swift", true),
        ("App/**/Mocks", "App/Mocks/Mock.swift", true),
        ("App/Leg?cy.swift", "App/Legacy.swift", true),
        ("App/Leg?cy.swift", "App/Legcy.swift", false),
        ("**/Tests/**", "Sources/Tests/A.swift", true),
        ("", "Anything.swift", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(PathPattern(pattern).matches(path) == expected)
    }
}
