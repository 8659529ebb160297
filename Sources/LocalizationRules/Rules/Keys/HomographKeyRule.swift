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
            key show the meanings differ.
            """,
        triggering: [
            Example(
                """
                //- /App/StoreView.swift
                import Foundation

                let state = String(localized: "Open", comment: "Store status, adjective")
                let action = String(localized: 1️⃣"Open", comment: "Button that opens a document, verb")
                """)
        ],
        nonTriggering: [
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

    /// The findings among `usages` (in project order): each usage whose comment differs from the
    /// first usage's of the same key, table and bundle.
    static func findings(among usages: [KeyUsage], _ context: RuleContext) -> [Finding] {
        var firstByKey: [String: KeyUsage] = [:]
        var findings: [Finding] = []
        for usage in usages {
            guard case .key(let key) = usage.lookup, let comment = usage.comment, !comment.isEmpty else { continue }
            let identity = "\(usage.bundle ?? "*")|\(usage.table)|\(key)"
            guard let first = firstByKey[identity] else {
                firstByKey[identity] = usage
                continue
            }
            guard let firstComment = first.comment, Self.normalized(firstComment) != Self.normalized(comment) else { continue }
            // Comments that describe the same thing in two places ("Traffic light position option",
            // "Title position option") share a word beyond the key's own: one meaning, two contexts.
            if !Self.contentWords(firstComment, key: key).isDisjoint(with: Self.contentWords(comment, key: key)) { continue }
            findings.append(
                Finding(
                    ruleID: Self.id, severity: Self.description.defaultSeverity,
                    message: "'\(key)' is used here as \"\(comment)\" and elsewhere as \"\(firstComment)\": one entry cannot translate both",
                    location: context.location(usage.path, usage.range),
                    related: [RelatedLocation(location: context.location(first.path, first.range), note: "first used here")],
                    key: key, table: usage.table))
        }
        return findings
    }

    /// Words too common in comments to tell meanings apart.
    static let commonWords: Set<String> = [
        "that", "this", "with", "from", "when", "used", "text", "label", "title", "shown", "which", "where",
        "will", "into", "about", "button", "string", "the", "for", "and", "option",
    ]

    /// A comment's words of four letters or more, lowercased, without common words and, for a
    /// one-word key (where homographs live: "Open", "Post"), without that word or words starting
    /// with it ("opens" for "Open").
    static func contentWords(_ comment: String, key: String) -> Set<String> {
        let allKeyWords = key.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init)
        let keyWords = allKeyWords.count == 1 ? allKeyWords : []
        let words: [String] = comment.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init).filter { $0.count >= 4 }
        return Set(words.filter { word in
            !commonWords.contains(word) && !keyWords.contains(where: { word.hasPrefix($0) })
        })
    }

    /// The comment compared without case and surrounding spaces.
    static func normalized(_ comment: String) -> String {
        comment.lowercased().filter { !$0.isWhitespace && !$0.isPunctuation }
    }
}
