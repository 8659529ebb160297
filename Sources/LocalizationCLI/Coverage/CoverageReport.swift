import LocalizationIndex
import LocalizationRules

/// Translation progress per table and locale: how many entries are translated, waiting for review,
/// still new, or missing.
///
/// The definition is ours (Xcode's percentage is undocumented): the entries counted are those not
/// stale, not marked "Don't Translate" and not made only of format specifiers; an entry is
/// *translated* in a locale when every unit has a non-empty value in state `translated` (legacy
/// tables have no states: a non-empty value counts); *needs review* when a unit is `needs_review`;
/// *new* when a unit is `new` or empty; *missing* when the locale has nothing for it. The source
/// language counts every entry as translated (the key or source value is what users see).
public struct CoverageReport: Sendable, Equatable {
    /// One table of one bundle.
    public struct Table: Sendable, Equatable {
        /// The table name.
        public var table: String
        /// The bundle (`""` for the app, else the package target's folder).
        public var bundle: String
        /// Whether `.swift-l10n.json` lists it in `criticalTables`.
        public var isCritical: Bool
        /// The files defining it.
        public var files: [String]
        /// The development language.
        public var sourceLanguage: String
        /// Entries counted.
        public var entryCount: Int
        /// Whether every file of the table could be read completely; when not, the counts are
        /// lower bounds of what the table holds.
        public var isComplete: Bool = true
        /// Counts per locale, source language first.
        public var locales: [LocaleCounts]
    }

    /// The four counts of one locale.
    public struct LocaleCounts: Sendable, Equatable {
        /// The locale.
        public var locale: String
        /// Entries fully translated.
        public var translated: Int
        /// Entries with a unit marked `needs_review`.
        public var needsReview: Int
        /// Entries with a unit `new` or empty.
        public var new: Int
        /// Entries the locale has nothing for.
        public var missing: Int

        /// Entries counted.
        public var total: Int { translated + needsReview + new + missing }

        /// Whole percent translated, rounded down so an unfinished table never shows 100.
        public var percent: Int { total == 0 ? 100 : translated * 100 / total }
    }

    /// Tables, critical ones first (in configuration order), then by name and bundle.
    public var tables: [Table]

    /// Computes the coverage of a project model.
    public init(model: ProjectModel) {
        let critical = model.index.settings.criticalTables
        var groups: [ProjectModel.TableAddress: [TableFile]] = [:]
        for file in model.tableFiles {
            groups[ProjectModel.TableAddress(bundle: model.modules.bundle(ofPath: file.path), table: file.table), default: []].append(file)
        }
        var tables: [Table] = []
        for (address, files) in groups {
            let source = files.lazy.compactMap(\.sourceLanguage).first ?? model.sourceLanguage(ofBundle: address.bundle)
            let locales = model.shippedLocales(ofBundle: address.bundle, copying: files.map(\.path))
            tables.append(Self.table(address: address, files: files, source: source, locales: locales, isCritical: critical.contains(address.table)))
        }
        tables.sort { lhs, rhs in
            let left = critical.firstIndex(of: lhs.table) ?? Int.max
            let right = critical.firstIndex(of: rhs.table) ?? Int.max
            return (left, lhs.table, lhs.bundle) < (right, rhs.table, rhs.bundle)
        }
        self.tables = tables
    }

    /// Creates a report from tables (tests).
    public init(tables: [Table]) {
        self.tables = tables
    }

    /// The state of one entry in one locale.
    enum EntryState {
        case translated, needsReview, new, missing
    }

    /// Counts one table across its files (a catalog, or one legacy file per locale).
    static func table(address: ProjectModel.TableAddress, files: [TableFile], source: String, locales: [String], isCritical: Bool) -> Table {
        // key → locale → state; a catalog fills every locale of an entry, legacy files one locale each.
        var states: [String: [String: EntryState]] = [:]
        var counted: Set<String> = []
        var excluded: Set<String> = []
        for file in files {
            for entry in file.entries {
                if entry.isStale || !entry.isTranslatable || KeyStyle.isOnlySpecifiersAndPunctuation(entry.key) {
                    excluded.insert(entry.key)
                    continue
                }
                counted.insert(entry.key)
                for (locale, translation) in entry.translations {
                    states[entry.key, default: [:]][locale] = state(of: translation)
                }
            }
        }
        counted.subtract(excluded)
        var rows: [LocaleCounts] = []
        for locale in locales {
            var row = LocaleCounts(locale: locale, translated: 0, needsReview: 0, new: 0, missing: 0)
            for key in counted {
                let state = locale == source ? .translated : (states[key]?[locale] ?? .missing)
                switch state {
                case .translated: row.translated += 1
                case .needsReview: row.needsReview += 1
                case .new: row.new += 1
                case .missing: row.missing += 1
                }
            }
            rows.append(row)
        }
        return Table(
            table: address.table, bundle: address.bundle, isCritical: isCritical, files: files.map(\.path).sorted(),
            sourceLanguage: source, entryCount: counted.count, isComplete: !files.contains(where: \.hasSyntaxErrors), locales: rows)
    }

    /// The state of one translation.
    static func state(of translation: TableEntry.Translation) -> EntryState {
        if translation.units.contains(where: { $0.state == "needs_review" }) { return .needsReview }
        if translation.units.isEmpty {
            return (translation.value ?? "").isEmpty ? .new : .translated
        }
        let isDone = translation.units.allSatisfy { unit in
            // Legacy tables have no states, and a catalog unit without one is what the author wrote.
            !(unit.value ?? "").isEmpty && (unit.state == "translated" || unit.state == nil)
        }
        return isDone ? .translated : .new
    }
}
