import SwiftSourceScanner
import Testing

/// Reading `Package.swift` for which targets own localized resources.
@Suite struct PackageManifestTests {
    @Test func targetsWithAndWithoutResources() {
        let source = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Feature",
                defaultLocalization: "en",
                platforms: [.iOS(.v17)],
                products: [
                    .library(name: "Feature", targets: ["Feature"]),
                    .plugin(name: "Tool", targets: ["ToolPlugin"]),
                ],
                targets: [
                    .target(
                        name: "Feature",
                        dependencies: [.target(name: "Core"), "Models"],
                        resources: [.process("Resources"), .copy("Fonts/Main.ttf")]
                    ),
                    .target(name: "Core", path: "Sources/CoreKit"),
                    .executableTarget(name: "CLI"),
                    .testTarget(name: "FeatureTests", dependencies: ["Feature"]),
                    .plugin(name: "ToolPlugin", capability: .buildTool()),
                ]
            )
            package.targets.append(.macro(name: "Macros", dependencies: []))
            """
        let manifest = PackageManifest(source: source)
        #expect(manifest.name == "Feature")
        #expect(manifest.defaultLocalization == "en")
        #expect(manifest.targets.map(\.name) == ["Feature", "Core", "CLI", "FeatureTests", "ToolPlugin", "Macros"])
        #expect(manifest.targets.map(\.kind) == [.regular, .regular, .executable, .test, .plugin, .macro])
        #expect(manifest.targets[0].declaresResources)
        #expect(manifest.targets[0].resourcePaths == ["Resources", "Fonts/Main.ttf"])
        #expect(!manifest.targets[1].declaresResources)
        #expect(manifest.targets[1].sourcePath == "Sources/CoreKit")
        #expect(manifest.targets[3].sourcePath == "Tests/FeatureTests")
    }

    /// A target sharing an app's folder names its few sources and excludes the app's resources
    /// (paths may end in a space: they are file names).
    @Test func excludedAndChosenSources() {
        let source = """
            let package = Package(
                name: "Logic",
                targets: [
                    .target(
                        name: "Logic",
                        path: "App",
                        exclude: [
                            // the app's tables and assets
                            "Resources ",
                            "Assets.xcassets",
                        ],
                        sources: ["Rules/Policy.swift", "Rules/Schedule.swift"]
                    ),
                    .testTarget(name: "LogicTests", dependencies: ["Logic"]),
                ]
            )
            """
        let manifest = PackageManifest(source: source)
        #expect(manifest.targets[0].excludedPaths == ["Resources ", "Assets.xcassets"])
        #expect(manifest.targets[0].sourcePaths == ["Rules/Policy.swift", "Rules/Schedule.swift"])
        #expect(manifest.targets[1].excludedPaths.isEmpty)
        #expect(manifest.targets[1].sourcePaths == nil)
    }

    @Test func manifestWithoutLocalization() {
        let manifest = PackageManifest(source: #"let package = Package(name: "Tiny", targets: [.target(name: "Tiny")])"#)
        #expect(manifest.defaultLocalization == nil)
        #expect(manifest.targets.map(\.name) == ["Tiny"])
    }
}
