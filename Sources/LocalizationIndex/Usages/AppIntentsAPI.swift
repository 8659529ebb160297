import SwiftSourceScanner

/// The App Intents initializers and methods whose text parameters are `LocalizedStringResource`
/// (or `IntentDialog`, which a string literal makes from one): a literal passed there is a key of
/// the `Localizable` table, extracted by Xcode like `Text("…")`'s, and the Shortcuts app, Siri,
/// Spotlight and widget configuration show its translation.
///
///     import AppIntents
///
///     struct ClearIntent: AppIntent {
///         static let description = IntentDescription("Clears the history.")   // key "Clears the history."
///         func perform() async throws -> some IntentResult & ProvidesDialog {
///             .result(dialog: "History cleared.")                               // key "History cleared."
///         }
///     }
///
/// Only in files that import `AppIntents` (every file of the apps read that calls these does):
/// elsewhere a call of the same name is the project's or another library's.
enum AppIntentsAPI {
    /// The module whose import makes the names below App Intents'.
    static let module = "AppIntents"

    /// What one callee takes as text: the labels of its text parameters, and whether its first
    /// unlabeled argument is one.
    struct TextParameters {
        /// Labels of `LocalizedStringResource`/`IntentDialog` parameters.
        var labels: Set<String>
        /// Whether the first unlabeled argument is the text (`IntentDescription("…")`).
        var firstUnlabeled: Bool
        /// Whether the call is written as a member (`.result(dialog:)`, `$item.requestValue("…")`);
        /// a free function of that name is someone else's.
        var isMember: Bool
    }

    /// The callees and their text parameters. Parameters that take arrays (`searchKeywords:`,
    /// `synonyms:`) or format placeholders (`numericFormat:`) are left out: their literals are
    /// not plain keys.
    static let callees: [String: TextParameters] = [
        // IntentDescription(_:categoryName:searchKeywords:resultValueName:)
        "IntentDescription": TextParameters(labels: ["categoryName", "resultValueName"], firstUnlabeled: true, isMember: false),
        // DisplayRepresentation(title:subtitle:image:synonyms:)
        "DisplayRepresentation": TextParameters(labels: ["title", "subtitle"], firstUnlabeled: false, isMember: false),
        // TypeDisplayRepresentation(name:numericFormat:)
        "TypeDisplayRepresentation": TextParameters(labels: ["name"], firstUnlabeled: false, isMember: false),
        // IntentDialog(_:), IntentDialog(full:supporting:)
        "IntentDialog": TextParameters(labels: ["full", "supporting"], firstUnlabeled: true, isMember: false),
        // .result(dialog:), .result(value:dialog:), .result(value:dialog:view:)
        "result": TextParameters(labels: ["dialog"], firstUnlabeled: false, isMember: true),
        // $parameter.requestValue(_:), .requestDisambiguation(among:dialog:), requestConfirmation(…dialog:)
        "requestValue": TextParameters(labels: [], firstUnlabeled: true, isMember: true),
        "requestDisambiguation": TextParameters(labels: ["dialog"], firstUnlabeled: false, isMember: true),
        "requestConfirmation": TextParameters(labels: ["dialog"], firstUnlabeled: false, isMember: false),
        // $parameter.needsValueError(_:)
        "needsValueError": TextParameters(labels: [], firstUnlabeled: true, isMember: true),
    ]

    /// The App Intents types a string literal makes from a `LocalizedStringResource`
    /// (`ExpressibleByStringLiteral`): a property typed so and given a literal holds a key, as in
    /// Xcode's widget template, `static var description: IntentDescription { "…" }`.
    static let textTypes: Set<String> = ["IntentDescription", "TypeDisplayRepresentation", "DisplayRepresentation", "IntentDialog"]

    /// The arguments of `call` that App Intents takes as text, when `call` is one of its callees
    /// as written (a member call where App Intents' is one).
    static func textArguments(of call: CallSite) -> [CallArgument] {
        guard let parameters = callees[call.callee], !parameters.isMember || call.isMember else { return [] }
        var arguments: [CallArgument] = []
        var seenUnlabeled = false
        for argument in call.arguments {
            if let label = argument.label {
                if parameters.labels.contains(label) { arguments.append(argument) }
            } else {
                if parameters.firstUnlabeled, !seenUnlabeled { arguments.append(argument) }
                seenUnlabeled = true
            }
        }
        return arguments
    }
}
