import TextPositions

/// The shallow structural pass: one forward sweep over the tokens that records calls,
/// declarations, scopes and regions as raw token-index records, then `materialize()` turns them
/// into the public `ScannedFile` values.
enum StructureScanner {
    /// Scans `source` into its summary.
    static func scan(_ source: [UInt8]) -> ScannedFile {
        scan(source, includeAllCalls: false).file
    }

    /// Scans `source` and also returns every call with the offset where its whole call
    /// expression starts (for the oracle comparison in `scan --json --all-calls`).
    static func inspect(_ source: [UInt8]) -> (file: ScannedFile, calls: [(call: CallSite, expressionStart: Int)]) {
        scan(source, includeAllCalls: true)
    }

    /// Lexes, sweeps and materializes `source` in this thread's `ScanWorkspace`.
    private static func scan(_ source: [UInt8], includeAllCalls: Bool)
        -> (file: ScannedFile, calls: [(call: CallSite, expressionStart: Int)])
    {
        let text = SourceText(source)
        return ScanWorkspace.withCurrent { workspace in
            text.bytes.withUnsafeBufferPointer { buffer in
                var sweep = Sweep(source: text, bytes: buffer, lexed: Lexer.lex(buffer, in: workspace), workspace: workspace)
                sweep.run()
                return (consume sweep).materialize(includeAllCalls: includeAllCalls, workspace: workspace)
            }
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
    /// The name's compact text, once the sweep has made it for the type path (at the body's
    /// `{`): the summary's `TypeDeclaration` reuses it instead of making it again.
    var name: String?
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
    /// Where the return type is written (`none` without one): a `Span`, not an optional
    /// `ByteRange`, so the record is plain memory (`PlainList`).
    var returnType: Span
    var isStatic: Bool
    var bodyOpen: Int

    /// Where the return type is written, if anywhere.
    var returnTypeRange: ByteRange? { returnType.optionalRange }
}

/// A parameter of a function found by the sweep: what a `Parameter` is made of, without references.
struct RawParameter {
    /// The token of the argument label, or -1 for `_`.
    var labelToken: Int32
    /// The token of the name used inside the body.
    var nameToken: Int32
    /// Where the type is written (without attributes and `inout`-like specifiers).
    var type: Span
    /// Whether it has a default value.
    var hasDefault: Bool

    /// Where the type is written.
    var typeRange: ByteRange { type.range }
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
    /// Where the type annotation is written (`none` without one).
    var declaredType: Span
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

    init(kind: ValueDeclaration.Kind, nameToken: Int, isConstant: Bool, isStatic: Bool, typePathIndex: Int32,
         declaredTypeRange: ByteRange?, valueStart: Int, valueEnd: Int, bodyOpen: Int, scopeOpen: Int,
         sequenceStart: Int = 0, sequenceEnd: Int = 0) {
        self.kind = kind
        self.nameToken = nameToken
        self.isConstant = isConstant
        self.isStatic = isStatic
        self.typePathIndex = typePathIndex
        declaredType = Span(declaredTypeRange)
        self.valueStart = valueStart
        self.valueEnd = valueEnd
        self.bodyOpen = bodyOpen
        self.scopeOpen = scopeOpen
        self.sequenceStart = sequenceStart
        self.sequenceEnd = sequenceEnd
    }

    /// Where the type annotation is written, if anywhere.
    var declaredTypeRange: ByteRange? { declaredType.optionalRange }
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

/// The arguments of one raw call, indexed from 0, viewed in `Sweep.arguments` (valid while the
/// sweep's lists are unchanged: the materializer only reads them).
struct RawArgumentList: RandomAccessCollection {
    /// Every call's arguments.
    let storage: UnsafeBufferPointer<RawArgument>
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
    /// The bytes, tokens and literals, read-only (`TokenReader`).
    let reader: TokenReader
    /// The same bytes as `source`, for reading without bounds checks of the array's storage.
    var bytes: UnsafeBufferPointer<UInt8> { reader.bytes }
    /// The tokens in source order.
    var tokens: TokenList { reader.tokens }
    /// The string literals in source order.
    var literals: [LexedLiteral] { reader.literals }
    /// Every literal's interpolations (`interpolations(of:)`).
    let lexedInterpolations: [LexedInterpolation]
    /// The tokens `run()` visits (`LexedSource.sweepTokens`), in the workspace's memory.
    let sweepTokens: UnsafeBufferPointer<Int32>
    var problems: [ScanProblem]

    /// The braces the sweep is inside of, innermost last (in the memory of `Records`: as an array,
    /// every push and pop checked its uniqueness).
    var scopes: PlainList<Scope>
    /// Roles of `{` tokens decided by a declaration's header before the brace is reached.
    /// Few are pending at a time (a declaration's brace follows its header closely), so a short
    /// list searched from its end serves better than a hashed dictionary.
    var braceRoles: PlainList<BraceRole>
    /// Condition bodies, enum case parentheses, directive tokens, braces with roles
    /// (`TokenMarks.Kind`).
    var marks: TokenMarks

    var types: [RawType] = []
    /// The functions found (in the memory of `Records`, as are the next four lists).
    var functions: PlainList<RawFunction>
    /// The parameters of every function in `functions`, function after function.
    var parameters: PlainList<RawParameter>
    /// The value declarations found.
    var values: PlainList<RawValue>
    /// The calls found.
    var calls: PlainList<RawCall>
    /// The arguments of every call in `calls`, call after call.
    var arguments: PlainList<RawArgument>
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

    /// The role a declaration gave a `{` (`braceRoles`).
    struct BraceRole {
        /// The `{` token.
        var brace: Int
        /// What it opens.
        var role: Scope.Kind
    }

    /// The sweep's lists, of plain values: memory a thread reuses from file to file
    /// (`ScanWorkspace.sweepRecords`). As arrays, each file allocated, grew and freed them (or
    /// took them from a scratch kept as arrays, checked for uniqueness at every change), and every
    /// `RawArgumentList` retained the arguments' array. The materializer reads the records.
    struct Records: ReusableLists {
        /// `Sweep.functions`.
        var functions = PlainList<RawFunction>(capacity: 256)
        /// `Sweep.parameters`.
        var parameters = PlainList<RawParameter>(capacity: 256)
        /// `Sweep.values`.
        var values = PlainList<RawValue>(capacity: 1024)
        /// `Sweep.calls`.
        var calls = PlainList<RawCall>(capacity: 512)
        /// `Sweep.arguments`.
        var arguments = PlainList<RawArgument>(capacity: 512)
        /// `Sweep.scopes` (empty when the sweep ends).
        var scopes = PlainList<Scope>(capacity: 64)
        /// `Sweep.braceRoles`.
        var braceRoles = PlainList<BraceRole>(capacity: 16)
        /// `Sweep.typePathIndices`.
        var typePathIndices = PlainList<Int32>(capacity: 16)
        /// `Sweep.closureParameterNames`.
        var closureParameterNames = PlainList<Int>(capacity: 16)

        /// Empties every list for the next file (a list grown very large gets small memory again).
        mutating func emptyForNextFile() {
            SummaryRecordLists.empty(&functions)
            SummaryRecordLists.empty(&parameters)
            SummaryRecordLists.empty(&values)
            SummaryRecordLists.empty(&calls)
            SummaryRecordLists.empty(&arguments)
            SummaryRecordLists.empty(&scopes)
            SummaryRecordLists.empty(&braceRoles)
            SummaryRecordLists.empty(&typePathIndices)
            SummaryRecordLists.empty(&closureParameterNames)
        }

        /// Frees every list's memory; the lists must not be used again.
        mutating func release() {
            functions.release()
            parameters.release()
            values.release()
            calls.release()
            arguments.release()
            scopes.release()
            braceRoles.release()
            typePathIndices.release()
            closureParameterNames.release()
        }
    }

    /// The record lists, to be given back to the workspace once the summary is made
    /// (`ScanWorkspace.sweepRecords`).
    var records: Records {
        Records(functions: functions, parameters: parameters, values: values, calls: calls, arguments: arguments, scopes: scopes,
                braceRoles: braceRoles, typePathIndices: typePathIndices, closureParameterNames: closureParameterNames)
    }

    /// A sweep over `lexed`, with the lists of `workspace` (taken out while it runs).
    init(source: SourceText, bytes: UnsafeBufferPointer<UInt8>, lexed: LexedSource, workspace: ScanWorkspace) {
        let records = workspace.sweepRecords.take()
        functions = records.functions
        parameters = records.parameters
        values = records.values
        calls = records.calls
        arguments = records.arguments
        scopes = records.scopes
        braceRoles = records.braceRoles
        typePathIndices = records.typePathIndices
        closureParameterNames = records.closureParameterNames
        self.source = source
        reader = TokenReader(bytes: bytes, tokens: lexed.tokens, literals: lexed.literals)
        self.lexedInterpolations = lexed.interpolations
        sweepTokens = lexed.sweepTokens
        self.problems = lexed.problems
        marks = TokenMarks(count: lexed.tokens.count)
    }

    /// The role a declaration gave the `{` at `brace`, if it is still pending.
    @inline(__always)
    func pendingRole(ofBrace brace: Int) -> Scope.Kind? {
        braceRoles.elements.last { $0.brace == brace }?.role
    }

    /// Removes and returns the role of the `{` at `brace` (`.other` when it has none).
    mutating func takeRole(ofBrace brace: Int) -> Scope.Kind {
        guard let index = braceRoles.elements.lastIndex(where: { $0.brace == brace }) else { return .other }
        let role = braceRoles[index].role
        removeBraceRole(at: index)
        return role
    }

    /// Removes the pending role at `index` of `braceRoles`, keeping the others' order.
    @inline(__always)
    mutating func removeBraceRole(at index: Int) {
        for later in (index + 1)..<braceRoles.count { braceRoles[later - 1] = braceRoles[later] }
        braceRoles.removeLast()
    }

    /// The interpolations of `literal`, in order.
    @inline(__always)
    func interpolations(of literal: LexedLiteral) -> ArraySlice<LexedInterpolation> {
        let start = Int(literal.interpolationStart)
        return lexedInterpolations[start..<(start + Int(literal.interpolationCount))]
    }


    // MARK: - Reading tokens

    // Forwarded to `reader` and `@inline(__always)`: a mutating method calling a non-mutating
    // one copies the whole `Sweep` (about 230 bytes) to pass it as `self`, which cost more than
    // most helpers' own work; the reader is a few words.

    /// The word a token spells, if it is one the pass knows.
    @inline(__always) func word(_ index: Int) -> Word? { reader.word(index) }
    /// The source text of a token (without backticks).
    @inline(__always) func text(_ index: Int) -> String { reader.text(index) }
    /// Whether token `index` spells the name `name` (backticks aside).
    @inline(__always) func spells(_ index: Int, _ name: StaticString) -> Bool { reader.spells(index, name) }
    /// Whether `range` holds the bytes `LocalizedString`.
    @inline(__always) func mentionsLocalizedString(_ range: ByteRange) -> Bool { reader.mentionsLocalizedString(range) }
    /// Whether `range` holds the bytes of `needle`.
    @inline(__always) func mentions(_ needle: StaticString, in range: ByteRange) -> Bool { reader.mentions(needle, in: range) }
    /// Source text between two byte offsets, with runs of whitespace collapsed to one space.
    @inline(__always) func compactText(_ start: Int, _ end: Int, limit: Int = 256) -> String { reader.compactText(start, end, limit: limit) }
    /// The bytes of token `index`.
    @inline(__always) func tokenRange(_ index: Int) -> ByteRange { reader.tokenRange(index) }
    /// The bytes of the tokens `start..<end`.
    @inline(__always) func tokenRange(_ start: Int, _ end: Int) -> ByteRange { reader.tokenRange(start, end) }
    /// Text of the tokens `start..<end`, whitespace collapsed.
    @inline(__always) func tokenText(_ start: Int, _ end: Int) -> String { reader.tokenText(start, end) }
    /// Byte offset one past the last token of `start..<end`.
    @inline(__always) func endOffset(_ start: Int, _ end: Int) -> Int { reader.endOffset(start, end) }
    /// The token after `index`, skipping a string literal's interpolation tokens.
    @inline(__always) func next(_ index: Int) -> Int { reader.next(index) }
    /// The token after the bracket group starting at `index` (or after `index` itself).
    @inline(__always) func skipGroup(_ index: Int) -> Int { reader.skipGroup(index) }
    /// The token before `index`, treating a string literal with its interpolations as one token.
    @inline(__always) func previous(_ index: Int) -> Int { reader.previous(index) }
    /// Whether the token is the operator spelled `text`.
    @inline(__always) func isOperator(_ index: Int, _ text: StaticString) -> Bool { reader.isOperator(index, text) }
    /// Whether the token can end an expression (`TokenReader.canEndExpression`).
    @inline(__always) func canEndExpression(_ index: Int) -> Bool { reader.canEndExpression(index, marks: marks) }
    /// Whether `start..<end` is `label:label:`.
    @inline(__always) func isArgumentNameList(_ start: Int, _ end: Int) -> Bool { reader.isArgumentNameList(start, end) }
    /// The token after the piece of an argument starting at `index`.
    @inline(__always) func skipArgumentPiece(_ index: Int) -> Int { reader.skipArgumentPiece(index) }
    /// For `<` at `index` opening generic arguments, the token after the matching `>`.
    @inline(__always) func genericArgumentsEnd(from index: Int) -> Int? { reader.genericArgumentsEnd(from: index) }
    /// For generic arguments closing at the `>` operator `index`, the name before the matching `<`.
    @inline(__always) func genericCallee(closingAt index: Int) -> Int? { reader.genericCallee(closingAt: index) }
    /// The first token of a dotted-name base ending at `index`, or -1.
    @inline(__always) func dottedBaseStart(endingAt index: Int) -> Int { reader.dottedBaseStart(endingAt: index, marks: marks) }
    /// Whether the declaration introduced at `keyword` carries `static` or `class`.
    @inline(__always) func hasStaticModifier(before keyword: Int) -> Bool { reader.hasStaticModifier(before: keyword) }
    /// Where a type written from `start` ends.
    @inline(__always) func typeEnd(from start: Int, stopAtEquals: Bool = true) -> Int { reader.typeEnd(from: start, stopAtEquals: stopAtEquals) }
    /// Whether the token is inside an unclosed `(` of the current statement.
    @inline(__always) func isInsideParentheses(_ index: Int) -> Bool { reader.isInsideParentheses(index) }
    /// Whether the `,` before `index` continues an `if`/`guard`/`while` condition list.
    @inline(__always) func conditionContext(before index: Int) -> Bool { reader.conditionContext(before: index) }
    /// Whether the token at the start of a line continues the previous line's expression.
    @inline(__always) func isContinuation(_ index: Int) -> Bool { reader.isContinuation(index) }
    /// The end (exclusive token index) of the expression starting at `start`.
    @inline(__always) func expressionEnd(from start: Int, stopAtBrace: Bool) -> Int {
        reader.expressionEnd(from: start, stopAtBrace: stopAtBrace, marks: marks)
    }
    /// The statements between `start` and `end` as token ranges.
    @inline(__always) func statements(_ start: Int, _ end: Int) -> [(Int, Int)] { reader.statements(start, end) }
    /// String-literal tokens a ternary of literals can produce (`TokenReader.literalAlternatives`).
    @inline(__always) func literalAlternatives(_ start: Int, _ end: Int, depth: Int = 0) -> (literals: [Int], complete: Bool)? {
        reader.literalAlternatives(start, end, depth: depth)
    }
    /// The clauses of the switch body between `brace` and `close`.
    @inline(__always) func clauses(brace: Int, close: Int) -> [RawClause] { reader.clauses(brace: brace, close: close) }
    /// Whether the `{` follows `else`, `do`, `repeat` or `catch`.
    @inline(__always) func isBlockAfterKeyword(_ brace: Int) -> Bool { reader.isBlockAfterKeyword(brace) }

    /// The current type path (names of enclosing types), kept up to date as type bodies open and
    /// close so declarations share one array.
    var typePath: [String] = []
    /// The names a closure's parameter list starts with (`recordClosureParameters`), reused for
    /// every closure.
    var closureParameterNames: PlainList<Int>
    /// Every type path the file has (`typePaths[0]` is the top level's, empty), for records that
    /// refer to one by index.
    var typePaths: [[String]] = [[]]
    /// The index in `typePaths` of each enclosing type body's path, innermost last.
    var typePathIndices: PlainList<Int32>
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

    /// Walks the tokens once: those the lexer listed in `sweepTokens` (every other token is one
    /// this switch would pass over).
    mutating func run() {
        for sweepToken in sweepTokens {
            let index = Int(sweepToken)
            let token = tokens[index]
            switch token.kind {
            case .identifier:
                if let word = token.word { handle(word, at: index) }
            case .leftParen:
                if token.flags & Token.interpolationParen == 0 { considerCall(openParen: index) }
            case .leftBrace:
                let role = marks.contains(.braceWithRole, index) ? takeRole(ofBrace: index) : .other
                if case .type(let typeIndex) = role {
                    // Fields read one by one: a copy of the record would retain its arrays.
                    let nameStart = types[typeIndex].nameStart, nameEnd = types[typeIndex].nameEnd
                    let name = compactText(Int(tokens[nameStart].start), Int(tokens[nameEnd - 1].end))
                    types[typeIndex].name = name
                    typePath.append(name)
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
        }
        while scopes.count > 0 { closeScope(at: -1) }
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
            while scopes.count > 0 { finish(scopes.removeLast(), close: tokens.count - 1) }
            return
        }
        let opener = Int(tokens[index].link)
        // Nearly always the innermost scope: asked first, before the stack is searched.
        guard opener >= 0, scopes.last?.open == opener || scopes.elements.contains(where: { $0.open == opener }) else { return }
        while scopes.count > 0 {
            let scope = scopes.removeLast()
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

    /// Reacts to a keyword or known name: one of the words `Word.startsSweepWork` lists (the
    /// lexer lists no other identifier for the sweep).
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
        case .if:
            if let body = markConditionBody(after: index) { recordPreviewBranch(conditionFrom: index + 1, body: body) }
        case .guard, .while:
            markConditionBody(after: index)
        case .for:
            markConditionBody(after: index)
            recordLoopVariable(after: index)
        default:
            break
        }
    }

    /// Marks the `{` that ends an `if`/`guard`/`while`/`for` condition so a call right before it
    /// does not take it as a trailing closure; returns that brace's token.
    @discardableResult
    mutating func markConditionBody(after index: Int) -> Int? {
        var cursor = index + 1
        var steps = 0
        while cursor < tokens.count, steps < 512 {
            let token = tokens[cursor]
            if token.kind == .leftBrace {
                // `if let x = items.first(where: { … })` has its closures inside parentheses; a
                // brace directly after a name is still ambiguous; the compiler takes the body.
                marks.insert(.conditionBody, cursor)
                return cursor
            }
            if token.kind == .rightBrace || token.kind == .semicolon { return nil }
            cursor = skipGroup(cursor)
            steps += 1
        }
        return nil
    }

    // MARK: - Directives and regions

    /// `#if`/`#elseif`/`#else`/`#endif` and `#Preview`.
    mutating func handleDirective(at index: Int) {
        let token = tokens[index]
        // The name's bytes are compared, not made into a string: every directive asks.
        let name = Int(token.start) + 1, end = Int(token.end)
        let isElse = Self.spellsExactly(bytes, name, end, "else")
        if Self.spellsExactly(bytes, name, end, "if") {
            openConditionals.append((Int(token.start), directiveCondition(after: index), [], index))
        } else if isElse || Self.spellsExactly(bytes, name, end, "elseif") {
            marks.insert(.directive, index)
            guard let open = openConditionals.popLast() else { return }
            regions.append(SourceRegion(kind: .conditionalBranch(condition: open.condition, negatedConditions: open.previous),
                                        range: ByteRange(start: open.start, end: Int(token.start))))
            let previous = open.previous + (open.condition.map { ["!" + $0] } ?? [])
            openConditionals.append((Int(token.start), isElse ? nil : directiveCondition(after: index), previous, open.ifToken))
        } else if Self.spellsExactly(bytes, name, end, "endif") {
            guard let open = openConditionals.popLast() else { return }
            endifToIf[index] = open.ifToken
            regions.append(SourceRegion(kind: .conditionalBranch(condition: open.condition, negatedConditions: open.previous),
                                        range: ByteRange(start: open.start, end: Int(token.end))))
        } else if Self.spellsExactly(bytes, name, end, "Preview") {
            var cursor = index + 1
            if cursor < tokens.count, tokens[cursor].kind == .leftParen, !tokens[cursor].isAtLineStart { cursor = skipGroup(cursor) }
            if cursor < tokens.count, tokens[cursor].kind == .leftBrace {
                let end = tokens[cursor].link >= 0 ? Int(tokens[Int(tokens[cursor].link)].end) : bytes.count
                regions.append(SourceRegion(kind: .preview, range: ByteRange(start: Int(token.start), end: end)))
            }
        }
    }

    /// Whether the bytes `start..<end` are `text`, exactly (no backticks taken off).
    @inline(__always)
    static func spellsExactly(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ text: StaticString) -> Bool {
        guard end - start == text.utf8CodeUnitCount else { return false }
        for offset in 0..<(end - start) where bytes[start + offset] != text.utf8Start[offset] { return false }
        return true
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

extension Word {
    /// Whether `Sweep.handle(_:at:)` reacts to the word (the lexer lists the identifiers
    /// spelling one in `LexedSource.sweepTokens`, and the sweep visits no other): a word added
    /// to `handle` must be added here.
    var startsSweepWork: Bool {
        switch self {
        case .struct, .class, .enum, .actor, .protocol, .extension, .func, .`init`, .subscript, .var, .let, .case, .switch,
            .if, .guard, .while, .for:
            return true
        default:
            return false
        }
    }
}
