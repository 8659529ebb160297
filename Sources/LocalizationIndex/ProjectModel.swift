import Foundation
import SwiftSourceScanner
import TextPositions

/// The project-wide tables derived from an index: modules and bundles, declarations, every key
/// usage with its expansions, and every table entry by (bundle, table, key).
///
/// Built once per snapshot in time linear in the project (no pairwise work): usages and entries
/// meet through dictionaries.
public final class ProjectModel: Sendable {
    /// The index the model was built from.
    public let index: ProjectIndex
    /// Module ownership and bundles.
    public let modules: ModuleMap
    /// Declarations by name.
    public let declarations: DeclarationTable
    /// The index's Xcode projects in path order, collected once when the model is built (a
    /// keystroke's model, which changes only Swift files, shares them): rules read them here
    /// instead of walking every indexed file.
    public let xcodeProjects: [XcodeProject]
    /// The tables (catalogs and legacy tables) and their entries by address.
    private let tables: Tables
    /// Every Swift file's usages and candidates, in path order.
    private let swiftFiles: SwiftFileUsages
    /// The flat lists, joined from `swiftFiles` when first asked for.
    private let flattened: Flattened
    /// The project-wide sets joined from what each file contributes, once asked for.
    private let fileContributions: FileContributionUnions

    /// A (bundle, table) pair: where a lookup goes.
    public struct TableAddress: Hashable, Sendable {
        /// The bundle (`ModuleMap.mainBundle` or a package target's folder).
        public var bundle: String
        /// The table name.
        public var table: String

        /// Creates an address.
        public init(bundle: String, table: String) {
            self.bundle = bundle
            self.table = table
        }
    }

    /// One entry of a table file.
    public struct EntryReference: Sendable {
        /// The file.
        public var file: TableFile
        /// The entry.
        public var entry: TableEntry
    }

    /// The table files and their entries by address, derived together from the index's tables.
    private struct Tables: Sendable {
        /// Every table file (catalogs and legacy tables), sorted by path.
        let files: [TableFile]
        /// Entries by bundle, table and key.
        let entries: [TableAddress: [String: [EntryReference]]]
        /// The keys of `entries` per address, sorted once per table change (completion lists them
        /// on every keystroke).
        let sortedKeys: [TableAddress: [String]]
        /// Table files by (bundle, table).
        let filesByAddress: [TableAddress: [TableFile]]
        /// Every bundle that has tables, plus the main bundle, sorted.
        let bundles: [String]
        /// The locales each bundle's table files hold.
        let localesByBundle: [String: Set<String>]
        /// Table files on disk that no product contains (see `shippableTables`), sorted by path.
        let unshipped: [TableFile]
        /// What rules derive from the tables alone, shared with every model that shares them.
        let derivedValues = TableDerivedValues()
        /// Each bundle's development language and shipped locales, once asked (a model that shares
        /// the tables has the same settings and project files, which with them decide both).
        let bundleLanguages = BundleLanguages()

        /// Indexes `files` (sorted by path) by the bundles of `modules`, keeping `unshipped` aside.
        init(files: [TableFile], modules: ModuleMap, unshipped: [TableFile] = []) {
            self.files = files
            self.unshipped = unshipped
            var filesByAddress: [TableAddress: [TableFile]] = [:]
            var localesByBundle: [String: Set<String>] = [:]
            var entries: [TableAddress: [String: [EntryReference]]] = [:]
            for file in files {
                let bundle = modules.bundle(ofPath: file.path)
                let address = TableAddress(bundle: bundle, table: file.table)
                filesByAddress[address, default: []].append(file)
                localesByBundle[bundle, default: []].formUnion(file.locales)
                for entry in file.entries {
                    entries[address, default: [:]][entry.key, default: []].append(EntryReference(file: file, entry: entry))
                }
            }
            self.filesByAddress = filesByAddress
            self.localesByBundle = localesByBundle
            self.bundles = Array(Set(localesByBundle.keys).union([ModuleMap.mainBundle])).sorted()
            self.entries = entries
            self.sortedKeys = entries.mapValues { $0.keys.sorted() }
        }
    }

    /// Every table file (catalogs and legacy tables), sorted by path.
    public var tableFiles: [TableFile] { tables.files }

    /// The table files on disk that no product contains (an `.lproj` never added to the Xcode
    /// project, a translation tool's inputs), sorted by path: left out of `tableFiles`, kept to
    /// say which translations do not ship.
    public var unshippedTableFiles: [TableFile] { tables.unshipped }

    /// A value of type `Value` derived from the tables (with the modules and project files that
    /// decide their bundles and languages), made by `make` on first use and then kept for this
    /// model and every later model that shares its tables: a keystroke, which changes only Swift
    /// files, reuses it instead of passing over every text again. One value per type.
    public func derivedFromTables<Value>(_ type: Value.Type = Value.self, make: () -> Value) -> Value {
        tables.derivedValues.value(type, make: make)
    }

    /// The union of what every file of the index contributes to `contribution`, joined on first
    /// use. A model built after an edit derives it from the previous model's (when that one
    /// joined it) by reading only the files changed since: a keystroke costs the same in a
    /// project of any size.
    public func union<Contribution: FileContribution>(of contribution: Contribution.Type) -> Set<Contribution.Element> {
        fileContributions.union(of: contribution, in: index)
    }

    /// The unions of `union(of:)` joined so far (some rule read them).
    public var joinedUnions: [JoinedUnion] { fileContributions.joined() }

    /// Whether this model's union of each contribution of `earlier` (another model's
    /// `joinedUnions`) is the same object, so has the same elements: what was judged reading
    /// those unions still holds. Joins the unions not joined yet (deriving them is cheap).
    public func hasTheSameUnions(as earlier: [JoinedUnion]) -> Bool {
        earlier.allSatisfy { fileContributions.isUnion(of: $0.contribution, in: index, $0.union) }
    }

    /// How many unions of `union(of:)` this model joined from every file rather than derived.
    var fileContributionFullJoins: Int { fileContributions.fullJoinCount }

    /// Every bundle that has tables, plus the main bundle, sorted.
    public var bundles: [String] { tables.bundles }

    /// Every key usage, sorted by path and position.
    public var usages: [KeyUsage] { flattened.usages }

    /// Every verbatim-text candidate, sorted by path and position.
    public var verbatimCandidates: [VerbatimCandidate] { flattened.candidates }

    /// Builds the model of `index`.
    public convenience init(index: ProjectIndex) {
        self.init(index: index, reusing: nil)
    }

    /// Builds the model of `index`, taking from `previous` (a model of an earlier state of the
    /// same workspace) what cannot have changed: when only Swift files changed and none of their
    /// declarations did (`ProjectFacts.declarationFingerprint`), modules, tables and declarations
    /// are shared and only the changed files' usages are collected again. The result equals a full
    /// build.
    public init(index: ProjectIndex, reusing previous: ProjectModel?) {
        self.index = index
        let changedSwiftPaths = previous.flatMap { Self.changedSwiftPaths(from: $0.index, to: index) }
        if let previous, let changedSwiftPaths {
            fileContributions = FileContributionUnions(following: previous.fileContributions, changedPaths: changedSwiftPaths)
            modules = previous.modules
            xcodeProjects = previous.xcodeProjects
            tables = previous.tables
            var changedFiles: [String: ScannedFile] = [:]
            for path in changedSwiftPaths { changedFiles[path] = index.files[path]?.swift }
            let declarations = previous.declarations.refreshing(changedFiles)
            self.declarations = declarations
            swiftFiles = previous.swiftFiles.replacing(changedSwiftPaths.sorted()) { path in
                Self.collect(path: path, index: index, declarations: declarations, modules: previous.modules, reusing: previous)
            }
        } else {
            fileContributions = previous.map {
                FileContributionUnions(following: $0.fileContributions, changedPaths: index.pathsChanged(since: $0.index))
            } ?? FileContributionUnions()
            var manifests: [(path: String, manifest: PackageManifest)] = []
            var swiftFiles: [(path: String, scanned: ScannedFile)] = []
            var tableFiles: [TableFile] = []
            var projects: [XcodeProject] = []
            var codePaths: [String] = []
            for path in index.paths {
                guard let file = index.files[path] else { continue }
                if let manifest = file.manifest {
                    manifests.append((path, manifest))
                } else if let scanned = file.swift {
                    swiftFiles.append((path, scanned))
                    codePaths.append(path)
                } else if let objectiveC = file.objectiveC, !objectiveC.lookups.isEmpty {
                    codePaths.append(path)
                } else if let schema = file.settingsSchema, schema.stringsTable != nil, !schema.texts.isEmpty {
                    codePaths.append(path)
                }
                if let table = file.table { tableFiles.append(table) }
                if let project = file.xcodeProject { projects.append(project) }
            }
            manifests = ModuleMap.placingLoneTargets(manifests, paths: codePaths + swiftFiles.map(\.path) + tableFiles.map(\.path))
            let shippable = Self.shippableTables(tableFiles, manifests: manifests, projects: projects)
            let kept = Set(shippable.map(ObjectIdentifier.init))
            let unshipped = shippable.count == tableFiles.count ? [] : tableFiles.filter { !kept.contains(ObjectIdentifier($0)) }
            tableFiles = shippable
            let modules = ModuleMap(manifests: manifests, tablePaths: tableFiles.map(\.path), projects: projects)
            self.modules = modules
            xcodeProjects = projects
            // The tables need only the modules: they are joined on another thread meanwhile.
            let tablesInProgress = InBackground { [tableFiles] in Tables(files: tableFiles, modules: modules, unshipped: unshipped) }
            let declarations = DeclarationTable(files: swiftFiles, modules: modules)
            self.declarations = declarations
            // Objective-C files with lookups and Settings.bundle lists join the Swift files: their
            // usages count the same.
            self.swiftFiles = SwiftFileUsages(paths: codePaths, cost: { index.files[$0]?.byteCount ?? 0 }) { path in
                Self.collect(path: path, index: index, declarations: declarations, modules: modules)
            }
            tables = tablesInProgress.result
        }
        flattened = Flattened(swiftFiles)
    }

    /// The usages and candidates of the Swift file at `path`; when `previous` (a model of an earlier
    /// state) has the file and the change is an edit inside one literal's text (`LiteralEdit`),
    /// only the calls the edit touches are collected again and the other usages are moved.
    private static func collect(
        path: String, index: ProjectIndex, declarations: DeclarationTable, modules: ModuleMap, reusing previous: ProjectModel? = nil
    ) -> FileUsages {
        // Looked up once (a path is hashed per lookup, for every file of the project).
        let indexed = index.files[path]
        if let objectiveC = indexed?.objectiveC {
            return FileUsages(usages: objectiveC.usages(path: path, modules: modules), candidates: [])
        }
        if let schema = indexed?.settingsSchema {
            return FileUsages(usages: schema.usages(path: path, bundle: modules.bundle(ofPath: path)), candidates: [])
        }
        guard let file = indexed,
            let resolver = ExpressionResolver(
                file: file, declarations: declarations, templateLists: index.settings.templateLists, filesByPath: index.files)
        else { return FileUsages(usages: [], candidates: []) }
        let wrappers = index.settings.wrappers
        if let previous, let before = previous.swiftFiles.file(atPath: path), let scannedBefore = previous.index.files[path]?.swift,
            let scanned = file.swift, let edit = LiteralEdit(from: scannedBefore, to: scanned),
            let derived = before.applying(edit, to: scanned, collect: { localizationCalls, otherCalls in
                UsageCollector(resolver: resolver, modules: modules, wrappers: wrappers, selection: (localizationCalls, otherCalls))
            })
        {
            return derived
        }
        let collector = UsageCollector(resolver: resolver, modules: modules, wrappers: wrappers)
        return FileUsages(
            usages: collector.usages, candidates: collector.verbatimCandidates, usageUnits: collector.usageUnits,
            candidateUnits: collector.candidateUnits)
    }

    /// The same model with only the usages and verbatim candidates located in `path`: enough for
    /// a rule that judges one usage at a time against the tables to report on that file alone.
    public func restricted(toPath path: String) -> ProjectModel {
        ProjectModel(restricting: self, toPath: path)
    }

    /// The same model with only the usages at `usagePositions` and the candidates at
    /// `candidatePositions` (ascending positions in `usages(inPath:)` and
    /// `verbatimCandidates(inPath:)`) of `path`: what a rule judging one usage at a time needs to
    /// judge those usages alone.
    public func restricted(toPath path: String, usages usagePositions: [Int], candidates candidatePositions: [Int]) -> ProjectModel {
        ProjectModel(restricting: self, toPath: path) { $0.selecting(usages: usagePositions, candidates: candidatePositions) }
    }

    /// Copies `model`, keeping the usages and candidates of `path` only (those `select` keeps).
    private init(restricting model: ProjectModel, toPath path: String, select: ((FileUsages) -> FileUsages)? = nil) {
        index = model.index
        modules = model.modules
        xcodeProjects = model.xcodeProjects
        declarations = model.declarations
        tables = model.tables
        fileContributions = model.fileContributions
        swiftFiles = model.swiftFiles.restricted(toPath: path, select: select)
        flattened = Flattened(swiftFiles)
    }

    /// An object that stands for the usages and candidates of the Swift file at `path` in this
    /// model: models sharing them (the file did not change between them) give the same object.
    /// `nil` when the model collects no usages from `path`.
    public func usagesIdentity(inPath path: String) -> AnyObject? {
        swiftFiles.file(atPath: path)
    }

    /// How the usages of `path` were derived from an earlier model's across an edit inside one
    /// literal's text; `nil` when they were collected from the whole file (or shared unchanged).
    public func usageDerivation(inPath path: String) -> UsageDerivation? {
        swiftFiles.file(atPath: path)?.derivation
    }

    /// An object that stands for the catalog tables and everything kept with them (modules,
    /// project files, settings): models that share them give the same object, and whatever a
    /// rule derives from those alone is the same for both.
    public var tablesIdentity: AnyObject { tables.derivedValues }

    /// The Swift files whose usages must be collected again going from `old` to `new`, or `nil`
    /// when more changed than Swift files' calls (settings, the set of files, a declaration, a
    /// table, a manifest): then the model is built from scratch.
    static func changedSwiftPaths(from old: ProjectIndex, to new: ProjectIndex) -> Set<String>? {
        guard old.settings == new.settings, old.files.count == new.files.count else { return nil }
        var changed: Set<String> = []
        // The index knows which paths its recent updates touched: only those can differ (a
        // keystroke's model then looks at one file, not at every file of the project).
        if let touched = new.pathsChanged(since: old) {
            for path in touched {
                guard let file = new.files[path], let before = old.files[path] else { return nil }
                if before === file { continue }
                guard isDerivable(from: before, to: file) else { return nil }
                changed.insert(path)
            }
            return changed
        }
        for (path, file) in new.files {
            guard let before = old.files[path] else { return nil }
            // An unchanged file is the same summary object.
            if before === file { continue }
            guard isDerivable(from: before, to: file) else { return nil }
            changed.insert(path)
        }
        return changed
    }

    /// Whether a model can be derived across the change of one file from `before` to `file`: a
    /// Swift or Objective-C file whose declaration facts stayed equal (its usages are collected
    /// again). An Objective-C file counts among the files with usages only while it has
    /// lookups (as a full build lists them), so it must keep having some or none.
    private static func isDerivable(from before: IndexedFile, to file: IndexedFile) -> Bool {
        (file.kind == .swift || file.kind == .objectiveC) && before.kind == file.kind
            && before.projectFacts.declarationFingerprint == file.projectFacts.declarationFingerprint
            && before.objectiveC?.lookups.isEmpty == file.objectiveC?.lookups.isEmpty
    }

    // MARK: - Lookups

    /// The addresses a usage's lookup can reach: its bundle's table, or that table in every
    /// bundle when the bundle cannot be followed.
    public func addresses(of usage: KeyUsage) -> [TableAddress] {
        if let bundle = usage.bundle { return [TableAddress(bundle: bundle, table: usage.table)] }
        return bundles.map { TableAddress(bundle: $0, table: usage.table) }
    }


    /// The entries for `key` at `address` (one per defining file).
    public func entries(forKey key: String, at address: TableAddress) -> [EntryReference] {
        tables.entries[address]?[key] ?? []
    }

    /// The entries for `key` reachable by `usage`.
    /// For a compiler template's own key, an entry of any alternative key (an interpolation of
    /// unknown type) counts too.
    public func entries(forKey key: String, reachableBy usage: KeyUsage) -> [EntryReference] {
        let direct = addresses(of: usage).flatMap { entries(forKey: key, at: $0) }
        guard direct.isEmpty, case .compilerTemplate(let compilerKey, _) = usage.lookup, key == compilerKey else { return direct }
        for alternative in usage.alternativeKeys {
            let found = addresses(of: usage).flatMap { entries(forKey: alternative, at: $0) }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// Whether `entries(forKey:reachableBy:)` has any entry, found without building the list (the
    /// key rules ask it for every key of every usage).
    public func hasEntry(forKey key: String, reachableBy usage: KeyUsage) -> Bool {
        if hasEntry(forKey: key, atAddressesOf: usage) { return true }
        guard case .compilerTemplate(let compilerKey, _) = usage.lookup, key == compilerKey else { return false }
        return usage.alternativeKeys.contains { hasEntry(forKey: $0, atAddressesOf: usage) }
    }

    /// Whether some address `usage` may look up (`addresses(of:)`) has an entry for `key`.
    private func hasEntry(forKey key: String, atAddressesOf usage: KeyUsage) -> Bool {
        if let bundle = usage.bundle {
            return tables.entries[TableAddress(bundle: bundle, table: usage.table)]?[key]?.isEmpty == false
        }
        return tables.bundles.contains { tables.entries[TableAddress(bundle: $0, table: usage.table)]?[key]?.isEmpty == false }
    }

    /// Whether any table file at `address` exists.
    public func hasTable(_ address: TableAddress) -> Bool { tables.filesByAddress[address] != nil }

    /// The table files of `address`.
    public func tableFiles(at address: TableAddress) -> [TableFile] {
        tables.filesByAddress[address] ?? []
    }

    /// Every key defined at `address`, sorted.
    public func keys(at address: TableAddress) -> [String] {
        tables.sortedKeys[address] ?? []
    }

    /// Every table address that has entries.
    public var tableAddresses: [TableAddress] {
        tables.entries.keys.sorted { ($0.bundle, $0.table) < ($1.bundle, $1.table) }
    }

    /// The usages that reach `key` (in any table), in path and position order.
    public func usages(reaching key: String) -> [KeyUsage] {
        swiftFiles.usages(reaching: key)
    }

    /// Whether a usage reaches `key` (in any table) and satisfies `predicate`: what
    /// `usages(reaching:)` answers with `contains(where:)`, without collecting them.
    public func containsUsage(reaching key: String, where predicate: (KeyUsage) -> Bool = { _ in true }) -> Bool {
        swiftFiles.containsUsage(reaching: key, where: predicate)
    }

    /// The usages in the file at `path`, in source order.
    public func usages(inPath path: String) -> [KeyUsage] {
        swiftFiles.file(atPath: path)?.usages ?? []
    }

    /// The verbatim-text candidates in the file at `path`, in the order they were found.
    public func verbatimCandidates(inPath path: String) -> [VerbatimCandidate] {
        swiftFiles.file(atPath: path)?.candidates ?? []
    }

    /// The usage whose key argument touches `offset` in `path` (the innermost).
    public func usage(at offset: Int, inPath path: String) -> KeyUsage? {
        usages(inPath: path).filter { $0.range.touches(offset) }.min { $0.range.count < $1.range.count }
    }

    /// The table file at `path` and its entry whose key (or whole member) holds `offset`.
    public func entry(at offset: Int, inPath path: String) -> (file: TableFile, entry: TableEntry)? {
        guard let file = index.files[path]?.table else { return nil }
        if let entry = file.entries.first(where: { $0.keyRange.touches(offset) }) { return (file, entry) }
        return file.entries.filter { $0.range.touches(offset) }.min { $0.range.count < $1.range.count }.map { (file, $0) }
    }

    /// The address of a table file.
    public func address(of file: TableFile) -> TableAddress {
        TableAddress(bundle: modules.bundle(ofPath: file.path), table: file.table)
    }

    /// The usages that reach `key` in table `address`.
    public func usages(reaching key: String, at address: TableAddress) -> [KeyUsage] {
        usages(reaching: key).filter { usage in
            usage.table == address.table && (usage.bundle == nil || usage.bundle == address.bundle)
        }
    }

    /// The development language of a bundle: its catalogs' `sourceLanguage`, else the package's
    /// `defaultLocalization`, else (for the app and its extensions) the Xcode project's
    /// `developmentRegion`, else `en`.
    public func sourceLanguage(ofBundle bundle: String) -> String {
        tables.bundleLanguages.sourceLanguage(ofBundle: bundle) { findSourceLanguage(ofBundle: bundle) }
    }

    /// `sourceLanguage(ofBundle:)`, found from the tables, the targets and the Xcode projects.
    private func findSourceLanguage(ofBundle bundle: String) -> String {
        for file in tableFiles where modules.bundle(ofPath: file.path) == bundle {
            if let language = file.sourceLanguage { return language }
        }
        if let target = modules.targets.first(where: { $0.folder == bundle }), let language = target.defaultLocalization {
            return language
        }
        if modules.isAppBundle(bundle),
            let region = xcodeProjects.lazy.compactMap(\.developmentRegion).min(), region != "Base"
        {
            return region
        }
        return "en"
    }

    /// The locales a bundle ships: `requiredLocales` when configured; for the app (and each app
    /// extension with tables of its own), the Xcode
    /// projects' `knownRegions` that some table of the app translates (projects that build only
    /// frameworks left out: `appProjects`); a resource bundle copied into the app ships the app's;
    /// else every locale any of the bundle's
    /// table files holds (catalog localizations, SwiftPM `.lproj` folders). `Base` excluded, sorted
    /// with the development language first.
    public func shippedLocales(ofBundle bundle: String) -> [String] {
        tables.bundleLanguages.shippedLocales(ofBundle: bundle) { findShippedLocales(ofBundle: bundle) }
    }

    /// The applications the Xcode projects build, when several copy tables (see
    /// `ApplicationProducts`), made once per tables.
    public var applicationProducts: ApplicationProducts {
        derivedFromTables { ApplicationProducts(projects: xcodeProjects, tableFiles: tableFiles) }
    }

    /// `shippedLocales(ofBundle:)` for the table files at `paths`: in the app's bundle, where several
    /// applications copy tables of their own (fsnotes' iOS and macOS apps), only the locales of
    /// the applications that copy one of them; the development language stays. `requiredLocales`,
    /// when configured, holds for every table.
    public func shippedLocales(ofBundle bundle: String, copying paths: some Sequence<String>) -> [String] {
        let shipped = shippedLocales(ofBundle: bundle)
        guard bundle == ModuleMap.mainBundle, index.settings.requiredLocales == nil,
            let locales = applicationProducts.locales(copying: paths)
        else { return shipped }
        let source = sourceLanguage(ofBundle: bundle)
        return shipped.filter { $0 == source || locales.contains($0) }
    }

    /// The projects whose regions the app and its extensions ship: all but those whose targets
    /// are all known to build something else. A framework's own project beside the app's
    /// (Clocker's `ShortcutRecorder.xcodeproj`, frameworks only) lists its framework's languages,
    /// which the app's users do not get. Every project when none builds an app.
    static func appProjects(_ projects: [XcodeProject]) -> [XcodeProject] {
        let apps = projects.filter { project in
            project.targets.isEmpty || project.targets.contains { target in
                guard let type = target.productType else { return true }
                return type.hasSuffix(".application") || target.hasOwnMainBundle
            }
        }
        return apps.isEmpty ? projects : apps
    }

    /// `shippedLocales(ofBundle:)`, found from the settings, the Xcode projects and the tables.
    private func findShippedLocales(ofBundle bundle: String) -> [String] {
        // An app extension is part of the app: its users expect the app's languages (a German user
        // of an extension without `de.lproj` sees its development language).
        if bundle != ModuleMap.mainBundle, modules.isAppBundle(bundle) { return shippedLocales(ofBundle: ModuleMap.mainBundle) }
        // A resource bundle inside the app shows the language the app runs in (Foundation keeps an
        // app's bundles to its localization): DateTools.bundle's 42 languages are not Clocker's 20.
        if ModuleMap.resourceBundleFolder(ofPath: bundle) == bundle { return shippedLocales(ofBundle: ModuleMap.mainBundle) }
        let source = sourceLanguage(ofBundle: bundle)
        var locales: Set<String>
        let projectRegions = modules.isAppBundle(bundle)
            ? Set(Self.appProjects(xcodeProjects).flatMap(\.shippedLocales)) : []
        if let required = index.settings.requiredLocales {
            locales = Set(required)
        } else if !projectRegions.isEmpty {
            // A region the project lists but no table of the bundle translates yields no `.lproj`
            // in the app: it does not ship (NetNewsWire lists `es` for one package's sake).
            locales = projectRegions.intersection(tables.localesByBundle[bundle] ?? [])
        } else {
            locales = tables.localesByBundle[bundle] ?? []
            locales.remove("Base")
        }
        locales.insert(source)
        return [source] + locales.subtracting([source]).sorted()
    }
}

/// Each bundle's development language and shipped locales, computed on first ask (under a lock:
/// rules running at the same time ask for them) and kept with the tables.
final class BundleLanguages: @unchecked Sendable {
    /// Guards the dictionaries.
    private let lock = NSLock()
    /// Development languages by bundle.
    private var sourceLanguages: [String: String] = [:]
    /// Shipped locales by bundle.
    private var shippedLocales: [String: [String]] = [:]

    /// The development language of `bundle`, found by `find` the first time.
    func sourceLanguage(ofBundle bundle: String, find: () -> String) -> String {
        value(at: \.sourceLanguages, of: bundle, find: find)
    }

    /// The shipped locales of `bundle`, found by `find` the first time.
    func shippedLocales(ofBundle bundle: String, find: () -> [String]) -> [String] {
        value(at: \.shippedLocales, of: bundle, find: find)
    }

    /// The value kept for `bundle` at `storage`, found by `find` the first time. `find` runs
    /// without the lock: it may ask for other values (shipped locales need the development language).
    private func value<Value>(
        at storage: ReferenceWritableKeyPath<BundleLanguages, [String: Value]>, of bundle: String, find: () -> Value
    ) -> Value {
        lock.lock()
        let known = self[keyPath: storage][bundle]
        lock.unlock()
        if let known { return known }
        let value = find()
        lock.lock()
        self[keyPath: storage][bundle] = value
        lock.unlock()
        return value
    }
}

/// The values rules derive from a model's tables (see `ProjectModel.derivedFromTables`), one per
/// type, each computed once under its own lock: rules running at the same time wait only for the
/// value they need, never for another rule's.
final class TableDerivedValues: @unchecked Sendable {
    /// One value's place: filled once, under `lock`.
    private final class Slot: @unchecked Sendable {
        /// Held while the value is made, so it is made once.
        let lock = NSLock()
        /// The value, once made.
        var value: Any?
    }

    /// Guards `slots`.
    private let lock = NSLock()
    /// The places of the values asked for so far, by their type.
    private var slots: [ObjectIdentifier: Slot] = [:]

    /// The value of `type`, made by `make` if this is the first request.
    func value<Value>(_ type: Value.Type, make: () -> Value) -> Value {
        let identifier = ObjectIdentifier(type)
        lock.lock()
        let slot = slots[identifier] ?? Slot()
        slots[identifier] = slot
        lock.unlock()
        slot.lock.lock()
        defer { slot.lock.unlock() }
        if let value = slot.value as? Value { return value }
        let value = make()
        slot.value = value
        return value
    }
}
