import Foundation

/// The sections stories are filed under; the raw values are also the sections' API names.
enum NewsSection: String, CaseIterable, Identifiable {
    case world
    case science
    case sports

    var id: String { rawValue }

    /// The catalog key of the section's display name.
    var titleKey: String { "section.\(rawValue)" }
}

struct Story: Identifiable, Hashable {
    let id: UUID
    var headline: String
    var section: NewsSection
    var isRead: Bool
}
