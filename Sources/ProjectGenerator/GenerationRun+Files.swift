extension GenerationRun {
    /// The 5,000-line dashboard the editor benchmarks type into; it also carries a planted
    /// `missing-key` for the code-action probe.
    func writeBigScreen(lines target: Int) throws {
        var file = TextFileBuilder(path: "App/Sources/Screens/DashboardScreen.swift")
        let sectionCount = max(8, target / 17)
        file.line("import SwiftUI")
        file.line("")
        file.line("/// The dashboard: every section of every feature on one long screen.")
        file.line("struct DashboardScreen: View {")
        file.line("/// How many items each section counts.", indent: 1)
        file.line("let itemCount: Int", indent: 1)
        file.line("")
        file.line("var body: some View {", indent: 1)
        file.line("ScrollView {", indent: 2)
        file.line("LazyVStack(alignment: .leading) {", indent: 3)
        file.line("ForEach(1...\(sectionCount), id: \\.self) { index in", indent: 4)
        file.line("section(at: index)", indent: 5)
        file.line("}", indent: 4)
        let missingLine = file.line("Text(\"dashboard.footer.legal\")", indent: 4)
        file.line("}", indent: 3)
        file.line("}", indent: 2)
        file.line("}", indent: 1)
        file.line("")
        file.line("/// The section numbered `index`.", indent: 1)
        file.line("@ViewBuilder", indent: 1)
        file.line("private func section(at index: Int) -> some View {", indent: 1)
        file.line("switch index {", indent: 2)
        for section in 1...sectionCount {
            file.line("case \(section): section\(section)", indent: 2)
        }
        file.line("default: EmptyView()", indent: 2)
        file.line("}", indent: 2)
        file.line("}", indent: 1)
        var textLines: [Int] = []
        for section in 1...sectionCount {
            let prefix = "dashboard.section\(section)"
            file.line("")
            file.line("/// Section \(section) of the dashboard.", indent: 1)
            file.line("private var section\(section): some View {", indent: 1)
            file.line("VStack(alignment: .leading) {", indent: 2)
            textLines.append(file.line("Text(\"\(prefix).title\")", indent: 3))
            file.line("Label(\"\(prefix).hint\", systemImage: \"\(random.pick(Vocabulary.symbols))\")", indent: 3)
            file.line("Text(\"\(prefix).count \\(itemCount)\")", indent: 3)
            file.line("}", indent: 2)
            file.line("}", indent: 1)
            mainCatalog.add(EntrySpec(key: prefix + ".title", english: englishText(feature: "dashboard")))
            mainCatalog.add(EntrySpec(key: prefix + ".hint", english: englishText(feature: "dashboard")))
            mainCatalog.add(pluralEntry(key: prefix + ".count %lld", feature: "dashboard"))
        }
        appendFiller(to: &file, feature: "dashboard", screen: 0, until: target)
        file.line("}")
        try emit(file)

        plant(
            "missing-key", at: [ManifestLocation(file: file.path, line: missingLine)], key: "dashboard.footer.legal",
            "The dashboard footer uses a key no catalog has.")
        // Columns: 12 spaces of indentation, then `Text("` (6 characters).
        let textColumn = 12 + 6
        probes = EditorProbes(
            file: file.path, lineCount: file.nextLine - 1,
            hoverLine: textLines[textLines.count / 2] - 1, hoverColumn: textColumn + 4,
            completionLine: textLines[textLines.count / 3] - 1, completionColumn: textColumn + "dashboard.".count,
            codeActionLine: missingLine - 1,
            editLine: textLines[textLines.count * 2 / 3] - 1, editColumn: textColumn)
    }

    /// Creates the legacy table's entries; a quarter are plural rules in `.stringsdict`.
    func addLegacyEntries(count: Int) {
        for index in 0..<count {
            let feature = Vocabulary.features[index % Vocabulary.features.count]
            let key = "legacy.\(feature).\(Vocabulary.elements[index % Vocabulary.elements.count])\(index)"
            let isPlural = index % 4 == 3
            let english = isPlural ? "%lld \(feature) entries" : englishText(feature: feature)
            legacyEntries.append(LegacyEntry(key: key, english: english, isPlural: isPlural, comment: "Legacy \(feature) text"))
        }
    }

    /// `<locale>.lproj/Legacy.strings` and `Legacy.stringsdict` for every locale, with a duplicate
    /// key in Russian and a misspelled rule key in Spanish.
    func writeLegacyFiles() throws {
        for locale in locales {
            let folder = "App/Resources/\(locale.id).lproj"
            var strings = TextFileBuilder(path: "\(folder)/Legacy.strings")
            strings.line("/* Legacy table, migrated from the first version of the app. */")
            var firstKeyLine = 0
            var firstEntry: LegacyEntry?
            for entry in legacyEntries where !entry.isPlural {
                strings.line("")
                strings.line("/* \(entry.comment) */")
                let line = strings.line("\"\(entry.key)\" = \"\(stringsEscaped(PseudoTranslator.translate(entry.english, into: locale)))\";")
                if firstEntry == nil { firstEntry = entry; firstKeyLine = line }
            }
            if locale.id == "ru", let entry = firstEntry {
                strings.line("")
                strings.line("/* \(entry.comment) (added again by a merge) */")
                let line = strings.line("\"\(entry.key)\" = \"\(stringsEscaped(PseudoTranslator.translate(entry.english, into: locale)))\";")
                plant(
                    "strings-syntax",
                    at: [ManifestLocation(file: strings.path, line: line), ManifestLocation(file: strings.path, line: firstKeyLine)],
                    key: entry.key, locale: "ru", "The key appears twice in ru.lproj/Legacy.strings.")
            }
            legacyFileCount += 1
            try emit(strings.bytes, to: strings.path)

            var plist = TextFileBuilder(path: "\(folder)/Legacy.stringsdict")
            plist.line("<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
            plist.line("<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">")
            plist.line("<plist version=\"1.0\">")
            plist.line("<dict>")
            var isFirst = true
            for entry in legacyEntries where entry.isPlural {
                plist.line("<key>\(entry.key)</key>", indent: 1)
                plist.line("<dict>", indent: 1)
                plist.line("<key>NSStringLocalizedFormatKey</key>", indent: 2)
                plist.line("<string>%#@entries@</string>", indent: 2)
                plist.line("<key>entries</key>", indent: 2)
                plist.line("<dict>", indent: 2)
                if locale.id == "es" && isFirst {
                    let line = plist.line("<key>NSStringFormatSpecType</key>", indent: 3)
                    plant(
                        "stringsdict-structure", at: [ManifestLocation(file: plist.path, line: line)], key: entry.key,
                        locale: "es", "`NSStringFormatSpecType` is missing its `Key` suffix.")
                } else {
                    plist.line("<key>NSStringFormatSpecTypeKey</key>", indent: 3)
                }
                isFirst = false
                plist.line("<string>NSStringPluralRuleType</string>", indent: 3)
                plist.line("<key>NSStringFormatValueTypeKey</key>", indent: 3)
                plist.line("<string>lld</string>", indent: 3)
                for category in locale.pluralCategories {
                    let english = category == "one" ? entry.english.replacingOccurrences(of: "entries", with: "entry") : entry.english
                    plist.line("<key>\(category)</key>", indent: 3)
                    plist.line("<string>\(xmlEscaped(PseudoTranslator.translate(english, into: locale)))</string>", indent: 3)
                }
                plist.line("</dict>", indent: 2)
                plist.line("</dict>", indent: 1)
            }
            plist.line("</dict>")
            plist.line("</plist>")
            legacyFileCount += 1
            try emit(plist.bytes, to: plist.path)
        }
    }

    /// `Package.swift` for each package; those owning a catalog declare `defaultLocalization` and
    /// their resources.
    func writePackageManifests() throws {
        for plan in packages {
            var manifest = TextFileBuilder(path: "Packages/\(plan.name)/Package.swift")
            manifest.line("// swift-tools-version:5.9")
            manifest.line("import PackageDescription")
            manifest.line("")
            manifest.line("let package = Package(")
            manifest.line("name: \"\(plan.name)\",", indent: 1)
            if plan.catalog != nil { manifest.line("defaultLocalization: \"en\",", indent: 1) }
            manifest.line("platforms: [.iOS(.v17), .macOS(.v14)],", indent: 1)
            manifest.line("products: [.library(name: \"\(plan.name)\", targets: [\"\(plan.name)\"])],", indent: 1)
            manifest.line("targets: [", indent: 1)
            if plan.catalog != nil {
                manifest.line(".target(name: \"\(plan.name)\", resources: [.process(\"Resources\")]),", indent: 2)
            } else {
                manifest.line(".target(name: \"\(plan.name)\"),", indent: 2)
            }
            manifest.line("]", indent: 1)
            manifest.line(")")
            try emit(manifest)
        }
    }

    /// `Promo.xcstrings`, with an entry written outside `strings` (a planted `catalog-structure`).
    func writePromoCatalog() throws {
        let stray = CatalogMember(
            "sponsor.banner.title",
            .object([CatalogMember("localizations", .object([
                CatalogMember("en", .object([CatalogMember("stringUnit", .object([
                    CatalogMember("state", .string("translated")), CatalogMember("value", .string("Our sponsor")),
                ]))])),
            ]))]),
            mark: "stray")
        promoCatalog.extraTopLevelMembers = [stray]
        let rendered = promoCatalog.render()
        try emit(rendered.bytes, to: promoCatalog.path)
        plant(
            "catalog-structure", at: [ManifestLocation(file: promoCatalog.path, line: rendered.markedLines["stray"] ?? 1)],
            key: "sponsor.banner.title", "An entry sits at the top level instead of inside `strings`.")
        resolveCatalogLines(promoCatalog, rendered.markedLines)
    }

    /// `.swift-l10n.json`: required locales, the critical table and one verdict that no longer
    /// covers anything (a planted `stale-config`).
    func writeConfiguration() throws {
        var config = TextFileBuilder(path: ".swift-l10n.json")
        config.line("{")
        config.line("\"requiredLocales\": [\(locales.map { "\"\($0.id)\"" }.joined(separator: ", "))],", indent: 1)
        config.line("\"criticalTables\": [\"Checkout\"],", indent: 1)
        config.line("\"verdicts\": [", indent: 1)
        let line = config.line(
            "{ \"pattern\": \"banner.*.title\", \"reason\": \"Banner keys are built from a campaign id the server sends; decided in review.\" }",
            indent: 2)
        config.line("]", indent: 1)
        config.line("}")
        try sink.write(config.bytes, to: config.path)
        plant(
            "stale-config", at: [ManifestLocation(file: config.path, line: line)], key: "banner.*.title",
            "The verdict for `banner.*.title` covers no key in the code any more.")
    }

    /// `text` escaped for a double-quoted `.strings` value.
    func stringsEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }

    /// `text` escaped for XML character data.
    func xmlEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
    }
}
