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
    /// Every table file (catalogs and legacy tables), sorted by path.
    public let tableFiles: [TableFile]
    /// Every key usage, sorted by path and position.
    public let usages: [KeyUsage]
    /// Every verbatim-text candidate, sorted by path and position.
    public let verbatimCandidates: [VerbatimCandidate]
    /// Entries by bundle, table and key.
    private let entries: [TableAddress: [String: [EntryReference]]]
    /// The keys of `entries` per address, sorted once per table change (completion lists them on
    /// every keystroke).
    private let sortedKeys: [TableAddress: [String]]
    /// Usage indices by every key they reach (for references, hover and unused-key).
    private let usageIndicesByKey: [String: [Int]]
    /// Usage indices by file.
    private let usageIndicesByPath: [String: [Int]]
    /// Table files by (bundle, table).
    private let tableFilesByAddress: [TableAddress: [TableFile]]
    /// Every bundle that has tables, plus the main bundle, sorted.
    public let bundles: [String]
    /// The locales each bundle's table files hold.
    private let tableLocalesByBundle: [String: Set<String>]

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

    /// Builds the model of `index`.
    public convenience init(index: ProjectIndex) {
        self.init(index: index, reusing: nil)
    }

    /// Builds the model of `index`, taking from `previous` (a model of an earlier state of the
    /// same workspace) what cannot have changed: when only Swift files changed and none of their
    /// declarations did (`ProjectFacts.declarationFingerprint`), modules and tables are shared and
    /// only the changed files' usages are collected again. The result equals a full build.
    public init(index: ProjectIndex, reusing previous: ProjectModel?) {
        self.index = index
        let changedSwiftPaths = previous.flatMap { Self.changedSwiftPaths(from: $0.index, to: index) }
        let reused = changedSwiftPaths == nil ? nil : previous
        var manifests: [(path: String, manifest: PackageManifest)] = []
        var swiftFiles: [(path: String, scanned: ScannedFile)] = []
        var tableFiles: [TableFile] = []
        for path in index.paths {
            guard let file = index.files[path] else { continue }
            if let manifest = file.manifest {
                manifests.append((path, manifest))
            } else if let scanned = file.swift {
                swiftFiles.append((path, scanned))
            }
            if reused == nil, let table = file.table { tableFiles.append(table) }
        }
        let modules = reused?.modules ?? ModuleMap(manifests: manifests, tablePaths: tableFiles.map(\.path))
        self.modules = modules
        let declarations = DeclarationTable(files: swiftFiles, modules: modules)
        self.declarations = declarations

        if let reused {
            self.tableFiles = reused.tableFiles
            self.tableFilesByAddress = reused.tableFilesByAddress
            self.tableLocalesByBundle = reused.tableLocalesByBundle
            self.bundles = reused.bundles
            self.entries = reused.entries
            self.sortedKeys = reused.sortedKeys
        } else {
            self.tableFiles = tableFiles
            var filesByAddress: [TableAddress: [TableFile]] = [:]
            var localesByBundle: [String: Set<String>] = [:]
            for file in tableFiles {
                let bundle = modules.bundle(ofPath: file.path)
                filesByAddress[TableAddress(bundle: bundle, table: file.table), default: []].append(file)
                localesByBundle[bundle, default: []].formUnion(file.locales)
            }
            self.tableFilesByAddress = filesByAddress
            self.tableLocalesByBundle = localesByBundle
            self.bundles = Array(Set(localesByBundle.keys).union([ModuleMap.mainBundle])).sorted()
            var entries: [TableAddress: [String: [EntryReference]]] = [:]
            for file in tableFiles {
                let address = TableAddress(bundle: modules.bundle(ofPath: file.path), table: file.table)
                for entry in file.entries {
                    entries[address, default: [:]][entry.key, default: []].append(EntryReference(file: file, entry: entry))
                }
            }
            self.entries = entries
            self.sortedKeys = entries.mapValues { $0.keys.sorted() }
        }

        var filesByPath: [String: IndexedFile] = [:]
        for (path, _) in swiftFiles { filesByPath[path] = index.files[path] }
        let reusedCandidates = reused.map { Dictionary(grouping: $0.verbatimCandidates, by: \.path) } ?? [:]
        var usages: [KeyUsage] = []
        var candidates: [VerbatimCandidate] = []
        for (path, _) in swiftFiles {
            if let reused, let changedSwiftPaths, !changedSwiftPaths.contains(path) {
                // Already in report order; the stable sort below leaves them as they are.
                usages.append(contentsOf: reused.usages(inPath: path))
                candidates.append(contentsOf: reusedCandidates[path] ?? [])
                continue
            }
            guard let file = filesByPath[path],
                let resolver = ExpressionResolver(
                    file: file, declarations: declarations, templateLists: index.settings.templateLists, filesByPath: filesByPath)
            else { continue }
            let collector = UsageCollector(resolver: resolver, modules: modules, wrappers: index.settings.wrappers)
            usages.append(contentsOf: collector.usages)
            candidates.append(contentsOf: collector.verbatimCandidates)
        }
        usages.sort { ($0.path, $0.range) < ($1.path, $1.range) }
        self.usages = usages
        self.verbatimCandidates = candidates
        self.usageIndicesByKey = Self.indicesByKey(of: usages)
        var byPath: [String: [Int]] = [:]
        for (position, usage) in usages.enumerated() { byPath[usage.path, default: []].append(position) }
        self.usageIndicesByPath = byPath
    }

    /// The same model with only the usages and verbatim candidates located in `path`: enough for
    /// a rule that judges one usage at a time against the tables to report on that file alone.
    public func restricted(toPath path: String) -> ProjectModel {
        ProjectModel(restricting: self, toPath: path)
    }

    /// Copies `model`, keeping the usages and candidates of `path` only.
    private init(restricting model: ProjectModel, toPath path: String) {
        index = model.index
        modules = model.modules
        declarations = model.declarations
        tableFiles = model.tableFiles
        entries = model.entries
        sortedKeys = model.sortedKeys
        tableFilesByAddress = model.tableFilesByAddress
        bundles = model.bundles
        tableLocalesByBundle = model.tableLocalesByBundle
        let usages = model.usages(inPath: path)
        self.usages = usages
        verbatimCandidates = model.verbatimCandidates.filter { $0.path == path }
        usageIndicesByKey = Self.indicesByKey(of: usages)
        usageIndicesByPath = usages.isEmpty ? [:] : [path: Array(usages.indices)]
    }

    /// The positions in `usages` of the usages reaching each key.
    static func indicesByKey(of usages: [KeyUsage]) -> [String: [Int]] {
        var byKey: [String: [Int]] = [:]
        for (position, usage) in usages.enumerated() {
            for key in Set(usage.reachedKeys) { byKey[key, default: []].append(position) }
        }
        return byKey
    }

    /// The Swift files whose usages must be collected again going from `old` to `new`, or `nil`
    /// when more changed than Swift files' calls (settings, the set of files, a declaration, a
    /// table, a manifest): then the model is built from scratch.
    static func changedSwiftPaths(from old: ProjectIndex, to new: ProjectIndex) -> Set<String>? {
        guard old.settings == new.settings, old.files.count == new.files.count else { return nil }
        var changed: Set<String> = []
        for (path, file) in new.files {
            guard let before = old.files[path] else { return nil }
            // Unchanged files share their byte buffer, so this is a pointer comparison.
            if before.bytes == file.bytes { continue }
            guard file.kind == .swift, before.kind == .swift,
                before.projectFacts.declarationFingerprint == file.projectFacts.declarationFingerprint
            else { return nil }
            changed.insert(path)
        }
        return changed
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
        entries[address]?[key] ?? []
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

    /// Whether any table file at `address` exists.
    public func hasTable(_ address: TableAddress) -> Bool { tableFilesByAddress[address] != nil }

    /// The table files of `address`.
    public func tableFiles(at address: TableAddress) -> [TableFile] {
        tableFilesByAddress[address] ?? []
    }

    /// Every key defined at `address`, sorted.
    public func keys(at address: TableAddress) -> [String] {
        sortedKeys[address] ?? []
    }

    /// Every table address that has entries.
    public var tableAddresses: [TableAddress] {
        entries.keys.sorted { ($0.bundle, $0.table) < ($1.bundle, $1.table) }
    }

    /// The usages that reach `key` (in any table).
    public func usages(reaching key: String) -> [KeyUsage] {
        (usageIndicesByKey[key] ?? []).map { usages[$0] }
    }

    /// The usages in the file at `path`, in source order.
    public func usages(inPath path: String) -> [KeyUsage] {
        (usageIndicesByPath[path] ?? []).map { usages[$0] }
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
    /// `defaultLocalization`, else (for the app) the Xcode project's `developmentRegion`, else `en`.
    public func sourceLanguage(ofBundle bundle: String) -> String {
        for file in tableFiles where modules.bundle(ofPath: file.path) == bundle {
            if let language = file.sourceLanguage { return language }
        }
        if let target = modules.targets.first(where: { $0.folder == bundle }), let language = target.defaultLocalization {
            return language
        }
        if bundle == ModuleMap.mainBundle,
            let region = index.files.values.lazy.compactMap({ $0.xcodeProject?.developmentRegion }).min(), region != "Base"
        {
            return region
        }
        return "en"
    }

    /// The locales a bundle ships: `requiredLocales` when configured; for the app, the Xcode
    /// projects' `knownRegions` that some table of the app translates; else every locale any of the bundle's
    /// table files holds (catalog localizations, SwiftPM `.lproj` folders). `Base` excluded, sorted
    /// with the development language first.
    public func shippedLocales(ofBundle bundle: String) -> [String] {
        let source = sourceLanguage(ofBundle: bundle)
        var locales: Set<String>
        let projectRegions = bundle == ModuleMap.mainBundle
            ? Set(index.files.values.compactMap(\.xcodeProject).flatMap(\.shippedLocales)) : []
        if let required = index.settings.requiredLocales {
            locales = Set(required)
        } else if !projectRegions.isEmpty {
            // A region the project lists but no table of the bundle translates yields no `.lproj`
            // in the app: it does not ship (NetNewsWire lists `es` for one package's sake).
            locales = projectRegions.intersection(tableLocalesByBundle[bundle] ?? [])
        } else {
            locales = tableLocalesByBundle[bundle] ?? []
            locales.remove("Base")
        }
        locales.insert(source)
        return [source] + locales.subtracting([source]).sorted()
    }
}
