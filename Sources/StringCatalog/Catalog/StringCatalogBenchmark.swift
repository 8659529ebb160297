#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Read and write throughput of the catalog reader and writer on a generated catalog (the budget
/// is at least 100 MB/s each in release builds on a 2-core machine). Called by `swift-l10n-bench`;
/// not a test, because timing on shared machines is noise for a pass/fail decision.
public enum StringCatalogBenchmark {
    /// Generates a `keys` × `locales` catalog, then times writing and reading it; prints and returns
    /// the figures (`catalog.write.MBps`, `catalog.read.MBps`, `catalog.bytes`, …).
    @discardableResult
    public static func run(keys: Int = 20_000, locales: Int = 40, repetitions: Int = 3) -> [String: Double] {
        let catalog = makeCatalog(keys: keys, locales: locales)
        var bytes: [UInt8] = []
        var bestWrite = Double.infinity
        var bestWriteCPU = Double.infinity
        for _ in 0..<repetitions {
            let start = now()
            let startCPU = processorTime()
            bytes = StringCatalogWriter.write(catalog)
            bestWrite = min(bestWrite, now() - start)
            bestWriteCPU = min(bestWriteCPU, processorTime() - startCPU)
        }
        var bestRead = Double.infinity
        var bestReadCPU = Double.infinity
        var entryCount = 0
        for _ in 0..<repetitions {
            let start = now()
            let startCPU = processorTime()
            let read = StringCatalogReader.read(bytes)
            bestRead = min(bestRead, now() - start)
            bestReadCPU = min(bestReadCPU, processorTime() - startCPU)
            entryCount = read.entries.count
        }
        var bestNormalize = Double.infinity
        for _ in 0..<repetitions {
            let start = now()
            _ = CatalogNormalizer.normalize(bytes)
            bestNormalize = min(bestNormalize, now() - start)
        }
        let megabytes = Double(bytes.count) / 1_000_000
        let figures: [String: Double] = [
            "catalog.bytes": Double(bytes.count),
            "catalog.entries": Double(entryCount),
            "catalog.write.seconds": bestWrite,
            "catalog.write.MBps": megabytes / bestWrite,
            "catalog.read.seconds": bestRead,
            "catalog.read.MBps": megabytes / bestRead,
            "catalog.normalize.MBps": megabytes / bestNormalize,
            "catalog.write.cpuMBps": megabytes / bestWriteCPU,
            "catalog.read.cpuMBps": megabytes / bestReadCPU,
        ]
        print("catalog: \(keys) keys × \(locales) locales, \(String(format1: megabytes)) MB")
        print("catalog write: \(String(format1: megabytes / bestWrite)) MB/s (\(String(format1: bestWrite * 1000)) ms)")
        print("catalog read: \(String(format1: megabytes / bestRead)) MB/s (\(String(format1: bestRead * 1000)) ms)")
        print("catalog normalize (read + write + compare): \(String(format1: megabytes / bestNormalize)) MB/s")
        // On a shared machine wall time includes waiting for a core; CPU time does not.
        print("catalog CPU time: write \(String(format1: megabytes / bestWriteCPU)) MB/s, read \(String(format1: megabytes / bestReadCPU)) MB/s")
        return figures
    }

    /// A deterministic catalog: mixed key styles, plural and device variations and substitutions
    /// on some entries, every state.
    public static func makeCatalog(keys: Int, locales: Int) -> StringCatalog {
        let localeIds = ["ar", "bg", "ca", "cs", "da", "de", "el", "en-GB", "es", "es-419", "et", "fa", "fi", "fr", "fr-CA",
            "he", "hi", "hr", "hu", "id", "it", "ja", "ko", "lt", "lv", "ms", "nb", "nl", "pl", "pt-BR", "pt-PT", "ro", "ru",
            "sk", "sl", "sr", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant", "zh-HK"]
        let chosen = Array(localeIds.prefix(max(0, locales - 1)))
        let words = ["settings", "Delete", "item", "Account", "überprüfen", "photo", "title", "label", "Größe", "done"]
        let states: [TranslationState] = [.translated, .translated, .translated, .needsReview, .new]
        var entries: [CatalogEntry] = []
        entries.reserveCapacity(keys)
        for index in 0..<keys {
            let word = words[index % words.count]
            let key: String
            switch index % 4 {
            case 0: key = "\(word).\(index).title"
            case 1: key = "\(word.uppercased()) \(index) of %lld"
            case 2: key = "\(word) %@ — \(index)"
            default: key = "\(index) \(word)…"
            }
            var localizations = [CatalogLocalization(locale: "en", state: .translated, value: "English text for \(key)")]
            for (offset, locale) in chosen.enumerated() {
                let state = states[(index + offset) % states.count]
                let text = "Übersetzung \(locale) für „\(word)“ Nummer \(index)"
                if index % 50 == 0 {
                    let plural = CatalogVariations(plural: ["one", "other"].map {
                        CatalogVariation(name: $0, content: LocalizedContent(stringUnit: StringUnit(state: state, value: "%lld \(text) \($0)")))
                    })
                    localizations.append(CatalogLocalization(locale: locale, content: LocalizedContent(variations: plural)))
                } else {
                    localizations.append(CatalogLocalization(locale: locale, state: state, value: text))
                }
            }
            localizations.sort { CatalogKeyOrder.compare($0.locale, $1.locale) < 0 }
            var entry = CatalogEntry(key: key, localizations: localizations)
            if index % 3 == 0 { entry.comment = "Comment for \(word) \(index) with \"quotes\"\nand a line break" }
            if index % 7 == 0 { entry.extractionState = .manual }
            entries.append(entry)
        }
        entries.sort { CatalogKeyOrder.compare($0.key, $1.key) < 0 }
        return StringCatalog(sourceLanguage: "en", version: "1.0", entries: entries)
    }

    /// CPU time of this process in seconds (the benchmark is single-threaded).
    static func processorTime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }

    /// Monotonic wall-clock time in seconds.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1_000_000_000
    }
}

extension String {
    /// A number with one decimal, without Foundation.
    init(format1 value: Double) {
        let tenths = Int((value * 10).rounded())
        self = "\(tenths / 10).\(abs(tenths % 10))"
    }
}
