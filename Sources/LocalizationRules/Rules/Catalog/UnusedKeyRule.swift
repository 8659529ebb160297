import LocalizationIndex
import SwiftSourceScanner

/// Reports catalog entries that no code can reach — conservatively: runtime-assembled families,
/// verdict patterns and tables read by the system (Info.plist, App Shortcuts) count as used.
public struct UnusedKeyRule: Rule {
    public static let description = RuleDescription(
        id: "unused-key",
        name: "Unused Key",
        defaultSeverity: .info,
        summary: "A catalog entry that no code in the project can reach.",
        rationale: """
            Dead entries cost translation money and hide real gaps in coverage numbers. The rule counts \
            every use, in every `#if` branch, preview and test, every expansion of runtime-assembled keys \
            and every key named by a verdict; a family of keys assembled at run time that the analysis \
            cannot enumerate keeps all entries it could match alive. A literal made only of \
            interpolations (`Text("\\(credits)")`) looks up `%lld` exactly, not a family. Keys written \
            anywhere in code, as a literal, an interpolated literal or a generated accessor's name \
            (`LocalString.common_button_done`), count as used. Deleting an entry is still a human \
            decision, hence information only.
            """,
        triggering: [
            Example(
                """
                //- /App/ContentView.swift
                import SwiftUI

                struct ContentView: View {
                    var body: some View {
                        Text("Inbox")
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Inbox" : { },
                    1️⃣"Outbox" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // `Text("\(credits)")` looks up exactly `%lld`: it keeps that entry alive, not every entry.
            Example(
                """
                //- /App/CreditsView.swift
                import SwiftUI

                struct CreditsView: View {
                    let credits: Int
                    var body: some View {
                        Text("\\(credits)")
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%lld" : { },
                    1️⃣"onboarding.legacy.banner.title" : { }
                  },
                  "version" : "1.0"
                }
                """),
        ],
        nonTriggering: [
            Example(
                """
                //- /App/Topic.swift
                enum Topic: String, CaseIterable {
                    case sleep, pollen
                }
                //- /App/TopicView.swift
                import SwiftUI

                struct TopicView: View {
                    let topic: Topic
                    var body: some View {
                        Text(NSLocalizedString("topic.\\(topic.rawValue).title", comment: ""))
                    }
                }

                #if DEBUG
                struct DebugView: View {
                    var body: some View { Text("Debug menu") }
                }
                #endif

                struct DeleteButton: View {
                    let isBulk: Bool
                    var body: some View {
                        Label(isBulk ? "Bulk Delete" : "Delete", systemImage: "trash")
                    }
                }

                let serviceNames = ["kTCCServiceCamera": "Camera"]
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Bulk Delete" : { },
                    "Camera" : { },
                    "Debug menu" : { },
                    "Delete" : { },
                    "topic.pollen.title" : { },
                    "topic.sleep.title" : { }
                  },
                  "version" : "1.0"
                }
                //- /App/InfoPlist.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "NSCameraUsageDescription" : { }
                  },
                  "version" : "1.0"
                }
                """),
            // Keys reached through paths the analysis does not follow: a generated accessor enum
            // (not in the repository), an interpolated literal given to an App Intent's dialog, and a
            // permission text of an `infoPlist.strings` table.
            Example(
                """
                //- /App/PostIntent.swift
                import AppIntents
                import SwiftUI

                struct PostIntent {
                    func perform(name: String) async throws -> some IntentResult & ProvidesDialog {
                        .result(dialog: "\\(name) was posted")
                    }
                }

                struct DoneButton: View {
                    var body: some View {
                        Button(LocalString.common_button_done) {}
                    }
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "%@ was posted" : { },
                    "common.button.done" : { }
                  },
                  "version" : "1.0"
                }
                //- /App/en.lproj/infoPlist.strings
                "NSCameraUsageDescription" = "Scan receipts to add expenses.";
                """),
        ],
        fixes: [
            "Delete the entry if the text is really gone from the app.",
            "If code reaches it in a way the analysis cannot see, record a verdict with the reason.",
        ])

    /// Tables the system reads by itself, never through code (lower-cased: `infoPlist.strings` is seen too).
    static let systemTables: Set<String> = ["infoplist", "appshortcuts"]

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        guard !model.index.files.values.allSatisfy({ $0.swift == nil }) else { return [] }
        // Patterns of keys assembled at run time that could not be enumerated: they may reach any
        // entry they match.
        var openPatterns: [KeyPattern.Compiled] = []
        for usage in model.usages {
            switch usage.lookup {
            case .runtimeTemplate(let pattern, nil): openPatterns.append(KeyPattern.Compiled(pattern))
            case .compilerTemplate(_, nil):
                // `Text("\(count)")` or `Text("\(a), \(b)")` looks up `%lld` or `%@, %@` exactly; only a
                // template with words of its own (`topic.\(x).title`) may stand for a family of entries.
                if let pattern = usage.wildcardPattern, Self.hasWords(pattern) { openPatterns.append(KeyPattern.Compiled(pattern)) }
            case .key, .runtimeTemplate, .compilerTemplate: break
            }
        }
        // A key written as a literal anywhere in code may reach the catalog through paths the
        // analysis does not follow (a dictionary of display names, a custom component taking
        // `String`): it is not reported. So may the compiler key of an interpolated literal
        // (`"\(name) was posted"` → `%@ was posted`), and a key named by a generated accessor
        // (`LocalString.common_button_done`, `L10n.Common.Button.done`, `R.string.localizable.commonButtonDone()`).
        var literalsInCode: Set<String> = []
        var interpolatedLiterals: [KeyPattern.Compiled] = []
        var accessorNames: Set<String> = []
        for file in model.index.files.values {
            guard let swift = file.swift else { continue }
            for literal in swift.stringLiterals {
                if let value = literal.value {
                    literalsInCode.insert(value)
                } else if literal.hasInterpolation {
                    let pattern = Self.pattern(of: literal)
                    if Self.hasWords(pattern) { interpolatedLiterals.append(KeyPattern.Compiled(pattern)) }
                }
            }
            for call in swift.localizationCalls {
                if case .expression(let expression) = call.keyArgument.value { Self.addAccessorNames(in: expression.text, to: &accessorNames) }
            }
            for call in swift.otherCalls {
                for argument in call.arguments {
                    if case .expression(let expression) = argument.value { Self.addAccessorNames(in: expression.text, to: &accessorNames) }
                }
            }
            for value in swift.values {
                if case .expression(let expression)? = value.value { Self.addAccessorNames(in: expression.text, to: &accessorNames) }
            }
        }
        var findings: [Finding] = []
        for file in model.tableFiles where !Self.systemTables.contains(file.table.lowercased()) && !file.hasSyntaxErrors {
            let address = ProjectModel.TableAddress(bundle: model.modules.bundle(ofPath: file.path), table: file.table)
            for entry in file.entries where !entry.isStale {
                if !model.usages(reaching: entry.key).isEmpty || literalsInCode.contains(entry.key) { continue }
                if openPatterns.contains(where: { $0.matches(entry.key) }) { continue }
                if entry.key.contains("%"), interpolatedLiterals.contains(where: { $0.matches(entry.key) }) { continue }
                if accessorNames.contains(Self.accessorForm(entry.key)) { continue }
                if context.verdict(covering: entry.key) != nil { continue }
                if Self.looksLikeInterfaceBuilderID(entry.key) { continue }
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: Self.description.defaultSeverity,
                        message: "'\(entry.key)' in \(file.table) is not used by any code",
                        location: context.location(file.path, entry.keyRange), key: entry.key, table: address.table))
            }
        }
        return findings
    }

    /// The literal with `*` for each interpolation.
    static func pattern(of literal: StringLiteral) -> String {
        literal.segments.map { segment -> String in
            if case .text(let text) = segment { return text.value }
            return "*"
        }.joined()
    }

    /// A name or key reduced to its lower-case letters and digits: `common.button.done`,
    /// `common_button_done` and `Common.Button.done` all read `commonbuttondone`.
    static func accessorForm<Text: StringProtocol>(_ text: Text) -> String {
        String(text.lowercased().filter { $0.isLetter || $0.isNumber })
    }

    /// Adds the accessor forms of every dotted name in `expression` and of each of its tails
    /// (`L10n.Common.Button.done` adds `l10ncommonbuttondone`, `commonbuttondone`, `buttondone`, `done`).
    static func addAccessorNames(in expression: String, to names: inout Set<String>) {
        let chains = expression.split { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }
        for chain in chains {
            let components = chain.split(separator: ".").suffix(6)
            for start in components.indices {
                let form = accessorForm(components[start...].joined())
                if !form.isEmpty { names.insert(form) }
            }
        }
    }

    /// Whether a key pattern has a letter or digit outside its wildcards.
    static func hasWords(_ pattern: String) -> Bool {
        pattern.contains { $0 != "*" && ($0.isLetter || $0.isNumber) }
    }

    /// Interface Builder keys (`9sv-l5-xwG.title`) are used by storyboards, not code.
    static func looksLikeInterfaceBuilderID(_ key: String) -> Bool {
        let parts = key.split(separator: ".", maxSplits: 1)
        guard let id = parts.first else { return false }
        let pieces = id.split(separator: "-")
        return pieces.count == 3 && pieces[0].count == 3 && pieces[1].count == 2 && pieces[2].count == 3
    }
}
