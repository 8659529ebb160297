import TextPositions

/// Names bound by closures and `for` loops: `ForEach(Topic.allCases) { topic in … }`,
/// `items.map { item in … }`, `for topic in Topic.allCases { … }`.
///
/// They are recorded as values scoped to the closure or loop body so that a name inside it means
/// the bound value, never a property of the same name in another type; when the name is bound to
/// each element of a sequence, the sequence's text is kept (`RawValue.sequenceStart`).
extension Sweep {
    /// Views whose first unlabeled argument is a collection and whose content closure receives
    /// each element.
    static let elementClosureViews: Set<String> = ["ForEach", "List", "Table"]

    /// Sequence methods whose closure receives each element (one parameter).
    static let elementClosureMethods: Set<String> = [
        "map", "compactMap", "flatMap", "forEach", "filter", "first", "last", "contains", "allSatisfy", "drop", "prefix",
        "sorted", "min", "max",
    ]

    /// `elementClosureViews` (`true`) and `elementClosureMethods` (`false`), looked up by a
    /// name's bytes (asked for every closure: no string is made).
    static let elementClosureNames = PackedNameTable(elementClosureViews.map { ($0, true) } + elementClosureMethods.map { ($0, false) })

    /// Records the parameters of the closure whose `{` is `brace` (`{ a in`, `{ a, b in`,
    /// `{ (a: T) in`, `{ [weak self] a in`); nothing when the closure names none.
    mutating func recordClosureParameters(brace: Int) {
        var cursor = brace + 1
        guard cursor < tokens.count else { return }
        if tokens[cursor].kind == .leftBracket { cursor = skipGroup(cursor) }
        // The reused list (most closures name no parameter, and making a list for each was a
        // good part of the sweep's allocations).
        closureParameterNames.removeAll()
        var types: [Int: ByteRange] = [:]
        if cursor < tokens.count, tokens[cursor].kind == .leftParen, tokens[cursor].link >= 0 {
            let close = Int(tokens[cursor].link)
            var item = cursor + 1
            while item < close {
                // Each item is `name` or `name: Type`: the first token names it.
                guard tokens[item].kind == .identifier else { return }
                let name = item
                closureParameterNames.append(name)
                while item < close, tokens[item].kind != .comma { item = skipGroup(item) }
                if name + 2 < item, tokens[name + 1].kind == .colon { types[name] = tokenRange(name + 2, item) }
                item += 1
            }
            cursor = close + 1
        } else {
            while cursor < tokens.count, tokens[cursor].kind == .identifier, word(cursor) != .in {
                closureParameterNames.append(cursor)
                cursor += 1
                guard cursor < tokens.count, tokens[cursor].kind == .comma else { break }
                cursor += 1
            }
        }
        guard closureParameterNames.count > 0 else {
            recordImplicitParameter(brace: brace)
            return
        }
        // `async`, `throws`, `-> T` before `in`.
        var steps = 0
        while cursor < tokens.count, word(cursor) != .in, steps < 16 {
            let token = tokens[cursor]
            if token.kind == .leftBrace || token.kind == .rightBrace || token.kind == .semicolon || token.isAtLineStart { break }
            cursor = skipGroup(cursor)
            steps += 1
        }
        guard cursor < tokens.count, word(cursor) == .in else {
            // No parameter list: the first names were the body's (`{ Text(…) }`).
            recordImplicitParameter(brace: brace)
            return
        }
        let sequence = closureParameterNames.count == 1 ? reader.elementSequence(ofClosure: brace) : nil
        // `sequence.enumerated().forEach { (index, element) in`: the second name is each element.
        let enumerated = closureParameterNames.count == 2 ? reader.enumeratedSequence(ofClosure: brace) : nil
        for (position, name) in closureParameterNames.elements.enumerated() where !spells(name, "_") {
            let bound = sequence ?? (position == 1 ? enumerated : nil)
            values.append(RawValue(kind: .parameter, nameToken: name, isConstant: true, isStatic: false, typePathIndex: typePathIndex,
                                   declaredTypeRange: types[name], valueStart: 0, valueEnd: 0, bodyOpen: -1, scopeOpen: brace,
                                   sequenceStart: bound?.start ?? 0, sequenceEnd: bound?.end ?? 0))
        }
    }

    /// `ForEach(Topic.allCases) { Text(… $0 …) }`: records `$0` (at its first use) as the element
    /// of the sequence, when the closure names no parameters.
    mutating func recordImplicitParameter(brace: Int) {
        let close = Int(tokens[brace].link)
        guard close > brace, close - brace < 4_000, let sequence = reader.elementSequence(ofClosure: brace) else { return }
        var cursor = brace + 1
        while cursor < close {
            let token = tokens[cursor]
            if token.kind == .identifier, token.end - token.start == 2, bytes[Int(token.start)] == UInt8(ascii: "$"),
                bytes[Int(token.start) + 1] == UInt8(ascii: "0")
            {
                values.append(RawValue(kind: .parameter, nameToken: cursor, isConstant: true, isStatic: false, typePathIndex: typePathIndex,
                                       declaredTypeRange: nil, valueStart: 0, valueEnd: 0, bodyOpen: -1, scopeOpen: brace,
                                       sequenceStart: sequence.start, sequenceEnd: sequence.end))
                return
            }
            // A nested closure has its own `$0`.
            cursor = token.kind == .leftBrace ? skipGroup(cursor) : cursor + 1
        }
    }

    /// `for name in sequence {`: records `name`, visible in the loop's body, bound to each element
    /// of the sequence (none when a `where` clause filters it).
    mutating func recordLoopVariable(after forKeyword: Int) {
        var cursor = forKeyword + 1
        if word(cursor) == .case || word(cursor) == .try || word(cursor) == .await { return }
        guard cursor + 1 < tokens.count, tokens[cursor].kind == .identifier, word(cursor + 1) == .in else { return }
        let name = cursor
        cursor += 2
        let sequenceStart = cursor
        var isFiltered = false
        var steps = 0
        while cursor < tokens.count, tokens[cursor].kind != .leftBrace, steps < 256 {
            if tokens[cursor].kind == .rightBrace || tokens[cursor].kind == .semicolon { return }
            if word(cursor) == .where { isFiltered = true }
            cursor = skipGroup(cursor)
            steps += 1
        }
        guard cursor < tokens.count, tokens[cursor].kind == .leftBrace, !spells(name, "_") else { return }
        values.append(RawValue(kind: .local, nameToken: name, isConstant: true, isStatic: false, typePathIndex: typePathIndex,
                               declaredTypeRange: nil, valueStart: 0, valueEnd: 0, bodyOpen: -1, scopeOpen: cursor,
                               sequenceStart: isFiltered ? 0 : sequenceStart, sequenceEnd: isFiltered ? 0 : cursor))
    }
}

/// Closures' sequences, read from the tokens alone: methods of the reader (five words), so that a
/// call from the sweep's mutating methods copies the reader, not the whole sweep (which it did
/// for every closure).
extension TokenReader {
    /// Whether the name token `index` is one of `elementClosureViews` (`true`) or of
    /// `elementClosureMethods` (`false`); `nil` when neither.
    func elementClosureName(_ index: Int) -> Bool? {
        guard let packed = packedName(index) else { return nil }
        return Sweep.elementClosureNames[packed]
    }

    /// The token range of the collection whose elements the closure at `brace` receives:
    /// `ForEach(X.allCases) {`, `List(items, id: \.self) {`, `X.allCases.map {`; `nil` otherwise.
    func elementSequence(ofClosure brace: Int) -> (start: Int, end: Int)? {
        let before = previous(brace)
        guard before >= 0 else { return nil }
        if tokens[before].kind == .rightParen, tokens[before].link >= 0 {
            // `ForEach(sequence, id: \.self) { element in`: the first argument, unlabeled.
            let open = Int(tokens[before].link)
            let callee = previous(open)
            guard callee >= 0, tokens[callee].kind == .identifier, elementClosureName(callee) == true else { return nil }
            let start = open + 1
            guard start < before, !(tokens[start].kind == .identifier && start + 1 < before && tokens[start + 1].kind == .colon)
            else { return nil }
            var end = start
            while end < before, tokens[end].kind != .comma { end = skipArgumentPiece(end) }
            return start < end ? (start, end) : nil
        }
        // `sequence.map { element in`.
        guard tokens[before].kind == .identifier, elementClosureName(before) == false else { return nil }
        let period = previous(before)
        guard period >= 0, tokens[period].kind == .period else { return nil }
        guard let start = postfixChainStart(endingBefore: period) else { return nil }
        return (start, period)
    }

    /// The token range of `sequence` in `sequence.enumerated().forEach { (offset, element) in`
    /// (any of `elementClosureMethods`): the sequence whose elements the closure's second
    /// parameter receives; `nil` otherwise. (Smallest additive change for iina's
    /// `["1s", "100ms"].enumerated().forEach { (index, key) in … "osc.\(key)" … }`.)
    func enumeratedSequence(ofClosure brace: Int) -> (start: Int, end: Int)? {
        guard let chain = elementSequence(ofClosure: brace), chain.end - chain.start >= 5 else { return nil }
        // The chain ends with `. enumerated ( )`.
        let close = chain.end - 1, open = chain.end - 2, name = chain.end - 3, period = chain.end - 4
        guard tokens[close].kind == .rightParen, tokens[open].kind == .leftParen, tokens[name].kind == .identifier,
            spells(name, "enumerated"), tokens[period].kind == .period
        else { return nil }
        // An array literal is the whole sequence (the chain would run on into the previous
        // line's call: `NSMenu(title: "")` then `[…]` reads like a subscript).
        let last = previous(period)
        if last >= 0, tokens[last].kind == .rightBracket, tokens[last].link >= 0 { return (Int(tokens[last].link), period) }
        return postfixChainStart(endingBefore: period).map { ($0, period) }
    }

    /// The first token of the dotted chain (`X.allCases`, `model.items.sorted()`) that ends right
    /// before `end`; `nil` when no name ends there.
    func postfixChainStart(endingBefore end: Int) -> Int? {
        var cursor = previous(end)
        var start: Int?
        var steps = 0
        while cursor >= 0, steps < 32 {
            steps += 1
            let token = tokens[cursor]
            if token.kind == .rightParen || token.kind == .rightBracket {
                guard token.link >= 0 else { return nil }
                start = Int(token.link)
                cursor = previous(Int(token.link))
                continue
            }
            guard token.kind == .identifier else { break }
            start = cursor
            let before = previous(cursor)
            guard before >= 0, tokens[before].kind == .period else { break }
            cursor = previous(before)
        }
        return start
    }
}
