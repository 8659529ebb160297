import Foundation
import Testing
@testable import StringCatalog

@Suite struct CatalogKeyOrderTests {
    /// The order formats.md §1.9 documents (produced by Foundation on ICU).
    @Test func followsTheDocumentedOrder() {
        let expected = [
            " x", "_x", "-x", ".x", "#tag", "%@", "%lld items", "😀x", "1", "01", "9", "10", "a", "A", "Ａ", "Å",
            "AA", "b", "B", "e", "E", "é", "en", "en-GB", "es", "es-419", "f", "item 2", "item 02", "item 10", "o",
            "ø", "p", "pt", "pt-BR", "pt-PT", "ss", "ß", "st", "x", "z", "Z", "zh-Hans", "zh-Hant", "zh-HK", "Ω",
            "あ", "ア", "漢",
        ]
        #expect(expected.shuffled().sorted(by: CatalogKeyOrder.areInIncreasingOrder) == expected)
    }

    @Test func realFileConfirmations() {
        let pairs = [
            ("", "a"), ("  ⸱  ", "#%@"), ("#%@", "%@"), ("%@", "%@ add-"), ("%lld. ", "• [EmojiText]"),
            ("• [EmojiText]", "accessibility"), ("accessibility", "Account"), ("Regular expression", "Regular Expression"),
            ("9sv-l5-xwG.title", "10j-rd-fWr.title"), ("83.title", "103.title"), ("config.winecfg", "config.winVersion"),
            ("Settings…", "settings.about.built-with"),
        ]
        for (first, second) in pairs {
            #expect(CatalogKeyOrder.compare(first, second) < 0, "\(first) < \(second)")
            #expect(CatalogKeyOrder.compare(second, first) > 0, "\(second) > \(first)")
        }
    }

    /// Compares with Foundation's ICU-backed compare (the reference; tests only) on many keys built
    /// from a deterministic generator: words, numbers, punctuation, case and script mixes.
    @Test func agreesWithFoundationOnGeneratedKeys() {
        var generator = SplitMix64(seed: 0x5EED)
        let words = [
            "settings", "Settings", "SETTINGS", "item", "Item", "title", "label", "en", "zh-Hans", "zh-HK", "pt-BR",
            "Äpfel", "apple", "über", "uber", "Öl", "ol", "straße", "strasse", "café", "cafe", "naïve", "Ωmega",
            "яблоко", "Яблоко", "ありがとう", "カタカナ", "漢字", "😀", "•", "…", "%@", "%lld", "%1$@", "#", "_", "-",
            ".", ",", ":", "(", ")", "/", "\"", "'", "×", "€", "$", "™",
        ]
        let separators = ["", " ", ".", "-", "_", "…", ": "]
        var keys: [String] = []
        for _ in 0..<3_000 {
            var key = ""
            for part in 0..<Int(generator.next() % 4 + 1) {
                if part > 0 { key += separators[Int(generator.next() % UInt64(separators.count))] }
                if generator.next() % 4 == 0 {
                    key += String(generator.next() % 1_200)
                } else {
                    key += words[Int(generator.next() % UInt64(words.count))]
                }
            }
            keys.append(key)
        }
        let locale = Locale(identifier: "")
        var disagreements: [String] = []
        for index in 0..<20_000 {
            let a = keys[index % keys.count]
            let b = keys[Int(generator.next() % UInt64(keys.count))]
            let reference = a.compare(b, options: [.caseInsensitive, .numeric, .forcedOrdering], range: nil, locale: locale)
            let ours = CatalogKeyOrder.compare(a, b)
            let agrees = switch reference {
            case .orderedAscending: ours < 0
            case .orderedDescending: ours > 0
            case .orderedSame: ours == 0
            }
            if !agrees { disagreements.append("\(a.debugDescription) vs \(b.debugDescription)") }
        }
        #expect(disagreements.isEmpty, "\(disagreements.count) disagreements: \(disagreements.prefix(10))")
    }
}

/// A small deterministic random generator for tests (SplitMix64).
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
