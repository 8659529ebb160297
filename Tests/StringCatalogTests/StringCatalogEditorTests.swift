import Testing
@testable import StringCatalog

@Suite struct StringCatalogEditorTests {
    let original = Array(GoldenCatalogs.illustrative.utf8)

    /// Applies the result's edits and checks the invariant: on a canonical file the edited text is
    /// exactly what the writer gives for the edited model, and it reads back without problems.
    func expectInvariant(_ result: CatalogEditResult, _ comment: Comment? = nil) -> StringCatalog {
        let edited = CatalogTextEdit.apply(result.edits, to: original)
        #expect(String(decoding: edited, as: UTF8.self) == StringCatalogWriter.text(of: result.catalog), comment)
        let reread = StringCatalogReader.read(edited)
        #expect(reread.problems.isEmpty, comment)
        return reread
    }

    @Test(arguments: ["", "%d", "Apple", "delete", "Delete ", "inbox", "Zulu", "zz", "😀", "version.label2", "Ω"])
    func addedEntryLandsAtItsSortedPlace(key: String) throws {
        let catalog = StringCatalogReader.read(original)
        let entry = StringCatalogEditor.makeEntry(
            key: key, comment: "Added", sourceLanguage: "en", sourceValue: "Value",
            translations: [(locale: "de", value: "Wert", state: .needsReview)])
        let result = try StringCatalogEditor.addEntry(entry, to: catalog)
        #expect(result.edits.count == 1 && result.edits[0].range.isEmpty)
        let reread = expectInvariant(result, "\(key)")
        #expect(reread.entry(forKey: key)?.extractionState == .manual)
        #expect(reread.entry(forKey: key)?.localization(for: "de")?.content.stringUnit?.state == .needsReview)
    }

    @Test(arguments: ["%lld photos", "Delete", "Settings", "version.label"])
    func removedEntryLeavesTheRestIntact(key: String) throws {
        let result = try StringCatalogEditor.removeEntry(key: key, from: StringCatalogReader.read(original))
        let reread = expectInvariant(result, "\(key)")
        #expect(reread.entry(forKey: key) == nil)
        #expect(reread.entries.count == 7)
    }

    @Test(arguments: [("Delete", "Delete it"), ("Delete", "zzz"), ("version.label", "a.label"), ("Settings", "settings"),
        ("%lld photos", "~photos"), ("Tap to continue", "Tap to go on")])
    func renamedEntryKeepsTranslationsAndMoves(pair: (String, String)) throws {
        let catalog = StringCatalogReader.read(original)
        let result = try StringCatalogEditor.renameEntry(key: pair.0, to: pair.1, in: catalog)
        let reread = expectInvariant(result, "\(pair)")
        #expect(reread.entry(forKey: pair.0) == nil)
        #expect(reread.entry(forKey: pair.1)?.localizations?.map(\.locale) == catalog.entry(forKey: pair.0)?.localizations?.map(\.locale))
    }

    @Test func setStateAndMarkForReviewReplaceOnlyStateTokens() throws {
        let catalog = StringCatalogReader.read(original)
        let state = try StringCatalogEditor.setState(.translated, key: "Delete", locale: "fr", in: catalog)
        #expect(state.edits.map(\.replacement) == ["\"translated\""])
        _ = expectInvariant(state)
        let review = try StringCatalogEditor.markForReview(key: "Uploaded %lld files to %@", in: catalog)
        #expect(review.edits.count == 3)
        let reread = expectInvariant(review)
        let german = reread.entry(forKey: "Uploaded %lld files to %@")?.localization(for: "de")?.content
        #expect(german?.leafUnits.allSatisfy { $0.unit.state == .needsReview } == true)
        #expect(reread.entry(forKey: "Uploaded %lld files to %@")?.localization(for: "en")?.content.stringUnit?.state == .translated)
    }

    @Test func setValueEditsTokensOrRewritesOnlyThatEntry() throws {
        let catalog = StringCatalogReader.read(original)
        let existing = try StringCatalogEditor.setValue("Entfernen \"x\"", key: "Delete", locale: "de", in: catalog)
        #expect(existing.edits.count == 2)
        _ = expectInvariant(existing)
        let added = try StringCatalogEditor.setValue("Supprimer", key: "Settings", locale: "fr", in: catalog)
        #expect(added.edits.count == 1)
        let reread = expectInvariant(added)
        #expect(reread.entry(forKey: "Settings")?.localization(for: "fr")?.content.stringUnit?.value == "Supprimer")
    }

    @Test func editsOfANonCanonicalFileTouchOnlyTheAffectedEntry() throws {
        let compact = Array(#"{"sourceLanguage":"en","strings":{"b":{"comment":"keep"},"a":{},"d":{}},"version":"1.0"}"#.utf8)
        let catalog = StringCatalogReader.read(compact)
        let result = try StringCatalogEditor.addEntry(StringCatalogEditor.makeEntry(key: "c", sourceLanguage: "en", sourceValue: "C"), to: catalog)
        let edited = CatalogTextEdit.apply(result.edits, to: compact)
        let text = String(decoding: edited, as: UTF8.self)
        #expect(text.hasPrefix(#"{"sourceLanguage":"en","strings":{"b":{"comment":"keep"},"a":{},"#))
        #expect(text.hasSuffix(#""d":{}},"version":"1.0"}"#))
        let reread = StringCatalogReader.read(edited)
        #expect(reread.problems.isEmpty)
        #expect(reread.entries.map(\.key) == ["b", "a", "c", "d"])
    }

    @Test func refusesBrokenCatalogsAndBadKeys() {
        let broken = StringCatalogReader.read(#"{"sourceLanguage":"en","strings":{"a":{}"#)
        #expect(throws: CatalogEditError.catalogHasSyntaxErrors) {
            try StringCatalogEditor.removeEntry(key: "a", from: broken)
        }
        let catalog = StringCatalogReader.read(original)
        #expect(throws: CatalogEditError.keyNotFound("nope")) {
            try StringCatalogEditor.removeEntry(key: "nope", from: catalog)
        }
        #expect(throws: CatalogEditError.keyAlreadyExists("Settings")) {
            try StringCatalogEditor.renameEntry(key: "Delete", to: "Settings", in: catalog)
        }
    }

    @Test func emptyStringsObjectGetsItsFirstAndLosesItsLastEntry() throws {
        let empty = Array("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}".utf8)
        let catalog = StringCatalogReader.read(empty)
        let added = try StringCatalogEditor.addEntry(StringCatalogEditor.makeEntry(key: "k", sourceLanguage: "en", sourceValue: "v"), to: catalog)
        let withEntry = CatalogTextEdit.apply(added.edits, to: empty)
        #expect(withEntry == StringCatalogWriter.write(added.catalog))
        let removed = try StringCatalogEditor.removeEntry(key: "k", from: StringCatalogReader.read(withEntry))
        #expect(CatalogTextEdit.apply(removed.edits, to: withEntry) == empty)
    }
}
