import Foundation

/// The six paragraphs of the "How it works" screen.
enum HowItWorksTopic: String, CaseIterable, Identifiable {
    case sleep
    case pressure
    case pollen
    case uv
    case humidity
    case heat

    var id: String { rawValue }

    /// The body key, built as a String so the runtime looks up the concrete key.
    var bodyKey: String { "today.howitworks.\(rawValue).body" }
}
