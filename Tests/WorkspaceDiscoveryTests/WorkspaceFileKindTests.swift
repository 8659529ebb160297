import Testing
import WorkspaceDiscovery

@Suite struct WorkspaceFileKindTests {
    @Test(arguments: [
        ("View.swift", WorkspaceFileKind?.some(.swiftSource)),
        ("Package.swift", .packageManifest),
        ("Sub/Package@swift-5.9.swift", .packageManifest),
        ("PackageView.swift", .swiftSource),
        (".swift-l10n.json", .configuration),
        ("Sub/.swift-l10n.json", nil),
        ("A/Info.plist", .infoPlist),
        ("A/MyApp-Info.plist", .infoPlist),
        ("A/Settings.plist", nil),
        ("A/en.lproj/Main.strings", .stringsTable),
        ("A/en.lproj/Main.stringsdict", .stringsDictionary),
        ("A/Localizable.xcstrings", .stringCatalog),
        ("A.xcodeproj/project.pbxproj", .xcodeProject),
        ("A/Base.lproj/Main.storyboard", .interfaceBuilder),
        ("A/Views/Cell.xib", .interfaceBuilder),
        ("A/readme.md", nil),
        ("project.yml", .xcodegenSpec),
        ("Sub/project.yaml", .xcodegenSpec),
        ("Sub/other.yml", nil),
    ])
    func classifiesByPath(path: String, expected: WorkspaceFileKind?) {
        #expect(WorkspaceFileKind.classify(relativePath: path) == expected)
    }
}
