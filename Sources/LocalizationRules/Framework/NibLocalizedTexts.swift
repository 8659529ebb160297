import LocalizationIndex
import SwiftSourceScanner
import TextPositions

/// Texts that storyboards and XIBs hand to code that looks them up when the document loads: those
/// texts are keys code reaches.
///
/// Two patterns. A project's view class localizing itself, in Swift or Objective-C (passforios): `class UILocalizedLabel:
/// UILabel { override func awakeFromNib() { super.awakeFromNib(); text = text?.localize() } }`,
/// where `localize()` calls `NSLocalizedString(self, …)`; a storyboard label of that class (or a
/// subclass) writes `text="GpgAsciiArmorCopyExplanation."`, a key of `Localizable.strings`. And a
/// user-defined runtime attribute (OpenEmu): `extension NSMenuItem { @IBInspectable var
/// localizeTitle: Bool { … set { title = Bundle.main.preferredLocalizedString(forKey: title, …,
/// table: "MainMenu") } } }`, set by `<userDefinedRuntimeAttribute type="boolean"
/// keyPath="localizeTitle" value="YES"/>` on a menu item whose title is the key.
enum NibLocalizedTexts {
    /// One document text that code looks up when the document loads.
    struct Lookup {
        /// The document's path.
        var path: String
        /// The text (the key) and its bytes in the document.
        var text: InterfaceBuilderDocument.ClassText
        /// The tables it is looked up in, in the order code tries them (OpenEmu's menu titles:
        /// `MainMenu`, then `Localizable`); empty when a table is computed at run time.
        var tables: [String]
        /// Whether the code looking it up is known for this object's class (a property declared
        /// on several classes with different tables leaves it open for a class the analysis
        /// cannot place).
        var isPlaced: Bool
    }

    /// The document texts code looks up when the documents load, in path order: the texts of
    /// every object whose class, or a superclass the project declares, localizes in
    /// `awakeFromNib` a key computed at run time, and of every object whose runtime attribute's
    /// setter looks its text (or the attribute's string) up.
    static func lookups(in index: ProjectIndex) -> [Lookup] {
        let documents = index.files.compactMap { path, file in file.interfaceBuilder.map { (path: path, document: $0) } }
            .filter { !$0.document.customClassTexts.isEmpty || !$0.document.attributedObjects.isEmpty }
            .sorted { $0.path < $1.path }
        guard !documents.isEmpty else { return [] }
        let swiftFiles = index.files.values.compactMap(\.swift)
        var lookups: [Lookup] = []
        let localizing = selfLocalizingClasses(in: swiftFiles, objectiveC: index.files.values.compactMap(\.objectiveC?.nibHooks))
        if !localizing.isEmpty {
            for (path, document) in documents {
                for text in document.customClassTexts {
                    guard let tables = localizing[text.className] else { continue }
                    lookups.append(Lookup(path: path, text: text, tables: tables, isPlaced: true))
                }
            }
        }
        let keyPaths = Set(documents.flatMap { $0.document.attributedObjects.flatMap { $0.runtimeAttributes.map(\.keyPath) } })
        guard !keyPaths.isEmpty else { return lookups }
        let setters = inspectableSetters(named: keyPaths, in: swiftFiles)
        guard !setters.isEmpty else { return lookups }
        let superclasses = projectSuperclasses(in: swiftFiles)
        for (path, document) in documents {
            for object in document.attributedObjects {
                for attribute in object.runtimeAttributes {
                    guard let candidates = setters[attribute.keyPath] else { continue }
                    // A boolean flag does its work when set to YES (`if newValue == true`).
                    if attribute.type == "boolean", attribute.value != "YES" { continue }
                    let chain = classChain(of: object, superclasses: superclasses)
                    let placed = candidates.filter { chain.contains($0.owner) }
                    for setter in placed.isEmpty ? candidates : placed {
                        let keys: [InterfaceBuilderDocument.ClassText]
                        if setter.looksUpNewValue {
                            guard attribute.type == "string", !attribute.value.isEmpty else { continue }
                            keys = [.init(className: object.customClass ?? object.elementName, text: attribute.value, range: attribute.valueRange)]
                        } else {
                            keys = object.texts
                        }
                        for key in keys {
                            lookups.append(Lookup(path: path, text: key, tables: setter.tables, isPlaced: placed.count == 1))
                        }
                    }
                }
            }
        }
        return lookups
    }

    /// The places in code whose lookups are the documents' texts: the setters of `@IBInspectable`
    /// properties that documents set. Their keys are known from the documents, so they do not
    /// make their tables undecidable (`CodeKeyPatterns.computedKeyLookups`).
    static func setterRanges(in index: ProjectIndex) -> [String: [ByteRange]] {
        let keyPaths = Set(index.files.values.compactMap(\.interfaceBuilder).flatMap { $0.attributedObjects.flatMap { $0.runtimeAttributes.map(\.keyPath) } })
        guard !keyPaths.isEmpty else { return [:] }
        var ranges: [String: [ByteRange]] = [:]
        for (path, file) in index.files {
            guard let swift = file.swift else { continue }
            for setters in inspectableSetters(named: keyPaths, in: [swift]).values {
                ranges[path, default: []] += setters.map(\.body)
            }
        }
        return ranges
    }

    /// A runtime attribute's property as code declares it.
    struct InspectableSetter {
        /// The type declaring (or extending) it: `NSMenuItem`.
        var owner: String
        /// From the property's name to the next declaration of its type.
        var body: ByteRange
        /// The tables its lookups go to, in order.
        var tables: [String]
        /// Whether the key it looks up is the value set (`newValue`, a string attribute) rather
        /// than the object's own text (`title`, `stringValue`, `text`).
        var looksUpNewValue: Bool
    }

    /// The `@IBInspectable` properties named `names` whose accessors look a key up in a table
    /// named by a literal (or `nil`, the default table), by name.
    static func inspectableSetters(named names: Set<String>, in files: [ScannedFile]) -> [String: [InspectableSetter]] {
        let helpers = CodeKeyPatterns.functionsLookingUpComputedKeys(in: files)
        var setters: [String: [InspectableSetter]] = [:]
        for file in files {
            let bytes = file.source.bytes
            for value in file.values where value.kind == .property && names.contains(value.name) {
                guard isInspectable(before: value.nameRange.start, in: bytes),
                    let owner = file.types.filter({ $0.range.contains(value.nameRange) }).min(by: { $0.range.count < $1.range.count })
                else { continue }
                // The accessors run to the next member of the type (or the type's end).
                let after = value.nameRange.end
                let nextMember = (file.values.filter { $0.kind == .property }.map(\.nameRange.start) + file.functions.map(\.range.start))
                    .filter { $0 > after && $0 < owner.range.end }.min() ?? owner.range.end
                let body = ByteRange(start: after, end: nextMember)
                var tables: [String] = []
                var keyTexts: [String] = []
                for call in file.localizationCalls where body.contains(call.call.range) {
                    guard let key = CodeKeyPatterns.computedKeyText(call.key), let table = tableName(call.table) else { continue }
                    tables.append(table)
                    keyTexts.append(key)
                }
                for call in file.otherCalls where body.contains(call.range) && helpers.contains(call.callee) {
                    guard let first = call.arguments.first, let key = CodeKeyPatterns.computedKeyText(first.value),
                        let table = tableName(call.arguments.first { $0.label == "table" || $0.label == "tableName" }?.value)
                    else { continue }
                    tables.append(table)
                    keyTexts.append(key)
                }
                guard !tables.isEmpty else { continue }
                // In source order, without repeats: the order code tries them.
                var ordered: [String] = []
                for table in tables where !ordered.contains(table) { ordered.append(table) }
                let looksUpNewValue = keyTexts.contains { $0.trimmingCharacters(in: .whitespaces) == "newValue" }
                setters[value.name, default: []].append(
                    InspectableSetter(owner: owner.name, body: body, tables: ordered, looksUpNewValue: looksUpNewValue))
            }
        }
        return setters
    }

    /// The table a `table:`/`tableName:` argument names: `Localizable` when absent or `nil`,
    /// `nil` when computed at run time.
    private static func tableName(_ argument: ArgumentValue?) -> String? {
        guard let argument else { return "Localizable" }
        if let literal = argument.literalValue { return literal.isEmpty ? "Localizable" : literal }
        if case .expression(let expression) = argument, expression.text == "nil" { return "Localizable" }
        return nil
    }

    /// Whether `@IBInspectable` is among the attributes written before the declaration at `offset`
    /// (on its line or the line before).
    private static func isInspectable(before offset: Int, in bytes: [UInt8]) -> Bool {
        let start = max(0, offset - 160)
        let needle = Array("@IBInspectable".utf8)
        guard let found = SourceBytes.firstIndex(of: needle, in: bytes, from: start), found < offset else { return false }
        // Nothing but modifiers and white space between the attribute and the name.
        let between = bytes[(found + needle.count)..<offset]
        return !between.contains(UInt8(ascii: "{")) && !between.contains(UInt8(ascii: "}")) && !between.contains(UInt8(ascii: ";"))
    }

    /// The superclass of each class the project declares.
    private static func projectSuperclasses(in files: [ScannedFile]) -> [String: String] {
        var superclass: [String: String] = [:]
        for file in files {
            for type in file.types where type.kind == .class {
                if let parent = type.inheritance.first { superclass[type.name] = parent }
            }
        }
        return superclass
    }

    /// The classes `object` is an instance of: its custom class and the project's superclasses of
    /// it, then the system class its element stands for (`menuItem` → `NSMenuItem`/`UIMenuItem`)
    /// with the system superclasses that matter for texts.
    private static func classChain(of object: InterfaceBuilderDocument.AttributedObject, superclasses: [String: String]) -> Set<String> {
        var chain: Set<String> = []
        var current = object.customClass
        var steps = 0
        while let name = current, steps < 32, chain.insert(name).inserted {
            current = superclasses[name]
            steps += 1
        }
        let element = object.elementName
        guard let first = element.first else { return chain }
        let capitalized = first.uppercased() + element.dropFirst()
        for prefix in ["NS", "UI"] {
            var name: String? = prefix + capitalized
            while let system = name, chain.insert(system).inserted { name = systemSuperclasses[system] }
        }
        return chain
    }

    /// System controls whose texts come from a superclass's property (`NSPopUpButton` is an
    /// `NSButton`, `NSSearchField` an `NSTextField`).
    private static let systemSuperclasses: [String: String] = [
        "NSPopUpButton": "NSButton", "NSSecureTextField": "NSTextField", "NSSearchField": "NSTextField",
        "NSComboBox": "NSTextField", "NSTokenField": "NSTextField", "NSButton": "NSControl", "NSTextField": "NSControl",
        "UIButton": "UIControl", "UITextField": "UIControl", "UISegmentedControl": "UIControl",
    ]

    /// The classes whose objects look their nib texts up, with the tables they look them up in:
    /// those with such an `awakeFromNib` and their subclasses (followed through the project's
    /// declarations).
    static func selfLocalizingClasses(in files: [ScannedFile], objectiveC: [ObjectiveCNibHooks] = []) -> [String: [String]] {
        let helpers = CodeKeyPatterns.functionsLookingUpComputedKeys(in: files)
        let helperTables = tablesLookedUp(byFunctions: helpers, in: files)
        // Helpers a text is handed to: `text?.localize()` (a method of String), or the class's own
        // method; a call of another type's `setup()` that happens to look something up is not.
        var stringHelpers: Set<String> = []
        var ownHelpers: [String: Set<String>] = [:]
        for file in files {
            for call in file.localizationCalls where CodeKeyPatterns.computedKeyText(call.key) != nil {
                // The function holding the lookup itself, not another of the same name.
                let holder = file.functions.filter { $0.range.contains(call.call.range) }.min { $0.range.count < $1.range.count }
                guard let holder, helpers.contains(holder.name), let type = holder.typePath.last else { continue }
                if stringTypes.contains(type) { stringHelpers.insert(holder.name) } else { ownHelpers[type, default: []].insert(holder.name) }
            }
        }
        var localizing: [String: [String]] = [:]
        var superclass: [String: String] = [:]
        for file in files {
            for type in file.types where type.kind == .class {
                if let parent = type.inheritance.first { superclass[type.name] = parent }
            }
            // `awakeFromNib()`, or `init(coder:)` once `super.init(coder:)` has decoded the texts.
            for function in file.functions where isNibLoadingHook(function) {
                guard let owner = function.typePath.last else { continue }
                let body = function.range
                var tables: [String] = []
                var looksUp = false
                // A lookup of the object's own text (`NSLocalizedString(text ?? "", …)`).
                for call in file.localizationCalls where body.contains(call.call.range) {
                    guard let key = CodeKeyPatterns.computedKeyText(call.key), Self.namesOwnText(key) else { continue }
                    looksUp = true
                    if let table = tableName(call.table) { tables.append(table) }
                }
                let bytes = file.source.bytes
                for helper in stringHelpers.sorted() where calls(helper, in: body, of: bytes, asMember: true) {
                    looksUp = true
                    tables += helperTables[helper] ?? []
                }
                for helper in (ownHelpers[owner] ?? []).sorted() where calls(helper, in: body, of: bytes, asMember: false) {
                    looksUp = true
                    tables += helperTables[helper] ?? []
                }
                if looksUp { localizing[owner] = tables }
            }
        }
        // Objective-C classes doing the same in `-awakeFromNib`/`-initWithCoder:`.
        for hooks in objectiveC {
            for localizingClass in hooks.localizingClasses where localizing[localizingClass.name] == nil {
                localizing[localizingClass.name] = localizingClass.tables
            }
            superclass.merge(hooks.superclasses) { swift, _ in swift }
        }
        guard !localizing.isEmpty else { return [:] }
        // Subclasses inherit `awakeFromNib` (UICodeHighlightingLabel calls super's).
        var result = localizing
        for name in superclass.keys where result[name] == nil {
            var ancestor = superclass[name]
            var steps = 0
            while let current = ancestor, steps < 32 {
                if let tables = localizing[current] {
                    result[name] = tables
                    break
                }
                ancestor = superclass[current]
                steps += 1
            }
        }
        return result
    }

    /// Whether `function` runs when a document loads the object, after its texts are set:
    /// `awakeFromNib()` or `init(coder:)` (`required init?(coder: NSCoder)`).
    static func isNibLoadingHook(_ function: FunctionDeclaration) -> Bool {
        function.kind == .initializer ? function.parameters.first.map { ($0.label ?? $0.name) == "coder" } ?? false : function.name == "awakeFromNib"
    }

    /// The tables each of `functions` looks keys up in with a computed key (a table computed at
    /// run time is left out).
    private static func tablesLookedUp(byFunctions functions: Set<String>, in files: [ScannedFile]) -> [String: [String]] {
        var tables: [String: [String]] = [:]
        for file in files {
            for call in file.localizationCalls where CodeKeyPatterns.computedKeyText(call.key) != nil {
                let holder = file.functions.filter { $0.range.contains(call.call.range) }.min { $0.range.count < $1.range.count }
                guard let holder, functions.contains(holder.name), let table = tableName(call.table) else { continue }
                if !(tables[holder.name] ?? []).contains(table) { tables[holder.name, default: []].append(table) }
            }
        }
        return tables
    }

    /// Types whose methods a text is handed to as `text?.localize()`.
    private static let stringTypes: Set<String> = ["String", "Substring", "StringProtocol", "NSString"]

    /// Whether a computed key names the object's own text (`text`, `title ?? ""`, `self.placeholder`).
    private static func namesOwnText(_ key: String) -> Bool {
        var words: Set<Substring> = []
        var current = key.startIndex
        for index in key.indices where !(key[index].isLetter || key[index].isNumber || key[index] == "_") {
            if current < index { words.insert(key[current..<index]) }
            current = key.index(after: index)
        }
        if current < key.endIndex { words.insert(key[current...]) }
        return !words.isDisjoint(with: ["text", "title", "placeholder", "stringValue", "currentTitle"])
    }

    /// Whether `bytes` call the function `name` inside `range` — as a member (`text?.localize()`)
    /// when `asMember`, else plainly (`localizeTexts()`, `self.localizeTexts()`): the scanner keeps
    /// no calls without a literal or name argument, so the body's text is searched.
    private static func calls(_ name: String, in range: ByteRange, of bytes: [UInt8], asMember: Bool) -> Bool {
        let needle = Array((name + "(").utf8)
        var start = range.start
        while let found = SourceBytes.firstIndex(of: needle, in: bytes, from: start), found + needle.count <= range.end {
            let isMember = found > 0 && bytes[found - 1] == UInt8(ascii: ".")
            let isPlain = found == 0 || !SourceBytes.isIdentifierByte(bytes[found - 1])
            if asMember ? isMember : isPlain { return true }
            start = found + 1
        }
        return false
    }
}
