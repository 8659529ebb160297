import Foundation

/// Paths inside this package, found from this file's location so tests run from any directory.
enum PackagePaths {
    /// The package root (the folder holding Package.swift).
    static let root: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    /// An absolute path inside the package.
    static func path(_ relative: String) -> String { root + "/" + relative }

    /// Whether goldens should be rewritten instead of compared (`UPDATE_GOLDENS=1`).
    static var updatesGoldens: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }
}
