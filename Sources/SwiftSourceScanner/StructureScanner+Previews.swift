import TextPositions

/// `if` bodies that run only inside Xcode's preview canvas: the condition reads the environment
/// variable Xcode sets there, `ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"]
/// == "1"` (or `!= nil`). Their texts are the developer's, as a `#Preview` block's are (Swift
/// Paperless shows its custom fields' raw values in a "decoded" and a "raw" section there).
extension Sweep {
    /// Records the body `{ … }` at token `body` as preview code when the `if` condition between
    /// tokens `start` and `body` holds only when previews run: one of its clauses (top level,
    /// joined by `,` or `&&`, never `||`) compares the preview variable to `"1"` or to `nil` by `!=`.
    mutating func recordPreviewBranch(conditionFrom start: Int, body: Int) {
        guard body < tokens.count, tokens[body].kind == .leftBrace, tokens[body].link >= 0 else { return }
        var cursor = start
        var testsPreview = false
        while cursor < body {
            let token = tokens[cursor]
            if token.kind == .op, isOperator(cursor, "||") { return }
            if token.kind == .leftBracket, token.link >= 0, isPreviewVariableSubscript(cursor) {
                let comparison = Int(token.link) + 1
                if comparison + 1 < body, isPreviewValueTest(operator: comparison) { testsPreview = true }
            }
            cursor = skipGroup(cursor)
        }
        guard testsPreview else { return }
        let end = Int(tokens[Int(tokens[body].link)].end)
        regions.append(SourceRegion(kind: .preview, range: ByteRange(start: Int(tokens[body].start), end: end)))
    }

    /// Whether the brackets opening at `open` hold only the literal `"XCODE_RUNNING_FOR_PREVIEWS"`.
    private func isPreviewVariableSubscript(_ open: Int) -> Bool {
        let literal = open + 1
        guard literal < tokens.count, tokens[literal].kind == .string, next(literal) == Int(tokens[open].link) else { return false }
        let range = tokenRange(literal)
        return range.end - range.start == 28 && mentions("\"XCODE_RUNNING_FOR_PREVIEWS\"", in: range)
    }

    /// Whether tokens `index` and `index + 1` are `== "1"` or `!= nil`.
    private func isPreviewValueTest(operator index: Int) -> Bool {
        let value = index + 1
        if isOperator(index, "==") {
            guard tokens[value].kind == .string, next(value) == value + 1 else { return false }
            let range = tokenRange(value)
            return range.end - range.start == 3 && mentions("\"1\"", in: range)
        }
        return isOperator(index, "!=") && tokens[value].kind == .identifier && spells(value, "nil")
    }
}
