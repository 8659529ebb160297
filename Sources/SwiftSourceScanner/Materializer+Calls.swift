import TextPositions

/// Calls: which are localization entry points, their arguments' shapes.
extension Materializer {
    /// The token where the call expression of `raw` starts when it is a plain call
    /// (`Text(…)`, `Bundle.main.localizedString(…)`, `.init(…)`).
    func callStartToken(_ raw: RawCall) -> Int {
        if raw.isImplicitMember { return raw.calleeToken - 1 }
        if raw.baseStart >= 0 { return raw.baseStart }
        return raw.calleeToken
    }

    /// Whether `raw` is an implicit member expression used as a value (`displayError(.alert("…"))`,
    /// `return .help("…")`): a case or static member of the contextual type, the project's own,
    /// never a SwiftUI modifier, which applies to a view before its period. A period after a
    /// directive's line (`#if os(iOS)` or `#else`, then `.navigationTitle("…")` on the next line)
    /// still chains a modifier.
    func isImplicitMemberValue(_ raw: RawCall) -> Bool {
        guard raw.isImplicitMember else { return false }
        var lineStart = reader.previous(raw.calleeToken - 1)
        if lineStart < 0 { return true }
        let stop = max(0, lineStart - 64)
        while lineStart > stop, !tokens[lineStart].isAtLineStart { lineStart -= 1 }
        return tokens[lineStart].kind != .pound
    }

    /// The index in `callRecords` of raw call `rawIndex`, recorded with its arguments the first
    /// time it is kept.
    mutating func keptCall(_ rawIndex: Int) -> Int32 {
        if rawIndex == lastKeptRaw { return Int32(lists.calls.count - 1) }
        if !callIndexByRaw.isEmpty, callIndexByRaw[rawIndex] >= 0 { return callIndexByRaw[rawIndex] }
        let raw = sweep.calls[rawIndex]
        let callee = tokens[raw.calleeToken]
        var base = Span.none
        if raw.isImplicitMember {
            base = Span(start: Int(callee.start), end: Int(callee.start))
        } else if raw.baseStart >= 0 {
            let period = reader.previous(raw.calleeToken)
            base = Span(start: Int(tokens[raw.baseStart].start), end: max(Int(tokens[raw.baseStart].start), Int(tokens[period].start)))
        }
        let start = raw.isImplicitMember ? Int(tokens[raw.calleeToken - 1].start) : Int(callee.start)
        let argumentStart = lists.arguments.count
        for argument in arguments(of: raw) { lists.arguments.append(makeArgument(argument)) }
        let index = Int32(lists.calls.count)
        lists.calls.append(CallRecord(base: base, callee: Span(start: Int(callee.start), end: Int(callee.end)),
                                      range: Span(start: start, end: max(start, raw.endOffset)),
                                      argumentStart: Int32(argumentStart), argumentCount: Int32(lists.arguments.count - argumentStart),
                                      trailingClosureCount: Int32(raw.trailingClosures), isMember: raw.isMember))
        lastKeptRaw = rawIndex
        if !callIndexByRaw.isEmpty { callIndexByRaw[rawIndex] = index }
        return index
    }

    /// The record of an argument.
    // Inlined: a call from a mutating method would copy the whole materializer (or sweep) for `self`.
    @inline(__always)
    func makeArgument(_ raw: RawArgument) -> ArgumentRecord {
        let label = raw.label >= 0 ? Span(start: Int(tokens[raw.label].start), end: Int(tokens[raw.label].end)) : Span.none
        var record = argumentValue(raw.start, raw.end)
        record.label = label
        return record
    }

    /// The record of the expression in tokens `start..<end` with its shape (without a label).
    // Inlined: a call from a mutating method would copy the whole materializer (or sweep) for `self`.
    @inline(__always)
    func argumentValue(_ start: Int, _ end: Int) -> ArgumentRecord {
        guard start < end, start < tokens.count else {
            let at = start < tokens.count ? Int(tokens[start].start) : reader.bytes.count
            let span = Span(start: at, end: at)
            return ArgumentRecord(label: .none, valueRange: span, expression: span, literal: -1, shape: .expression, expressionKind: .other)
        }
        if tokens[start].kind == .string, reader.next(start) == end {
            let literal = tokens[start].link
            let range = lists.literals[Int(literal)].range
            return ArgumentRecord(label: .none, valueRange: range, expression: .none, literal: literal,
                                  shape: literalHasInterpolation(tokenIndex: start) ? .template : .literal, expressionKind: .other)
        }
        // `expression ?? "literal"`
        var cursor = start
        var coalescing = -1
        while cursor < end {
            if reader.isOperator(cursor, "??") { coalescing = cursor }
            cursor = reader.skipGroup(cursor)
        }
        if coalescing > start, coalescing + 1 < end, tokens[coalescing + 1].kind == .string, reader.next(coalescing + 1) == end {
            let literal = tokens[coalescing + 1].link
            let expression = reader.expressionSpan(start, coalescing)
            return ArgumentRecord(label: .none, valueRange: Span(start: Int(expression.start), end: Int(lists.literals[Int(literal)].range.end)),
                                  expression: expression, literal: literal, shape: .fallback,
                                  expressionKind: reader.expressionKind(start, coalescing))
        }
        let expression = reader.expressionSpan(start, end)
        return ArgumentRecord(label: .none, valueRange: expression, expression: expression, literal: -1, shape: .expression,
                              expressionKind: reader.expressionKind(start, end))
    }

    /// A non-literal expression with its shape.
    func expression(_ start: Int, _ end: Int) -> SourceExpression {
        SourceExpression(kind: reader.expressionKind(start, end), range: reader.expressionSpan(start, end).range, source: sweep.source)
    }

    /// Decides whether raw call `rawIndex` (whose arguments are `arguments`) is a localization
    /// call site (maybe several: a `prompt:` literal adds one), appended to `siteRecords`, or a
    /// candidate for the project's own `LocalizedStringKey` functions, appended to
    /// `otherCallIndices`.
    mutating func classify(_ rawIndex: Int, arguments: RawArgumentList) {
        let raw = sweep.calls[rawIndex]
        let calleeToken = tokens[raw.calleeToken]
        let packed = PackedName(reader.bytes, Int(calleeToken.start), Int(calleeToken.end))
        let calleeWord = reader.word(raw.calleeToken)
        let firstLabel = arguments.first.map { $0.label >= 0 ? reader.word($0.label) : nil } ?? nil
        let firstIsUnlabeled = arguments.first.map { $0.label < 0 && $0.start < $0.end } ?? false
        func labeled(_ word: Word) -> Int? {
            arguments.firstIndex { $0.label >= 0 && reader.word($0.label) == word }
        }
        var kind: EntryPoint.Kind?
        var keyIndex = 0
        let qualifiedOnly = raw.baseStart >= 0 && { () -> Bool in
            let base = reader.word(raw.baseStart)
            return (base == .SwiftUI || base == .Foundation) && reader.previous(raw.calleeToken) == raw.baseStart + 1
        }()
        if !raw.isMember || qualifiedOnly {
            switch calleeWord {
            case .Text?:
                if firstLabel == .verbatim {
                    kind = .verbatimText
                } else if firstIsUnlabeled {
                    kind = .view
                }
            case .String?:
                if let index = labeled(.localized) {
                    kind = .stringLocalized
                    keyIndex = index
                }
            case .LocalizedStringKey?:
                if firstIsUnlabeled { kind = .localizedStringKey }
            case .LocalizedStringResource?:
                if firstIsUnlabeled { kind = .localizedStringResource }
            case .NSLocalizedString?:
                if firstIsUnlabeled { kind = .nsLocalizedString }
            case .AttributedString?:
                if let index = labeled(.localized) {
                    kind = .attributedStringLocalized
                    keyIndex = index
                }
            default:
                if let packed, firstIsUnlabeled, EntryPointNames.packed[packed] == true { kind = .view }
            }
        } else {
            if calleeWord == .localizedString, firstLabel == .forKey {
                kind = .bundleLocalizedString
            } else if let packed, firstIsUnlabeled, EntryPointNames.packed[packed] == false, !isImplicitMemberValue(raw) {
                kind = .modifier
            } else if calleeWord == .`init`, raw.isImplicitMember, firstIsUnlabeled {
                if let type = sweep.contextTypes[raw.open] {
                    kind = type.hasPrefix("LocalizedStringKey") || type.hasPrefix("SwiftUI.LocalizedStringKey")
                        ? .localizedStringKey : (type.contains("LocalizedStringResource") ? .localizedStringResource : nil)
                } else if reader.takesResourceArguments(arguments) {
                    kind = .localizedStringResource
                }
            }
        }
        let sitesBefore = lists.sites.count
        // The call is kept before its site is made: `site(…)` reads `self`, which must not be
        // held across the appends `keptCall` makes (the lists would no longer be unique, and grow
        // by copying).
        if let kind, keyIndex < arguments.count {
            let call = keptCall(rawIndex)
            let record = site(kind: kind, call: call, raw: raw, keyIndex: keyIndex)
            lists.sites.append(record)
        }
        // `prompt:` / `placeholder:` literals are keys in any call.
        for (index, argument) in arguments.enumerated() where argument.label >= 0 {
            let word = reader.word(argument.label)
            guard word == .prompt || word == .placeholder, argument.start < argument.end,
                tokens[argument.start].kind == .string else { continue }
            let call = keptCall(rawIndex)
            let record = site(kind: .promptArgument, call: call, raw: raw, keyIndex: index)
            lists.sites.append(record)
        }
        if lists.sites.count > sitesBefore { return }
        if reader.isCandidate(raw, arguments: arguments) {
            let call = keptCall(rawIndex)
            lists.otherCalls.append(call)
        }
    }

    /// The record of a localization call site with its table, bundle, comment and default value.
    // Inlined: a call from a mutating method would copy the whole materializer (or sweep) for `self`.
    @inline(__always)
    func site(kind: EntryPoint.Kind, call: Int32, raw: RawCall, keyIndex: Int) -> SiteRecord {
        var record = SiteRecord(kind: kind, bundle: .absent, call: call, keyArgumentIndex: Int32(keyIndex), table: -1, comment: -1,
                                defaultValue: -1, bundleText: .none)
        let acceptsValue = kind == .nsLocalizedString || kind == .bundleLocalizedString
        for (index, argument) in arguments(of: raw).enumerated() where argument.label >= 0 && index != keyIndex {
            switch reader.word(argument.label) {
            case .table?, .tableName?: record.table = Int32(index)
            case .bundle?: (record.bundle, record.bundleText) = reader.bundleReference(argument)
            case .comment?: record.comment = Int32(index)
            case .defaultValue?: record.defaultValue = Int32(index)
            case .value?: if acceptsValue { record.defaultValue = Int32(index) }
            default: break
            }
        }
        return record
    }
}

/// Questions about the tokens of calls and their arguments: methods of the reader (five words),
/// so that a call from the materializer's mutating methods copies the reader, not the whole sweep.
extension TokenReader {
    /// The bytes of the non-literal expression in tokens `start..<end`.
    @inline(__always)
    func expressionSpan(_ start: Int, _ end: Int) -> Span {
        Span(start: Int(tokens[start].start), end: endOffset(start, end))
    }

    /// The outer shape of tokens `start..<end`.
    @inline(__always)
    func expressionKind(_ start: Int, _ end: Int) -> SourceExpression.Kind {
        let first = tokens[start]
        if next(start) == end {
            switch first.kind {
            case .identifier:
                if let word = word(start), word == .true || word == .false || word == .nil { return .otherLiteral }
                return .identifier
            case .number, .string, .regex: return .otherLiteral
            default: break
            }
        }
        if first.kind == .leftBrace, Int(first.link) == end - 1 { return .closure }
        if isOperator(start, "-"), end - start == 2, tokens[start + 1].kind == .number { return .otherLiteral }
        // Dotted names: `a.b.c`, `.module`, `self.title`.
        var cursor = start
        var expectName = first.kind != .period
        if first.kind == .period { cursor += 1; expectName = true }
        var isPath = true
        while cursor < end {
            let token = tokens[cursor]
            if expectName {
                guard token.kind == .identifier else { isPath = false; break }
            } else {
                guard token.kind == .period else { isPath = false; break }
            }
            expectName.toggle()
            cursor += 1
        }
        if isPath && !expectName { return .memberAccess }
        let last = tokens[end - 1]
        if last.kind == .rightParen, last.link >= 0 {
            let before = previous(Int(last.link))
            if before >= start, tokens[before].kind == .identifier || tokens[before].kind == .op { return .call }
        }
        if last.kind == .rightBrace, last.link >= 0, Int(last.link) > start {
            // A trailing closure call: `items.map { … }`.
            let before = previous(Int(last.link))
            if before >= start, tokens[before].kind == .identifier || tokens[before].kind == .rightParen { return .call }
        }
        return .other
    }

    /// What a `bundle:` argument refers to, and the bytes of another expression.
    func bundleReference(_ argument: RawArgument) -> (SiteRecord.Bundle, Span) {
        let start = argument.start
        let end = argument.end
        guard start < end else { return (.other, Span(start: 0, end: 0)) }
        if tokens[start].kind == .pound, end == start + 1, compactText(Int(tokens[start].start), Int(tokens[start].end)) == "#bundle" {
            return (.bundleMacro, .none)
        }
        var member = -1
        if tokens[start].kind == .period, end == start + 2 {
            member = start + 1
        } else if end == start + 3, word(start) == .Bundle, tokens[start + 1].kind == .period {
            member = start + 2
        }
        if member >= 0 {
            if word(member) == .module { return (.module, .none) }
            if word(member) == .main { return (.main, .none) }
        }
        return (.other, Span(start: Int(tokens[start].start), end: endOffset(start, end)))
    }

    /// Whether an implicit `.init(…)` with no declared type reads as `LocalizedStringResource`'s
    /// initializer: a string literal first, then `defaultValue:` or `table:` and no label that
    /// initializer lacks (`Text(.init("k", defaultValue: "K", table: "T"))`). `LocalizedStringKey`
    /// has neither label, so the compiler can only have picked the resource.
    func takesResourceArguments(_ arguments: RawArgumentList) -> Bool {
        guard let first = arguments.first, tokens[first.start].kind == .string else { return false }
        var namesTableOrDefault = false
        for argument in arguments.dropFirst() {
            guard argument.label >= 0 else { return false }
            switch word(argument.label) {
            case .defaultValue?, .table?: namesTableOrDefault = true
            case .bundle?, .comment?: break
            default: if !spells(argument.label, "locale") { return false }
            }
        }
        return namesTableOrDefault
    }

    /// Whether a call that is not an entry point is worth keeping for project-wide matching:
    /// it passes a string literal (to any function, method or modifier), or its first argument
    /// is a name and the callee is a type (a custom view's initializer).
    @inline(__always)
    func isCandidate(_ raw: RawCall, arguments: RawArgumentList) -> Bool {
        guard let first = arguments.first, first.start < first.end else { return false }
        // `String.localizedStringWithFormat(format, …)`: the analysis compares its arguments with the format.
        if raw.isMember, spells(raw.calleeToken, "localizedStringWithFormat") { return true }
        for argument in arguments where argument.start < argument.end {
            if tokens[argument.start].kind == .string { return true }
            var cursor = argument.start
            while cursor < argument.end {
                if isOperator(cursor, "??"), cursor + 1 < argument.end, tokens[cursor + 1].kind == .string { return true }
                cursor = skipGroup(cursor)
            }
        }
        // A name passed to a type's initializer (`Row(item.title)`): a custom view may show it.
        guard tokens[first.start].kind == .identifier, !raw.isMember else { return false }
        let initial = bytes[Int(tokens[raw.calleeToken].start)]
        return initial >= UInt8(ascii: "A") && initial <= UInt8(ascii: "Z")
    }

    /// `detailKeys: ["a", "b"]`, `titleKey: "x"` as call arguments: name and literal token, for
    /// the summary's `keyNamedLiterals`.
    func recordKeyNamedArguments(_ arguments: RawArgumentList, into found: inout [(name: String, literalToken: Int)]) {
        for argument in arguments where argument.label >= 0 && argument.start < argument.end {
            guard Sweep.isKeyName(bytes, tokens[argument.label]) else { continue }
            let name = text(argument.label)
            if let alternatives = literalAlternatives(argument.start, argument.end) {
                for index in alternatives.literals { found.append((name, index)) }
            } else if tokens[argument.start].kind == .leftBracket, Int(tokens[argument.start].link) == argument.end - 1 {
                var cursor = argument.start + 1
                while cursor < argument.end - 1 {
                    if tokens[cursor].kind == .string { found.append((name, cursor)) }
                    cursor = skipGroup(cursor)
                }
            }
        }
    }
}
