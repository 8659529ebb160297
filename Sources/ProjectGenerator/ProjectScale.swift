/// How big a generated project is, before the multiplier.
public enum ProjectScale: String, Sendable, CaseIterable {
    /// A few hundred keys: quick enough for tests.
    case tiny
    /// The seeds' app: 7,784 keys × 6 locales, about 1,500 Swift files.
    case seeds
    /// 500,000 lines of Swift, 20,000 keys × 40 locales.
    case large

    /// Distinct keys over all tables at multiplier 1.
    var keys: Int {
        switch self {
        case .tiny: 600
        case .seeds: 7_784
        case .large: 20_000
        }
    }

    /// Swift files at multiplier 1.
    var swiftFiles: Int {
        switch self {
        case .tiny: 60
        case .seeds: 1_500
        case .large: 2_500
        }
    }

    /// Total Swift lines aimed at, at multiplier 1 (within a few percent).
    var swiftLines: Int {
        switch self {
        case .tiny: 5_000
        case .seeds: 150_000
        case .large: 500_000
        }
    }

    /// Lines of the one big file the editor benchmarks type into.
    var bigFileLines: Int {
        switch self {
        case .tiny: 500
        case .seeds, .large: 5_000
        }
    }

    /// The shipped locales, development language first.
    var locales: [GeneratedLocale] {
        switch self {
        case .tiny, .seeds: GeneratedLocale.seedsLocales
        case .large: GeneratedLocale.largeLocales
        }
    }
}

/// Where generated files go.
public protocol ProjectSink: AnyObject {
    /// Stores `bytes` at `path`, relative to the project root, creating folders as needed.
    func write(_ bytes: [UInt8], to path: String) throws
}

/// Keeps generated files in memory (tests).
public final class MemorySink: ProjectSink {
    /// Written files by relative path.
    public private(set) var files: [String: [UInt8]] = [:]

    /// An empty sink.
    public init() {}

    /// Stores the file in `files`.
    public func write(_ bytes: [UInt8], to path: String) {
        files[path] = bytes
    }
}
