import TextPositions

/// The shallow structural pass: one forward sweep over the tokens that records calls,
/// declarations, scopes and regions as raw token-index records, then `materialize()` turns them
/// into the public `ScannedFile` values.
enum StructureScanner {
    /// Scans `source` into its summary.
    static func scan(_ source: [UInt8]) -> ScannedFile {
        let text = SourceText(source)
        return text.bytes.withUnsafeBufferPointer { buffer in
            var sweep = Sweep(source: text, bytes: buffer, lexed: Lexer.lex(buffer))
            sweep.run()
            return sweep.materialize(includeAllCalls: false).file
        }
    }

    /// Scans `source` and also returns every call with the offset where its whole call
    /// expression starts (for the oracle comparison in `scan --json --all-calls`).
    static func inspect(_ source: [UInt8]) -> (file: ScannedFile, calls: [(call: CallSite, expressionStart: Int)]) {
        let text = SourceText(source)
        return text.bytes.withUnsafeBufferPointer { buffer in
            var sweep = Sweep(source: text, bytes: buffer, lexed: Lexer.lex(buffer))
            sweep.run()
            return sweep.materialize(includeAllCalls: true)
        }
    }
}

/// A `{ … }` the sweep is inside of, and what opened it.
struct Scope {
    /// What a brace belongs to.
    enum Kind {
        /// A type's body: index into `Sweep.types`.
        case type(Int)
        /// A function, initializer, subscript or accessor body: index into `Sweep.functions`,
        /// or -1 for an accessor or computed property body (see `propertyIndex`).
        case function(Int)
        /// A computed property's body: index into `Sweep.values`.
        case computedProperty(Int)
        /// A closure, control-flow body or anything else.
        case other
    }

    /// What opened the brace.
    var kind: Kind
    /// The `{` token.
    var open: Int
}

/// A type declaration found by the sweep.
struct RawType {
    var kind: TypeDeclaration.Kind
    var keyword: Int
    var nameStart: Int
    var nameEnd: Int
    var nestingPath: [String]
    var inheritance: [String]
    var bodyOpen: Int
    /// Enum cases: name token, associated values, raw value token range (-1 when absent).
    var rawCases: [(name: Int, hasAssociatedValues: Bool, valueStart: Int, valueEnd: Int)] = []
}

/// A function, initializer or subscript found by the sweep.
struct RawFunction {
    var kind: FunctionDeclaration.Kind
    var keyword: Int
    var nameToken: Int
    /// Index of the enclosing types' names in `Sweep.typePaths`.
    var typePathIndex: Int32
    /// Where its parameters start in `Sweep.parameters`, and how many there are (one shared list
    /// for every function: the record holds no reference).
    var parameterStart: Int32
    var parameterCount: Int32
    var returnTypeRange: ByteRange?
    var isStatic: Bool
    var bodyOpen: Int
}

/// A parameter of a function found by the sweep: what a `Parameter` is made of, without references.
struct RawParameter {
    /// The token of the argument label, or -1 for `_`.
    var labelToken: Int32
    /// The token of the name used inside the body.
    var nameToken: Int32
    /// Where the type is written (without attributes and `inout`-like specifiers).
    var typeRange: ByteRange
    /// Whether it has a default value.
    var hasDefault: Bool
}

/// A property, local, global or parameter found by the sweep.
struct RawValue {
    var kind: ValueDeclaration.Kind
    var nameToken: Int
    var isConstant: Bool
    var isStatic: Bool
    /// Index of the enclosing types' names in `Sweep.typePaths` (an index keeps the record free
    /// of references: copying and freeing thousands of them costs nothing).
    var typePathIndex: Int32
    /// Where the type annotation is written, if anywhere.
    var declaredTypeRange: ByteRange?
    /// Token range of the initializer expression (empty when none).
    var valueStart: Int
    var valueEnd: Int
    /// For a computed property: the body's `{`.
    var bodyOpen: Int
    /// Token whose enclosing braces bound the scope (-1: the whole file); for a property the
    /// type body's `{`, for a parameter the function body's `{`.
    var scopeOpen: Int
    /// For a closure parameter or loop variable bound to each element of a sequence: the
    /// sequence's token range (empty when none).
    var sequenceStart = 0
    var sequenceEnd = 0
}

/// A call found by the sweep.
struct RawCall {
    var calleeToken: Int
    var open: Int
    var close: Int
    var isMember: Bool
    var isImplicitMember: Bool
    /// First token of a dotted-name base (`Bundle` in `Bundle.main.localizedString`), or -1.
    var baseStart: Int
    /// Where its arguments start in `Sweep.arguments`, and how many there are (one shared array
    /// for every call: no allocation per call).
    var argumentStart: Int32
    var argumentCount: Int32
    var trailingClosures: Int
    /// Byte offset one past the call (its `)` or last trailing closure).
    var endOffset: Int
}

/// One argument of a raw call: token ranges.
struct RawArgument {
    var label: Int
    var start: Int
    var end: Int
}

/// The arguments of one raw call, indexed from 0, viewed in `Sweep.arguments`.
struct RawArgumentList: RandomAccessCollection {
    /// Every call's arguments.
    let storage: [RawArgument]
    /// Index of this call's first argument in `storage`.
    let base: Int
    /// Number of arguments.
    let count: Int

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    subscript(position: Int) -> RawArgument { storage[base + position] }
}

/// A `switch` statement: its subject and clauses.
struct RawSwitch {
    var keyword: Int
    var subjectStart: Int
    var subjectEnd: Int
    var clauses: [RawClause]
    var close: Int
}

/// One `case …:` / `default:` clause: pattern token ranges and the statement tokens.
struct RawClause {
    var patterns: [(Int, Int)]
    var bodyStart: Int
    var bodyEnd: Int
}

/// The sweep's state and raw results.
struct Sweep {
    /// The file's bytes, shared with the summary's values.
    let source: SourceText
    /// The same bytes, for reading without bounds checks of the array's storage.
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [Token]
    let literals: [LexedLiteral]
    /// Every literal's interpolations (`interpolations(of:)`).
    let lexedInterpolations: [LexedInterpolation]
    var problems: [ScanProblem]

    var scopes: [Scope] = []
    /// Roles of `{` tokens decided by a declaration's header before the brace is reached.
    /// Few are pending at a time (a declaration's brace follows its header closely), so a short
    /// list searched from its end serves better than a hashed dictionary.
    var braceRoles: [(brace: Int, role: Scope.Kind)] = []
    /// Condition bodies, enum case parentheses, directive tokens, braces with roles
    /// (`TokenMarks.Kind`).
    var marks: TokenMarks

    var types: [RawType] = []
    var functions: [RawFunction] = []
    /// The parameters of every function in `functions`, function after function.
    var parameters: [RawParameter] = []
    var values: [RawValue] = []
    var calls: [RawCall] = []
    /// The arguments of every call in `calls`, call after call.
    var arguments: [RawArgument] = []
    var switches: [RawSwitch] = []
    /// `switch` keyword token → index in `switches`.
    var switchByKeyword: [Int: Int] = [:]
    /// Value index → literal producer info computed when its body closes.
    /// Name token → index in `producers`.
    var producerByName: [Int: Int] = [:]
    var producers: [(kind: LiteralProducer.Kind, nameToken: Int, typePathIndex: Int32, type: String, results: [(Int, Int)], complete: Bool, cases: [(patterns: [(Int, Int)], result: (Int, Int)?)], start: Int, close: Int)] = []
    /// Open-paren token → the type the context gives an implicit `.init(…)`.
    var contextTypes: [Int: String] = [:]
    /// Key-named literal candidates: name token, literal token.
    var keyNamed: [(name: Int, literal: Int)] = []
    /// Regions as byte ranges.
    var regions: [SourceRegion] = []
    /// Open `#if` branches: start offset, condition, earlier conditions, the `#if` token.
    var openConditionals: [(start: Int, condition: String?, previous: [String], ifToken: Int)] = []
    /// `#endif` token → its `#if` token: a `.member` after `#endif` continues the expression
    /// written before the `#if`.
    var endifToIf: [Int: Int] = [:]

    init(source: SourceText, bytes: UnsafeBufferPointer<UInt8>, lexed: LexedSource) {
        self.source = source
        self.bytes = bytes
        self.tokens = lexed.tokens
        self.literals = lexed.literals
        self.lexedInterpolations = lexed.interpolations
        self.problems = lexed.problems
        marks = TokenMarks(count: lexed.tokens.count)
        // Room for what a SwiftUI file usually has, so the lists rarely grow (each growth copies
        // the list): about a value per 30 tokens, a call per 60, an argument per 40.
        values.reserveCapacity(lexed.tokens.count / 30 + 4)
        calls.reserveCapacity(lexed.tokens.count / 60 + 4)
        arguments.reserveCapacity(lexed.tokens.count / 40 + 4)
        functions.reserveCapacity(lexed.tokens.count / 120 + 4)
        parameters.reserveCapacity(lexed.tokens.count / 60 + 4)
        scopes.reserveCapacity(32)
        braceRoles.reserveCapacity(8)
    }

    /// The role a declaration gave the `{` at `brace`, if it is still pending.
    @inline(__always)
    func pendingRole(ofBrace brace: Int) -> Scope.Kind? {
        braceRoles.last { $0.brace == brace }?.role
    }

    /// Removes and returns the role of the `{` at `brace` (`.other` when it has none).
    mutating func takeRole(ofBrace brace: Int) -> Scope.Kind {
        guard let index = braceRoles.lastIndex(where: { $0.brace == brace }) else { return .other }
        return braceRoles.remove(at: index).role
    }

    /// The interpolations of `literal`, in order.
    @inline(__always)
    func interpolations(of literal: LexedLiteral) -> ArraySlice<LexedInterpolation> {
        let start = Int(literal.interpolationStart)
        return lexedInterpolations[start..<(start + Int(literal.interpolationCount))]
    }

    /// The parameters of `function`, in order.
    @inline(__always)
    func parameters(of function: RawFunction) -> ArraySlice<RawParameter> {
        let start = Int(function.parameterStart)
        return parameters[start..<(start + Int(function.parameterCount))]
    }

    /// The arguments of `call`.
    @inline(__always)
    func arguments(of call: RawCall) -> RawArgumentList {
        RawArgumentList(storage: arguments, base: Int(call.argumentStart), count: Int(call.argumentCount))
    }

    // MARK: - Token helpers

    // The small helpers are `@inline(__always)`: a mutating method calling a non-mutating one
    // copies the whole `Sweep` (about 230 bytes) to pass it as `self`, which cost more than
    // most helpers' own work.

    /// The word a token spells, if it is one the pass knows.
    @inline(__always)
    func word(_ index: Int) -> Word? {
        guard index >= 0, index < tokens.count else { return nil }
        return tokens[index].word
    }

    /// The source text of a token.
    func text(_ index: Int) -> String {
        let token = tokens[index]
        var start = Int(token.start)
        var end = Int(token.end)
        if token.kind == .identifier, end - start >= 2, bytes[start] == UInt8(ascii: "`"), bytes[end - 1] == UInt8(ascii: "`") {
            start += 1
            end -= 1
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Whether token `index` spells the name `name` (backticks aside), compared byte by byte.
    @inline(__always)
    func spells(_ index: Int, _ name: StaticString) -> Bool {
        SourceText.spells(bytes, Int(tokens[index].start), Int(tokens[index].end), name)
    }

    /// Whether `range` holds the bytes `LocalizedString` (what every key type's name has): a
    /// quick test before a type's text is made and compared.
    func mentionsLocalizedString(_ range: ByteRange) -> Bool { mentions("LocalizedString", in: range) }

    /// Whether `range` holds the bytes of `needle` (a quick test before a text is made).
    @inline(__always)
    func mentions(_ needle: StaticString, in range: ByteRange) -> Bool {
        SourceText.mentions(bytes, range.start, range.end, needle)
    }

    /// Source text between two byte offsets, with runs of whitespace collapsed to one space.
    func compactText(_ start: Int, _ end: Int, limit: Int = 256) -> String {
        SourceText.compactText(bytes, start, end, limit: limit)
    }

    /// The bytes of token `index`.
    @inline(__always)
    func tokenRange(_ index: Int) -> ByteRange {
        ByteRange(start: Int(tokens[index].start), end: Int(tokens[index].end))
    }

    /// The bytes of the tokens `start..<end` (token indices; an empty range where they start when
    /// there are none), whose compact text is `tokenText(start, end)`.
    @inline(__always)
    func tokenRange(_ start: Int, _ end: Int) -> ByteRange {
        guard start < end, start < tokens.count else { return ByteRange(at: start < tokens.count ? Int(tokens[start].start) : bytes.count) }
        return ByteRange(start: Int(tokens[start].start), end: endOffset(start, end))
    }

    /// Text of the tokens `start..<end` (token indices), whitespace collapsed.
    func tokenText(_ start: Int, _ end: Int) -> String {
        guard start < end, start < tokens.count else { return "" }
        return compactText(Int(tokens[start].start), endOffset(start, end))
    }

    /// Byte offset one past the last token of `start..<end`, where a string's interpolation
    /// tokens count as part of the string.
    @inline(__always)
    func endOffset(_ start: Int, _ end: Int) -> Int {
        var index = start
        var offset = start < tokens.count ? Int(tokens[start].end) : bytes.count
        while index < end {
            offset = max(offset, Int(tokens[index].end))
            index = next(index)
        }
        return offset
    }

    /// The token after `index`, skipping a string literal's interpolation tokens.
    @inline(__always)
    func next(_ index: Int) -> Int {
        let token = tokens[index]
        if token.kind == .string { return literals[Int(token.link)].tokenEnd }
        return index + 1
    }

    /// The token after the bracket group starting at `index` (or after `index` itself).
    @inline(__always)
    func skipGroup(_ index: Int) -> Int {
        let token = tokens[index]
        switch token.kind {
        case .leftParen, .leftBracket, .leftBrace:
            return token.link >= 0 ? Int(token.link) + 1 : index + 1
        case .string:
            return literals[Int(token.link)].tokenEnd
        default:
            return index + 1
        }
    }

    /// The token before `index`, treating a string literal with its interpolations as one token.
    @inline(__always)
    func previous(_ index: Int) -> Int {
        var candidate = index - 1
        var guardCount = 0
        while candidate >= 0, tokens[candidate].kind == .rightParen, tokens[candidate].flags & Token.interpolationParen != 0,
            tokens[candidate].link >= 0, guardCount < 1000 {
            candidate = Int(tokens[candidate].link) - 1
            guardCount += 1
        }
        return candidate
    }

    /// Whether the token is the operator spelled `text`.
    @inline(__always)
    func isOperator(_ index: Int, _ text: StaticString) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .op else { return false }
        let token = tokens[index]
        let length = Int(token.end - token.start)
        guard length == text.utf8CodeUnitCount else { return false }
        for offset in 0..<length where bytes[Int(token.start) + offset] != text.utf8Start[offset] { return false }
        return true
    }

    /// The current type path (names of enclosing types), kept up to date as type bodies open and
    /// close so declarations share one array.
    var typePath: [String] = []
    /// The names a closure's parameter list starts with (`recordClosureParameters`), reused for
    /// every closure.
    var closureParameterNames: [Int] = []
    /// Every type path the file has (`typePaths[0]` is the top level's, empty), for records that
    /// refer to one by index.
    var typePaths: [[String]] = [[]]
    /// The index in `typePaths` of each enclosing type body's path, innermost last.
    var typePathIndices: [Int32] = []
    /// The index in `typePaths` of `typePath`.
    var typePathIndex: Int32 { typePathIndices.last ?? 0 }

    /// What kind of value a declaration at the current position is.
    var currentValueKind: (kind: ValueDeclaration.Kind, scopeOpen: Int) {
        guard let top = scopes.last else { return (.global, -1) }
        if case .type = top.kind { return (.property, top.open) }
        return (.local, top.open)
    }

    /// The innermost enclosing type body, if it is the immediate scope.
    var enclosingTypeIndex: Int? {
        if let top = scopes.last, case .type(let index) = top.kind { return index }
        return nil
    }

    // MARK: - The sweep

    /// Walks every token once.
    mutating func run() {
        var index = 0
        let count = tokens.count
        while index < count {
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                if let word = token.word { handle(word, at: index) }
            case .leftParen:
                if token.flags & Token.interpolationParen == 0 { considerCall(openParen: index) }
            case .leftBrace:
                let role = marks.contains(.braceWithRole, index) ? takeRole(ofBrace: index) : .other
                if case .type(let typeIndex) = role {
                    let type = types[typeIndex]
                    typePath.append(compactText(Int(tokens[type.nameStart].start), Int(tokens[type.nameEnd - 1].end)))
                    typePaths.append(typePath)
                    typePathIndices.append(Int32(typePaths.count - 1))
                }
                scopes.append(Scope(kind: role, open: index))
                if case .other = role, !marks.contains(.conditionBody, index) { recordClosureParameters(brace: index) }
            case .rightBrace:
                closeScope(at: index)
            case .pound:
                handleDirective(at: index)
            default:
                break
            }
            index += 1
        }
        while !scopes.isEmpty { closeScope(at: -1) }
        for open in openConditionals.reversed() {
            regions.append(SourceRegion(kind: .conditionalBranch(condition: open.condition, negatedConditions: open.previous),
                                        range: ByteRange(start: open.start, end: bytes.count)))
        }
        openConditionals.removeAll()
    }

    /// Pops the scope the `}` at `index` closes (-1: every scope, at the end of the file) and
    /// finishes what it belonged to; scopes of unbalanced `{` inside it close with it.
    mutating func closeScope(at index: Int) {
        if index < 0 {
            while let scope = scopes.popLast() { finish(scope, close: tokens.count - 1) }
            return
        }
        let opener = Int(tokens[index].link)
        guard opener >= 0, scopes.contains(where: { $0.open == opener }) else { return }
        while let scope = scopes.popLast() {
            finish(scope, close: index)
            if scope.open == opener { return }
        }
    }

    /// Finishes a scope: analyses a function's or computed property's results.
    mutating func finish(_ scope: Scope, close: Int) {
        if case .type = scope.kind, !typePath.isEmpty {
            typePath.removeLast()
            typePathIndices.removeLast()
        }
        switch scope.kind {
        case .function(let index):
            // Fields read one by one: a copy of the record would retain its arrays.
            if functions[index].kind == .function, let typeRange = functions[index].returnTypeRange, mentions("String", in: typeRange),
                case let type = source.compactText(typeRange), Self.isTextType(type) {
                recordProducer(kind: .function, nameToken: functions[index].nameToken, typePathIndex: functions[index].typePathIndex, type: type,
                               bodyOpen: scope.open, close: close, start: functions[index].keyword)
            }
        case .computedProperty(let index):
            let value = values[index]
            if let typeRange = value.declaredTypeRange, mentions("String", in: typeRange), case let type = source.compactText(typeRange),
                Self.isTextType(type) {
                recordProducer(kind: .computedProperty, nameToken: value.nameToken, typePathIndex: value.typePathIndex, type: type,
                               bodyOpen: scope.open, close: close, start: value.nameToken)
            }
        case .type, .other:
            break
        }
    }

    /// Whether a declared type can hold localizable text (`String`, `LocalizedStringKey`,
    /// `LocalizedStringResource`, optionally optional).
    static func isTextType(_ type: String) -> Bool { TypeName.isText(type) }

    /// Reacts to a keyword or known name.
    mutating func handle(_ word: Word, at index: Int) {
        switch word {
        case .struct, .class, .enum, .actor, .protocol, .extension:
            parseTypeDeclaration(word, at: index)
        case .func:
            parseFunctionDeclaration(at: index)
        case .`init`, .subscript:
            let before = previous(index)
            if before < 0 || tokens[before].kind != .period {
                parseFunctionDeclaration(at: index)
            }
        case .var, .let:
            parseValueDeclaration(at: index)
        case .case:
            if let typeIndex = enclosingTypeIndex, types[typeIndex].kind == .enum {
                parseEnumCases(at: index, typeIndex: typeIndex)
            }
        case .switch:
            parseSwitch(at: index)
        case .if, .guard, .while:
            markConditionBody(after: index)
        case .for:
            markConditionBody(after: index)
            recordLoopVariable(after: index)
        default:
            break
        }
    }

    /// Marks the `{` that ends an `if`/`guard`/`while`/`for` condition so a call right before it
    /// does not take it as a trailing closure.
    mutating func markConditionBody(after index: Int) {
        var cursor = index + 1
        var steps = 0
        while cursor < tokens.count, steps < 512 {
            let token = tokens[cursor]
            if token.kind == .leftBrace {
                // `if let x = items.first(where: { … })` has its closures inside parentheses; a
                // brace directly after a name is still ambiguous; the compiler takes the body.
                marks.insert(.conditionBody, cursor)
                return
            }
            if token.kind == .rightBrace || token.kind == .semicolon { return }
            cursor = skipGroup(cursor)
            steps += 1
        }
    }

    // MARK: - Directives and regions

    /// `#if`/`#elseif`/`#else`/`#endif` and `#Preview`.
    mutating func handleDirective(at index: Int) {
        let token = tokens[index]
        let name = compactText(Int(token.start) + 1, Int(token.end))
        switch name {
        case "if":
            openConditionals.append((Int(token.start), directiveCondition(after: index), [], index))
        case "elseif", "else":
            marks.insert(.directive, index)
            guard let open = openConditionals.popLast() else { return }
            regions.append(SourceRegion(kind: .conditionalBranch(condition: open.condition, negatedConditions: open.previous),
                                        range: ByteRange(start: open.start, end: Int(token.start))))
            let previous = open.previous + (open.condition.map { ["!" + $0] } ?? [])
            openConditionals.append((Int(token.start), name == "else" ? nil : directiveCondition(after: index), previous, open.ifToken))
        case "endif":
            guard let open = openConditionals.popLast() else { return }
            endifToIf[index] = open.ifToken
            regions.append(SourceRegion(kind: .conditionalBranch(condition: open.condition, negatedConditions: open.previous),
                                        range: ByteRange(start: open.start, end: Int(token.end))))
        case "Preview":
            var cursor = index + 1
            if cursor < tokens.count, tokens[cursor].kind == .leftParen, !tokens[cursor].isAtLineStart { cursor = skipGroup(cursor) }
            if cursor < tokens.count, tokens[cursor].kind == .leftBrace {
                let end = tokens[cursor].link >= 0 ? Int(tokens[Int(tokens[cursor].link)].end) : bytes.count
                regions.append(SourceRegion(kind: .preview, range: ByteRange(start: Int(token.start), end: end)))
            }
        default:
            break
        }
    }

    /// The condition after `#if`/`#elseif`: the rest of the directive's line (its tokens are
    /// marked `.directive` in `marks`).
    mutating func directiveCondition(after index: Int) -> String {
        var end = index + 1
        while end < tokens.count, !tokens[end].isAtLineStart { end = next(end) }
        for token in index..<end { marks.insert(.directive, token) }
        return tokenText(index + 1, end)
    }
}
