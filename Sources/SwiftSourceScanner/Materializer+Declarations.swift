import TextPositions

/// Declarations: types, enums, functions, values, literal producers, switch assignments.
extension Materializer {
    /// Fills the declaration parts of `file`.
    mutating func buildDeclarations(into file: inout ScannedFile) {
        for raw in sweep.types {
            let name = sweep.compactText(Int(tokens[raw.nameStart].start), Int(tokens[raw.nameEnd - 1].end))
            let range = ByteRange(start: Int(tokens[raw.keyword].start), end: sweep.scopeRange(raw.bodyOpen).end)
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
        for raw in sweep.functions {
            let nameRange = ByteRange(start: Int(tokens[raw.nameToken].start), end: Int(tokens[raw.nameToken].end))
            let end = raw.bodyOpen >= 0 ? sweep.scopeRange(raw.bodyOpen).end : nameRange.end
            file.functions.append(FunctionDeclaration(kind: raw.kind, source: sweep.source, typePath: sweep.typePaths[Int(raw.typePathIndex)],
                                                      parameters: sweep.parameterValues(of: raw),
                                                      returnTypeRange: raw.returnTypeRange,
                                                      isStatic: raw.isStatic,
                                                      range: ByteRange(start: Int(tokens[raw.keyword].start), end: max(end, nameRange.end)),
                                                      nameRange: nameRange))
        }
        for raw in sweep.values {
            file.values.append(makeValue(raw))
        }
        file.functions += memberwiseInitializers(file)
        for producer in sweep.producers {
            var producerLiterals: [StringLiteral] = []
            for (start, end) in producer.results {
                if let alternatives = sweep.literalAlternatives(start, end) {
                    producerLiterals += alternatives.literals.map { literal(tokenIndex: $0) }
                }
            }
            let cases = producer.cases.map { item -> SwitchCaseValue in
                var value: StringLiteral?
                if let result = item.result, tokens[result.0].kind == .string, sweep.next(result.0) == result.1 {
                    value = literal(tokenIndex: result.0)
                }
                return SwitchCaseValue(patterns: item.patterns.map { sweep.tokenText($0.0, $0.1) }, literal: value)
            }
            let name = sweep.text(producer.nameToken)
            let range = ByteRange(start: Int(tokens[producer.start].start), end: Int(tokens[producer.close].end))
            file.literalProducers.append(LiteralProducer(kind: producer.kind, name: name, typePath: sweep.typePaths[Int(producer.typePathIndex)],
                                                         type: producer.type, literals: producerLiterals,
                                                         isComplete: producer.complete, cases: cases, range: range))
            if Sweep.isKeyName(sweep.bytes, tokens[producer.nameToken]) {
                file.keyNamedLiterals += producerLiterals.map { KeyNamedLiteral(name: name, literal: $0) }
            }
        }
        for raw in sweep.switches {
            file.switchAssignments += switchAssignments(raw)
        }
        for (name, literalToken) in sweep.keyNamed {
            file.keyNamedLiterals.append(KeyNamedLiteral(name: sweep.text(name), literal: literal(tokenIndex: literalToken)))
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
            let caseName = sweep.text(item.name)
            var rawValue: String?
            var explicit = false
            if item.valueStart >= 0, item.valueStart < item.valueEnd {
                explicit = true
                let start = item.valueStart
                if tokens[start].kind == .string, sweep.next(start) == item.valueEnd {
                    rawValue = literalValue(tokenIndex: start)
                } else {
                    let text = String(sweep.tokenText(start, item.valueEnd).filter { $0 != " " })
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

    /// A value declaration with what its initializer is (inlined into its one caller: the
    /// declaration is then built where the list keeps it, not copied there).
    @inline(__always)
    func makeValue(_ raw: RawValue) -> ValueDeclaration {
        var origin: ValueOrigin?
        var inferred: String?
        if raw.valueStart < raw.valueEnd {
            origin = valueOrigin(raw.valueStart, raw.valueEnd)
            if case .localizationCall(let site)? = origin {
                switch site.entryPoint.kind {
                case .stringLocalized, .nsLocalizedString, .bundleLocalizedString: inferred = "String"
                case .localizedStringKey: inferred = "LocalizedStringKey"
                case .localizedStringResource: inferred = "LocalizedStringResource"
                case .attributedStringLocalized: inferred = "AttributedString"
                case .view, .verbatimText: inferred = site.callee
                case .modifier, .promptArgument: inferred = nil
                }
            } else {
                inferred = shallowType(raw.valueStart, raw.valueEnd)
            }
        } else if raw.bodyOpen >= 0, let producerIndex = sweep.producerByName[raw.nameToken] {
            let producer = sweep.producers[producerIndex]
            var producerLiterals: [StringLiteral] = []
            for (start, end) in producer.results {
                if let alternatives = sweep.literalAlternatives(start, end) {
                    producerLiterals += alternatives.literals.map { literal(tokenIndex: $0) }
                }
            }
            origin = .literals(producerLiterals, isComplete: producer.complete)
        }
        return ValueDeclaration(kind: raw.kind, source: sweep.source, nameRange: sweep.tokenRange(raw.nameToken),
                                isConstant: raw.isConstant, isStatic: raw.isStatic, typePath: sweep.typePaths[Int(raw.typePathIndex)],
                                declaredTypeRange: raw.declaredTypeRange, value: origin,
                                inferredType: raw.declaredTypeRange == nil ? inferred : nil, scope: sweep.scopeRange(raw.scopeOpen),
                                elementRange: raw.sequenceStart < raw.sequenceEnd ? sweep.tokenRange(raw.sequenceStart, raw.sequenceEnd) : nil)
    }

    /// What an initializer expression is.
    func valueOrigin(_ start: Int, _ end: Int) -> ValueOrigin {
        if tokens[start].kind == .string, sweep.next(start) == end { return .stringLiteral(literal(tokenIndex: start)) }
        if let alternatives = sweep.literalAlternatives(start, end) {
            return .literals(alternatives.literals.map { literal(tokenIndex: $0) }, isComplete: alternatives.complete)
        }
        if tokens[start].kind == .leftBracket, Int(tokens[start].link) == end - 1 {
            var items: [StringLiteral] = []
            var cursor = start + 1
            var allStrings = true
            while cursor < end - 1 {
                if tokens[cursor].kind == .string {
                    items.append(literal(tokenIndex: cursor))
                    cursor = sweep.next(cursor)
                } else if tokens[cursor].kind == .comma {
                    cursor += 1
                } else {
                    allStrings = false
                    break
                }
            }
            if allStrings && !items.isEmpty { return .literalArray(items) }
        }
        if tokens[start].kind == .number, end == start + 1 { return .number(sweep.text(start)) }
        if sweep.isOperator(start, "-"), end == start + 2, tokens[start + 1].kind == .number {
            return .number(String(sweep.tokenText(start, end).filter { $0 != " " }))
        }
        if let siteIndex = localizationByStart[start], localizationCalls[siteIndex].call.range.end == sweep.endOffset(start, end) {
            return .localizationCall(localizationCalls[siteIndex])
        }
        return .expression(expression(start, end))
    }

    /// Memberwise initializers of structs without an explicit `init` whose stored properties
    /// include `LocalizedStringKey`/`LocalizedStringResource` ones.
    func memberwiseInitializers(_ file: ScannedFile) -> [FunctionDeclaration] {
        guard sweep.types.contains(where: { $0.kind == .struct }) else { return [] }
        // Most files have no property typed as a key: then no struct gets an initializer, and
        // nothing is grouped (the bytes of a type are read before any text is made of them).
        var bodiesWithLocalizedProperty: [Int] = []
        for (index, value) in sweep.values.enumerated() where value.kind == .property && !value.isStatic {
            // Fields read one by one: a copy of the declaration would retain its parts.
            let isLocalized = file.values[index].declaredTypeRange.map {
                sweep.mentionsLocalizedString($0) && Self.isLocalizedType(sweep.compactText($0.start, $0.end))
            } ?? file.values[index].inferredType.map(Self.isLocalizedType) ?? false
            if isLocalized { bodiesWithLocalizedProperty.append(value.scopeOpen) }
        }
        guard !bodiesWithLocalizedProperty.isEmpty else { return [] }
        // Stored properties by the body that declares them, explicit initializers by type body.
        var propertiesByBody: [Int: [Int]] = [:]
        for (index, value) in sweep.values.enumerated() where value.kind == .property && !value.isStatic {
            propertiesByBody[value.scopeOpen, default: []].append(index)
        }
        var result: [FunctionDeclaration] = []
        for raw in sweep.types where raw.kind == .struct {
            guard bodiesWithLocalizedProperty.contains(raw.bodyOpen), let properties = propertiesByBody[raw.bodyOpen] else { continue }
            let body = sweep.scopeRange(raw.bodyOpen)
            let hasInit = sweep.functions.contains { function in
                function.kind == .initializer && body.contains(ByteRange(at: Int(tokens[function.keyword].start)))
                    && sweep.typePaths[Int(function.typePathIndex)].count == raw.nestingPath.count + 1
            }
            if hasInit { continue }
            var parameters: [Parameter] = []
            for index in properties {
                let value = sweep.values[index]
                let isComputed = value.bodyOpen >= 0 && value.valueStart == 0
                    && !(value.bodyOpen + 1 < tokens.count && (sweep.word(value.bodyOpen + 1) == .willSet || sweep.word(value.bodyOpen + 1) == .didSet))
                if isComputed { continue }
                let hasValue = value.valueStart < value.valueEnd
                if value.isConstant && hasValue { continue }
                let property = file.values[index]
                parameters.append(Parameter(source: sweep.source, labelRange: property.nameRange, nameRange: property.nameRange,
                                            typeRange: property.declaredTypeRange, inferredType: property.inferredType,
                                            hasDefault: hasValue))
            }
            guard parameters.contains(where: \.isLocalizedText) else { continue }
            let name = sweep.compactText(Int(tokens[raw.nameStart].start), Int(tokens[raw.nameEnd - 1].end))
            result.append(FunctionDeclaration(kind: .memberwiseInitializer, source: sweep.source, fixedName: "init",
                                              typePath: raw.nestingPath + [name], parameters: parameters, returnTypeRange: nil,
                                              isStatic: false,
                                              range: ByteRange(start: Int(tokens[raw.keyword].start), end: body.end),
                                              nameRange: ByteRange(start: Int(tokens[raw.nameStart].start), end: Int(tokens[raw.nameEnd - 1].end))))
        }
        return result
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
            let patterns = clause.patterns.map { sweep.tokenText($0.0, $0.1) }
            for (start, end) in sweep.statements(clause.bodyStart, clause.bodyEnd) {
                var cursor = start
                guard tokens[cursor].kind == .identifier else { continue }
                cursor += 1
                while cursor + 1 < end, tokens[cursor].kind == .period, tokens[cursor + 1].kind == .identifier { cursor += 2 }
                guard cursor < end, sweep.isOperator(cursor, "=") else { continue }
                let variable = sweep.tokenText(start, cursor)
                if byVariable[variable] == nil { order.append(variable) }
                guard let alternatives = sweep.literalAlternatives(cursor + 1, end) else {
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
        let subject = sweep.tokenText(raw.subjectStart, raw.subjectEnd)
        let range = ByteRange(start: Int(tokens[raw.keyword].start), end: Int(tokens[raw.close].end))
        return order.compactMap { variable in
            let cases = byVariable[variable] ?? []
            guard cases.contains(where: { $0.literal != nil }) else { return nil }
            return SwitchAssignment(variable: variable, subject: subject, cases: cases, range: range)
        }
    }
}
