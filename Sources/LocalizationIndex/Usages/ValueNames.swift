import SwiftSourceScanner

/// One Swift file's value declarations by name, so that resolving a name written in the file
/// looks at the few declarations of that name instead of every declaration of the file.
///
/// Built once when the file is indexed; positions refer to `ScannedFile.values`, in file order, so
/// a search over them finds what a search over the whole list finds.
struct ValueNames: Sendable {
    /// Positions of locals and parameters, by name.
    let locals: [String: [Int]]
    /// Positions of properties and globals, by name.
    let members: [String: [Int]]

    /// Indexes the values of `scanned`.
    init(_ scanned: ScannedFile) {
        var locals: [String: [Int]] = [:]
        var members: [String: [Int]] = [:]
        for (position, value) in scanned.values.enumerated() {
            switch value.kind {
            case .local, .parameter: locals[value.name, default: []].append(position)
            case .property, .global: members[value.name, default: []].append(position)
            }
        }
        self.locals = locals
        self.members = members
    }
}
