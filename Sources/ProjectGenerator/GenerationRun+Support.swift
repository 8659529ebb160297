extension GenerationRun {
    /// The app's reusable components whose parameters are typed `LocalizedStringKey`: call sites
    /// pass keys to them as to SwiftUI's own views.
    func writeComponents() throws {
        var header = TextFileBuilder(path: "App/Sources/Components/CardHeader.swift")
        for line in [
            "import SwiftUI",
            "",
            "/// A card's title row with an icon.",
            "struct CardHeader: View {",
            "    /// The title, looked up in the app's catalog.",
            "    let title: LocalizedStringKey",
            "    /// The SF Symbol shown before it.",
            "    let systemImage: String",
            "",
            "    var body: some View {",
            "        Label(title, systemImage: systemImage)",
            "            .font(.headline)",
            "    }",
            "}",
        ] { header.line(line) }
        try emit(header)

        var row = TextFileBuilder(path: "App/Sources/Components/SectionRow.swift")
        for line in [
            "import SwiftUI",
            "",
            "/// A labelled number in a settings-style list.",
            "struct SectionRow: View {",
            "    /// The label, looked up in the app's catalog.",
            "    let label: LocalizedStringKey",
            "    /// The number shown on the trailing side.",
            "    let value: Int",
            "",
            "    var body: some View {",
            "        LabeledContent(label) {",
            "            Text(value, format: .number)",
            "        }",
            "    }",
            "}",
        ] { row.line(line) }
        try emit(row)

        var actions = TextFileBuilder(path: "App/Sources/Components/EditingToolbar.swift")
        for line in [
            "import SwiftUI",
            "",
            "/// The toolbar of editable lists: the app's shared action titles.",
            "struct EditingToolbar: ToolbarContent {",
            "    /// Whether the list is being edited.",
            "    @Binding var isEditing: Bool",
            "    /// Saves the changes.",
            "    let save: () -> Void",
            "    /// Repeats the last failed request.",
            "    let retry: () -> Void",
            "",
            "    var body: some ToolbarContent {",
            "        ToolbarItemGroup {",
            "            Button(isEditing ? \"Done\" : \"Edit\") { isEditing.toggle() }",
            "            Button(\"Save\", action: save)",
            "            Button(\"common.retry\", action: retry)",
            "            Button(\"common.ok\") {}",
            "            Button(\"common.cancel\", role: .cancel) {}",
            "        }",
            "    }",
            "}",
        ] { actions.line(line) }
        try emit(actions)
    }

    /// `Info.plist` with privacy texts, and `InfoPlist.xcstrings` translating them.
    func writeInfoPlist() throws {
        let keys: [(String, String, String)] = [
            ("CFBundleDisplayName", "Bundle display name", "Daybook"),
            ("NSCameraUsageDescription", "Privacy - Camera Usage Description", "Scan receipts and documents with the camera."),
            ("NSLocationWhenInUseUsageDescription", "Privacy - Location When In Use Usage Description", "Show places near you."),
            ("NSPhotoLibraryUsageDescription", "Privacy - Photo Library Usage Description", "Attach photos to your notes."),
        ]
        var plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>

            """
        for (key, _, value) in keys {
            plist += "\t<key>\(key)</key>\n\t<string>\(value)</string>\n"
        }
        plist += "\t<key>CFBundleName</key>\n\t<string>Daybook</string>\n</dict>\n</plist>\n"
        try emit(Array(plist.utf8), to: "App/Info.plist")

        for (key, comment, value) in keys {
            var entry = EntrySpec(key: key, english: value, comment: comment)
            entry.extractionState = "extracted_with_value"
            infoPlistCatalog.add(entry)
        }
        var name = EntrySpec(key: "CFBundleName", english: "Daybook", comment: "Bundle name")
        name.extractionState = "extracted_with_value"
        name.shouldTranslate = false
        infoPlistCatalog.add(name)

        infoPlistCatalog.modify("NSPhotoLibraryUsageDescription") { $0.overrides["ar"] = .absent }
        plant(
            "usage-description", at: [catalogLocation(infoPlistCatalog)], key: "NSPhotoLibraryUsageDescription",
            locale: "ar", "The photo library permission text has no Arabic translation.")
    }

    /// Enums behind runtime-assembled keys, with the screens that assemble them. The first
    /// family lacks one expansion in the catalog (a planted `missing-key`).
    func writeFamilies(count: Int) throws {
        for family in 0..<count {
            let feature = Vocabulary.features[(family * 11 + 5) % Vocabulary.features.count]
            let typeName = "\(Vocabulary.typeName(feature))Guide\(family)"
            let style = family % 3
            let caseCount = 4 + family % 5
            var cases: [(name: String, value: String)] = []
            for index in 0..<caseCount {
                let topic = Vocabulary.topics[(family + index) % Vocabulary.topics.count]
                switch style {
                case 0: cases.append((topic, index == 1 ? topic + "_v2" : topic))
                case 1: cases.append((topic, String(index + 1)))
                default: cases.append((topic, topic))
                }
            }
            var model = TextFileBuilder(path: "App/Sources/Models/\(typeName)Topic.swift")
            model.line("/// Topics of the \(feature) guide; each has a title and a body in the catalog.")
            switch style {
            case 0:
                model.line("enum \(typeName)Topic: String, CaseIterable, Identifiable {")
                for item in cases {
                    model.line(item.value == item.name ? "case \(item.name)" : "case \(item.name) = \"\(item.value)\"", indent: 1)
                }
            case 1:
                model.line("enum \(typeName)Topic: Int, CaseIterable, Identifiable {")
                for item in cases { model.line("case \(item.name) = \(item.value)", indent: 1) }
            default:
                model.line("enum \(typeName)Topic: CaseIterable, Identifiable {")
                for item in cases { model.line("case \(item.name)", indent: 1) }
            }
            model.line("")
            model.line("/// Identity for `ForEach`.", indent: 1)
            model.line(style == 2 ? "var id: Self { self }" : "var id: RawValue { rawValue }", indent: 1)
            model.line("}")
            try emit(model)

            let prefix = "\(feature).guide\(family)"
            let interpolation = style == 2 ? "\\(topic)" : "\\(topic.rawValue)"
            var view = TextFileBuilder(path: "App/Sources/Features/\(Vocabulary.typeName(feature))/\(typeName)View.swift")
            view.line("import SwiftUI")
            view.line("")
            view.line("/// The \(feature) guide: one section per topic, texts chosen by the topic at run time.")
            view.line("struct \(typeName)View: View {")
            view.line("var body: some View {", indent: 1)
            view.line("List(\(typeName)Topic.allCases) { topic in", indent: 2)
            view.line("let titleKey = \"\(prefix).\(interpolation).title\"", indent: 3)
            let titleLine = view.line("Section(LocalizedStringKey(titleKey)) {", indent: 3)
            view.line("Text(NSLocalizedString(\"\(prefix).\(interpolation).body\", comment: \"Guide topic body\"))", indent: 4)
            view.line("}", indent: 3)
            view.line("}", indent: 2)
            view.line("}", indent: 1)
            view.line("}")
            try emit(view)

            for (index, item) in cases.enumerated() {
                let titleKey = "\(prefix).\(style == 2 ? item.name : item.value).title"
                let bodyKey = "\(prefix).\(style == 2 ? item.name : item.value).body"
                mainCatalog.add(EntrySpec(key: bodyKey, english: englishText(feature: feature), comment: "Guide topic body"))
                if family == 0 && index == caseCount - 1 {
                    plant(
                        "missing-key", at: [ManifestLocation(file: view.path, line: titleLine)], key: titleKey,
                        "The enum case `\(item.name)` expands the title template to a key no catalog has.")
                    continue
                }
                mainCatalog.add(EntrySpec(key: titleKey, english: englishText(feature: feature)))
            }
        }
    }
}
