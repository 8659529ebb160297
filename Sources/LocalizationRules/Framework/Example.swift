import LocalizationIndex

/// A small multi-file project that shows a rule at work, written as one text.
///
/// Each file starts with a header line `//- /path/in/project` (the leading slash is dropped);
/// `1️⃣`…`🔟` mark where the rule's findings start. The same text is documentation (printed by
/// `swift-l10n explain`) and a test (a triggering example must produce exactly one finding of the
/// rule at each marker and no other; a non-triggering example must produce none).
public struct Example: Sendable, Hashable, CustomStringConvertible {
    /// The fixture text with headers and markers.
    public var fixture: String
    /// Settings as the configuration file would give them.
    public var settings: AnalysisSettings
    /// Whether `explain` and generated docs leave the example out (pathological cases).
    public var isExcludedFromDocumentation: Bool
    /// Source file that declares the example, so a failing example points at itself.
    public var file: String
    /// Line of the declaration.
    public var line: Int

    /// Creates an example from a fixture text.
    public init(
        _ fixture: String,
        settings: AnalysisSettings = AnalysisSettings(),
        isExcludedFromDocumentation: Bool = false,
        file: String = #filePath,
        line: Int = #line
    ) {
        self.fixture = fixture
        self.settings = settings
        self.isExcludedFromDocumentation = isExcludedFromDocumentation
        self.file = file
        self.line = line
    }

    /// The first line of the fixture, to name the example in test output.
    public var description: String {
        let fileName = file.split(separator: "/").last.map(String.init) ?? file
        return "\(fileName):\(line)"
    }
}

/// One file of a multi-file fixture.
public struct FixtureFile: Sendable, Hashable {
    /// Workspace-relative path (no leading slash).
    public var path: String
    /// The file's text (markers still in it).
    public var text: String

    /// Creates a fixture file.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// Splits fixture texts at `//- /path` header lines.
public enum FixtureParser {
    /// The files of `fixture`, in order. Text before the first header belongs to `App/Example.swift`
    /// so one-file examples need no header. Each file keeps its own trailing newline.
    public static func files(in fixture: String) -> [FixtureFile] {
        var files: [FixtureFile] = []
        var currentPath: String?
        var currentLines: [Substring] = []
        func flush() {
            let text = currentLines.joined(separator: "\n")
            if let path = currentPath {
                files.append(FixtureFile(path: path, text: text.isEmpty ? "" : text + "\n"))
            } else if !text.allSatisfy(\.isWhitespace) {
                files.append(FixtureFile(path: "App/Example.swift", text: text + "\n"))
            }
        }
        for line in fixture.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("//- /") {
                flush()
                currentPath = String(line.dropFirst(5)).trimmingTrailingSpaces()
                currentLines = []
            } else {
                currentLines.append(line)
            }
        }
        flush()
        return files.map { file in
            // The last line of a fixture literal has no newline of its own.
            var text = file.text
            while text.hasSuffix("\n\n") { text.removeLast() }
            return FixtureFile(path: file.path, text: text)
        }
    }
}

extension String {
    /// The string without trailing spaces and tabs.
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while let last = copy.last, last == " " || last == "\t" { copy.removeLast() }
        return copy
    }
}
