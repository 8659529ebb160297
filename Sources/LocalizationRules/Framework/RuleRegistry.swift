/// Every rule the engine runs, in one list: the single place a new rule is added.
public enum RuleRegistry {
    /// All rule types, ordered by id.
    public static let all: [any Rule.Type] = unsortedRules.sorted { $0.id < $1.id }

    /// The rules, in any order (`all` sorts them).
    private static let unsortedRules: [any Rule.Type] = [
        CatalogStructureRule.self,
        CriticalTableRule.self,
        DynamicKeyRule.self,
        FormatMismatchRule.self,
        HomographKeyRule.self,
        MissingBundleRule.self,
        MissingKeyRule.self,
        MissingTranslationRule.self,
        NeedsReviewRule.self,
        PluralCategoriesRule.self,
        PositionalSpecifiersRule.self,
        StaleConfigRule.self,
        StaleEntryRule.self,
        StringsSyntaxRule.self,
        StringsdictStructureRule.self,
        UnresolvableKeyRule.self,
        UnshippedLocaleRule.self,
        UnusedKeyRule.self,
        UsageDescriptionRule.self,
        VerbatimTextRule.self,
    ]

    /// All descriptions, ordered by id.
    public static var descriptions: [RuleDescription] { all.map { $0.description } }

    /// The rule with `id` (or with `id` as a deprecated alias).
    public static func rule(withID id: String) -> (any Rule.Type)? {
        all.first { $0.id == id || $0.description.deprecatedAliases.contains(id) }
    }
}
