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

    /// The public `CallSite` of a raw call.
    func makeCall(_ raw: RawCall) -> CallSite {
        let callee = tokens[raw.calleeToken]
        var baseRange: ByteRange?
        if raw.isImplicitMember {
            baseRange = ByteRange(at: Int(callee.start))
        } else if raw.baseStart >= 0 {
            let period = sweep.previous(raw.calleeToken)
            baseRange = ByteRange(start: Int(tokens[raw.baseStart].start), end: max(Int(tokens[raw.baseStart].start), Int(tokens[period].start)))
        }
        let start = raw.isImplicitMember ? Int(tokens[raw.calleeToken - 1].start) : Int(callee.start)
        // A loop, not `map(makeArgument)`: a method reference would copy the materializer.
        let rawArguments = sweep.arguments(of: raw)
        var arguments: [CallArgument] = []
        arguments.reserveCapacity(rawArguments.count)
        for argument in rawArguments { arguments.append(makeArgument(argument)) }
        return CallSite(source: sweep.source, baseRange: baseRange, isMember: raw.isMember,
                        calleeRange: ByteRange(start: Int(callee.start), end: Int(callee.end)),
                        range: ByteRange(start: start, end: max(start, raw.endOffset)),
                        arguments: arguments, trailingClosureCount: raw.trailingClosures)
    }

    /// The public argument.
    func makeArgument(_ raw: RawArgument) -> CallArgument {
        let labelRange = raw.label >= 0 ? ByteRange(start: Int(tokens[raw.label].start), end: Int(tokens[raw.label].end)) : nil
        let value = argumentValue(raw.start, raw.end)
        let range: ByteRange
        switch value {
        case .literal(let literal), .template(let literal): range = literal.range
        case .fallback(let expression, let literal): range = ByteRange(start: expression.range.start, end: literal.range.end)
        case .expression(let expression): range = expression.range
        }
        return CallArgument(source: sweep.source, labelRange: labelRange, valueRange: range, value: value)
    }

    /// Classifies the expression in tokens `start..<end`.
    func argumentValue(_ start: Int, _ end: Int) -> ArgumentValue {
        guard start < end, start < tokens.count else {
            let at = start < tokens.count ? Int(tokens[start].start) : sweep.bytes.count
            return .expression(SourceExpression(kind: .other, range: ByteRange(at: at), source: sweep.source))
        }
        if tokens[start].kind == .string, sweep.next(start) == end {
            let value = literal(tokenIndex: start)
            return value.hasInterpolation ? .template(value) : .literal(value)
        }
        // `expression ?? "literal"`
        var cursor = start
        var coalescing = -1
        while cursor < end {
            if sweep.isOperator(cursor, "??") { coalescing = cursor }
            cursor = sweep.skipGroup(cursor)
        }
        if coalescing > start, coalescing + 1 < end, tokens[coalescing + 1].kind == .string, sweep.next(coalescing + 1) == end {
            return .fallback(expression: expression(start, coalescing), literal: literal(tokenIndex: coalescing + 1))
        }
        return .expression(expression(start, end))
    }

    /// A non-literal expression with its shape.
    func expression(_ start: Int, _ end: Int) -> SourceExpression {
        let range = ByteRange(start: Int(tokens[start].start), end: sweep.endOffset(start, end))
        return SourceExpression(kind: expressionKind(start, end), range: range, source: sweep.source)
    }

    /// The outer shape of tokens `start..<end`.
    func expressionKind(_ start: Int, _ end: Int) -> SourceExpression.Kind {
        let first = tokens[start]
        if sweep.next(start) == end {
            switch first.kind {
            case .identifier:
                if let word = sweep.word(start), word == .true || word == .false || word == .nil { return .otherLiteral }
                return .identifier
            case .number, .string, .regex: return .otherLiteral
            default: break
            }
        }
        if first.kind == .leftBrace, Int(first.link) == end - 1 { return .closure }
        if sweep.isOperator(start, "-"), end - start == 2, tokens[start + 1].kind == .number { return .otherLiteral }
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
            let before = sweep.previous(Int(last.link))
            if before >= start, tokens[before].kind == .identifier || tokens[before].kind == .op { return .call }
        }
        if last.kind == .rightBrace, last.link >= 0, Int(last.link) > start {
            // A trailing closure call: `items.map { … }`.
            let before = sweep.previous(Int(last.link))
            if before >= start, tokens[before].kind == .identifier || tokens[before].kind == .rightParen { return .call }
        }
        return .other
    }

    /// What a `bundle:` argument refers to.
    func bundleReference(_ argument: RawArgument) -> BundleReference {
        let start = argument.start
        let end = argument.end
        guard start < end else { return .other("") }
        if tokens[start].kind == .pound, end == start + 1, sweep.compactText(Int(tokens[start].start), Int(tokens[start].end)) == "#bundle" {
            return .bundleMacro
        }
        var member = -1
        if tokens[start].kind == .period, end == start + 2 {
            member = start + 1
        } else if end == start + 3, sweep.word(start) == .Bundle, tokens[start + 1].kind == .period {
            member = start + 2
        }
        if member >= 0 {
            if sweep.word(member) == .module { return .module }
            if sweep.word(member) == .main { return .main }
        }
        return .other(sweep.tokenText(start, end))
    }

    /// Decides whether a raw call is a localization call site (maybe several: a `prompt:` literal
    /// adds one), appended to `sites`, or a candidate for the project's own `LocalizedStringKey`
    /// functions, returned.
    func classify(_ raw: RawCall, into sites: inout [LocalizationCallSite]) -> CallSite? {
        let calleeToken = tokens[raw.calleeToken]
        let packed = PackedName(sweep.bytes, Int(calleeToken.start), Int(calleeToken.end))
        let calleeWord = sweep.word(raw.calleeToken)
        let arguments = sweep.arguments(of: raw)
        let firstLabel = arguments.first.map { $0.label >= 0 ? sweep.word($0.label) : nil } ?? nil
        let firstIsUnlabeled = arguments.first.map { $0.label < 0 && $0.start < $0.end } ?? false
        func labeled(_ word: Word) -> Int? {
            arguments.firstIndex { $0.label >= 0 && sweep.word($0.label) == word }
        }
        var kind: EntryPoint.Kind?
        var keyIndex = 0
        let qualifiedOnly = raw.baseStart >= 0 && { () -> Bool in
            let base = sweep.word(raw.baseStart)
            return (base == .SwiftUI || base == .Foundation) && sweep.previous(raw.calleeToken) == raw.baseStart + 1
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
            } else if let packed, firstIsUnlabeled, EntryPointNames.packed[packed] == false {
                kind = .modifier
            } else if calleeWord == .`init`, raw.isImplicitMember, firstIsUnlabeled, let type = sweep.contextTypes[raw.open] {
                kind = type.hasPrefix("LocalizedStringKey") || type.hasPrefix("SwiftUI.LocalizedStringKey")
                    ? .localizedStringKey : (type.contains("LocalizedStringResource") ? .localizedStringResource : nil)
            }
        }
        let sitesBefore = sites.count
        var call: CallSite?
        if let kind, keyIndex < arguments.count {
            let made = makeCall(raw)
            call = made
            sites.append(site(kind: kind, call: made, raw: raw, keyIndex: keyIndex))
        }
        // `prompt:` / `placeholder:` literals are keys in any call.
        for (index, argument) in arguments.enumerated() where argument.label >= 0 {
            let word = sweep.word(argument.label)
            guard word == .prompt || word == .placeholder, argument.start < argument.end,
                tokens[argument.start].kind == .string else { continue }
            let made = call ?? makeCall(raw)
            call = made
            sites.append(site(kind: .promptArgument, call: made, raw: raw, keyIndex: index))
        }
        if sites.count > sitesBefore { return nil }
        return isCandidate(raw) ? makeCall(raw) : nil
    }

    /// Whether a call that is not an entry point is worth keeping for project-wide matching:
    /// it passes a string literal (to any function, method or modifier), or its first argument
    /// is a name and the callee is a type (a custom view's initializer).
    func isCandidate(_ raw: RawCall) -> Bool {
        guard let first = sweep.arguments(of: raw).first, first.start < first.end else { return false }
        // `String.localizedStringWithFormat(format, …)`: the analysis compares its arguments with the format.
        if raw.isMember, sweep.spells(raw.calleeToken, "localizedStringWithFormat") { return true }
        for argument in sweep.arguments(of: raw) where argument.start < argument.end {
            if tokens[argument.start].kind == .string { return true }
            var cursor = argument.start
            while cursor < argument.end {
                if sweep.isOperator(cursor, "??"), cursor + 1 < argument.end, tokens[cursor + 1].kind == .string { return true }
                cursor = sweep.skipGroup(cursor)
            }
        }
        // A name passed to a type's initializer (`Row(item.title)`): a custom view may show it.
        guard tokens[first.start].kind == .identifier, !raw.isMember else { return false }
        let initial = sweep.bytes[Int(tokens[raw.calleeToken].start)]
        return initial >= UInt8(ascii: "A") && initial <= UInt8(ascii: "Z")
    }

    /// A localization call site with its table, bundle, comment and default value.
    func site(kind: EntryPoint.Kind, call: CallSite, raw: RawCall, keyIndex: Int) -> LocalizationCallSite {
        var table: ArgumentValue?
        var bundle = BundleReference.absent
        var comment: ArgumentValue?
        var defaultValue: ArgumentValue?
        let acceptsValue = kind == .nsLocalizedString || kind == .bundleLocalizedString
        for (index, argument) in sweep.arguments(of: raw).enumerated() where argument.label >= 0 && index != keyIndex {
            switch sweep.word(argument.label) {
            case .table?, .tableName?: table = call.arguments[index].value
            case .bundle?: bundle = bundleReference(argument)
            case .comment?: comment = call.arguments[index].value
            case .defaultValue?: defaultValue = call.arguments[index].value
            case .value?: if acceptsValue { defaultValue = call.arguments[index].value }
            default: break
            }
        }
        return LocalizationCallSite(entryPoint: EntryPoint(kind: kind, name: call.callee), call: call, keyArgumentIndex: keyIndex,
                                    table: table, bundle: bundle, comment: comment, defaultValue: defaultValue)
    }

    /// `detailKeys: ["a", "b"]`, `titleKey: "x"` as call arguments.
    func recordKeyNamedArguments(_ raw: RawCall, into file: inout ScannedFile) {
        for argument in sweep.arguments(of: raw) where argument.label >= 0 && argument.start < argument.end {
            guard Sweep.isKeyName(sweep.bytes, tokens[argument.label]) else { continue }
            let name = sweep.text(argument.label)
            if let alternatives = sweep.literalAlternatives(argument.start, argument.end) {
                for index in alternatives.literals { file.keyNamedLiterals.append(KeyNamedLiteral(name: name, literal: literal(tokenIndex: index))) }
            } else if tokens[argument.start].kind == .leftBracket, Int(tokens[argument.start].link) == argument.end - 1 {
                var cursor = argument.start + 1
                while cursor < argument.end - 1 {
                    if tokens[cursor].kind == .string {
                        file.keyNamedLiterals.append(KeyNamedLiteral(name: name, literal: literal(tokenIndex: cursor)))
                    }
                    cursor = sweep.skipGroup(cursor)
                }
            }
        }
    }
}
