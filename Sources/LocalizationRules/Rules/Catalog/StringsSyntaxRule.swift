import LocalizationIndex
import StringCatalog
import TextPositions

/// Reports `.strings` files the runtime cannot load (one missing `;` loses the whole table),
/// duplicate keys, lower-case `\u` escapes and questionable encodings.
public struct StringsSyntaxRule: Rule {
    public static let description = RuleDescription(
        id: "strings-syntax",
        name: "Strings Syntax",
        defaultSeverity: .error,
        summary: "A .strings file has parse errors (a missing ; loses the whole table, a doubled one the rest of it), duplicate keys or broken escapes.",
        rationale: """
            CoreFoundation parses a `.strings` file as one property list: a single missing `;`, `=` or \
            quote and the whole table fails to load, so every key of that language falls back to the \
            key; text that can start no key after a complete entry (a doubled `;`) quietly ends the reading \
            there, so the entries after it never load. With a duplicate key the later value silently wins (the earlier is lost: a warning; the \
            same value twice changes nothing on screen: an info, reported on the development language \
            when exported translations repeat it; more than five in one table are one finding per kind that lists \
            them); `\\u00e9` with a lower-case `u` is \
            not an escape and shows the letters `u00e9`.
            """,
        triggering: [
            Example(
                """
                //- /App/de.lproj/Localizable.strings
                "inbox.title" = "Posteingang"1️⃣
                "inbox.empty" = "Keine Nachrichten";
                """),
            Example(
                """
                //- /App/fr.lproj/Localizable.strings
                "done" = "Terminé";
                1️⃣"done" = "Fini";
                """),
            // A doubled `;`: the runtime stops reading there, and the entries after it never load.
            Example(
                """
                //- /App/it.lproj/Localizable.strings
                "rooms.section.favorites" = "Preferiti";
                "rooms.section.channels" = "Canali";1️⃣;
                "rooms.section.groups" = "Gruppi Privati";
                """),
            // A duplicate in the development language comes back in every exported translation:
            // reported once, where it is fixed (the translations' copies are its related places);
            // a translation's own duplicate is its own finding.
            Example(
                """
                //- /App/en.lproj/Localizable.strings
                "generic.cancel" = "Cancel";
                "generic.done" = "Done";
                1️⃣"generic.cancel" = "Cancel";
                //- /App/fr.lproj/Localizable.strings
                "generic.cancel" = "Annuler";
                "generic.done" = "Terminé";
                "generic.cancel" = "Annuler";
                //- /App/de.lproj/Localizable.strings
                "generic.cancel" = "Abbrechen";
                "generic.done" = "Fertig";
                "generic.cancel" = "Schließen";
                //- /App/it.lproj/Localizable.strings
                "generic.cancel" = "Annulla";
                "generic.done" = "Fatto";
                2️⃣"generic.done" = "Finito";
                "generic.cancel" = "Chiudi";
                """),
            // Quotes left unescaped inside a value: one defect, one finding (not one for each
            // piece the parser trips over after it), at the quote that ends the value early.
            Example(
                """
                //- /App/cs.lproj/Localizable.strings
                "safe_mode.hint" = "Podržte Shift pro 1️⃣"Bezpečný režim" při spuštění.";
                "safe_mode.title" = "Bezpečný režim";
                """),
        ],
        nonTriggering: [
            Example(
                """
                //- /App/de.lproj/Localizable.strings
                /* Title of the inbox */
                "inbox.title" = "Posteingang";
                "quote" = "Er sagte \\"Hallo\\"\\n";
                """)
        ],
        fixes: [
            "Add the missing `;` (or `=`, or closing quote) at the reported position.",
            "Keep one entry per key; write `\\U00E9` (upper-case U) for a Unicode escape.",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        let echoes = TranslatedDuplicates(context.model)
        for file in context.model.tableFiles {
            guard let strings = file.strings else { continue }
            // The parser resumes after a broken entry; what it trips over next on the same line
            // (an unescaped quote ends the value early) is the same defect, reported once.
            var linesWithParseErrors: Set<Int> = []
            let entryAtKey = Dictionary(strings.entries.map { ($0.keyRange.start, $0) }, uniquingKeysWith: { first, _ in first })
            var duplicates: [(finding: Finding, key: String)] = []
            for problem in strings.problems {
                var severity: Severity
                var message: String
                var related: [RelatedLocation] = []
                if let other = problem.relatedRange {
                    related.append(RelatedLocation(location: context.location(file.path, other), note: "first defined here"))
                }
                switch problem.kind {
                case .parseError, .invalidEncoding:
                    guard linesWithParseErrors.insert(context.location(file.path, problem.range).start.line).inserted else { continue }
                    severity = .error
                    message = "\(problem.message): the runtime rejects the whole table, every key of \(file.locale ?? "this language") shows untranslated"
                case .duplicateKey:
                    severity = .warning
                    message = problem.message
                    guard let later = entryAtKey[problem.range.start] else { break }
                    let sameValue = problem.relatedRange.flatMap { entryAtKey[$0.start] }?.value == later.value
                    let echoed = echoes.echoes(of: later.key, in: file)
                    if echoes.isEcho(later.key, in: file) { continue }
                    if sameValue {
                        // Either value is the one shown: nothing reaches the user, it is only clutter.
                        severity = .info
                        message = "'\(later.key)' is defined twice with the same value: harmless, keep one"
                    }
                    if !echoed.isEmpty {
                        message += "; \(MessageText.count(echoed.count, "translation")) repeat\(echoed.count == 1 ? "s" : "") it (\(MessageText.list(echoed.map(\.locale)))): "
                            + "remove it here and re-export them"
                        related += echoed.map { RelatedLocation(location: context.location($0.path, $0.range), note: "repeated in \($0.locale)") }
                    } else {
                        duplicates.append((
                            Finding(
                                ruleID: Self.id, severity: severity, message: message, location: context.location(file.path, problem.range),
                                related: related, table: file.table, locale: file.locale),
                            later.key))
                        continue
                    }
                case .unreadRest:
                    severity = .error
                    message = problem.message
                case .lowercaseUnicodeEscape, .questionableEncoding, .nonStringValue, .strayText:
                    severity = .warning
                    message = problem.message
                }
                findings.append(
                    Finding(
                        ruleID: Self.id, severity: severity, message: message, location: context.location(file.path, problem.range),
                        related: related, table: file.table, locale: file.locale))
            }
            findings += Self.grouped(duplicates, in: file, context)
        }
        return findings.sorted { $0.location < $1.location }
    }

    /// Duplicates one by one, or, past five in one file (Stats' translations appended a second
    /// time by a script: 129 keys twice in one table), one finding per severity that lists them.
    private static func grouped(_ duplicates: [(finding: Finding, key: String)], in file: TableFile, _ context: RuleContext) -> [Finding] {
        guard duplicates.count > MessageText.itemsReportedOneByOne else { return duplicates.map(\.finding) }
        var findings: [Finding] = []
        for severity in [Severity.warning, .info] {
            let these = duplicates.filter { $0.finding.severity == severity }
            guard let first = these.first else { continue }
            let keys = these.map(\.key)
            let what = severity == .warning
                ? "\(MessageText.count(keys.count, "key")) of this table \(keys.count == 1 ? "is" : "are") defined again with another value; the later \(keys.count == 1 ? "value wins" : "values win")"
                : "\(MessageText.count(keys.count, "key")) of this table \(keys.count == 1 ? "is" : "are") defined twice with the same value: harmless, keep one of each"
            findings.append(
                Finding(
                    ruleID: id, severity: severity, message: "\(what) (\(MessageText.examples(keys)))", location: first.finding.location,
                    related: these.map { RelatedLocation(location: $0.finding.location, note: "'\($0.key)' again") },
                    table: file.table, locale: file.locale, keys: keys))
        }
        return findings
    }
}

/// Duplicate keys a translation repeats from its development language's table: tools that
/// export translations (Crowdin, Transifex, Lokalise) copy the source's layout, so one duplicate
/// in `en.lproj` comes back in every locale. Such an echo is reported once, on the development
/// language's duplicate, which is where it is fixed.
private struct TranslatedDuplicates {
    /// A repeated entry in a translation.
    struct Echo {
        /// The translation's locale.
        var locale: String
        /// Its file.
        var path: String
        /// The later key token.
        var range: ByteRange
    }

    /// Keys the development language's file of each table defines twice, by file path.
    private var sourceDuplicates: [String: Set<String>] = [:]
    /// Echoes by development-language file path and key.
    private var echoesBySource: [String: [String: [Echo]]] = [:]
    /// Development-language file of each translation file, by path.
    private var sourceOfTranslation: [String: String] = [:]

    init(_ model: ProjectModel) {
        var filesByAddress: [ProjectModel.TableAddress: [TableFile]] = [:]
        for file in model.tableFiles where file.strings?.problems.contains(where: { $0.kind == .duplicateKey }) == true {
            filesByAddress[model.address(of: file), default: []].append(file)
        }
        for (address, files) in filesByAddress {
            let source = model.sourceLanguage(ofBundle: address.bundle)
            guard let sourceFile = files.first(where: { $0.locale == source }), let sourceStrings = sourceFile.strings else { continue }
            let duplicated = Set(Self.duplicates(sourceStrings).map(\.key))
            sourceDuplicates[sourceFile.path] = duplicated
            for file in files where file.path != sourceFile.path {
                guard let locale = file.locale, let strings = file.strings else { continue }
                sourceOfTranslation[file.path] = sourceFile.path
                for (key, range, _) in Self.duplicates(strings) where duplicated.contains(key) {
                    echoesBySource[sourceFile.path, default: [:]][key, default: []].append(Echo(locale: locale, path: file.path, range: range))
                }
            }
        }
        for (path, byKey) in echoesBySource {
            echoesBySource[path] = byKey.mapValues { $0.sorted { ($0.locale, $0.path) < ($1.locale, $1.path) } }
        }
    }

    /// Whether `key`, defined twice with one value in the translation `file`, repeats its
    /// development language's duplicate (and is reported there).
    func isEcho(_ key: String, in file: TableFile) -> Bool {
        guard let source = sourceOfTranslation[file.path] else { return false }
        return echoesBySource[source]?[key]?.contains { $0.path == file.path } == true
    }

    /// The translations repeating the development language file's duplicate `key`.
    func echoes(of key: String, in file: TableFile) -> [Echo] {
        echoesBySource[file.path]?[key] ?? []
    }

    /// Every key defined again, with the later key token and whether it repeats the value the
    /// key already had.
    private static func duplicates(_ strings: StringsFile) -> [(key: String, range: ByteRange, sameValue: Bool)] {
        var firstValue: [String: String?] = [:]
        var repeated: [(key: String, range: ByteRange, sameValue: Bool)] = []
        for entry in strings.entries {
            if let value = firstValue[entry.key] {
                repeated.append((entry.key, entry.keyRange, value == entry.value))
            } else {
                firstValue[entry.key] = entry.value
            }
        }
        return repeated
    }
}
