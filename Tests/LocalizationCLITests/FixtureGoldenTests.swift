import Foundation
import Testing
@testable import LocalizationCLI

/// The fixture projects under `Fixtures/`, one folder each.
private let fixtureNames: [String] = {
    let root = PackagePaths.path("Fixtures")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
    return names.filter { name in
        var isDirectory: ObjCBool = false
        return !name.hasPrefix(".") && FileManager.default.fileExists(atPath: root + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
    }.sorted()
}()

/// `swift-l10n check` on each fixture project, compared with its `expected-check.txt`: the exact
/// output a user would see running `swift-l10n check` inside the fixture folder.
/// `UPDATE_GOLDENS=1 swift test --filter FixtureGoldenTests` rewrites the goldens; review the diff.
@Suite struct FixtureGoldenTests {
    @Test(arguments: fixtureNames)
    func checkOutputMatchesTheGolden(fixture: String) throws {
        let directory = PackagePaths.path("Fixtures/\(fixture)")
        let goldenPath = directory + "/expected-check.txt"
        let result = CapturedRun(["check"], currentDirectory: directory)
        #expect(result.exitCode != 2, "check could not run on \(fixture): \(result.errors)")
        if PackagePaths.updatesGoldens {
            try result.output.write(toFile: goldenPath, atomically: true, encoding: .utf8)
            return
        }
        let golden = try #require(
            try? String(contentsOfFile: goldenPath, encoding: .utf8),
            "Fixtures/\(fixture) has no expected-check.txt; create it with UPDATE_GOLDENS=1")
        #expect(result.output == golden, "Fixtures/\(fixture): check output differs from expected-check.txt")
        // The gate fails exactly when the golden lists an error or a warning (the default --fail-on).
        let failing = golden.contains(": error: ") || golden.contains(": warning: ")
        #expect(result.exitCode == (failing ? 1 : 0))
    }
}
