/// The files Xcode application and app extension targets build into their products: the ones
/// their build phases list (compiled or copied) and the ones in the folders they synchronize.
///
/// A package target's file that such a product builds in is the product's, not the package
/// module's: the manifest wraps the app's own folder for `swift test` (Damus lists the files,
/// bitchat synchronizes the folder), and the app users get is built by the project, where
/// `Bundle.module` does not even exist. An executable package target may be the shipped app
/// itself, assembled from `swift build` (Calendr, a Mac app whose Xcode target synchronizes the
/// same folder): it keeps its files unless a product building them runs on iOS, which a SwiftPM
/// executable cannot be.
struct XcodeProductFiles: Sendable {
    /// The listed paths, each with whether a product listing it builds for iOS.
    private let listed: [String: Bool]
    /// The synchronized folders (ending in `/`), each with whether a product synchronizing it
    /// builds for iOS.
    private let synchronizedFolders: [(folder: String, buildsForIOS: Bool)]

    /// Collects the application and app extension targets' files of `projects`.
    init(projects: [XcodeProject]) {
        var listed: [String: Bool] = [:]
        var folders: [String: Bool] = [:]
        for project in projects {
            for target in project.targets where target.productType?.hasSuffix(".application") == true || target.hasOwnMainBundle {
                // An iOS deployment target (the target's or the project's) is set only where the
                // product is built for iOS.
                let buildsForIOS = !target.iOSDeploymentTargets.isEmpty
                for path in target.compiledPaths + target.copiedPaths {
                    listed[path] = listed[path] == true || buildsForIOS
                }
                for folder in target.synchronizedFolders {
                    let folder = folder.hasSuffix("/") ? folder : folder + "/"
                    folders[folder] = folders[folder] == true || buildsForIOS
                }
            }
        }
        self.listed = listed
        self.synchronizedFolders = folders.sorted { $0.key < $1.key }.map { (folder: $0.key, buildsForIOS: $0.value) }
    }

    /// Whether a product builds `path`, which package `target` holds, into itself (see the type's
    /// summary). A synchronized folder counts when it is the target's folder or lies inside it:
    /// one enclosing the package's folder is an app that merely contains a package.
    func claims(_ path: String, from target: ModuleMap.PackageTarget) -> Bool {
        if let buildsForIOS = listed[path] { return !target.isExecutable || buildsForIOS }
        for entry in synchronizedFolders
        where ModuleMap.isInside(entry.folder, target.folder) && ModuleMap.isInside(path, entry.folder) {
            return !target.isExecutable || entry.buildsForIOS
        }
        return false
    }
}
