import TextPositions

/// Declarations: types, enum cases, functions, properties and locals, `switch` statements.
extension Sweep {
    /// Records what the `{` at `brace` opens, for when the sweep reaches it.
    mutating func setRole(_ role: Scope.Kind, ofBrace brace: Int) {
        if let index = braceRoles.elements.lastIndex(where: { $0.brace == brace }) { removeBraceRole(at: index) }
        braceRoles.append(BraceRole(brace: brace, role: role))
        marks.insert(.braceWithRole, brace)
    }

    // MARK: - Types

    /// `struct Name<…>: Inherited { … }` and the other type keywords.
    mutating func parseTypeDeclaration(_ keyword: Word, at index: Int) {
        let nameIndex = index + 1
        guard nameIndex < tokens.count, tokens[nameIndex].kind == .identifier else { return }
        let before = previous(index)
        if before >= 0, tokens[before].kind == .period { return }
        if let nameWord = word(nameIndex), nameWord.blocksCall || nameWord.isModifier || nameWord == .var || nameWord == .func {
            return   // `class func`, `class var`: a modifier
        }
        var nameEnd = nameIndex + 1
        if keyword == .extension {
            while nameEnd + 1 < tokens.count, tokens[nameEnd].kind == .period, tokens[nameEnd + 1].kind == .identifier {
                nameEnd += 2
            }
        }
        var cursor = nameEnd
        var inheritance: [String] = []
        var steps = 0
        while cursor < tokens.count, steps < 512 {
            let token = tokens[cursor]
            if token.kind == .leftBrace { break }
            if token.kind == .semicolon || token.kind == .rightBrace { return }
            if token.kind == .colon, inheritance.isEmpty {
                var itemStart = cursor + 1
                cursor = itemStart
                while itemStart < tokens.count {
                    let itemEnd = typeEnd(from: itemStart)
                    if itemEnd > itemStart { inheritance.append(tokenText(itemStart, itemEnd)) }
                    cursor = max(itemEnd, itemStart)
                    if itemEnd < tokens.count, tokens[itemEnd].kind == .comma {
                        itemStart = itemEnd + 1
                    } else {
                        break
                    }
                }
                continue
            }
            cursor = skipGroup(cursor)
            steps += 1
        }
        guard cursor < tokens.count, tokens[cursor].kind == .leftBrace else { return }
        let kind: TypeDeclaration.Kind
        switch keyword {
        case .struct: kind = .struct
        case .class: kind = .class
        case .enum: kind = .enum
        case .actor: kind = .actor
        case .protocol: kind = .protocol
        default: kind = .extension
        }
        setRole(.type(types.count), ofBrace: cursor)
        types.append(RawType(kind: kind, keyword: index, nameStart: nameIndex, nameEnd: nameEnd, nestingPath: typePath,
                             inheritance: inheritance, bodyOpen: cursor))
    }

    /// `case a, b = "x", c(Int)` inside an enum body.
    mutating func parseEnumCases(at index: Int, typeIndex: Int) {
        var cursor = index + 1
        while cursor < tokens.count, tokens[cursor].kind == .identifier {
            let nameToken = cursor
            cursor += 1
            var hasAssociatedValues = false
            if cursor < tokens.count, tokens[cursor].kind == .leftParen {
                hasAssociatedValues = true
                marks.insert(.enumCaseParenthesis, cursor)
                cursor = skipGroup(cursor)
            }
            var valueStart = -1
            var valueEnd = -1
            if isOperator(cursor, "=") {
                valueStart = cursor + 1
                valueEnd = valueStart
                while valueEnd < tokens.count, tokens[valueEnd].kind != .comma, tokens[valueEnd].kind != .rightBrace,
                    tokens[valueEnd].kind != .semicolon, valueEnd == valueStart || !tokens[valueEnd].isAtLineStart {
                    valueEnd = skipGroup(valueEnd)
                }
                cursor = valueEnd
            }
            types[typeIndex].rawCases.append((nameToken, hasAssociatedValues, valueStart, valueEnd))
            guard cursor < tokens.count, tokens[cursor].kind == .comma else { break }
            cursor += 1
        }
    }

    // MARK: - Functions

    /// `func name(…) -> T {`, `init(…) {`, `subscript(…) -> T {`.
    mutating func parseFunctionDeclaration(at index: Int) {
        let keywordWord = word(index)
        var cursor = index + 1
        var nameToken = index
        if keywordWord == .func {
            guard cursor < tokens.count, tokens[cursor].kind == .identifier || tokens[cursor].kind == .op else { return }
            nameToken = cursor
            cursor += 1
        }
        // Generic parameters and `init?`.
        var steps = 0
        while cursor < tokens.count, tokens[cursor].kind != .leftParen, steps < 256 {
            let token = tokens[cursor]
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon || token.isAtLineStart { return }
            cursor = skipGroup(cursor)
            steps += 1
        }
        guard cursor < tokens.count, tokens[cursor].kind == .leftParen, tokens[cursor].link >= 0 else { return }
        let open = cursor
        let close = Int(tokens[open].link)
        let parameterStart = parameters.count
        parseParameters(open: open, close: close)
        // Effects, return type, where clause, body.
        cursor = close + 1
        var returnTypeRange: ByteRange?
        var body = -1
        steps = 0
        while cursor < tokens.count, steps < 512 {
            let token = tokens[cursor]
            if token.kind == .leftBrace {
                body = cursor
                break
            }
            if token.kind == .rightBrace || token.kind == .semicolon { break }
            if token.isAtLineStart, !isContinuation(cursor) { break }
            if isOperator(cursor, "->") {
                let end = typeEnd(from: cursor + 1)
                returnTypeRange = tokenRange(cursor + 1, end)
                cursor = end
                continue
            }
            cursor = skipGroup(cursor)
            steps += 1
        }
        let kind: FunctionDeclaration.Kind
        switch keywordWord {
        case .`init`?: kind = .initializer
        case .subscript?: kind = .subscriptDeclaration
        default: kind = .function
        }
        if body >= 0 {
            setRole(.function(functions.count), ofBrace: body)
            marks.insert(.conditionBody, body)
        }
        if body >= 0 {
            for parameter in parameters.elements[parameterStart...] {
                values.append(RawValue(kind: .parameter, nameToken: Int(parameter.nameToken), isConstant: true, isStatic: false,
                                       typePathIndex: typePathIndex, declaredTypeRange: parameter.typeRange, valueStart: 0, valueEnd: 0,
                                       bodyOpen: -1, scopeOpen: body))
            }
        }
        functions.append(RawFunction(kind: kind, keyword: index, nameToken: nameToken, typePathIndex: typePathIndex,
                                     parameterStart: Int32(truncatingIfNeeded: parameterStart),
                                     parameterCount: Int32(truncatingIfNeeded: parameters.count - parameterStart),
                                     returnType: Span(returnTypeRange),
                                     isStatic: hasStaticModifier(before: index), bodyOpen: body))
    }

    /// Appends the parameters between `open` and `close` to `parameters`.
    mutating func parseParameters(open: Int, close: Int) {
        var cursor = open + 1
        while cursor < close {
            var end = cursor
            while end < close, tokens[end].kind != .comma { end = skipArgumentPiece(end) }
            // The label and the name: the first and last names before the colon.
            var firstName = -1
            var lastName = -1
            var colon = -1
            var scan = cursor
            while scan < end {
                let token = tokens[scan]
                if token.kind == .colon {
                    colon = scan
                    break
                }
                if token.kind == .identifier {
                    if firstName < 0 { firstName = scan }
                    lastName = scan
                }
                scan = skipGroup(scan)
            }
            if colon >= 0, lastName >= 0 {
                let last = lastName
                var typeStart = colon + 1
                while typeStart < end {
                    if tokens[typeStart].kind == .attribute {
                        typeStart += 1
                        if typeStart < end, tokens[typeStart].kind == .leftParen { typeStart = skipGroup(typeStart) }
                        continue
                    }
                    if let word = word(typeStart), word == .inout || word == .borrowing || word == .consuming || word == .some
                        || word == .any {
                        if word == .some || word == .any { break }
                        typeStart += 1
                        continue
                    }
                    if tokens[typeStart].kind == .identifier, spells(typeStart, "sending") {
                        typeStart += 1
                        continue
                    }
                    break
                }
                var typeStop = typeStart
                var hasDefault = false
                while typeStop < end {
                    if isOperator(typeStop, "=") {
                        hasDefault = true
                        break
                    }
                    typeStop = skipGroup(typeStop)
                }
                let first = firstName
                let typeRange = tokenRange(typeStart, typeStop)
                parameters.append(RawParameter(labelToken: spells(first, "_") ? -1 : Int32(truncatingIfNeeded: first),
                                               nameToken: Int32(truncatingIfNeeded: last), type: Span(typeRange), hasDefault: hasDefault))
                if hasDefault, typeStop + 1 < end, tokens[typeStop + 1].kind == .period, typeStop + 3 < end,
                    word(typeStop + 2) == .`init`, tokens[typeStop + 3].kind == .leftParen {
                    contextTypes[typeStop + 3] = source.compactText(typeRange)
                }
            }
            cursor = end + 1
        }
    }

    // MARK: - Values

    /// `let`/`var` declarations: stored and computed properties, globals, locals, condition
    /// bindings (`if let x = …`).
    mutating func parseValueDeclaration(at index: Int) {
        let before = previous(index)
        if before >= 0 {
            if word(before) == .case || tokens[before].kind == .leftParen || tokens[before].kind == .period { return }
            if tokens[before].kind == .comma, isInsideParentheses(index) { return }
        }
        let isConstant = word(index) == .let
        let inCondition = before >= 0 && (word(before) == .if || word(before) == .guard || word(before) == .while
            || (tokens[before].kind == .comma && conditionContext(before: index)))
        let isStatic = hasStaticModifier(before: index)
        let (kind, scopeOpen) = currentValueKind
        var cursor = index + 1
        while cursor < tokens.count {
            guard tokens[cursor].kind == .identifier, word(cursor) != .`init` else { return }
            let nameToken = cursor
            cursor += 1
            var declaredTypeRange: ByteRange?
            if cursor < tokens.count, tokens[cursor].kind == .colon {
                let end = typeEnd(from: cursor + 1)
                declaredTypeRange = tokenRange(cursor + 1, end)
                cursor = end
            }
            var valueStart = 0
            var valueEnd = 0
            var bodyOpen = -1
            if isOperator(cursor, "=") {
                valueStart = cursor + 1
                valueEnd = expressionEnd(from: valueStart, stopAtBrace: inCondition)
                cursor = valueEnd
                if let declaredTypeRange, valueStart + 2 < tokens.count, tokens[valueStart].kind == .period,
                    word(valueStart + 1) == .`init`, tokens[valueStart + 2].kind == .leftParen,
                    case let declaredType = source.compactText(declaredTypeRange), Self.isTextType(declaredType) {
                    contextTypes[valueStart + 2] = declaredType
                }
                if Self.isKeyName(bytes, tokens[nameToken]) { recordKeyNamed(name: nameToken, valueStart: valueStart, valueEnd: valueEnd) }
            }
            if cursor < tokens.count, tokens[cursor].kind == .leftBrace, !inCondition {
                let accessor = cursor + 1 < tokens.count ? word(cursor + 1) : nil
                if valueStart == 0 || accessor == .willSet || accessor == .didSet {
                    bodyOpen = cursor
                    if valueStart == 0 { setRole(.computedProperty(values.count), ofBrace: cursor) }
                    marks.insert(.conditionBody, cursor)
                    cursor = skipGroup(cursor)
                }
            }
            values.append(RawValue(kind: kind, nameToken: nameToken, isConstant: isConstant, isStatic: isStatic, typePathIndex: typePathIndex,
                                   declaredTypeRange: declaredTypeRange, valueStart: valueStart, valueEnd: valueEnd,
                                   bodyOpen: bodyOpen, scopeOpen: scopeOpen))
            guard cursor < tokens.count, tokens[cursor].kind == .comma, cursor + 1 < tokens.count,
                tokens[cursor + 1].kind == .identifier, word(cursor + 1) != .let, word(cursor + 1) != .var,
                word(cursor + 1) != .case else { return }
            cursor += 1
        }
    }

    /// Whether a name ends in `Key` or `Keys`.
    static func isKeyName(_ bytes: UnsafeBufferPointer<UInt8>, _ token: Token) -> Bool {
        let end = Int(token.end)
        let length = end - Int(token.start)
        func endsWith(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            guard length > count else { return false }
            for offset in 0..<count where bytes[end - count + offset] != suffix.utf8Start[offset] { return false }
            return true
        }
        return endsWith("Key") || endsWith("Keys")
    }

    /// Records the literals of `name = "…"` / `name = ["…", "…"]` for a `…Key`/`…Keys` name.
    mutating func recordKeyNamed(name: Int, valueStart: Int, valueEnd: Int) {
        guard valueStart < valueEnd else { return }
        if let alternatives = literalAlternatives(valueStart, valueEnd) {
            for literal in alternatives.literals { keyNamed.append((name, literal)) }
            return
        }
        if tokens[valueStart].kind == .leftBracket, Int(tokens[valueStart].link) == valueEnd - 1 {
            var cursor = valueStart + 1
            while cursor < valueEnd - 1 {
                if tokens[cursor].kind == .string { keyNamed.append((name, cursor)) }
                cursor = skipGroup(cursor)
            }
        }
    }

    // MARK: - Expressions and statements

    // MARK: - Switch statements

    /// `switch subject { case …: … }`: records clauses for switch assignments and producers.
    mutating func parseSwitch(at index: Int) {
        var cursor = index + 1
        var steps = 0
        while cursor < tokens.count, tokens[cursor].kind != .leftBrace, steps < 256 {
            if tokens[cursor].kind == .rightBrace || tokens[cursor].kind == .semicolon { return }
            cursor = skipGroup(cursor)
            steps += 1
        }
        guard cursor < tokens.count, tokens[cursor].kind == .leftBrace, tokens[cursor].link >= 0 else { return }
        marks.insert(.conditionBody, cursor)
        let brace = cursor
        let close = Int(tokens[brace].link)
        switchByKeyword[index] = switches.count
        switches.append(RawSwitch(keyword: index, subjectStart: index + 1, subjectEnd: brace, clauses: clauses(brace: brace, close: close), close: close))
    }

    // MARK: - Literal producers

    /// Records what a function or computed property body returns, when some result is a literal.
    mutating func recordProducer(kind: LiteralProducer.Kind, nameToken: Int, typePathIndex: Int32, type: String, bodyOpen: Int, close: Int,
                                 start: Int) {
        var results: [(Int, Int)] = []
        var cases: [(patterns: [(Int, Int)], result: (Int, Int)?)] = []
        var complete = true
        collectResults(bodyOpen + 1, close, implicit: true, into: &results, cases: &cases, complete: &complete, depth: 0)
        var hasLiteral = false
        for (resultStart, resultEnd) in results {
            if resultStart + 2 < resultEnd, tokens[resultStart].kind == .period, word(resultStart + 1) == .`init`,
                tokens[resultStart + 2].kind == .leftParen {
                contextTypes[resultStart + 2] = type
            }
            if let alternatives = literalAlternatives(resultStart, resultEnd), !alternatives.literals.isEmpty {
                hasLiteral = true
                if !alternatives.complete { complete = false }
            } else {
                complete = false
            }
        }
        guard hasLiteral else { return }
        producerByName[nameToken] = producers.count
        producers.append((kind, nameToken, typePathIndex, type, results, complete, cases, start, close))
    }

    /// Collects result expressions of the statements in `start..<end`: `return`s anywhere in
    /// control flow (not in closures), and, for a single-statement body, the implicit result,
    /// descending into `switch`/`if` expressions.
    func collectResults(_ start: Int, _ end: Int, implicit: Bool, into results: inout [(Int, Int)],
                        cases: inout [(patterns: [(Int, Int)], result: (Int, Int)?)], complete: inout Bool, depth: Int) {
        guard depth < 32 else {
            complete = false
            return
        }
        let list = statements(start, end)
        let single = implicit && list.count == 1
        for (statementStart, statementEnd) in list {
            switch word(statementStart) {
            case .return?:
                if statementStart + 1 < statementEnd { results.append((statementStart + 1, statementEnd)) }
            case .switch?:
                guard let recordIndex = switchByKeyword[statementStart] else { continue }
                let record = switches[recordIndex]
                for clause in record.clauses {
                    var clauseResults: [(Int, Int)] = []
                    var nested: [(patterns: [(Int, Int)], result: (Int, Int)?)] = []
                    collectResults(clause.bodyStart, clause.bodyEnd, implicit: single, into: &clauseResults, cases: &nested,
                                   complete: &complete, depth: depth + 1)
                    results += clauseResults
                    if depth == 0 || single { cases.append((clause.patterns, clauseResults.count == 1 ? clauseResults[0] : nil)) }
                }
            case .if?, .guard?, .for?, .while?, .do?, .repeat?:
                var cursor = statementStart
                while cursor < statementEnd {
                    if tokens[cursor].kind == .leftBrace, tokens[cursor].link >= 0, marks.contains(.conditionBody, cursor) || isBlockAfterKeyword(cursor) {
                        var nested: [(patterns: [(Int, Int)], result: (Int, Int)?)] = []
                        collectResults(cursor + 1, Int(tokens[cursor].link), implicit: single && word(statementStart) == .if,
                                       into: &results, cases: &nested, complete: &complete, depth: depth + 1)
                    }
                    cursor = skipGroup(cursor)
                }
            default:
                if single { results.append((statementStart, statementEnd)) }
            }
        }
    }

}

/// Declarations and statements, read from the tokens alone.
extension TokenReader {
    /// Whether the declaration introduced at `keyword` carries `static` or `class`.
    func hasStaticModifier(before keyword: Int) -> Bool {
        var cursor = previous(keyword)
        var steps = 0
        while cursor >= 0, steps < 12 {
            let token = tokens[cursor]
            if token.kind == .attribute {
                cursor = previous(cursor)
            } else if token.kind == .rightParen {
                // `@available(…)`, `private(set)`: the token before the `(` (looked up once).
                let opener = token.link >= 0 ? previous(Int(token.link)) : -1
                guard opener >= 0 else { return false }
                let word = word(opener)
                guard tokens[opener].kind == .attribute || word == .private || word == .fileprivate || word == .internal
                    || word == .public else { return false }
                cursor = opener
            } else if let word = word(cursor), word.isModifier {
                if word == .static || word == .class { return true }
                cursor = previous(cursor)
            } else {
                return false
            }
            steps += 1
        }
        return false
    }

    /// Tokens of a type written from `start` until one of the stop conditions: returns its end.
    /// Angle brackets are tracked so `Dictionary<String, Int>` stays one type.
    func typeEnd(from start: Int, stopAtEquals: Bool = true) -> Int {
        var cursor = start
        var angle = 0
        while cursor < tokens.count {
            let token = tokens[cursor]
            if cursor > start, token.isAtLineStart, angle == 0 {
                // `-> some View\n{` keeps the brace on the next line out of the type.
                break
            }
            switch token.kind {
            case .leftBrace, .rightBrace, .semicolon, .rightParen, .rightBracket:
                return cursor
            case .comma:
                if angle == 0 { return cursor }
            case .op:
                let first = bytes[Int(token.start)]
                if first == UInt8(ascii: "=") && stopAtEquals && angle == 0 && Int(token.end - token.start) == 1 {
                    return cursor
                }
                var offset = Int(token.start)
                while offset < Int(token.end) {
                    if bytes[offset] == UInt8(ascii: "<") { angle += 1 } else if bytes[offset] == UInt8(ascii: ">"), angle > 0, offset == Int(token.start) || bytes[offset - 1] != UInt8(ascii: "-") { angle -= 1 }
                    offset += 1
                }
                if first == UInt8(ascii: "=") && angle == 0 && stopAtEquals { return cursor }
            case .identifier:
                if angle == 0, let word = word(cursor), word == .where || word == .else || word == .in { return cursor }
            case .colon:
                if angle == 0 { return cursor }
            default:
                break
            }
            cursor = skipGroup(cursor)
        }
        return cursor
    }

    /// Whether the token is inside an unclosed `(` of the current statement (a tuple pattern).
    func isInsideParentheses(_ index: Int) -> Bool {
        var cursor = index - 1
        var steps = 0
        while cursor >= 0, steps < 64 {
            let token = tokens[cursor]
            switch token.kind {
            case .leftParen: return token.link < 0 || Int(token.link) > index
            case .leftBrace, .rightBrace, .semicolon: return false
            case .rightParen, .rightBracket:
                if token.link >= 0 { cursor = Int(token.link) }
            default: break
            }
            cursor -= 1
            steps += 1
        }
        return false
    }

    /// Whether the `,` before `index` continues an `if`/`guard`/`while` condition list.
    func conditionContext(before index: Int) -> Bool {
        var cursor = index - 1
        var steps = 0
        while cursor >= 0, steps < 256 {
            let token = tokens[cursor]
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon { return false }
            if token.kind == .rightParen || token.kind == .rightBracket, token.link >= 0 {
                cursor = Int(token.link) - 1
                steps += 1
                continue
            }
            if let word = word(cursor), word == .if || word == .guard || word == .while { return true }
            cursor -= 1
            steps += 1
        }
        return false
    }

    /// Whether the token at the start of a line continues the previous line's expression.
    func isContinuation(_ index: Int) -> Bool {
        let token = tokens[index]
        switch token.kind {
        case .period, .colon:
            return true
        case .op:
            let first = bytes[Int(token.start)]
            if Int(token.end - token.start) == 1, first == UInt8(ascii: "!") || first == UInt8(ascii: "&") || first == UInt8(ascii: "~") {
                return false
            }
            return true
        case .identifier:
            if let word = word(index), word == .else || word == .catch || word == .where { return true }
        default:
            break
        }
        let before = previous(index)
        if before >= 0, tokens[before].kind == .op {
            let last = bytes[Int(tokens[before].end) - 1]
            // A trailing binary operator continues; a postfix `!`/`?` does not.
            if (last == UInt8(ascii: "!") || last == UInt8(ascii: "?")) && !tokens[before].hasSpaceBefore { return false }
            return true
        }
        return false
    }

    /// The end (exclusive token index) of the expression starting at `start`.
    func expressionEnd(from start: Int, stopAtBrace: Bool, marks: TokenMarks) -> Int {
        var cursor = start
        while cursor < tokens.count {
            let token = tokens[cursor]
            if cursor > start, token.isAtLineStart, !isContinuation(cursor) { break }
            switch token.kind {
            case .semicolon, .rightParen, .rightBracket, .rightBrace, .comma:
                return cursor
            case .leftBrace:
                if stopAtBrace || marks.contains(.conditionBody, cursor) { return cursor }
                if cursor + 1 < tokens.count, let accessor = word(cursor + 1), accessor == .willSet || accessor == .didSet { return cursor }
                if cursor == start { return cursor + (token.link >= 0 ? Int(token.link) + 1 - cursor : 1) }
                cursor = skipGroup(cursor)
                continue
            case .identifier:
                if cursor > start, let word = word(cursor), word == .else || word == .where { return cursor }
            case .pound:
                if token.isAtLineStart { return cursor }
            default:
                break
            }
            cursor = skipGroup(cursor)
        }
        return cursor
    }

    /// The statements between `start` and `end` as token ranges.
    func statements(_ start: Int, _ end: Int) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        var cursor = start
        while cursor < end {
            if tokens[cursor].kind == .semicolon {
                cursor += 1
                continue
            }
            let statementStart = cursor
            cursor = skipGroup(cursor)
            while cursor < end {
                let token = tokens[cursor]
                if token.kind == .semicolon { break }
                if token.isAtLineStart, !isContinuation(cursor) { break }
                cursor = skipGroup(cursor)
            }
            result.append((statementStart, min(cursor, end)))
        }
        return result
    }

    /// String-literal tokens a (possibly nested, possibly parenthesized) ternary of literals can
    /// produce, and whether every branch is a literal; `nil` when the expression is neither a
    /// literal nor a ternary with a literal branch.
    func literalAlternatives(_ start: Int, _ end: Int, depth: Int = 0) -> (literals: [Int], complete: Bool)? {
        guard start < end, depth < 32 else { return nil }
        if tokens[start].kind == .leftParen, Int(tokens[start].link) == end - 1 {
            return literalAlternatives(start + 1, end - 1, depth: depth + 1)
        }
        if tokens[start].kind == .string, next(start) == end { return ([start], true) }
        var cursor = start
        var question = -1
        while cursor < end {
            if tokens[cursor].kind == .op, tokens[cursor].hasSpaceBefore, isOperator(cursor, "?") {
                question = cursor
                break
            }
            cursor = skipGroup(cursor)
        }
        guard question >= 0 else { return nil }
        var depth = 0
        cursor = question + 1
        var colon = -1
        while cursor < end {
            if isOperator(cursor, "?"), tokens[cursor].hasSpaceBefore {
                depth += 1
            } else if tokens[cursor].kind == .colon {
                if depth == 0 {
                    colon = cursor
                    break
                }
                depth -= 1
            }
            cursor = skipGroup(cursor)
        }
        guard colon >= 0 else { return nil }
        let first = literalAlternatives(question + 1, colon, depth: depth + 1)
        let second = literalAlternatives(colon + 1, end, depth: depth + 1)
        if first == nil && second == nil { return nil }
        return ((first?.literals ?? []) + (second?.literals ?? []),
                (first?.complete ?? false) && (second?.complete ?? false))
    }

    /// The clauses of the switch body between `brace` and `close`.
    func clauses(brace: Int, close: Int) -> [RawClause] {
        var result: [RawClause] = []
        var cursor = brace + 1
        var current: RawClause?
        while cursor < close {
            let word = word(cursor)
            let startsClause: Bool
            if word == .case || word == .default {
                let before = previous(cursor)
                let beforeWord = self.word(before)
                startsClause = !(beforeWord == .if || beforeWord == .guard || beforeWord == .while || beforeWord == .for
                    || (before >= 0 && tokens[before].kind == .comma) || (before >= 0 && tokens[before].kind == .period))
                    && (word == .case || (cursor + 1 < close && tokens[cursor + 1].kind == .colon))
            } else {
                startsClause = false
            }
            if startsClause {
                if var finished = current {
                    finished.bodyEnd = cursor
                    if let at = previous(cursor) as Int?, at >= 0, tokens[at].kind == .attribute { finished.bodyEnd = at }
                    result.append(finished)
                }
                var patterns: [(Int, Int)] = []
                var scan = cursor + 1
                var patternStart = scan
                if word == .default {
                    patterns = [(cursor, cursor + 1)]
                } else {
                    while scan < close, tokens[scan].kind != .colon {
                        if tokens[scan].kind == .comma {
                            patterns.append((patternStart, scan))
                            patternStart = scan + 1
                        }
                        scan = skipGroup(scan)
                    }
                    patterns.append((patternStart, scan))
                }
                while scan < close, tokens[scan].kind != .colon { scan = skipGroup(scan) }
                current = RawClause(patterns: patterns, bodyStart: min(scan + 1, close), bodyEnd: close)
                cursor = min(scan + 1, close)
                continue
            }
            cursor = skipGroup(cursor)
        }
        if var finished = current {
            finished.bodyEnd = close
            result.append(finished)
        }
        return result
    }

    /// Whether the `{` follows `else`, `do`, `repeat` or `catch` (a block, not a closure).
    func isBlockAfterKeyword(_ brace: Int) -> Bool {
        let before = previous(brace)
        guard let word = word(before) else { return false }
        return word == .else || word == .do || word == .repeat || word == .catch
    }
}
