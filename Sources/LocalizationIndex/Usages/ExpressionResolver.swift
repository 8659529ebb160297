import SwiftSourceScanner
import TextPositions

/// Answers, for an expression written at some offset of one Swift file, what type it has and which
/// texts it can hold, using that file's summary and the project's declarations.
///
/// Everything it cannot prove returns `nil` ("unknown"): the callers turn unknown into a
/// `dynamic-key` question or into silence, never into a guess.
struct ExpressionResolver {
    /// The file's path.
    let path: String
    /// The file's summary.
    let scanned: ScannedFile
    /// The file's value declarations by name.
    let names: ValueNames
    /// The project's declarations.
    let declarations: DeclarationTable
    /// Template lists from the configuration.
    let templateLists: [AnalysisSettings.TemplateList]
    /// Every Swift file, for declarations in other files and template lists read by address.
    let filesByPath: IndexedFiles

    /// A resolver for the Swift file `file` (`nil` when it is not a Swift file).
    init?(
        file: IndexedFile, declarations: DeclarationTable, templateLists: [AnalysisSettings.TemplateList],
        filesByPath: IndexedFiles
    ) {
        guard let scanned = file.swift, let names = file.valueNames else { return nil }
        self.path = file.path
        self.scanned = scanned
        self.names = names
        self.declarations = declarations
        self.templateLists = templateLists
        self.filesByPath = filesByPath
    }

    /// Upper bound on the number of expansions of one template (beyond it: unknown).
    static let maximumExpansions = 5_000

    // MARK: - Types

    /// The declared or evident type of `expression` at `offset`, without optionality.
    func type(of rawExpression: String, at offset: Int, depth: Int = 0) -> String? {
        let expression = Self.trimmed(rawExpression)
        guard depth < 6, !expression.isEmpty else { return nil }
        if expression.hasSuffix(".count") || expression.hasSuffix(".hashValue") { return "Int" }
        if expression.first == "\"" { return "String" }
        if expression.allSatisfy({ $0.isNumber }) { return "Int" }
        if let dot = Self.lastMemberDot(expression) {
            let base = String(expression[..<dot])
            let member = String(expression[expression.index(after: dot)...])
            if member == "rawValue" {
                guard let baseType = type(of: base, at: offset, depth: depth + 1),
                    let located = declarations.enumDeclaration(named: baseType, from: path)
                else { return nil }
                return located.declaration.rawType
            }
            if ["capitalized", "localizedCapitalized", "uppercased()", "lowercased()", "description"].contains(member) {
                return "String"
            }
            guard let baseType = type(ofBase: base, at: offset, depth: depth) else { return nil }
            if declarations.enumDeclaration(named: baseType, from: path)?.declaration.cases.contains(where: { $0.name == member }) == true {
                return baseType
            }
            if let value = declarations.member(named: member, ofType: baseType, from: path)?.declaration {
                return (value.declaredType ?? value.obviousType).map(TypeName.base)
            }
            return nil
        }
        if expression == "self" { return enclosingTypeName(at: offset) }
        if expression == "rawValue", let enclosing = enclosingTypeName(at: offset) {
            return declarations.enumDeclaration(named: enclosing, from: path)?.declaration.rawType
        }
        if let value = value(named: expression, at: offset) {
            if let type = value.declaration.declaredType ?? value.declaration.obviousType { return TypeName.base(type) }
            return elementType(of: value, depth: depth) ?? boundType(of: value, depth: depth)
        }
        return nil
    }

    /// The type of a local bound to a name or a member path without a type of its own:
    /// `if let items = items`, `if let items`, `guard let items = model.items`, `let topic = selection.topic`
    /// have the type of what they are bound to (optionality is dropped anyway). Whisky:
    /// `if let winetricks = winetricks { ForEach(winetricks) { category in … category.category.rawValue`.
    func boundType(of value: DeclarationTable.Located<ValueDeclaration>, depth: Int) -> String? {
        guard value.declaration.kind == .local, value.path == path else { return nil }
        let text: String
        switch value.declaration.value {
        case .expression(let initializer)? where initializer.kind == .identifier || initializer.kind == .memberAccess:
            text = initializer.text
        case nil:
            text = value.declaration.name   // `if let items {` binds the outer `items`
        default:
            return nil
        }
        // `if let items = items`: the binding's scope holds its own name, so the `items` it binds is
        // read just before that scope, where only the outer one is visible.
        let shadows = text.split(separator: ".", maxSplits: 1).first.map(String.init) == value.declaration.name
        let offset = shadows ? value.declaration.scope.start - 1 : value.declaration.nameRange.start
        guard offset >= 0 else { return nil }
        return type(of: text, at: offset, depth: depth + 1)
    }

    /// The type of a closure parameter or loop variable bound to each element of a sequence:
    /// `X` for `X.allCases` (also reversed or sorted) and for a collection declared `[X]`; `nil`
    /// when the sequence's element type is not evident (a filtered sequence, an unknown value).
    func elementType(of value: DeclarationTable.Located<ValueDeclaration>, depth: Int = 0) -> String? {
        guard var sequence = value.declaration.elementOf.map(Self.trimmed) else { return nil }
        for suffix in [".reversed()", ".sorted()"] where sequence.hasSuffix(suffix) { sequence.removeLast(suffix.count) }
        if sequence.hasPrefix("Array("), sequence.hasSuffix(")") { sequence = String(sequence.dropFirst("Array(".count).dropLast()) }
        let offset = value.declaration.nameRange.start
        if sequence.hasSuffix(".allCases") {
            let base = String(sequence.dropLast(".allCases".count))
            let typeName = base == "Self" ? enclosingTypeName(at: offset) : base
            guard let typeName, typeName.first?.isUppercase == true,
                let located = declarations.enumDeclaration(named: typeName, from: value.path)
            else { return nil }
            return located.declaration.qualifiedName
        }
        // `0 ..< 24`, `1...count`: integers.
        for rangeOperator in ["..<", "..."] {
            if let found = sequence.firstRange(of: rangeOperator),
                ExpressionResolver.isIntegerLiteral(String(sequence[..<found.lowerBound]).trimmingSpaces())
            {
                return "Int"
            }
        }
        let resolver = value.path == path ? self : resolver(for: value.path)
        guard let collectionType = resolver?.type(of: sequence, at: offset, depth: depth + 1) else { return nil }
        return Self.elementType(ofCollection: collectionType)
    }

    /// Whether `text` is an integer literal (`0`, `-1`, `1_000`).
    static func isIntegerLiteral(_ text: String) -> Bool {
        let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
        return !digits.isEmpty && digits.first?.isNumber == true && digits.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "_" }
    }

    /// `X` for `[X]`, `Array<X>`, `Set<X>`; `nil` for anything else.
    static func elementType(ofCollection type: String) -> String? {
        let type = TypeName.base(type)
        var inner: Substring?
        if type.hasPrefix("["), type.hasSuffix("]") {
            inner = type.dropFirst().dropLast()
        } else {
            for prefix in ["Array<", "Set<"] where type.hasPrefix(prefix) && type.hasSuffix(">") {
                inner = type.dropFirst(prefix.count).dropLast()
            }
        }
        guard let inner, !inner.isEmpty, !inner.contains(":"), !inner.contains(",") else { return nil }
        return TypeName.base(String(inner))
    }

    /// The type of the part before a member (`self`, a type name, or an expression).
    func type(ofBase base: String, at offset: Int, depth: Int) -> String? {
        if base == "self" { return enclosingTypeName(at: offset) }
        if base.first?.isUppercase == true { return base }
        return type(of: base, at: offset, depth: depth + 1)
    }

    /// The declaration of a plain name visible at `offset`: the innermost local or parameter whose
    /// scope holds the offset, else a property of the enclosing type or a global.
    func value(named name: String, at offset: Int) -> DeclarationTable.Located<ValueDeclaration>? {
        let values = scanned.values
        var local: Int?
        for position in names.locals(named: name) {
            let scope = values[position].scope
            guard scope.start <= offset && offset <= scope.end else { continue }
            // The first of the innermost scopes, as `min` would pick.
            if let best = local, values[best].scope.count <= scope.count { continue }
            local = position
        }
        if let local { return DeclarationTable.Located(path: path, declaration: values[local], position: local) }
        let enclosing = enclosingTypeName(at: offset)
        let ownProperty = names.members(named: name).first {
            enclosing == nil || values[$0].typePath.last == enclosing || values[$0].kind == .global
        }
        if let ownProperty { return DeclarationTable.Located(path: path, declaration: values[ownProperty], position: ownProperty) }
        // A property of another type is not visible by its plain name: only the enclosing type's
        // (maybe declared in an extension elsewhere) or a global.
        return declarations.member(named: name, ofType: enclosing, from: path)
            ?? declarations.global(named: name, from: path)
    }

    /// The innermost type declared around `offset` (an extension's extended type).
    func enclosingTypeName(at offset: Int) -> String? {
        // One pass without intermediate arrays: it runs for most names the file resolves.
        var innermost: TypeDeclaration?
        for type in scanned.types where type.range.start <= offset && offset < type.range.end && type.kind != .protocol {
            // The first of the smallest, as `min` would pick.
            if let best = innermost, best.range.count <= type.range.count { continue }
            innermost = type
        }
        guard let name = innermost?.name else { return nil }
        guard name.utf8.contains(UInt8(ascii: ".")) else { return name }
        return name.split(separator: ".").last.map(String.init) ?? name
    }

    // MARK: - Values

    /// What an expansion found, and where the values came from.
    struct Expansion {
        /// The possible texts.
        var values: [String]
        /// Descriptions of the sources ("enum HowItWorksTopic (App/Topic.swift)").
        var sources: [String]
    }

    /// The texts a literal with interpolations can produce, or `nil` when some interpolation
    /// cannot be enumerated.
    func expand(literal: StringLiteral, at offset: Int, depth: Int = 0) -> Expansion? {
        var results = [""]
        var sources: [String] = []
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                results = results.map { $0 + text.value }
            case .interpolation(let interpolation):
                let values: Expansion?
                if let alternatives = interpolation.literalAlternatives {
                    values = Expansion(values: alternatives, sources: [])
                } else {
                    values = expand(expression: interpolation.expression, at: interpolation.range.start, depth: depth + 1)
                }
                guard let values, !values.values.isEmpty else { return nil }
                sources.append(contentsOf: values.sources)
                guard results.count * values.values.count <= Self.maximumExpansions else { return nil }
                results = results.flatMap { prefix in values.values.map { prefix + $0 } }
            }
        }
        return Expansion(values: Self.unique(results), sources: Self.unique(sources))
    }

    /// The texts `expression` (a name, `x.rawValue`, `x.member`, a switch-assigned variable) can
    /// hold at `offset`, or `nil` when they cannot be enumerated.
    func expand(expression rawExpression: String, at offset: Int, depth: Int = 0) -> Expansion? {
        let expression = Self.trimmed(rawExpression)
        guard depth < 6, !expression.isEmpty else { return nil }
        // `x.rawValue` and `rawValue` inside the enum: the raw values.
        if expression == "rawValue" || expression == "self.rawValue" {
            guard let enclosing = enclosingTypeName(at: offset) else { return nil }
            return enumValues(typeName: enclosing, rawValues: true, excluding: casesHandledBeforeDefault(at: offset))
        }
        if expression.hasSuffix(".rawValue") {
            let base = String(expression.dropLast(".rawValue".count))
            guard let baseType = type(of: base, at: offset) else { return nil }
            // `Metadata.date.rawValue` (or `.date.rawValue`) is that case's raw value only.
            if let named = namedCase(base, ofEnum: baseType) { return named }
            return enumValues(typeName: baseType, rawValues: true)
        }
        // A variable assigned literals in the branches of a switch before the use.
        if let assignment = scanned.switchAssignments.last(where: {
            ($0.variable == expression || $0.variable == "self." + expression) && $0.range.end <= offset
        }) {
            guard assignment.cases.allSatisfy({ $0.literal != nil }) else { return nil }
            return expandAll(assignment.literals, at: offset, depth: depth, source: "switch on \(assignment.subject)")
        }
        // `x.member` where member is a property or literal-returning property of x's type.
        if let dot = Self.lastMemberDot(expression) {
            let base = String(expression[..<dot])
            let member = String(expression[expression.index(after: dot)...])
            let baseType = type(ofBase: base, at: offset, depth: depth)
            // An unknown base (a closure parameter) still names a member; a member name unique
            // in the project identifies it.
            if let producer = declarations.producer(named: member, ofType: baseType, from: path), producer.declaration.isComplete {
                return expand(producer: producer, depth: depth)
            }
            if let value = declarations.member(named: member, ofType: baseType, from: path) {
                return expand(value: value, depth: depth)
            }
            return nil
        }
        // A plain name: its declaration's value, the elements of an array literal it runs over,
        // or an enum's case names.
        if let value = value(named: expression, at: offset) {
            if let expansion = expand(value: value, depth: depth) { return expansion }
            if let elements = arrayLiteralElements(boundTo: value) { return elements }
            if let type = value.declaration.declaredType ?? value.declaration.obviousType ?? elementType(of: value, depth: depth) {
                return enumValues(typeName: type, rawValues: false)
            }
            return nil
        }
        if let producer = declarations.producer(named: expression, ofType: enclosingTypeName(at: offset), from: path),
            producer.declaration.isComplete
        {
            return expand(producer: producer, depth: depth)
        }
        return nil
    }

    /// The one text a constant named by `rawExpression` holds: a `let` bound to a plain string
    /// literal (xDrip's `static private let filename = "Common"` passed as `tableName: filename`),
    /// also written `self.name` or `Self.name`; `nil` for anything else (a `var`, a parameter, a
    /// computed value, an interpolation).
    func constantText(_ rawExpression: String, at offset: Int) -> String? {
        var name = Substring(Self.trimmed(rawExpression))
        for prefix in ["self.", "Self."] where name.hasPrefix(prefix) { name = name.dropFirst(prefix.count) }
        guard !name.isEmpty, !name.contains("."), let located = value(named: String(name), at: offset),
            located.declaration.isConstant, located.declaration.kind != .parameter,
            case .stringLiteral(let literal)? = located.declaration.value, !literal.hasInterpolation
        else { return nil }
        return literal.value
    }

    /// The table the project's `String` extension property `name` looks its receiver up in
    /// (`var localized: String { NSLocalizedString(self, tableName: "Main", comment: "") }`): the
    /// lookup of `self` that follows the property's name in its file, in no function and inside
    /// an extension of `String`; `nil` when the property is something else.
    func lookupTable(ofStringProperty name: String) -> String? {
        guard let located = declarations.member(named: name, ofType: "String", from: path),
            located.declaration.typePath == ["String"], located.declaration.kind == .property,
            let file = located.path == path ? self : resolver(for: located.path)
        else { return nil }
        let declarationStart = located.declaration.nameRange.start
        // The next property or function of the file after this one bounds its body.
        var bodyEnd = Int.max
        for value in file.scanned.values where value.kind == .property && value.nameRange.start > declarationStart {
            bodyEnd = min(bodyEnd, value.nameRange.start)
        }
        for function in file.scanned.functions where function.range.start > declarationStart {
            bodyEnd = min(bodyEnd, function.range.start)
        }
        for call in file.scanned.localizationCalls
        where call.call.range.start > declarationStart && call.call.range.start < bodyEnd {
            guard case .expression(let key) = call.key, key.text == "self" else { continue }
            switch call.entryPoint.kind {
            case .nsLocalizedString, .bundleLocalizedString: break
            default: return nil
            }
            guard file.enclosingTypeName(at: call.call.range.start) == "String" else { return nil }
            return Self.writtenTable(of: call)
        }
        return nil
    }

    /// The table a lookup names in its own text: `Localizable` when it names none or `nil`
    /// (OnlySwitch's `NSLocalizedString(self, tableName: nil, …)`), else its literal; `nil` when
    /// something else chooses it at run time.
    static func writtenTable(of call: LocalizationCallSite) -> String? {
        guard let argument = call.table else { return "Localizable" }
        if let name = argument.literalValue { return name }
        if case .expression(let expression) = argument, expression.text == "nil" { return "Localizable" }
        return nil
    }

    /// The table the project's `String` extension methods named `name` look their receiver up in
    /// (passforios' `func localize() -> String { NSLocalizedString(self, bundle: Bundle.main, …) }`;
    /// its overloads `localize(_:)` format what `localize()` returns): the lookup of `self` in their
    /// bodies, the same table in every one that has one; `nil` when none has one, or they differ.
    func lookupTable(ofStringMethod name: String) -> String? {
        var found: String?
        for located in declarations.stringMethods(named: name) {
            guard let file = located.path == path ? self : resolver(for: located.path) else { return nil }
            let method = located.declaration
            let source = file.scanned.source
            for call in file.scanned.localizationCalls where method.range.contains(call.call.range) {
                guard case .expression(let key) = call.key, source.identifier(key.range, is: "self") else { continue }
                switch call.entryPoint.kind {
                case .nsLocalizedString, .bundleLocalizedString: break
                default: continue
                }
                // `self` in a closure or function declared inside is still the string only in a closure.
                if file.scanned.functions.contains(where: { $0.range.start > method.range.start && $0.range.contains(call.call.range) }) {
                    continue
                }
                guard let table = Self.writtenTable(of: call) else { return nil }
                if let found, found != table { return nil }
                found = table
                break
            }
        }
        return found
    }

    /// The parameter a project function forwards to a lookup as its key, and the lookup's table
    /// (Stats' `func localizedString(_ key: String, _ params: String...) -> String` whose body
    /// starts `var string = NSLocalizedString(key, comment: comment)`): callers' literals at that
    /// parameter are keys. `nil` when the body looks no `String` parameter up directly, or names
    /// its table by anything but a literal.
    func forwardedLookup(of located: DeclarationTable.Located<FunctionDeclaration>) -> (parameter: Int, table: String)? {
        guard let file = located.path == path ? self : resolver(for: located.path) else { return nil }
        let function = located.declaration
        let parameters = Array(function.parameters)
        let source = file.scanned.source
        for call in file.scanned.localizationCalls where function.range.contains(call.call.range) {
            guard case .expression(let key) = call.key, key.kind == .identifier else { continue }
            switch call.entryPoint.kind {
            case .nsLocalizedString, .bundleLocalizedString: break
            default: continue
            }
            let name = source.identifier(key.range)
            guard
                let index = parameters.firstIndex(where: {
                    $0.name == name && ($0.typeRange.map { source.identifier($0, is: "String") } ?? false)
                })
            else { continue }
            // A function declared inside this one has parameters of its own.
            let nested = file.scanned.functions.contains {
                $0.range.start > function.range.start && $0.range.contains(call.call.range)
            }
            if nested { continue }
            return Self.writtenTable(of: call).map { (index, $0) }
        }
        return nil
    }

    /// The values a literal-returning property or function can return, read in its own file
    /// (its `rawValue` and `self` mean the declaring type).
    private func expand(producer located: DeclarationTable.Located<LiteralProducer>, depth: Int) -> Expansion? {
        guard let resolver = located.path == path ? self : resolver(for: located.path) else { return nil }
        let name = (located.declaration.typePath + [located.declaration.name]).joined(separator: ".")
        return resolver.expandAll(located.declaration.literals, at: located.declaration.range.start, depth: depth, source: name)
    }

    /// The elements of the array literal of plain string literals a closure parameter or loop
    /// variable of this file runs over (`["1s", "100ms"].enumerated().forEach { (index, key) in`);
    /// `nil` for any other sequence.
    private func arrayLiteralElements(boundTo located: DeclarationTable.Located<ValueDeclaration>) -> Expansion? {
        guard located.path == path, let range = located.declaration.elementRange, range.start < range.end else { return nil }
        let bytes = scanned.source.bytes
        guard range.end <= bytes.count, bytes[range.start] == UInt8(ascii: "["), bytes[range.end - 1] == UInt8(ascii: "]") else { return nil }
        let literals = scanned.stringLiterals.filter { range.start < $0.range.start && $0.range.end < range.end }
        var values: [String] = []
        var cursor = range.start + 1
        for literal in literals {
            // Only commas and white space between the elements: no expression, no nested array.
            guard literal.range.start >= cursor, !literal.hasInterpolation, let value = literal.value,
                bytes[cursor..<literal.range.start].allSatisfy({ Self.isASCIISpace($0) || $0 == UInt8(ascii: ",") })
            else { return nil }
            values.append(value)
            cursor = literal.range.end
        }
        guard !values.isEmpty, bytes[cursor..<(range.end - 1)].allSatisfy({ Self.isASCIISpace($0) || $0 == UInt8(ascii: ",") }) else { return nil }
        return Expansion(values: Self.unique(values), sources: ["the array literal that \(located.declaration.name) runs over"])
    }

    /// The values of a declaration whose initializer is a literal (or literals).
    private func expand(value located: DeclarationTable.Located<ValueDeclaration>, depth: Int) -> Expansion? {
        guard let origin = located.declaration.value else { return nil }
        let resolver = located.path == path ? self : resolver(for: located.path)
        guard let resolver else { return nil }
        switch origin {
        case .stringLiteral(let literal):
            return resolver.expand(literal: literal, at: literal.range.start, depth: depth + 1)
        case .literals(let literals, let isComplete):
            guard isComplete else { return nil }
            return resolver.expandAll(literals, at: located.declaration.nameRange.start, depth: depth, source: located.declaration.name)
        case .literalArray, .number, .localizationCall, .expression:
            return nil
        }
    }

    /// The union of the expansions of several literals.
    private func expandAll(_ literals: [StringLiteral], at offset: Int, depth: Int, source: String) -> Expansion? {
        var values: [String] = []
        var sources: [String] = [source]
        for literal in literals {
            guard let expansion = expand(literal: literal, at: literal.range.start, depth: depth + 1) else { return nil }
            values.append(contentsOf: expansion.values)
            sources.append(contentsOf: expansion.sources)
        }
        return Expansion(values: Self.unique(values), sources: Self.unique(sources))
    }

    /// The raw value of the one case `base` names — `Metadata.date` (the enum's name, plain or
    /// qualified, then a case) or `.date` — or `nil` when `base` is no case of the enum `typeName`
    /// (a variable, or a property that happens to share a case's name).
    func namedCase(_ base: String, ofEnum typeName: String) -> Expansion? {
        guard let dot = base.lastIndex(of: "."), let located = declarations.enumDeclaration(named: typeName, from: path) else { return nil }
        let declaration = located.declaration
        let prefix = base[..<dot]
        let caseName = base[base.index(after: dot)...]
        guard prefix.isEmpty || prefix == declaration.name || prefix == declaration.qualifiedName || prefix.hasSuffix("." + declaration.name),
            let enumCase = declaration.cases.first(where: { $0.name == caseName }), let raw = enumCase.rawValue
        else { return nil }
        let file = located.path.split(separator: "/").last.map(String.init) ?? located.path
        return Expansion(values: [raw], sources: ["\(file):\(declaration.qualifiedName).\(enumCase.name)"])
    }

    /// The case names (or raw values) of the enum `typeName` as seen from this file; `nil` when the
    /// enum is unknown, ambiguous, has associated values, or customizes its description.
    func enumValues(typeName: String, rawValues: Bool, excluding excluded: Set<String> = []) -> Expansion? {
        guard let located = declarations.enumDeclaration(named: typeName, from: path) else { return nil }
        let declaration = located.declaration
        guard !declaration.cases.isEmpty, !declaration.cases.contains(where: \.hasAssociatedValues) else { return nil }
        if !rawValues, declaration.inheritance.contains(where: { $0.contains("CustomStringConvertible") }) { return nil }
        var values: [String] = []
        for enumCase in declaration.cases where !excluded.contains(enumCase.name) {
            if rawValues {
                guard let raw = enumCase.rawValue else { return nil }
                values.append(raw)
            } else {
                values.append(enumCase.name)
            }
        }
        let file = located.path.split(separator: "/").last.map(String.init) ?? located.path
        return Expansion(values: values, sources: ["\(file):\(declaration.qualifiedName)"])
    }

    /// The enum cases a `switch self` handles before reaching its `default:` when `offset` lies
    /// in that default clause: VoiceInk's `title` returns `"Transcribe"` for `.transcribeAudio`
    /// and `LocalizedStringKey(rawValue)` for every other case, so `rawValue` there is never
    /// "Transcribe Audio". Read from the file's literal-returning switch whose every other case
    /// returns a literal (the default is then the only place a computed value comes from); empty
    /// anywhere else.
    func casesHandledBeforeDefault(at offset: Int) -> Set<String> {
        guard let producer = scanned.literalProducers.first(where: { $0.range.start <= offset && offset < $0.range.end }),
            producer.cases.filter({ $0.literal == nil }).map(\.patterns) == [["default"]],
            !producer.cases.contains(where: { $0.literal.map { $0.range.start <= offset && offset < $0.range.end } ?? false }),
            Self.switchesOnSelf(scanned.source.bytes, producer.range)
        else { return [] }
        var names: Set<String> = []
        for switchCase in producer.cases where switchCase.literal != nil {
            for pattern in switchCase.patterns {
                guard pattern.hasPrefix("."), pattern.dropFirst().allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return [] }
                names.insert(String(pattern.dropFirst()))
            }
        }
        return names
    }

    /// Whether the declaration at `range` switches on `self` (`switch self {`).
    static func switchesOnSelf(_ bytes: [UInt8], _ range: ByteRange) -> Bool {
        let needle = Array("switch self".utf8)
        guard range.end <= bytes.count, range.count >= needle.count else { return false }
        var index = range.start
        while index + needle.count <= range.end {
            if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle {
                let after = index + needle.count
                return after < range.end && (bytes[after] == UInt8(ascii: " ") || bytes[after] == UInt8(ascii: "{") || bytes[after] == UInt8(ascii: "\n"))
            }
            index += 1
        }
        return false
    }

    /// The literal as a key pattern: text kept, each interpolation `*` — or, when it names a
    /// constant holding a template (`let base = "a.\(x)"`), that template's pattern, so compound
    /// keys read `a.*.title` rather than `*.title`.
    func pattern(of literal: StringLiteral, depth: Int = 0) -> String {
        literal.segments.map { segment -> String in
            switch segment {
            case .text(let text):
                return text.value
            case .interpolation(let interpolation):
                guard depth < 4, let value = value(named: Self.trimmed(interpolation.expression), at: interpolation.range.start),
                    case .stringLiteral(let inner) = value.declaration.value
                else { return "*" }
                if value.path == path { return pattern(of: inner, depth: depth + 1) }
                return resolver(for: value.path)?.pattern(of: inner, depth: depth + 1) ?? "*"
            }
        }.joined()
    }

    /// The values of the configured template list matching `pattern` (a key with `*` for each
    /// interpolation), or `nil` when no list applies.
    func templateListValues(forPattern pattern: String) -> (list: AnalysisSettings.TemplateList, values: [String])? {
        guard let list = templateLists.first(where: { $0.pattern == pattern }) else { return nil }
        let symbolName = list.symbol.split(separator: ".").last.map(String.init) ?? list.symbol
        let owner = list.symbol.contains(".") ? list.symbol.split(separator: ".").dropLast().last.map(String.init) : nil
        var values: [String] = []
        for (filePath, file) in filesByPath where filePath == list.file || filePath.hasSuffix("/" + list.file) {
            guard let swift = file.swift else { continue }
            for value in swift.values where value.name == symbolName && (owner == nil || value.typePath.last == owner) {
                if case .literalArray(let literals) = value.value {
                    values.append(contentsOf: literals.compactMap(\.value))
                }
            }
        }
        return (list, values)
    }

    /// A resolver for another file of the project.
    private func resolver(for otherPath: String) -> ExpressionResolver? {
        guard let other = filesByPath[otherPath] else { return nil }
        return ExpressionResolver(file: other, declarations: declarations, templateLists: templateLists, filesByPath: filesByPath)
    }

    // MARK: - Helpers

    /// The expression without surrounding spaces, `try`, `await`, optional chaining marks or `!`.
    static func trimmed(_ expression: String) -> String {
        if isTrimmed(expression) { return expression }
        var text = Substring(expression.trimmingSpaces())
        for prefix in ["try ", "await "] where text.hasPrefix(prefix) { text = text.dropFirst(prefix.count) }
        return String(text).replacingAll("?.", with: ".").replacingAll("!.", with: ".")
    }

    /// Whether `trimmed` would return `expression` unchanged, decided on its UTF-8 bytes (most
    /// expressions are plain names, and this runs several times for each of them): it starts and
    /// ends with an ASCII byte that is not a space, holds no `?` or `!`, and starts with neither
    /// `try ` nor `await `. A non-ASCII first or last byte takes the general path, since Unicode
    /// has spaces beyond ASCII.
    static func isTrimmed(_ expression: String) -> Bool {
        let bytes = expression.utf8
        guard let first = bytes.first, let last = bytes.last, first < 0x80, last < 0x80,
            !isASCIISpace(first), !isASCIISpace(last)
        else { return false }
        if bytes.contains(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "!") }) { return false }
        if first == UInt8(ascii: "t") || first == UInt8(ascii: "a") {
            return !expression.hasPrefix("try ") && !expression.hasPrefix("await ")
        }
        return true
    }

    /// Whether `byte` is an ASCII space, tab, line break, vertical tab or form feed.
    static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// The dot before the last member of `a.b.c` (nil for `a`, or when the expression is not a
    /// plain dotted path).
    static func lastMemberDot(_ expression: String) -> String.Index? {
        guard isDottedPath(expression) else { return nil }
        guard let dot = expression.lastIndex(of: "."), dot != expression.startIndex else { return nil }
        return dot
    }

    /// Whether `expression` holds only letters, digits, `_`, `.`, `(`, `)` and `$`: decided on the
    /// UTF-8 bytes when they are all ASCII (the common case), by characters otherwise.
    static func isDottedPath(_ expression: String) -> Bool {
        var isASCII = true
        for byte in expression.utf8 {
            guard byte < 0x80 else {
                isASCII = false
                break
            }
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "$"):
                continue
            default:
                return false
            }
        }
        if isASCII { return true }
        return expression.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "(" || $0 == ")" || $0 == "$" }
    }

    /// `values` without repetitions, order kept.
    static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}

extension String {
    /// The string without leading and trailing whitespace and newlines.
    func trimmingSpaces() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice = slice.dropFirst() }
        while let last = slice.last, last.isWhitespace { slice = slice.dropLast() }
        return String(slice)
    }

    /// Every occurrence of `target` replaced with `replacement`.
    func replacingAll(_ target: String, with replacement: String) -> String {
        // The standard library's search, not Foundation's `contains` (several times slower here).
        guard !target.isEmpty, var found = firstRange(of: target) else { return self }
        var result = ""
        var rest = Substring(self)
        while true {
            result += rest[..<found.lowerBound]
            result += replacement
            rest = rest[found.upperBound...]
            guard let next = rest.firstRange(of: target) else { break }
            found = next
        }
        return result + rest
    }
}
