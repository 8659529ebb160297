/// Words the generator builds names, keys and English texts from.
enum Vocabulary {
    /// Feature areas of the synthetic app; each becomes folders, view names and key prefixes.
    static let features = [
        "orders", "profile", "settings", "search", "inbox", "onboarding", "wallet", "calendar", "health",
        "media", "maps", "chat", "rewards", "support", "library", "news", "travel", "fitness", "sleep",
        "recipes", "notes", "photos", "music", "weather", "budget", "tasks", "contacts", "reading",
        "garden", "events",
    ]

    /// Last components of symbolic keys.
    static let elements = [
        "title", "subtitle", "header", "footer", "hint", "action", "confirm", "empty", "error", "detail",
        "caption", "badge", "summary", "note", "status", "info", "warning", "label", "description", "cta",
    ]

    /// Verbs opening English texts.
    static let verbs = [
        "Review", "Save", "Share", "Archive", "Browse", "Update", "Remove", "Explore", "Manage", "Choose",
        "Track", "Plan", "Open", "Sort", "Filter", "Sync",
    ]

    /// Adjectives in English texts.
    static let adjectives = [
        "recent", "saved", "shared", "upcoming", "favorite", "weekly", "daily", "new", "pending",
        "archived", "nearby", "popular", "hidden", "starred",
    ]

    /// Enum cases for runtime-assembled key families.
    static let topics = [
        "basics", "privacy", "sync", "sharing", "reminders", "widgets", "backups", "limits", "export",
        "offline", "accounts", "alerts",
    ]

    /// SF Symbol names for `Label`/`Image` calls.
    static let symbols = ["star", "bell", "gear", "heart", "folder", "tray", "person", "calendar", "map", "bolt"]

    /// The feature name with its first letter capitalized (type names).
    static func typeName(_ feature: String) -> String {
        feature.prefix(1).uppercased() + feature.dropFirst()
    }
}
