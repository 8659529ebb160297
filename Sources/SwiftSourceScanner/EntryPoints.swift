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

    /// Packed forms for allocation-free lookup.
    static let packedViews: Set<PackedName> = pack(views)
    /// Packed forms for allocation-free lookup.
    static let packedModifiers: Set<PackedName> = pack(modifiers)

    private static func pack(_ names: Set<String>) -> Set<PackedName> {
        Set(names.compactMap { name in
            let bytes = Array(name.utf8)
            return bytes.withUnsafeBufferPointer { PackedName($0, 0, bytes.count) }
        })
    }
}
