import Testing
@testable import StringCatalog

/// Broken input is normal input: truncations and random edits of every format must never crash
/// or hang a reader, and a catalog that reads without JSON errors must write back to text that
/// reads again without JSON errors (the writer never produces a corrupt catalog).
@Suite struct ReaderFuzzTests {
    static let stringsSample = Array("""
        /* Comment */
        "title" = "Hello \\"world\\" \\U00e9 \\101";
        plain = value;
        "self";
        { "nested" = ( "a", <0fbd> ); }
        // trailing
        """.utf8)

    static let stringsdictSample = Array("""
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>%d files</key><dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@files@ &amp; more</string>
        <key>files</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
        <key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d file</string>
        <key>other</key><string><![CDATA[%d files]]></string></dict></dict></dict></plist>
        """.utf8)

    /// Characters that matter to the grammars, for insertions and replacements.
    static let syntax = Array("{}[]()<>\"'\\:;,=/*!?&#%@\n \t0aéU".utf8) + [0x00, 0xFF, 0xE2, 0x80]

    static func exercise(_ bytes: [UInt8]) {
        let catalog = StringCatalogReader.read(bytes)
        if !catalog.hasSyntaxErrors {
            let written = StringCatalogWriter.write(catalog)
            #expect(!StringCatalogReader.read(written).hasSyntaxErrors)
            if let first = catalog.entries.first {
                _ = try? StringCatalogEditor.renameEntry(key: first.key, to: first.key + "~", in: catalog)
                _ = try? StringCatalogEditor.markForReview(key: first.key, in: catalog)
            }
        }
        _ = JSONReader.read(bytes)
        _ = StringsFileReader.read(bytes)
        _ = StringsdictReader.read(bytes)
        for specifier in FormatSpecifierParser.parse(String(decoding: bytes.prefix(300), as: UTF8.self), inSubstitution: true) {
            _ = specifier.argumentClass
        }
    }

    @Test(arguments: [0, 1, 2])
    func truncationsNeverCrash(sample: Int) {
        let bytes = [Array(GoldenCatalogs.illustrative.utf8), Self.stringsSample, Self.stringsdictSample][sample]
        let step = max(1, bytes.count / 400)
        for length in stride(from: 0, through: bytes.count, by: step) {
            Self.exercise(Array(bytes.prefix(length)))
        }
    }

    @Test(arguments: [0, 1, 2])
    func randomEditsNeverCrash(sample: Int) {
        let original = [Array(GoldenCatalogs.illustrative.utf8), Self.stringsSample, Self.stringsdictSample][sample]
        var generator = SplitMix64(seed: 0xF022 + UInt64(sample))
        for _ in 0..<300 {
            var bytes = original
            for _ in 0..<Int(generator.next() % 6 + 1) where !bytes.isEmpty {
                let position = Int(generator.next() % UInt64(bytes.count))
                let byte = Self.syntax[Int(generator.next() % UInt64(Self.syntax.count))]
                switch generator.next() % 3 {
                case 0: bytes[position] = byte
                case 1: bytes.insert(byte, at: position)
                default: bytes.remove(at: position)
                }
            }
            Self.exercise(bytes)
        }
    }

    @Test func utf16AndBinaryHeadersWithGarbageNeverCrash() {
        var generator = SplitMix64(seed: 0xB0B)
        let headers: [[UInt8]] = [[0xFF, 0xFE], [0xFE, 0xFF], [0x00, 0x00, 0xFE, 0xFF], [0xFF, 0xFE, 0x00, 0x00], Array("bplist00".utf8), [0x00]]
        for header in headers {
            for length in [0, 1, 3, 7, 40, 200] {
                let body = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                Self.exercise(header + body)
            }
        }
    }
}
