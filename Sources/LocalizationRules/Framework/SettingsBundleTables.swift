import LocalizationIndex

/// The tables of `Settings.bundle` folders whose property lists the analysis read: for those the
/// shown texts are known (`SettingsSchema`), so an entry no list names is shown nowhere. Tables of
/// a `Settings.bundle` whose lists could not be read stay the Settings app's business.
struct SettingsBundleTables: Sendable {
    /// `<Settings.bundle folder>|<table>` of every table a read list names.
    private let read: Set<String>

    /// The tables named by the model's `Settings.bundle` lists (kept with the tables).
    static func of(_ model: ProjectModel) -> SettingsBundleTables {
        model.derivedFromTables(SettingsBundleTables.self) {
            var read: Set<String> = []
            for (path, file) in model.index.files {
                guard let table = file.settingsSchema?.stringsTable, let folder = SettingsSchema.bundleFolder(ofPath: path) else { continue }
                read.insert(folder + "|" + table)
            }
            return SettingsBundleTables(read: read)
        }
    }

    /// Whether `file` is a table of a `Settings.bundle` (read or not).
    static func isInSettingsBundle(_ file: TableFile) -> Bool {
        SettingsSchema.bundleFolder(ofPath: file.path) != nil
    }

    /// Whether `file` is a `Settings.bundle` table whose texts the read lists decide.
    func isRead(_ file: TableFile) -> Bool {
        guard let folder = SettingsSchema.bundleFolder(ofPath: file.path) else { return false }
        return read.contains(folder + "|" + file.table)
    }

    /// Whether `key` of `file` is an entry the Settings app never shows: the table's lists were
    /// read and no list names the key (Xcode's template entries `Group`, `Name`, `none given`).
    func isUnshown(_ key: String, of file: TableFile, in model: ProjectModel) -> Bool {
        isRead(file) && !model.containsUsage(reaching: key) { $0.path.contains("Settings.bundle/") }
    }
}
