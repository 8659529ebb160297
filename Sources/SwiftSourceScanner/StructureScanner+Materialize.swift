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

    /// The names interpolations interpolate (`\(name)`, `\(self.name)`, the first argument), sorted
    /// (`PackedName.precedes`): the only names whose declared types `obviousType` looks up. A name
    /// longer than `PackedName` holds sets `hasLongName` instead.
    func interpolatedNames() -> (names: [PackedName], hasLongName: Bool) {
        var names: [PackedName] = []
        var hasLongName = false
        for interpolation in lexedInterpolations {
            var cursor = interpolation.openToken + 1
            if cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, tokens[cursor + 1].kind == .colon { cursor += 2 }
            if word(cursor) == .self, cursor + 1 < tokens.count, tokens[cursor + 1].kind == .period { cursor += 2 }
            guard cursor < tokens.count, tokens[cursor].kind == .identifier else { continue }
            if let packed = packedName(cursor) { names.append(packed) } else { hasLongName = true }
        }
        // A few names per file: comparing three words beats hashing each declaration's name.
        names.sort(by: PackedName.precedes)
        return (names, hasLongName)
    }

    /// The name token `index` spells, without backticks, packed (`TokenReader.packedName`).
    @inline(__always)
    func packedName(_ index: Int) -> PackedName? { reader.packedName(index) }

    /// Builds the public summary; with `includeAllCalls`, also every call with its expression start.
    /// Consuming: the materializer takes the sweep over without retaining each of its lists. The
    /// records are built in `workspace`'s lists (`ScanWorkspace.materializerMemory`), kept for the thread's next file.
    consuming func materialize(includeAllCalls: Bool, workspace: ScanWorkspace)
        -> (file: ScannedFile, calls: [(call: CallSite, expressionStart: Int)])
    {
        var builder = Materializer(sweep: self, lists: workspace.materializerMemory.take())
        let summary = builder.build(includeAllCalls: includeAllCalls)
        workspace.materializerMemory.keep(builder.lists)
        workspace.sweepRecords.keep(builder.sweep.records)
        return summary
    }
}

/// Questions the materializer asks of the tokens.
extension TokenReader {
    /// Byte range of the braces opened at `open` (the whole file for -1).
    @inline(__always)
    func scopeRange(_ open: Int) -> ByteRange {
        guard open >= 0 else { return ByteRange(start: 0, end: bytes.count) }
        let close = Int(tokens[open].link)
        return ByteRange(start: Int(tokens[open].start), end: close >= 0 ? Int(tokens[close].end) : bytes.count)
    }

    /// The name token `index` spells, without backticks, packed (`nil` when too long).
    @inline(__always)
    func packedName(_ index: Int) -> PackedName? {
        var start = Int(tokens[index].start)
        var end = Int(tokens[index].end)
        if end - start >= 2, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        return PackedName(bytes, start, end)
    }
}

/// Holds the records and lookup tables while the summary is built: first the flat records of
/// literals, calls and call sites, then (once `tables` holds them) the declarations, whose values
/// point into the tables.
struct Materializer {
    /// The sweep's records (calls, arguments, declarations …).
    let sweep: Sweep
    /// The sweep's tokens and the questions asked of them: called on `sweep`, a method that is
    /// not inlined (or an inlined one from a mutating method) copies the whole `Sweep` (about
    /// 230 bytes) for `self`; the reader is five words.
    let reader: TokenReader
    /// The records of the tables being made (literals, their parts, calls, arguments, sites,
    /// values, functions, parameters) and the call sites' start tokens.
    var lists: SummaryRecordLists
    /// Texts the tables cannot keep as spans (interpolations' obvious types).
    var strings: [String] = []
    /// The raw call `lists.calls` ends with (-1 before any): a call is kept once, while it is
    /// classified.
    var lastKeptRaw = -1
    /// When every call is inspected: index in `lists.calls` by raw call index, -1 until the call
    /// is kept (empty otherwise).
    var callIndexByRaw: [Int32] = []
    /// The tables, once the records are complete (empty before).
    var tables = SummaryTables.empty
    /// Declared or evident types of names: name → (scope, declared-at offset, type, is a member).
    var valueTypes: [String: [(scope: ByteRange, offset: Int, type: String, isMember: Bool)]] = [:]

    /// A materializer of `sweep`'s records, which it builds in `lists` (empty).
    init(sweep: consuming Sweep, lists: consuming SummaryRecordLists) {
        reader = sweep.reader
        self.sweep = sweep
        self.lists = lists
    }

    /// The tokens in source order.
    var tokens: TokenList { reader.tokens }

    /// The arguments of `call`, made here rather than by `Sweep.arguments(of:)`: a `Sweep` method
    /// called from a mutating method gets a copy of the whole sweep.
    @inline(__always)
    func arguments(of call: RawCall) -> RawArgumentList {
        RawArgumentList(storage: sweep.arguments.elements, base: Int(call.argumentStart), count: Int(call.argumentCount))
    }

    mutating func build(includeAllCalls: Bool) -> (file: ScannedFile, calls: [(call: CallSite, expressionStart: Int)]) {
        // Types of names, for interpolation specifiers: only of the names some interpolation uses.
        let interpolated = sweep.interpolatedNames()
        for value in sweep.values.elements where !interpolated.names.isEmpty || interpolated.hasLongName {
            if let packed = reader.packedName(value.nameToken) {
                guard PackedName.sorted(interpolated.names, contains: packed) else { continue }
            } else if !interpolated.hasLongName {
                continue
            }
            let hasInitializer = value.valueStart < value.valueEnd
            // A closure parameter, loop variable or `if let x` written without a type shadows outer
            // declarations of its name with a type this pass cannot tell ("").
            let declaredType = value.declaredTypeRange.map { reader.compactText($0.start, $0.end) }
            let type = declaredType ?? (hasInitializer ? shallowType(value.valueStart, value.valueEnd) : nil)
                ?? ((value.kind == .parameter || value.kind == .local) && !hasInitializer ? "" : nil)
            guard let type else { continue }
            let name = reader.text(value.nameToken)
            let isMember = value.kind == .property || value.kind == .global
            valueTypes[name, default: []].append((reader.scopeRange(value.scopeOpen), Int(tokens[value.nameToken].start), type, isMember))
        }
        // Literals.
        for index in reader.literals.indices { decodeLiteral(index) }
        // Calls.
        if includeAllCalls { callIndexByRaw = Array(repeating: -1, count: sweep.calls.count) }
        var keyNamedArguments: [(name: String, literalToken: Int)] = []
        var siteStartsAreSorted = true
        for rawIndex in 0..<sweep.calls.count {
            let sitesBefore = lists.sites.count
            // The list is made once for both (each making retains the sweep's list of arguments).
            let arguments = arguments(of: sweep.calls[rawIndex])
            classify(rawIndex, arguments: arguments)
            if lists.sites.count > sitesBefore {
                let token = Int32(truncatingIfNeeded: callStartToken(sweep.calls[rawIndex]))
                if let last = lists.siteStarts.last, last.token > token { siteStartsAreSorted = false }
                lists.siteStarts.append(SiteStart(token: token, site: Int32(sitesBefore)))
            }
            reader.recordKeyNamedArguments(arguments, into: &keyNamedArguments)
        }
        // Nested calls are classified inner first; sites' indices keep their order among equal starts.
        if !siteStartsAreSorted { lists.sortSiteStarts() }
        // Value declarations (their origins name literals and call sites by index).
        for raw in sweep.values.elements {
            let record = makeValueRecord(raw)
            lists.values.append(record)
        }
        // Functions and their parameters, then the memberwise initializers the compiler synthesizes.
        var typePaths = sweep.typePaths
        makeFunctionRecords()
        appendMemberwiseInitializers(typePaths: &typePaths)
        // The records are copied into the tables' one allocation (the lists are kept for the next file).
        tables = SummaryTables(source: sweep.source, records: lists.records, strings: strings, typePaths: typePaths)
        var file = ScannedFile(tables: tables)
        file.problems = sweep.problems
        file.types.reserveCapacity(sweep.types.count)
        for (name, literalToken) in keyNamedArguments {
            file.keyNamedLiterals.append(KeyNamedLiteral(name: name, literal: literal(tokenIndex: literalToken)))
        }
        file.regions = sweep.regions
        buildDeclarations(into: &file)
        // Sorted only when out of order: the list is still the sweep's, and sorting it (even an
        // empty one) copies it.
        if zip(file.regions, file.regions.dropFirst()).contains(where: { $1.range < $0.range }) {
            file.regions.sort { $0.range < $1.range }
        }
        guard includeAllCalls else { return (file, []) }
        // Every call, in tables of their own: the summary's tables hold only the calls it keeps
        // (the lists still hold every record; the other calls are appended to them).
        let kept = (0..<sweep.calls.count).map { keptCall($0) }
        var records = tables.records
        records.calls = lists.records.calls
        records.arguments = lists.records.arguments
        let inspected = SummaryTables(source: sweep.source, records: records, strings: tables.strings, typePaths: tables.typePaths)
        return (file, zip(sweep.calls.elements, kept).map { raw, index in
            (CallSite(tables: inspected, index: index), sweep.expressionStart(callee: raw.calleeToken))
        })
    }

    // MARK: - Literals

    /// Appends the records of lexed literal `index` (literals are recorded in order).
    mutating func decodeLiteral(_ index: Int) {
        let lexed = reader.literals[index]
        let layout = LiteralDecoder(bytes: reader.bytes).layout(of: lexed)
        let segmentStart = lists.segments.count
        let interpolationStart = lists.interpolations.count
        var textStart = layout.text.start
        let interpolations = Int(lexed.interpolationStart)..<Int(lexed.interpolationStart + lexed.interpolationCount)
        // By index: a slice of the sweep's list would retain it for every literal.
        for interpolationIndex in interpolations {
            let interpolation = sweep.lexedInterpolations[interpolationIndex]
            appendText(from: textStart, upTo: interpolation.backslash, layout: layout, segmentStart: segmentStart, hasInterpolations: true)
            let close = interpolation.closeToken
            let end = close >= 0 ? Int(tokens[close].end) : lexed.end
            let range = ByteRange(start: interpolation.backslash, end: max(end, interpolation.backslash))
            let record = makeInterpolation(open: interpolation.openToken, close: close, range: range)
            lists.segments.append(SegmentRecord(span: Span(range), interpolation: Int32(lists.interpolations.count), startsAtLineStart: false))
            lists.interpolations.append(record)
            textStart = max(end, textStart)
        }
        appendText(from: textStart, upTo: layout.text.end, layout: layout, segmentStart: segmentStart,
                   hasInterpolations: !interpolations.isEmpty)
        lists.literals.append(LiteralRecord(range: Span(start: lexed.start, end: lexed.end), content: Span(layout.content),
                                            indentation: Span(layout.indentation), segmentStart: Int32(segmentStart),
                                            segmentCount: Int32(lists.segments.count - segmentStart),
                                            interpolationStart: Int32(interpolationStart),
                                            interpolationCount: Int32(lists.interpolations.count - interpolationStart),
                                            poundCount: Int32(lexed.pounds), isMultiline: lexed.isMultiline,
                                            isTerminated: lexed.isTerminated))
    }

    /// Appends the text from `textStart` to `end` (clipped to the literal's text) as a segment of
    /// the literal whose segments start at `segmentStart`: a literal without interpolations has
    /// one text segment even when empty; otherwise empty texts are left out.
    mutating func appendText(
        from textStart: Int, upTo end: Int, layout: (content: ByteRange, text: ByteRange, indentation: ByteRange?),
        segmentStart: Int, hasInterpolations: Bool
    ) {
        let clippedEnd = min(max(end, textStart), layout.text.end)
        let isFirst = lists.segments.count == segmentStart
        guard clippedEnd > textStart || (isFirst && !hasInterpolations) else { return }
        // Text after an interpolation continues a line: only the first text starts one.
        lists.segments.append(SegmentRecord(span: Span(start: textStart, end: max(textStart, clippedEnd)), interpolation: -1,
                                            startsAtLineStart: isFirst))
    }

    /// The record of the interpolation whose parentheses are `open` and `close` (-1 when
    /// unterminated); its labels and alternatives are appended to their tables.
    mutating func makeInterpolation(open: Int, close: Int, range: ByteRange) -> InterpolationRecord {
        let limit = close >= 0 ? close : reader.lexedEnd(after: open)
        let labelStart = lists.labels.count
        var specifierLiteral: Int32 = -1
        var firstStart = open + 1
        var firstEnd = limit
        var cursor = open + 1
        var argumentIndex = 0
        while cursor < limit {
            var label = Span.none
            var valueStart = cursor
            if tokens[cursor].kind == .identifier, cursor + 1 < limit, tokens[cursor + 1].kind == .colon {
                label = Span(start: Int(tokens[cursor].start), end: Int(tokens[cursor].end))
                valueStart = cursor + 2
            }
            var valueEnd = valueStart
            while valueEnd < limit, tokens[valueEnd].kind != .comma { valueEnd = reader.skipArgumentPiece(valueEnd) }
            valueEnd = min(valueEnd, limit)
            if argumentIndex == 0 {
                firstStart = valueStart
                firstEnd = valueEnd
            }
            if label.start >= 0, reader.spells(cursor, "specifier"), valueStart < valueEnd, tokens[valueStart].kind == .string,
                reader.next(valueStart) == valueEnd {
                specifierLiteral = tokens[valueStart].link
            }
            lists.labels.append(label)
            argumentIndex += 1
            cursor = valueEnd + 1
        }
        let expressionRange: ByteRange
        if firstStart < firstEnd, firstStart < tokens.count {
            expressionRange = ByteRange(start: Int(tokens[firstStart].start), end: reader.endOffset(firstStart, firstEnd))
        } else {
            let at = open < tokens.count ? Int(tokens[open].end) : range.end
            expressionRange = ByteRange(at: at)
        }
        var alternativesStart: Int32 = 0
        var alternativesCount: Int32 = -1
        if firstStart < firstEnd, let alternatives = reader.literalAlternatives(firstStart, firstEnd), alternatives.complete {
            alternativesStart = Int32(lists.literalIndices.count)
            alternativesCount = Int32(alternatives.literals.count)
            for token in alternatives.literals { lists.literalIndices.append(tokens[token].link) }
        }
        var obviousTypeIndex: Int32 = -1
        if firstStart < firstEnd, let type = obviousType(firstStart, firstEnd, at: range.start) {
            obviousTypeIndex = Int32(strings.count)
            strings.append(type)
        }
        return InterpolationRecord(range: Span(range), expression: Span(expressionRange), labelStart: Int32(labelStart),
                                   labelCount: Int32(lists.labels.count - labelStart), specifierLiteral: specifierLiteral,
                                   obviousType: obviousTypeIndex, alternativesStart: alternativesStart,
                                   alternativesCount: alternativesCount)
    }

    /// The decoded value of the literal at string token `index` (nil with interpolations); only
    /// once `tables` holds the records.
    func literalValue(tokenIndex index: Int) -> String? {
        tables.literalValue(Int(tokens[index].link))
    }

    /// The literal at string token `index`; only once `tables` holds the records.
    func literal(tokenIndex index: Int) -> StringLiteral {
        StringLiteral(tables: tables, index: tokens[index].link)
    }

    /// Whether the literal at string token `index` has interpolations (readable while the
    /// records are made: every literal is recorded before any call).
    func literalHasInterpolation(tokenIndex index: Int) -> Bool {
        lists.literals[Int(tokens[index].link)].interpolationCount > 0
    }

    // MARK: - Types the file shows

    /// The type an expression evidently has without knowing other files.
    func shallowType(_ start: Int, _ end: Int) -> String? {
        reader.shallowTypeName(start, end).text(in: sweep.source)
    }

    /// Whether `name` converts between numeric types.
    static func isNumericConversion(_ name: String) -> Bool { Sweep.numericTypes.contains(name) }

    /// The type the file tells an interpolated expression has: literals, `.count`, names
    /// declared in this file (innermost scope first), `self.name`.
    // Inlined: a call from a mutating method would copy the whole materializer (or sweep) for `self`.
    @inline(__always)
    func obviousType(_ start: Int, _ end: Int, at offset: Int) -> String? {
        if let type = shallowType(start, end) { return type }
        var nameToken = -1
        if tokens[start].kind == .identifier, reader.next(start) == end {
            nameToken = start
        } else if end - start == 3, reader.word(start) == .self, tokens[start + 1].kind == .period, tokens[start + 2].kind == .identifier {
            nameToken = start + 2
        }
        if nameToken >= 0 {
            let name = reader.text(nameToken)
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
                if tokens[callee].kind == .identifier, reader.text(callee) == "formatted", callee > start,
                    tokens[callee - 1].kind == .period {
                    return "String"
                }
            }
            if tokens[end - 2].kind == .period, tokens[end - 1].kind == .identifier {
                let member = reader.text(end - 1)
                if member == "description" || member == "localizedDescription" || member == "uuidString" { return "String" }
            }
        }
        return nil
    }
}

/// Questions about the tokens of literals and initializers: methods of the reader (five words),
/// so that a call from the materializer's mutating methods copies the reader, not the whole sweep.
extension TokenReader {
    /// The token index after an unterminated interpolation's tokens.
    @inline(__always)
    func lexedEnd(after open: Int) -> Int {
        var cursor = open + 1
        while cursor < tokens.count, !tokens[cursor].isAtLineStart {
            if tokens[cursor].kind == .rightParen, tokens[cursor].flags & Token.interpolationParen != 0 { break }
            cursor = skipGroup(cursor)
        }
        return min(cursor, tokens.count)
    }

    /// The type an expression evidently has without knowing other files, as a record (no string).
    @inline(__always)
    func shallowTypeName(_ start: Int, _ end: Int) -> TypeNameRecord {
        guard start < end else { return .none }
        let first = tokens[start]
        if next(start) == end {
            switch first.kind {
            case .string: return TypeNameRecord(.string)
            case .number: return numberType(start)
            case .identifier:
                if let word = word(start), word == .true || word == .false { return TypeNameRecord(.bool) }
                return .none
            default: return .none
            }
        }
        if first.kind == .op, isOperator(start, "-"), start + 1 < end, tokens[start + 1].kind == .number, start + 2 == end {
            return numberType(start + 1)
        }
        if let alternatives = literalAlternatives(start, end), alternatives.complete { return TypeNameRecord(.string) }
        // `Type(…)` and localization calls.
        if first.kind == .identifier, start + 1 < end, tokens[start + 1].kind == .leftParen, Int(tokens[start + 1].link) == end - 1 {
            let name = text(start)
            let identifier = TypeNameRecord(name: .identifier, identifier: Span(tokenRange(start)))
            switch name {
            case "String", "NSLocalizedString": return TypeNameRecord(.string)
            case "LocalizedStringKey", "LocalizedStringResource", "AttributedString", "Text": return identifier
            default:
                if Materializer.isNumericConversion(name) {
                    // `Int("3")` is optional; `Int(x)` from a number keeps the type.
                    return start + 2 < end - 1 && tokens[start + 2].kind == .string ? .none : identifier
                }
                if let initial = name.utf8.first, initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z") { return identifier }
                return .none
            }
        }
        if first.kind == .leftBracket, Int(first.link) == end - 1 {
            var cursor = start + 1
            var allStrings = cursor < end - 1
            while cursor < end - 1 {
                if tokens[cursor].kind == .string {
                    cursor = next(cursor)
                } else if tokens[cursor].kind == .comma {
                    cursor += 1
                } else {
                    allStrings = false
                    break
                }
            }
            return allStrings ? TypeNameRecord(.stringArray) : .none
        }
        // `… .count`
        if end - start >= 3, tokens[end - 2].kind == .period, word(end - 1) == .count { return TypeNameRecord(.int) }
        return .none
    }

    /// `Int` or `Double` for a number token.
    func numberType(_ index: Int) -> TypeNameRecord {
        let token = tokens[index]
        let start = Int(token.start)
        let end = Int(token.end)
        let isHex = end - start > 2 && bytes[start] == UInt8(ascii: "0") && bytes[start + 1] == UInt8(ascii: "x")
        for offset in start..<end {
            let byte = bytes[offset]
            if byte == UInt8(ascii: ".") { return TypeNameRecord(.double) }
            if !isHex && (byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")) { return TypeNameRecord(.double) }
            if isHex && (byte == UInt8(ascii: "p") || byte == UInt8(ascii: "P")) { return TypeNameRecord(.double) }
        }
        return TypeNameRecord(.int)
    }
}

/// Ordering packed names, to look a declaration's name up among a file's few interpolated names.
extension PackedName {
    /// Whether `lhs` sorts before `rhs` (word by word).
    @inline(__always)
    static func precedes(_ lhs: PackedName, _ rhs: PackedName) -> Bool {
        if lhs.first != rhs.first { return lhs.first < rhs.first }
        if lhs.second != rhs.second { return lhs.second < rhs.second }
        return lhs.third < rhs.third
    }

    /// Whether `names`, sorted by `precedes`, holds `name` (a binary search).
    static func sorted(_ names: [PackedName], contains name: PackedName) -> Bool {
        var low = 0
        var high = names.count
        while low < high {
            let middle = (low + high) / 2
            if precedes(names[middle], name) { low = middle + 1 } else { high = middle }
        }
        return low < names.count && names[low] == name
    }
}
