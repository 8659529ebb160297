import Foundation
import LocalizationIndex
import SwiftSourceScanner
import TextPositions

/// Ways Swift code reaches table entries that are not lookups of one key: keys joined with `+`
/// from literals and values, and tables the code loads whole as a dictionary.
///
/// Both are common in AppKit-era apps (IINA builds `"eq.preset." + name` and
/// `"initial." + type + ".desc"`, and reads `KeyBinding.strings` through
/// `Bundle.main.path(forResource: "KeyBinding", ofType: "strings")`): an entry they reach is used.
enum CodeKeyPatterns {
    /// Wildcard patterns of the keys built with `+` around the file's plain literals:
    /// `"eq.preset." + name` → `eq.preset.*`, `"initial." + type.lowercased() + ".desc"` →
    /// `initial.*.desc`, `"a." + "b"` → `a.b`.
    static func concatenations(_ literals: ScannedFile.StringLiterals, bytes: [UInt8]) -> [String] {
        var patterns: [String] = []
        var index = 0
        while index < literals.count {
            let first = literals[index]
            // The `+` first: a byte test, where the value is decoded (most literals have none).
            let precededByPlus = isPlus(before: first.range.start, in: bytes)
            guard precededByPlus || isPlus(after: first.range.end, in: bytes), let value = first.value else {
                index += 1
                continue
            }
            var pattern = (precededByPlus ? "*" : "") + value
            var current = index
            while isPlus(after: literals[current].range.end, in: bytes) {
                guard current + 1 < literals.count, let next = literals[current + 1].value,
                    let joint = joint(from: literals[current].range.end, to: literals[current + 1].range.start, in: bytes)
                else {
                    pattern += "*"
                    break
                }
                pattern += (joint == .direct ? "" : "*") + next
                current += 1
            }
            patterns.append(pattern)
            index = current + 1
        }
        return patterns
    }

    /// Table names code loads whole (`path(forResource: "KeyBinding", ofType: "strings")`,
    /// `url(forResource: "Presets", withExtension: "strings")`, or the name with its extension:
    /// the app reads the file as a dictionary) or looks up with keys computed at run time through
    /// a SwiftGen-style `tr("Table", key)`: any of their keys may be shown.
    static func tablesReadWhole(_ calls: ScannedFile.OtherCalls) -> Set<String> {
        var tables: Set<String> = []
        for call in calls where call.calleeIs("path") || call.calleeIs("url") {
            guard let name = call.arguments.first(where: { $0.label == "forResource" })?.value.literalValue else { continue }
            let type = call.arguments.first { $0.label == "ofType" || $0.label == "withExtension" }?.value.literalValue
            for suffix in [".strings", ".stringsdict"] where name.hasSuffix(suffix) {
                tables.insert(String(name.dropLast(suffix.count)))
            }
            if type == "strings" || type == "stringsdict" { tables.insert(name) }
        }
        // A SwiftGen-style `tr("SAS", key)` with a key computed at run time (Element X's emoji
        // names): any key of that table may be shown.
        for call in calls where call.calleeIs("tr") && call.arguments.count >= 2 && call.arguments[0].label == nil {
            guard let table = call.arguments[0].value.literalValue, call.arguments[1].value.stringLiteral == nil else { continue }
            tables.insert(table)
        }
        return tables
    }

    /// A place where code looks keys up in a named table with a key computed at run time.
    struct ComputedKeyLookup {
        /// The table named by a literal (`tableName: "ControlLabels"`).
        var table: String
        /// The Swift file.
        var path: String
        /// The call.
        var range: ByteRange
        /// The function called (`NSLocalizedString`, or the project's helper).
        var callee: String
    }

    /// Lookups in a table named by a literal whose key is computed at run time and cannot be
    /// enumerated: OpenEmu's `NSLocalizedString(row, tableName: "ControlLabels", …)` over rows read
    /// from property lists, or its `Bundle.main.preferredLocalizedString(forKey: title, …,
    /// table: "MainMenu")` helper over XIB titles. Any key of such a table may be reached.
    ///
    /// A key that is a parameter of the function holding the call is a wrapper's (`func
    /// label(_ key: String) -> String { NSLocalizedString(key, tableName: "Labels", …) }`): its
    /// callers' literals are the keys, so it says nothing about the table. The default table is
    /// never one: every wrapper looks keys up there.
    static func computedKeyLookups(in file: ScannedFile, path: String, helpers: Set<String>) -> [ComputedKeyLookup] {
        var lookups: [ComputedKeyLookup] = []
        for call in file.localizationCalls {
            guard let table = call.tableName, table != "Localizable", let key = computedKeyText(call.key) else { continue }
            if isParameter(key, around: call.call.range, in: file) { continue }
            lookups.append(ComputedKeyLookup(table: table, path: path, range: call.call.range, callee: call.callee))
        }
        guard !helpers.isEmpty else { return lookups }
        for call in file.otherCalls where helpers.contains(call.callee) {
            guard let first = call.arguments.first, let key = computedKeyText(first.value),
                let table = call.arguments.first(where: { $0.label == "table" || $0.label == "tableName" })?.value.literalValue,
                table != "Localizable"
            else { continue }
            if isParameter(key, around: call.range, in: file) { continue }
            lookups.append(ComputedKeyLookup(table: table, path: path, range: call.range, callee: call.callee))
        }
        return lookups
    }

    /// Names of functions whose body looks up a key computed at run time (`func localize() ->
    /// String { NSLocalizedString(self, …) }`, OpenEmu's `preferredLocalizedString(forKey:value:table:)`):
    /// calling one looks up whatever it is given.
    static func functionsLookingUpComputedKeys(in files: [ScannedFile]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for call in file.localizationCalls where computedKeyText(call.key) != nil {
                // The innermost function holding the call.
                let holder = file.functions.filter { $0.range.contains(call.call.range) }.min { $0.range.count < $1.range.count }
                if let holder, !NibLocalizedTexts.isNibLoadingHook(holder) { names.insert(holder.name) }
            }
        }
        return names
    }

    /// The text of a key argument computed at run time (an expression, not a literal, a template
    /// or a choice between literals such as `movie ? "takePhotoOrVideo" : "takePhoto"`).
    static func computedKeyText(_ key: ArgumentValue) -> String? {
        switch key {
        case .expression(let expression):
            return isChoiceOfLiterals(expression.text) ? nil : expression.text
        case .fallback(let expression, _): return expression.text
        case .literal, .template: return nil
        }
    }

    /// Whether `text` is `condition ? "a" : "b"`: both keys are literals the code names.
    static func isChoiceOfLiterals(_ text: String) -> Bool {
        // Asked for every key computed in code: most have no `?` at all, found without
        // Foundation's search (no character is canonically equivalent to `?`).
        guard text.utf8.contains(UInt8(ascii: "?")), let question = text.range(of: " ? ") else { return false }
        let branches = text[question.upperBound...].split(separator: ":", maxSplits: 1)
        guard branches.count == 2 else { return false }
        return branches.allSatisfy { branch in
            let trimmed = branch.trimmingCharacters(in: .whitespaces)
            return trimmed.count >= 2 && trimmed.first == "\"" && trimmed.last == "\"" && !trimmed.dropFirst().dropLast().contains("\"")
        }
    }

    /// Whether `key` is a parameter's name of the innermost function holding `range`.
    static func isParameter(_ key: String, around range: ByteRange, in file: ScannedFile) -> Bool {
        let name = key.trimmingCharacters(in: .whitespaces)
        let holder = file.functions.filter { $0.range.contains(range) }.min { $0.range.count < $1.range.count }
        return holder?.parameters.contains { $0.name == name } ?? false
    }

    /// How two literals of one `+` chain are joined.
    private enum Joint { case direct, throughValue }

    /// `direct` for `"a" + "b"`, `throughValue` for `"a" + value + "b"`; `nil` when the text
    /// between is not one expression joined by `+` (a comma, a brace, a new statement).
    private static func joint(from start: Int, to end: Int, in bytes: [UInt8]) -> Joint? {
        guard start <= end, end <= bytes.count else { return nil }
        let between = bytes[start..<end].filter { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
        guard between.first == UInt8(ascii: "+"), between.last == UInt8(ascii: "+") else { return nil }
        if between.count == 1 { return .direct }
        let inner = between.dropFirst().dropLast()
        let allowed: Set<UInt8> = Set("+.()[]?!".utf8)
        guard inner.allSatisfy({ SourceBytes.isIdentifierByte($0) || allowed.contains($0) }) else { return nil }
        return .throughValue
    }

    /// Whether the first byte after `offset` (skipping blanks) is a `+` that is not `+=`.
    private static func isPlus(after offset: Int, in bytes: [UInt8]) -> Bool {
        var index = offset
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "+") else { return false }
        return index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "=")
    }

    /// Whether the last byte before `offset` (skipping blanks) is a `+`.
    private static func isPlus(before offset: Int, in bytes: [UInt8]) -> Bool {
        var index = offset - 1
        while index >= 0, index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index -= 1 }
        return index >= 0 && index < bytes.count && bytes[index] == UInt8(ascii: "+")
    }
    // MARK: - Keys that are enum raw values

    /// Tables code looks keys up in with an enum's raw value the analysis cannot pin to one
    /// enum: NHS COVID-19's `_localize(key.rawValue, tableName: nil, …)` inside a function generic
    /// over `RawRepresentable` keys, which its callers give `StringLocalizableKey` cases, or a
    /// `NSLocalizedString(rawValue, …)` in an extension of `RawRepresentable`. The lookup is
    /// direct or through a function looking up the key it is given (`lookupWrappers`); its table is
    /// a literal, or the default table when the argument is absent or `nil`.
    static func rawValueLookupTables(in files: [IndexedFile]) -> Set<String> {
        var tables: Set<String> = []
        let helperNames = lookupWrappers(in: files.compactMap(\.swift)).sorted().map { Array($0.utf8) }
        for file in files {
            guard let swift = file.swift else { continue }
            // A view or modifier shows a `String` as written (`Text(interval.rawValue, format: …)` is no
            // lookup): only the calls that look a string up count.
            for call in swift.localizationCalls where lookingUpStrings.contains(call.entryPoint.kind) {
                guard let key = computedKeyText(call.key), isRawValue(key[...]), let table = tableName(call.table) else { continue }
                tables.insert(table)
            }
            // Calls of a helper with a name as their key are not in the summary (only calls
            // passing literals are): they are read from the bytes.
            let bytes = file.lineTable.bytes
            guard !helperNames.isEmpty, SourceBytes.firstIndex(of: rawValueBytes, in: bytes, from: 0) != nil else { continue }
            for name in helperNames {
                var from = 0
                while let found = SourceBytes.firstIndex(of: name, in: bytes, from: from) {
                    from = found + name.count
                    guard found == 0 || !SourceBytes.isIdentifierByte(bytes[found - 1]), from < bytes.count, bytes[from] == UInt8(ascii: "("),
                        let arguments = Self.arguments(in: bytes, openingAt: from), let key = arguments.first, isRawValue(key.text)
                    else { continue }
                    let table = arguments.first { $0.label == "tableName" || $0.label == "table" }
                    guard let table else {
                        tables.insert("Localizable")
                        continue
                    }
                    if table.text == "nil" {
                        tables.insert("Localizable")
                    } else if table.text.count >= 2, table.text.first == "\"", table.text.last == "\"" {
                        tables.insert(String(table.text.dropFirst().dropLast()))
                    }
                }
            }
        }
        return tables
    }

    /// The entry points that look up a `String` they are given (a view or modifier shows one as written).
    private static let lookingUpStrings: Set<EntryPoint.Kind> = [.nsLocalizedString, .bundleLocalizedString, .localizedStringKey]

    /// `rawValue` as UTF-8: a file without it passes no raw value to a helper.
    private static let rawValueBytes = Array("rawValue".utf8)

    /// Names of the functions that look up a key they are given as a parameter
    /// (`func _localize(_ key: String, …) -> String { NSLocalizedString(key, …) }`): a view or
    /// modifier showing a parameter does not look it up.
    static func lookupWrappers(in files: [ScannedFile]) -> Set<String> {
        var names: Set<String> = []
        for file in files {
            for call in file.localizationCalls where lookingUpStrings.contains(call.entryPoint.kind) {
                guard let key = computedKeyText(call.key), isParameter(key, around: call.call.range, in: file) else { continue }
                let holder = file.functions.filter { $0.range.contains(call.call.range) }.min { $0.range.count < $1.range.count }
                if let holder { names.insert(holder.name) }
            }
        }
        return names
    }

    /// The raw values of the project's enums backed by `String` (a case's name where it writes none).
    static func stringEnumRawValues(in files: [IndexedFile]) -> Set<String> {
        var values: Set<String> = []
        for file in files {
            for declaration in file.swift?.enums ?? [] where declaration.rawType.map(TypeName.base) == "String" {
                for enumCase in declaration.cases { values.insert(enumCase.rawValue ?? enumCase.name) }
            }
        }
        return values
    }

    /// Whether a key computed in code is a raw value (`key.rawValue`, or `rawValue` itself).
    private static func isRawValue(_ key: Substring) -> Bool {
        let trimmed = key.trimmingCharacters(in: .whitespaces)
        return trimmed == "rawValue" || trimmed.hasSuffix(".rawValue")
    }

    /// The table a lookup's table argument names: a literal's value, or the default table when
    /// the argument is absent or `nil`; `nil` when code computes it.
    private static func tableName(_ argument: ArgumentValue?) -> String? {
        guard let argument else { return "Localizable" }
        if let literal = argument.literalValue { return literal }
        if case .expression(let expression) = argument, expression.text == "nil" { return "Localizable" }
        return nil
    }

    /// An argument of a call read from the bytes: its label and its text, both trimmed.
    struct ByteArgument {
        /// The label, `nil` when unlabeled.
        var label: Substring?
        /// The value's text.
        var text: Substring
    }

    /// The arguments of the call whose `(` is at `open`, split at the commas outside brackets and
    /// literals; `nil` when the list does not close, or holds an interpolated literal or a
    /// closure (no helper's key argument looks like that).
    static func arguments(in bytes: [UInt8], openingAt open: Int) -> [ByteArgument]? {
        var pieces: [Range<Int>] = []
        var depth = 0
        var start = open + 1
        var index = open + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    if bytes[index] == UInt8(ascii: "\\") { return nil }
                    index += 1
                }
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "{"): return nil
            case UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: ")"):
                if depth == 0 {
                    pieces.append(start..<index)
                    return pieces.map { piece in
                        let text = String(decoding: bytes[piece], as: UTF8.self)[...]
                        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)[...]
                        if let colon = trimmed.firstIndex(of: ":"), trimmed[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                            !trimmed[..<colon].isEmpty
                        {
                            return ByteArgument(
                                label: trimmed[..<colon], text: trimmed[trimmed.index(after: colon)...].trimmingCharacters(in: .whitespaces)[...])
                        }
                        return ByteArgument(label: nil, text: trimmed)
                    }
                }
                depth -= 1
            case UInt8(ascii: ","):
                if depth == 0 {
                    pieces.append(start..<index)
                    start = index + 1
                }
            default: break
            }
            index += 1
        }
        return nil
    }
}
