import TextPositions

/// The flat tables behind one file's summary: every string literal, its segments and
/// interpolations, every call kept, its arguments and every localization call site, the value
/// declarations, functions and parameters, as plain records of byte spans and small indices.
///
/// The public values (`StringLiteral`, `Interpolation`, `CallSite`, `CallArgument`,
/// `LocalizationCallSite` …) are a reference to these tables plus an index, and read their fields
/// from here when asked. Every table lives in one block of memory the object owns (`RecordTable`s,
/// copied once from the materializer's building lists, `SummaryRecordLists`): scanning a file
/// allocates the object and the block, not an array per table, and freeing a summary frees those
/// two. Immutable once made (unchecked `Sendable` for the block's pointer: nothing writes it after
/// `init`), so sharing them across threads and copying values that point into them is free.
final class SummaryTables: @unchecked Sendable, Equatable {
    /// The file's bytes, which every text of the tables is read from.
    let source: SourceText
    /// Every string literal of the file, in source order (`StringLiteral(tables:index:)`).
    let literals: RecordTable<LiteralRecord>
    /// The literals' segments, literal after literal.
    let segments: RecordTable<SegmentRecord>
    /// The literals' interpolations, literal after literal.
    let interpolations: RecordTable<InterpolationRecord>
    /// The interpolations' argument labels, interpolation after interpolation.
    let labels: RecordTable<Span>
    /// Literal indices: the alternatives of interpolated ternaries of literals, and values' literals.
    let literalIndices: RecordTable<Int32>
    /// Every call the summary keeps (localization call sites' and other calls', and with
    /// inspection every call), once each.
    let calls: RecordTable<CallRecord>
    /// The calls' arguments, call after call.
    let arguments: RecordTable<ArgumentRecord>
    /// The localization call sites, in source order.
    let sites: RecordTable<SiteRecord>
    /// Indices in `calls` of the calls that are not localization call sites but candidates for
    /// the project's own functions (`ScannedFile.otherCalls`).
    let otherCalls: RecordTable<Int32>
    /// Every value declaration (`ScannedFile.values`).
    let values: RecordTable<ValueRecord>
    /// Every function, initializer and subscript, then the synthesized memberwise initializers
    /// (`ScannedFile.functions`).
    let functions: RecordTable<FunctionRecord>
    /// The functions' parameters, function after function.
    let parameters: RecordTable<ParameterRecord>
    /// Texts the tables could not keep as spans (interpolations' obvious types).
    let strings: [String]
    /// Every list of enclosing types' names the declarations name by index.
    let typePaths: [[String]]
    /// The block holding every `RecordTable`, freed with the object.
    private let memory: UnsafeMutableRawPointer

    /// The records of every table, in the order `init` lays them out in the block.
    struct Records {
        /// The literals.
        var literals: UnsafeBufferPointer<LiteralRecord>
        /// Their segments.
        var segments: UnsafeBufferPointer<SegmentRecord>
        /// Their interpolations.
        var interpolations: UnsafeBufferPointer<InterpolationRecord>
        /// The interpolations' labels.
        var labels: UnsafeBufferPointer<Span>
        /// Literal indices.
        var literalIndices: UnsafeBufferPointer<Int32>
        /// The calls kept.
        var calls: UnsafeBufferPointer<CallRecord>
        /// Their arguments.
        var arguments: UnsafeBufferPointer<ArgumentRecord>
        /// The localization call sites.
        var sites: UnsafeBufferPointer<SiteRecord>
        /// The other calls' indices.
        var otherCalls: UnsafeBufferPointer<Int32>
        /// The value declarations.
        var values: UnsafeBufferPointer<ValueRecord>
        /// The functions.
        var functions: UnsafeBufferPointer<FunctionRecord>
        /// Their parameters.
        var parameters: UnsafeBufferPointer<ParameterRecord>

        /// Bytes the block needs: each table rounded up to whole words, so every table starts
        /// aligned for any record.
        var byteCount: Int {
            Self.rounded(literals) + Self.rounded(segments) + Self.rounded(interpolations) + Self.rounded(labels)
                + Self.rounded(literalIndices) + Self.rounded(calls) + Self.rounded(arguments) + Self.rounded(sites)
                + Self.rounded(otherCalls) + Self.rounded(values) + Self.rounded(functions) + Self.rounded(parameters)
        }

        /// The bytes of `records` rounded up to a multiple of eight.
        @inline(__always)
        static func rounded<Record>(_ records: UnsafeBufferPointer<Record>) -> Int {
            (records.count * MemoryLayout<Record>.stride + 7) & ~7
        }
    }

    /// Tables of `source` holding copies of `records` in one block of memory.
    init(source: SourceText, records: Records, strings: [String], typePaths: [[String]]) {
        memory = UnsafeMutableRawPointer.allocate(byteCount: max(records.byteCount, 8), alignment: 8)
        var next = memory
        /// Copies `records` to `next` and moves `next` past them (to the next multiple of eight).
        func place<Record>(_ records: UnsafeBufferPointer<Record>) -> RecordTable<Record> {
            let byteCount = records.count * MemoryLayout<Record>.stride
            if let base = records.baseAddress, byteCount > 0 { next.copyMemory(from: base, byteCount: byteCount) }
            let table = RecordTable(base: UnsafePointer(next.bindMemory(to: Record.self, capacity: records.count)), count: records.count)
            next += (byteCount + 7) & ~7
            return table
        }
        self.source = source
        literals = place(records.literals)
        segments = place(records.segments)
        interpolations = place(records.interpolations)
        labels = place(records.labels)
        literalIndices = place(records.literalIndices)
        calls = place(records.calls)
        arguments = place(records.arguments)
        sites = place(records.sites)
        otherCalls = place(records.otherCalls)
        values = place(records.values)
        functions = place(records.functions)
        parameters = place(records.parameters)
        self.strings = strings
        self.typePaths = typePaths
    }

    deinit {
        memory.deallocate()
    }

    /// The records of every table, where they are in this object's block (valid while it is alive).
    var records: Records {
        Records(literals: literals.buffer, segments: segments.buffer, interpolations: interpolations.buffer, labels: labels.buffer,
                literalIndices: literalIndices.buffer, calls: calls.buffer, arguments: arguments.buffer, sites: sites.buffer,
                otherCalls: otherCalls.buffer, values: values.buffer, functions: functions.buffer, parameters: parameters.buffer)
    }

    /// Tables of a file with nothing in them.
    static let empty: SummaryTables = {
        let none = Records(literals: .init(start: nil, count: 0), segments: .init(start: nil, count: 0),
                           interpolations: .init(start: nil, count: 0), labels: .init(start: nil, count: 0),
                           literalIndices: .init(start: nil, count: 0), calls: .init(start: nil, count: 0),
                           arguments: .init(start: nil, count: 0), sites: .init(start: nil, count: 0),
                           otherCalls: .init(start: nil, count: 0), values: .init(start: nil, count: 0),
                           functions: .init(start: nil, count: 0), parameters: .init(start: nil, count: 0))
        return SummaryTables(source: SourceText([]), records: none, strings: [], typePaths: [[]])
    }()

    /// Equal when they hold the same records of equal bytes (the same instance is checked first,
    /// the usual case when values of one summary are compared).
    static func == (lhs: SummaryTables, rhs: SummaryTables) -> Bool {
        if lhs === rhs { return true }
        return lhs.literals == rhs.literals && lhs.segments == rhs.segments && lhs.interpolations == rhs.interpolations
            && lhs.labels == rhs.labels && lhs.literalIndices == rhs.literalIndices && lhs.strings == rhs.strings
            && lhs.calls == rhs.calls && lhs.arguments == rhs.arguments && lhs.sites == rhs.sites
            && lhs.otherCalls == rhs.otherCalls && lhs.values == rhs.values && lhs.functions == rhs.functions
            && lhs.parameters == rhs.parameters && lhs.typePaths == rhs.typePaths
            && lhs.source == rhs.source
    }

    /// The decoded value of literal `index`, `nil` when it has interpolations.
    func literalValue(_ index: Int) -> String? {
        let literal = literals[index]
        guard literal.interpolationCount == 0 else { return nil }
        let start = Int(literal.segmentStart)
        if literal.segmentCount == 1 { return textValue(segments[start], of: literal) }
        var result = ""
        for segment in segments[start..<(start + Int(literal.segmentCount))] { result += textValue(segment, of: literal) }
        return result
    }

    /// The decoded text of a text segment of `literal`.
    func textValue(_ segment: SegmentRecord, of literal: LiteralRecord) -> String {
        source.bytes.withUnsafeBufferPointer { bytes in
            var atLineStart = segment.startsAtLineStart
            return LiteralDecoder(bytes: bytes).decode(Int(segment.span.start), Int(segment.span.end), pounds: Int(literal.poundCount),
                                                       indentation: literal.indentation.optionalRange, atLineStart: &atLineStart)
        }
    }
}

/// One value declaration: name, type, scope and where its value comes from.
struct ValueRecord: Equatable {
    var name: Span
    /// The type annotation (`none` without one).
    var declaredType: Span
    var scope: Span
    /// The sequence a loop variable or closure parameter is bound to (`none` without one).
    var element: Span
    /// Index of the enclosing types' names in `SummaryTables.typePaths`.
    var typePath: Int32
    /// The type the initializer evidently has (`none` when a type is written or none is evident).
    var inferredType: TypeNameRecord
    var origin: OriginRecord
    var kind: ValueDeclaration.Kind
    var isConstant: Bool
    var isStatic: Bool
}

/// One function, initializer, subscript or synthesized memberwise initializer.
struct FunctionRecord: Equatable {
    /// The name's bytes (a memberwise initializer's: the struct's name).
    var name: Span
    var range: Span
    /// The return type's bytes (`none` without one).
    var returnType: Span
    /// Index of the enclosing types' names in `SummaryTables.typePaths`.
    var typePath: Int32
    /// Where its parameters are in `SummaryTables.parameters`.
    var parameterStart: Int32
    var parameterCount: Int32
    var kind: FunctionDeclaration.Kind
    var isStatic: Bool
}

/// One parameter: label, name, type and whether it is localized text.
struct ParameterRecord: Equatable {
    /// The label's bytes (`none` for `_`).
    var label: Span
    var name: Span
    /// The written type's bytes (`none` for a memberwise initializer's parameter without one).
    var type: Span
    /// For a memberwise initializer's parameter without a written type: its property's inferred type.
    var inferredType: TypeNameRecord
    var hasDefault: Bool
    /// Whether the type is `LocalizedStringKey` / `LocalizedStringResource`, optional or not.
    var isLocalizedText: Bool
}

/// A type name the materializer infers: one of the few names it writes itself, or an identifier
/// of the file (`Row` for `= Row(…)`), made into a string only when read.
struct TypeNameRecord: Equatable {
    /// Which name.
    enum Name: UInt8 {
        /// No type.
        case none
        /// The identifier `identifier` spells (backticks aside).
        case identifier
        case string, int, double, bool, stringArray, localizedStringKey, localizedStringResource, attributedString
    }

    /// Which name.
    var name: Name
    /// The identifier's bytes, for `identifier`.
    var identifier: Span

    /// No type.
    static let none = TypeNameRecord(name: .none, identifier: .none)

    /// One of the names the materializer writes itself.
    @inline(__always)
    init(_ name: Name) {
        self.name = name
        identifier = .none
    }

    /// The name `name` with the identifier's bytes.
    @inline(__always)
    init(name: Name, identifier: Span) {
        self.name = name
        self.identifier = identifier
    }

    /// The name as a string, `nil` for `none`.
    func text(in source: SourceText) -> String? {
        switch name {
        case .none: return nil
        case .identifier: return source.identifier(identifier.range)
        case .string: return "String"
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .stringArray: return "[String]"
        case .localizedStringKey: return "LocalizedStringKey"
        case .localizedStringResource: return "LocalizedStringResource"
        case .attributedString: return "AttributedString"
        }
    }

    /// Whether it is `LocalizedStringKey` or `LocalizedStringResource` (`TypeName.isLocalizedText`
    /// of `text(in:)`), without making a string for most names.
    func isLocalizedText(in source: SourceText) -> Bool {
        switch name {
        case .localizedStringKey, .localizedStringResource: return true
        case .identifier:
            return source.mentions("LocalizedString", in: identifier.range) && TypeName.isLocalizedText(source.identifier(identifier.range))
        default: return false
        }
    }
}

/// Where a value comes from, as `ValueOrigin`'s cases (or none).
struct OriginRecord: Equatable {
    /// Which case of `ValueOrigin`.
    enum Shape: UInt8 {
        case none, stringLiteral, literals, literalArray, number, localizationCall, expression
    }

    var shape: Shape
    /// For `literals`: whether every branch is a literal.
    var isComplete: Bool
    /// For `number`: written as several tokens (`- 1`), whose spaces the text leaves out.
    var isSigned: Bool
    var expressionKind: SourceExpression.Kind
    /// The literal (`stringLiteral`), the first of the literals in `SummaryTables.literalIndices`
    /// (`literals`, `literalArray`) or the call site (`localizationCall`).
    var first: Int32
    /// How many literals (`literals`, `literalArray`).
    var count: Int32
    /// The number's or expression's bytes.
    var span: Span

    /// No value.
    static let none = OriginRecord(shape: .none, isComplete: false, isSigned: false, expressionKind: .other, first: -1, count: 0,
                                   span: .none)
}

extension SummaryTables {
    /// The public value of an origin's record.
    func valueOrigin(_ origin: OriginRecord) -> ValueOrigin? {
        switch origin.shape {
        case .none: return nil
        case .stringLiteral: return .stringLiteral(StringLiteral(tables: self, index: origin.first))
        case .literals: return .literals(literalList(origin.first, origin.count), isComplete: origin.isComplete)
        case .literalArray: return .literalArray(literalList(origin.first, origin.count))
        case .number:
            return .number(origin.isSigned ? String(source.compactText(origin.span.range).filter { $0 != " " })
                                           : source.text(origin.span.range))
        case .localizationCall: return .localizationCall(LocalizationCallSite(tables: self, index: origin.first))
        case .expression: return .expression(SourceExpression(kind: origin.expressionKind, range: origin.span.range, source: source))
        }
    }

    /// The literals whose indices are `literalIndices[start..<start + count]`.
    func literalList(_ start: Int32, _ count: Int32) -> [StringLiteral] {
        literalIndices[Int(start)..<Int(start + count)].map { StringLiteral(tables: self, index: $0) }
    }
}

/// A byte range in eight bytes; a negative start stands for "none" where a range is optional.
struct Span: Equatable {
    /// Offset of the first byte (negative: no range).
    var start: Int32
    /// Offset one past the last byte.
    var end: Int32

    /// The span of `range`.
    @inline(__always)
    init(_ range: ByteRange) {
        start = Int32(truncatingIfNeeded: range.start)
        end = Int32(truncatingIfNeeded: range.end)
    }

    /// The span from `start` to `end`.
    @inline(__always)
    init(start: Int, end: Int) {
        self.start = Int32(truncatingIfNeeded: start)
        self.end = Int32(truncatingIfNeeded: end)
    }

    /// The span of an optional range.
    @inline(__always)
    init(_ range: ByteRange?) {
        if let range { self.init(range) } else { self = .none }
    }

    /// No range.
    static let none = Span(start: -1, end: -1)

    /// The range.
    @inline(__always)
    var range: ByteRange { ByteRange(start: Int(start), end: Int(end)) }

    /// The range, `nil` for `none`.
    @inline(__always)
    var optionalRange: ByteRange? { start < 0 ? nil : range }
}

/// One string literal: its delimiters and where its segments and interpolations are.
struct LiteralRecord: Equatable {
    var range: Span
    var content: Span
    /// A multi-line literal's closing indentation, removed from every line (`none` for a single-line one).
    var indentation: Span
    var segmentStart: Int32
    var segmentCount: Int32
    var interpolationStart: Int32
    var interpolationCount: Int32
    var poundCount: Int32
    var isMultiline: Bool
    var isTerminated: Bool
}

/// One segment of a literal: text (`interpolation` < 0) or an interpolation.
struct SegmentRecord: Equatable {
    /// The text's bytes (for an interpolation: from the backslash to its closing parenthesis).
    var span: Span
    /// Index in `SummaryTables.interpolations`, or -1 for text.
    var interpolation: Int32
    /// Whether the text starts a line of a multi-line literal (no interpolation precedes it).
    var startsAtLineStart: Bool
}

/// One interpolation: ranges, labels and what the file tells of its value.
struct InterpolationRecord: Equatable {
    var range: Span
    var expression: Span
    /// Where its labels are in `SummaryTables.labels` (a `none` span is an unlabeled argument).
    var labelStart: Int32
    var labelCount: Int32
    /// The literal of its `specifier:` argument, or -1.
    var specifierLiteral: Int32
    /// Its obvious type in `SummaryTables.strings`, or -1.
    var obviousType: Int32
    /// Its literal alternatives in `SummaryTables.literalIndices`; a count of -1 when it has none.
    var alternativesStart: Int32
    var alternativesCount: Int32
}

/// One call: callee, base, ranges and where its arguments are.
struct CallRecord: Equatable {
    /// The plain dotted base (`none` without one; empty for an implicit member).
    var base: Span
    var callee: Span
    var range: Span
    var argumentStart: Int32
    var argumentCount: Int32
    var trailingClosureCount: Int32
    var isMember: Bool
}

/// One argument of a call: label, value range and the value's shape.
struct ArgumentRecord: Equatable {
    /// How the value is shaped, as `ArgumentValue`'s cases.
    enum Shape: UInt8 {
        case literal, template, fallback, expression
    }

    /// The label (`none` without one).
    var label: Span
    var valueRange: Span
    /// The expression of an `expression` or `fallback` value.
    var expression: Span
    /// The literal of a `literal`, `template` or `fallback` value, else -1.
    var literal: Int32
    var shape: Shape
    var expressionKind: SourceExpression.Kind
}

/// One localization call site: which entry point, which call, which arguments play which part.
struct SiteRecord: Equatable {
    /// What a `bundle:` argument is, as `BundleReference`'s cases.
    enum Bundle: UInt8 {
        case absent, module, bundleMacro, main, other
    }

    var kind: EntryPoint.Kind
    var bundle: Bundle
    var call: Int32
    var keyArgumentIndex: Int32
    /// Indices in the call's arguments, -1 when absent.
    var table: Int32
    var comment: Int32
    var defaultValue: Int32
    /// The text of an `other` bundle.
    var bundleText: Span
}

/// Records of one kind in a `SummaryTables` object's memory: `count` records from `base`, read
/// only, with checked positions (a position outside the table stops the program, as an array's
/// would). Valid while the object is alive, which every value reading it keeps.
struct RecordTable<Record: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
    /// The first record.
    let base: UnsafePointer<Record>
    /// How many records there are.
    let count: Int

    /// The first position.
    var startIndex: Int { 0 }
    /// One past the last position.
    var endIndex: Int { count }

    /// The record at `position`.
    @inline(__always)
    subscript(position: Int) -> Record {
        precondition(position >= 0 && position < count, "record index out of range")
        return base[position]
    }

    /// The records as a buffer (to copy them into other tables).
    var buffer: UnsafeBufferPointer<Record> { UnsafeBufferPointer(start: base, count: count) }
}

extension RecordTable: Equatable where Record: Equatable {
    /// Equal when they hold equal records in the same order.
    static func == (lhs: RecordTable, rhs: RecordTable) -> Bool { lhs.elementsEqual(rhs) }
}

/// The kinds the records hold are plain enums, copied as bytes with the records.
extension SourceExpression.Kind: BitwiseCopyable {}
/// The kinds the records hold are plain enums, copied as bytes with the records.
extension EntryPoint.Kind: BitwiseCopyable {}
/// The kinds the records hold are plain enums, copied as bytes with the records.
extension ValueDeclaration.Kind: BitwiseCopyable {}
/// The kinds the records hold are plain enums, copied as bytes with the records.
extension FunctionDeclaration.Kind: BitwiseCopyable {}
