import Foundation
import LocalizationAnalysis
import LocalizationRules
import Testing

/// Each project under `Fixtures/` is checked through the analysis API and compared with its
/// `expected-check.txt` (the Xcode-format output of `swift-l10n check` on that folder).
/// `UPDATE_GOLDENS=1 swift test` rewrites the goldens.
@Suite struct FixtureGoldenTests {
    /// The repository's `Fixtures/` folder.
    static let fixturesFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The fixture projects, by folder name.
    static let fixtureNames: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: fixturesFolder.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }()

    /// The golden file name inside each fixture.
    static let goldenName = "expected-check.txt"

    @Test(arguments: fixtureNames)
    func checkOutputMatchesGolden(_ name: String) throws {
        let root = Self.fixturesFolder.appendingPathComponent(name)
        let output = try Self.checkOutput(root: root)
        let goldenURL = root.appendingPathComponent(Self.goldenName)
        if ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" {
            try output.write(to: goldenURL, atomically: true, encoding: .utf8)
            return
        }
        let golden = try String(contentsOf: goldenURL, encoding: .utf8)
        #expect(output == golden, "\(name): check output differs from \(Self.goldenName); run UPDATE_GOLDENS=1 swift test and review the diff")
    }

    /// Projects described as clean have no finding at all.
    @Test(arguments: fixtureNames.filter { $0.hasPrefix("Clean") })
    func cleanProjectsHaveNoFindings(_ name: String) throws {
        let output = try Self.checkOutput(root: Self.fixturesFolder.appendingPathComponent(name))
        #expect(output.isEmpty, "\(name) should be clean:\n\(output)")
    }

    /// Loads every file under `root` (paths relative to it, hidden files and the golden skipped)
    /// and renders all findings as `swift-l10n check` prints them in Xcode format.
    static func checkOutput(root: URL) throws -> String {
        var workspace = Workspace()
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
            guard relative != goldenName, (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true else { continue }
            let bytes = try [UInt8](Data(contentsOf: url))
            if relative == ProjectConfiguration.fileName {
                workspace.settings = ConfigurationParser.parse(bytes, path: relative).settings
            }
            workspace.set(path: relative, bytes: bytes)
        }
        return workspace.snapshot.allFindings().map { finding in
            // Xcode's word for information is `note`, as the CLI's Xcode reporter writes it.
            let severity = finding.severity == .info ? "note" : "\(finding.severity)"
            return "\(finding.path):\(finding.location.start.line):\(finding.location.start.column): \(severity): \(finding.message) [\(finding.ruleID)]\n"
        }.joined()
    }
}
