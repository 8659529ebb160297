import LocalizationIndex
import SwiftSourceScanner

/// The modules each Swift file imports that give it SwiftUI: `SwiftUI` itself, or an Apple
/// framework that re-exports it (`import TipKit` alone lets a tip write `Text("…")`), joined over
/// the project by `ProjectModel.union(of:)`. A project where no file has one (OnionBrowser: UIKit
/// and Eureka) has no SwiftUI view: its `Section("…")` is Eureka's, whose title is shown as written.
/// The fact is the project's, not the file's: a SwiftUI view often sits in a file that imports
/// only a module of the project re-exporting SwiftUI, or nothing at all (Element X's fixtures).
enum SwiftUIImports: FileContribution {
    /// Modules that give a file SwiftUI's views when imported: SwiftUI (and `SwiftUICore`), and
    /// the frameworks whose interfaces re-export it or whose own API is SwiftUI views (kept
    /// generous: one too many only leaves the gate open, as without it). Frameworks whose SwiftUI
    /// API is a cross-import overlay (`QuickLook`, `AVKit`, `MapKit`, `StoreKit`, `PhotosUI`) give
    /// nothing without `import SwiftUI` beside them, and UIKit apps import them alone.
    static let givingSwiftUI: Set<String> = [
        "SwiftUI", "SwiftUICore", "TipKit", "WidgetKit", "ActivityKit", "Charts", "AppIntents", "RealityKit", "SwiftData",
        "Translation", "FamilyControls", "DeviceActivity", "ManagedSettingsUI",
    ]

    /// The word that starts an import declaration.
    private static let importWord = Array("import".utf8)

    /// The modules of `givingSwiftUI` the file imports (none for a file other than Swift).
    static func elements(of file: IndexedFile) -> [String] {
        guard let swift = file.swift else { return [] }
        return importedModules(in: swift.source.bytes).filter(givingSwiftUI.contains)
    }

    /// The modules a Swift text imports: `import X`, `@_exported import X`, `@testable import X`,
    /// `import struct X.Y` … at the start of a line (a word `import` elsewhere is not one).
    static func importedModules(in bytes: [UInt8]) -> [String] {
        var modules: [String] = []
        var index = 0
        while let found = SourceBytes.firstIndex(of: importWord, in: bytes, from: index) {
            index = found + importWord.count
            guard startsDeclaration(bytes, at: found), index < bytes.count, isSpace(bytes[index]) else { continue }
            var cursor = skipSpaces(bytes, from: index)
            var name = identifier(bytes, from: cursor)
            // `import struct SwiftUI.Text`: the kind comes first.
            if ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(name) {
                cursor = skipSpaces(bytes, from: cursor + name.utf8.count)
                name = identifier(bytes, from: cursor)
            }
            if !name.isEmpty, !modules.contains(name) { modules.append(name) }
        }
        return modules
    }

    /// Whether only spaces and attributes (`@_exported`, `@testable`, `@preconcurrency`) stand
    /// between the line's start and `position`.
    private static func startsDeclaration(_ bytes: [UInt8], at position: Int) -> Bool {
        var cursor = position - 1
        while cursor >= 0, bytes[cursor] != UInt8(ascii: "\n") {
            let byte = bytes[cursor]
            guard isSpace(byte) || isIdentifierByte(byte) || byte == UInt8(ascii: "@") else { return false }
            cursor -= 1
        }
        // Words before `import` must each be an attribute.
        let line = bytes[(cursor + 1)..<position].split(whereSeparator: isSpace)
        return line.allSatisfy { $0.first == UInt8(ascii: "@") }
    }

    /// The identifier starting at `position` (empty when none does).
    private static func identifier(_ bytes: [UInt8], from position: Int) -> String {
        var end = position
        while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
        return String(decoding: bytes[position..<end], as: UTF8.self)
    }

    /// The first position from `position` that is not a space or tab.
    private static func skipSpaces(_ bytes: [UInt8], from position: Int) -> Int {
        var cursor = position
        while cursor < bytes.count, isSpace(bytes[cursor]) { cursor += 1 }
        return cursor
    }

    /// A space or a tab.
    private static func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }

    /// A letter, digit or underscore (ASCII: module names are).
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}

extension RuleContext {
    /// Whether no Swift file of the project imports SwiftUI or a framework giving it
    /// (`SwiftUIImports`): then a call named like a SwiftUI view or modifier (`Section("…")`) is
    /// another library's, whose text the analysis does not know to be looked up
    /// (`isSwiftUIName(_:)`). Read once per rule run, through `ProjectModel.union(of:)`: a
    /// keystroke reads again only the file it changed, and findings judged with the union hold
    /// only while it is the same.
    var importsNoSwiftUI: Bool {
        model.union(of: SwiftUIImports.self).isEmpty
    }

    /// Whether `usage` is a call named like a SwiftUI view or modifier.
    static func isSwiftUIName(_ usage: KeyUsage) -> Bool {
        guard case .call(let name) = usage.source else { return false }
        return EntryPoint.isSwiftUIViewOrModifier(named: name)
    }

    /// Whether `callee` names a SwiftUI view or modifier.
    static func isSwiftUIName(callee: String) -> Bool {
        EntryPoint.isSwiftUIViewOrModifier(named: callee)
    }
}
