import Foundation
import TestSupport
import Testing
import WorkspaceDiscovery

@Suite struct WorkspaceDiscoveryTests {
    @Test func findsEveryKindWithRelativePathsAndBytes() throws {
        let tree = try TemporaryTree([
            ".swift-l10n.json": "{}",
            "Package.swift": "// manifest",
            "Sources/Feature/View.swift": "Text(\"hello\")",
            "Sources/Feature/Resources/Localizable.xcstrings": "{}",
            "App/InfoPlist.xcstrings": "{}",
            "App/Info.plist": "<plist/>",
            "App/Widget-Info.plist": "<plist/>",
            "App/de.lproj/Localizable.strings": "\"a\" = \"b\";",
            "App/de.lproj/Plurals.stringsdict": "<plist/>",
            "App.xcodeproj/project.pbxproj": "// !$*UTF8*$!",
            "README.md": "not interesting",
            "Sources/Feature/Image.png": "",
        ])
        defer { tree.remove() }
        let workspace = WorkspaceDiscovery.discover(root: tree.root)
        #expect(workspace.problems.isEmpty)
        #expect(workspace.files.map(\.path) == [
            ".swift-l10n.json",
            "App.xcodeproj/project.pbxproj",
            "App/Info.plist",
            "App/InfoPlist.xcstrings",
            "App/Widget-Info.plist",
            "App/de.lproj/Localizable.strings",
            "App/de.lproj/Plurals.stringsdict",
            "Package.swift",
            "Sources/Feature/Resources/Localizable.xcstrings",
            "Sources/Feature/View.swift",
        ])
        #expect(workspace.files.map(\.kind) == [
            .configuration, .xcodeProject, .infoPlist, .stringCatalog, .infoPlist, .stringsTable,
            .stringsDictionary, .packageManifest, .stringCatalog, .swiftSource,
        ])
        #expect(workspace.file(atPath: "Sources/Feature/View.swift")?.bytes == Array("Text(\"hello\")".utf8))
        #expect(workspace.configurationFile?.bytes == Array("{}".utf8))
        let strings = try #require(workspace.file(atPath: "App/de.lproj/Localizable.strings"))
        #expect(strings.lprojLocale == "de")
        #expect(strings.tableName == "Localizable")
        #expect(workspace.file(atPath: "App/InfoPlist.xcstrings")?.tableName == "InfoPlist")
    }

    @Test func skipsBuildProductsDependenciesAndHiddenFolders() throws {
        let tree = try TemporaryTree([
            "Kept.swift": "",
            ".build/checkouts/Dep/Sources/Dep.swift": "",
            "DerivedData/App/Build.swift": "",
            "Pods/Alamofire/Source.swift": "",
            "Carthage/Checkouts/Lib/Lib.swift": "",
            "node_modules/pkg/index.swift": "",
            ".git/hooks/hook.swift": "",
            ".swiftpm/xcode/Package.swift": "",
            "Nested/.hidden/File.swift": "",
            "Nested/.swift-l10n.json": "{}",
            "Nested/Visible.swift": "",
        ])
        defer { tree.remove() }
        let workspace = WorkspaceDiscovery.discover(root: tree.root)
        #expect(workspace.files.map(\.path) == ["Kept.swift", "Nested/Visible.swift"])
    }

    /// exelban/stats checks in an Xcode localization export: its `Source Contents/` repeats every
    /// table, which would report each key once more per copy. A vendored prebuilt framework's
    /// resource bundles are its own (Brave's call SDK), not the app's tables. An Xcode file
    /// template is never compiled (zashi's `TCA.xctemplate`).
    @Test func skipsLocalizationExportsArchivesAndFrameworks() throws {
        let tree = try TemporaryTree([
            "App/en.lproj/Localizable.strings": "\"a\" = \"A\";",
            "App/Stats/en.xcloc/Source Contents/App/en.lproj/Localizable.strings": "\"a\" = \"A\";",
            "App/Stats/en.xcloc/Localized Contents/en.xliff": "",
            "Build/App.xcarchive/Info.plist": "",
            "Build/App.app.dSYM/Contents/Info.plist": "",
            "Vendor/Call.xcframework/ios-arm64/Call.framework/Voice.bundle/en.lproj/Localizable.strings": "\"alert\" = \"alert\";",
            "Vendor/Legacy.framework/Resources/en.lproj/Localizable.strings": "\"b\" = \"B\";",
            "xctemplates/Feature.xctemplate/___FILEBASENAME___View.swift": "Text(\"___VARIABLE_title___\")",
        ])
        defer { tree.remove() }
        let workspace = WorkspaceDiscovery.discover(root: tree.root)
        #expect(workspace.files.map(\.path) == ["App/en.lproj/Localizable.strings"])
    }

    @Test func excludedPatternsLeaveOutFilesAndFolders() throws {
        let tree = try TemporaryTree([
            "App/View.swift": "",
            "App/Generated/Strings.swift": "",
            "Vendor/Lib/Lib.swift": "",
            "Tools/Generated/Other.swift": "",
            "App/Legacy.swift": "",
        ])
        defer { tree.remove() }
        let options = DiscoveryOptions(excludedPaths: [PathPattern("Vendor/**"), PathPattern("Generated"), PathPattern("App/Leg*.swift")])
        let workspace = WorkspaceDiscovery.discover(root: tree.root, options: options)
        #expect(workspace.files.map(\.path) == ["App/View.swift"])
    }

    @Test func symbolicLinkLoopsEnd() throws {
        let tree = try TemporaryTree(["A/View.swift": ""])
        defer { tree.remove() }
        try tree.link("A/Loop", to: "..")
        try tree.link("A/Self", to: ".")
        let workspace = WorkspaceDiscovery.discover(root: tree.root)
        #expect(workspace.files.map(\.path) == ["A/View.swift"])
        #expect(workspace.problems.isEmpty)
    }

    @Test func aFolderWithTwoNamesIsWalkedOnceUnderItsRealName() throws {
        let tree = try TemporaryTree(["Shared/Strings.swift": ""])
        defer { tree.remove() }
        try tree.link("App", to: "Shared")
        let workspace = WorkspaceDiscovery.discover(root: tree.root)
        #expect(workspace.files.map(\.path) == ["Shared/Strings.swift"])
        #expect(workspace.problems.isEmpty)
    }

    @Test func linksToFoldersOutsideTheRootAreFollowed() throws {
        let outside = try TemporaryTree(["Lib.swift": ""])
        defer { outside.remove() }
        let tree = try TemporaryTree(["App/View.swift": ""])
        defer { tree.remove() }
        try tree.link("Linked", to: outside.root)
        #expect(WorkspaceDiscovery.discover(root: tree.root).files.map(\.path) == ["App/View.swift", "Linked/Lib.swift"])
        let unlinked = WorkspaceDiscovery.discover(root: tree.root, options: DiscoveryOptions(followsSymbolicLinks: false))
        #expect(unlinked.files.map(\.path) == ["App/View.swift"])
    }

    @Test func unreadableFilesAreProblemsNotFailures() throws {
        let tree = try TemporaryTree(["Good.swift": "let a = 1"])
        defer { tree.remove() }
        try tree.link("Dangling.swift", to: "Missing/Nowhere.swift")
        let workspace = WorkspaceDiscovery.discover(root: tree.root)
        #expect(workspace.files.map(\.path) == ["Good.swift"])
        #expect(workspace.problems == [DiscoveryProblem(path: "Dangling.swift", message: "no such file or directory")])
    }

    @Test func aMissingRootIsOneProblem() {
        let workspace = WorkspaceDiscovery.discover(root: "/nonexistent/swift-l10n-root")
        #expect(workspace.files.isEmpty)
        #expect(workspace.problems == [DiscoveryProblem(path: ".", message: "no such file or directory")])
    }

    @Test func listingWithoutContentsLeavesBytesEmpty() throws {
        let tree = try TemporaryTree(["View.swift": "let a = 1"])
        defer { tree.remove() }
        let workspace = WorkspaceDiscovery.discover(root: tree.root, options: DiscoveryOptions(readsContents: false))
        #expect(workspace.files.map(\.path) == ["View.swift"])
        #expect(workspace.files[0].bytes.isEmpty)
    }

    @Test func rootPathsAreStandardized() throws {
        let tree = try TemporaryTree(["View.swift": ""])
        defer { tree.remove() }
        let workspace = WorkspaceDiscovery.discover(root: tree.root + "/./")
        #expect(!workspace.rootPath.hasSuffix("/"))
        #expect(workspace.absolutePath(of: "View.swift").hasSuffix("/View.swift"))
        #expect(workspace.files.map(\.path) == ["View.swift"])
    }
}

/// Large catalogs are opened, not read, when asked (`DiscoveryOptions.streamedCatalogSize`).
@Suite struct StreamedCatalogDiscoveryTests {
    @Test func largeCatalogsAreOpenedForTheIndexToReadThroughAWindow() throws {
        let big = String(repeating: "{ \"x\" : \"é\" }\n", count: 1000)
        let tree = try TemporaryTree(["Big.xcstrings": big, "Small.xcstrings": "{}", "Big.swift": big])
        defer { tree.remove() }
        var options = DiscoveryOptions()
        options.streamedCatalogSize = 1000
        let workspace = WorkspaceDiscovery.discover(root: tree.root, options: options)
        #expect(workspace.problems.isEmpty)
        let catalog = try #require(workspace.file(atPath: "Big.xcstrings"))
        let source = try #require(catalog.streamed)
        #expect(catalog.bytes.isEmpty && source.count == big.utf8.count)
        #expect(workspace.file(atPath: "Small.xcstrings")?.streamed == nil)
        #expect(workspace.file(atPath: "Small.xcstrings")?.bytes == Array("{}".utf8))
        #expect(workspace.file(atPath: "Big.swift")?.streamed == nil)
        source.fill(through: source.count)
        #expect(Array(source.bytes) == Array(big.utf8) && source.isComplete)
        // Without the option everything is read.
        #expect(WorkspaceDiscovery.discover(root: tree.root).file(atPath: "Big.xcstrings")?.bytes == Array(big.utf8))
    }

    /// The file is read, not mapped: truncating it while it is read leaves zeros (never `SIGBUS`),
    /// and the source knows it did not get the whole file.
    @Test func aCatalogTruncatedOnDiskWhileReadLeavesZerosAndIsNotComplete() throws {
        let big = String(repeating: "{ \"x\" : \"é\" }\n", count: 2000)
        let tree = try TemporaryTree(["Big.xcstrings": big])
        defer { tree.remove() }
        var options = DiscoveryOptions()
        options.streamedCatalogSize = 1000
        let source = try #require(WorkspaceDiscovery.discover(root: tree.root, options: options).file(atPath: "Big.xcstrings")?.streamed)
        source.fill(through: 5000)
        #expect(truncate(tree.root + "/Big.xcstrings", 8000) == 0)
        source.fill(through: source.count)
        #expect(Array(source.bytes[0..<8000]) == Array(big.utf8.prefix(8000)))
        #expect(source.bytes[8000..<source.count].allSatisfy { $0 == 0 })
        #expect(!source.isComplete)
        #expect(source.readAll() == Array(big.utf8.prefix(8000)))
    }
}
