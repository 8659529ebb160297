import Foundation
@testable import LocalizationAnalysis
@testable import LocalizationIndex
import LocalizationRules
import Testing

/// Project-wide sets joined from what each file contributes (`ProjectModel.union(of:)`) are
/// derived after an edit from the previous model's by reading only the changed files: the
/// derived set must be the one a fresh join gives, and findings judged with the earlier set
/// (`UsageFindingsMemory`) must not outlive it.
@Suite struct FileContributionTests {
    /// The names of the types a Swift file declares: a contribution some files share.
    enum DeclaredTypes: FileContribution {
        /// The types `file` declares.
        static func elements(of file: IndexedFile) -> [String] {
            file.swift?.types.map(\.name) ?? []
        }
    }

    /// The view declared in `reservedSpace` draws its first closure transparent to reserve room
    /// (`LayoutHidingViews`); the text in `scoreBoard` that it draws there is missing from the catalog.
    static let fixture = """
        //- /App/Components/ReservedSpace.swift
        import SwiftUI

        struct ReservedSpace<Placeholder: View, Content: View>: View {
            private let placeholder: Placeholder
            private let content: () -> Content

            init(@ViewBuilder placeholder: () -> Placeholder, @ViewBuilder content: @escaping () -> Content) {
                self.placeholder = placeholder()
                self.content = content
            }

            var body: some View {
                placeholder
                    .opacity(0)
                    .overlay(alignment: .leading) { content() }
            }
        }
        //- /App/ScoreBoard.swift
        import SwiftUI

        struct ScoreBoard: View {
            var body: some View {
                ReservedSpace {
                    Text("Longest possible score line")
                } content: {
                    Text("Score")
                }
            }
        }
        //- /App/Localizable.xcstrings
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Score" : {
              "localizations" : {
                "fr" : { "stringUnit" : { "state" : "translated", "value" : "Score" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
    static let reservedSpace = "App/Components/ReservedSpace.swift"
    static let scoreBoard = "App/ScoreBoard.swift"

    /// Replaces the first `old` in the file at `path` with `new`.
    static func replace(_ old: String, with new: String, in path: String, of workspace: inout Workspace) {
        let text = String(decoding: workspace.snapshot.index.files[path]?.bytes ?? [], as: UTF8.self)
        guard let range = text.range(of: old) else {
            Issue.record("no '\(old)' in \(path)")
            return
        }
        workspace.set(path: path, bytes: Array(text.replacingCharacters(in: range, with: new).utf8))
    }

    @Test func aViewStopsAndStartsHidingAfterEditsOfAnotherFile() {
        var (workspace, _) = UsageFindingsMemoryTests.workspace(Self.fixture, marker: Self.scoreBoard)
        let hiding = workspace.snapshot
        #expect(hiding.findings(in: Self.scoreBoard).isEmpty)
        // `LayoutHidingViews` and `SwiftUIImports` (whether the project has SwiftUI at all).
        #expect(hiding.model.fileContributionFullJoins == 2)

        // The view's body no longer hides its placeholder: the text shows, untranslated. Only
        // the body changed, so the model and its union are derived, and the score board's usages
        // and kept findings are the earlier ones.
        Self.replace(".opacity(0)", with: ".opacity(1)", in: Self.reservedSpace, of: &workspace)
        let showing = workspace.snapshot
        let shown = showing.findings(in: Self.scoreBoard)
        #expect(shown.map(\.key) == ["Longest possible score line"])
        #expect(shown == UsageFindingsMemoryTests.freshFindings(showing, Self.scoreBoard))
        #expect(showing.model.usagesIdentity(inPath: Self.scoreBoard) === hiding.model.usagesIdentity(inPath: Self.scoreBoard))
        #expect(showing.model.fileContributionFullJoins == 0)

        // And back: hidden again.
        Self.replace(".opacity(1)", with: ".opacity(0)", in: Self.reservedSpace, of: &workspace)
        let hidingAgain = workspace.snapshot
        #expect(hidingAgain.findings(in: Self.scoreBoard).isEmpty)
        #expect(UsageFindingsMemoryTests.freshFindings(hidingAgain, Self.scoreBoard).isEmpty)
        #expect(hidingAgain.model.fileContributionFullJoins == 0)
    }

    @Test func aViewDeclaredInANewFileStartsHidingAndStopsWhenTheFileGoes() {
        var (workspace, _) = UsageFindingsMemoryTests.workspace(Self.fixture, marker: Self.scoreBoard)
        let reservedSpaceText = workspace.snapshot.index.files[Self.reservedSpace]?.bytes ?? []
        workspace.remove(path: Self.reservedSpace)
        let without = workspace.snapshot
        #expect(without.findings(in: Self.scoreBoard).map(\.key) == ["Longest possible score line"])

        // A file added: the model is built again, but the union still reads only that file.
        workspace.set(path: "App/Components/Space.swift", bytes: reservedSpaceText)
        let with = workspace.snapshot
        #expect(with.findings(in: Self.scoreBoard).isEmpty)
        #expect(UsageFindingsMemoryTests.freshFindings(with, Self.scoreBoard).isEmpty)
        #expect(with.model.fileContributionFullJoins == 0)

        workspace.remove(path: "App/Components/Space.swift")
        let removed = workspace.snapshot
        #expect(removed.findings(in: Self.scoreBoard).map(\.key) == ["Longest possible score line"])
        #expect(removed.findings(in: Self.scoreBoard) == UsageFindingsMemoryTests.freshFindings(removed, Self.scoreBoard))
    }

    @Test func aDerivedUnionEqualsAFreshJoinAndKeepsItsIdentityWhileNothingItHoldsChanged() {
        var (workspace, _) = UsageFindingsMemoryTests.workspace(
            """
            //- /App/A.swift
            struct Shared {}
            struct OnlyA { let title = "A" }
            //- /App/B.swift
            struct Shared {}
            """, marker: "App/A.swift")
        let first = workspace.snapshot.model
        #expect(first.union(of: DeclaredTypes.self) == ["Shared", "OnlyA"])

        // An edit inside a literal contributes the same: the same union object.
        Self.replace("\"A\"", with: "\"AB\"", in: "App/A.swift", of: &workspace)
        let typed = workspace.snapshot.model
        #expect(typed.hasTheSameUnions(as: first.joinedUnions))
        #expect(typed.fileContributionFullJoins == 0)

        // `Shared` stays while one file still declares it.
        workspace.remove(path: "App/B.swift")
        let oneLeft = workspace.snapshot.model
        #expect(oneLeft.union(of: DeclaredTypes.self) == ["Shared", "OnlyA"])
        #expect(!oneLeft.hasTheSameUnions(as: typed.joinedUnions))
        Self.replace("struct Shared {}", with: "struct Renamed {}", in: "App/A.swift", of: &workspace)
        let renamed = workspace.snapshot.model
        #expect(renamed.union(of: DeclaredTypes.self) == ["Renamed", "OnlyA"])
        #expect(renamed.fileContributionFullJoins == 0)
        #expect(renamed.union(of: DeclaredTypes.self) == ProjectModel(index: renamed.index).union(of: DeclaredTypes.self))
    }

    @Test func aModelThatNeverJoinedAUnionPassesItsBaseOn() {
        var (workspace, _) = UsageFindingsMemoryTests.workspace(
            """
            //- /App/A.swift
            struct First {}
            //- /App/B.swift
            struct Second {}
            """, marker: "App/A.swift")
        #expect(workspace.snapshot.model.union(of: DeclaredTypes.self) == ["First", "Second"])
        // Two models that never join it, each changing a file.
        Self.replace("First", with: "Third", in: "App/A.swift", of: &workspace)
        _ = workspace.snapshot.model
        Self.replace("Second", with: "Fourth", in: "App/B.swift", of: &workspace)
        let latest = workspace.snapshot.model
        #expect(latest.union(of: DeclaredTypes.self) == ["Third", "Fourth"])
        #expect(latest.fileContributionFullJoins == 0)
    }

    /// Whether the project imports SwiftUI anywhere (`SwiftUIImports`) decides whether a
    /// `Section("…")` in a file that imports only Eureka is SwiftUI's: an edit of ANOTHER file
    /// adding or removing the import changes the file's findings, as a fresh check would.
    @Test func aSwiftUIImportInAnotherFileDecidesWhetherSectionIsSwiftUIs() {
        let fixture = """
            //- /App/SecurityViewController.swift
            import UIKit
            import Eureka

            final class SecurityViewController: FormViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    form +++ Section("Security level")
                }
            }
            //- /App/Tips.swift
            import Foundation
            //- /App/en.lproj/Localizable.strings
            "security.title" = "Security";
            //- /App/de.lproj/Localizable.strings
            "security.title" = "Sicherheit";
            """
        let form = "App/SecurityViewController.swift"
        var (workspace, _) = UsageFindingsMemoryTests.workspace(fixture, marker: form)
        let withoutSwiftUI = workspace.snapshot
        #expect(withoutSwiftUI.findings(in: form).isEmpty)

        // TipKit re-exports SwiftUI: the project has SwiftUI views, so `Section("…")` may be one.
        Self.replace("import Foundation", with: "import TipKit", in: "App/Tips.swift", of: &workspace)
        let withTipKit = workspace.snapshot
        #expect(withTipKit.findings(in: form).map(\.key) == ["Security level"])
        #expect(withTipKit.findings(in: form) == UsageFindingsMemoryTests.freshFindings(withTipKit, form))
        #expect(!withTipKit.model.hasTheSameUnions(as: withoutSwiftUI.model.joinedUnions))

        Self.replace("import TipKit", with: "import Foundation", in: "App/Tips.swift", of: &workspace)
        let removed = workspace.snapshot
        #expect(removed.findings(in: form).isEmpty)
        #expect(UsageFindingsMemoryTests.freshFindings(removed, form).isEmpty)
    }
}
