import LocalizationIndex
import SwiftSourceScanner

/// Code that opens the development language's own `.lproj` folder as a bundle
/// (`Bundle.main.path(forResource: "en", ofType: "lproj")`) to look up what the user's language
/// lacks, key by key.
///
/// The system does not fall back key by key: a key missing from the user's table shows raw. Apps
/// that mind wrap their lookups (MeetingBar asks the user's language first and, when the key comes
/// back unchanged, asks the English bundle), so a key one locale lacks shows the development
/// language's text there. Opening that folder is the evidence the analysis can see; how the
/// wrapper uses it is not followed.
enum DevelopmentLanguageFallback {
    /// Where Swift code opens `language`'s `.lproj` folder as a bundle (the first such place in
    /// path order), or `nil` when no code does.
    static func opening(_ language: String, in context: RuleContext) -> SourceLocation? {
        var found: SourceLocation?
        for (path, file) in context.model.index.files {
            if let found, found.path <= path { continue }
            guard let swift = file.swift else { continue }
            for call in swift.otherCalls where call.calleeIs("path") || call.calleeIs("url") {
                guard call.arguments.first(where: { $0.label == "forResource" })?.value.literalValue == language,
                    call.arguments.first(where: { $0.label == "ofType" || $0.label == "withExtension" })?.value.literalValue == "lproj"
                else { continue }
                found = context.location(path, call.range)
                break
            }
        }
        return found
    }
}
