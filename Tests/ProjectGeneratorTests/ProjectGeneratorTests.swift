import Foundation
import ProjectGenerator
import Testing

/// Generates the tiny project once per test into memory.
private func generateTiny(seed: UInt64 = 1) throws -> (MemorySink, ProjectManifest) {
    let sink = MemorySink()
    let manifest = try ProjectGenerator(options: GeneratorOptions(scale: .tiny, seed: seed)).generate(into: sink)
    return (sink, manifest)
}

/// The text of a generated file's line (1-based).
private func line(_ number: Int, of bytes: [UInt8]) -> String {
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    return number >= 1 && number <= lines.count ? String(lines[number - 1]) : ""
}

@Suite("Project generator")
struct ProjectGeneratorTests {
    @Test("The same seed gives byte-identical projects; another seed gives another project")
    func deterministic() throws {
        let (first, _) = try generateTiny(seed: 42)
        let (second, _) = try generateTiny(seed: 42)
        #expect(first.files == second.files)
        let (other, _) = try generateTiny(seed: 43)
        #expect(other.files != first.files)
    }

    @Test("Every catalog is valid JSON in Xcode's exact layout (JSONSerialization re-creates its bytes)")
    func catalogsAreCanonical() throws {
        let (sink, _) = try generateTiny()
        let catalogs = sink.files.filter { $0.key.hasSuffix(".xcstrings") }
        #expect(catalogs.count >= 5)
        for (path, bytes) in catalogs {
            let object = try JSONSerialization.jsonObject(with: Data(bytes))
            let canonical = try JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
            #expect(Array(canonical) == bytes, "\(path) is not in Xcode's layout")
        }
    }

    @Test("Plural variations carry exactly the CLDR categories of each locale")
    func pluralCategories() throws {
        let (sink, _) = try generateTiny()
        let bytes = try #require(sink.files["App/Resources/Localizable.xcstrings"])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        let strings = try #require(root["strings"] as? [String: Any])
        let entry = try #require(strings["dashboard.section1.count %lld"] as? [String: Any])
        let localizations = try #require(entry["localizations"] as? [String: Any])
        func categories(_ locale: String) -> Set<String> {
            let localization = localizations[locale] as? [String: Any]
            let plural = (localization?["variations"] as? [String: Any])?["plural"] as? [String: Any]
            return Set(plural?.keys.map { $0 } ?? [])
        }
        #expect(categories("ar") == ["zero", "one", "two", "few", "many", "other"])
        #expect(categories("ru") == ["one", "few", "many", "other"])
        #expect(categories("es") == ["one", "many", "other"])
        #expect(categories("ja") == ["other"])
        #expect(categories("en") == ["one", "other"])
    }

    @Test("Every rule has a planted defect, and each location points at the text it describes")
    func manifestCoversEveryRule() throws {
        let (sink, manifest) = try generateTiny()
        let rules = Set(manifest.defects.map(\.rule))
        let expected: Set<String> = [
            "verbatim-text", "unresolvable-key", "dynamic-key", "missing-bundle", "missing-key",
            "missing-translation", "needs-review", "stale-entry", "unused-key", "format-mismatch",
            "positional-specifiers", "plural-categories", "stringsdict-structure", "strings-syntax",
            "catalog-structure", "homograph-key", "usage-description", "critical-table", "stale-config",
        ]
        #expect(rules == expected)
        for defect in manifest.defects {
            #expect(!defect.locations.isEmpty, "\(defect.rule) has no location")
            let location = defect.locations[0]
            let bytes = try #require(sink.files[location.file], "\(defect.rule): no file \(location.file)")
            let text = line(location.line, of: bytes)
            if location.file.hasSuffix(".xcstrings"), let key = defect.key {
                let mentioned = text.contains("\"\(key)\"") || defect.locale.map { text.contains("\"\($0)\"") } == true
                #expect(mentioned, "\(defect.rule): line \(location.line) of \(location.file) is `\(text)`")
            } else {
                #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "\(defect.rule): blank line \(location.line)")
            }
        }
    }

    @Test("The manifest's key count is the number of entries actually written")
    func keyCountMatchesFiles() throws {
        let (sink, manifest) = try generateTiny()
        var keys = 0
        for (path, bytes) in sink.files where path.hasSuffix(".xcstrings") {
            let root = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
            keys += (root?["strings"] as? [String: Any])?.count ?? 0
        }
        let english = sink.files.filter { $0.key.hasPrefix("App/Resources/en.lproj/") }
        for (_, bytes) in english {
            keys += String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { $0.hasPrefix("\"legacy.") || $0.hasPrefix("<key>legacy.") }.count
        }
        #expect(keys == manifest.keys)
        #expect(manifest.swiftFiles == sink.files.keys.filter { $0.hasSuffix(".swift") }.count)
    }

    @Test("The editor probes point into a key literal of the big file")
    func probes() throws {
        let (sink, manifest) = try generateTiny()
        let bytes = try #require(sink.files[manifest.probes.file])
        let hover = line(manifest.probes.hoverLine + 1, of: bytes)
        #expect(hover.contains("Text(\"dashboard."))
        let edit = line(manifest.probes.editLine + 1, of: bytes)
        let quote = edit.index(edit.startIndex, offsetBy: manifest.probes.editColumn - 1)
        #expect(edit[quote] == "\"")
        let action = line(manifest.probes.codeActionLine + 1, of: bytes)
        #expect(action.contains("dashboard.footer.legal"))
    }
}
