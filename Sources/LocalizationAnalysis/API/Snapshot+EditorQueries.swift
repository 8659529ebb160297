import LocalizationIndex
import LocalizationRules
import TextPositions

extension Snapshot {
    /// The hover for the key or catalog entry at `offset` in `path`, if there is one.
    public func hover(path: String, offset: Int) -> KeyHover? {
        nil
    }

    /// Where the key at `offset` is defined: its entry in every catalog of its table.
    public func definition(path: String, offset: Int) -> [SourceLocation] {
        []
    }

    /// Every use in code of the key at `offset` (in Swift or in a catalog), plus its definitions when
    /// `includeDeclarations` is set.
    public func references(path: String, offset: Int, includeDeclarations: Bool = false) -> [SourceLocation] {
        []
    }

    /// Keys to offer at `offset` inside a localization literal.
    public func completions(path: String, offset: Int) -> [KeyCompletion] {
        []
    }

    /// Edits renaming the key at `offset` to `newKey` in code and every catalog of its table.
    public func rename(path: String, offset: Int, to newKey: String) -> RenameResult {
        .refused("no localization key at this position")
    }

    /// Fixes and refactorings for `range` in `path`.
    public func codeActions(path: String, range: ByteRange) -> [CodeAction] {
        []
    }

    /// Source-language texts of symbolic keys used in `range` of `path`.
    public func inlayHints(path: String, range: ByteRange) -> [InlayHint] {
        []
    }

    /// Keys whose name contains `query` (case-insensitive), for the editor's symbol search.
    public func workspaceSymbols(matching query: String) -> [KeySymbol] {
        []
    }

    /// The entries of the catalog at `path`, in file order.
    public func documentSymbols(path: String) -> [KeySymbol] {
        []
    }
}
