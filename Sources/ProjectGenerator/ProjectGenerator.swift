/// What to generate.
public struct GeneratorOptions: Sendable {
    /// Base size.
    public var scale: ProjectScale
    /// Multiplies keys, Swift files and lines (locales stay).
    public var multiplier: Int
    /// The seed; the same options always give byte-identical projects.
    public var seed: UInt64

    /// Options for `scale` × `multiplier` from `seed`.
    public init(scale: ProjectScale, multiplier: Int = 1, seed: UInt64 = 1) {
        self.scale = scale
        self.multiplier = max(1, multiplier)
        self.seed = seed
    }
}

/// Writes a synthetic but realistic SwiftUI app with Swift packages, String Catalogs, legacy
/// `.strings`/`.stringsdict` files and a planted, known set of defects (one or more per rule),
/// and returns the manifest describing it.
///
/// The project is the benchmark's input and its correctness check: a checker run on it must report
/// exactly `ProjectManifest.defects`. Everything else in the project is meant to be clean, including
/// patterns a careless checker would flag (localized strings passed to `Text`, keys only used under
/// `#if DEBUG`, literals in comments, non-localizing literals such as identifiers).
public struct ProjectGenerator {
    /// The options.
    public let options: GeneratorOptions

    /// A generator for `options`.
    public init(options: GeneratorOptions) {
        self.options = options
    }

    /// Generates the project into `sink` and writes `bench-manifest.json` there too.
    public func generate(into sink: any ProjectSink) throws -> ProjectManifest {
        let run = GenerationRun(options: options, sink: sink)
        return try run.generate()
    }
}
