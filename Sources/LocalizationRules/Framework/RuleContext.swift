import LocalizationIndex
import TextPositions

/// What a rule sees: the project model (index + derived tables) and the settings, plus helpers.
public struct RuleContext: Sendable {
    /// The project-wide tables of the snapshot being checked.
    public let model: ProjectModel
    /// The per-file summaries.
    public var index: ProjectIndex { model.index }
    /// The configuration's decisions.
    public var settings: AnalysisSettings { model.index.settings }

    /// Creates a context over `model`.
    public init(model: ProjectModel) {
        self.model = model
    }

    /// The location of `range` in `path`, with line and column.
    public func location(_ path: String, _ range: ByteRange) -> SourceLocation {
        model.index.location(path: path, range: range)
    }

    /// The verdict covering `key` (or a template pattern), if any.
    public func verdict(covering key: String) -> AnalysisSettings.Verdict? {
        settings.verdicts.first { $0.matches(key) }
    }

    /// Whether `usage` is `missing-bundle`'s case (a module owning its catalog looks up in the
    /// main bundle): other key rules leave it alone so one mistake gives one finding.
    public func isMissingBundle(_ usage: KeyUsage) -> Bool {
        guard case .call = usage.source else { return false }
        switch usage.bundleArgument {
        case .absent, .main: return model.modules.ownsTables(modulePath: usage.path)
        case .module, .bundleMacro, .other: return false
        }
    }

    /// Whether known debt covers `key` in `locale`.
    public func isDebt(key: String, locale: String?) -> Bool {
        settings.debt.contains { $0.covers(key: key, locale: locale) }
    }
}

/// What a key looks like to a user who sees it raw.
public enum KeyStyle {
    /// Whether `key` is an identifier (`inbox.title`, `common_more`): shown raw it is gibberish, so
    /// its absence is worse than that of an English sentence used as a key.
    public static func isIdentifierLike(_ key: String) -> Bool {
        guard !key.isEmpty, !key.contains(where: \.isWhitespace) else { return false }
        return key.contains(".") || key.contains("_") || (key.contains("-") && key.lowercased() == key)
    }

    /// Whether `key` is made only of format specifiers, punctuation and spaces (`%lld`, `%@, %@`):
    /// missing, it shows the same text, so it is harmless.
    public static func isOnlySpecifiersAndPunctuation(_ key: String) -> Bool {
        var stripped = ""
        var index = key.startIndex
        while index < key.endIndex {
            let character = key[index]
            if character == "%" {
                // Skip a specifier: `%`, optional `N$`, flags/width/precision/length, conversion.
                var next = key.index(after: index)
                while next < key.endIndex, "0123456789$.-+ #'hlqLzjt".contains(key[next]) { next = key.index(after: next) }
                if next < key.endIndex { next = key.index(after: next) }
                index = next
                continue
            }
            stripped.append(character)
            index = key.index(after: index)
        }
        return stripped.allSatisfy { $0.isPunctuation || $0.isWhitespace || $0.isSymbol }
    }
}
