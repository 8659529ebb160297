import SwiftSourceScanner

/// Reads what the analysis needs from a `Package.swift` summary: the package's
/// `defaultLocalization` and its targets with their paths and whether they declare resources.
///
/// The manifest is never evaluated; only literal arguments of `Package(…)` and `.target(…)`-like
/// calls count, as the scanner recorded them.
enum ManifestReading {
    /// Target factory names and their kinds.
    static let targetKinds: [String: PackageManifest.Target.Kind] = [
        "target": .regular, "executableTarget": .executable, "testTarget": .test, "macro": .macro,
        "plugin": .plugin, "binaryTarget": .binary, "systemLibrary": .system,
    ]

    /// The manifest described by a scanned `Package.swift`.
    static func manifest(from scanned: ScannedFile) -> PackageManifest {
        var name: String?
        var defaultLocalization: String?
        var targets: [PackageManifest.Target] = []
        let calls = scanned.otherCalls + scanned.localizationCalls.map(\.call)
        for call in calls.sorted(by: { $0.range.start < $1.range.start }) {
            if call.callee == "Package" {
                name = call.argument(labeled: "name")?.value.literalValue ?? name
                defaultLocalization = call.argument(labeled: "defaultLocalization")?.value.literalValue ?? defaultLocalization
                continue
            }
            guard call.isMember, let kind = targetKinds[call.callee], let targetName = call.argument(labeled: "name")?.value.literalValue else {
                continue
            }
            let resources = call.argument(labeled: "resources")
            targets.append(
                PackageManifest.Target(
                    name: targetName, kind: kind, path: call.argument(labeled: "path")?.value.literalValue,
                    declaresResources: resources != nil, resourcePaths: [],
                    excludedPaths: PackageManifest.literalPaths(of: call.argument(labeled: "exclude"), in: scanned.stringLiterals) ?? [],
                    sourcePaths: PackageManifest.literalPaths(of: call.argument(labeled: "sources"), in: scanned.stringLiterals)))
        }
        return PackageManifest(name: name, defaultLocalization: defaultLocalization, targets: targets)
    }
}
