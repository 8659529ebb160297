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

    /// The modules of `givingSwiftUI` the file imports (none for a file other than Swift).
    static func elements(of file: IndexedFile) -> [String] {
        guard let swift = file.swift else { return [] }
        return SwiftImports.modules(in: swift.source.bytes).filter(givingSwiftUI.contains)
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
