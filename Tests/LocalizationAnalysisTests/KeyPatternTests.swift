@testable import LocalizationIndex
import Testing

/// `KeyPattern.Compiled` cuts an ASCII pattern at its `*` bytes and any other pattern at its `*`
/// characters: both readings must give the same pieces, and the pieces decide the matches.
@Suite struct KeyPatternTests {
    @Test(arguments: [
        "", "*", "**", "a", "topic.*.title", "*.title", "topic.*", "*a*b*", "a\r\n*b", "%@ of *",
        "Öffnen * Einstellungen", "*\u{301}.title", "e\u{301}*", "日本*語",
    ])
    func piecesAreTheTextsBetweenStars(_ pattern: String) {
        let pieces = KeyPattern.Compiled.pieces(of: pattern)
        #expect(pieces == pattern.split(separator: "*", omittingEmptySubsequences: false))
        let compiled = KeyPattern.Compiled(pattern)
        #expect(compiled.leadingText == pattern.prefix { $0 != "*" })
        #expect(String(compiled.trailingText) == String(pattern.reversed().prefix { $0 != "*" }.reversed()))
    }

    @Test func aStarJoinedToACombiningMarkIsNoWildcard() {
        // "*́" is one character: not a `*`, so the pattern matches only itself.
        #expect(KeyPattern.matches("a*\u{301}b", "a*\u{301}b"))
        #expect(!KeyPattern.matches("a*\u{301}b", "axyz\u{301}b"))
        #expect(KeyPattern.matches("topic.*.title", "topic.sleep.title"))
        #expect(!KeyPattern.matches("topic.*.title", "topic.sleep"))
    }
}
