import TextPositions

/// Declarations: types, enums, functions, values, literal producers, switch assignments.
extension Materializer {
    /// Fills the declaration parts of `file`.
    mutating func buildDeclarations(into file: inout ScannedFile) {
        for raw in sweep.types {
            let name = raw.name ?? reader.compactText(Int(tokens[raw.nameStart].start), Int(tokens[raw.nameEnd - 1].end))
            let range = ByteRange(start: Int(tokens[raw.keyword].start), end: reader.scopeRange(raw.bodyOpen).end)
            let nameRange = ByteRange(start: Int(tokens[raw.nameStart].start), end: Int(tokens[raw.nameEnd - 1].end))
            file.types.append(TypeDeclaration(kind: raw.kind, name: name, nestingPath: raw.nestingPath,
                                              inheritance: raw.inheritance, range: range, nameRange: nameRange))
            if raw.kind == .enum {
                file.enums.append(makeEnum(raw, name: name, range: range, nameRange: nameRange))
            }
            if raw.inheritance.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) {
                file.regions.append(SourceRegion(kind: .previewProvider(typeName: name), range: range))
            }
        }
        for producer in sweep.producers {
            var producerLiterals: [StringLiteral] = []
            for (start, end) in producer.results {
                if let alternatives = reader.literalAlternatives(start, end) {
                    producerLiterals += alternatives.literals.map { literal(tokenIndex: $0) }
                }
            }
            let cases = producer.cases.map { item -> SwitchCaseValue in
                var value: StringLiteral?
                if let result = item.result, tokens[result.0].kind == .string, reader.next(result.0) == result.1 {
                    value = literal(tokenIndex: result.0)
                }
                return SwitchCaseValue(patterns: item.patterns.map { reader.tokenText($0.0, $0.1) }, literal: value)
            }
            let name = reader.text(producer.nameToken)
            let range = ByteRange(start: Int(tokens[producer.start].start), end: Int(tokens[producer.close].end))
            file.literalProducers.append(LiteralProducer(kind: producer.kind, name: name, typePath: sweep.typePaths[Int(producer.typePathIndex)],
                                                         type: producer.type, literals: producerLiterals,
                                                         isComplete: producer.complete, cases: cases, range: range))
            if Sweep.isKeyName(reader.bytes, tokens[producer.nameToken]) {
                file.keyNamedLiterals += producerLiterals.map { KeyNamedLiteral(name: name, literal: $0) }
            }
        }
        for raw in sweep.switches {
            file.switchAssignments += switchAssignments(raw)
        }
        for (name, literalToken) in sweep.keyNamed {
            file.keyNamedLiterals.append(KeyNamedLiteral(name: reader.text(name), literal: literal(tokenIndex: literalToken)))
        }
        file.keyNamedLiterals.sort { $0.literal.range < $1.literal.range }
    }

    /// An enum with implicit raw values filled in.
    func makeEnum(_ raw: RawType, name: String, range: ByteRange, nameRange: ByteRange) -> EnumDeclaration {
        let first = raw.inheritance.first
        let rawType = first.flatMap { Sweep.rawTypes.contains($0) ? $0 : nil }
        let isTextual = rawType.map { $0.hasSuffix("String") || $0.hasPrefix("Localized") } ?? false
        let isInteger = rawType.map { $0.contains("Int") } ?? false
        var cases: [EnumCase] = []
        var nextInteger = 0
        for item in raw.rawCases {
            let caseName = reader.text(item.name)
            var rawValue: String?
            var explicit = false
            if item.valueStart >= 0, item.valueStart < item.valueEnd {
                explicit = true
                let start = item.valueStart
                if tokens[start].kind == .string, reader.next(start) == item.valueEnd {
                    rawValue = literalValue(tokenIndex: start)
                } else {
                    let text = String(reader.tokenText(start, item.valueEnd).filter { $0 != " " })
                    rawValue = text
                    if isInteger, let number = Int(String(text.filter { $0 != "_" })) { nextInteger = number + 1 }
                }
            } else if isTextual {
                rawValue = caseName
            } else if isInteger {
                rawValue = String(nextInteger)
                nextInteger += 1
            }
            cases.append(EnumCase(name: caseName, rawValue: rawValue, hasExplicitRawValue: explicit,
                                  hasAssociatedValues: item.hasAssociatedValues,
                                  nameRange: ByteRange(start: Int(tokens[item.name].start), end: Int(tokens[item.name].end))))
        }
        return EnumDeclaration(name: name, nestingPath: raw.nestingPath, rawType: rawType, inheritance: raw.inheritance,
                               cases: cases, range: range, nameRange: nameRange)
    }

    /// The record of a value declaration with what its initializer is; the literals and inferred
    /// type it names are appended to their lists (only before `tables` is made).
    mutating func makeValueRecord(_ raw: RawValue) -> ValueRecord {
        var origin = OriginRecord.none
        var inferred = TypeNameRecord.none
        if raw.valueStart < raw.valueEnd {
            origin = originRecord(raw.valueStart, raw.valueEnd)
            if origin.shape == .localizationCall {
                let site = lists.sites[Int(origin.first)]
                switch site.kind {
                case .stringLocalized, .nsLocalizedString, .bundleLocalizedString: inferred = TypeNameRecord(.string)
                case .localizedStringKey: inferred = TypeNameRecord(.localizedStringKey)
                case .localizedStringResource: inferred = TypeNameRecord(.localizedStringResource)
                case .attributedStringLocalized: inferred = TypeNameRecord(.attributedString)
                case .view, .verbatimText: inferred = TypeNameRecord(name: .identifier, identifier: lists.calls[Int(site.call)].callee)
                case .modifier, .promptArgument: inferred = .none
                }
            } else {
                inferred = reader.shallowTypeName(raw.valueStart, raw.valueEnd)
            }
        } else if raw.bodyOpen >= 0, let producerIndex = sweep.producerByName[raw.nameToken] {
            let first = lists.literalIndices.count
            for (start, end) in sweep.producers[producerIndex].results {
                if let alternatives = reader.literalAlternatives(start, end) {
                    for token in alternatives.literals { lists.literalIndices.append(tokens[token].link) }
                }
            }
            origin.shape = .literals
            origin.isComplete = sweep.producers[producerIndex].complete
            origin.first = Int32(first)
            origin.count = Int32(lists.literalIndices.count - first)
        }
        return ValueRecord(name: Span(reader.tokenRange(raw.nameToken)), declaredType: Span(raw.declaredTypeRange),
                           scope: Span(reader.scopeRange(raw.scopeOpen)),
                           element: raw.sequenceStart < raw.sequenceEnd ? Span(reader.tokenRange(raw.sequenceStart, raw.sequenceEnd)) : .none,
                           typePath: raw.typePathIndex, inferredType: raw.declaredTypeRange == nil ? inferred : .none, origin: origin,
                           kind: raw.kind, isConstant: raw.isConstant, isStatic: raw.isStatic)
    }

    /// The record of what an initializer expression is; its literals are appended to
    /// `literalIndices`.
    mutating func originRecord(_ start: Int, _ end: Int) -> OriginRecord {
        var origin = OriginRecord.none
        if tokens[start].kind == .string, reader.next(start) == end {
            origin.shape = .stringLiteral
            origin.first = tokens[start].link
            return origin
        }
        if let alternatives = reader.literalAlternatives(start, end) {
            let first = lists.literalIndices.count
            for token in alternatives.literals { lists.literalIndices.append(tokens[token].link) }
            origin.shape = .literals
            origin.isComplete = alternatives.complete
            origin.first = Int32(first)
            origin.count = Int32(lists.literalIndices.count - first)
            return origin
        }
        if tokens[start].kind == .leftBracket, Int(tokens[start].link) == end - 1 {
            let first = lists.literalIndices.count
            var cursor = start + 1
            var allStrings = true
            while cursor < end - 1 {
                if tokens[cursor].kind == .string {
                    lists.literalIndices.append(tokens[cursor].link)
                    cursor = reader.next(cursor)
                } else if tokens[cursor].kind == .comma {
                    cursor += 1
                } else {
                    allStrings = false
                    break
                }
            }
            if allStrings && lists.literalIndices.count > first {
                origin.shape = .literalArray
                origin.first = Int32(first)
                origin.count = Int32(lists.literalIndices.count - first)
                return origin
            }
            lists.literalIndices.removeLast(lists.literalIndices.count - first)
        }
        if tokens[start].kind == .number, end == start + 1 {
            origin.shape = .number
            origin.span = Span(reader.tokenRange(start))
            return origin
        }
        if reader.isOperator(start, "-"), end == start + 2, tokens[start + 1].kind == .number {
            origin.shape = .number
            origin.isSigned = true
            origin.span = Span(start: Int(tokens[start].start), end: reader.endOffset(start, end))
            return origin
        }
        if let siteIndex = site(startingAt: start),
            Int(lists.calls[Int(lists.sites[siteIndex].call)].range.end) == reader.endOffset(start, end) {
            origin.shape = .localizationCall
            origin.first = Int32(siteIndex)
            return origin
        }
        origin.shape = .expression
        origin.span = reader.expressionSpan(start, end)
        origin.expressionKind = reader.expressionKind(start, end)
        return origin
    }

    /// The first site of the last localization call classified whose expression starts at token
    /// `token`, if any (a binary search of `siteStarts`).
    // Inlined: a call from a mutating method would copy the whole materializer (or sweep) for `self`.
    @inline(__always)
    func site(startingAt token: Int) -> Int? {
        var low = 0
        var high = lists.siteStarts.count
        // The first entry past `token`; the one before it is the last entry at `token`, if any.
        while low < high {
            let middle = (low + high) / 2
            if Int(lists.siteStarts[middle].token) <= token { low = middle + 1 } else { high = middle }
        }
        guard low > 0, Int(lists.siteStarts[low - 1].token) == token else { return nil }
        return Int(lists.siteStarts[low - 1].site)
    }

    /// Appends the records of the sweep's functions and of their parameters.
    mutating func makeFunctionRecords() {
        for raw in sweep.parameters.elements {
            // Most parameters are not typed as keys: their type's bytes lack `LocalizedString`, and no
            // string is made of them.
            let isLocalizedText = reader.mentionsLocalizedString(raw.typeRange)
                && TypeName.isLocalizedText(reader.compactText(raw.typeRange.start, raw.typeRange.end))
            lists.parameters.append(ParameterRecord(label: raw.labelToken >= 0 ? Span(reader.tokenRange(Int(raw.labelToken))) : .none,
                                              name: Span(reader.tokenRange(Int(raw.nameToken))), type: Span(raw.typeRange),
                                              inferredType: .none, hasDefault: raw.hasDefault, isLocalizedText: isLocalizedText))
        }
        for raw in sweep.functions.elements {
            let name = Span(reader.tokenRange(raw.nameToken))
            let end = raw.bodyOpen >= 0 ? reader.scopeRange(raw.bodyOpen).end : Int(name.end)
            lists.functions.append(FunctionRecord(name: name, range: Span(start: Int(tokens[raw.keyword].start), end: max(end, Int(name.end))),
                                            returnType: Span(raw.returnTypeRange), typePath: raw.typePathIndex,
                                            parameterStart: raw.parameterStart, parameterCount: raw.parameterCount, kind: raw.kind,
                                            isStatic: raw.isStatic))
        }
    }

    /// Appends the memberwise initializers of structs without an explicit `init` whose stored
    /// properties include `LocalizedStringKey`/`LocalizedStringResource` ones, with their
    /// parameters and enclosing types' names.
    mutating func appendMemberwiseInitializers(typePaths: inout [[String]]) {
        guard sweep.types.contains(where: { $0.kind == .struct }) else { return }
        // Most files have no property typed as a key: then no struct gets an initializer, and
        // nothing is grouped (the bytes of a type are read before any text is made of them).
        var bodiesWithLocalizedProperty: [Int] = []
        for (index, value) in sweep.values.elements.enumerated() where value.kind == .property && !value.isStatic {
            let record = lists.values[index]
            let isLocalized = record.declaredType.optionalRange.map {
                reader.mentionsLocalizedString($0) && Self.isLocalizedType(reader.compactText($0.start, $0.end))
            } ?? record.inferredType.isLocalizedText(in: sweep.source)
            if isLocalized { bodiesWithLocalizedProperty.append(value.scopeOpen) }
        }
        guard !bodiesWithLocalizedProperty.isEmpty else { return }
        // Stored properties by the body that declares them, explicit initializers by type body.
        var propertiesByBody: [Int: [Int]] = [:]
        for (index, value) in sweep.values.elements.enumerated() where value.kind == .property && !value.isStatic {
            propertiesByBody[value.scopeOpen, default: []].append(index)
        }
        for raw in sweep.types where raw.kind == .struct {
            guard bodiesWithLocalizedProperty.contains(raw.bodyOpen), let properties = propertiesByBody[raw.bodyOpen] else { continue }
            let body = reader.scopeRange(raw.bodyOpen)
            let hasInit = sweep.functions.elements.contains { function in
                function.kind == .initializer && body.contains(ByteRange(at: Int(tokens[function.keyword].start)))
                    && sweep.typePaths[Int(function.typePathIndex)].count == raw.nestingPath.count + 1
            }
            if hasInit { continue }
            let parameterStart = lists.parameters.count
            for index in properties {
                let value = sweep.values[index]
                let isComputed = value.bodyOpen >= 0 && value.valueStart == 0
                    && !(value.bodyOpen + 1 < tokens.count && (reader.word(value.bodyOpen + 1) == .willSet || reader.word(value.bodyOpen + 1) == .didSet))
                if isComputed { continue }
                let hasValue = value.valueStart < value.valueEnd
                if value.isConstant && hasValue { continue }
                let property = lists.values[index]
                let isLocalizedText = property.declaredType.optionalRange.map {
                    reader.mentionsLocalizedString($0) && TypeName.isLocalizedText(reader.compactText($0.start, $0.end))
                } ?? property.inferredType.isLocalizedText(in: sweep.source)
                lists.parameters.append(ParameterRecord(label: property.name, name: property.name, type: property.declaredType,
                                                  inferredType: property.inferredType, hasDefault: hasValue,
                                                  isLocalizedText: isLocalizedText))
            }
            guard (parameterStart..<lists.parameters.count).contains(where: { lists.parameters[$0].isLocalizedText }) else {
                lists.parameters.removeLast(lists.parameters.count - parameterStart)
                continue
            }
            let name = raw.name ?? reader.compactText(Int(tokens[raw.nameStart].start), Int(tokens[raw.nameEnd - 1].end))
            typePaths.append(raw.nestingPath + [name])
            lists.functions.append(FunctionRecord(name: Span(start: Int(tokens[raw.nameStart].start), end: Int(tokens[raw.nameEnd - 1].end)),
                                            range: Span(start: Int(tokens[raw.keyword].start), end: body.end), returnType: .none,
                                            typePath: Int32(typePaths.count - 1), parameterStart: Int32(parameterStart),
                                            parameterCount: Int32(lists.parameters.count - parameterStart), kind: .memberwiseInitializer,
                                            isStatic: false))
        }
    }

    /// Whether a type is `LocalizedStringKey`/`LocalizedStringResource`, optional or not.
    static func isLocalizedType(_ type: String) -> Bool {
        TypeName.isLocalizedText(type)
    }

    /// Variables assigned literals in the clauses of a switch.
    func switchAssignments(_ raw: RawSwitch) -> [SwitchAssignment] {
        var byVariable: [String: [SwitchCaseValue]] = [:]
        var order: [String] = []
        for clause in raw.clauses {
            let patterns = clause.patterns.map { reader.tokenText($0.0, $0.1) }
            for (start, end) in reader.statements(clause.bodyStart, clause.bodyEnd) {
                var cursor = start
                guard tokens[cursor].kind == .identifier else { continue }
                cursor += 1
                while cursor + 1 < end, tokens[cursor].kind == .period, tokens[cursor + 1].kind == .identifier { cursor += 2 }
                guard cursor < end, reader.isOperator(cursor, "=") else { continue }
                let variable = reader.tokenText(start, cursor)
                if byVariable[variable] == nil { order.append(variable) }
                guard let alternatives = reader.literalAlternatives(cursor + 1, end) else {
                    byVariable[variable, default: []].append(SwitchCaseValue(patterns: patterns, literal: nil))
                    continue
                }
                for index in alternatives.literals {
                    byVariable[variable, default: []].append(SwitchCaseValue(patterns: patterns, literal: literal(tokenIndex: index)))
                }
                if !alternatives.complete {
                    byVariable[variable, default: []].append(SwitchCaseValue(patterns: patterns, literal: nil))
                }
            }
        }
        let subject = reader.tokenText(raw.subjectStart, raw.subjectEnd)
        let range = ByteRange(start: Int(tokens[raw.keyword].start), end: Int(tokens[raw.close].end))
        return order.compactMap { variable in
            let cases = byVariable[variable] ?? []
            guard cases.contains(where: { $0.literal != nil }) else { return nil }
            return SwitchAssignment(variable: variable, subject: subject, cases: cases, range: range)
        }
    }
}
