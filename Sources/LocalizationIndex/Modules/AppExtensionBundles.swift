/// The app extensions (widgets, share, intents and notification extensions, XPC services, App Clips) of the
/// Xcode projects that copy tables of their own: each runs with its own `Bundle.main`, so its
/// lookups find its own tables, and its tables are reached by its own code only.
///
/// Membership decides, not folders: a table belongs to an extension when the extension's target
/// copies it and no application target does; a source file when the extension compiles it and
/// no application does (or it lies in a synchronized folder of the extension alone). An extension
/// that copies no table of its own (IceCubes' extensions read the app's catalog, added to them
/// through membership exceptions) stays with the app: what it shows then cannot be told from
/// folders, and the app's tables are the best guess. Where membership is listed file by file, or
/// where the extension has a synchronized folder of its own and the membership exceptions of the
/// other folders are read, an extension that copies no table of a lookup's name is known
/// (`extensionsLacking(table:ofPath:)`). An App Clip is an app of its own: its `Bundle.main` is its own.
public struct AppExtensionBundles: Sendable {
    /// Bundle names by workspace-relative file path.
    private let bundleByPath: [String: String]
    /// Synchronized folders (ending in `/`) of extensions alone, with their bundle.
    private let folders: [(folder: String, bundle: String)]
    /// Every extension bundle name.
    public let bundles: Set<String>
    /// Target names by bundle name.
    private let names: [String: String]
    /// The files compiled only by an extension, where membership is listed file by file: the
    /// extension's target name and the names of the tables it copies (see
    /// `extensionsLacking(table:ofPath:)`).
    private let listedExtensionFiles: [String: [(name: String, tables: Set<String>)]]
    /// The synchronized folders (ending in `/`) of extensions alone, in projects whose other
    /// synchronized folders add the extension no table through membership exceptions: the
    /// extension's target name and the names of the tables it copies (see
    /// `extensionsLacking(table:ofPath:)`).
    private let synchronizedExtensionFolders: [(folder: String, name: String, tables: Set<String>)]
    /// The target names of the App Clips among the extensions of `extensionsLacking(table:ofPath:)`.
    public let appClipNames: Set<String>

    /// The extensions of `projects` that copy at least one of `tablePaths` no application copies.
    public init(projects: [XcodeProject], tablePaths: [String]) {
        var bundleByPath: [String: String] = [:]
        var folders: [(folder: String, bundle: String)] = []
        var names: [String: String] = [:]
        var listedExtensionFiles: [String: [(name: String, tables: Set<String>)]] = [:]
        var synchronizedExtensionFolders: [(folder: String, name: String, tables: Set<String>)] = []
        var appClipNames: Set<String> = []
        let tables = Set(tablePaths)
        for project in projects {
            let applications = project.targets.filter { $0.productType?.hasSuffix(".application") == true }
            let appCopied = Set(applications.flatMap(\.copiedPaths))
            let appCompiled = Set(applications.flatMap(\.compiledPaths))
            let appFolders = Set(applications.flatMap(\.synchronizedFolders))
            // Only where membership is listed file by file (no synchronized folder, whose
            // exception sets are not read) and an application copies a table of the project.
            let membershipIsListed = project.synchronizedFolders.isEmpty && !appCopied.isDisjoint(with: tables)
            for target in project.targets where target.hasOwnMainBundle && membershipIsListed {
                let copied = Set(target.copiedPaths.filter { tables.contains($0) || Self.isTablePath($0) }.map(Self.tableName))
                for path in target.compiledPaths where !appCompiled.contains(path) { listedExtensionFiles[path, default: []].append((target.name, copied)) }
                if target.isAppClip { appClipNames.insert(target.name) }
            }
            // In a project of synchronized folders, an extension's own folder holds its code; the
            // tables it copies are those in its folders, its copy phases and the files other
            // folders add to it through membership exceptions (deltachat's App Clip copies none:
            // its texts show as written). Only where an application's tables are seen as well, and
            // no framework target is built beside it: a framework's bundle may serve the
            // extension's texts (Home Assistant's Shared framework gets the tables), which is not followed.
            let appFolderPrefixes = appFolders.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
            let appHasTables = !appCopied.isDisjoint(with: tables) || tables.contains { path in appFolderPrefixes.contains { path.hasPrefix($0) } }
            let buildsFrameworks = project.targets.contains { $0.productType?.hasSuffix(".framework") == true }
            for target in project.targets where target.hasOwnMainBundle && !membershipIsListed && appHasTables && !buildsFrameworks {
                let ownFolders = target.synchronizedFolders.filter { !appFolders.contains($0) }.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
                guard !ownFolders.isEmpty else { continue }
                let reachable = (target.synchronizedFolders + target.copiedPaths).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
                let added = Set(target.filesAddedByExceptions)
                // A table the project names but the checkout lacks (Trio's Localizable.xcstrings)
                // is copied all the same.
                let named = (target.copiedPaths + target.filesAddedByExceptions).filter(Self.isTablePath)
                let copied = Set((tables.filter { path in
                    target.copiedPaths.contains(path) || added.contains(path) || reachable.contains { path.hasPrefix($0) }
                } + named).map(Self.tableName))
                for folder in ownFolders { synchronizedExtensionFolders.append((folder, target.name, copied)) }
                if target.isAppClip { appClipNames.insert(target.name) }
            }
            for target in project.targets where target.hasOwnMainBundle {
                let ownFolders = target.synchronizedFolders.filter { !appFolders.contains($0) }.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
                let ownTables = tables.filter { path in
                    (target.copiedPaths.contains(path) && !appCopied.contains(path))
                        || ownFolders.contains { path.hasPrefix($0) }
                }
                guard !ownTables.isEmpty else { continue }
                let bundle = "\(project.projectFolder.isEmpty ? "" : project.projectFolder + "/")\(target.name).appex/"
                names[bundle] = target.name
                // Variants of one extension built from the same files (KeePassium AutoFill and
                // KeePassium Pro AutoFill share a synchronized folder): the first target names the
                // bundle of both its code and its tables, so lookups find the tables beside them.
                for path in ownTables where bundleByPath[path] == nil { bundleByPath[path] = bundle }
                for path in target.compiledPaths where !appCompiled.contains(path) && bundleByPath[path] == nil { bundleByPath[path] = bundle }
                for folder in ownFolders where !folders.contains(where: { $0.folder == folder }) { folders.append((folder, bundle)) }
            }
        }
        self.bundleByPath = bundleByPath
        self.folders = folders.sorted { $0.folder.count > $1.folder.count }
        self.bundles = Set(names.keys)
        self.names = names
        self.listedExtensionFiles = listedExtensionFiles
        self.synchronizedExtensionFolders = synchronizedExtensionFolders.sorted { $0.folder.count > $1.folder.count }
        self.appClipNames = appClipNames
    }

    /// The names of the extension targets that compile the file at `path` (no application does)
    /// and copy no table named `table` (Simplenote's share, intents and widget extensions copy
    /// none; deltachat's App Clip neither): their `Bundle.main` lookups in that table look in the
    /// extension's own bundle, where the table is not, and show their keys (or default values) in
    /// every language. Empty for every other file, and where membership is known neither file by
    /// file nor by synchronized folder.
    public func extensionsLacking(table: String, ofPath path: String) -> [String] {
        if !listedExtensionFiles.isEmpty, let owners = listedExtensionFiles[path] {
            return owners.filter { !$0.tables.contains(table) }.map(\.name)
        }
        guard !synchronizedExtensionFolders.isEmpty,
            let owner = synchronizedExtensionFolders.first(where: { path.utf8.starts(with: $0.folder.utf8) })
        else { return [] }
        return owner.tables.contains(table) ? [] : [owner.name]
    }

    /// Whether `path` names a table file (`.strings`, `.stringsdict`, `.xcstrings`), on disk or not.
    private static func isTablePath(_ path: String) -> Bool {
        path.hasSuffix(".strings") || path.hasSuffix(".stringsdict") || path.hasSuffix(".xcstrings")
    }

    /// `de.lproj/Localizable.strings` → `Localizable`.
    private static func tableName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.lastIndex(of: ".").map { String(file[..<$0]) } ?? file
    }

    /// The extension bundle the file at `path` belongs to, or `nil` for the app's files.
    public func bundle(ofPath path: String) -> String? {
        if bundles.isEmpty { return nil }
        if let bundle = bundleByPath[path] { return bundle }
        return folders.first { path.utf8.starts(with: $0.folder.utf8) }?.bundle
    }

    /// The extension target's name for a file of it.
    func name(ofPath path: String) -> String? {
        bundle(ofPath: path).flatMap { names[$0] }
    }
}
