import Foundation
import LocalizationIndex
import TextPositions

/// What a rule sees: the project model (index + derived tables) and the settings, plus helpers.
public struct RuleContext: Sendable {
    /// The project-wide tables of the snapshot being checked.
    public let model: ProjectModel
    /// The per-file summaries.
    public var index: ProjectIndex { model.index }
    /// The configuration's decisions (the model's, or the same without allowlists when
    /// `stale-config` asks what the allowlists cover).
    public let settings: AnalysisSettings
    /// Records whether a debt entry or verdict silenced something; `nil` when nobody asks.
    public let allowlistUse: AllowlistUse?
    /// What the other rules report with debt, verdicts and template lists removed, when the engine
    /// computed it already (`stale-config` computes it itself otherwise).
    public var findingsWithoutAllowlists: [Finding]?
    /// When set, only findings located in this file are wanted (the editor's file-first path): a
    /// rule comparing usages across the project may look only at what can report there.
    public var focusPath: String?
    /// Creates a context over `model` with the model's settings.
    public init(model: ProjectModel) {
        self.init(model: model, settings: model.index.settings)
    }

    /// Creates a context over `model` with `settings` in force, recording allowlist matches in
    /// `allowlistUse`.
    public init(model: ProjectModel, settings: AnalysisSettings, allowlistUse: AllowlistUse? = nil) {
        self.model = model
        self.settings = settings
        self.allowlistUse = allowlistUse
    }

    /// The project's views that draw their first closure's view hidden
    /// (`HiddenText.layoutHidingViews(in:)` of every file), joined once per model; a keystroke's
    /// model reads again only the files changed since the previous one (`LayoutHidingViews`).
    var layoutHidingViews: Set<String> {
        model.union(of: LayoutHidingViews.self)
    }

    /// The location of `range` in `path`, with line and column.
    public func location(_ path: String, _ range: ByteRange) -> SourceLocation {
        model.index.location(path: path, range: range)
    }

    /// The verdict covering `key` (or a template pattern), if any.
    public func verdict(covering key: String) -> AnalysisSettings.Verdict? {
        guard let verdict = settings.verdicts.first(where: { $0.matches(key) }) else { return nil }
        allowlistUse?.record()
        return verdict
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
        guard settings.debt.contains(where: { $0.covers(key: key, locale: locale) }) else { return false }
        allowlistUse?.record()
        return true
    }
}

/// Whether a rule's run was changed by debt or verdicts: a rule that never found a match would
/// report exactly the same without them, so its findings need not be computed twice.
public final class AllowlistUse: @unchecked Sendable {
    /// Guards `matched`.
    private let lock = NSLock()
    /// Whether any lookup matched.
    private var matched = false

    /// Creates a record with no match.
    public init() {}

    /// Notes that a debt entry or verdict matched.
    func record() {
        lock.lock()
        matched = true
        lock.unlock()
    }

    /// Whether any debt entry or verdict matched.
    public var didMatch: Bool {
        lock.lock()
        defer { lock.unlock() }
        return matched
    }
}

/// What a key looks like to a user who sees it raw.
public enum KeyStyle {
    /// Whether `key` is an identifier (`inbox.title`, `common_more`): shown raw it is gibberish, so
    /// its absence is worse than that of an English sentence used as a key.
    /// URLs, e-mail-like text, Markdown links and sentences ending in a period ("Canceled.") read
    /// fine raw, so they are not identifiers: a separator has to stand between two words. Neither
    /// are numbers (`0.0.0.0`, `1.2.3`), standards named by a letter and a number (`H.264`), nor
    /// a domain after `@` or `.` (`@nos.example`).
    public static func isIdentifierLike(_ key: String) -> Bool {
        guard !key.isEmpty, !key.contains(where: \.isWhitespace), key.contains(where: \.isLetter) else { return false }
        if key.hasPrefix("@") || key.hasPrefix(".") || TextNature.isDomainName(key) { return false }
        if key.contains("://") || key.contains("](") || key.hasPrefix("www.") { return false }
        // Trailing dots are an ellipsis ("Cherry-Pick...": words, shown as written).
        let body = String(key.reversed().drop { $0 == "." || $0 == "…" }.reversed())
        let words = body.split(whereSeparator: { $0 == "." || $0 == "_" || $0 == "-" })
        guard words.count >= 2 else { return false }
        // A standard named by a capital or two and numbers (`H.264`, `E.164`): a name.
        let lettered = words.filter { $0.contains(where: \.isLetter) }
        if lettered.count == 1, let only = lettered.first, only.count <= 2, only.allSatisfy(\.isUppercase) { return false }
        return body.contains(".") || body.contains("_") || (body.contains("-") && key.lowercased() == key)
    }

    /// Whether `key` is made only of format specifiers, punctuation and spaces (`%lld`, `%@, %@`):
    /// missing, it shows the same text, so it is harmless.
    public static func isOnlySpecifiersAndPunctuation(_ key: String) -> Bool {
        // Most keys start with a letter, which no specifier precedes: answered without a walk.
        if let first = key.utf8.first, (0x41...0x5A).contains(first) || (0x61...0x7A).contains(first) { return false }
        return textOutsideSpecifiers(key).allSatisfy { $0.isPunctuation || $0.isWhitespace || $0.isSymbol }
    }

    /// `key` without its format specifiers (`%@ (P)` → ` (P)`).
    public static func textOutsideSpecifiers(_ key: String) -> String {
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
        return stripped
    }
}
