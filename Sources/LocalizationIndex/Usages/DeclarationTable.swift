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
    }

    /// Enums by simple name.
    public private(set) var enumsByName: [String: [Located<EnumDeclaration>]] = [:]
    /// Properties and globals by name (locals and parameters stay in their file's summary).
    public private(set) var membersByName: [String: [Located<ValueDeclaration>]] = [:]
    /// Literal-returning computed properties and functions by name.
    public private(set) var producersByName: [String: [Located<LiteralProducer>]] = [:]
    /// The project's functions and initializers taking `LocalizedStringKey`/`LocalizedStringResource`,
    /// by the name callers write (the type name for initializers).
    public private(set) var localizedFunctionsByCallee: [String: [Located<FunctionDeclaration>]] = [:]
    /// The bundle of each file, for preferring declarations of the same module.
    let bundleOfPath: [String: String]

    /// Builds the tables from every Swift file's summary.
    public init(files: [(path: String, scanned: ScannedFile)], modules: ModuleMap) {
        var bundles: [String: String] = [:]
        for (path, scanned) in files {
            bundles[path] = modules.bundle(ofPath: path)
            for declaration in scanned.enums {
                enumsByName[declaration.name, default: []].append(Located(path: path, declaration: declaration))
            }
            for value in scanned.values where value.kind == .property || value.kind == .global {
                membersByName[value.name, default: []].append(Located(path: path, declaration: value))
            }
            for producer in scanned.literalProducers {
                producersByName[producer.name, default: []].append(Located(path: path, declaration: producer))
            }
            for function in scanned.functions where function.takesLocalizedText {
                let callee: String
                switch function.kind {
                case .initializer, .memberwiseInitializer: callee = function.typePath.last ?? function.name
                case .function, .subscriptDeclaration: callee = function.name
                }
                localizedFunctionsByCallee[callee, default: []].append(Located(path: path, declaration: function))
            }
        }
        self.bundleOfPath = bundles
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
        if candidates.count <= 1 { return candidates.first }
        let sameFile = candidates.filter { $0.path == path }
        if sameFile.count == 1 { return sameFile[0] }
        let bundle = bundleOfPath[path]
        let sameModule = candidates.filter { bundleOfPath[$0.path] == bundle }
        if sameModule.count == 1 { return sameModule[0] }
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
        Self.pick(membersByName[name] ?? [], ofType: typeName, from: path) { $0.typePath }
    }

    /// The global variable or constant `name`: the one in `path`'s file, else the only one in the
    /// project.
    public func global(named name: String, from path: String) -> Located<ValueDeclaration>? {
        let globals = (membersByName[name] ?? []).filter { $0.declaration.kind == .global }
        return globals.first { $0.path == path } ?? (globals.count == 1 ? globals[0] : nil)
    }

    /// The literal producer `name` of type `typeName` (any type when `nil`), preferring `path`.
    public func producer(named name: String, ofType typeName: String?, from path: String) -> Located<LiteralProducer>? {
        Self.pick(producersByName[name] ?? [], ofType: typeName, from: path) { $0.typePath }
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
        var base = Substring(name.filter { !$0.isWhitespace })
        while base.hasSuffix("?") || base.hasSuffix("!") { base = base.dropLast() }
        for prefix in ["SwiftUI.", "Foundation.", "Swift."] where base.hasPrefix(prefix) {
            base = base.dropFirst(prefix.count)
        }
        return String(base)
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
