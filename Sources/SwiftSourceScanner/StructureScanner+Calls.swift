import TextPositions

/// Calls: deciding whether a `(` is a call, its callee and base, its arguments.
extension Sweep {
    /// Records a call if the `(` at `openParen` opens an argument list.
    mutating func considerCall(openParen: Int) {
        let open = tokens[openParen]
        if open.isAtLineStart { return }
        let before = previous(openParen)
        guard before >= 0 else { return }
        var callee = -1
        switch tokens[before].kind {
        case .identifier:
            callee = before
        case .number:
            // `pair.1(value)`: a closure stored in a tuple.
            guard before > 0, tokens[before - 1].kind == .period else { return }
            callee = before
        case .op:
            if !open.hasSpaceBefore, Int(tokens[before].end - tokens[before].start) == 1, !tokens[before].hasSpaceBefore,
                bytes[Int(tokens[before].start)] == UInt8(ascii: "?") || bytes[Int(tokens[before].start)] == UInt8(ascii: "!"),
                before > 0, tokens[before - 1].kind == .identifier {
                // `handler?(value)`: an optional closure called.
                callee = before - 1
                break
            }
            // `Array<String>(…)`: the callee is the name before the generic arguments.
            guard !open.hasSpaceBefore, let name = genericCallee(closingAt: before) else { return }
            callee = name
        default:
            return
        }
        let beforeCallee = previous(callee)
        let afterPeriod = beforeCallee >= 0 && tokens[beforeCallee].kind == .period
        if !afterPeriod {
            if let word = word(callee) {
                if word.blocksCall { return }
                if (word == .set || word == .willSet || word == .didSet || word == .get), let scope = scopes.last,
                    case .computedProperty = scope.kind {
                    return
                }
            }
            if let declarationWord = word(beforeCallee) {
                if declarationWord == .func || declarationWord == .macro { return }
                if declarationWord == .case, let typeIndex = enclosingTypeIndex, types[typeIndex].kind == .enum { return }
            }
            if beforeCallee >= 0, tokens[beforeCallee].kind == .attribute { return }
        }
        var isImplicitMember = false
        var baseStart = -1
        if afterPeriod {
            let beforePeriod = previous(beforeCallee)
            if beforePeriod < 0 || !canEndExpression(beforePeriod) {
                isImplicitMember = true
            } else {
                baseStart = dottedBaseStart(endingAt: beforePeriod)
            }
        }
        if marks.contains(.enumCaseParenthesis, openParen) { return }
        // Arguments.
        let close = Int(open.link)
        if close > openParen + 1, isArgumentNameList(openParen + 1, close) { return }   // `f(from:)` names a function
        var limit = close
        if close < 0 {
            // Half-typed: the arguments end with the line (at most 256 tokens, so a long broken
            // line cannot make every unclosed `(` rescan it).
            limit = openParen + 1
            while limit < tokens.count, limit < openParen + 256, !tokens[limit].isAtLineStart { limit = skipGroup(limit) }
            limit = min(limit, tokens.count)
        }
        let argumentStart = arguments.count
        var cursor = openParen + 1
        while cursor < limit {
            var label = -1
            var valueStart = cursor
            if tokens[cursor].kind == .identifier, cursor + 1 < limit, tokens[cursor + 1].kind == .colon {
                label = cursor
                valueStart = cursor + 2
            }
            var valueEnd = valueStart
            while valueEnd < limit, tokens[valueEnd].kind != .comma { valueEnd = skipArgumentPiece(valueEnd) }
            valueEnd = min(valueEnd, limit)
            arguments.append(RawArgument(label: label, start: valueStart, end: valueEnd))
            cursor = valueEnd + 1
        }
        // Trailing closures.
        var last = close >= 0 ? close : max(limit - 1, openParen)
        var trailing = 0
        if close >= 0 {
            var brace = close + 1
            if brace < tokens.count, tokens[brace].kind == .leftBrace, !tokens[brace].isAtLineStart, tokens[brace].link >= 0,
                !marks.contains(.conditionBody, brace), !marks.contains(.braceWithRole, brace) || pendingRole(ofBrace: brace) == nil {
                trailing = 1
                last = Int(tokens[brace].link)
                brace = last + 1
                while brace + 2 < tokens.count, tokens[brace].kind == .identifier, tokens[brace + 1].kind == .colon,
                    tokens[brace + 2].kind == .leftBrace, tokens[brace + 2].link >= 0 {
                    trailing += 1
                    last = Int(tokens[brace + 2].link)
                    brace = last + 1
                }
            }
        }
        calls.append(RawCall(calleeToken: callee, open: openParen, close: close, isMember: afterPeriod,
                             isImplicitMember: isImplicitMember, baseStart: baseStart,
                             argumentStart: Int32(truncatingIfNeeded: argumentStart),
                             argumentCount: Int32(truncatingIfNeeded: arguments.count - argumentStart),
                             trailingClosures: trailing, endOffset: Int(tokens[last].end)))
    }

    /// Where the whole postfix expression ending in the call with callee `callee` starts:
    /// `Text` for `Text("a").font(.title)`'s `font` call, as the compiler's parser places it.
    func expressionStart(callee: Int) -> Int {
        var cursor = callee
        var steps = 0
        while steps < 4096 {
            steps += 1
            let before = previous(cursor)
            guard before >= 0 else { break }
            let token = tokens[before]
            if token.kind == .period {
                var beforePeriod = previous(before)
                // After `#endif`, the member applies to the expression written before `#if`.
                while beforePeriod >= 0, let ifToken = endifToIf[beforePeriod] { beforePeriod = previous(ifToken) }
                if beforePeriod < 0 || !canEndExpression(beforePeriod) { return Int(token.start) }
                cursor = beforePeriod
                // Walk to the start of that operand.
                while steps < 4096 {
                    steps += 1
                    let operand = tokens[cursor]
                    if operand.kind == .rightParen || operand.kind == .rightBracket || operand.kind == .rightBrace, operand.link >= 0 {
                        let opener = Int(operand.link)
                        let beforeOpener = previous(opener)
                        if operand.kind == .rightBrace {
                            // A trailing closure: `VStack { … }.padding()`, `Button { } label: { }`.
                            if beforeOpener >= 0, tokens[beforeOpener].kind == .colon, beforeOpener >= 2,
                                tokens[beforeOpener - 1].kind == .identifier, tokens[beforeOpener - 2].kind == .rightBrace {
                                cursor = beforeOpener - 2
                                continue
                            }
                            if beforeOpener >= 0, !tokens[opener].isAtLineStart, canEndExpression(beforeOpener) {
                                cursor = beforeOpener
                                continue
                            }
                            cursor = opener
                            break
                        }
                        if beforeOpener >= 0, !tokens[opener].isAtLineStart, canEndExpression(beforeOpener) {
                            cursor = beforeOpener
                            continue
                        }
                        cursor = opener
                        break
                    }
                    if operand.kind == .op, let name = genericCallee(closingAt: cursor) {
                        cursor = name
                        continue
                    }
                    if operand.kind == .op, canEndExpression(cursor) {
                        let inner = previous(cursor)
                        guard inner >= 0 else { break }
                        cursor = inner
                        continue
                    }
                    break
                }
                continue
            }
            break
        }
        return Int(tokens[cursor].start)
    }
}

/// Calls, read from the tokens alone.
extension TokenReader {
    /// Whether the token can end an expression (so a `.` after it is a member access, not an
    /// implicit member).
    func canEndExpression(_ index: Int, marks: TokenMarks) -> Bool {
        let token = tokens[index]
        if marks.contains(.directive, index) { return false }
        switch token.kind {
        case .identifier:
            guard let word = word(index) else { return true }
            if index > 0, tokens[index - 1].kind == .period { return true }   // `.default`, `.self`
            switch word {
            case .self, .Self, .super, .true, .false, .nil: return true
            default: return !word.blocksCall || word.isModifier   // `final.1`: a modifier word used as a name
            }
        case .rightParen, .rightBracket, .rightBrace, .string, .number, .regex:
            return true
        case .op:
            let last = bytes[Int(token.end) - 1]
            if last == UInt8(ascii: ">") { return genericCallee(closingAt: index) != nil }
            if index > 0, word(index - 1) == .try { return false }   // `try!`, `try?`
            return (last == UInt8(ascii: "!") || last == UInt8(ascii: "?")) && !token.hasSpaceBefore
                && Int(token.end - token.start) == 1
        case .pound:
            return true
        default:
            return false
        }
    }

    /// Whether `start..<end` is `label:label:` (a function's argument names, `#selector(f(_:))`).
    func isArgumentNameList(_ start: Int, _ end: Int) -> Bool {
        guard (end - start) % 2 == 0 else { return false }
        var cursor = start
        while cursor < end {
            guard tokens[cursor].kind == .identifier, tokens[cursor + 1].kind == .colon else { return false }
            cursor += 2
        }
        return true
    }

    /// The token after the piece of an argument starting at `index`: a bracket group, a string,
    /// or generic arguments `<A, B>` written right after a name (so their comma does not split
    /// the argument list); otherwise the next token.
    @inline(__always)
    func skipArgumentPiece(_ index: Int) -> Int {
        let token = tokens[index]
        if token.kind == .op, !token.hasSpaceBefore, bytes[Int(token.start)] == UInt8(ascii: "<"), token.end - token.start == 1,
            index > 0, tokens[index - 1].kind == .identifier, let end = genericArgumentsEnd(from: index) {
            return end
        }
        return skipGroup(index)
    }

    /// For `<` at `index` opening generic arguments, the token after the matching `>`; `nil`
    /// when what follows does not look like type arguments (then `<` is a comparison).
    func genericArgumentsEnd(from index: Int) -> Int? {
        var depth = 1
        var cursor = index + 1
        var steps = 0
        while cursor < tokens.count, steps < 64 {
            let token = tokens[cursor]
            switch token.kind {
            case .identifier, .period, .comma, .colon:
                break
            case .leftParen, .leftBracket:
                guard token.link >= 0 else { return nil }
                cursor = Int(token.link)
            case .op:
                var offset = Int(token.start)
                while offset < Int(token.end) {
                    switch bytes[offset] {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"):
                        if offset > Int(token.start), bytes[offset - 1] == UInt8(ascii: "-") { break }
                        depth -= 1
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "-"): break
                    default: return nil
                    }
                    offset += 1
                }
                if depth == 0 { return cursor + 1 }
                if depth < 0 { return nil }
            default:
                return nil
            }
            if token.isAtLineStart { return nil }
            cursor += 1
            steps += 1
        }
        return nil
    }

    /// For generic arguments closing at the `>` operator `index`, the name before the matching `<`.
    func genericCallee(closingAt index: Int) -> Int? {
        let token = tokens[index]
        var depth = 0
        var offset = Int(token.end) - 1
        while offset >= Int(token.start) {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ">") {
                depth += 1
            } else if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") {
                return nil
            }
            offset -= 1
        }
        guard depth > 0, !token.hasSpaceBefore else { return nil }
        var cursor = index - 1
        var steps = 0
        while cursor >= 0, steps < 64 {
            let current = tokens[cursor]
            switch current.kind {
            case .op:
                var position = Int(current.end) - 1
                while position >= Int(current.start) {
                    let byte = bytes[position]
                    if byte == UInt8(ascii: ">") {
                        depth += 1
                    } else if byte == UInt8(ascii: "<") {
                        depth -= 1
                    } else if byte != UInt8(ascii: "?") && byte != UInt8(ascii: "!") && byte != UInt8(ascii: "&") {
                        return nil
                    }
                    position -= 1
                }
                if depth == 0 {
                    let name = cursor - 1
                    guard name >= 0, tokens[name].kind == .identifier, Int(tokens[name].end) == Int(current.start) else { return nil }
                    return name
                }
            case .identifier, .period, .comma, .colon:
                break
            case .rightBracket, .rightParen:
                guard current.link >= 0 else { return nil }
                cursor = Int(current.link)
            default:
                return nil
            }
            cursor -= 1
            steps += 1
        }
        return nil
    }

    /// The first token of a dotted-name base ending at `index` (`Bundle.main`), or -1 when the
    /// base is an expression (a call, a subscript, a literal).
    func dottedBaseStart(endingAt index: Int, marks: TokenMarks) -> Int {
        guard tokens[index].kind == .identifier else { return -1 }
        var start = index
        var steps = 0
        while steps < 32 {
            let period = previous(start)
            guard period >= 0, tokens[period].kind == .period else { return start }
            let name = previous(period)
            if name < 0 || !canEndExpression(name, marks: marks) { return period }
            guard tokens[name].kind == .identifier else { return -1 }
            start = name
            steps += 1
        }
        return -1
    }
}
