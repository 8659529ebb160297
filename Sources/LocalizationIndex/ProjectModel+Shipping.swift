import SwiftSourceScanner

extension ProjectModel {
    /// The table files that can reach a product: those of package targets, and of the app unless
    /// an Xcode project covering their folder leaves them out (no target copies them, no
    /// synchronized folder holds them, or a target names their folder a development asset).
    ///
    /// Real projects keep `.lproj` tables that no product contains: a translation tool's inputs
    /// (Mastodon's `Localization/StringsConvertor/input`), a locale added on disk by a translation
    /// platform but never to the project (Maccy's `bn.lproj`). Checked as the app's, they add
    /// locales the app does not ship and report problems no user can meet.
    static func shippableTables(
        _ tables: [TableFile], manifests: [(path: String, manifest: PackageManifest)], projects: [XcodeProject]
    ) -> [TableFile] {
        guard !projects.isEmpty else { return tables }
        let packageTargets = ModuleMap(manifests: manifests, tablePaths: [])
        // Preview content (`DEVELOPMENT_ASSET_PATHS`) is left out of archive builds.
        let developmentAssets = ModuleMap.developmentAssetFolders(of: projects)
        return tables.filter { table in
            if developmentAssets.contains(where: { table.path.hasPrefix($0) }) { return false }
            if packageTargets.target(ofPath: table.path) != nil { return true }
            let verdicts = projects.compactMap { $0.includes(path: table.path) }
            return verdicts.isEmpty || verdicts.contains(true)
        }
    }
}
