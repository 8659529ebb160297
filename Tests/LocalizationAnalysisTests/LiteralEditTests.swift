import Foundation
@testable import LocalizationIndex
import LocalizationAnalysis
import LocalizationRules
import SwiftSourceScanner
import TestSupport
import Testing

/// Typing inside a literal lets the next model keep the file's other usages, moved
/// (`LiteralEdit`, `FileUsages.applying`): the file's usages and candidates must be exactly those
/// of a model built from scratch, for an edit in every literal of every fixture and rule example.
@Suite struct LiteralEditTests {
    /// Every rule example's files, and every fixture project's.
    static let workspaces: [(name: String, workspace: @Sendable () throws -> Workspace)] = {
        var all: [(name: String, workspace: @Sendable () throws -> Workspace)] = []
        for description in RuleRegistry.descriptions {
            for (position, example) in (description.triggering + description.nonTriggering).enumerated() {
                all.append(("\(description.id) #\(position)", {
                    // The files as `loadFixture` gives them (markers removed), read from the fixture
                    // text: the index keeps catalogs without their bytes.
                    var workspace = Workspace(settings: loadFixture(example.fixture, settings: example.settings).snapshot.settings)
                    workspace.set(files: FixtureParser.files(in: example.fixture).map { ($0.path, Array(extractMarkers($0.text).text.utf8)) })
                    return workspace
                }))
            }
        }
        for name in FixtureGoldenTests.fixtureNames {
            all.append((name, { try FileFirstFindingsTests.workspace(root: FixtureGoldenTests.fixturesFolder.appendingPathComponent(name)) }))
        }
        return all
    }()

    @Test func typingInEveryLiteralGivesTheUsagesOfAFreshModel() throws {
        var reusable = 0
        var edits = 0
        for (name, make) in Self.workspaces {
            var workspace = try make()
            _ = workspace.snapshot.model
            for path in workspace.snapshot.paths where path.hasSuffix(".swift") {
                guard let file = workspace.snapshot.index.files[path], let scanned = file.swift, let original = file.bytes else {
                    continue
                }
                for literal in scanned.stringLiterals where literal.contentRange.count > 0 {
                    let (middle, texts) = Self.keystrokes(inMiddleOf: literal, of: original)
                    for bytes in texts {
                        let before = workspace.snapshot.index.files[path]?.swift
                        workspace.set(path: path, bytes: bytes)
                        let snapshot = workspace.snapshot
                        edits += 1
                        if let before, let after = snapshot.index.files[path]?.swift, LiteralEdit(from: before, to: after) != nil {
                            reusable += 1
                        }
                        let derived = snapshot.model
                        let fresh = ProjectModel(index: snapshot.index)
                        #expect(derived.usages(inPath: path) == fresh.usages(inPath: path), "\(name): \(path) at \(middle)")
                        #expect(derived.verbatimCandidates(inPath: path) == fresh.verbatimCandidates(inPath: path), "\(name): \(path) at \(middle)")
                        // The index by key (patched for the touched calls) finds the same usages.
                        for key in Set(fresh.usages(inPath: path).flatMap(\.reachedKeys)) {
                            #expect(derived.usages(reaching: key) == fresh.usages(reaching: key), "\(name): \(path) at \(middle), \(key)")
                        }
                    }
                }
            }
        }
        // The test is about the moved usages: most of these edits must take that path.
        #expect(reusable * 2 > edits, "only \(reusable) of \(edits) edits were inside one literal")
    }

    /// The texts of four keystrokes in the middle of `literal`'s text, each from the text before:
    /// type a character, undo (a deletion), delete one, undo (an insertion); and that middle.
    static func keystrokes(inMiddleOf literal: StringLiteral, of original: [UInt8]) -> (middle: Int, texts: [[UInt8]]) {
        let middle = literal.contentRange.start + literal.contentRange.count / 2
        var typed = original
        typed.insert(UInt8(ascii: "q"), at: middle)
        var deleted = original
        deleted.remove(at: middle)
        return (middle, [typed, original, deleted, original])
    }

    /// Edits that change more than one literal's text are not literal edits.
    @Test func editsOutsideALiteralAreNotLiteralEdits() {
        let before = ScannedFile(source: #"let a = 1; Text("one"); Text("two")"#)
        #expect(LiteralEdit(from: before, to: ScannedFile(source: #"let a = 1; Text("oxne"); Text("two")"#)) != nil)
        // Outside any literal.
        #expect(LiteralEdit(from: before, to: ScannedFile(source: #"let a = 12; Text("one"); Text("two")"#)) == nil)
        // Across two literals.
        #expect(LiteralEdit(from: before, to: ScannedFile(source: #"let a = 1; Text("onx"); Text("xwo")"#)) == nil)
        // A quote ends the literal early.
        #expect(LiteralEdit(from: before, to: ScannedFile(source: #"let a = 1; Text("o"ne"); Text("two")"#)) == nil)
        // An interpolation appears.
        #expect(LiteralEdit(from: before, to: ScannedFile(source: #"let a = 1; Text("o\(a)ne"); Text("two")"#)) == nil)
        // The same text.
        #expect(LiteralEdit(from: before, to: before) == nil)
    }

    /// The index lists what its recent updates changed, so a keystroke's model looks at one file.
    @Test func theIndexTellsWhichPathsChangedSinceAnEarlierState() {
        var index = ProjectIndex()
        index.update(files: [("a.swift", Array("let a = 1".utf8)), ("b.swift", Array("let b = 2".utf8))])
        let loaded = index
        #expect(index.pathsChanged(since: loaded) == [])
        index.update(path: "a.swift", bytes: Array("let a = 3".utf8))
        #expect(index.pathsChanged(since: loaded) == ["a.swift"])
        let typed = index
        index.update(path: "a.swift", bytes: Array("let a = 3".utf8))  // the same bytes: no update
        index.remove(path: "b.swift")
        #expect(index.pathsChanged(since: typed) == ["b.swift"])
        #expect(index.pathsChanged(since: loaded) == ["a.swift", "b.swift"])
        // Past the kept updates, and from an unrelated index: unknown.
        for round in 0..<ChangeLog.limit { index.update(path: "c.swift", bytes: Array("let c = \(round)".utf8)) }
        #expect(index.pathsChanged(since: loaded) == nil)
        #expect(index.pathsChanged(since: ProjectIndex()) == nil)
    }
}
