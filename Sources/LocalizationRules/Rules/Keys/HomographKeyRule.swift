import LocalizationIndex

/// Reports one text key used with different meanings (different comments), which translators
/// cannot translate correctly with a single entry.
public struct HomographKeyRule: Rule {
    public static let description = RuleDescription(
        id: "homograph-key",
        name: "Homograph Key",
        defaultSeverity: .warning,
        summary: "One text key is used with different meanings (different comments): it needs symbolic keys.",
        rationale: """
            With the source text as key, "Close" the verb and "Closed" the adjective of a shop may share \
            one entry in English, but are different words in most languages. One entry gets one \
            translation, so one of the two places is wrong in every locale. Different comments on the same \
            key show the meanings differ — when they describe a meaning: a comment naming only a place (a \
            type or file name such as `SettingsView`) or repeating the key ("Info title") says nothing \
            about the meaning, and comments sharing a word stem ("Gram abbreviation", "grams of carbs") \
            describe one meaning in two places. Comments naming different parts of speech ("verb", \
            "adjective") prove two meanings (a warning); other differing comments often describe one \
            meaning in two places ("Cancel action", "PinLock screen cancel button"), so the finding is \
            information that the analysis cannot decide. A key is reported once per table: at the first \
            place that proves two meanings, else the first that differs, with the other places as related \
            locations. Where one project builds several applications with tables of their own (an iOS \
            and a macOS app), code is compared only with code that reads the same table files.
            """,
        triggering: [
            Example(
                """
                //- /App/StoreView.swift
                import Foundation

                let state = String(localized: "Open", comment: "Store status, adjective")
                let action = String(localized: 1️⃣"Open", comment: "Button that opens a document, verb")
                """),
            // Two comments that may or may not be two meanings: information, saying so.
            Example(
                """
                //- /App/Dialogs.swift
                import Foundation

                let lock = NSLocalizedString("Cancel", comment: "Passcode screen cancel button")
                let alert = NSLocalizedString(1️⃣"Cancel", comment: "Dismisses the password alert")
                """),
            // A key used with many comments is one finding, at the first place that differs: the
            // other places are related locations, counted in the message.
            Example(
                """
                //- /App/Sheets.swift
                import Foundation
                let lock = NSLocalizedString("Cancel", comment: "Passcode screen cancel button")
                let alert = NSLocalizedString(1️⃣"Cancel", comment: "Dismisses the password alert")
                let share = NSLocalizedString("Cancel", comment: "Closes the share sheet")
                let upload = NSLocalizedString("Cancel", comment: "Stops the upload")
                """),
        ],
        nonTriggering: [
            // An iOS and a macOS app of one project, each compiling its own code and copying its own
            // catalog: the two "Delete" are entries of two catalogs, each with one meaning.
            Example(
                """
                //- /Notes.xcodeproj/project.pbxproj
                {
                  objects = {
                    P = { isa = PBXProject; developmentRegion = en; knownRegions = (en, Base, de); mainGroup = G; targets = (I, M); };
                    I = { isa = PBXNativeTarget; name = "Notes iOS"; productType = "com.apple.product-type.application"; buildPhases = (IS, IR); };
                    M = { isa = PBXNativeTarget; name = Notes; productType = "com.apple.product-type.application"; buildPhases = (MS, MR); };
                    IS = { isa = PBXSourcesBuildPhase; files = (F1); };
                    IR = { isa = PBXResourcesBuildPhase; files = (F2); };
                    MS = { isa = PBXSourcesBuildPhase; files = (F3); };
                    MR = { isa = PBXResourcesBuildPhase; files = (F4); };
                    F1 = { isa = PBXBuildFile; fileRef = IV; };
                    F2 = { isa = PBXBuildFile; fileRef = IC; };
                    F3 = { isa = PBXBuildFile; fileRef = MV; };
                    F4 = { isa = PBXBuildFile; fileRef = MC; };
                    G = { isa = PBXGroup; children = (GI, GM); sourceTree = "<group>"; };
                    GI = { isa = PBXGroup; children = (IV, IC); path = "Notes iOS"; sourceTree = "<group>"; };
                    GM = { isa = PBXGroup; children = (MV, MC); path = Notes; sourceTree = "<group>"; };
                    IV = { isa = PBXFileReference; path = NoteRow.swift; sourceTree = "<group>"; };
                    IC = { isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
                    MV = { isa = PBXFileReference; path = FileMenu.swift; sourceTree = "<group>"; };
                    MC = { isa = PBXFileReference; path = Localizable.xcstrings; sourceTree = "<group>"; };
                  };
                  rootObject = P;
                }
                //- /Notes iOS/NoteRow.swift
                import UIKit

                func deleteAction() -> UIContextualAction {
                    UIContextualAction(style: .destructive, title: NSLocalizedString("Delete", comment: "Table row action")) { _, _, done in done(true) }
                }
                //- /Notes/FileMenu.swift
                import AppKit

                func deleteItem() -> NSMenuItem {
                    NSMenuItem(title: NSLocalizedString("Delete", comment: "File menu"), action: nil, keyEquivalent: "")
                }
                //- /Notes iOS/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Delete" : {
                      "comment" : "Table row action",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Löschen" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                //- /Notes/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Delete" : {
                      "comment" : "File menu",
                      "localizations" : {
                        "de" : { "stringUnit" : { "state" : "translated", "value" : "Löschen" } }
                      }
                    }
                  },
                  "version" : "1.0"
                }
                """),
            Example(
                """
                //- /App/StoreView.swift
                import Foundation

                let state = String(localized: "store.status.open", defaultValue: "Open", comment: "Store status, adjective")
                let action = String(localized: "document.open", defaultValue: "Open", comment: "Button that opens a document, verb")
                let again = String(localized: "document.open", defaultValue: "Open", comment: "Button that opens a document, verb")
                """),
            // One meaning described for two screens: the comments share "position".
            Example(
                """
                //- /App/Placement.swift
                import Foundation

                let buttons = String(localized: "Top Left", comment: "Traffic light buttons position option")
                let title = String(localized: "Top Left", comment: "Preview window title position option")
                """),
            // Comments that name the place (a type), repeat the key or share a stem ("selection",
            // "selected"; "gram", "grams") do not show two meanings.
            Example(
                """
                //- /App/Options.swift
                import Foundation

                let renderer = NSLocalizedString("Default", comment: "SettingsView")
                let network = NSLocalizedString("Default", comment: "VMConfigNetworkView")
                let infoTitle = String(localized: "Info", comment: "Info title")
                let infoIcon = String(localized: "Info", comment: "Info icon in the main view")
                let noPump = String(localized: "None", comment: "Option for no selection")
                let noSensor = String(localized: "None", comment: "No sensor selected")
                let carbs = String(localized: "g", comment: "Gram abbreviation")
                let dose = String(localized: "g", comment: "grams of carbs")
                let rest = String(localized: "min", comment: "Minutes abbreviation")
                let wait = String(localized: "min", comment: "Short form for minutes")
                """),
        ],
        fixes: [
            "Give each meaning a symbolic key with a default value: `String(localized: \"store.status.open\", defaultValue: \"Open\", comment: …)`.",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        guard let focusPath = context.focusPath else { return Self.findings(among: context.model.usages, context) }
        // Only the keys used with a comment in the focused file can report there; each key's
        // usages are compared among themselves, in project order.
        var keys: Set<String> = []
        for usage in context.model.usages(inPath: focusPath) {
            guard case .key(let key) = usage.lookup, let comment = usage.comment, !comment.isEmpty else { continue }
            keys.insert(key)
        }
        return keys.sorted().flatMap { key in
            Self.findings(among: context.model.usages(reaching: key), context).filter { $0.path == focusPath }
        }
    }

    /// The findings among `usages` (in project order): one per key, table and bundle whose usages
    /// carry comments that differ from the first usage's, located at the first usage that
    /// proves two meanings, else at the first that differs; every other differing usage is a
    /// related location and counted in the message (damus uses "Cancel" with 26 comments: one
    /// finding, not 25).
    static func findings(among usages: [KeyUsage], _ context: RuleContext) -> [Finding] {
        var firstByKey: [String: KeyUsage] = [:]
        var differingByKey: [String: [(usage: KeyUsage, isProven: Bool)]] = [:]
        var identities: [String] = []
        // Where several applications copy tables of their own (fsnotes' iOS and macOS apps), a
        // file compiled by one of them looks its keys up in that one's tables: "Delete" of the
        // macOS menu and "Delete" of the iOS row action are entries of two catalogs. Usages are
        // compared among those reading the same table files (code shared by several applications,
        // or compiled by none, among themselves).
        let products = context.model.applicationProducts
        var tablesByPlace: [String: String] = [:]
        for usage in usages {
            guard case .key(let key) = usage.lookup, let comment = usage.comment, !comment.isEmpty else { continue }
            var tables = ""
            if !products.products.isEmpty, usage.bundle == ModuleMap.mainBundle {
                let place = usage.table + "|" + usage.path
                if let known = tablesByPlace[place] {
                    tables = known
                } else {
                    tables = products.tablePaths(named: usage.table, forCodeAt: usage.path).joined(separator: ",")
                    tablesByPlace[place] = tables
                }
            }
            let identity = "\(usage.bundle ?? "*")|\(usage.table)|\(key)|\(tables)"
            guard let first = firstByKey[identity] else {
                firstByKey[identity] = usage
                continue
            }
            guard let isProven = Self.differentMeaning(first, usage, key: key) else { continue }
            if differingByKey[identity] == nil { identities.append(identity) }
            differingByKey[identity, default: []].append((usage, isProven))
        }
        return identities.compactMap { identity in
            guard let first = firstByKey[identity], var others = differingByKey[identity], !others.isEmpty else { return nil }
            let reported = others.remove(at: others.firstIndex(where: \.isProven) ?? 0)
            guard case .key(let key) = reported.usage.lookup, let comment = reported.usage.comment, let firstComment = first.comment else { return nil }
            var message = reported.isProven
                ? "'\(key)' is used here as \"\(comment)\" and elsewhere as \"\(firstComment)\": one entry cannot translate both"
                : "cannot decide whether '\(key)' has two meanings: used here as \"\(comment)\" and elsewhere as \"\(firstComment)\"; "
                    + "if they differ, one entry cannot translate both"
            if !others.isEmpty {
                message += "; \(others.count) more place\(others.count == 1 ? " uses" : "s use") it with other comments"
            }
            let related = [RelatedLocation(location: context.location(first.path, first.range), note: "first used here")]
                + others.map { RelatedLocation(location: context.location($0.usage.path, $0.usage.range), note: "also used as \"\($0.usage.comment ?? "")\"") }
            return Finding(
                ruleID: Self.id, severity: reported.isProven ? Self.description.defaultSeverity : .info,
                message: message,
                location: context.location(reported.usage.path, reported.usage.range),
                related: related,
                key: key, table: reported.usage.table)
        }
    }

    /// Whether `usage`'s comment describes another meaning of `key` than `first`'s: `true` when
    /// the comments name different parts of speech (proven), `false` when they differ in a way the
    /// analysis cannot judge, `nil` when they describe one meaning (or none).
    static func differentMeaning(_ first: KeyUsage, _ usage: KeyUsage, key: String) -> Bool? {
        guard let firstComment = first.comment, let comment = usage.comment, Self.normalized(firstComment) != Self.normalized(comment) else { return nil }
        // A comment that names only a place ("UTMQemuConstants") or says nothing beyond the key
        // ("Info title") does not describe a meaning to compare.
        let firstWords = Self.contentWords(firstComment, key: key)
        let words = Self.contentWords(comment, key: key)
        guard !Self.isPlaceName(firstComment), !Self.isPlaceName(comment), !firstWords.isEmpty, !words.isEmpty else { return nil }
        // Comments that describe the same thing in two places ("Traffic light position option",
        // "Title position option") share a word beyond the key's own: one meaning, two contexts.
        if Self.shareStem(firstWords, words) { return nil }
        // Comments naming different parts of speech ("verb", "adjective") prove two meanings;
        // otherwise they may describe one meaning in two places ("Cancel action", "PinLock
        // screen cancel button"): the analysis cannot tell, and says so.
        let firstParts = Self.partsOfSpeech(in: firstComment)
        let parts = Self.partsOfSpeech(in: comment)
        return !firstParts.isEmpty && !parts.isEmpty && firstParts != parts
    }

    /// Words by which a comment names the part of speech a text is.
    static let partOfSpeechWords: Set<String> = ["verb", "noun", "adjective", "adverb", "participle", "imperative", "infinitive"]

    /// The parts of speech a comment names ("Store status, adjective" → adjective).
    static func partsOfSpeech(in comment: String) -> Set<String> {
        Set(comment.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init).filter(partOfSpeechWords.contains))
    }

    /// Words too common in comments to tell meanings apart.
    static let commonWords: Set<String> = [
        "that", "this", "with", "from", "when", "used", "text", "label", "title", "shown", "which", "where",
        "will", "into", "about", "button", "string", "the", "for", "and", "option",
    ]

    /// A comment's words of four letters or more, lowercased, without common words and, for a
    /// one-word key (where homographs live: "Open", "Post"), without that word or its inflections
    /// ("opens" for "Open"). A key of fewer than four letters is an abbreviation ("g", "min"): the
    /// words it abbreviates ("grams", "minutes") are the meaning and stay.
    static func contentWords(_ comment: String, key: String) -> Set<String> {
        let allKeyWords = key.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        let keyWords = allKeyWords.count == 1 ? allKeyWords : []
        let words: [String] = comment.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init).filter { $0.count >= 4 }
        return Set(words.filter { word in
            !commonWords.contains(word) && !keyWords.contains(where: { word == $0 || ($0.count >= 4 && word.hasPrefix($0)) })
        })
    }

    /// Whether a comment is one identifier naming where the key is used (a type or file name:
    /// `UTMQemuConstants`, `VMData.swift`) rather than what it means.
    static func isPlaceName(_ comment: String) -> Bool {
        let trimmed = comment.split(separator: " ")
        guard trimmed.count == 1, let name = trimmed.first,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "+" })
        else { return false }
        // A type or file name has an inner capital (`SettingsView`, `VMData`), an underscore or an
        // extension; one plain word ("Glucose") is a meaning.
        return name.dropFirst().contains(where: \.isUppercase) || name.contains(".") || name.contains("_")
    }

    /// Whether two comments' content words share a stem: one word starts the other and has four
    /// letters or more ("gram", "grams"), or both start with the same five letters ("selection",
    /// "selected").
    static func shareStem(_ first: Set<String>, _ second: Set<String>) -> Bool {
        guard first.isDisjoint(with: second) else { return true }
        return first.contains { word in
            second.contains { other in
                let shorter = word.count <= other.count ? word : other
                let longer = word.count <= other.count ? other : word
                return longer.hasPrefix(shorter) || (shorter.count >= 5 && longer.hasPrefix(shorter.prefix(5)))
            }
        }
    }

    /// The comment compared without case and surrounding spaces.
    static func normalized(_ comment: String) -> String {
        comment.lowercased().filter { !$0.isWhitespace && !$0.isPunctuation }
    }
}
