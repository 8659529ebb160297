/// A place in the generated project: a path relative to the project root and a 1-based line.
public struct ManifestLocation: Codable, Sendable, Hashable {
    /// Path relative to the project root.
    public var file: String
    /// 1-based line.
    public var line: Int

    /// The location `file`:`line`.
    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }
}

/// A defect the generator planted on purpose, with where a checker should report it.
public struct PlantedDefect: Codable, Sendable, Hashable {
    /// The rule id expected to report it (`missing-key`, `plural-categories`…).
    public var rule: String
    /// Where it should be reported; the first is the most likely, the others are also correct
    /// (a catalog entry's key line versus the line of the localization at fault).
    public var locations: [ManifestLocation]
    /// The key involved, if any.
    public var key: String?
    /// The locale involved, if any.
    public var locale: String?
    /// What was planted, in a sentence.
    public var note: String

    /// A defect of `rule` expected at `locations`.
    public init(rule: String, locations: [ManifestLocation], key: String? = nil, locale: String? = nil, note: String) {
        self.rule = rule
        self.locations = locations
        self.key = key
        self.locale = locale
        self.note = note
    }
}

/// Where the editor benchmarks poke the 5,000-line file. Lines and columns are 0-based, columns in
/// UTF-16 code units (the file is ASCII, so they equal bytes), as LSP positions.
public struct EditorProbes: Codable, Sendable, Hashable {
    /// The big file, relative to the project root.
    public var file: String
    /// Its line count.
    public var lineCount: Int
    /// Inside a key literal of a `Text("…")`: hover and definition.
    public var hoverLine: Int
    /// Column of `hoverLine`.
    public var hoverColumn: Int
    /// Inside an empty-ish key literal being typed: completion.
    public var completionLine: Int
    /// Column of `completionLine`.
    public var completionColumn: Int
    /// The line of a planted `missing-key` call: code actions.
    public var codeActionLine: Int
    /// Where keystrokes are typed: right after the opening quote of a key literal.
    public var editLine: Int
    /// Column of `editLine`.
    public var editColumn: Int
}

/// What the generator wrote: sizes, the planted defects and the editor probes, saved as JSON next
/// to the project (`bench-manifest.json`).
public struct ProjectManifest: Codable, Sendable {
    /// Bumped whenever the generator's output changes, so cached projects are regenerated.
    public static let currentGeneratorVersion = 3

    /// The generator version that wrote the project.
    public var generatorVersion: Int
    /// The seed the project was generated from.
    public var seed: UInt64
    /// The scale name (`seeds`, `large`, `tiny`).
    public var scale: String
    /// The size multiplier.
    public var multiplier: Int
    /// Number of Swift files.
    public var swiftFiles: Int
    /// Number of lines over all Swift files.
    public var swiftLines: Int
    /// Number of distinct keys over all tables (catalogs and legacy files).
    public var keys: Int
    /// Locale ids, development language first.
    public var locales: [String]
    /// Number of `.xcstrings` files.
    public var catalogs: Int
    /// Number of `.strings` and `.stringsdict` files.
    public var legacyFiles: Int
    /// Total bytes of Swift, catalog and legacy files (what a checker must read).
    public var inputBytes: Int
    /// Every defect planted on purpose; a correct checker reports exactly these.
    public var defects: [PlantedDefect]
    /// Editor positions for the LSP benchmarks.
    public var probes: EditorProbes
}
