import LocalizationIndex

/// Reports keys assembled at run time from values the analysis cannot enumerate, asking for a
/// verdict instead of guessing.
public struct DynamicKeyRule: Rule {
    public static let description = RuleDescription(
        id: "dynamic-key",
        name: "Dynamic Key",
        defaultSeverity: .warning,
        summary: "A key assembled at run time from values the analysis cannot enumerate: it asks for a verdict.",
        rationale: """
            A gate that silently decides "this is not a key" is green with a hole in it. When an \
            interpolation is not an enum, a ternary, a switch-assigned variable, a constant or a configured \
            template list, the keys it produces cannot be checked: say so, and let a person record a \
            verdict with a reason (or a template list by address) in `.swift-l10n.json`. Where no table \
            could hold the keys (the project localizes nothing there), or every bundle the lookup may reach \
            ships only its development language and the key is text, the text shows as written and there \
            is nothing to decide.
            """,
        triggering: [
            Example(
                """
                //- /App/MilestoneView.swift
                import Foundation

                func milestoneTitle(_ index: Int) -> String {
                    NSLocalizedString(1️⃣"smoking.recovery.\\(index).title", comment: "")
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "smoking.recovery.1.title" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // What `model.topics` holds is unknown: `topic` is not guessed from the `topic` property
            // of another view.
            Example(
                """
                //- /App/GuideView.swift
                import SwiftUI

                struct GuideView: View {
                    let model: GuideModel
                    var body: some View {
                        ForEach(model.topics) { topic in
                            Text(NSLocalizedString(1️⃣"guide.\\(topic).title", comment: ""))
                        }
                    }
                }
                //- /App/PromoBannerView.swift
                import SwiftUI

                enum PromoTopic: String, CaseIterable {
                    case spring, summer
                }

                struct PromoBannerView: View {
                    let topic: PromoTopic
                    var body: some View { Text("Promo") }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "guide.spring.title" : { },
                    "Promo" : { }
                  },
                  "version" : "1.0"
                }
                """),
        ],
        nonTriggering: [
            Example(
                """
                //- /App/MilestoneView.swift
                import Foundation

                func milestoneTitle(_ index: Int) -> String {
                    NSLocalizedString("smoking.recovery.\\(index).title", comment: "")
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "smoking.recovery.1.title" : { }
                  },
                  "version" : "1.0"
                }
                """,
                settings: AnalysisSettings(verdicts: [
                    .init(pattern: "smoking.recovery.*.title", reason: "indices 1…12 come from SmokingMilestone.all")
                ])),
            Example(
                """
                //- /App/SmokingDashboardModels.swift
                enum SmokingMilestones {
                    static let all = ["20min", "8h", "24h"]
                }
                //- /App/MilestoneView.swift
                import Foundation

                func milestoneTitle(_ id: String) -> String {
                    NSLocalizedString("smoking.recovery.\\(id).title", comment: "")
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "smoking.recovery.20min.title" : { },
                    "smoking.recovery.24h.title" : { },
                    "smoking.recovery.8h.title" : { }
                  },
                  "version" : "1.0"
                }
                """,
                settings: AnalysisSettings(templateLists: [
                    .init(pattern: "smoking.recovery.*.title", file: "SmokingDashboardModels.swift", symbol: "SmokingMilestones.all")
                ])),
            // `if let tricks = tricks` binds the state's `[TrickCategory]`: each `category` is a
            // `TrickCategory`, whose `kind` is the enum whose raw values are enumerated (Whisky).
            Example(
                """
                //- /App/TricksView.swift
                import SwiftUI

                enum TrickKind: String {
                    case apps, fonts
                }

                struct TrickCategory {
                    var kind: TrickKind
                }

                struct TricksView: View {
                    @State private var tricks: [TrickCategory]?
                    var body: some View {
                        if let tricks = tricks {
                            ForEach(tricks, id: \\.kind) { category in
                                let key = "tricks.category.\\(category.kind.rawValue)"
                                Text(NSLocalizedString(key, comment: ""))
                            }
                        }
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "tricks.category.apps" : { },
                    "tricks.category.fonts" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // An app that localizes nothing: the sentence shows as written, whatever `host` holds.
            Example(
                """
                //- /Sync/SyncError.swift
                import Foundation

                func unreachableMessage(_ host: String) -> String {
                    NSLocalizedString("Could not reach \\(host).", comment: "")
                }
                """),
            // One language shipped: a text key shows as written; an identifier would show raw.
            Example(
                """
                //- /Sync/SyncError.swift
                import Foundation

                func retryMessage(_ seconds: Int) -> String {
                    NSLocalizedString("Retrying in \\(seconds) seconds…", comment: "")
                }
                //- /Sync/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Sync finished" : { }
                  },
                  "version" : "1.0"
                }
                """),
        ],
        fixes: [
            "Make the interpolated value an enum (its cases are then enumerated).",
            "Point a `templateLists` entry at the production list that holds the values (file + symbol).",
            "Record a verdict in `.swift-l10n.json` with a reason a reviewer can check.",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        // A project without SwiftUI has no SwiftUI views: its `Section(name)` is another library's.
        let importsNoSwiftUI = context.importsNoSwiftUI
        for usage in context.model.usages where usage.isRequired && usage.isShipping {
            guard case .runtimeTemplate(let pattern, nil) = usage.lookup else { continue }
            if importsNoSwiftUI && RuleContext.isSwiftUIName(usage) { continue }
            if context.verdict(covering: pattern) != nil { continue }
            let model = context.model
            let addresses = model.addresses(of: usage)
            // No table could hold the keys (AltStore localizes nothing), or no bundle the lookup may
            // reach ships another language and the key is text: it shows as written.
            if !addresses.contains(where: { !model.tableFiles(at: $0).isEmpty }) { continue }
            if !KeyStyle.isIdentifierLike(pattern), !addresses.contains(where: { model.shippedLocales(ofBundle: $0.bundle).count > 1 }) {
                continue
            }
            findings.append(
                Finding(
                    ruleID: Self.id, severity: Self.description.defaultSeverity,
                    message: "the keys of '\(pattern)' are assembled at run time from values that cannot be enumerated: record a verdict or a template list",
                    location: context.location(usage.path, usage.range), key: pattern, table: usage.table))
        }
        return findings
    }
}
