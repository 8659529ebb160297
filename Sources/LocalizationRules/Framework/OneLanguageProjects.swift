import LocalizationIndex

/// Xcode projects nested in the folder of another project that ship only their development
/// language: a component gallery or sample app beside the real one (Element X's
/// `compound-ios/Inspector/Inspector.xcodeproj`, knownRegions `en` only, inside a 40-language
/// repository). Its code shows every text as written, so a text it does not localize is no defect.
struct OneLanguageProjects: Sendable {
    /// The folder of every project, deepest first, and whether the projects there ship one language.
    let folders: [(folder: String, shipsOneLanguage: Bool)]

    /// Reads the projects of `model` (only when there are several: a lone project's regions are
    /// already the app's shipped locales).
    init(_ model: ProjectModel) {
        let projects = model.xcodeProjects
        guard projects.count > 1, projects.contains(where: { $0.shippedLocales.count > 1 }) else {
            folders = []
            return
        }
        // Projects side by side in one folder (Tinode's app beside its one-language SDK and
        // database projects) share its files: they are one-language code only if every one of
        // them is. Ties in depth go by name, so the answer never depends on hashing order.
        folders = Dictionary(grouping: projects, by: \.projectFolder)
            .map { folder, projects in (folder: folder, shipsOneLanguage: projects.allSatisfy { $0.shippedLocales.count <= 1 }) }
            .sorted { ($0.folder.count, $1.folder) > ($1.folder.count, $0.folder) }
    }
}

extension RuleContext {
    /// Whether the app code at `path` belongs to a nested Xcode project that ships one language
    /// (the deepest project whose folder holds the file decides; package targets have their own
    /// bundles and are never such code).
    func isInOneLanguageProject(_ path: String) -> Bool {
        let model = model
        let projects = model.derivedFromTables(OneLanguageProjects.self) { OneLanguageProjects(model) }
        guard projects.folders.contains(where: \.shipsOneLanguage), model.modules.bundle(ofPath: path) == ModuleMap.mainBundle else { return false }
        let owner = projects.folders.first { $0.folder.isEmpty || path.hasPrefix($0.folder + "/") }
        return owner?.shipsOneLanguage == true
    }
}
