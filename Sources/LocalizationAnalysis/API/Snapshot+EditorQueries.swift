import LocalizationIndex
import LocalizationRules
import StringCatalog
import SwiftSourceScanner
import TextPositions

extension Snapshot {
    /// The hover for the key (in Swift) or catalog entry at `offset` in `path`, if there is one.
    public func hover(path: String, offset: Int) -> KeyHover? {
        let model = self.model
        if let usage = model.usage(at: offset, inPath: path) {
            return hover(for: usage, in: model)
        }
        guard let (file, entry) = model.entry(at: offset, inPath: path) else { return nil }
        let address = model.address(of: file)
        let usages = model.usages(reaching: entry.key, at: address)
        var hover = describe(key: entry.key, at: address, range: entry.keyRange, in: model)
        hover.usages = usages.map { index.location(path: $0.path, range: $0.range) }
        return hover
    }

    /// The hover of a usage: the looked-up key's translations, and for templates the expansions.
    private func hover(for usage: KeyUsage, in model: ProjectModel) -> KeyHover {
        let address = model.addresses(of: usage).first ?? .init(bundle: ModuleMap.mainBundle, table: usage.table)
        let key: String
        var expansions: [String] = []
        switch usage.lookup {
        case .key(let value): key = value
        case .compilerTemplate(let value, let values): key = value; expansions = values ?? []
        case .runtimeTemplate(let pattern, let values): key = pattern; expansions = values ?? []
        }
        var hover = describe(key: key, at: address, range: usage.range, in: model)
        hover.expansions = expansions.map { KeyHover.Expansion(key: $0, exists: !model.entries(forKey: $0, reachableBy: usage).isEmpty) }
        if hover.comment == nil { hover.comment = usage.comment }
        return hover
    }

    /// Translations, states and missing locales of `key` at `address`.
    private func describe(key: String, at address: ProjectModel.TableAddress, range: ByteRange, in model: ProjectModel) -> KeyHover {
        let entries = model.entries(forKey: key, at: address)
        let locales = model.shippedLocales(ofBundle: address.bundle)
        var translations: [KeyHover.LocaleValue] = []
        var missing: [String] = []
        for locale in locales {
            let translation = entries.lazy.compactMap { $0.entry.translations[locale] }.first
            if let translation {
                let state = translation.units.first(where: { $0.state != "translated" })?.state ?? translation.units.first?.state ?? "translated"
                let variations = translation.units.filter { !$0.path.isEmpty }.map { (name: $0.path, value: $0.value ?? "") }
                translations.append(KeyHover.LocaleValue(locale: locale, value: translation.value ?? "", state: state, variations: variations))
                if !translation.isUsable, locale != locales.first { missing.append(locale) }
            } else if locale == locales.first, !entries.isEmpty {
                translations.append(KeyHover.LocaleValue(locale: locale, value: key, state: "source"))
            } else if !entries.isEmpty, entries.allSatisfy({ $0.entry.isTranslatable }) {
                missing.append(locale)
            }
        }
        if entries.isEmpty { missing = locales }
        return KeyHover(
            range: range, key: key, table: address.table, catalogs: entries.map(\.file.path),
            comment: entries.lazy.compactMap(\.entry.comment).first, translations: translations, missingLocales: missing)
    }

    /// Where the key at `offset` is defined: its entry in every catalog of its table (every
    /// expansion's entries for a runtime template).
    public func definition(path: String, offset: Int) -> [SourceLocation] {
        let model = self.model
        guard let usage = model.usage(at: offset, inPath: path) else { return [] }
        var keys = usage.lookedUpKeys
        if case .compilerTemplate(let key, let expansions) = usage.lookup, model.entries(forKey: key, reachableBy: usage).isEmpty {
            keys = expansions ?? []
        }
        return keys.flatMap { key in
            model.entries(forKey: key, reachableBy: usage).map { index.location(path: $0.file.path, range: $0.entry.keyRange) }
        }
    }

    /// Every use in code of the key at `offset` (in Swift or in a catalog), plus its definitions
    /// when `includeDeclarations` is set.
    public func references(path: String, offset: Int, includeDeclarations: Bool = false) -> [SourceLocation] {
        let model = self.model
        guard let (key, address) = keyAndAddress(at: offset, inPath: path, in: model) else { return [] }
        var locations = model.usages(reaching: key, at: address).map { index.location(path: $0.path, range: $0.range) }
        if includeDeclarations {
            locations += model.entries(forKey: key, at: address).map { index.location(path: $0.file.path, range: $0.entry.keyRange) }
        }
        return locations.sorted()
    }

    /// Keys to offer at `offset` inside a localization literal: the keys of the usage's table that
    /// start with what is typed (case-insensitive), at most `completionLimit`.
    public func completions(path: String, offset: Int) -> [KeyCompletion] {
        let model = self.model
        guard let usage = model.usage(at: offset, inPath: path), let literal = stringLiteral(at: offset, in: path),
            literal.contentRange.start <= offset, offset <= literal.contentRange.end
        else { return [] }
        return completions(of: usage, in: literal, at: offset, bytes: index.files[path]?.bytes ?? [], model: model)
    }

    /// The same completions, with the keys of `ready` (an earlier snapshot whose model is built),
    /// so a completion asked right after a keystroke need not wait for this snapshot's model.
    /// `nil` unless `path` differs from its text in `ready` only inside the literal at `offset`
    /// (then the call, its table and bundle are the same in both).
    public func completions(path: String, offset: Int, keysFrom ready: Snapshot) -> [KeyCompletion]? {
        guard let model = ready.builtModel, let literal = stringLiteral(at: offset, in: path),
            literal.contentRange.start <= offset, offset <= literal.contentRange.end,
            let bytes = index.files[path]?.bytes, let readyBytes = ready.index.files[path]?.bytes,
            let readyLiteral = ready.stringLiteral(at: literal.range.start, in: path),
            readyLiteral.range.start == literal.range.start,
            bytes.count - literal.range.end == readyBytes.count - readyLiteral.range.end,
            bytes[..<literal.range.start] == readyBytes[..<readyLiteral.range.start],
            bytes[literal.range.end...] == readyBytes[readyLiteral.range.end...],
            let usage = model.usage(at: readyLiteral.contentRange.start, inPath: path)
        else { return nil }
        return completions(of: usage, in: literal, at: offset, bytes: bytes, model: model)
    }

    /// The keys of `usage`'s tables that start with what is typed in `literal` before `offset`.
    private func completions(of usage: KeyUsage, in literal: StringLiteral, at offset: Int, bytes: [UInt8], model: ProjectModel)
        -> [KeyCompletion]
    {
        let typed = String(decoding: bytes[literal.contentRange.start..<offset], as: UTF8.self).lowercased()
        var results: [KeyCompletion] = []
        for address in model.addresses(of: usage) {
            let source = model.sourceLanguage(ofBundle: address.bundle)
            for key in model.keys(at: address) where Self.startsCaseInsensitively(key, with: typed) {
                let detail = model.entries(forKey: key, at: address).first?.entry.translations[source]?.value ?? key
                results.append(KeyCompletion(key: key, detail: detail, table: address.table, replacementRange: literal.contentRange))
                if results.count >= Self.completionLimit { return results }
            }
        }
        return results
    }

    /// The most keys `completions` offers at once: a screenful many times over; the editor asks
    /// again as more is typed (the list is marked incomplete), and each list costs JSON to send.
    public static let completionLimit = 100

    /// Whether `key` starts with `lowercasedPrefix`, ignoring case; compares ASCII bytes without
    /// allocating (completion runs it over every key of a table per keystroke).
    static func startsCaseInsensitively(_ key: String, with lowercasedPrefix: String) -> Bool {
        var keyBytes = key.utf8.makeIterator()
        for expected in lowercasedPrefix.utf8 {
            guard let byte = keyBytes.next() else { return false }
            guard byte < 0x80, expected < 0x80 else { return key.lowercased().hasPrefix(lowercasedPrefix) }
            let folded = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
            if folded != expected { return false }
        }
        return true
    }

    /// The string literal of a Swift file that holds `offset`.
    private func stringLiteral(at offset: Int, in path: String) -> StringLiteral? {
        index.files[path]?.swift?.stringLiteral(at: offset)
    }

    /// Edits renaming the key at `offset` to `newKey` in code and every catalog of its table,
    /// keeping translations. Templates and keys assembled at run time are refused.
    ///
    /// The index keeps catalogs without their bytes; `contents` reads one as the front end has it
    /// now (the editor's open document, else the disk). A catalog whose bytes are no longer the
    /// ones indexed (changed on disk since) is never edited: the rename is refused.
    public func rename(path: String, offset: Int, to newKey: String, contents: (String) -> [UInt8]? = { _ in nil }) -> RenameResult {
        let model = self.model
        if let usage = model.usage(at: offset, inPath: path), !usage.isExactKey {
            return .refused("keys assembled from interpolations cannot be renamed")
        }
        guard let (key, address) = keyAndAddress(at: offset, inPath: path, in: model) else {
            return .refused("no localization key at this position")
        }
        guard newKey != key else { return .edits([]) }
        guard model.entries(forKey: newKey, at: address).isEmpty else { return .refused("'\(newKey)' already exists in \(address.table)") }
        var edits: [FileEdit] = []
        for usage in model.usages(reaching: key, at: address) {
            guard case .key = usage.lookup, let literal = stringLiteral(at: usage.range.start, in: usage.path), !literal.hasInterpolation,
                literal.poundCount == 0, !literal.isMultiline
            else {
                return .refused("'\(key)' is also used in a way that cannot be rewritten (\(usage.path))")
            }
            edits.append(FileEdit(path: usage.path, range: literal.contentRange, replacement: Self.swiftEscaped(newKey)))
        }
        for reference in model.entries(forKey: key, at: address) {
            guard reference.file.format == .stringCatalog else {
                let bytes = index.files[reference.file.path]?.bytes ?? []
                switch LegacyKeyRename.edit(renaming: reference.entry, in: reference.file, bytes: bytes, to: newKey) {
                case .edits(let legacy): edits += legacy
                case .refused(let reason): return .refused(reason)
                }
                continue
            }
            // The index keeps a summary of the catalog; the edit needs the whole entry: read it again.
            let bytes: [UInt8]
            switch Self.indexedBytes(of: reference.file.path, in: index, contents: contents) {
            case .success(let read): bytes = read
            case .failure(let refusal): return .refused(refusal.reason)
            }
            let catalog = StringCatalogReader.read(bytes)
            do {
                let result = try StringCatalogEditor.renameEntry(key: key, to: newKey, in: catalog)
                edits += result.edits.map { FileEdit(path: reference.file.path, range: $0.range, replacement: $0.replacement) }
            } catch {
                return .refused("\(reference.file.path) cannot be edited: \(error)")
            }
        }
        return .edits(edits)
    }

    /// Why a file's bytes cannot be edited.
    struct EditRefusal: Error {
        /// The sentence for the user.
        var reason: String
    }

    /// The bytes `path` was indexed from: the index's own, or what `contents` reads when they are
    /// the same (same length and fingerprint); a failure saying why otherwise.
    static func indexedBytes(of path: String, in index: ProjectIndex, contents: (String) -> [UInt8]?) -> Result<[UInt8], EditRefusal> {
        guard let file = index.files[path] else { return .failure(EditRefusal(reason: "\(path) is not indexed")) }
        if let bytes = file.bytes { return .success(bytes) }
        guard let bytes = contents(path) else { return .failure(EditRefusal(reason: "\(path) cannot be read to edit it")) }
        guard file.hasContent(bytes) else {
            return .failure(EditRefusal(reason: "\(path) changed since it was indexed; try again once the change is picked up"))
        }
        return .success(bytes)
    }

    /// The key at `offset` (a usage's first looked-up key, or a catalog entry's key) and the table
    /// it belongs to.
    private func keyAndAddress(at offset: Int, inPath path: String, in model: ProjectModel)
        -> (key: String, address: ProjectModel.TableAddress)?
    {
        if let usage = model.usage(at: offset, inPath: path) {
            guard let first = usage.lookedUpKeys.first else { return nil }
            return (first, model.addresses(of: usage).first ?? .init(bundle: ModuleMap.mainBundle, table: usage.table))
        }
        guard let (file, entry) = model.entry(at: offset, inPath: path) else { return nil }
        return (entry.key, model.address(of: file))
    }

    /// `text` escaped for the inside of a Swift string literal.
    static func swiftEscaped(_ text: String) -> String {
        LegacyKeyRename.escaped(text, ["\"": "\\\"", "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r", "\r\n": "\\r\\n"])
    }

    /// Fixes and refactorings for `range` in `path`: the fixes of findings there, adding a missing
    /// key to the right catalog, and recording a verdict for a dynamic key.
    public func codeActions(path: String, range: ByteRange) -> [CodeAction] {
        let model = self.model
        var actions: [CodeAction] = []
        for finding in findings(in: path) where finding.range.overlaps(range) {
            for fix in finding.fixes {
                actions.append(CodeAction(title: fix.title, kind: .quickFix, edits: fix.edits, fixes: [finding], isPreferred: fix.isPreferred))
            }
            if finding.ruleID == MissingKeyRule.id, let usage = model.usage(at: finding.range.start, inPath: path),
                case .key(let key) = usage.lookup, let action = addEntryAction(key: key, usage: usage, finding: finding, model: model)
            {
                actions.append(action)
            }
            if finding.ruleID == DynamicKeyRule.id, let pattern = finding.key {
                actions.append(recordVerdictAction(pattern: pattern, finding: finding))
            }
        }
        return actions
    }

    /// Adds `key` to the first catalog of the usage's table, as a hand-added entry whose source
    /// value is the key (or the call's comment as the translator's hint).
    private func addEntryAction(key: String, usage: KeyUsage, finding: Finding, model: ProjectModel) -> CodeAction? {
        for address in model.addresses(of: usage) {
            for file in model.tableFiles(at: address) {
                guard file.format == .stringCatalog else { continue }
                let sourceLanguage = file.sourceLanguage ?? "en"
                let entry = StringCatalogEditor.makeEntry(key: key, comment: usage.comment, sourceLanguage: sourceLanguage, sourceValue: key)
                guard let edit = try? file.additionEdit(of: entry) else { continue }
                let file = file.path.split(separator: "/").last.map(String.init) ?? file.path
                return CodeAction(
                    title: "Add '\(key)' to \(file)", kind: .quickFix,
                    edits: [FileEdit(path: model.tableFiles(at: address)[0].path, range: edit.range, replacement: edit.replacement)],
                    fixes: [finding], isPreferred: true)
            }
        }
        return nil
    }

    /// Records a verdict for `pattern` in the configuration file (created when absent).
    private func recordVerdictAction(pattern: String, finding: Finding) -> CodeAction {
        let configPath = FileKind.configurationFileName
        let entry = "{ \"pattern\": \(Self.jsonQuoted(pattern)), \"reason\": \"TODO: say why these keys are safe\" }"
        let edit: FileEdit
        if let file = index.files[configPath] {
            let bytes = file.bytes ?? []
            let text = String(decoding: bytes, as: UTF8.self)
            if let verdicts = text.firstRange(of: "\"verdicts\""), let bracket = text[verdicts.upperBound...].firstIndex(of: "[") {
                let offset = text.utf8.distance(from: text.utf8.startIndex, to: text.index(after: bracket).samePosition(in: text.utf8) ?? text.utf8.endIndex)
                let isEmpty = text[text.index(after: bracket)...].drop(while: \.isWhitespace).first == "]"
                edit = FileEdit(path: configPath, range: .init(at: offset), replacement: "\n    " + entry + (isEmpty ? "\n  " : ","))
            } else if let brace = text.firstIndex(of: "{") {
                let offset = text.utf8.distance(from: text.utf8.startIndex, to: text.index(after: brace).samePosition(in: text.utf8) ?? text.utf8.endIndex)
                let isEmpty = text[text.index(after: brace)...].drop(while: \.isWhitespace).first == "}"
                edit = FileEdit(path: configPath, range: .init(at: offset), replacement: "\n  \"verdicts\": [\n    \(entry)\n  ]" + (isEmpty ? "\n" : ","))
            } else {
                edit = FileEdit(path: configPath, range: ByteRange(start: 0, end: bytes.count), replacement: "{\n  \"verdicts\": [\n    \(entry)\n  ]\n}\n")
            }
        } else {
            edit = FileEdit(path: configPath, range: .init(at: 0), replacement: "{\n  \"verdicts\": [\n    \(entry)\n  ]\n}\n")
        }
        return CodeAction(title: "Record a verdict for '\(pattern)' in \(configPath)", kind: .quickFix, edits: [edit], fixes: [finding])
    }

    /// `text` as a JSON string literal.
    static func jsonQuoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        JSONWriter.writeString(text, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The source-language text after each symbolic (identifier-style) key used in `range`.
    public func inlayHints(path: String, range: ByteRange) -> [InlayHint] {
        let model = self.model
        var hints: [InlayHint] = []
        for usage in model.usages(inPath: path) where usage.range.overlaps(range) {
            guard case .key(let key) = usage.lookup, KeyStyle.isIdentifierLike(key) else { continue }
            for address in model.addresses(of: usage) {
                let source = model.sourceLanguage(ofBundle: address.bundle)
                if let value = model.entries(forKey: key, at: address).lazy.compactMap({ $0.entry.translations[source]?.value }).first {
                    hints.append(InlayHint(offset: usage.range.end, label: value))
                    break
                }
            }
        }
        return hints
    }

    /// Keys whose name contains `query` (case-insensitive), for the editor's symbol search; at most
    /// 500, sorted by key.
    public func workspaceSymbols(matching query: String) -> [KeySymbol] {
        let model = self.model
        let needle = query.lowercased()
        var symbols: [KeySymbol] = []
        for file in model.tableFiles {
            let source = file.sourceLanguage ?? model.sourceLanguage(ofBundle: model.modules.bundle(ofPath: file.path))
            for entry in file.entries where needle.isEmpty || entry.key.lowercased().contains(needle) {
                symbols.append(symbol(for: entry, in: file, sourceLanguage: source))
            }
        }
        symbols.sort { ($0.key, $0.location) < ($1.key, $1.location) }
        return Array(symbols.prefix(500))
    }

    /// The entries of the catalog at `path`, in file order.
    public func documentSymbols(path: String) -> [KeySymbol] {
        let model = self.model
        guard let file = index.files[path]?.table else { return [] }
        let source = file.sourceLanguage ?? model.sourceLanguage(ofBundle: model.modules.bundle(ofPath: path))
        return file.entries.map { symbol(for: $0, in: file, sourceLanguage: source) }
    }

    /// A symbol for one entry.
    private func symbol(for entry: TableEntry, in file: TableFile, sourceLanguage: String) -> KeySymbol {
        KeySymbol(
            key: entry.key, table: file.table, location: index.location(path: file.path, range: entry.keyRange),
            detail: entry.translations[sourceLanguage]?.value ?? entry.translations[file.locale ?? ""]?.value ?? entry.key)
    }
}
