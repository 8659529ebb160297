import StringCatalog
import TextPositions

/// A `Settings.bundle` property list (`Root.plist` or a child pane's): the texts the Settings app
/// shows for the app's preferences, looked up in the bundle's `<lang>.lproj/<StringsTable>.strings`.
///
/// The Settings app, not code, reads these tables: without the property list their keys look
/// unused, and Xcode's template entries (`Group`, `Name`, `none given`, `Enabled`) that no
/// specifier shows look like texts to translate.
public struct SettingsSchema: Sendable {
    /// One text the Settings app shows, with where the property list writes it.
    public struct Text: Sendable, Equatable {
        /// The text, which is also its key in the strings table.
        public var key: String
        /// The `<string>` element.
        public var range: ByteRange
    }

    /// The strings table named by `StringsTable`; `nil` when the list names none (its texts are
    /// then shown as written, in every language).
    public let stringsTable: String?
    /// The shown texts: every specifier's `Title`, `FooterText`, `Titles` and `ShortTitles`.
    public let texts: [Text]

    /// The specifier fields whose strings the Settings app localizes.
    static let localizedFields: Set<String> = ["Title", "FooterText", "Titles", "ShortTitles"]

    /// Reads the property list `bytes` (XML; a binary or broken list yields no texts).
    public init(bytes: [UInt8]) {
        let root = XMLPropertyListReader.read(bytes).root?.value.members ?? []
        stringsTable = root.first { $0.key == "StringsTable" }?.value.value.stringValue
        var texts: [Text] = []
        if case .array(let specifiers)? = root.first(where: { $0.key == "PreferenceSpecifiers" })?.value.value {
            for specifier in specifiers {
                for field in specifier.value.members ?? [] where Self.localizedFields.contains(field.key) {
                    switch field.value.value {
                    case .string(let text):
                        texts.append(Text(key: text, range: field.value.range))
                    case .array(let items):
                        for item in items {
                            if let text = item.value.stringValue { texts.append(Text(key: text, range: item.range)) }
                        }
                    default:
                        break
                    }
                }
            }
        }
        self.texts = texts.filter { !$0.key.isEmpty }
    }

    /// Whether `path` is a property list inside a `Settings.bundle` folder.
    public static func isSettingsPropertyList(_ path: String) -> Bool {
        path.hasSuffix(".plist") && (path.hasPrefix("Settings.bundle/") || path.contains("/Settings.bundle/"))
    }

    /// The folder of the `Settings.bundle` holding `path` (`App/Settings.bundle/`), or `nil`.
    public static func bundleFolder(ofPath path: String) -> String? {
        guard let range = path.range(of: "Settings.bundle/") else { return nil }
        let start = path[..<range.lowerBound]
        guard start.isEmpty || start.hasSuffix("/") else { return nil }
        return String(path[..<range.upperBound])
    }

    /// The texts as key usages of the list at `path`: exact keys of the table, found in the
    /// bundle `bundle` (the Settings app reads the app's `Settings.bundle`, not its main bundle,
    /// so no `bundle:` advice applies).
    func usages(path: String, bundle: String) -> [KeyUsage] {
        guard let stringsTable else { return [] }
        return texts.map { text in
            KeyUsage(
                path: path, range: text.range, source: .call(Self.settingsApp), lookup: .key(text.key), table: stringsTable,
                bundleArgument: .other(Self.settingsApp), bundle: bundle, isShipping: true)
        }
    }

    /// How usages of these lists name their reader.
    public static let settingsApp = "Settings.bundle"
}
