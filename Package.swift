// swift-tools-version:6.1
// swift-l10n: a language server and CI gate for localization in Swift apps.
// The toolchain only: no package dependencies. The layering below is the one described in
// ARCHITECTURE.md; each target's "must not know" is enforced by its dependency list.
import PackageDescription

/// Swift 6 language mode (complete concurrency checking) comes from the tools version; this adds
/// the upcoming feature that makes existential types explicit.
let strictSwift: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "swift-l10n",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "swift-l10n", targets: ["swift-l10n"]),
        .executable(name: "swift-l10n-bench", targets: ["swift-l10n-bench"]),
        .plugin(name: "L10nCheckPlugin", targets: ["L10nCheckPlugin"]),
    ],
    targets: [
        // MARK: - Foundations (know nothing of each other)
        .target(name: "TextPositions", swiftSettings: strictSwift),
        .target(name: "JSONRPC", swiftSettings: strictSwift),
        .target(name: "LanguageServerProtocol", dependencies: ["JSONRPC"], swiftSettings: strictSwift),
        .target(name: "SwiftSourceScanner", dependencies: ["TextPositions"], swiftSettings: strictSwift),
        .target(name: "StringCatalog", dependencies: ["TextPositions"], swiftSettings: strictSwift),

        // MARK: - The engine (no IO, no LSP)
        .target(
            name: "LocalizationIndex",
            dependencies: ["TextPositions", "SwiftSourceScanner", "StringCatalog"],
            swiftSettings: strictSwift),
        .target(
            name: "LocalizationRules",
            dependencies: ["TextPositions", "SwiftSourceScanner", "StringCatalog", "LocalizationIndex"],
            swiftSettings: strictSwift),
        .target(
            name: "LocalizationAnalysis",
            dependencies: [
                "TextPositions", "SwiftSourceScanner", "StringCatalog", "LocalizationIndex",
                "LocalizationRules",
            ],
            swiftSettings: strictSwift),

        // MARK: - The edge that touches the file system (shared by both front ends)
        .target(name: "WorkspaceDiscovery", dependencies: ["TextPositions"], swiftSettings: strictSwift),

        // MARK: - Front ends
        .target(
            name: "LocalizationServer",
            dependencies: [
                "JSONRPC", "LanguageServerProtocol", "LocalizationAnalysis", "LocalizationIndex", "LocalizationRules",
                "WorkspaceDiscovery", "TextPositions",
            ],
            swiftSettings: strictSwift),
        .target(
            name: "LocalizationCLI",
            dependencies: [
                "LocalizationAnalysis", "WorkspaceDiscovery", "SwiftSourceScanner", "StringCatalog",
                "TextPositions",
            ],
            swiftSettings: strictSwift),
        .executableTarget(
            name: "swift-l10n",
            dependencies: ["LocalizationCLI", "LocalizationServer"],
            swiftSettings: strictSwift),
        .target(name: "ProjectGenerator", swiftSettings: strictSwift),
        .executableTarget(
            name: "swift-l10n-bench",
            dependencies: [
                "ProjectGenerator", "LocalizationAnalysis", "LocalizationServer", "LocalizationCLI", "WorkspaceDiscovery", "JSONRPC",
                "SwiftSourceScanner", "StringCatalog", "TextPositions",
            ],
            swiftSettings: strictSwift),
        .plugin(
            name: "L10nCheckPlugin",
            capability: .command(
                intent: .custom(verb: "l10n-check", description: "Check localization with swift-l10n"),
                permissions: []),
            dependencies: ["swift-l10n"]),

        // MARK: - Tests
        .target(
            name: "TestSupport",
            dependencies: ["TextPositions", "JSONRPC", "LanguageServerProtocol", "LocalizationServer", "LocalizationAnalysis"],
            swiftSettings: strictSwift),
        .testTarget(name: "TextPositionsTests", dependencies: ["TextPositions", "TestSupport"]),
        .testTarget(name: "JSONRPCTests", dependencies: ["JSONRPC", "TestSupport"]),
        .testTarget(name: "SwiftSourceScannerTests", dependencies: ["SwiftSourceScanner", "TestSupport"]),
        .testTarget(name: "StringCatalogTests", dependencies: ["StringCatalog", "TestSupport"]),
        .testTarget(
            name: "LocalizationAnalysisTests",
            dependencies: ["LocalizationAnalysis", "LocalizationRules", "LocalizationIndex", "TestSupport"]),
        .testTarget(
            name: "LocalizationServerTests",
            dependencies: ["LocalizationServer", "LanguageServerProtocol", "JSONRPC", "TestSupport"]),
        .testTarget(name: "LocalizationCLITests", dependencies: ["LocalizationCLI", "TestSupport"]),
        .testTarget(name: "WorkspaceDiscoveryTests", dependencies: ["WorkspaceDiscovery", "TestSupport"]),
        .testTarget(name: "ProjectGeneratorTests", dependencies: ["ProjectGenerator"]),
    ]
)
