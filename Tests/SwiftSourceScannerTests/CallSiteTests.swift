import SwiftSourceScanner
import Testing
import TestSupport
import TextPositions

/// Localization call sites: every entry point, their arguments, and what is not one.
@Suite struct CallSiteTests {
    func scan(_ source: String) -> (ScannedFile, MarkedText) {
        let marked = extractMarkers(source)
        return (ScannedFile(source: marked.text), marked)
    }

    @Test func textWithLiteralKey() {
        let (file, marks) = scan(#"var body: some View { 1️⃣Text(2️⃣"greeting"3️⃣)4️⃣ }"#)
        #expect(file.localizationCalls.count == 1)
        let site = file.localizationCalls[0]
        #expect(site.entryPoint == EntryPoint(kind: .view, name: "Text"))
        #expect(site.key.literalValue == "greeting")
        #expect(site.keyArgument.valueRange == ByteRange(start: marks["2️⃣"], end: marks["3️⃣"]))
        #expect(site.call.range == ByteRange(start: marks["1️⃣"], end: marks["4️⃣"]))
        #expect(site.bundle == .absent)
        #expect(site.table == nil)
    }

    @Test(arguments: [
        "Label", "Button", "Toggle", "TextField", "SecureField", "Picker", "Section", "NavigationLink", "Link", "Menu",
        "ProgressView", "Stepper", "DatePicker", "ColorPicker", "Gauge", "LabeledContent", "ContentUnavailableView",
        "Tab", "ShareLink",
    ])
    func everySwiftUIViewTakesItsFirstArgumentAsKey(view: String) {
        let (file, _) = scan("let v = \(view)(\"title\", extra: x) { }")
        #expect(file.localizationCalls.map(\.entryPoint) == [EntryPoint(kind: .view, name: view)])
        #expect(file.localizationCalls.first?.key.literalValue == "title")
    }

    @Test(arguments: [
        "navigationTitle", "navigationSubtitle", "alert", "confirmationDialog", "help", "accessibilityLabel",
        "accessibilityHint", "accessibilityValue", "badge",
    ])
    func everyModifierTakesItsFirstArgumentAsKey(modifier: String) {
        let (file, _) = scan("content\n    .\(modifier)(\"title\", isPresented: $shown)")
        #expect(file.localizationCalls.map(\.entryPoint) == [EntryPoint(kind: .modifier, name: modifier)])
        #expect(file.localizationCalls.first?.call.isMember == true)
    }

    /// Element X: `viewModel.displayError(.alert("Not implemented."))` passes a case of the app's
    /// own `enum SoftLogoutScreenErrorType { case alert(String) }`: an implicit member is never a
    /// SwiftUI modifier, which applies to the view before its period. Chained after a directive,
    /// it still is.
    @Test func implicitMemberNamedLikeAModifierIsNoEntryPoint() {
        let source = """
            viewModel.displayError(.alert("Not implemented."))
            let error: ErrorType = .help("Read the manual")
            items = [.badge("New"), .alert("x")]
            func make() -> Kind { return .navigationTitle("t") }
            let view = content
            #if os(iOS)
                .navigationBarTitle("Inbox")
            #else
                .navigationTitle("Mail")
            #endif
            """
        let (file, _) = scan(source)
        #expect(file.localizationCalls.map(\.entryPoint.name) == ["navigationBarTitle", "navigationTitle"])
        #expect(file.localizationCalls.map(\.key.literalValue) == ["Inbox", "Mail"])
    }

    @Test func promptAndPlaceholderLiteralsAreKeysInAnyCall() {
        let (file, _) = scan(#"list.searchable(text: $query, prompt: "Search") ; Field(placeholder: "Name")"#)
        #expect(file.localizationCalls.map(\.entryPoint.kind) == [.promptArgument, .promptArgument])
        #expect(file.localizationCalls.map(\.key.literalValue) == ["Search", "Name"])
        #expect(file.localizationCalls.map(\.keyArgument.label) == ["prompt", "placeholder"])
    }

    @Test func stringLocalizedWithTableBundleCommentAndDefault() {
        let source = #"let s = String(localized: "k", defaultValue: "Hi", table: "Intents", bundle: .module, comment: "c")"#
        let (file, _) = scan(source)
        let site = file.localizationCalls[0]
        #expect(site.entryPoint.kind == .stringLocalized)
        #expect(site.key.literalValue == "k")
        #expect(site.tableName == "Intents")
        #expect(site.bundle == .module)
        #expect(site.comment?.literalValue == "c")
        #expect(site.defaultValue?.literalValue == "Hi")
    }

    @Test func everyFoundationEntryPoint() {
        let source = """
            let a = LocalizedStringKey("a")
            let b = LocalizedStringResource("b", table: "T", bundle: #bundle)
            let c = NSLocalizedString("c", tableName: "Legacy", bundle: Bundle.main, value: "C", comment: "")
            let d = Bundle.module.localizedString(forKey: "d", value: "D", table: nil)
            let e = AttributedString(localized: "e")
            """
        let (file, _) = scan(source)
        #expect(file.localizationCalls.map(\.entryPoint.kind) == [
            .localizedStringKey, .localizedStringResource, .nsLocalizedString, .bundleLocalizedString, .attributedStringLocalized,
        ])
        #expect(file.localizationCalls.map(\.key.literalValue) == ["a", "b", "c", "d", "e"])
        #expect(file.localizationCalls.map(\.bundle) == [.absent, .bundleMacro, .main, .absent, .absent])
        #expect(file.localizationCalls[2].tableName == "Legacy")
        #expect(file.localizationCalls[2].defaultValue?.literalValue == "C")
        #expect(file.localizationCalls[3].call.base == "Bundle.module")
        #expect(file.localizationCalls[3].defaultValue?.literalValue == "D")
    }

    @Test func implicitInitTakesItsTypeFromTheDeclaration() {
        let source = """
            let title: LocalizedStringResource = .init("title", bundle: .module)
            var subtitle: LocalizedStringResource { .init("subtitle") }
            let other: Foo = .init("not a key")
            """
        let (file, _) = scan(source)
        #expect(file.localizationCalls.map(\.key.literalValue) == ["title", "subtitle"])
        #expect(file.localizationCalls.map(\.entryPoint.kind) == [.localizedStringResource, .localizedStringResource])
        #expect(file.localizationCalls[0].call.base == "")
    }

    @Test func implicitInitWithResourceLabelsIsALocalizedStringResource() {
        let source = """
            Text(.init("fileScopes.label", defaultValue: "File Scopes", table: "Settings"))
            Button(.init("Select All", table: "Lists", comment: "menu")) { }
            .help(.init("add.tooltip", defaultValue: "Add", locale: locale))
            Row(.init("no resource labels"))
            Row(.init("users", join: "orders"))
            Row(.init(name, table: "People"))
            """
        let (file, _) = scan(source)
        let resources = file.localizationCalls.filter { $0.entryPoint.kind == .localizedStringResource }
        #expect(resources.map(\.key.literalValue) == ["fileScopes.label", "Select All", "add.tooltip"])
        #expect(resources.map(\.tableName) == ["Settings", "Lists", nil])
        #expect(resources.map { $0.defaultValue?.literalValue } == ["File Scopes", nil, "Add"])
    }

    @Test func multiLineCallFindsItsBundleTwoLinesBelow() {
        let source = """
            Text(
                1️⃣"multi.line",
                tableName: "Screens",
                bundle: .module
            )
            """
        let (file, marks) = scan(source)
        #expect(file.localizationCalls.count == 1)
        #expect(file.localizationCalls[0].keyArgument.valueRange.start == marks["1️⃣"])
        #expect(file.localizationCalls[0].bundle == .module)
        #expect(file.localizationCalls[0].tableName == "Screens")
    }

    @Test func keyArgumentShapes() {
        let source = """
            Text(title)
            Text(model.title)
            Text(makeTitle())
            Text(name ?? "Unknown")
            Text("\\(count) items")
            """
        let (file, _) = scan(source)
        let keys = file.localizationCalls.map(\.key)
        guard keys.count == 5 else {
            Issue.record("expected 5 call sites, found \(keys.count)")
            return
        }
        if case .expression(let expression) = keys[0] { #expect(expression.kind == .identifier && expression.text == "title") } else { Issue.record("\(keys[0])") }
        if case .expression(let expression) = keys[1] { #expect(expression.kind == .memberAccess) } else { Issue.record("\(keys[1])") }
        if case .expression(let expression) = keys[2] { #expect(expression.kind == .call) } else { Issue.record("\(keys[2])") }
        if case .fallback(let expression, let literal) = keys[3] {
            #expect(expression.text == "name")
            #expect(literal.value == "Unknown")
        } else {
            Issue.record("\(keys[3])")
        }
        if case .template(let literal) = keys[4] { #expect(literal.interpolations.map(\.expression) == ["count"]) } else { Issue.record("\(keys[4])") }
    }

    @Test func verbatimTextIsRecordedAsVerbatim() {
        let (file, _) = scan(#"Text(verbatim: "v1.2")"#)
        #expect(file.localizationCalls.count == 1)
        #expect(file.localizationCalls[0].isVerbatim)
        #expect(file.localizationCalls[0].keyArgument.label == "verbatim")
    }

    @Test func namesThatLookLikeEntryPointsButAreNotCalls() {
        let source = """
            // Text("in a comment")
            /* Button("in a block comment") */
            let s = "Text(\\"inside a string\\")"
            func Text(_ value: String) -> Int { 0 }
            let Label = 3
            let x = Label + 1
            myText("not an entry point")
            formatter.Text("a member named Text")
            let t = view.help
            enum Item { case help(String) }
            """
        let (file, _) = scan(source)
        #expect(file.localizationCalls.isEmpty)
    }

    @Test func literalInsideInterpolationIsNotAKeyOfItsOwn() {
        let (file, _) = scan(#"Text("a.\(isOn ? "on" : "off").title")"#)
        #expect(file.localizationCalls.count == 1)
        guard case .template(let literal) = file.localizationCalls[0].key else {
            Issue.record("expected a template")
            return
        }
        #expect(literal.interpolations[0].literalAlternatives == ["on", "off"])
        #expect(file.stringLiterals.count == 3)
    }

    @Test func callsInBothConditionalBranchesCount() {
        let source = """
            1️⃣#if DEBUG
            Text("debug.only")
            2️⃣#else
            Text("release")
            #endif3️⃣
            """
        let (file, marks) = scan(source)
        #expect(file.localizationCalls.map(\.key.literalValue) == ["debug.only", "release"])
        #expect(file.regions.map(\.range) == [
            ByteRange(start: marks["1️⃣"], end: marks["2️⃣"]), ByteRange(start: marks["2️⃣"], end: marks["3️⃣"]),
        ])
        #expect(file.regions.map(\.isDebugOnly) == [true, false])
        #expect(file.isNonShipping(file.localizationCalls[0].call.range.start))
        #expect(!file.isNonShipping(file.localizationCalls[1].call.range.start))
    }

    /// Each directive is told by its name's bytes: `#elseif` opens a branch with its own condition
    /// and `#else` one without, `#Preview` a preview region; other `#` names open nothing.
    @Test func directivesOpenTheirRegions() {
        let source = """
            1️⃣#if os(iOS)
            Text("phone")
            2️⃣#elseif DEBUG
            Text("debug")
            3️⃣#else
            Text("other")
            #endif4️⃣
            #elseiff
            let s = #selector(tap)
            5️⃣#Preview { Text("p") }6️⃣
            """
        let (file, marks) = scan(source)
        #expect(file.regions.map(\.range) == [
            ByteRange(start: marks["1️⃣"], end: marks["2️⃣"]), ByteRange(start: marks["2️⃣"], end: marks["3️⃣"]),
            ByteRange(start: marks["3️⃣"], end: marks["4️⃣"]), ByteRange(start: marks["5️⃣"], end: marks["6️⃣"]),
        ])
        let kinds = file.regions.map { region -> String in
            switch region.kind {
            case .conditionalBranch(let condition, let negated): return "\(condition ?? "-") / \(negated.joined(separator: ","))"
            case .preview: return "preview"
            case .previewProvider(let name): return "provider \(name)"
            }
        }
        #expect(kinds == ["os(iOS) / ", "DEBUG / !os(iOS)", "- / !os(iOS),!DEBUG", "preview"])
    }

    /// CubeTime keeps an old settings row under `#if false`: never compiled, never shipped.
    @Test func codeSwitchedOffWithIfFalseDoesNotShip() {
        let source = """
            #if false
            Text("Show welcome page")
            #endif
            #if true
            Text("Shown")
            #else
            Text("Old title")
            #endif
            """
        let (file, _) = scan(source)
        let shipping = file.localizationCalls.map { !file.isNonShipping($0.call.range.start) }
        #expect(file.localizationCalls.map(\.key.literalValue) == ["Show welcome page", "Shown", "Old title"])
        #expect(shipping == [false, true, false])
    }

    @Test func trailingClosuresExtendTheCall() {
        let (file, marks) = scan("Button(\"Save\") { save() } label: { Image(\"x\") }1️⃣")
        #expect(file.localizationCalls[0].call.trailingClosureCount == 2)
        #expect(file.localizationCalls[0].call.range.end == marks["1️⃣"])
    }

    @Test func conditionBodyIsNotATrailingClosure() {
        let (file, _) = scan("if check(\"a\") { Text(\"b\") }")
        #expect(file.otherCalls.first?.trailingClosureCount == 0)
        #expect(file.localizationCalls.map(\.key.literalValue) == ["b"])
    }

    @Test func callsOfOtherFunctionsWithLiteralsAreKeptForTheIndex() {
        let source = """
            SettingsRow(title: "settings.title", value: 3)
            Row(item.title)
            .cardTitle("card.title")
            .foregroundColor(theme.label)
            compute(3, 4)
            """
        let (file, _) = scan(source)
        #expect(file.otherCalls.map(\.callee) == ["SettingsRow", "Row", "cardTitle"])
        #expect(file.otherCalls[0].argument(labeled: "title")?.value.literalValue == "settings.title")
    }
}
