import SwiftSourceScanner
import Testing
import TestSupport
import TextPositions

/// Every string literal form: where it starts and ends, its segments and decoded value.
@Suite struct StringLiteralTests {
    /// Scans marked source and returns the clean text's summary with the markers.
    func scan(_ source: String) -> (ScannedFile, MarkedText) {
        let marked = extractMarkers(source)
        return (ScannedFile(source: marked.text), marked)
    }

    @Test func plainLiteralSpansItsQuotes() {
        let (file, marks) = scan(#"let a = 1️⃣"Hello"2️⃣"#)
        #expect(file.stringLiterals.count == 1)
        #expect(file.stringLiterals[0].range == ByteRange(start: marks["1️⃣"], end: marks["2️⃣"]))
        #expect(file.stringLiterals[0].value == "Hello")
    }

    @Test func escapesAreDecoded() {
        let (file, _) = scan(#"let a = "tab\tquote\" nl\n \u{1F600} \\ \0end""#)
        #expect(file.stringLiterals[0].value == "tab\tquote\" nl\n 😀 \\ \0end")
    }

    @Test func rawLiteralKeepsBackslashesAndNeedsItsPounds() {
        let (file, marks) = scan(##"let a = 1️⃣#"a "b" \n \#(x) c"#2️⃣"##)
        let literal = file.stringLiterals[0]
        #expect(literal.range == ByteRange(start: marks["1️⃣"], end: marks["2️⃣"]))
        #expect(literal.poundCount == 1)
        #expect(literal.interpolations.map(\.expression) == ["x"])
        guard case .text(let text)? = literal.segments.first else {
            Issue.record("the literal starts with an interpolation")
            return
        }
        #expect(text.value == #"a "b" \n "#)
        #expect(text.range == ByteRange(start: marks["1️⃣"] + 2, end: marks["1️⃣"] + 11))
    }

    @Test func rawLiteralWithTwoPoundsIgnoresOnePoundQuote() {
        let (file, marks) = scan(###"let a = 1️⃣##"x "# y"##2️⃣; let b = 3️⃣"z"4️⃣"###)
        #expect(file.stringLiterals.map(\.range) == [
            ByteRange(start: marks["1️⃣"], end: marks["2️⃣"]), ByteRange(start: marks["3️⃣"], end: marks["4️⃣"]),
        ])
        #expect(file.stringLiterals[0].value == ##"x "# y"##)
    }

    @Test func multilineLiteralStripsClosingIndentation() {
        let source = "let a = 1️⃣\"\"\"\n    one\n      two \"quoted\" \"\"\n    three\\\n    four\n    \"\"\"2️⃣\n"
        let (file, marks) = scan(source)
        let literal = file.stringLiterals[0]
        #expect(literal.isMultiline)
        #expect(literal.range == ByteRange(start: marks["1️⃣"], end: marks["2️⃣"]))
        #expect(literal.value == "one\n  two \"quoted\" \"\"\nthreefour")
    }

    @Test func interpolationMayHoldStringsClosuresAndParentheses() {
        let source = #"let a = 1️⃣"a \(2️⃣items.map { "\($0)" }.joined(separator: ")")) b \(f((1), g("(")))"3️⃣ + 4️⃣"next"5️⃣"#
        let (file, marks) = scan(source)
        let outer = file.stringLiterals[0]
        #expect(outer.range == ByteRange(start: marks["1️⃣"], end: marks["3️⃣"]))
        #expect(outer.interpolations.count == 2)
        #expect(outer.interpolations[0].expressionRange.start == marks["2️⃣"])
        #expect(outer.interpolations[1].expression == #"f((1), g("("))"#)
        #expect(file.stringLiterals.last?.range == ByteRange(start: marks["4️⃣"], end: marks["5️⃣"]))
        // Nested literals are reported after the literal that contains them.
        #expect(file.stringLiterals.count == 5)
    }

    @Test func stringsInCommentsAreNotLiterals() {
        let source = """
            // Text("line comment")
            /* outer /* nested "x" */ still comment "y" */
            /// Text("doc")
            let a = 1️⃣"real"
            """
        let (file, marks) = scan(source)
        #expect(file.stringLiterals.map(\.range.start) == [marks["1️⃣"]])
    }

    @Test func unterminatedLiteralEndsAtItsLineAndScanningRecovers() {
        let source = "let a = 1️⃣\"half typed2️⃣\nText(3️⃣\"next\")"
        let (file, marks) = scan(source)
        #expect(file.stringLiterals[0].range == ByteRange(start: marks["1️⃣"], end: marks["2️⃣"]))
        #expect(!file.stringLiterals[0].isTerminated)
        #expect(file.stringLiterals[1].range.start == marks["3️⃣"])
        #expect(file.localizationCalls.map(\.key.literalValue) == ["next"])
        #expect(!file.problems.isEmpty)
    }

    @Test func regexLiteralsDoNotDerailStrings() {
        let source = #"let r = /"[a-z]+/; let s = #/x"y/#; let d = a / b / c; let t = 1️⃣"ok""#
        let (file, marks) = scan(source)
        #expect(file.stringLiterals.map(\.range.start) == [marks["1️⃣"]])
    }

    @Test func shebangLineIsSkipped() {
        let (file, marks) = scan("#!/usr/bin/env swift \"no\"\nprint(1️⃣\"yes\")")
        #expect(file.stringLiterals.map(\.range.start) == [marks["1️⃣"]])
    }

    @Test func multibyteTextKeepsByteOffsets() {
        let (file, marks) = scan(#"let é = "ü"; Text(1️⃣"日本 \(n)"2️⃣)"#)
        #expect(file.stringLiterals[1].range == ByteRange(start: marks["1️⃣"], end: marks["2️⃣"]))
        let table = LineTable(extractMarkers(#"let é = "ü"; Text(1️⃣"日本 \(n)"2️⃣)"#).text)
        #expect(table.lineColumn(of: marks["1️⃣"]) == LineColumn(line: 1, column: 21))
    }
}
