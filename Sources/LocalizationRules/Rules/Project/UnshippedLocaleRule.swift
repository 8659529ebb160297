import LocalizationIndex
import TextPositions

/// Reports translations on disk in a language the app does not ship, because no target of the
/// Xcode project copies their files.
public struct UnshippedLocaleRule: Rule {
    /// The examples' Xcode project: its one target copies the English and German tables only.
    private static let projectCopyingEnglishAndGerman = """
        //- /Clipboard.xcodeproj/project.pbxproj
        // !$*UTF8*$!
        {
        	objects = {
        		F1 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        		F2 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
        		B1 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = V1 /* Localizable.strings */; };
        		R1 /* Resources */ = {isa = PBXResourcesBuildPhase; files = (B1 /* Localizable.strings in Resources */, ); };
        		V1 /* Localizable.strings */ = {isa = PBXVariantGroup; children = (F1 /* en */, F2 /* de */, ); name = Localizable.strings; sourceTree = "<group>"; };
        		G1 /* Clipboard */ = {isa = PBXGroup; children = (V1 /* Localizable.strings */, ); path = Clipboard; sourceTree = "<group>"; };
        		G0 = {isa = PBXGroup; children = (G1 /* Clipboard */, ); sourceTree = "<group>"; };
        		P1 /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, de, Base, ); mainGroup = G0; targets = (T1 /* Clipboard */, ); };
        		T1 /* Clipboard */ = {isa = PBXNativeTarget; buildPhases = (R1 /* Resources */, ); name = Clipboard; productType = "com.apple.product-type.application"; };
        	};
        	rootObject = P1 /* Project object */;
        }
        """

    /// What the rule finds and why; its examples are its tests.
    public static let description = RuleDescription(
        id: "unshipped-locale",
        name: "Unshipped Locale",
        defaultSeverity: .info,
        summary: "Translations exist on disk for a language no product ships: no target copies their files.",
        rationale: """
            A translation platform adds `bn.lproj` to the repository, but nobody adds Bengali to the \
            Xcode project: the files never reach the app, and Bengali users see the development \
            language. The analysis leaves such files out (they are not the app's), so without this \
            finding the work would vanish silently. One finding per set of such languages, naming the \
            folders that hold them; files of a language the app ships anyway, in any regional variant \
            (a translation tool's inputs beside the real tables, `hy-AM` beside a shipped `hy`), are \
            not reported. Leaving a language out may be on purpose (an unfinished translation), hence \
            information only.
            """,
        triggering: [
            Example(
                """
                \(projectCopyingEnglishAndGerman)
                //- /Clipboard/en.lproj/Localizable.strings
                "Clear history" = "Clear history";
                //- /Clipboard/de.lproj/Localizable.strings
                "Clear history" = "Verlauf löschen";
                //- /Clipboard/bn.lproj/Localizable.strings
                1️⃣"Clear history" = "ইতিহাস মুছুন";
                //- /Clipboard/sv.lproj/Localizable.strings
                "Clear history" = "Rensa historik";
                """)
        ],
        nonTriggering: [
            // A translation tool's inputs: every language in them ships through the real tables.
            Example(
                """
                \(projectCopyingEnglishAndGerman)
                //- /Clipboard/en.lproj/Localizable.strings
                "Clear history" = "Clear history";
                //- /Clipboard/de.lproj/Localizable.strings
                "Clear history" = "Verlauf löschen";
                //- /Tools/input/de.lproj/Localizable.strings
                "Clear history" = "Verlauf löschen";
                //- /Clipboard/de-AT.lproj/Localizable.strings
                "Clear history" = "Verlauf löschen";
                """)
        ],
        fixes: [
            "Add the language to the Xcode project (Project ▸ Info ▸ Localizations) so the files are copied.",
            "Or delete the files if the translation is abandoned.",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        // Files by the folder holding their `.lproj` folder, then by language.
        var byFolder: [String: [String: [TableFile]]] = [:]
        var shippedLanguages: [String: Set<String>] = [:]
        for file in model.unshippedTableFiles {
            guard let locale = file.locale, locale != "Base", let folder = Self.folderHoldingLproj(file.path) else { continue }
            let bundle = model.modules.bundle(ofPath: file.path)
            if shippedLanguages[bundle] == nil {
                shippedLanguages[bundle] = Set(model.shippedLocales(ofBundle: bundle).map(Self.language))
            }
            // A language the bundle ships in some variant reaches its users (`hy-AM` falls back
            // to a shipped `hy`): only a language missing altogether is lost.
            if shippedLanguages[bundle]?.contains(Self.language(locale)) == true { continue }
            byFolder[folder, default: [:]][locale, default: []].append(file)
        }
        // Folders holding the same languages (one `.lproj` set split over several folders) are one
        // finding.
        var foldersByLocales: [[String]: [String]] = [:]
        for (folder, byLocale) in byFolder {
            foldersByLocales[byLocale.keys.sorted(), default: []].append(folder)
        }
        return foldersByLocales.map { locales, folders in
            let folders = folders.sorted()
            let files = folders.flatMap { folder in locales.flatMap { byFolder[folder]?[$0] ?? [] } }
            let first = files[0]
            let source = model.sourceLanguage(ofBundle: model.modules.bundle(ofPath: first.path))
            let place = first.entries.first?.keyRange ?? ByteRange(start: 0, end: 0)
            let languages = locales.count == 1 ? locales[0] : "\(locales.count) languages (\(MessageText.list(locales)))"
            let shownFolders = folders.map { $0.isEmpty ? "the project's root" : $0 }
            return Finding(
                ruleID: Self.id, severity: Self.description.defaultSeverity,
                message: "Translations into \(languages) in \(MessageText.list(shownFolders)) are in no product: "
                    + "no target copies \(files.count == 1 ? "the file" : "the \(files.count) files"), so users of "
                    + "\(locales.count == 1 ? "that language" : "those languages") see \(source)",
                location: context.location(first.path, place),
                related: files.dropFirst().map { file in
                    RelatedLocation(location: context.location(file.path, ByteRange(start: 0, end: 0)), note: "\(file.locale ?? "?") is not copied either")
                },
                table: locales.count == 1 && files.count == 1 ? first.table : nil, locale: locales.count == 1 ? locales[0] : nil)
        }
    }

    /// The language of a locale (`hy` for `hy-AM`, `zh` for `zh-Hans`).
    static func language(_ locale: String) -> String {
        String(locale.prefix { $0 != "-" && $0 != "_" })
    }

    /// The folder holding the `.lproj` folder of `path` (`Clipboard/` for
    /// `Clipboard/bn.lproj/Localizable.strings`, empty at the root); `nil` outside an `.lproj`.
    static func folderHoldingLproj(_ path: String) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let index = components.lastIndex(where: { $0.hasSuffix(".lproj") }) else { return nil }
        return components[..<index].map { $0 + "/" }.joined()
    }
}
