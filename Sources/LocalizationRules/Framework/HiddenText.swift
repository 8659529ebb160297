import Foundation
import LocalizationIndex
import SwiftSourceScanner
import TextPositions

/// Whether SwiftUI ever shows a text readably: a view drawn as a placeholder shape
/// (`.redacted(reason: .placeholder)` on it or on a container around it) or not drawn at all
/// (`.opacity(0)`, `.hidden()`) only reserves room.
///
/// Real apps use both: a "Loading" title inside a shimmering skeleton row, an invisible `Text("empty")`
/// that keeps a cell's height. A missing key there shows nothing to anyone.
///
/// A tab item's label inside a `TabView` styled as pages (`.tabViewStyle(.page)`) is not shown either:
/// that style draws page dots instead of a tab bar (pocket-casts' share sheet labels its image pages).
enum HiddenText {
    /// Whether the view whose text argument lies at `range` of `bytes` is redacted as a
    /// placeholder, transparent or hidden, by its own modifiers or by those of a container.
    static func isHidden(at range: ByteRange, in bytes: [UInt8]) -> Bool {
        if isHiddenInPlace(range, in: bytes) { return true }
        if isPageTabItem(at: range, in: bytes) { return true }
        // A view property (`static var rows: some View { … }`) is hidden when every view of the
        // file that shows it (`Self.rows`) is; so is a view function (`static func rows(count:)
        // -> some View { … }`) every call of which (`Self.rows(count: 3)`) is.
        if let name = enclosingViewProperty(around: range, in: bytes) {
            let uses = occurrences(of: Array(("." + name).utf8), in: bytes)
            return !uses.isEmpty && uses.allSatisfy { isHiddenInPlace($0, in: bytes) }
        }
        if let name = enclosingViewFunction(around: range, in: bytes) {
            let calls = callsOf(name, in: bytes)
            return !calls.isEmpty && calls.allSatisfy { isHiddenInPlace($0, in: bytes) }
        }
        return false
    }

    /// The name of the `func name(…) -> some View { … }` whose body holds `range`.
    private static func enclosingViewFunction(around range: ByteRange, in bytes: [UInt8]) -> String? {
        let marker = Array("-> some View".utf8)
        var candidate = range.start - marker.count
        while candidate > 0 {
            defer { candidate -= 1 }
            guard bytes[candidate] == marker[0], Array(bytes[candidate..<(candidate + marker.count)]) == marker else { continue }
            var brace = candidate + marker.count
            while brace < bytes.count, bytes[brace] == UInt8(ascii: " ") { brace += 1 }
            guard brace < bytes.count, bytes[brace] == UInt8(ascii: "{") else { continue }
            // Back over the parameter list to the name after `func `.
            var index = candidate - 1
            while index > 0, bytes[index] == UInt8(ascii: " ") { index -= 1 }
            guard index > 0, bytes[index] == UInt8(ascii: ")") else { continue }
            var depth = 0
            while index > 0 {
                if bytes[index] == UInt8(ascii: ")") { depth += 1 }
                if bytes[index] == UInt8(ascii: "(") {
                    depth -= 1
                    if depth == 0 { break }
                }
                index -= 1
            }
            let nameEnd = index
            var nameStart = nameEnd
            while nameStart > 0, SourceBytes.isIdentifierByte(bytes[nameStart - 1]) { nameStart -= 1 }
            guard nameStart < nameEnd, nameStart >= 5, Array(bytes[(nameStart - 5)..<nameStart]) == Array("func ".utf8) else { continue }
            // The nearest declaration before the text either holds it or holds nothing around it.
            guard endOfGroup(from: brace, in: bytes) >= range.end else { return nil }
            return String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
        }
        return nil
    }

    /// The calls `name(…)` in the file other than its declaration and implicit members
    /// (`.name(…)`), each from its name to its closing parenthesis (so the modifiers written after a call apply to it).
    private static func callsOf(_ name: String, in bytes: [UInt8]) -> [ByteRange] {
        let needle = Array((name + "(").utf8)
        var calls: [ByteRange] = []
        var index = 0
        while let found = SourceBytes.firstIndex(of: needle, in: bytes, from: index) {
            index = found + needle.count
            if found > 0, SourceBytes.isIdentifierByte(bytes[found - 1]) { continue }
            if found >= 5, Array(bytes[(found - 5)..<found]) == Array("func ".utf8) { continue }
            // An implicit member (`.page(indexDisplayMode: .always)`) is another type's function.
            if found >= 2, bytes[found - 1] == UInt8(ascii: "."), !SourceBytes.isIdentifierByte(bytes[found - 2]) { continue }
            calls.append(ByteRange(start: found, end: endOfGroup(from: found + needle.count - 1, in: bytes)))
        }
        return calls
    }

    /// The name of the `var name: some View { … }` whose body holds `range`, except `body` (shown by
    /// SwiftUI itself).
    private static func enclosingViewProperty(around range: ByteRange, in bytes: [UInt8]) -> String? {
        let marker = Array(": some View".utf8)
        var candidate = range.start - marker.count
        while candidate > 0 {
            defer { candidate -= 1 }
            guard bytes[candidate] == marker[0], Array(bytes[candidate..<(candidate + marker.count)]) == marker else { continue }
            var nameStart = candidate
            while nameStart > 0, SourceBytes.isIdentifierByte(bytes[nameStart - 1]) { nameStart -= 1 }
            let name = String(decoding: bytes[nameStart..<candidate], as: UTF8.self)
            guard !name.isEmpty, nameStart >= 4, Array(bytes[(nameStart - 4)..<nameStart]) == Array("var ".utf8) else { continue }
            var brace = candidate + marker.count
            while brace < bytes.count, bytes[brace] == UInt8(ascii: " ") { brace += 1 }
            guard brace < bytes.count, bytes[brace] == UInt8(ascii: "{") else { continue }
            // The nearest declaration before the text either holds it or holds nothing around it.
            guard endOfGroup(from: brace, in: bytes) >= range.end else { return nil }
            return name == "body" ? nil : name
        }
        return nil
    }

    /// The ranges where `needle` occurs as a whole member name (`.rows`, not `.rowsCount`).
    private static func occurrences(of needle: [UInt8], in bytes: [UInt8]) -> [ByteRange] {
        var ranges: [ByteRange] = []
        var index = 0
        while let found = SourceBytes.firstIndex(of: needle, in: bytes, from: index) {
            index = found + needle.count
            if index < bytes.count, SourceBytes.isIdentifierByte(bytes[index]) { continue }
            ranges.append(ByteRange(start: found, end: index))
        }
        return ranges
    }

    // MARK: - Project views drawing a closure only to reserve room

    /// The project's views that draw the view their first closure parameter builds hidden, only to
    /// size themselves (Swiftfin's `AlternateLayoutView { Button("Hidden") {} } content: { … }`,
    /// whose body is `layout.hidden().overlay { content(…) }` in another file): every initializer's
    /// first closure parameter is stored (`self.layout = layout()`) and the body starts by drawing
    /// it `.hidden()` or `.opacity(0)`.
    /// Found per file (`LayoutHidingViews` joins them over the project).
    static func layoutHidingViews(in file: ScannedFile) -> [String] {
        let bytes = file.source.bytes
        guard SourceBytes.firstIndex(of: Array(".hidden()".utf8), in: bytes, from: 0) != nil
            || SourceBytes.firstIndex(of: Array(".opacity(0)".utf8), in: bytes, from: 0) != nil
        else { return [] }
        var names: [String] = []
        for type in file.types where type.kind == .struct && type.inheritance.contains("View") {
            let initializers = file.functions.filter { $0.kind == .initializer && $0.typePath.last == type.name }
            let closures = initializers.compactMap { $0.parameters.first { $0.type.contains("->") }?.name }
            guard let stored = closures.first, closures.count == initializers.count, closures.allSatisfy({ $0 == stored }),
                SourceBytes.firstIndex(of: Array("self.\(stored) = \(stored)()".utf8), in: bytes, from: type.range.start).map({ $0 < type.range.end }) == true,
                bodyStartsHiding(stored, in: type.range, bytes: bytes)
            else { continue }
            names.append(type.name)
        }
        return names
    }

    /// Whether the type's `var body: some View {` first draws `name` with `.hidden()` or
    /// `.opacity(0)` among its modifiers.
    private static func bodyStartsHiding(_ name: String, in range: ByteRange, bytes: [UInt8]) -> Bool {
        let marker = Array("var body: some View {".utf8)
        guard let found = SourceBytes.firstIndex(of: marker, in: bytes, from: range.start), found < range.end else { return false }
        var index = found + marker.count
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        let nameBytes = Array(name.utf8)
        guard index + nameBytes.count <= bytes.count, Array(bytes[index..<(index + nameBytes.count)]) == nameBytes else { return false }
        let after = index + nameBytes.count
        guard after < bytes.count, !SourceBytes.isIdentifierByte(bytes[after]) else { return false }
        return modifiers(after: after, in: bytes, contain: hides)
    }

    /// Whether the text at `range` is inside the first trailing closure of a call of one of
    /// `views` (`layoutHidingViews(in:)`): that closure's view is drawn hidden.
    static func isInHiddenLayout(at range: ByteRange, in bytes: [UInt8], views: Set<String>) -> Bool {
        for name in views {
            let needle = Array(name.utf8)
            var index = max(0, range.start - 20_000)
            while let found = SourceBytes.firstIndex(of: needle, in: bytes, from: index), found < range.start {
                index = found + needle.count
                if found > 0, SourceBytes.isIdentifierByte(bytes[found - 1]) || bytes[found - 1] == UInt8(ascii: ".") { continue }
                var cursor = found + needle.count
                guard cursor < bytes.count, !SourceBytes.isIdentifierByte(bytes[cursor]) else { continue }
                while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") { cursor = endOfGroup(from: cursor, in: bytes) }
                while cursor < bytes.count, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "{") else { continue }
                if cursor < range.start, endOfGroup(from: cursor, in: bytes) >= range.end { return true }
            }
        }
        return false
    }

    // MARK: - Tab items of paged tab views

    /// Whether the text at `range` labels a `.tabItem { … }` of a view inside a `TabView` styled as
    /// pages: in the same expression, or through the view function or property holding the tab
    /// item when every use of it in the file is inside such a `TabView`.
    static func isPageTabItem(at range: ByteRange, in bytes: [UInt8]) -> Bool {
        guard let tabItem = innermostGroup(after: ".tabItem", around: range, in: bytes) else { return false }
        if isInsidePageTabView(tabItem, in: bytes) { return true }
        if let name = enclosingViewFunction(around: tabItem, in: bytes) {
            let calls = callsOf(name, in: bytes)
            return !calls.isEmpty && calls.allSatisfy { isInsidePageTabView($0, in: bytes) }
        }
        if let name = enclosingViewProperty(around: tabItem, in: bytes) {
            let uses = occurrences(of: Array(("." + name).utf8), in: bytes)
            return !uses.isEmpty && uses.allSatisfy { isInsidePageTabView($0, in: bytes) }
        }
        return false
    }

    /// Whether `range` lies in the content of a `TabView { … }` (also `TabView(selection: …) { … }`)
    /// that is styled as pages by its own modifiers or those of a container around it.
    private static func isInsidePageTabView(_ range: ByteRange, in bytes: [UInt8]) -> Bool {
        guard let content = innermostGroup(after: "TabView", around: range, in: bytes) else { return false }
        return isInPlace(content, in: bytes, modifiedBy: isPageStyle)
    }

    /// Whether a modifier sets a paged tab view style (`.tabViewStyle(.page)`,
    /// `.tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))`, watchOS `.verticalPage`).
    private static func isPageStyle(name: String, arguments: String) -> Bool {
        name == "tabViewStyle"
            && (arguments.hasPrefix(".page") || arguments.hasPrefix("PageTabViewStyle(") || arguments.hasPrefix(".verticalPage"))
    }

    /// The innermost brace group around `range` that follows `name` (`.tabItem { … }`,
    /// `TabView(selection: $tab) { … }`): the group from its `{` to after its `}`.
    private static func innermostGroup(after name: String, around range: ByteRange, in bytes: [UInt8]) -> ByteRange? {
        let needle = Array(name.utf8)
        var best: ByteRange?
        var index = max(0, range.start - 50_000)
        while let found = SourceBytes.firstIndex(of: needle, in: bytes, from: index), found < range.start {
            index = found + needle.count
            if name.first != ".", found > 0, SourceBytes.isIdentifierByte(bytes[found - 1]) { continue }
            var brace = index
            if brace < bytes.count, SourceBytes.isIdentifierByte(bytes[brace]) { continue }
            while brace < bytes.count, bytes[brace] == UInt8(ascii: " ") { brace += 1 }
            if brace < bytes.count, bytes[brace] == UInt8(ascii: "(") {
                brace = endOfGroup(from: brace, in: bytes)
                while brace < bytes.count, bytes[brace] == UInt8(ascii: " ") { brace += 1 }
            }
            guard brace < bytes.count, bytes[brace] == UInt8(ascii: "{"), brace < range.start else { continue }
            let group = ByteRange(start: brace, end: endOfGroup(from: brace, in: bytes))
            if group.end >= range.end, best.map({ group.start > $0.start }) ?? true { best = group }
        }
        return best
    }

    // MARK: - Modifiers

    /// Whether the view at `range` is hidden by its own modifiers or those of a container in the
    /// same expression.
    private static func isHiddenInPlace(_ range: ByteRange, in bytes: [UInt8]) -> Bool {
        isInPlace(range, in: bytes, modifiedBy: hides)
    }

    /// Whether a modifier draws its view as a placeholder or not at all.
    private static func hides(name: String, arguments: String) -> Bool {
        switch name {
        case "redacted": return arguments.contains(".placeholder")
        case "opacity": return arguments == "0" || arguments == "0.0"
        case "hidden": return arguments.isEmpty
        default: return false
        }
    }

    /// Whether a modifier `matches` among the view's own modifiers at `range` or those of a
    /// container in the same expression.
    private static func isInPlace(
        _ range: ByteRange, in bytes: [UInt8], modifiedBy matches: (_ name: String, _ arguments: String) -> Bool
    ) -> Bool {
        // A view property's use carries its own modifiers (`Self.rows.redacted(reason: .placeholder)`).
        if modifiers(after: range.end, in: bytes, contain: matches) { return true }
        var index = range.end
        var depth = 0
        // Walk forward to each closing bracket of a group around the text; the modifiers written
        // after it apply to that view or container.
        let limit = min(bytes.count, range.end + 20_000)
        while index < limit {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index = endOfString(from: index, in: bytes)
                continue
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth > 0 {
                    depth -= 1
                } else if modifiers(after: index + 1, in: bytes, contain: matches) {
                    return true
                }
            default:
                break
            }
            index += 1
        }
        return false
    }

    /// Whether the modifier chain starting at `start` (`.font(.title).redacted(reason: .placeholder)`)
    /// holds a modifier that `matches` (its name, and its arguments without white space).
    private static func modifiers(
        after start: Int, in bytes: [UInt8], contain matches: (_ name: String, _ arguments: String) -> Bool
    ) -> Bool {
        var index = start
        while true {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\r") {
                index += 1
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "."), index + 1 < bytes.count, SourceBytes.isIdentifierByte(bytes[index + 1]) else { return false }
            index += 1
            let nameStart = index
            while index < bytes.count, SourceBytes.isIdentifierByte(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            var arguments = ""
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "(") {
                let end = endOfGroup(from: index, in: bytes)
                arguments = String(decoding: bytes[(index + 1)..<max(index + 1, end - 1)], as: UTF8.self).filter { !$0.isWhitespace }
                index = end
            }
            if matches(name, arguments) { return true }
            // A trailing closure (`.overlay { … }`) belongs to the modifier.
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "{") { index = endOfGroup(from: index, in: bytes) }
        }
    }

    /// The index after the bracket group opening at `start`.
    private static func endOfGroup(from start: Int, in bytes: [UInt8]) -> Int {
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                index = endOfString(from: index, in: bytes)
                continue
            case UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default:
                break
            }
            index += 1
        }
        return bytes.count
    }

    /// The index after the string literal opening at `start` (one line; an interpolation's
    /// parentheses are skipped with the text).
    private static func endOfString(from start: Int, in bytes: [UInt8]) -> Int {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""), UInt8(ascii: "\n"): return index + 1
            default: index += 1
            }
        }
        return bytes.count
    }
}

/// The views each Swift file declares that draw their first closure's view hidden
/// (`HiddenText.layoutHidingViews(in:)`), joined over the project by `ProjectModel.union(of:)`:
/// a keystroke reads again only the file it changed, not the 1,500 files of the seeds' scale.
enum LayoutHidingViews: FileContribution {
    /// The layout-hiding views `file` declares (none for a file other than Swift).
    static func elements(of file: IndexedFile) -> [String] {
        file.swift.map(HiddenText.layoutHidingViews(in:)) ?? []
    }
}
