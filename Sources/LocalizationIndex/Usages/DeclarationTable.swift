import SwiftSourceScanner
import TextPositions

/// Project-wide declarations by name, kept with their files so two enums with one name in
/// different files stay apart (`Goal.swift:GoalType` vs `SmokingEntry.swift:GoalType`).
public struct DeclarationTable: Sendable {
    /// A declaration and the file it is in.
    public struct Located<Declaration: Sendable>: Sendable {
        /// Workspace-relative path of the declaring file.
        public var path: String
        /// The declaration.
        public var declaration: Declaration
        /// Its position in its file's list of such declarations (`ScannedFile.enums`, `values`,
        /// `literalProducers` or `functions`), to read it again from a newer summary of the file.
        var position: Int
    }

    /// Enums by simple name.
    private var enumsByName: [String: [Located<EnumDeclaration>]] = [:]
    /// Properties and globals by name (locals and parameters stay in their file's summary).
    private var membersByName: [String: [Located<ValueDeclaration>]] = [:]
    /// Literal-returning computed properties and functions by name.
    private var producersByName: [String: [Located<LiteralProducer>]] = [:]
    /// The project's functions and initializers taking `LocalizedStringKey`/`LocalizedStringResource`,
    /// by the name callers write (the type name for initializers).
    private var localizedFunctionsByCallee: [String: [Located<FunctionDeclaration>]] = [:]
    /// The project's functions and initializers with a parameter labeled `prompt` or `placeholder`,
    /// by the name callers write: whether such a parameter is a key depends on its type, while a
    /// call site records its literal as a key in any call (SwiftUI's are keys).
    private var promptFunctionsByCallee: [String: [Located<FunctionDeclaration>]] = [:]
    /// The project's functions with a parameter typed `String`, by name: the candidates for
    /// forwarding one to a lookup (`ExpressionResolver.forwardedLookup(of:)`).
    private var stringFunctionsByCallee: [String: [Located<FunctionDeclaration>]] = [:]
    /// The methods of the project's `String` extensions, by name: the candidates for looking
    /// their receiver up (`"Copied".localized()`, `ExpressionResolver.lookupTable(ofStringMethod:)`).
    private var stringMethodsByName: [String: [Located<FunctionDeclaration>]] = [:]
    /// The bundle of each file, for preferring declarations of the same module.
    let bundleOfPath: [String: String]
    /// Newer summaries of files edited since the tables were built, whose declarations differ
    /// only in positions (equal `ProjectFacts.declarationFingerprint`): the tables' choices stand,
    /// and the declaration chosen is read again from here so its positions are current.
    private var refreshed: [String: ScannedFile] = [:]

    /// Builds the tables from every Swift file's summary.
    public init(files: [(path: String, scanned: ScannedFile)], modules: ModuleMap) {
        var bundles: [String: String] = [:]
        bundles.reserveCapacity(files.count)
        // Room for every name up front (an upper bound: names declared in several files count
        // once each), so the tables are not grown and rehashed step by step.
        enumsByName.reserveCapacity(files.reduce(0) { $0 + $1.scanned.enums.count })
        membersByName.reserveCapacity(files.reduce(0) { count, file in
            count + file.scanned.values.indices.count { file.scanned.values[$0].kind == .property || file.scanned.values[$0].kind == .global }
        })
        producersByName.reserveCapacity(files.reduce(0) { $0 + $1.scanned.literalProducers.count })
        // By position: each file's summary is read in place rather than copied out of the list.
        for index in files.indices {
            let path = files[index].path
            bundles[path] = modules.bundle(ofPath: path)
            let enums = files[index].scanned.enums
            for position in enums.indices {
                let declaration = enums[position]
                enumsByName[declaration.name, default: []].append(Located(path: path, declaration: declaration, position: position))
            }
            // Most values are locals and parameters: their kind is read before anything is copied.
            let values = files[index].scanned.values
            for position in values.indices where values[position].kind == .property || values[position].kind == .global {
                let value = values[position]
                membersByName[value.name, default: []].append(Located(path: path, declaration: value, position: position))
            }
            let producers = files[index].scanned.literalProducers
            for position in producers.indices {
                let producer = producers[position]
                producersByName[producer.name, default: []].append(Located(path: path, declaration: producer, position: position))
            }
            let functions = files[index].scanned.functions
            for position in functions.indices {
                let function = functions[position]
                let takesLocalizedText = function.takesLocalizedText
                let takesPrompt = function.parameters.contains { Self.isPromptLabel($0.label) }
                let source = files[index].scanned.source
                let takesString =
                    function.kind == .function
                    && function.parameters.contains { $0.typeRange.map { source.identifier($0, is: "String") } ?? false }
                if takesString {
                    stringFunctionsByCallee[function.name, default: []].append(Located(path: path, declaration: function, position: position))
                }
                if function.kind == .function, function.typePath == ["String"] {
                    stringMethodsByName[function.name, default: []].append(Located(path: path, declaration: function, position: position))
                }
                guard takesLocalizedText || takesPrompt else { continue }
                let callee: String
                switch function.kind {
                case .initializer, .memberwiseInitializer: callee = function.typePath.last ?? function.name
                case .function, .subscriptDeclaration: callee = function.name
                }
                let located = Located(path: path, declaration: function, position: position)
                if takesLocalizedText { localizedFunctionsByCallee[callee, default: []].append(located) }
                if takesPrompt { promptFunctionsByCallee[callee, default: []].append(located) }
            }
        }
        self.bundleOfPath = bundles
    }

    /// The same tables for a later state of the project in which only the files of `changed`
    /// changed, each keeping its declaration fingerprint: nothing is rebuilt (the choices by name,
    /// type and file stand), and declarations of those files are read from their new summaries.
    func refreshing(_ changed: [String: ScannedFile]) -> DeclarationTable {
        var table = self
        table.refreshed.merge(changed) { _, new in new }
        return table
    }

    /// `located` with its declaration read from the newest summary of its file.
    private func current<Declaration, List: RandomAccessCollection>(
        _ located: Located<Declaration>?, in list: (ScannedFile) -> List
    ) -> Located<Declaration>? where List.Element == Declaration, List.Index == Int {
        guard var located, !refreshed.isEmpty, let file = refreshed[located.path] else { return located }
        let declarations = list(file)
        guard declarations.indices.contains(located.position) else { return located }
        located.declaration = declarations[located.position]
        return located
    }

    /// The functions and initializers taking localized text that a call to `callee` may reach.
    public func localizedFunctions(calledAs callee: String) -> [Located<FunctionDeclaration>] {
        (localizedFunctionsByCallee[callee] ?? []).compactMap { current($0, in: \.functions) }
    }

    /// The methods named `name` of the project's `String` extensions.
    public func stringMethods(named name: String) -> [Located<FunctionDeclaration>] {
        (stringMethodsByName[name] ?? []).compactMap { current($0, in: \.functions) }
    }

    /// The functions with a parameter typed `String` that a call to `callee` may reach.
    public func stringFunctions(calledAs callee: String) -> [Located<FunctionDeclaration>] {
        (stringFunctionsByCallee[callee] ?? []).compactMap { current($0, in: \.functions) }
    }

    /// The functions and initializers with a `prompt:` or `placeholder:` parameter that a call to
    /// `callee` may reach.
    public func promptFunctions(calledAs callee: String) -> [Located<FunctionDeclaration>] {
        (promptFunctionsByCallee[callee] ?? []).compactMap { current($0, in: \.functions) }
    }

    /// Whether `label` is one a call site records as a key in any call (`prompt`, `placeholder`).
    static func isPromptLabel(_ label: String?) -> Bool {
        label == "prompt" || label == "placeholder"
    }

    /// The enum a type name written in `path` refers to: one declared in the same file, else the
    /// only one of that name in the same module, else the only one in the project; `nil` when
    /// none or ambiguous (homonyms in other files are never merged).
    public func enumDeclaration(named rawName: String, from path: String) -> Located<EnumDeclaration>? {
        let name = TypeName.base(rawName)
        let last = name.split(separator: ".").last.map(String.init) ?? name
        var candidates = enumsByName[last] ?? []
        if name.contains(".") {
            candidates = candidates.filter { $0.declaration.qualifiedName.hasSuffix(name) }
        }
        if candidates.count <= 1 { return current(candidates.first, in: \.enums) }
        let sameFile = candidates.filter { $0.path == path }
        if sameFile.count == 1 { return current(sameFile[0], in: \.enums) }
        let bundle = bundleOfPath[path]
        let sameModule = candidates.filter { bundleOfPath[$0.path] == bundle }
        if sameModule.count == 1 { return current(sameModule[0], in: \.enums) }
        return nil
    }

    /// Whether several enums named like `rawName` exist (reported when a reference is ambiguous).
    public func hasHomonyms(_ rawName: String) -> Bool {
        let last = TypeName.base(rawName).split(separator: ".").last.map(String.init) ?? rawName
        return (enumsByName[last]?.count ?? 0) > 1
    }

    /// The member `name` of type `typeName` (or of any type when `typeName` is nil and the name is
    /// unique), preferring `path`'s file.
    public func member(named name: String, ofType typeName: String?, from path: String) -> Located<ValueDeclaration>? {
        current(Self.pick(membersByName[name] ?? [], ofType: typeName, from: path) { $0.typePath }, in: \.values)
    }

    /// The global variable or constant `name`: the one in `path`'s file, else the only one in the
    /// project.
    public func global(named name: String, from path: String) -> Located<ValueDeclaration>? {
        let globals = (membersByName[name] ?? []).filter { $0.declaration.kind == .global }
        return current(globals.first { $0.path == path } ?? (globals.count == 1 ? globals[0] : nil), in: \.values)
    }

    /// The literal producer `name` of type `typeName` (any type when `nil`), preferring `path`.
    public func producer(named name: String, ofType typeName: String?, from path: String) -> Located<LiteralProducer>? {
        current(Self.pick(producersByName[name] ?? [], ofType: typeName, from: path) { $0.typePath }, in: \.literalProducers)
    }

    /// The one candidate declared in `typeName` (preferring `path`), or without a type the one in
    /// `path` or the only one; `nil` when none or ambiguous.
    private static func pick<Declaration>(
        _ candidates: [Located<Declaration>], ofType typeName: String?, from path: String, typePath: (Declaration) -> [String]
    ) -> Located<Declaration>? {
        if let typeName {
            let base = TypeName.base(typeName)
            let matching = candidates.filter { typePath($0.declaration).last == base }
            return matching.first { $0.path == path } ?? (matching.count == 1 ? matching[0] : nil)
        }
        let sameFile = candidates.filter { $0.path == path }
        if sameFile.count == 1 { return sameFile[0] }
        return candidates.count == 1 ? candidates[0] : nil
    }
}

/// Helpers for type names as written.
public enum TypeName {
    /// The type without optionality, module prefixes or surrounding spaces (`SwiftUI.Text?` → `Text`).
    public static func base(_ name: String) -> String {
        // It runs for every declared type the resolver reads: an ASCII name is read as bytes
        // (whitespace dropped, `?`/`!` and module prefixes cut by byte comparisons), which for
        // ASCII gives what the comparisons of characters below give.
        if let base = asciiBase(name) { return base }
        var base = Substring(name.filter { !$0.isWhitespace })
        while base.hasSuffix("?") || base.hasSuffix("!") { base = base.dropLast() }
        for prefix in ["SwiftUI.", "Foundation.", "Swift."] where base.hasPrefix(prefix) {
            base = base.dropFirst(prefix.count)
        }
        if base.startIndex == name.startIndex, base.endIndex == name.endIndex { return name }
        return String(base)
    }

    /// The module prefixes `base` removes, in the order it tries them, as bytes.
    private static let modulePrefixes: [[UInt8]] = ["SwiftUI.", "Foundation.", "Swift."].map { Array($0.utf8) }

    /// `base(name)` for an ASCII name, read as bytes; `nil` when the name is not ASCII.
    private static func asciiBase(_ name: String) -> String? {
        name.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            var hasSpace = false
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if ExpressionResolver.isASCIISpace(byte) { hasSpace = true }
            }
            if hasSpace {
                let compacted = bytes.filter { !ExpressionResolver.isASCIISpace($0) }
                return compacted.withUnsafeBufferPointer { base(ofASCII: $0, original: nil) }
            }
            return base(ofASCII: UnsafeBufferPointer(rebasing: bytes[...]), original: name)
        } ?? nil
    }

    /// The base of an ASCII name without whitespace, `original` itself when nothing is cut.
    private static func base(ofASCII bytes: UnsafeBufferPointer<UInt8>, original: String?) -> String {
        var start = 0
        var end = bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "?") || bytes[end - 1] == UInt8(ascii: "!") { end -= 1 }
        for prefix in modulePrefixes where end - start >= prefix.count && bytes[start..<(start + prefix.count)].elementsEqual(prefix) {
            start += prefix.count
        }
        if let original, start == 0, end == bytes.count { return original }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Whether the type is already localized text or a key (`LocalizedStringKey`,
    /// `LocalizedStringResource`, `String.LocalizationValue`, `Text`, `AttributedString`).
    public static func isLocalizedText(_ name: String) -> Bool {
        switch base(name) {
        case "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "Text", "AttributedString":
            return true
        default:
            return false
        }
    }

    /// Whether the type is a key type whose literals the compiler extracts as keys.
    public static func isKeyType(_ name: String) -> Bool {
        switch base(name) {
        case "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue":
            return true
        default:
            return false
        }
    }
}
