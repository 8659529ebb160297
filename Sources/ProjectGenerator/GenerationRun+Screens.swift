/// Which part of a view a call site is written into.
enum UsageSection {
    /// Inside the body's `VStack`.
    case view
    /// A modifier after the `VStack`.
    case modifier
    /// A member of the view type.
    case member
}

/// Lines of code using one or more keys, and where they go.
struct Usage {
    /// The section of the view.
    var section: UsageSection
    /// The code lines, without the section's indentation.
    var lines: [String]
}

extension ViewHome {
    /// Whether the screen reads the legacy table.
    var isLegacy: Bool {
        if case .legacy = self { return true }
        return false
    }
}

extension GenerationRun {
    /// The slice of legacy entries legacy screen `screen` of `count` uses; together they use all.
    func legacyShare(screen: Int, of count: Int) -> Range<Int> {
        let total = legacyEntries.count
        let lower = total * screen / count
        let upper = total * (screen + 1) / count
        return lower..<upper
    }

    /// Writes one screen of `home` using `keyQuota` new keys and about `lineTarget` lines.
    func writeScreen(home: ViewHome, keyQuota: Int, lineTarget: Int, legacyRange: Range<Int>) throws {
        screenCounter += 1
        let screen = screenCounter
        let feature: String
        let folder: String
        let isPublic: Bool
        switch home {
        case .app, .legacy:
            feature = Vocabulary.features[screen % Vocabulary.features.count]
            folder = "App/Sources/Features/\(Vocabulary.typeName(feature))"
            isPublic = false
        case .checkout:
            feature = "checkout"
            folder = "App/Sources/Features/Checkout"
            isPublic = false
        case .package(let plan), .sharedUI(let plan):
            feature = plan.feature
            folder = "Packages/\(plan.name)/Sources/\(plan.name)"
            isPublic = true
        }
        let typeName = "\(Vocabulary.typeName(feature))Screen\(screen)View"
        var usages: [Usage] = []
        var remaining = keyQuota
        var element = 0
        // Localized strings shown through `Text(String)` are correct and must stay silent.
        if keyQuota > 1, random.chance(percent: 30), case .app = home {
            remaining -= 1
            let key = "\(feature).s\(screen).localizedStatus"
            mainCatalog.add(EntrySpec(key: key, english: englishText(feature: feature)))
            usages.append(Usage(section: .member, lines: [
                "/// The status line, localized before it reaches the view.",
                "private var localizedStatus: String {",
                "    String(localized: \"\(key)\")",
                "}",
            ]))
            usages.append(Usage(section: .view, lines: ["Text(localizedStatus)"]))
        }

        while remaining > 0 {
            let (usage, used) = makeUsage(home: home, feature: feature, screen: screen, element: &element, budget: remaining)
            usages.append(usage)
            remaining -= used
        }
        for index in legacyRange {
            usages.append(legacyUsage(legacyEntries[index], element: &element))
        }
        var file = TextFileBuilder(path: "\(folder)/\(typeName).swift")
        let access = isPublic ? "public " : ""
        file.line("import SwiftUI")
        file.line("")
        file.line("/// Screen \(screen) of the \(feature) feature.")
        file.line("\(access)struct \(typeName): View {")
        file.line("/// How many items the screen lists.", indent: 1)
        file.line("let itemCount: Int", indent: 1)
        file.line("/// How many folders hold them.", indent: 1)
        file.line("let folderCount: Int", indent: 1)
        file.line("/// The signed-in customer's name, shown as is.", indent: 1)
        file.line("let customerName: String", indent: 1)
        file.line("@State private var isEnabled = false", indent: 1)
        file.line("@State private var query = \"\"", indent: 1)
        file.line("@State private var isAlertPresented = false", indent: 1)
        file.line("")
        if isPublic {
            file.line("/// A screen showing `itemCount` items in `folderCount` folders.", indent: 1)
            file.line("public init(itemCount: Int, folderCount: Int, customerName: String) {", indent: 1)
            file.line("self.itemCount = itemCount", indent: 2)
            file.line("self.folderCount = folderCount", indent: 2)
            file.line("self.customerName = customerName", indent: 2)
            file.line("}", indent: 1)
            file.line("")
        }
        file.line("\(access)var body: some View {", indent: 1)
        file.line("VStack(alignment: .leading, spacing: 12) {", indent: 2)
        file.line("Text(customerName)", indent: 3)
        for usage in usages where usage.section == .view {
            for line in usage.lines { file.line(line, indent: 3) }
        }
        file.line("}", indent: 2)
        for usage in usages where usage.section == .modifier {
            for line in usage.lines { file.line(line, indent: 2) }
        }
        file.line(".padding()", indent: 2)
        file.line("}", indent: 1)
        for usage in usages where usage.section == .member {
            file.line("")
            for line in usage.lines { file.line(line, indent: 1) }
        }
        appendFiller(to: &file, feature: feature, screen: screen, until: lineTarget - 5)
        file.line("}")
        file.line("")
        file.line("#Preview {")
        file.line("\(typeName)(itemCount: 3, folderCount: 2, customerName: \"Preview Customer\")", indent: 1)
        file.line("}")
        try emit(file)
    }

    /// One call site using up to `budget` new keys; returns it and how many keys it used.
    func makeUsage(
        home: ViewHome, feature: String, screen: Int, element: inout Int, budget: Int
    ) -> (Usage, Int) {
        element += 1
        let base = "\(feature).s\(screen).\(Vocabulary.elements[element % Vocabulary.elements.count])\(element)"
        let english = englishText(feature: feature)
        switch home {
        case .package(let plan):
            let catalog = plan.catalog!
            catalog.add(EntrySpec(key: base, english: english))
            switch random.int(in: 0...3) {
            case 0:
                return (Usage(section: .view, lines: ["Text(\"\(base)\", bundle: .module)"]), 1)
            case 1:
                return (Usage(section: .modifier, lines: [".navigationTitle(Text(\"\(base)\", bundle: .module))"]), 1)
            case 2:
                let name = "moduleText\(element)"
                return (Usage(section: .member, lines: [
                    "/// A text from this package's catalog.",
                    "private var \(name): String {",
                    "    String(",
                    "        localized: \"\(base)\",",
                    "        bundle: .module",
                    "    )",
                    "}",
                ]), 1)
            default:
                return (Usage(section: .view, lines: [
                    "Button(action: { isAlertPresented = true }) {",
                    "    Text(\"\(base)\", bundle: .module)",
                    "}",
                ]), 1)
            }
        case .checkout:
            checkoutCatalog.add(EntrySpec(key: base, english: english))
            if random.chance(percent: 50) {
                return (Usage(section: .view, lines: ["Text(\"\(base)\", tableName: \"Checkout\")"]), 1)
            }
            return (Usage(section: .member, lines: [
                "/// A checkout text shown in receipts.",
                "private var receiptText\(element): String {",
                "    String(localized: \"\(base)\", table: \"Checkout\")",
                "}",
            ]), 1)
        case .legacy:
            mainCatalog.add(EntrySpec(key: base, english: english, comment: "Legacy screen text"))
            return (Usage(section: .member, lines: [
                "/// A text of the older \(feature) screens.",
                "private var legacyText\(element): String {",
                "    NSLocalizedString(\"\(base)\", comment: \"Legacy screen text\")",
                "}",
            ]), 1)
        case .sharedUI:
            let kind = random.int(in: 0...2)
            if kind == 2 {
                let key = base + " %lld"
                mainCatalog.add(pluralEntry(key: key, feature: feature))
                return (Usage(section: .view, lines: ["Text(\"\(base) \\(itemCount)\")"]), 1)
            }
            mainCatalog.add(EntrySpec(key: base, english: english))
            return (Usage(section: .view, lines: [kind == 0 ? "Text(\"\(base)\")" : "Label(\"\(base)\", systemImage: \"\(random.pick(Vocabulary.symbols))\")"]), 1)
        case .app:
            return appUsage(feature: feature, base: base, english: english, element: element, budget: budget)
        }
    }

    /// A plural entry (`%lld` in the key) with every category each locale needs.
    func pluralEntry(key: String, feature: String) -> EntrySpec {
        var entry = EntrySpec(key: key, english: "%lld \(feature) items")
        entry.englishOne = "%lld \(feature) item"
        entry.shape = .plural
        return entry
    }

    /// One call site of the app target, drawing on every SwiftUI and Foundation entry point.
    func appUsage(feature: String, base: String, english: String, element: Int, budget: Int) -> (Usage, Int) {
        let symbol = random.pick(Vocabulary.symbols)
        func simple(_ key: String = base, comment: String? = nil) {
            mainCatalog.add(EntrySpec(key: key, english: english, comment: comment))
        }
        switch random.int(in: 0...19) {
        case 0:
            simple()
            return (Usage(section: .view, lines: ["Text(\"\(base)\")"]), 1)
        case 1:
            let comment = "Explains the \(feature) list on screen \(element)"
            simple(comment: comment)
            return (Usage(section: .view, lines: ["Text(\"\(base)\", comment: \"\(comment)\")"]), 1)
        case 2:
            simple()
            return (Usage(section: .view, lines: ["Label(\"\(base)\", systemImage: \"\(symbol)\")"]), 1)
        case 3:
            simple()
            return (Usage(section: .view, lines: ["Button(\"\(base)\") {", "    isAlertPresented = true", "}"]), 1)
        case 4:
            simple()
            return (Usage(section: .view, lines: ["Toggle(\"\(base)\", isOn: $isEnabled)"]), 1)
        case 5 where budget >= 2:
            simple()
            simple(base + ".prompt")
            return (Usage(section: .view, lines: [
                "TextField(\"\(base)\", text: $query, prompt: Text(\"\(base).prompt\"))",
            ]), 2)
        case 6:
            simple()
            return (Usage(section: .view, lines: ["CardHeader(title: \"\(base)\", systemImage: \"\(symbol)\")"]), 1)
        case 7:
            simple()
            return (Usage(section: .view, lines: ["SectionRow(label: \"\(base)\", value: itemCount)"]), 1)
        case 8:
            simple()
            return (Usage(section: .view, lines: ["Text(LocalizedStringKey(\"\(base)\"))"]), 1)
        case 9:
            mainCatalog.add(pluralEntry(key: base + " %lld", feature: feature))
            return (Usage(section: .view, lines: ["Text(\"\(base) \\(itemCount)\")"]), 1)
        case 10:
            var entry = EntrySpec(key: base + " %lld %lld", english: "%lld files in %lld folders")
            entry.shape = .substitution
            mainCatalog.add(entry)
            return (Usage(section: .view, lines: ["Text(\"\(base) \\(itemCount) \\(folderCount)\")"]), 1)
        case 11:
            var entry = EntrySpec(key: base, english: "Tap to open \(feature)")
            entry.shape = .device
            mainCatalog.add(entry)
            return (Usage(section: .view, lines: ["Text(\"\(base)\")"]), 1)
        case 12:
            simple()
            return (Usage(section: .modifier, lines: [".navigationTitle(\"\(base)\")"]), 1)
        case 13:
            simple()
            return (Usage(section: .modifier, lines: [
                ".alert(\"\(base)\", isPresented: $isAlertPresented) {",
                "    Button(\"common.ok\") {}",
                "    Button(\"common.cancel\", role: .cancel) {}",
                "}",
            ]), 1)
        case 14:
            simple()
            return (Usage(section: .modifier, lines: [".accessibilityLabel(\"\(base)\")"]), 1)
        case 15:
            simple()
            return (Usage(section: .member, lines: [
                "/// The text announced when the \(feature) list refreshes.",
                "private var announcement\(element): String {",
                "    String(localized: \"\(base)\")",
                "}",
            ]), 1)
        case 16:
            var entry = EntrySpec(key: base, english: english, comment: "Default text of \(feature) screens")
            entry.extractionState = "extracted_with_value"
            mainCatalog.add(entry)
            return (Usage(section: .member, lines: [
                "/// The subtitle with its English default next to the code.",
                "private var defaultSubtitle\(element): String {",
                "    String(localized: \"\(base)\", defaultValue: \"\(english)\", comment: \"Default text of \(feature) screens\")",
                "}",
            ]), 1)
        case 17:
            simple(comment: "Shown in the \(feature) share sheet")
            return (Usage(section: .member, lines: [
                "/// The share sheet's message.",
                "private var shareMessage\(element): String {",
                "    NSLocalizedString(\"\(base)\", comment: \"Shown in the \(feature) share sheet\")",
                "}",
            ]), 1)
        case 18:
            simple()
            return (Usage(section: .member, lines: [
                "/// The title used by widgets and intents.",
                "static let resource\(element): LocalizedStringResource = \"\(base)\"",
            ]), 1)
        default:
            if let phrase = naturalKey(feature: feature) {
                mainCatalog.add(EntrySpec(key: phrase, english: phrase, hasSourceLocalization: false))
                return (Usage(section: .view, lines: ["Text(\"\(phrase)\")"]), 1)
            }
            simple()
            return (Usage(section: .view, lines: ["Text(\"\(base)\")"]), 1)
        }
    }

    /// A call site reading a legacy `.strings` or `.stringsdict` entry.
    func legacyUsage(_ entry: LegacyEntry, element: inout Int) -> Usage {
        element += 1
        if entry.isPlural {
            return Usage(section: .member, lines: [
                "/// The legacy count line, pluralized by the stringsdict.",
                "private var legacyCount\(element): String {",
                "    String.localizedStringWithFormat(",
                "        NSLocalizedString(\"\(entry.key)\", tableName: \"Legacy\", comment: \"\(entry.comment)\"),",
                "        itemCount",
                "    )",
                "}",
            ])
        }
        return Usage(section: .member, lines: [
            "/// A legacy text kept in Legacy.strings.",
            "private var legacyTitle\(element): String {",
            "    NSLocalizedString(\"\(entry.key)\", tableName: \"Legacy\", comment: \"\(entry.comment)\")",
            "}",
        ])
    }

    /// Appends members without localization (layout helpers, identifiers, comments mentioning
    /// keys) until the file reaches `lineTarget` lines.
    func appendFiller(to file: inout TextFileBuilder, feature: String, screen: Int, until lineTarget: Int) {
        while file.nextLine < lineTarget {
            helperCounter += 1
            let number = helperCounter
            file.line("")
            switch random.int(in: 0...5) {
            case 0:
                let scale = random.int(in: 2...3)
                file.line("/// Rounds a layout length to the pixel grid of a \(scale)x screen.", indent: 1)
                file.line("private func snapped\(number)(_ value: Double) -> Double {", indent: 1)
                file.line("(value * \(scale)).rounded() / \(scale)", indent: 2)
                file.line("}", indent: 1)
            case 1:
                let height = random.int(in: 300...900)
                file.line("/// How many rows of `rowHeight` fit in \(height) points.", indent: 1)
                file.line("private func visibleRows\(number)(rowHeight: Double) -> Int {", indent: 1)
                file.line("guard rowHeight > 0 else { return 0 }", indent: 2)
                file.line("return Int(\(height).0 / rowHeight)", indent: 2)
                file.line("}", indent: 1)
            case 2:
                file.line("/// Whether the list switches to its compact layout.", indent: 1)
                file.line("private var usesCompactLayout\(number): Bool {", indent: 1)
                file.line("itemCount > \(random.int(in: 5...50)) && !isEnabled", indent: 2)
                file.line("}", indent: 1)
            case 3:
                file.line("/// Orders identifiers newest first.", indent: 1)
                file.line("private func newestFirst\(number)(_ identifiers: [Int]) -> [Int] {", indent: 1)
                file.line("identifiers.sorted { lhs, rhs in", indent: 2)
                file.line("lhs > rhs", indent: 3)
                file.line("}", indent: 2)
                file.line("}", indent: 1)
            case 4:
                file.line("/// The analytics event for this screen; an identifier, never shown to users.", indent: 1)
                file.line("private let analyticsEvent\(number) = \"screen_\(feature)_\(screen)_viewed\"", indent: 1)
            default:
                file.line("// Keys are not looked up from comments: Text(\"\(feature).commented.out\")", indent: 1)
                file.line("/// The accessibility identifier UI tests use.", indent: 1)
                file.line("private let testIdentifier\(number) = \"\(feature)-\(screen)-\(number)\"", indent: 1)
            }
        }
    }
}
