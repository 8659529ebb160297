import LocalizationIndex

/// Reports views and modifiers that would localize a literal but receive a `String` that evidently
/// holds developer-written text, which SwiftUI shows verbatim.
public struct VerbatimTextRule: Rule {
    public static let description = RuleDescription(
        id: "verbatim-text",
        name: "Verbatim Text",
        defaultSeverity: .warning,
        summary: "A view or modifier that would localize a literal receives a String holding developer-written text: shown verbatim.",
        rationale: """
            `Text` has two initializers: a literal goes through `LocalizedStringKey`, a `String` variable \
            through `StringProtocol` — never localized, never extracted. The rule looks at where the string \
            comes from: a literal, a property or function returning literals, an enum's `rawValue` are \
            defects; text already localized (`String(localized:)`, `NSLocalizedString`, generated \
            accessors), user or server content and anything it cannot trace are left alone. Previews, \
            `#if DEBUG` code and tests are not user-facing.
            """,
        triggering: [
            Example(
                """
                //- /App/Tab.swift
                enum Tab: String, CaseIterable {
                    case home = "Home"
                    case settings = "Settings"
                }
                //- /App/TabBar.swift
                import SwiftUI

                struct TabBar: View {
                    let tab: Tab
                    let greeting = "Welcome back"
                    var body: some View {
                        VStack {
                            Text(1️⃣tab.rawValue)
                            Text(2️⃣greeting)
                        }
                    }
                }
                """)
        ],
        nonTriggering: [
            Example(
                """
                //- /App/ProfileView.swift
                import SwiftUI

                struct ProfileView: View {
                    let user: User
                    let title = String(localized: "profile.title")
                    let heading: LocalizedStringKey = "profile.heading"
                    var body: some View {
                        VStack {
                            Text(user.name)
                            Text(title)
                            Text(heading)
                            Text(verbatim: "v1.2.3")
                        }
                    }
                }

                struct User {
                    var name: String
                }

                struct ErrorBanner: View {
                    @State private var errorMessage = ""
                    var body: some View { Text(errorMessage) }
                }

                enum AppInfo {
                    static var versionDescription: String { "\\(number) (\\(build))" }
                    static var number: String { Bundle.main.shortVersion }
                    static var build: String { Bundle.main.buildNumber }
                }

                struct VersionFooter: View {
                    var body: some View { Text(AppInfo.versionDescription) }
                }

                #Preview {
                    let sample = "Preview text"
                    Text(sample)
                }
                """)
        ],
        fixes: [
            "Localize at the source: make the property a `LocalizedStringResource`/`LocalizedStringKey`, or use `String(localized:)`.",
            "If the text is deliberately not translated (a brand, a code), write `Text(verbatim:)` (code action).",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        context.model.verbatimCandidates.filter(\.isShipping).map { candidate in
            Finding(
                ruleID: Self.id, severity: Self.description.defaultSeverity,
                message: "\(candidate.callee) shows '\(candidate.expression)' verbatim: \(candidate.origin), so it is never translated",
                location: context.location(candidate.path, candidate.range),
                fixes: candidate.callee == "Text"
                    ? [Fix(title: "Show it deliberately verbatim: Text(verbatim:)",
                           edits: [FileEdit(path: candidate.path, range: .init(at: candidate.range.start), replacement: "verbatim: ")])]
                    : [])
        }
    }
}
