/// What a file found in a workspace is to localization, decided from its path alone.
public enum WorkspaceFileKind: String, Sendable, Hashable, CaseIterable {
    /// A Swift source file (`*.swift`, except package manifests).
    case swiftSource = "swift"
    /// An Objective-C or C source or header (`.m`, `.mm`, `.h`, `.c`), read for the lookups of
    /// mixed apps.
    case objectiveCSource = "objc"
    /// A property list inside a `Settings.bundle`: the texts the Settings app shows.
    case settingsPropertyList = "settings-plist"
    /// A storyboard or XIB (`*.storyboard`, `*.xib`): the texts it hands to the project's own view
    /// classes, which may look them up themselves.
    case interfaceBuilder = "interface-builder"
    /// A SwiftPM manifest: `Package.swift` or a versioned `Package@swift-6.0.swift`.
    case packageManifest = "package-manifest"
    /// A String Catalog (`*.xcstrings`), including `InfoPlist.xcstrings`; the table is its name.
    case stringCatalog = "xcstrings"
    /// A legacy strings table (`*.strings`); its locale is the enclosing `.lproj` folder.
    case stringsTable = "strings"
    /// A legacy plural table (`*.stringsdict`).
    case stringsDictionary = "stringsdict"
    /// An Info.plist (`Info.plist`, `*-Info.plist`, `*Info.plist`), the source of privacy texts.
    case infoPlist = "info-plist"
    /// An Xcode project's `project.pbxproj` (regions, variant groups, synchronized folders).
    case xcodeProject = "pbxproj"
    /// An XcodeGen spec (`project.yml`), for projects that generate their `.xcodeproj`: the source
    /// of `INFOPLIST_KEY_…` permission texts.
    case xcodegenSpec = "xcodegen-spec"
    /// The swift-l10n configuration file at the workspace root.
    case configuration = "configuration"
    /// A JSON file the app may bundle as data (`categories.json`): code can look its string
    /// values up as keys (`LocalizedStringKey(category.id)`). Not an asset catalog's
    /// `Contents.json`.
    case dataResource = "json"

    /// The name of the configuration file, looked for at the root only.
    public static let configurationFileName = ".swift-l10n.json"

    /// Classifies a root-relative, `/`-separated path; `nil` for files localization ignores.
    public static func classify(relativePath path: String) -> WorkspaceFileKind? {
        if path == configurationFileName { return .configuration }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name.hasSuffix(".swift") {
            if name == "Package.swift" || name.hasPrefix("Package@swift-") {
                return .packageManifest
            }
            return .swiftSource
        }
        if name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") || name.hasSuffix(".c") {
            return .objectiveCSource
        }
        if name.hasSuffix(".xcstrings") { return .stringCatalog }
        if name.hasSuffix(".stringsdict") { return .stringsDictionary }
        if name.hasSuffix(".strings") { return .stringsTable }
        if name == "project.pbxproj" { return .xcodeProject }
        if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") { return .interfaceBuilder }
        if name.hasSuffix(".plist"), path.hasPrefix("Settings.bundle/") || path.contains("/Settings.bundle/") {
            return .settingsPropertyList
        }
        if name == "project.yml" || name == "project.yaml" { return .xcodegenSpec }
        if name.hasSuffix("Info.plist") { return .infoPlist }
        if name.hasSuffix(".json"), !name.hasPrefix("."), !path.contains(".xcassets/") { return .dataResource }
        return nil
    }
}
