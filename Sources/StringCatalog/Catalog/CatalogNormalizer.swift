/// What normalizing one catalog's bytes gives.
public enum CatalogNormalization: Sendable, Equatable {
    /// The bytes are already exactly what Xcode would write.
    case alreadyCanonical
    /// The canonical bytes, which differ from the input.
    case rewritten([UInt8])
    /// The input has JSON syntax errors: it must not be rewritten (these are the errors).
    case refused([CatalogProblem])
}

/// Brings a catalog into Xcode's exact layout (`swift-l10n catalog normalize`): key order,
/// indentation, escaping, no trailing newline. Refuses input with JSON errors, because
/// rewriting a half-read catalog would lose translators' work.
///
/// ```swift
/// CatalogNormalizer.normalize(Array(#"{"version":"1.0","sourceLanguage":"en","strings":{}}"#.utf8))
/// // .rewritten(…"{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}")
/// ```
public enum CatalogNormalizer {
    /// Normalizes the bytes of one `.xcstrings` file.
    public static func normalize(_ bytes: [UInt8]) -> CatalogNormalization {
        let catalog = StringCatalogReader.read(bytes)
        let syntaxErrors = catalog.problems.filter { $0.kind == .invalidJSON }
        if !syntaxErrors.isEmpty { return .refused(syntaxErrors) }
        let canonical = StringCatalogWriter.write(catalog)
        return canonical == bytes ? .alreadyCanonical : .rewritten(canonical)
    }
}
