import Foundation

/// A Swift package of the generated project.
struct PackagePlan {
    /// Package, product and target name (`OrdersKit`).
    var name: String
    /// Its catalog when the target owns localized resources; nil for a package relying on the app's
    /// catalog (which must *not* be told to add `bundle: .module`).
    var catalog: GeneratedCatalog?
    /// Feature the package's screens belong to.
    var feature: String
}

/// Where a generated view lives, which decides how it localizes.
enum ViewHome {
    /// The app target: main bundle, `Localizable` and other app tables, app components available.
    case app
    /// The app target, screens of the critical `Checkout` table.
    case checkout
    /// The app target, older screens using `NSLocalizedString` and the legacy `.strings` table.
    case legacy
    /// A package owning its catalog: every call passes `bundle: .module`.
    case package(PackagePlan)
    /// A package without resources: plain calls resolved in the app's catalog.
    case sharedUI(PackagePlan)
}

/// One generation: mutable state shared by the file writers.
final class GenerationRun {
    /// The options.
    let options: GeneratorOptions
    /// Where files go.
    let sink: any ProjectSink
    /// The one random sequence; consumed in a fixed order so the output is deterministic.
    var random: SeededRandom
    /// Shipped locales, source first.
    let locales: [GeneratedLocale]

    /// `App/Resources/Localizable.xcstrings`.
    let mainCatalog: GeneratedCatalog
    /// `App/Resources/Checkout.xcstrings`, configured as critical.
    let checkoutCatalog: GeneratedCatalog
    /// `App/Resources/InfoPlist.xcstrings`.
    let infoPlistCatalog: GeneratedCatalog
    /// `App/Resources/Promo.xcstrings`, the home of the planted `catalog-structure` defect.
    let promoCatalog: GeneratedCatalog
    /// The Swift packages.
    var packages: [PackagePlan] = []
    /// Entries of the legacy `Legacy.strings` / `Legacy.stringsdict` table.
    var legacyEntries: [LegacyEntry] = []

    /// Defects planted so far.
    var defects: [PlantedDefect] = []
    /// Swift files written.
    var swiftFileCount = 0
    /// Swift lines written.
    var swiftLineCount = 0
    /// Bytes of input files written.
    var inputBytes = 0
    /// Legacy files written.
    var legacyFileCount = 0
    /// Natural-language keys already taken (they must stay unique).
    var naturalKeys: Set<String> = []
    /// Running number making view type names unique.
    var screenCounter = 0
    /// Running number making helper names unique within the project.
    var helperCounter = 0
    /// Where the promo banner uses "Open" as an adjective (one half of the planted homograph).
    var homographUsage: ManifestLocation?
    /// The probes of the big file, set when it is written.
    var probes: EditorProbes?

    /// A run for `options` writing to `sink`.
    init(options: GeneratorOptions, sink: any ProjectSink) {
        self.options = options
        self.sink = sink
        random = SeededRandom(seed: options.seed)
        locales = options.scale.locales
        mainCatalog = GeneratedCatalog(path: "App/Resources/Localizable.xcstrings", locales: locales)
        checkoutCatalog = GeneratedCatalog(path: "App/Resources/Checkout.xcstrings", locales: locales)
        infoPlistCatalog = GeneratedCatalog(path: "App/Resources/InfoPlist.xcstrings", locales: locales)
        promoCatalog = GeneratedCatalog(path: "App/Resources/Promo.xcstrings", locales: locales)
    }

    /// Every catalog of the project.
    var allCatalogs: [GeneratedCatalog] {
        [mainCatalog, checkoutCatalog, infoPlistCatalog, promoCatalog] + packages.compactMap(\.catalog)
    }

    /// Distinct keys over all tables so far.
    var keyCount: Int {
        allCatalogs.reduce(0) { $0 + $1.entries.count } + legacyEntries.count
    }

    /// Writes the whole project and returns its manifest.
    func generate() throws -> ProjectManifest {
        let scale = options.scale
        let multiplier = options.multiplier
        let targetKeys = scale.keys * multiplier
        let targetFiles = scale.swiftFiles * multiplier
        let targetLines = scale.swiftLines * multiplier

        planPackages(count: max(3, targetFiles / 150))
        addSharedKeys()
        try writeComponents()
        try writeInfoPlist()
        try writeFamilies(count: max(3, targetFiles / 60))
        try writeDefectScreens()
        try writeBigScreen(lines: scale.bigFileLines)
        addLegacyEntries(count: max(8, targetKeys / 100))

        // The remaining files share the remaining keys and lines evenly.
        let remainingFiles = max(1, targetFiles - swiftFileCount)
        let remainingKeys = max(remainingFiles, targetKeys - keyCount)
        let linesPerFile = max(40, (targetLines - swiftLineCount) / remainingFiles)
        let legacyScreens = max(1, remainingFiles / 40)
        let checkoutScreens = max(1, remainingFiles / 30)
        let packageScreens = remainingFiles / 5
        for index in 0..<remainingFiles {
            let quota = remainingKeys / remainingFiles + (index < remainingKeys % remainingFiles ? 1 : 0)
            let home: ViewHome
            if index < legacyScreens {
                home = .legacy
            } else if index < legacyScreens + checkoutScreens {
                home = .checkout
            } else if index < legacyScreens + checkoutScreens + packageScreens {
                let plan = packages[index % packages.count]
                home = plan.catalog == nil ? .sharedUI(plan) : .package(plan)
            } else {
                home = .app
            }
            let legacyShare = home.isLegacy ? legacyShare(screen: index, of: legacyScreens) : 0..<0
            try writeScreen(home: home, keyQuota: quota, lineTarget: linesPerFile, legacyRange: legacyShare)
        }

        plantCriticalTableGap()
        try writeLegacyFiles()
        try writePackageManifests()
        for catalog in allCatalogs where catalog !== promoCatalog {
            let rendered = catalog.render()
            try emit(rendered.bytes, to: catalog.path)
            resolveCatalogLines(catalog, rendered.markedLines)
        }
        try writePromoCatalog()
        try writeConfiguration()

        let manifest = ProjectManifest(
            generatorVersion: ProjectManifest.currentGeneratorVersion, seed: options.seed, scale: scale.rawValue, multiplier: multiplier, swiftFiles: swiftFileCount,
            swiftLines: swiftLineCount, keys: keyCount, locales: locales.map(\.id),
            catalogs: allCatalogs.count, legacyFiles: legacyFileCount, inputBytes: inputBytes,
            defects: defects, probes: probes!)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try sink.write(Array(try encoder.encode(manifest)), to: "bench-manifest.json")
        return manifest
    }

    // MARK: - Writing

    /// Writes an input file and counts its bytes.
    func emit(_ bytes: [UInt8], to path: String) throws {
        inputBytes += bytes.count
        try sink.write(bytes, to: path)
    }

    /// Writes a Swift file and counts it.
    func emit(_ file: TextFileBuilder) throws {
        swiftFileCount += 1
        swiftLineCount += file.nextLine - 1
        try emit(file.bytes, to: file.path)
    }

    /// Replaces catalog-line placeholders in defects (`line == 0` with a `key`/`locale`) by the
    /// lines the writer recorded.
    func resolveCatalogLines(_ catalog: GeneratedCatalog, _ marked: [String: Int]) {
        for index in defects.indices {
            var resolved: [ManifestLocation] = []
            for location in defects[index].locations {
                guard location.file == catalog.path, location.line <= 0 else {
                    resolved.append(location)
                    continue
                }
                let key = defects[index].key ?? ""
                let localeLine = defects[index].locale.flatMap { marked[key + "|" + $0] }
                if let line = localeLine { resolved.append(ManifestLocation(file: catalog.path, line: line)) }
                if let line = marked[key] { resolved.append(ManifestLocation(file: catalog.path, line: line)) }
            }
            defects[index].locations = resolved
        }
    }

    /// Records a planted defect.
    func plant(
        _ rule: String, at locations: [ManifestLocation], key: String? = nil, locale: String? = nil, _ note: String
    ) {
        defects.append(PlantedDefect(rule: rule, locations: locations, key: key, locale: locale, note: note))
    }

    /// A location in `catalog` to be resolved once the catalog is written.
    func catalogLocation(_ catalog: GeneratedCatalog) -> ManifestLocation {
        ManifestLocation(file: catalog.path, line: 0)
    }

    // MARK: - Keys

    /// An English text for a symbolic key of `feature`.
    func englishText(feature: String) -> String {
        "\(random.pick(Vocabulary.verbs)) your \(random.pick(Vocabulary.adjectives)) \(feature)"
    }

    /// A unique natural-language key (its own English text), or nil when the phrase is taken.
    func naturalKey(feature: String) -> String? {
        let phrase = "\(random.pick(Vocabulary.verbs)) \(random.pick(Vocabulary.adjectives)) \(feature)"
        guard !naturalKeys.contains(phrase) else { return nil }
        naturalKeys.insert(phrase)
        return phrase
    }

    /// Keys used across many screens (alert buttons, toolbar actions).
    func addSharedKeys() {
        for (key, english) in [("common.ok", "OK"), ("common.cancel", "Cancel"), ("common.retry", "Try Again")] {
            mainCatalog.add(EntrySpec(key: key, english: english))
        }
        for word in ["Save", "Done", "Edit", "Delete"] {
            mainCatalog.add(EntrySpec(key: word, english: word, hasSourceLocalization: false))
        }
    }

    /// Decides the package layout: most packages own a catalog, one relies on the app's.
    func planPackages(count: Int) {
        for index in 0..<count {
            let feature = Vocabulary.features[(index * 7 + 3) % Vocabulary.features.count]
            let name = Vocabulary.typeName(feature) + "Kit" + (index >= Vocabulary.features.count ? "\(index)" : "")
            if index == count - 1 {
                packages.append(PackagePlan(name: "SharedUI", catalog: nil, feature: feature))
            } else {
                let catalog = GeneratedCatalog(
                    path: "Packages/\(name)/Sources/\(name)/Resources/Localizable.xcstrings", locales: locales)
                packages.append(PackagePlan(name: name, catalog: catalog, feature: feature))
            }
        }
    }
}

/// An entry of the legacy table, written to every locale's `.strings` or `.stringsdict`.
struct LegacyEntry {
    /// The key.
    var key: String
    /// English text; for plural entries, the `other` form with `%lld`.
    var english: String
    /// Whether it lives in `.stringsdict` as a plural rule.
    var isPlural: Bool
    /// Translator comment written above it in `.strings`.
    var comment: String
}
