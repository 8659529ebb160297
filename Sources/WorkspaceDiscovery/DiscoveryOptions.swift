/// What discovery walks past and whether it reads what it finds.
public struct DiscoveryOptions: Sendable {
    /// Folder names never entered: build products, dependency checkouts and package caches hold
    /// other people's strings, and walking them is most of the cost on a real tree.
    public static let skippedDirectoryNames: Set<String> = [
        ".build", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// Folder extensions never entered: Xcode's localization exports (`.xcloc`, holding copies of
    /// the project's `.strings` under `Source Contents/`) and build outputs are not part of any
    /// app, and reading them doubles every table (real apps: exelban/stats checks in an export).
    /// A prebuilt framework (`.xcframework`, `.framework`) carries its own resource bundles, which
    /// its compiled code reads: Brave vendors one whose `AccessibilityResources.bundle` tables
    /// were taken for the app's `Localizable`. An Xcode file template (`.xctemplate`, zashi's
    /// `TCA.xctemplate/___FILEBASENAME___View.swift`) is text Xcode copies into new files, never
    /// compiled: its placeholder texts are no app's keys.
    public static let skippedDirectoryExtensions: Set<String> = [
        "xcloc", "xcarchive", "dSYM", "xcframework", "framework", "xctemplate",
    ]

    /// Root-relative globs of files and folders to leave out (the configuration's `exclude`).
    public var excludedPaths: [PathPattern]
    /// Whether to read each found file's bytes (the server may list first and read lazily).
    public var readsContents: Bool
    /// Whether to follow symbolic links to folders (loops are detected either way).
    public var followsSymbolicLinks: Bool
    /// String Catalogs of at least this many bytes are not read but opened for the index to read
    /// through a window (`DiscoveredFile.streamed`, `Workspace.set(files:streamed:)`); `nil`
    /// (the default) reads every file.
    public var streamedCatalogSize: Int?

    /// The `streamedCatalogSize` of `check`: below it a catalog's bytes cost less than the
    /// window a streaming pass holds anyway, and reading it whole lets its line table be made
    /// beside its summary on another core.
    public static let largeCatalogSize = 16 << 20

    /// Creates options; by default every found file is read and links are followed.
    public init(excludedPaths: [PathPattern] = [], readsContents: Bool = true, followsSymbolicLinks: Bool = true) {
        self.excludedPaths = excludedPaths
        self.readsContents = readsContents
        self.followsSymbolicLinks = followsSymbolicLinks
    }

    /// Whether a folder with this name is skipped outright: the fixed lists plus every hidden folder.
    public static func skipsDirectory(named name: String) -> Bool {
        if name.hasPrefix(".") || skippedDirectoryNames.contains(name) { return true }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return skippedDirectoryExtensions.contains(String(name[name.index(after: dot)...]))
    }

    /// Whether the root-relative path is excluded by a configured pattern.
    public func isExcluded(_ relativePath: String) -> Bool {
        excludedPaths.contains { $0.matches(relativePath) }
    }
}
