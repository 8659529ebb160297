/// What a workspace file is to the analysis, decided from its path alone.
public enum FileKind: Hashable, Sendable {
    /// A Swift source file.
    case swift
    /// An Objective-C or C source or header (`.m`, `.mm`, `.h`, `.c`): read for its lookups only.
    case objectiveC
    /// A property list inside a `Settings.bundle` (`Root.plist`, a child pane's list).
    case settingsPropertyList
    /// A storyboard or XIB: read for the texts it hands to objects of the project's own classes.
    case interfaceBuilder
    /// A SwiftPM manifest (`Package.swift`, also `Package@swift-6.0.swift`).
    case packageManifest
    /// A String Catalog (`.xcstrings`).
    case stringCatalog
    /// A legacy strings table (`xx.lproj/Table.strings`).
    case stringsTable
    /// A legacy plural table (`xx.lproj/Table.stringsdict`).
    case stringsDictionary
    /// An `Info.plist` (or `*-Info.plist`).
    case infoPlist
    /// An Xcode project file (`*.xcodeproj/project.pbxproj`).
    case xcodeProject
    /// The project's `.swift-l10n.json`.
    case configuration
    /// A JSON file the app may bundle as data: read for its string values (`DataResource`).
    case dataResource
    /// Anything else: ignored.
    case other

    /// The name of the configuration file at the project root.
    public static let configurationFileName = ".swift-l10n.json"

    /// Classifies `path` (workspace-relative, forward slashes).
    public init(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == Self.configurationFileName {
            self = .configuration
        } else if name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")) {
            self = .packageManifest
        } else if name.hasSuffix(".swift") {
            self = .swift
        } else if Self.objectiveCExtensions.contains(where: { name.hasSuffix($0) }) {
            self = .objectiveC
        } else if name.hasSuffix(".xcstrings") {
            self = .stringCatalog
        } else if name.hasSuffix(".stringsdict") {
            self = .stringsDictionary
        } else if name.hasSuffix(".strings") {
            self = .stringsTable
        } else if SettingsSchema.isSettingsPropertyList(path) {
            self = .settingsPropertyList
        } else if InterfaceBuilderDocument.isInterfaceBuilderDocument(name) {
            self = .interfaceBuilder
        } else if name == "project.pbxproj" {
            self = .xcodeProject
        } else if name == "Info.plist" || name.hasSuffix("-Info.plist") {
            self = .infoPlist
        } else if name.hasSuffix(".json"), !name.hasPrefix("."), !path.contains(".xcassets/") {
            self = .dataResource
        } else {
            self = .other
        }
    }

    /// The endings of Objective-C and C files (`.m`, `.mm`, `.h`, `.c`).
    public static let objectiveCExtensions = [".m", ".mm", ".h", ".c"]

    /// The table a catalog or legacy table file defines: its file name without extension.
    public static func tableName(ofPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// The locale of a file inside an `xx.lproj` folder (`de.lproj/Localizable.strings` → `de`).
    public static func lprojLocale(ofPath path: String) -> String? {
        let components = path.split(separator: "/")
        guard components.count >= 2 else { return nil }
        let folder = components[components.count - 2]
        guard folder.hasSuffix(".lproj") else { return nil }
        return String(folder.dropLast(6))
    }
}
