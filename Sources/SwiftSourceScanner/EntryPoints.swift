/// The SwiftUI views and modifiers whose first unlabeled argument is a `LocalizedStringKey`
/// (product.md, "What it understands").
enum EntryPointNames {
    /// View initializers: `Text("…")`, `Button("…") { }`, `Label("…", systemImage: …)` …
    static let views: Set<String> = [
        "Text", "Label", "Button", "Toggle", "TextField", "SecureField", "Picker", "Section", "NavigationLink",
        "Link", "Menu", "ProgressView", "Stepper", "DatePicker", "ColorPicker", "Gauge", "LabeledContent",
        "ContentUnavailableView", "Tab", "ShareLink", "MultiDatePicker", "ControlGroup", "GroupBox",
        "DisclosureGroup", "Window", "WindowGroup", "MenuBarExtra", "CommandMenu", "TabSection",
    ]

    /// Modifiers: `.navigationTitle("…")`, `.help("…")` …
    static let modifiers: Set<String> = [
        "navigationTitle", "navigationSubtitle", "navigationBarTitle", "alert", "confirmationDialog", "help",
        "accessibilityLabel", "accessibilityHint", "accessibilityValue", "accessibilityRotor",
        "accessibilityCustomContent", "badge",
    ]

    /// Whether a name is a view (`true`) or a modifier (`false`), looked up without allocating.
    static let packed = PackedNameTable(views.map { ($0, true) } + modifiers.map { ($0, false) })
}

extension EntryPoint {
    /// Whether `name` is one of the SwiftUI views or modifiers taken as entry points (`Text`,
    /// `Section`, `navigationTitle` …): in a project that never imports SwiftUI, a call of that
    /// name is another library's (Eureka's `Section("…")`), which rules leave alone.
    public static func isSwiftUIViewOrModifier(named name: String) -> Bool {
        EntryPointNames.views.contains(name) || EntryPointNames.modifiers.contains(name)
    }
}
