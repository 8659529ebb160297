import LocalizationIndex

/// Reports interpolated keys whose lookup can never succeed: the compiler's format key
/// (`today.howitworks.%@.title`) is in no catalog, or none of a runtime template's expansions is.
public struct UnresolvableKeyRule: Rule {
    public static let description = RuleDescription(
        id: "unresolvable-key",
        name: "Unresolvable Key",
        defaultSeverity: .error,
        summary: "An interpolated key whose template or expansions exist in no catalog.",
        rationale: """
            `Text(LocalizedStringKey("today.howitworks.\\(topic).title"))` does not look up six keys, one per \
            topic: the compiler turns the literal into the single format key `today.howitworks.%@.title`, \
            which no catalog has, so SwiftUI shows the interpolated key raw — even when all six expanded \
            keys are translated. The compiler and tests cannot see it.
            """,
        triggering: [
            Example(
                """
                //- /App/Topic.swift
                enum HowItWorksTopic: String, CaseIterable {
                    case sleep, pollen
                }
                //- /App/HowItWorksView.swift
                import SwiftUI

                struct HowItWorksView: View {
                    let topic: HowItWorksTopic
                    var body: some View {
                        Text(LocalizedStringKey(1️⃣"today.howitworks.\\(topic).title"))
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "today.howitworks.pollen.title" : { },
                    "today.howitworks.sleep.title" : { }
                  },
                  "version" : "1.0"
                }
                """)
        ],
        nonTriggering: [
            Example(
                """
                //- /App/Topic.swift
                enum HowItWorksTopic: String, CaseIterable {
                    case sleep, pollen
                }
                //- /App/HowItWorksView.swift
                import SwiftUI

                struct HowItWorksView: View {
                    let topic: HowItWorksTopic
                    let count: Int
                    var body: some View {
                        VStack {
                            Text(NSLocalizedString("today.howitworks.\\(topic.rawValue).title", comment: ""))
                            Text("\\(count) readings")
                        }
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld readings" : { },
                    "today.howitworks.pollen.title" : { },
                    "today.howitworks.sleep.title" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // English-only app: the state's raw value is looked up and shows as written.
            Example(
                """
                //- /App/ProcessState.swift
                import Foundation

                enum ProcessState: String, CaseIterable {
                    case processing = "Processing"
                    case done = "Done"

                    var localized: String { NSLocalizedString(rawValue, comment: "") }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Upscale" : { }
                  },
                  "version" : "1.0"
                }
                """)
        ],
        fixes: [
            "Build the key as a `String` first and look that up: `Text(LocalizedStringKey(topic.titleKey))` with `var titleKey: String { \"today.howitworks.\\(rawValue).title\" }`, or `String(localized: String.LocalizationValue(key))`.",
            "Or add the format key itself to the catalog when a format is really meant.",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        // A project without SwiftUI has no SwiftUI views: its `Section("…")` is another library's.
        let importsNoSwiftUI = context.importsNoSwiftUI
        for usage in model.usages where usage.isRequired && usage.isShipping && !context.isMissingBundle(usage) {
            if importsNoSwiftUI && RuleContext.isSwiftUIName(usage) { continue }
            let tables = model.addresses(of: usage).flatMap { model.tableFiles(at: $0) }
            guard !tables.isEmpty, !tables.contains(where: \.hasSyntaxErrors) else { continue }
            switch usage.lookup {
            case .key:
                continue
            case .compilerTemplate(let key, let expansions):
                guard !model.hasEntry(forKey: key, reachableBy: usage), context.verdict(covering: key) == nil else { continue }
                let present = (expansions ?? []).filter { model.hasEntry(forKey: $0, reachableBy: usage) }
                if !present.isEmpty {
                    findings.append(
                        Finding(
                            ruleID: Self.id, severity: .error,
                            message: "'\(key)' is looked up as one format key that \(tables[0].table) lacks; its expansions (\(present.joined(separator: ", "))) exist but are never looked up: users see the raw key",
                            location: context.location(usage.path, usage.range), key: key, table: tables[0].table))
                } else if KeyStyle.isIdentifierLike(key), !KeyStyle.isOnlySpecifiersAndPunctuation(key) {
                    findings.append(
                        Finding(
                            ruleID: Self.id, severity: .error,
                            message: "'\(key)' is looked up as one format key that \(tables[0].table) lacks: users see the raw key",
                            location: context.location(usage.path, usage.range), key: key, table: tables[0].table))
                }
            case .runtimeTemplate(let pattern, let expansions):
                guard let expansions, !expansions.isEmpty else { continue }
                guard expansions.allSatisfy({ !model.hasEntry(forKey: $0, reachableBy: usage) }) else { continue }
                if context.verdict(covering: pattern) != nil { continue }
                let shown = expansions.prefix(6).joined(separator: ", ") + (expansions.count > 6 ? ", …" : "")
                // Text keys ("Processing", "Done") show as written: wrong only where another language
                // ships, and an English word rather than a raw identifier.
                let showsIdentifiers = expansions.contains(where: KeyStyle.isIdentifierLike)
                if !showsIdentifiers,
                    !model.addresses(of: usage).contains(where: { model.shippedLocales(ofBundle: $0.bundle).count > 1 })
                {
                    continue
                }
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: showsIdentifiers ? .error : .warning,
                        message: "none of the \(expansions.count) keys of '\(pattern)' is in \(tables[0].table) (\(shown))",
                        location: context.location(usage.path, usage.range), key: pattern, table: tables[0].table))
            }
        }
        return findings
    }
}
