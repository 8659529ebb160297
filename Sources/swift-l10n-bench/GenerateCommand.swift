import Foundation
import ProjectGenerator

/// `swift-l10n-bench generate`: writes one project and prints what it holds.
enum GenerateCommand {
    /// Generates into `--out` and returns the exit code.
    static func run(_ arguments: BenchArguments) throws -> Int32 {
        let root = URL(fileURLWithPath: arguments.out!)
        let clock = ContinuousClock()
        let start = clock.now
        let manifest = try ProjectGenerator(
            options: GeneratorOptions(scale: arguments.scale, multiplier: arguments.multiplier, seed: arguments.seed)
        ).generate(into: try DirectorySink(root: root))
        let elapsed = clock.now - start
        print("""
            generated \(root.path) in \(elapsed.formatted(.units(allowed: [.seconds, .milliseconds])))
              scale \(manifest.scale) ×\(manifest.multiplier), seed \(manifest.seed)
              \(manifest.swiftFiles) Swift files, \(manifest.swiftLines) lines
              \(manifest.keys) keys × \(manifest.locales.count) locales in \(manifest.catalogs) catalogs and \(manifest.legacyFiles) legacy files
              \(manifest.inputBytes) input bytes, \(manifest.defects.count) planted defects (bench-manifest.json)
            """)
        return 0
    }
}
