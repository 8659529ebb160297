import LocalizationIndex

/// Xcode projects nested in the folder of another project that ship only their development
/// language: a component gallery or sample app beside the real one (Element X's
/// `compound-ios/Inspector/Inspector.xcodeproj`, knownRegions `en` only, inside a 40-language
/// repository). Its code shows every text as written, so a text it does not localize is no defect.
struct OneLanguageProjects: Sendable {
    /// The folder of every project, deepest first, and whether that project ships one language.
    let folders: [(folder: String, shipsOneLanguage: Bool)]

    /// Reads the projects of `model` (only when there are several: a lone project's regions are
    /// already the app's shipped locales).
    init(_ model: ProjectModel) {
        let projects = model.xcodeProjects
        guard projects.count > 1, projects.contains(where: { $0.shippedLocales.count > 1 }) else {
            folders = []
            return
        }
        folders = projects
            .map { (folder: $0.projectFolder, shipsOneLanguage: $0.shippedLocales.count <= 1) }
            .sorted { $0.folder.count > $1.folder.count }
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
