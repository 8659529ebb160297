extension GenerationRun {
    /// Screens carrying the planted code defects, and the catalog entries carrying the planted
    /// catalog defects. Each is recorded with `plant` where it is made.
    func writeDefectScreens() throws {
        try writePromoScreen()
        try writeDocumentToolbar()
        try writePackageWithoutBundle()
        plantCatalogDefects()
    }

    /// Verbatim text, an unresolvable template, a dynamic key, a homograph, catalog-level defects
    /// on keys this screen uses.
    private func writePromoScreen() throws {
        var file = TextFileBuilder(path: "App/Sources/Features/Promo/PromoBannerView.swift")
        file.line("import SwiftUI")
        file.line("")
        file.line("/// Campaigns the promo banner can show.")
        file.line("enum PromoTopic: String, CaseIterable {")
        file.line("case spring, summer, winter", indent: 1)
        file.line("}")
        file.line("")
        file.line("/// The promotional banner on the home screen.")
        file.line("struct PromoBannerView: View {")
        file.line("/// The campaign shown.", indent: 1)
        file.line("let topic: PromoTopic", indent: 1)
        file.line("/// An error code sent by the server.", indent: 1)
        file.line("let serverCode: String", indent: 1)
        file.line("/// Credits left on the account.", indent: 1)
        file.line("let credits: Int", indent: 1)
        file.line("/// Who sent the invitation and to which group.", indent: 1)
        file.line("let senderName: String", indent: 1)
        file.line("/// The group invited to.", indent: 1)
        file.line("let groupName: String", indent: 1)
        file.line("/// A headline typed by a developer: a String, so SwiftUI shows it verbatim.", indent: 1)
        file.line("private let headline = \"Limited time offer\"", indent: 1)
        file.line("")
        file.line("var body: some View {", indent: 1)
        file.line("VStack {", indent: 2)
        let verbatimLine = file.line("Text(headline)", indent: 3)
        let templateLine = file.line("Text(LocalizedStringKey(\"promo.\\(topic.rawValue).banner\"))", indent: 3)
        let dynamicLine = file.line(
            "Text(NSLocalizedString(\"promo.server.\\(serverCode).message\", comment: \"Server error\"))", indent: 3)
        let homographLine = file.line("Text(\"Open\", comment: \"Adjective: the store is open now\")", indent: 3)
        file.line("Text(\"promo.credits \\(credits)\")", indent: 3)
        file.line("Text(\"promo.invite \\(senderName) \\(groupName)\")", indent: 3)
        file.line("Text(\"promo.points \\(senderName) \\(credits)\")", indent: 3)
        file.line("Text(\"promo.reviewed.title\")", indent: 3)
        let staleLine = file.line("Text(\"promo.stale.subtitle\")", indent: 3)
        file.line("Text(\"promo.japanese.missing\")", indent: 3)
        file.line("Text(\"promo.days \\(credits)\")", indent: 3)
        file.line("Text(\"\\(credits)\")", indent: 3)
        file.line("Text(\"promo.campaign.title\", tableName: \"Promo\")", indent: 3)
        file.line("#if DEBUG", indent: 3)
        file.line("Text(\"promo.debug.banner\")", indent: 3)
        file.line("#endif", indent: 3)
        file.line("}", indent: 2)
        file.line("}", indent: 1)
        file.line("}")
        try emit(file)
        let path = file.path

        plant(
            "verbatim-text", at: [ManifestLocation(file: path, line: verbatimLine)],
            "Text(headline) receives a developer-written String literal and shows it verbatim.")
        plant(
            "unresolvable-key", at: [ManifestLocation(file: path, line: templateLine)],
            key: "promo.%@.banner",
            "LocalizedStringKey interpolation makes the template `promo.%@.banner`; neither it nor any expansion exists.")
        plant(
            "dynamic-key", at: [ManifestLocation(file: path, line: dynamicLine)],
            key: "promo.server.%@.message",
            "The key depends on a server code (a String parameter) that cannot be enumerated.")

        mainCatalog.add(EntrySpec(key: "Open", english: "Open", comment: "Verb: opens the selected document", hasSourceLocalization: false))
        homographUsage = ManifestLocation(file: path, line: homographLine)

        var credits = EntrySpec(key: "promo.credits %lld", english: "You have %lld credits")
        credits.overrides["es"] = .value("Te quedan %@ créditos")
        mainCatalog.add(credits)
        plant(
            "format-mismatch", at: [catalogLocation(mainCatalog)], key: "promo.credits %lld", locale: "es",
            "The Spanish translation uses %@ where the key has %lld.")

        // Explicit positions in a translation are correct: no finding.
        var invite = EntrySpec(key: "promo.invite %@ %@", english: "%@ invited you to %@")
        invite.overrides["ru"] = .value("Вас пригласили в %2$@ (%1$@)")
        mainCatalog.add(invite)

        var points = EntrySpec(key: "promo.points %@ %lld", english: "%@ has %lld points")
        points.overrides["ru"] = .value("%lld очков у %@")
        mainCatalog.add(points)
        plant(
            "positional-specifiers", at: [catalogLocation(mainCatalog)], key: "promo.points %@ %lld", locale: "ru",
            "The Russian translation swaps %@ and %lld without positions; the arguments arrive in the source order.")

        var reviewed = EntrySpec(key: "promo.reviewed.title", english: "Spring deals are here")
        reviewed.overrides["ru"] = .state("needs_review")
        mainCatalog.add(reviewed)
        plant(
            "needs-review", at: [catalogLocation(mainCatalog)], key: "promo.reviewed.title", locale: "ru",
            "The Russian translation is marked needs_review.")

        var stale = EntrySpec(key: "promo.stale.subtitle", english: "Offer ends soon")
        stale.extractionState = "stale"
        mainCatalog.add(stale)
        plant(
            "stale-entry", at: [catalogLocation(mainCatalog), ManifestLocation(file: path, line: staleLine)],
            key: "promo.stale.subtitle", "The entry is marked stale although PromoBannerView still uses it.")

        var japanese = EntrySpec(key: "promo.japanese.missing", english: "Invite a friend")
        japanese.overrides["ja"] = .absent
        mainCatalog.add(japanese)
        plant(
            "missing-translation", at: [catalogLocation(mainCatalog)], key: "promo.japanese.missing", locale: "ja",
            "The entry has no Japanese localization.")

        var days = pluralEntry(key: "promo.days %lld", feature: "promo")
        days.overrides["ru"] = .droppingCategory("few")
        mainCatalog.add(days)
        plant(
            "plural-categories", at: [catalogLocation(mainCatalog)], key: "promo.days %lld", locale: "ru",
            "The Russian plural lacks `few` (2, 3, 4, 22…).")

        mainCatalog.add(EntrySpec(key: "promo.debug.banner", english: "Debug build"))
        promoCatalog.add(EntrySpec(key: "promo.campaign.title", english: "This week's campaign"))
    }

    /// The first use of "Open", as a verb; with the promo banner's adjective it is a homograph.
    private func writeDocumentToolbar() throws {
        var file = TextFileBuilder(path: "App/Sources/Features/Library/DocumentToolbar.swift")
        file.line("import SwiftUI")
        file.line("")
        file.line("/// Toolbar actions for the selected document.")
        file.line("struct DocumentToolbar: View {")
        file.line("/// Opens the document.", indent: 1)
        file.line("let open: () -> Void", indent: 1)
        file.line("")
        file.line("var body: some View {", indent: 1)
        file.line("Button(action: open) {", indent: 2)
        let line = file.line("Text(\"Open\", comment: \"Verb: opens the selected document\")", indent: 3)
        file.line("}", indent: 2)
        file.line("Button(\"Delete\", role: .destructive) {}", indent: 2)
        file.line("}", indent: 1)
        file.line("}")
        try emit(file)
        plant(
            "homograph-key", at: [homographUsage!, ManifestLocation(file: file.path, line: line), catalogLocation(mainCatalog)],
            key: "Open", "\"Open\" is used as a verb and as an adjective (two comments): it needs symbolic keys.")
    }

    /// A screen in a package that owns its catalog, calling `Text` without `bundle: .module`.
    private func writePackageWithoutBundle() throws {
        guard let plan = packages.first, let catalog = plan.catalog else { return }
        var file = TextFileBuilder(path: "Packages/\(plan.name)/Sources/\(plan.name)/\(plan.name)PromoCard.swift")
        let key = "\(plan.feature).promo.card.title"
        file.line("import SwiftUI")
        file.line("")
        file.line("/// A card advertising the \(plan.feature) feature.")
        file.line("public struct \(plan.name)PromoCard: View {")
        file.line("/// A card with no parameters.", indent: 1)
        file.line("public init() {}", indent: 1)
        file.line("")
        file.line("public var body: some View {", indent: 1)
        let line = file.line("Text(\"\(key)\")", indent: 2)
        file.line("}", indent: 1)
        file.line("}")
        try emit(file)
        catalog.add(EntrySpec(key: key, english: "Discover \(plan.feature)"))
        plant(
            "missing-bundle", at: [ManifestLocation(file: file.path, line: line)], key: key,
            "\(plan.name) owns a catalog, but this Text looks the key up in the main bundle.")
    }

    /// Catalog-only defects: an unused entry, an untranslated entry in the critical table.
    private func plantCatalogDefects() {
        mainCatalog.add(EntrySpec(key: "onboarding.legacy.banner.title", english: "Welcome to the old onboarding"))
        plant(
            "unused-key", at: [catalogLocation(mainCatalog)], key: "onboarding.legacy.banner.title",
            "No code uses this entry.")
    }

    /// The critical table's planted gap: one used entry without a Chinese translation. Called
    /// after the checkout screens exist, on the first key they use.
    func plantCriticalTableGap() {
        guard let key = checkoutCatalog.entries.keys.sorted(by: xcodeOrder).first else { return }
        checkoutCatalog.modify(key) { $0.overrides["zh-Hans"] = .absent }
        plant(
            "missing-translation", at: [catalogLocation(checkoutCatalog)], key: key, locale: "zh-Hans",
            "A Checkout entry has no Simplified Chinese localization.")
        plant(
            "critical-table", at: [catalogLocation(checkoutCatalog), ManifestLocation(file: checkoutCatalog.path, line: 1)],
            key: key, locale: "zh-Hans", "Checkout is configured as critical and is not 100% translated in zh-Hans.")
    }
}
