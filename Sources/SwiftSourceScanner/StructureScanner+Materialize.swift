import TextPositions

/// Turning the sweep's raw, token-indexed records into the public summary.
extension Sweep {
    /// Types the compiler accepts as enum raw types that carry text or numbers.
    static let rawTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double",
        "Float", "CGFloat", "Character", "LocalizedStringKey", "LocalizedStringResource", "Swift.String", "Swift.Int",
    ]

    /// Numeric types whose initializer from a number keeps the type.
    static let numericTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Float80",
    ]

    /// Byte range of the braces opened at `open` (the whole file for -1).
    func scopeRange(_ open: Int) -> ByteRange {
        guard open >= 0 else { return ByteRange(start: 0, end: bytes.count) }
        let close = Int(tokens[open].link)
        return ByteRange(start: Int(tokens[open].start), end: close >= 0 ? Int(tokens[close].end) : bytes.count)
    }

    /// The names interpolations interpolate (`\(name)`, `\(self.name)`, the first argument): the
    /// only names whose declared types `obviousType` looks up. A name longer than `PackedName`
    /// holds sets `hasLongName` instead.
    func interpolatedNames() -> (names: Set<PackedName>, hasLongName: Bool) {
        var names: Set<PackedName> = []
        var hasLongName = false
        for interpolation in lexedInterpolations {
            var cursor = interpolation.openToken + 1
            if cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, tokens[cursor + 1].kind == .colon { cursor += 2 }
            if word(cursor) == .self, cursor + 1 < tokens.count, tokens[cursor + 1].kind == .period { cursor += 2 }
            guard cursor < tokens.count, tokens[cursor].kind == .identifier else { continue }
            if let packed = packedName(cursor) { names.insert(packed) } else { hasLongName = true }
        }
        return (names, hasLongName)
    }

    /// The name token `index` spells, without backticks, packed (`nil` when too long).
    func packedName(_ index: Int) -> PackedName? {
        var start = Int(tokens[index].start)
        var end = Int(tokens[index].end)
        if end - start >= 2, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        return PackedName(bytes, start, end)
    }

    /// Builds the public summary; with `includeAllCalls`, also every call with its expression start.
    func materialize(includeAllCalls: Bool) -> (file: ScannedFile, calls: [(call: CallSite, expressionStart: Int)]) {
        var builder = Materializer(sweep: self)
        return builder.build(includeAllCalls: includeAllCalls)
    }
}

/// Holds the decoded literals and lookup tables while the public values are built.
struct Materializer {
    let sweep: Sweep
    /// Decoded literals by lexed index.
    var literals: [StringLiteral] = []
    /// Declared or evident types of names: name → (scope, declared-at offset, type, is a member).
    var valueTypes: [String: [(scope: ByteRange, offset: Int, type: String, isMember: Bool)]] = [:]
    /// Index in the file's `localizationCalls` by the token where the call expression starts.
    var localizationByStart: [Int: Int] = [:]
    /// The file's localization call sites, once classified.
    var localizationCalls: [LocalizationCallSite] = []

    init(sweep: Sweep) {
        self.sweep = sweep
    }

    var tokens: [Token] { sweep.tokens }

    mutating func build(includeAllCalls: Bool) -> (file: ScannedFile, calls: [(call: CallSite, expressionStart: Int)]) {
        var file = ScannedFile()
        file.source = sweep.source
        file.problems = sweep.problems
        // Types of names, for interpolation specifiers: only of the names some interpolation uses.
        let interpolated = sweep.interpolatedNames()
        for value in sweep.values where !interpolated.names.isEmpty || interpolated.hasLongName {
            if let packed = sweep.packedName(value.nameToken) {
                guard interpolated.names.contains(packed) else { continue }
            } else if !interpolated.hasLongName {
                continue
            }
            let hasInitializer = value.valueStart < value.valueEnd
            // A closure parameter, loop variable or `if let x` written without a type shadows outer
            // declarations of its name with a type this pass cannot tell ("").
            let declaredType = value.declaredTypeRange.map { sweep.compactText($0.start, $0.end) }
            let type = declaredType ?? (hasInitializer ? shallowType(value.valueStart, value.valueEnd) : nil)
                ?? ((value.kind == .parameter || value.kind == .local) && !hasInitializer ? "" : nil)
            guard let type else { continue }
            let name = sweep.text(value.nameToken)
            let isMember = value.kind == .property || value.kind == .global
            valueTypes[name, default: []].append((sweep.scopeRange(value.scopeOpen), Int(tokens[value.nameToken].start), type, isMember))
        }
        file.values.reserveCapacity(sweep.values.count)
        file.functions.reserveCapacity(sweep.functions.count)
        file.types.reserveCapacity(sweep.types.count)
        // Literals.
        literals.reserveCapacity(sweep.literals.count)
        localizationByStart.reserveCapacity(sweep.calls.count)
        for index in sweep.literals.indices { literals.append(decodeLiteral(index)) }
        file.stringLiterals = literals
        // Calls.
        var allCalls: [(call: CallSite, expressionStart: Int)] = []
        for raw in sweep.calls {
            let sitesBefore = file.localizationCalls.count
            let other = classify(raw, into: &file.localizationCalls)
            if includeAllCalls {
                allCalls.append((makeCall(raw), sweep.expressionStart(callee: raw.calleeToken)))
            }
            if file.localizationCalls.count > sitesBefore { localizationByStart[callStartToken(raw)] = sitesBefore }
            if let other { file.otherCalls.append(other) }
            recordKeyNamedArguments(raw, into: &file)
        }
        file.regions = sweep.regions
        localizationCalls = file.localizationCalls
        buildDeclarations(into: &file)
        file.regions.sort { $0.range < $1.range }
        return (file, allCalls)
    }

    // MARK: - Literals

    /// The public value of lexed literal `index`.
    func decodeLiteral(_ index: Int) -> StringLiteral {
        let lexed = sweep.literals[index]
        let interpolations = sweep.interpolations(of: lexed)
        let layout = LiteralDecoder(bytes: sweep.bytes).layout(of: lexed)
        var segments: [StringSegment] = []
        segments.reserveCapacity(2 * interpolations.count + 1)
        var textStart = layout.text.start
        func appendText(upTo end: Int) {
            let clippedEnd = min(max(end, textStart), layout.text.end)
            if clippedEnd > textStart || (segments.isEmpty && interpolations.isEmpty) {
                // Text after an interpolation continues a line: only the first text starts one.
                let startsAtLineStart = !segments.contains { if case .interpolation = $0 { return true } else { return false } }
                segments.append(.text(TextSegment(range: ByteRange(start: textStart, end: max(textStart, clippedEnd)),
                                                  source: sweep.source, poundCount: lexed.pounds,
                                                  indentation: layout.indentation, startsAtLineStart: startsAtLineStart)))
            }
        }
        for interpolation in interpolations {
            appendText(upTo: interpolation.backslash)
            let close = interpolation.closeToken
            let end = close >= 0 ? Int(tokens[close].end) : lexed.end
            segments.append(.interpolation(makeInterpolation(open: interpolation.openToken, close: close,
                                                             range: ByteRange(start: interpolation.backslash, end: max(end, interpolation.backslash)))))
            textStart = max(end, textStart)
        }
        appendText(upTo: layout.text.end)
        return StringLiteral(range: ByteRange(start: lexed.start, end: lexed.end), contentRange: layout.content,
                             poundCount: lexed.pounds, isMultiline: lexed.isMultiline, isTerminated: lexed.isTerminated,
                             segments: segments)
    }

    /// The interpolation whose parentheses are `open` and `close` (-1 when unterminated).
    func makeInterpolation(open: Int, close: Int, range: ByteRange) -> Interpolation {
        let limit = close >= 0 ? close : lexedEnd(after: open)
        var labels: [String?] = []
        // The first argument's `nil` label, held back: an interpolation of one unlabeled value
        // (nearly all) then makes no list of its own.
        var firstIsUnlabeled = false
        var specifier: String?
        var firstStart = open + 1
        var firstEnd = limit
        var cursor = open + 1
        var argumentIndex = 0
        while cursor < limit {
            var label: String?
            var valueStart = cursor
            if tokens[cursor].kind == .identifier, cursor + 1 < limit, tokens[cursor + 1].kind == .colon {
                label = sweep.text(cursor)
                valueStart = cursor + 2
            }
            var valueEnd = valueStart
            while valueEnd < limit, tokens[valueEnd].kind != .comma { valueEnd = sweep.skipArgumentPiece(valueEnd) }
            valueEnd = min(valueEnd, limit)
            if argumentIndex == 0 {
                firstStart = valueStart
                firstEnd = valueEnd
            }
            if label == "specifier", valueStart < valueEnd, tokens[valueStart].kind == .string, sweep.next(valueStart) == valueEnd {
                specifier = literalValue(tokenIndex: valueStart)
            }
            if argumentIndex == 0, label == nil {
                firstIsUnlabeled = true
            } else {
                if firstIsUnlabeled, labels.isEmpty { labels.append(nil) }
                labels.append(label)
            }
            argumentIndex += 1
            cursor = valueEnd + 1
        }
        let expressionRange: ByteRange
        if firstStart < firstEnd, firstStart < tokens.count {
            expressionRange = ByteRange(start: Int(tokens[firstStart].start), end: sweep.endOffset(firstStart, firstEnd))
        } else {
            let at = open < tokens.count ? Int(tokens[open].end) : range.end
            expressionRange = ByteRange(at: at)
        }
        let alternatives = firstStart < firstEnd ? sweep.literalAlternatives(firstStart, firstEnd) : nil
        var alternativeValues: [String]?
        if let alternatives, alternatives.complete {
            alternativeValues = alternatives.literals.map { literalValue(tokenIndex: $0) ?? "" }
        }
        // The usual `\(value)` shares one list of labels instead of making its own.
        if firstIsUnlabeled, labels.isEmpty { labels = Materializer.oneUnlabeledArgument }
        return Interpolation(range: range, expressionRange: expressionRange, source: sweep.source, labels: labels, specifier: specifier,
                             obviousType: firstStart < firstEnd ? obviousType(firstStart, firstEnd, at: range.start) : nil,
                             literalAlternatives: alternativeValues)
    }

    /// The labels of an interpolation of one unlabeled value, made once and shared.
    static let oneUnlabeledArgument: [String?] = [nil]

    /// The token index after an unterminated interpolation's tokens.
    func lexedEnd(after open: Int) -> Int {
        var cursor = open + 1
        while cursor < tokens.count, !tokens[cursor].isAtLineStart {
            if tokens[cursor].kind == .rightParen, tokens[cursor].flags & Token.interpolationParen != 0 { break }
            cursor = sweep.skipGroup(cursor)
        }
        return min(cursor, tokens.count)
    }

    /// The decoded value of the literal at string token `index` (nil with interpolations).
    func literalValue(tokenIndex index: Int) -> String? {
        let literalIndex = Int(tokens[index].link)
        if literalIndex < literals.count { return literals[literalIndex].value }
        return decodeLiteral(literalIndex).value
    }

    /// The literal at string token `index`.
    func literal(tokenIndex index: Int) -> StringLiteral {
        let literalIndex = Int(tokens[index].link)
        if literalIndex < literals.count { return literals[literalIndex] }
        return decodeLiteral(literalIndex)
    }

    // MARK: - Types the file shows

    /// The type an expression evidently has without knowing other files.
    func shallowType(_ start: Int, _ end: Int) -> String? {
        guard start < end else { return nil }
        let first = tokens[start]
        if sweep.next(start) == end {
            switch first.kind {
            case .string: return "String"
            case .number: return numberType(start)
            case .identifier:
                if let word = sweep.word(start), word == .true || word == .false { return "Bool" }
                return nil
            default: return nil
            }
        }
        if first.kind == .op, sweep.isOperator(start, "-"), start + 1 < end, tokens[start + 1].kind == .number, start + 2 == end {
            return numberType(start + 1)
        }
        if let alternatives = sweep.literalAlternatives(start, end), alternatives.complete { return "String" }
        // `Type(…)` and localization calls.
        if first.kind == .identifier, start + 1 < end, tokens[start + 1].kind == .leftParen, Int(tokens[start + 1].link) == end - 1 {
            let name = sweep.text(start)
            switch name {
            case "String", "NSLocalizedString": return "String"
            case "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "Text": return name
            default:
                if Self.isNumericConversion(name) {
                    // `Int("3")` is optional; `Int(x)` from a number keeps the type.
                    return start + 2 < end - 1 && tokens[start + 2].kind == .string ? nil : name
                }
                if let initial = name.utf8.first, initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z") { return name }
                return nil
            }
        }
        if first.kind == .leftBracket, Int(first.link) == end - 1 {
            var cursor = start + 1
            var allStrings = cursor < end - 1
            while cursor < end - 1 {
                if tokens[cursor].kind == .string {
                    cursor = sweep.next(cursor)
                } else if tokens[cursor].kind == .comma {
                    cursor += 1
                } else {
                    allStrings = false
                    break
                }
            }
            return allStrings ? "[String]" : nil
        }
        // `… .count`
        if end - start >= 3, tokens[end - 2].kind == .period, sweep.word(end - 1) == .count { return "Int" }
        return nil
    }

    /// Whether `name` converts between numeric types.
    static func isNumericConversion(_ name: String) -> Bool { Sweep.numericTypes.contains(name) }

    /// `Int` or `Double` for a number token.
    func numberType(_ index: Int) -> String {
        let token = tokens[index]
        let start = Int(token.start)
        let end = Int(token.end)
        let isHex = end - start > 2 && sweep.bytes[start] == UInt8(ascii: "0") && sweep.bytes[start + 1] == UInt8(ascii: "x")
        for offset in start..<end {
            let byte = sweep.bytes[offset]
            if byte == UInt8(ascii: ".") { return "Double" }
            if !isHex && (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) { return "Double" }
            if isHex && (byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")) { return "Double" }
        }
        return "Int"
    }

    /// The type the file tells an interpolated expression has: literals, `.count`, names
    /// declared in this file (innermost scope first), `self.name`.
    func obviousType(_ start: Int, _ end: Int, at offset: Int) -> String? {
        if let type = shallowType(start, end) { return type }
        var nameToken = -1
        if tokens[start].kind == .identifier, sweep.next(start) == end {
            nameToken = start
        } else if end - start == 3, sweep.word(start) == .self, tokens[start + 1].kind == .period, tokens[start + 2].kind == .identifier {
            nameToken = start + 2
        }
        if nameToken >= 0 {
            let name = sweep.text(nameToken)
            guard let candidates = valueTypes[name] else { return nil }
            var best: (scope: ByteRange, offset: Int, type: String, isMember: Bool)?
            for candidate in candidates where candidate.scope.start <= offset && offset < candidate.scope.end {
                if !candidate.isMember && candidate.offset > offset { continue }
                if nameToken != start && !candidate.isMember { continue }
                if best == nil || candidate.scope.count < best!.scope.count { best = candidate }
            }
            return best?.type.isEmpty == false ? best?.type : nil
        }
        // `x.formatted(…)`, `x.description`, `x.localizedDescription` are strings.
        if end - start >= 3 {
            if tokens[end - 1].kind == .rightParen, tokens[end - 1].link >= 2 {
                let callee = Int(tokens[end - 1].link) - 1
                if tokens[callee].kind == .identifier, sweep.text(callee) == "formatted", callee > start,
                    tokens[callee - 1].kind == .period {
                    return "String"
                }
            }
            if tokens[end - 2].kind == .period, tokens[end - 1].kind == .identifier {
                let member = sweep.text(end - 1)
                if member == "description" || member == "localizedDescription" || member == "uuidString" { return "String" }
            }
        }
        return nil
    }
}
