import Foundation
import Testing
@testable import LocalizationCLI

/// `swift-l10n catalog normalize`: rewrites in place atomically, `--check` lists and exits 1,
/// JSON errors exit 2 and leave the file untouched.
@Suite struct CatalogCommandTests {
    func makeDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "catalog-normalize-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func checkListsNormalizeRewritesAndBrokenFilesAreRefused() throws {
        let directory = try makeDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let compact = #"{"version":"1.0","strings":{"b":{},"a":{}},"sourceLanguage":"en"}"#
        let broken = #"{"version":"1.0","strings":{"b":{"#
        try compact.write(toFile: directory + "/A.xcstrings", atomically: true, encoding: .utf8)
        try broken.write(toFile: directory + "/B.xcstrings", atomically: true, encoding: .utf8)

        let check = CapturedRun(["catalog", "normalize", "--check", "A.xcstrings"], currentDirectory: directory)
        #expect(check.exitCode == 1)
        #expect(check.output == "A.xcstrings\n")
        #expect(try String(contentsOfFile: directory + "/A.xcstrings", encoding: .utf8) == compact)

        let normalize = CapturedRun(["catalog", "normalize", "A.xcstrings"], currentDirectory: directory)
        #expect(normalize.exitCode == 0)
        let canonical = try String(contentsOfFile: directory + "/A.xcstrings", encoding: .utf8)
        #expect(canonical.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"a\" : {\n\n    },"))
        #expect(CapturedRun(["catalog", "normalize", "--check", "A.xcstrings"], currentDirectory: directory).exitCode == 0)

        let refused = CapturedRun(["catalog", "normalize", "B.xcstrings"], currentDirectory: directory)
        #expect(refused.exitCode == 2)
        #expect(refused.errors.contains("B.xcstrings:1:"))
        #expect(try String(contentsOfFile: directory + "/B.xcstrings", encoding: .utf8) == broken)
    }
}
