@testable import LocalizationIndex
import SwiftSourceScanner
import Testing
import TextPositions

/// What `#if` conditions are in the build users get, given the conditions the project sets only
/// outside its release configurations.
@Suite struct CompilationConditionTests {
    /// The conditions a staging configuration alone sets.
    let offInRelease: Set<String> = ["STAGING"]

    /// `||` is off in release only when every side is; `&&` when any side is; `!` and parentheses
    /// follow; names and calls nothing says anything about stay unknown.
    @Test func compoundConditionsAreOffOnlyWhenEverySideDecides() {
        #expect(CompilationCondition.valueInRelease("STAGING || DEBUG", offInRelease: offInRelease) == false)
        #expect(CompilationCondition.valueInRelease("DEBUG||STAGING", offInRelease: offInRelease) == false)
        #expect(CompilationCondition.valueInRelease("STAGING || BETA", offInRelease: offInRelease) == nil)
        #expect(CompilationCondition.valueInRelease("os(iOS) || DEBUG", offInRelease: offInRelease) == nil)
        #expect(CompilationCondition.valueInRelease("os(iOS) && STAGING", offInRelease: offInRelease) == false)
        #expect(CompilationCondition.valueInRelease("!(STAGING || DEBUG)", offInRelease: offInRelease) == true)
        #expect(CompilationCondition.valueInRelease("!DEBUG && canImport(UIKit)", offInRelease: offInRelease) == nil)
        #expect(CompilationCondition.valueInRelease("STAGING", offInRelease: []) == nil)
        // Text the reader does not understand decides nothing.
        #expect(CompilationCondition.valueInRelease("STAGING ||", offInRelease: offInRelease) == nil)
        #expect(CompilationCondition.valueInRelease("STAGING ~ DEBUG", offInRelease: offInRelease) == nil)
    }

    /// A branch is off when its condition is false in release, or when an earlier branch's
    /// condition is true there (the `#else` of `#if !(STAGING || DEBUG)`).
    @Test func branchesFollowTheirOwnAndEarlierConditions() {
        let range = ByteRange(start: 0, end: 1)
        let staging = SourceRegion(kind: .conditionalBranch(condition: "STAGING || DEBUG", negatedConditions: []), range: range)
        let elseOfRelease = SourceRegion(kind: .conditionalBranch(condition: nil, negatedConditions: ["!!(STAGING || DEBUG)"]), range: range)
        let elseOfStaging = SourceRegion(kind: .conditionalBranch(condition: nil, negatedConditions: ["!(STAGING || DEBUG)"]), range: range)
        let maybe = SourceRegion(kind: .conditionalBranch(condition: "STAGING || BETA", negatedConditions: []), range: range)
        #expect(CompilationCondition.isOffInRelease(staging, offInRelease: offInRelease))
        #expect(CompilationCondition.isOffInRelease(elseOfRelease, offInRelease: offInRelease))
        #expect(!CompilationCondition.isOffInRelease(elseOfStaging, offInRelease: offInRelease))
        #expect(!CompilationCondition.isOffInRelease(maybe, offInRelease: offInRelease))
    }
}
