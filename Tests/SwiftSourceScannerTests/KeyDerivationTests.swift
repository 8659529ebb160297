import SwiftSourceScanner
import Testing

/// The key the compiler looks up for a localized literal (formats.md §5.3).
@Suite struct KeyDerivationTests {
    /// The first call site's literal key, derived with `types`.
    func derive(_ source: String, types: [String?] = []) -> DerivedKey? {
        guard let literal = ScannedFile(source: source).localizationCalls.first?.key.stringLiteral else { return nil }
        return DerivedKey(literal: literal, types: types)
    }

    @Test func typesTheFileShowsDecideTheSpecifier() {
        let source = """
            struct V: View {
                let count: Int
                let ratio: Double
                let name: String
                var body: some View { Text("\\(count) of \\(ratio) for \\(name): \\(items.count), \\(3), \\(2.5), \\("s")") }
            }
            """
        #expect(derive(source)?.key == "%lld of %lf for %@: %lld, %lld, %lf, %@")
    }

    @Test func unknownTypesStayOpenUntilTheIndexFillsThemIn() {
        let source = #"Text("today.howitworks.\(topic).title")"#
        let open = derive(source)
        #expect(open?.key == nil)
        #expect(open?.openInterpolations == [0])
        #expect(open?.rendered() == "today.howitworks.%@.title")
        #expect(derive(source, types: ["Int"])?.key == "today.howitworks.%lld.title")
        #expect(derive(source, types: ["Topic"])?.key == "today.howitworks.%@.title")
    }

    @Test func untypedBindingsShadowTheTypesOfOuterDeclarations() {
        // `if let cycleIndex` unwraps the optional; a closure parameter is not the property of its name.
        let unwrapped = """
            struct V: View {
                let cycleIndex: Int?
                var body: some View { if let cycleIndex { Text("\\(cycleIndex)") } }
            }
            """
        #expect(derive(unwrapped)?.openInterpolations == [0])
        let shadowed = """
            struct V: View {
                let topic: Int
                var body: some View { ForEach(names, id: \\.self) { topic in Text("topic \\(topic)") } }
            }
            """
        #expect(derive(shadowed)?.openInterpolations == [0])
    }

    @Test func specifierAndFormatArgumentsWin() {
        #expect(derive(#"Text("\(value, specifier: "%.1f") km, \(date, format: .dateTime)")"#)?.key == "%.1f km, %@")
    }

    @Test func percentIsDoubledOnlyInFormatKeys() {
        #expect(derive(#"Text("100% of \(3)")"#)?.key == "100%% of %lld")
        #expect(derive(#"Text("100% sure")"#)?.key == "100% sure")
    }

    @Test(arguments: [
        ("Int", "%lld"), ("Int64", "%lld"), ("Int32", "%d"), ("Int8", "%d"), ("UInt", "%llu"), ("UInt16", "%u"),
        ("Float", "%f"), ("Double", "%lf"), ("CGFloat", "%lf"), ("String", "%@"), ("Date", "%@"), ("Int?", "%@"),
    ])
    func specifierByType(type: String, specifier: String) {
        #expect(FormatSpecifier.forInterpolatedType(type) == specifier)
    }
}
