import SwiftSourceScanner
import TextPositions

/// Turns one Swift file's summary into key usages and verbatim-text candidates, resolving names and
/// types through the project's declarations.
struct UsageCollector {
    /// Resolves the file's expressions.
    let resolver: ExpressionResolver
    /// Module ownership, for bundles and test code.
    let modules: ModuleMap
    /// The configured wrappers.
    let wrappers: [AnalysisSettings.WrapperFunction]
    /// Whether the file is test code or a developer-only screen (asked once: every usage needs it).
    private let isTestFile: Bool
    /// The bodies of the file's private types that only its previews use (`PreviewOnlyTypes`).
    private let previewOnlyTypeRanges: [ByteRange]

    /// The usages found in the file.
    private(set) var usages: [KeyUsage] = []
    /// The verbatim-text candidates found in the file.
    private(set) var verbatimCandidates: [VerbatimCandidate] = []
    /// The part of the summary each usage came from (`CollectionUnit`), in `usages` order.
    private(set) var usageUnits: [Int32] = []
    /// The part of the summary each candidate came from, in `verbatimCandidates` order.
    private(set) var candidateUnits: [Int32] = []
    /// The calls to collect, by position in `localizationCalls` and `otherCalls`; `nil`: the
    /// whole file (with declarations and key-named literals).
    private let selection: (localizationCalls: Set<Int>, otherCalls: Set<Int>)?
    /// `String(format:)` calls by the start of the localization call that gives their format.
    private var formatCallsByLookupStart: [Int: [KeyUsage.FormatCall]] = [:]

    /// The file's path.
    var path: String { resolver.path }
    /// The file's summary.
    var scanned: ScannedFile { resolver.scanned }

    /// Creates a collector and collects the whole file, or only the calls of `selection` (the
    /// positions of localization calls and other calls in the summary).
    init(
        resolver: ExpressionResolver, modules: ModuleMap, wrappers: [AnalysisSettings.WrapperFunction],
        selection: (localizationCalls: Set<Int>, otherCalls: Set<Int>)? = nil
    ) {
        self.resolver = resolver
        self.modules = modules
        self.wrappers = wrappers
        self.isTestFile =
            modules.isTestCode(resolver.path) || Self.isDeveloperScreen(resolver.path) || modules.isDevelopmentAsset(resolver.path)
        self.selection = selection
        self.previewOnlyTypeRanges = PreviewOnlyTypes.ranges(in: resolver.scanned)
        collect()
    }

    /// Whether `call` is a `String(format:)`-like call whose format may be a lookup: its usages
    /// carry it (`KeyUsage.formatCalls`), so it belongs to another call's usage.
    static func isFormatCall(_ call: CallSite) -> Bool {
        call.calleeIs("String") || call.calleeIs("localizedStringWithFormat")
    }

    /// Whether `path` is a screen for the app's developers (`DeveloperOptionsScreen.swift`, a
    /// `DebugMenu/` folder): its texts are not for users to read in their language, like
    /// `#if DEBUG` code (Element X's developer options hold 46 English texts). A plain `Debug`
    /// is not enough: Home Assistant's debugging settings and an IDE's debug area are for users.
    static func isDeveloperScreen(_ path: String) -> Bool {
        // No name holds a `/`, so a name inside one component is a name inside the path: one
        // plain byte loop over the path per name. Not `utf8.firstRange(of:)`: its generic
        // searcher cost 90 ms of CPU per cold check at the seeds' scale (1,500 paths × 5 names).
        var path = path
        return path.withUTF8 { bytes in
            developerScreenNames.contains { name in
                guard name.count <= bytes.count else { return false }
                return (0...(bytes.count - name.count)).contains { start in
                    bytes[start] == name[0] && name.indices.allSatisfy { bytes[start + $0] == name[$0] }
                }
            }
        }
    }

    /// Parts of a file or folder name that mark a screen for the app's developers, as UTF-8.
    private static let developerScreenNames: [[UInt8]] = [
        "DeveloperOptions", "DeveloperMenu", "DeveloperSettings", "DebugMenu", "DebugSettings", "InternalSettings",
    ].map { Array($0.utf8) }

    /// Whether the code at `offset` ships to users: not test code, previews or `#if DEBUG`, nor a
    /// branch the release build leaves out by the project's conditions (`#if STAGING || DEBUG`
    /// where only a staging configuration sets `STAGING`).
    private func isShipping(_ offset: Int) -> Bool {
        guard !isTestFile, !scanned.isNonShipping(offset) else { return false }
        if previewOnlyTypeRanges.contains(where: { $0.start <= offset && offset < $0.end }) { return false }
        let offInRelease = modules.conditionsOffInRelease
        guard !offInRelease.isEmpty else { return true }
        return !scanned.regions(containing: offset).contains { CompilationCondition.isOffInRelease($0, offInRelease: offInRelease) }
    }

    /// The bundle a lookup with `argument` goes to from this file.
    private func bundle(for argument: BundleReference) -> String? {
        switch argument {
        case .absent, .main: return modules.mainBundle(ofPath: path)
        case .module, .bundleMacro: return modules.bundle(ofPath: path)
        case .other: return nil
        }
    }

    // MARK: - Collection

    private mutating func collect() {
        formatCallsByLookupStart = formatCalls()
        for (position, call) in scanned.localizationCalls.enumerated() where !call.isVerbatim {
            if let selection, !selection.localizationCalls.contains(position) { continue }
            inUnit(CollectionUnit.localizationCall(position)) { $0.collect(call: call) }
        }
        if selection == nil {
            inUnit(CollectionUnit.declarations) { $0.collectTypedDeclarations() }
        }
        collectProjectFunctionCalls()
        guard selection == nil else { return }
        inUnit(CollectionUnit.keyNamedLiterals) { collector in
            collector.collectStringPropertyLookups()
            for literal in collector.scanned.keyNamedLiterals {
                guard let value = literal.literal.value else { continue }
                collector.usages.append(
                    KeyUsage(
                        path: collector.path, range: literal.literal.range, source: .keyNamedLiteral(literal.name), lookup: .key(value),
                        table: "Localizable", bundleArgument: .absent, bundle: nil,
                        isShipping: collector.isShipping(literal.literal.range.start)))
            }
        }
    }

    /// Literals read through a property of the project's `String` extension that looks its
    /// receiver up (`var localized: String { NSLocalizedString(self, comment: "") }`, in Bark,
    /// Rectangle, hidden): `"Set Shortcut".localized` looks "Set Shortcut" up in that lookup's
    /// table. A method (`"Copied".localized()`, `"x".localized(with: n)`) is another declaration:
    /// its calls are lookups when the methods of that name look their receiver up.
    private mutating func collectStringPropertyLookups() {
        let bytes = scanned.source.bytes
        // By property name: the table it looks its receiver up in, or `nil` (not such a property).
        var tables: [String: String?] = [:]
        // By method name (`"Copied".localized()`): the table its bodies look their receiver up in.
        var methodTables: [String: String?] = [:]
        for literal in scanned.stringLiterals where !literal.hasInterpolation {
            var index = literal.range.end
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), let value = literal.value else { continue }
            index += 1
            let nameStart = index
            while index < bytes.count, SourceBytes.isIdentifierByte(bytes[index]) { index += 1 }
            guard index > nameStart else { continue }
            var next = index
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
            let isCall = next < bytes.count && bytes[next] == UInt8(ascii: "(")
            if isCall {
                // A method's call ends at its `)`: what may compare its result follows that.
                var depth = 0
                while next < bytes.count {
                    if bytes[next] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[next] == UInt8(ascii: ")") { depth -= 1 }
                    next += 1
                    if depth == 0 { break }
                }
                while next < bytes.count, bytes[next] == UInt8(ascii: " ") { next += 1 }
            }
            // Compared, not shown (`$0.title == "Mouse Pointer".local` finds a window by title).
            if Self.isComparisonOperator(bytes, at: next) || Self.isComparisonOperator(bytes, endingBefore: literal.range.start) { continue }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            let table: String?
            if let known = isCall ? methodTables[name] : tables[name] {
                table = known
            } else if isCall {
                table = resolver.lookupTable(ofStringMethod: name)
                methodTables.updateValue(table, forKey: name)
            } else {
                table = resolver.lookupTable(ofStringProperty: name)
                tables.updateValue(table, forKey: name)
            }
            guard let table else { continue }
            // Console output and assertions are for developers (`print("…".local, error)`).
            if scanned.otherCalls.contains(where: { $0.range.contains(literal.range) && Self.developerOutputCallees.contains($0.callee) }) { continue }
            usages.append(
                KeyUsage(
                    path: path, range: literal.range, source: .wrapper("String." + name + (isCall ? "()" : "")), lookup: .key(value), table: table,
                    bundleArgument: .absent, bundle: nil, isShipping: isShipping(literal.range.start)))
        }
    }

    /// Functions whose text only developers read: console output and assertions.
    static let developerOutputCallees: Set<String> = [
        "print", "debugPrint", "NSLog", "assert", "assertionFailure", "precondition", "preconditionFailure", "fatalError",
    ]

    /// Whether `==` or `!=` starts at `index` (after blanks were skipped).
    private static func isComparisonOperator(_ bytes: [UInt8], at index: Int) -> Bool {
        index + 1 < bytes.count && (bytes[index] == UInt8(ascii: "=") || bytes[index] == UInt8(ascii: "!"))
            && bytes[index + 1] == UInt8(ascii: "=") && (index + 2 >= bytes.count || bytes[index + 2] != UInt8(ascii: "="))
    }

    /// Whether `==` or `!=` ends just before `end`, blanks aside.
    private static func isComparisonOperator(_ bytes: [UInt8], endingBefore end: Int) -> Bool {
        var index = end - 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") { index -= 1 }
        return index >= 1 && bytes[index] == UInt8(ascii: "=") && (bytes[index - 1] == UInt8(ascii: "=") || bytes[index - 1] == UInt8(ascii: "!"))
    }

    /// Runs `collect`, recording `unit` as the origin of the usages and candidates it adds.
    private mutating func inUnit(_ unit: Int32, _ collect: (inout UsageCollector) -> Void) {
        let usagesBefore = usages.count
        let candidatesBefore = verbatimCandidates.count
        collect(&self)
        usageUnits.append(contentsOf: repeatElement(unit, count: usages.count - usagesBefore))
        candidateUnits.append(contentsOf: repeatElement(unit, count: verbatimCandidates.count - candidatesBefore))
    }

    /// Whether the project's own type `typeName` stores `label` as a `String` (a memberwise
    /// initializer's parameter): Aidoku's `MangaCoverView(…, placeholder: "BannerPlaceholder")`
    /// passes an image name there, not a key, though `placeholder:` is a key in SwiftUI's views.
    private func isStringProperty(_ label: String?, ofProjectType typeName: String) -> Bool {
        guard let label, typeName.first?.isUppercase == true,
            let member = resolver.declarations.member(named: label, ofType: typeName, from: path),
            let type = member.declaration.obviousType
        else { return false }
        return TypeName.base(type) == "String"
    }

    /// Whether every function or initializer of the project that `call` may reach (named like its
    /// callee, its labels accepting the call's) declares the parameter `label` with a plain `String`
    /// type: fsnotes' `makeLabelTextFieldCell(label:placeholder: String, …)` shows
    /// `placeholder: "admin"` as written, while SwiftUI's `placeholder:` and `prompt:` take keys.
    /// `false` when no such declaration is in the project (SwiftUI's or a library's call).
    private func takesPlainText(_ label: String?, call: CallSite) -> Bool {
        guard let label else { return false }
        let callLabels = Set(call.arguments.compactMap(\.label))
        let parameters = resolver.declarations.promptFunctions(calledAs: call.callee).compactMap { located -> Parameter? in
            let function = located.declaration
            guard callLabels.isSubset(of: Set(function.parameters.compactMap(\.label))) else { return nil }
            return function.parameters.first { $0.label == label }
        }
        return !parameters.isEmpty && parameters.allSatisfy { !$0.isLocalizedText && TypeName.base($0.type) == "String" }
    }

    /// Whether a call named `callee` reaches nothing the project declares with a `prompt:` or
    /// `placeholder:` parameter (nor a function taking localized text) and is none of SwiftUI's
    /// views or modifiers that take a prompt: a library's, whose parameter types are unknown.
    private func isUndeclared(_ callee: String) -> Bool {
        !Self.swiftUIPromptCallees.contains(callee) && resolver.declarations.promptFunctions(calledAs: callee).isEmpty
            && resolver.declarations.localizedFunctions(calledAs: callee).isEmpty
    }

    /// SwiftUI's views and modifiers with a `prompt:` parameter that takes a key.
    static let swiftUIPromptCallees: Set<String> = ["searchable", "TextField", "SecureField", "SearchField"]

    /// Whether an entry point looks a literal up through the compiler's key (interpolations
    /// become specifiers) rather than as a runtime string.
    private static func isCompilerKeyed(_ kind: EntryPoint.Kind) -> Bool {
        switch kind {
        case .view, .modifier, .promptArgument, .stringLocalized, .localizedStringKey, .localizedStringResource,
            .attributedStringLocalized:
            return true
        case .nsLocalizedString, .bundleLocalizedString, .verbatimText:
            return false
        }
    }

    private mutating func collect(call: LocalizationCallSite) {
        let kind = call.entryPoint.kind
        let table: String
        if let tableArgument = call.table {
            if let name = tableArgument.literalValue {
                table = name
            } else if case .expression(let expression) = tableArgument, expression.text == "nil" {
                // `localizedString(forKey:value:table: nil)` reads Localizable (Reminders Menu Bar's lookup helper).
                table = "Localizable"
            } else if case .expression(let expression) = tableArgument,
                let name = resolver.constantText(expression.text, at: expression.range.start)
            {
                table = name
            } else {
                return  // a table chosen at run time
            }
        } else {
            table = "Localizable"
        }
        let keyArgument = call.keyArgument
        if kind == .promptArgument,
            isStringProperty(keyArgument.label, ofProjectType: call.callee) || takesPlainText(keyArgument.label, call: call.call)
        {
            return
        }
        let offset = keyArgument.valueRange.start
        let lookup: KeyUsage.Lookup
        var sources: [String] = []
        var wildcardPattern: String?
        var alternatives: [String] = []
        switch keyArgument.value {
        case .literal(let literal):
            lookup = .key(literal.value ?? "")
        case .template(let literal):
            let expansion = resolver.expand(literal: literal, at: offset)
            sources = expansion?.sources ?? []
            wildcardPattern = resolver.pattern(of: literal)
            if Self.isCompilerKeyed(kind) {
                let derived = derivedKey(of: literal)
                alternatives = alternativeKeys(of: derived)
                lookup = .compilerTemplate(key: derived.rendered(openAs: "%@"), expansions: expansion?.values)
            } else {
                let (pattern, values, listSources) = runtimeExpansion(of: literal, expansion: expansion)
                sources += listSources
                lookup = .runtimeTemplate(pattern: pattern, expansions: values)
            }
        case .fallback(let expression, _):
            if kind == .view || kind == .modifier || kind == .promptArgument {
                noteVerbatimCandidate(call: call, expression: expression)
            }
            return
        case .expression(let expression):
            switch kind {
            case .view, .modifier, .promptArgument:
                // `Label(flag ? "Bulk Delete" : "Delete", …)`: both literals are typed as keys.
                let branches = ternaryLiterals(in: expression)
                if !branches.isEmpty {
                    for literal in branches {
                        appendTypedLiteral(literal, source: .call(call.callee), table: table)
                    }
                    return
                }
                noteVerbatimCandidate(call: call, expression: expression)
                return
            case .localizedStringKey, .nsLocalizedString, .bundleLocalizedString:
                guard let runtime = runtimeLookup(of: expression) else { return }
                lookup = runtime.lookup
                sources = runtime.sources
            case .stringLocalized, .localizedStringResource, .attributedStringLocalized, .verbatimText:
                return
            }
        }
        var usage = KeyUsage(
            path: path, range: keyArgument.valueRange, source: .call(call.callee), lookup: lookup, table: table,
            bundleArgument: call.bundle, bundle: bundle(for: call.bundle), isShipping: isShipping(offset),
            comment: call.comment?.literalValue, hasDefaultValue: call.defaultValue != nil,
            expansionSources: ExpressionResolver.unique(sources), bundleInsertionOffset: Self.bundleInsertionOffset(in: call),
            wildcardPattern: wildcardPattern, alternativeKeys: alternatives)
        usage.formatCalls = formatCallsByLookupStart[call.call.range.start] ?? []
        usage.isPromptOfUndeclaredCall = kind == .promptArgument && isUndeclared(call.callee)
        usages.append(usage)
    }

    // MARK: - Format arguments

    /// `String(format: lookup, a, b)` and `String.localizedStringWithFormat(lookup, a, b)` calls by
    /// the start of the localization call that gives the format, written in place or through a
    /// constant of this file (`let format = String(localized: "k")`), with the arguments' types.
    private func formatCalls() -> [Int: [KeyUsage.FormatCall]] {
        var result: [Int: [KeyUsage.FormatCall]] = [:]
        var lookupStarts: Set<Int>?
        for call in scanned.otherCalls where Self.isFormatCall(call) {
            guard let format = call.arguments.first,
                (call.callee == "String" && format.label == "format") || (call.callee == "localizedStringWithFormat" && format.label == nil),
                case .expression(let expression) = format.value
            else { continue }
            // `String(format:locale:_:)` passes a locale first; `String(format:arguments:)` an array.
            let passed = call.arguments.dropFirst().filter { $0.label != "locale" }
            guard !passed.contains(where: { $0.label != nil }) else { continue }
            if lookupStarts == nil { lookupStarts = Set(scanned.localizationCalls.map(\.call.range.start)) }
            let start: Int
            if lookupStarts?.contains(expression.range.start) == true {
                start = expression.range.start
            } else if let value = resolver.value(named: ExpressionResolver.trimmed(expression.text), at: expression.range.start),
                value.path == path, case .localizationCall(let site) = value.declaration.value
            {
                start = site.call.range.start
            } else {
                continue
            }
            let arguments = passed.map { KeyUsage.FormatCall.Argument(range: $0.valueRange, type: formatArgumentType($0.value)) }
            result[start, default: []].append(KeyUsage.FormatCall(range: call.range, arguments: arguments))
        }
        return result
    }

    /// The evident type of a value passed to `String(format:)`: a literal's, a conversion's
    /// (`Double(x)`), a declaration's; `nil` when unknown.
    private func formatArgumentType(_ value: ArgumentValue) -> String? {
        switch value {
        case .literal, .template:
            return "String"
        case .fallback:
            return nil
        case .expression(let expression):
            let text = ExpressionResolver.trimmed(expression.text)
            if let number = Self.numberLiteralType(text) { return number }
            for type in ["Int", "Double", "Float", "String"] where text.hasPrefix(type + "(") && text.hasSuffix(")") {
                return type
            }
            return resolver.type(of: text, at: expression.range.start).map(TypeName.base)
        }
    }

    /// `Int` for `42`, `-1`, `1_000`; `Double` for `3.5`; `nil` for anything else.
    static func numberLiteralType(_ text: String) -> String? {
        var digits = Substring(text)
        if digits.hasPrefix("-") { digits = digits.dropFirst() }
        guard let first = digits.first, first.isASCII, first.isNumber, !digits.hasPrefix("0x") else { return nil }
        if digits.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "_" }) { return "Int" }
        if digits.allSatisfy({ ($0.isASCII && $0.isNumber) || $0 == "_" || $0 == "." }), digits.filter({ $0 == "." }).count == 1 {
            return "Double"
        }
        return nil
    }

    /// Where `, bundle: .module` belongs: after the key, the table and the default value, for the
    /// APIs that take `bundle:`; `nil` for modifiers and other APIs without it.
    static func bundleInsertionOffset(in call: LocalizationCallSite) -> Int? {
        switch call.entryPoint.kind {
        case .stringLocalized, .nsLocalizedString, .localizedStringResource, .attributedStringLocalized:
            break
        case .view where call.callee == "Text":
            break
        case .view, .modifier, .promptArgument, .localizedStringKey, .bundleLocalizedString, .verbatimText:
            return nil
        }
        var end = call.keyArgument.valueRange.end
        for argument in call.call.arguments where ["table", "tableName", "defaultValue"].contains(argument.label ?? "") {
            end = max(end, argument.valueRange.end)
        }
        return end
    }

    /// The lookup of a runtime string passed as a key (`NSLocalizedString(key, …)`,
    /// `LocalizedStringKey(name)`): its values when they can be enumerated, a dynamic template
    /// when it is evidently assembled from a template, `nil` (silence) when it is just a value
    /// whose origin cannot be traced (a wrapper's parameter, server text).
    private func runtimeLookup(of expression: SourceExpression) -> (lookup: KeyUsage.Lookup, sources: [String])? {
        let offset = expression.range.start
        if let value = resolver.value(named: ExpressionResolver.trimmed(expression.text), at: offset),
            value.declaration.kind == .parameter
        {
            return nil
        }
        if let expansion = resolver.expand(expression: expression.text, at: offset) {
            if expansion.values.count == 1 { return (.key(expansion.values[0]), expansion.sources) }
            return (.runtimeTemplate(pattern: expression.text, expansions: expansion.values), expansion.sources)
        }
        if let value = resolver.value(named: ExpressionResolver.trimmed(expression.text), at: offset),
            case .stringLiteral(let literal) = value.declaration.value, literal.hasInterpolation
        {
            let (pattern, values, sources) = runtimeExpansion(of: literal, expansion: nil)
            return (.runtimeTemplate(pattern: pattern, expansions: values), sources)
        }
        return nil
    }

    /// The pattern of a runtime template (`*` for each interpolation) and its expansions, from the
    /// code or else from a configured template list.
    private func runtimeExpansion(of literal: StringLiteral, expansion: ExpressionResolver.Expansion?)
        -> (pattern: String, values: [String]?, sources: [String])
    {
        let pattern = resolver.pattern(of: literal)
        if let expansion { return (pattern, expansion.values, expansion.sources) }
        if literal.interpolations.count == 1, let list = resolver.templateListValues(forPattern: pattern) {
            let values = list.values.map { pattern.replacingAll("*", with: $0) }
            return (pattern, values.isEmpty ? nil : values, ["\(list.list.file):\(list.list.symbol)"])
        }
        return (pattern, nil, [])
    }

    /// The derived key with the types the project shows (rendered with `%@` for an interpolation
    /// whose type stays unknown, it is the key the compiler builds).
    private func derivedKey(of literal: StringLiteral) -> DerivedKey {
        let types = literal.interpolations.map { interpolation -> String? in
            if interpolation.specifier != nil || interpolation.isFormatted { return nil }
            return interpolation.obviousType ?? resolver.type(of: interpolation.expression, at: interpolation.range.start)
        }
        return DerivedKey(literal: literal, types: types)
    }

    /// Specifiers an interpolation of unknown type may become.
    static let possibleSpecifiers = ["%@", "%lld", "%lf", "%d", "%llu", "%u", "%f"]

    /// The other keys the compiler may have built when some interpolation's type is unknown
    /// (each open part tried with every specifier); empty when every type is known.
    private func alternativeKeys(of derived: DerivedKey) -> [String] {
        guard !derived.openInterpolations.isEmpty, derived.openInterpolations.count <= 3 else { return [] }
        var keys = [""]
        for part in derived.parts {
            switch part {
            case .text(let text): keys = keys.map { $0 + text }
            case .specifier(let specifier): keys = keys.map { $0 + specifier }
            case .open: keys = keys.flatMap { prefix in Self.possibleSpecifiers.map { prefix + $0 } }
            }
        }
        return keys.filter { $0 != derived.rendered(openAs: "%@") }
    }

    /// The literals of a ternary whose branches are all literals (nested ternaries too), read from
    /// the literals the scanner found inside `expression`; empty for any other expression.
    private func ternaryLiterals(in expression: SourceExpression) -> [StringLiteral] {
        guard expression.text.contains("?"), expression.text.contains(":") else { return [] }
        let inside = scanned.stringLiterals.filter { expression.range.contains($0.range) }
        // Literals nested in another literal's interpolation are not branches.
        let outer = inside.filter { literal in !inside.contains { $0 != literal && $0.range.contains(literal.range) } }
        guard outer.count >= 2 else { return [] }
        // Every branch must be a literal: after removing the literals, only the condition, `?`
        // and `:` may remain after the first `?`.
        let bytes = Array(expression.text.utf8)
        guard let question = bytes.firstIndex(of: UInt8(ascii: "?")) else { return [] }
        // The ternary is the whole expression, possibly in parentheses, not an argument of a call
        // (`localized(isEditing ? "connection.edit" : "connection.title")` hands the literals to
        // the project's function, which makes the key of them): the parentheses still open at
        // the `?` must have nothing but parentheses and spaces before them.
        var open: [Int] = []
        for offset in 0..<question {
            if bytes[offset] == UInt8(ascii: "(") {
                open.append(offset)
            } else if bytes[offset] == UInt8(ascii: ")") {
                _ = open.popLast()
            }
        }
        if let last = open.last,
            !bytes[..<last].allSatisfy({ $0 == UInt8(ascii: "(") || $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\t") })
        {
            return []
        }
        var rest: [UInt8] = []
        var index = question
        let base = expression.range.start
        while index < bytes.count {
            if let literal = outer.first(where: { $0.range.start == base + index }) {
                index = literal.range.end - base
                continue
            }
            rest.append(bytes[index])
            index += 1
        }
        let remaining = String(decoding: rest, as: UTF8.self).filter { !$0.isWhitespace && $0 != "?" && $0 != ":" && $0 != "(" && $0 != ")" }
        return remaining.isEmpty ? outer : []
    }

    // MARK: - Declarations typed as keys

    /// Literals the compiler extracts because their declared type is a key type:
    /// `let title: LocalizedStringKey = "x"`, computed properties of that type returning literals,
    /// and enum cases whose raw type is `LocalizedStringKey`/`LocalizedStringResource`.
    private mutating func collectTypedDeclarations() {
        for value in scanned.values where value.kind != .parameter {
            guard let type = value.declaredType, let origin = value.value else { continue }
            guard TypeName.isKeyType(type) || (AppIntentsAPI.textTypes.contains(TypeName.base(type)) && importsAppIntents) else { continue }
            var literals: [StringLiteral] = []
            switch origin {
            case .stringLiteral(let literal): literals = [literal]
            case .literals(let found, _): literals = found
            case .literalArray(let found): literals = found
            case .number, .localizationCall, .expression: break
            }
            for literal in literals {
                appendTypedLiteral(literal, source: .typedDeclaration(value.name))
            }
        }
        for declaration in scanned.enums {
            guard let rawType = declaration.rawType, TypeName.isKeyType(rawType) else { continue }
            for enumCase in declaration.cases {
                guard let raw = enumCase.rawValue else { continue }
                usages.append(
                    KeyUsage(
                        path: path, range: enumCase.nameRange, source: .typedDeclaration(declaration.name), lookup: .key(raw),
                        table: "Localizable", bundleArgument: .absent, bundle: modules.mainBundle(ofPath: path),
                        isShipping: isShipping(enumCase.nameRange.start)))
            }
        }
    }

    /// Records a literal the compiler turns into a key.
    private mutating func appendTypedLiteral(_ literal: StringLiteral, source: KeyUsage.Source, table: String = "Localizable") {
        let lookup: KeyUsage.Lookup
        var sources: [String] = []
        var alternatives: [String] = []
        if literal.hasInterpolation {
            let expansion = resolver.expand(literal: literal, at: literal.range.start)
            sources = expansion?.sources ?? []
            let derived = derivedKey(of: literal)
            alternatives = alternativeKeys(of: derived)
            lookup = .compilerTemplate(key: derived.rendered(openAs: "%@"), expansions: expansion?.values)
        } else {
            lookup = .key(literal.value ?? "")
        }
        usages.append(
            KeyUsage(
                path: path, range: literal.range, source: source, lookup: lookup, table: table, bundleArgument: .absent,
                bundle: modules.mainBundle(ofPath: path), isShipping: isShipping(literal.range.start),
                expansionSources: ExpressionResolver.unique(sources),
                wildcardPattern: literal.hasInterpolation ? resolver.pattern(of: literal) : nil,
                alternativeKeys: alternatives))
    }

    // MARK: - The project's own functions and wrappers

    /// Calls of the project's functions whose parameters are typed as keys, and of configured
    /// wrappers: their literal arguments are keys.
    private mutating func collectProjectFunctionCalls() {
        for (position, call) in scanned.otherCalls.enumerated() {
            if let selection, !selection.otherCalls.contains(position) { continue }
            inUnit(CollectionUnit.otherCall(position)) { $0.collectProjectFunctionCall(call) }
        }
    }

    /// The usages of one call of the project's functions or of a wrapper.
    private mutating func collectProjectFunctionCall(_ call: CallSite) {
        // Most calls are neither (`padding`, `frame`): the callee is read once.
        let callee = call.callee
        if let wrapper = wrappers.first(where: { $0.name == callee || $0.name.hasSuffix("." + callee) }) {
            let argument = call.arguments.first { $0.label == wrapper.argumentLabel }
            guard let argument, let literal = argument.value.stringLiteral else { return }
            appendWrapperUsage(of: literal, in: argument, wrapper: wrapper.name, table: wrapper.table ?? "Localizable")
            return
        }
        if collectForwardedLookup(call, calledAs: callee) { return }
        let functions = resolver.declarations.localizedFunctions(calledAs: callee)
        guard !functions.isEmpty else {
            collectAppIntentsCall(call)
            return
        }
        let parameters = Self.localizedParameterLabels(for: call, among: functions.map(\.declaration))
        var unlabeledIndex = 0
        for argument in call.arguments {
            defer { if argument.label == nil { unlabeledIndex += 1 } }
            let key: ParameterKey = argument.label.map { .label($0) } ?? .unlabeled(unlabeledIndex)
            guard parameters.contains(key), let literal = argument.value.stringLiteral else { continue }
            if case .fallback = argument.value { continue }
            appendTypedLiteral(literal, source: .projectFunction(callee))
        }
    }

    /// The usage of a call of a project function that forwards a `String` parameter to a lookup
    /// (`func localizedString(_ key: String) -> String { NSLocalizedString(key, comment: "") }`):
    /// the literal at that parameter is a key, like a configured wrapper's. Every function of the
    /// name whose labels accept the call must forward the same parameter to the same table.
    /// Returns whether the call is one.
    private mutating func collectForwardedLookup(_ call: CallSite, calledAs callee: String) -> Bool {
        let candidates: [(function: FunctionDeclaration, parameter: Int, table: String)?]
        if let known = forwardedLookups[callee] {
            candidates = known
        } else {
            candidates = resolver.declarations.stringFunctions(calledAs: callee).map { located in
                resolver.forwardedLookup(of: located).map { (located.declaration, $0.parameter, $0.table) }
            }
            forwardedLookups[callee] = candidates
        }
        guard !candidates.isEmpty else { return false }
        let callLabels = Set(call.arguments.compactMap(\.label))
        var chosen: (label: String?, unlabeledIndex: Int, table: String)?
        for candidate in candidates {
            // A function of the name that does not forward (or unknown): undecided, not a lookup.
            guard let candidate else { return false }
            let parameters = Array(candidate.function.parameters)
            guard callLabels.isSubset(of: Set(parameters.compactMap(\.label))) else { continue }
            let (label, unlabeledIndex) = Self.slot(ofParameter: candidate.parameter, in: parameters)
            if let chosen, chosen.label != label || chosen.unlabeledIndex != unlabeledIndex || chosen.table != candidate.table {
                return false
            }
            chosen = (label, unlabeledIndex, candidate.table)
        }
        guard let chosen else { return false }
        let argument = Self.argument(of: call, forParameterLabeled: chosen.label, unlabeledIndex: chosen.unlabeledIndex)
        guard let argument, let literal = argument.value.stringLiteral else { return true }
        if case .fallback = argument.value { return true }
        appendWrapperUsage(of: literal, in: argument, wrapper: callee, table: chosen.table)
        return true
    }

    /// Where the parameter at `index` of `parameters` takes its argument: its label, and for an
    /// unlabeled one how many unlabeled parameters come before it.
    static func slot(ofParameter index: Int, in parameters: [Parameter]) -> (label: String?, unlabeledIndex: Int) {
        (parameters[index].label, parameters[..<index].count { $0.label == nil })
    }

    /// The argument `call` passes for the parameter labeled `label`, or, when it has none, for the
    /// `unlabeledIndex`-th unlabeled one; `nil` when the call leaves it to its default.
    static func argument(of call: CallSite, forParameterLabeled label: String?, unlabeledIndex: Int) -> CallArgument? {
        var unlabeled = 0
        var found: CallArgument?
        for argument in call.arguments {
            if let argumentLabel = argument.label {
                if argumentLabel == label { found = argument }
            } else {
                if label == nil, unlabeled == unlabeledIndex { found = argument }
                unlabeled += 1
            }
        }
        return found
    }

    /// The usage of the literal a wrapper's call passes as its key: the key, or the template of
    /// the keys an interpolation assembles.
    private mutating func appendWrapperUsage(of literal: StringLiteral, in argument: CallArgument, wrapper: String, table: String) {
        let lookup: KeyUsage.Lookup
        if literal.hasInterpolation {
            let expansion = resolver.expand(literal: literal, at: literal.range.start)
            let (pattern, values, _) = runtimeExpansion(of: literal, expansion: expansion)
            lookup = .runtimeTemplate(pattern: pattern, expansions: values)
        } else {
            lookup = .key(literal.value ?? "")
        }
        usages.append(
            KeyUsage(
                path: path, range: argument.valueRange, source: .wrapper(wrapper), lookup: lookup, table: table,
                bundleArgument: .absent, bundle: nil, isShipping: isShipping(argument.valueRange.start)))
    }

    /// By callee: each function of that name with the parameter it forwards to a lookup and the
    /// lookup's table, `nil` for one that forwards none; read once per file.
    private var forwardedLookups: [String: [(function: FunctionDeclaration, parameter: Int, table: String)?]] = [:]

    /// The usages of a call of App Intents' (`IntentDescription("…")`, `.result(dialog: "…")`) in a
    /// file that imports it: its text arguments are keys of `Localizable`, like a project
    /// function's typed `LocalizedStringResource`.
    private mutating func collectAppIntentsCall(_ call: CallSite) {
        let arguments = AppIntentsAPI.textArguments(of: call)
        guard !arguments.isEmpty, importsAppIntents else { return }
        for argument in arguments {
            guard let literal = argument.value.stringLiteral else { continue }
            if case .fallback = argument.value { continue }
            appendTypedLiteral(literal, source: .call(call.callee))
        }
    }

    /// Whether the file imports App Intents; read from the text once, on the first call that asks.
    private var importsAppIntents: Bool {
        mutating get {
            if let known = importsAppIntentsCache { return known }
            let imports = SwiftImports.modules(in: scanned.source.bytes).contains(AppIntentsAPI.module)
            importsAppIntentsCache = imports
            return imports
        }
    }

    /// `importsAppIntents` once read.
    private var importsAppIntentsCache: Bool?

    /// How an argument is matched to a parameter.
    private enum ParameterKey: Hashable {
        case label(String)
        case unlabeled(Int)
    }

    /// The parameters typed as keys of the function that `call` most plausibly calls: the one whose
    /// labels accept the call's labels.
    private static func localizedParameterLabels(for call: CallSite, among functions: [FunctionDeclaration]) -> Set<ParameterKey> {
        let callLabels = Set(call.arguments.compactMap(\.label))
        var result: Set<ParameterKey> = []
        for function in functions {
            let labels = Set(function.parameters.compactMap(\.label))
            guard callLabels.isSubset(of: labels) else { continue }
            var unlabeledIndex = 0
            for parameter in function.parameters {
                if let label = parameter.label {
                    if parameter.isLocalizedText { result.insert(.label(label)) }
                } else {
                    if parameter.isLocalizedText { result.insert(.unlabeled(unlabeledIndex)) }
                    unlabeledIndex += 1
                }
            }
        }
        return result
    }

    // MARK: - Verbatim text

    /// Records `Text(x)`-like calls whose `x` evidently holds developer-written text.
    private mutating func noteVerbatimCandidate(call: LocalizationCallSite, expression: SourceExpression) {
        guard let text = developerText(of: expression.text, at: expression.range.start) else { return }
        verbatimCandidates.append(
            VerbatimCandidate(
                path: path, range: expression.range, callee: call.callee, expression: expression.text, origin: text.origin,
                isShipping: isShipping(expression.range.start), texts: text.texts, holderName: text.holderName))
    }

    /// Developer-written text an expression evidently holds: why, the texts, and the declaration.
    struct DeveloperText {
        /// Why the text is developer-written ("'title' returns string literals").
        var origin: String
        /// The texts, interpolations written `%@`.
        var texts: [String]
        /// The declaration holding them, when there is one.
        var holderName: String?
    }

    /// The developer-written text `expression` evidently holds, or `nil` when it is not evidently
    /// so (already localized, user content, a key type, or unknown).
    func developerText(of rawExpression: String, at offset: Int) -> DeveloperText? {
        var expression = ExpressionResolver.trimmed(rawExpression)
        for suffix in [".capitalized", ".localizedCapitalized", ".uppercased()", ".lowercased()", ".localizedUppercase"]
        where expression.hasSuffix(suffix) {
            expression = String(expression.dropLast(suffix.count))
        }
        if expression.hasSuffix(".rawValue") {
            let base = String(expression.dropLast(".rawValue".count))
            let baseType = base == "self" ? resolver.enclosingTypeName(at: offset) : resolver.type(of: base, at: offset)
            guard let baseType, let located = resolver.declarations.enumDeclaration(named: baseType, from: path),
                let rawType = located.declaration.rawType, TypeName.base(rawType) == "String"
            else { return nil }
            // `ProjectLicense.cubetime.rawValue` (or `.cubetime.rawValue`) shows that case's text only.
            let caseName = base.split(separator: ".").last.map(String.init) ?? base
            let namedCase = base.contains(".") ? located.declaration.cases.first { $0.name == caseName } : nil
            let cases = namedCase.map { [$0] } ?? located.declaration.cases
            return DeveloperText(
                origin: "the raw value of enum \(located.declaration.qualifiedName)",
                texts: cases.map { $0.rawValue ?? $0.name })
        }
        if let dot = ExpressionResolver.lastMemberDot(expression) {
            let base = String(expression[..<dot])
            var member = String(expression[expression.index(after: dot)...])
            if member.hasSuffix("()") { member.removeLast(2) }
            let baseType = base == "self" ? resolver.enclosingTypeName(at: offset) : (resolver.type(of: base, at: offset) ?? (base.first?.isUppercase == true ? base : nil))
            guard let baseType else { return nil }
            return literalOrigin(member: member, ofType: baseType)
        }
        var name = expression
        if name.hasSuffix("()") { name.removeLast(2) }
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        if let value = resolver.value(named: name, at: offset) {
            if value.declaration.kind == .parameter { return argumentOrigin(of: value.declaration) }
            return literalOrigin(of: value.declaration)
        }
        return literalOrigin(member: name, ofType: resolver.enclosingTypeName(at: offset))
    }

    /// The texts a `String` parameter of a private function holds when every call of it, all in
    /// this file, passes a plain string literal there (CSE: `private func iconItem(iconName: String,
    /// …)` shows `Text(iconName)`, called `iconItem(iconName: "Red", …)` four times); `nil` when the
    /// function may be called from elsewhere, is referenced other than by those calls, or one call
    /// passes anything else.
    private func argumentOrigin(of parameter: ValueDeclaration) -> DeveloperText? {
        guard parameter.declaredType == "String" else { return nil }
        let offset = parameter.nameRange.start
        guard let function = scanned.functions.first(where: { $0.kind == .function && $0.range.start <= offset && offset < $0.range.end }),
            let index = function.parameters.firstIndex(where: { $0.nameRange == parameter.nameRange }),
            Self.isFilePrivate(function, in: scanned.source.bytes)
        else { return nil }
        let parameters = Array(function.parameters)
        let (label, unlabeledIndex) = Self.slot(ofParameter: index, in: parameters)
        var texts: [String] = []
        var calls = 0
        for call in scanned.otherCalls where call.callee == function.name {
            guard !call.isMember || call.base == "self" else { return nil }
            let argument = Self.argument(of: call, forParameterLabeled: label, unlabeledIndex: unlabeledIndex)
            guard case .literal(let literal)? = argument?.value, let text = literal.value else { return nil }
            if Self.hasWords(literal) { texts.append(text) }
            calls += 1
        }
        // Every mention of the name is the declaration or one of those calls: no other call (one
        // passing no literal is not kept) and no reference to the function as a value.
        guard calls > 0, !texts.isEmpty,
            SourceBytes.identifierCount(function.name, in: scanned.source.bytes) == calls + 1
        else { return nil }
        return DeveloperText(
            origin: "every call of '\(function.name)' passes '\(parameter.name)' a string literal",
            texts: ExpressionResolver.unique(texts), holderName: parameter.name)
    }

    /// Whether `function` is declared `private` or `fileprivate` (on its line, before `func`):
    /// every call of it is in this file.
    static func isFilePrivate(_ function: FunctionDeclaration, in bytes: [UInt8]) -> Bool {
        var lineStart = function.range.start
        while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
        let words = bytes[lineStart..<function.range.start].split { !SourceBytes.isIdentifierByte($0) }
        return words.contains { $0.elementsEqual("private".utf8) || $0.elementsEqual("fileprivate".utf8) }
    }

    /// The developer-written `String` text a declaration holds, or `nil`.
    private func literalOrigin(of value: ValueDeclaration) -> DeveloperText? {
        let type = (value.declaredType ?? value.obviousType).map(TypeName.base)
        guard type == "String" || type == nil else { return nil }
        switch value.value {
        case .stringLiteral(let literal)?:
            // A `var` (`@State var message = ""`) is assigned at run time; only constants holding
            // non-empty text are evidently developer-written.
            guard !literal.hasInterpolation, value.isConstant, let text = literal.value, !text.isEmpty else { return nil }
            // "•" or "—" between two values is layout, not words.
            guard Self.hasWords(literal) else { return nil }
            return DeveloperText(origin: "'\(value.name)' holds a string literal", texts: [text], holderName: value.name)
        case .literals(let literals, let isComplete)?:
            // Text made of interpolations and punctuation ("\(version) (\(build))") is data, not
            // words a translator could translate.
            guard isComplete, literals.contains(where: Self.hasWords) else { return nil }
            return DeveloperText(
                origin: "'\(value.name)' returns string literals", texts: literals.map(Self.text), holderName: value.name)
        default:
            return nil
        }
    }

    /// Whether the literal's own text (outside interpolations) has a letter to translate.
    static func hasWords(_ literal: StringLiteral) -> Bool {
        literal.segments.contains { segment in
            if case .text(let text) = segment { return text.value.contains(where: \.isLetter) }
            return false
        }
    }

    /// A literal's text with each interpolation written `%@`.
    static func text(_ literal: StringLiteral) -> String {
        literal.segments.map { segment in
            if case .text(let text) = segment { return text.value }
            return "%@"
        }.joined()
    }

    /// The developer-written `String` text member `name` of `typeName` returns, or `nil`.
    private func literalOrigin(member name: String, ofType typeName: String?) -> DeveloperText? {
        if let value = resolver.declarations.member(named: name, ofType: typeName, from: path)?.declaration {
            if let origin = literalOrigin(of: value) { return origin }
            if let type = value.declaredType, TypeName.base(type) != "String" { return nil }
        }
        guard let producer = resolver.declarations.producer(named: name, ofType: typeName, from: path)?.declaration,
            producer.isComplete, !producer.literals.isEmpty, producer.literals.allSatisfy({ !$0.hasInterpolation })
        else { return nil }
        // The producer's declared type must be String: a `LocalizedStringKey` property is localized.
        let declared = resolver.declarations.member(named: name, ofType: producer.typePath.last, from: path)?.declaration.declaredType
        guard let declared, TypeName.base(declared) == "String" else { return nil }
        return DeveloperText(origin: "'\(name)' returns string literals", texts: producer.literals.map(Self.text), holderName: name)
    }
}

/// Where in a file's summary a usage or candidate came from, as a number that orders like the
/// collection does: localization calls by position, then typed declarations, the other calls by
/// position, then key-named literals.
enum CollectionUnit {
    /// The localization call at `position` in `ScannedFile.localizationCalls`.
    static func localizationCall(_ position: Int) -> Int32 { Int32(position) }
    /// Literals typed as keys by their declaration, and enum cases with key raw values.
    static let declarations: Int32 = 1 << 29
    /// The call at `position` in `ScannedFile.otherCalls`.
    static func otherCall(_ position: Int) -> Int32 { (1 << 30) + Int32(position) }
    /// Key-named literals.
    static let keyNamedLiterals = Int32.max
}
