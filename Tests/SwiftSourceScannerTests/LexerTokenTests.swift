@testable import SwiftSourceScanner
import Testing

/// The token loop's shortcuts give the tokens the plain loop would: a closing bracket that closes
/// the innermost open one is linked without `closeBracket`'s searches (and the count of open
/// braces kept without a branch), and a period after a line break, a name after a period and a
/// parenthesis after a name are lexed without going back to the loop's jump.
@Suite struct LexerTokenTests {
    /// A token as the tests compare it: its kind, its text, its flags and its link.
    struct Lexed: Equatable, CustomStringConvertible {
        var kind: TokenKind
        var text: String
        var flags: UInt8
        var link: Int32

        var description: String { "\(kind) '\(text)' flags \(flags) link \(link)" }
    }

    /// The tokens of `source`, and the problems' messages.
    private func lex(_ source: String) -> (tokens: [Lexed], problems: [String]) {
        let bytes = Array(source.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            let lexed = Lexer.lex(buffer)
            let tokens = lexed.tokens.map { token in
                Lexed(kind: token.kind, text: String(decoding: bytes[Int(token.start)..<Int(token.end)], as: UTF8.self),
                      flags: token.flags, link: token.link)
            }
            return (tokens, lexed.problems.map(\.message))
        }
    }

    /// For every bracket token, the index of its partner as a stack of open brackets pairs them
    /// in balanced text (-1 for any other token but a string, which keeps its own link).
    private func stackLinks(_ tokens: [Lexed]) -> [Int32] {
        var links = tokens.map(\.link)
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .leftParen, .leftBracket, .leftBrace:
                open.append(index)
            case .rightParen, .rightBracket, .rightBrace:
                let partner = open.removeLast()
                links[index] = Int32(partner)
                links[partner] = Int32(index)
            default:
                break
            }
        }
        return links
    }

    /// In balanced text every bracket, interpolation parentheses included, is linked to the one a
    /// stack pairs it with, both ways.
    @Test func balancedBracketsLinkToTheirStackPartners() {
        let sources = [
            #"f(a[0], { x in (x) })"#,
            #"let s = "a \(b[c](d)) e \(f { g($0) }) h""#,
            "struct S {\n    var body: some View {\n        VStack { Text(\"\\(a[(b)])\") }\n            .font(.title)\n    }\n}\n",
            #"[[(({{[]}}))], [()], {}]"#,
            ##"x(#"raw \#(y(z[1])) "q""#)"##,
        ]
        for source in sources {
            let (tokens, problems) = lex(source)
            #expect(problems.isEmpty, "\(source)")
            #expect(tokens.map(\.link) == stackLinks(tokens), "\(source)")
        }
    }

    /// A closing brace closes parentheses and square brackets left open inside its braces, which
    /// stay unlinked; a closing bracket with no opener of its kind before the nearest open brace
    /// stays unlinked; and once braces have closed, a `}` finds none open (the count of open
    /// braces goes down with each one, however it closes).
    @Test func halfTypedBracketsAreLinkedAsBefore() {
        let (tokens, problems) = lex("{ f( [ } ] ) { } ( }")
        let links = tokens.map { "\($0.text)\($0.link)" }
        #expect(links == ["{4", "f-1", "(-1", "[-1", "}0", "]-1", ")-1", "{8", "}7", "(-1", "}-1"])
        #expect(problems == ["unclosed bracket", "unclosed bracket", "unbalanced ]", "unbalanced )", "unbalanced }",
                             "unclosed bracket"])
        // The brace closed inside the parentheses is no longer open: the second `}` closes
        // nothing, and the parentheses stay open for their `)`.
        let (closed, closedProblems) = lex("( { } } )")
        #expect(closed.map { "\($0.text)\($0.link)" } == ["(4", "{2", "}1", "}-1", ")0"])
        #expect(closedProblems == ["unbalanced }"])
    }

    /// An interpolation's closing parenthesis ends it even when brackets opened inside it are
    /// still open, and those stay unlinked.
    @Test func anInterpolationClosesOverItsOpenBrackets() {
        let (tokens, problems) = lex(#"let s = "a \(f[g(1) ) b"; x(y)"#)
        let links = tokens.map { "\($0.text)\($0.link)" }
        #expect(links == ["let-1", "s-1", "=-1", #""a \(f[g(1) ) b"0"#, "(11", "f-1", "[-1", "g-1", "(10", "1-1", ")8", ")4",
                          ";-1", "x-1", "(16", "y-1", ")14"])
        #expect(problems == ["unclosed bracket"])
    }

    /// A modifier chain's period after a line break keeps the line break and space flags, the
    /// name after it and the parenthesis after the name have none, and a range operator, a
    /// period before a space or a number, and a name before a space are lexed as the loop
    /// lexes them.
    @Test func periodsNamesAndParenthesesFollowEachOtherAsBefore() {
        let (tokens, _) = lex("Text(a)\n    .font(.title)\n..<b\n.c .d\n. e\nf (g).0\n.")
        let described = tokens.map { "\($0.kind):\($0.text):\($0.flags)" }
        #expect(described == [
            "identifier:Text:0", "leftParen:(:0", "identifier:a:0", "rightParen:):0",
            "period:.:3", "identifier:font:0", "leftParen:(:0", "period:.:0", "identifier:title:0", "rightParen:):0",
            "op:..<:3", "identifier:b:0",
            "period:.:3", "identifier:c:0", "period:.:2", "identifier:d:0",
            "period:.:3", "identifier:e:2",
            "identifier:f:3", "leftParen:(:2", "identifier:g:0", "rightParen:):0", "period:.:0", "number:0:0",
            "period:.:3",
        ])
    }

    /// One-byte operators and one-digit numbers, taken without `lexOperator` and `lexNumber`,
    /// end where those would end them: an operator goes on over operator bytes (`/` too, unless a
    /// comment starts), a number over a fraction, hexadecimal digits and letters, and a number
    /// after a period stops before the next period.
    @Test func operatorsAndNumbersEndAsBefore() {
        let (tokens, _) = lex("a = -1.5 + x?.y ?? 0x1F; t.0.1 != !f; a +/ b; 1..<2; 7) 3e2 4é -//c\n")
        #expect(tokens.map { "\($0.kind):\($0.text)" } == [
            "identifier:a", "op:=", "op:-", "number:1.5", "op:+", "identifier:x", "op:?", "period:.", "identifier:y",
            "op:??", "number:0x1F", "semicolon:;",
            "identifier:t", "period:.", "number:0", "period:.", "number:1", "op:!=", "op:!", "identifier:f", "semicolon:;",
            "identifier:a", "op:+/", "identifier:b", "semicolon:;",
            "number:1", "op:..<", "number:2", "semicolon:;", "number:7", "rightParen:)", "number:3e2", "number:4é", "op:-",
        ])
    }

    /// Names and parentheses at the very end of the text, where the shortcuts must not read past it.
    @Test func shortcutsStopAtTheEndOfTheText() {
        #expect(lex("").tokens.isEmpty)
        #expect(lex(" ").tokens.isEmpty)
        #expect(lex("a.").tokens.map(\.text) == ["a", "."])
        #expect(lex("a\n").tokens.map(\.text) == ["a"])
        #expect(lex("a\n  .").tokens.map(\.text) == ["a", "."])
        #expect(lex("f(").tokens.map { "\($0.text)\($0.link)" } == ["f-1", "(-1"])
        #expect(lex("x.y").tokens.map(\.text) == ["x", ".", "y"])
        #expect(lex("a=").tokens.map(\.text) == ["a", "="])
        #expect(lex("a=1").tokens.map(\.text) == ["a", "=", "1"])
    }
}
