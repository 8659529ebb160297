import LocalizationIndex

/// Xcode projects nested in the folder of another project that ship only their development
/// language: a component gallery or sample app beside the real one (Element X's
/// `compound-ios/Inspector/Inspector.xcodeproj`, knownRegions `en` only, inside a 40-language
/// repository). Its code shows every text as written, so a text it does not localize is no defect.
struct OneLanguageProjects: Sendable {
    /// The folder of every project, deepest first, whether the projects there ship one language,
    /// and whether a table file lies in the folder (outside deeper projects' folders).
    let folders: [(folder: String, shipsOneLanguage: Bool, holdsTables: Bool)]

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
        let grouped = Dictionary(grouping: projects, by: \.projectFolder)
            .map { folder, projects in (folder: folder, shipsOneLanguage: projects.allSatisfy { $0.shippedLocales.count <= 1 }) }
            .sorted { ($0.folder.count, $1.folder) > ($1.folder.count, $0.folder) }
        // Each table file counts for the deepest project folder holding it.
        var foldersWithTables: Set<String> = []
        for file in model.tableFiles + model.unshippedTableFiles {
            if let owner = grouped.first(where: { $0.folder.isEmpty || file.path.hasPrefix($0.folder + "/") }) { foldersWithTables.insert(owner.folder) }
        }
        folders = grouped.map { ($0.folder, $0.shipsOneLanguage, foldersWithTables.contains($0.folder)) }
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

    /// Whether the app code at `path` belongs to a nested Xcode project that ships one language and
    /// holds no table file: an example app beside the real one (FlowDown's copy of
    /// swift-markdown-ui keeps its `Examples/Demo` project, `Text("README.md")`), whose lookups
    /// find no table of its own, so every text shows as written; the app's tables are not its.
    func isInOneLanguageProjectWithoutTables(_ path: String) -> Bool {
        let model = model
        let projects = model.derivedFromTables(OneLanguageProjects.self) { OneLanguageProjects(model) }
        guard projects.folders.contains(where: { $0.shipsOneLanguage && !$0.holdsTables }),
            model.modules.bundle(ofPath: path) == ModuleMap.mainBundle
        else { return false }
        let owner = projects.folders.first { $0.folder.isEmpty || path.hasPrefix($0.folder + "/") }
        return owner.map { $0.shipsOneLanguage && !$0.holdsTables && !$0.folder.isEmpty } == true
    }
}
