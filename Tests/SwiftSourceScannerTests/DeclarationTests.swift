import SwiftSourceScanner
import Testing
import TestSupport
import TextPositions

/// Declarations the analysis uses to resolve types and expand runtime-built keys.
@Suite struct DeclarationTests {
    @Test func enumCasesWithExplicitAndImplicitRawValues() {
        let source = """
            struct Screen {
                enum 1️⃣Topic: String, CaseIterable {
                    case sleep, food = "eat"
                    case `default`
                    case water(Int)
                }
            }
            enum Level: Int { case low, mid = 5, high }
            enum Plain { case a, b }
            """
        let marked = extractMarkers(source)
        let file = ScannedFile(source: marked.text)
        #expect(file.enums.map(\.name) == ["Topic", "Level", "Plain"])
        let topic = file.enums[0]
        #expect(topic.nestingPath == ["Screen"])
        #expect(topic.qualifiedName == "Screen.Topic")
        #expect(topic.nameRange.start == marked["1️⃣"])
        #expect(topic.rawType == "String")
        #expect(topic.inheritance == ["String", "CaseIterable"])
        #expect(topic.cases.map(\.name) == ["sleep", "food", "default", "water"])
        #expect(topic.cases.map(\.rawValue) == ["sleep", "eat", "default", "water"])
        #expect(topic.cases.map(\.hasExplicitRawValue) == [false, true, false, false])
        #expect(topic.cases.map(\.hasAssociatedValues) == [false, false, false, true])
        #expect(file.enums[1].cases.map(\.rawValue) == ["0", "5", "6"])
        #expect(file.enums[2].rawType == nil)
        #expect(file.enums[2].cases.map(\.rawValue) == [nil, nil])
    }

    @Test func valuesWithDeclaredAndObviousTypes() {
        let source = """
            struct Model {
                let title: LocalizedStringKey = "model.title"
                static let count = 3
                var ratio = 0.5
                let name = "Ada"
                let greeting = String(localized: "hello")
                let resource = LocalizedStringResource("resource")
                func show(items: [Item]) {
                    let total = items.count
                    var label: String
                }
            }
            """
        let file = ScannedFile(source: source)
        let byName = Dictionary(file.values.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(byName["title"]?.declaredType == "LocalizedStringKey")
        #expect(byName["title"]?.kind == .property)
        #expect(byName["count"]?.isStatic == true)
        #expect(byName["count"]?.obviousType == "Int")
        #expect(byName["ratio"]?.obviousType == "Double")
        #expect(byName["name"]?.obviousType == "String")
        #expect(byName["greeting"]?.obviousType == "String")
        #expect(byName["resource"]?.obviousType == "LocalizedStringResource")
        #expect(byName["items"]?.kind == .parameter)
        #expect(byName["items"]?.declaredType == "[Item]")
        #expect(byName["total"]?.kind == .local)
        #expect(byName["total"]?.obviousType == "Int")
        #expect(byName["label"]?.declaredType == "String")
        if case .localizationCall(let site)? = byName["greeting"]?.value {
            #expect(site.entryPoint.kind == .stringLocalized)
        } else {
            Issue.record("greeting should come from a localization call")
        }
        if case .stringLiteral(let literal)? = byName["title"]?.value {
            #expect(literal.value == "model.title")
        } else {
            Issue.record("title should be a literal")
        }
    }

    @Test func computedPropertyReturningASwitchOfLiterals() {
        let source = """
            enum Tab {
                case home, settings, about
                var title: String {
                    switch self {
                    case .home: "tab.home"
                    case .settings, .about:
                        return "tab.other"
                    }
                }
                func subtitle() -> String { isOn ? "on" : (flag ? "maybe" : "off") }
                var dynamic: String { name }
            }
            """
        let file = ScannedFile(source: source)
        #expect(file.literalProducers.map(\.name) == ["title", "subtitle"])
        let title = file.literalProducers[0]
        #expect(title.kind == .computedProperty)
        #expect(title.typePath == ["Tab"])
        #expect(title.literals.map(\.value) == ["tab.home", "tab.other"])
        #expect(title.isComplete)
        #expect(title.cases.map(\.patterns) == [[".home"], [".settings", ".about"]])
        #expect(title.cases.map { $0.literal?.value } == ["tab.home", "tab.other"])
        #expect(file.literalProducers[1].literals.map(\.value) == ["on", "maybe", "off"])
    }

    @Test func variableAssignedPerSwitchCase() {
        let source = """
            func key(for kind: Kind) -> String {
                var key: String
                switch kind {
                case .a: key = "kind.a"
                case .b: key = flag ? "kind.b1" : "kind.b2"
                default: key = computeKey()
                }
                return key
            }
            """
        let file = ScannedFile(source: source)
        #expect(file.switchAssignments.count == 1)
        let assignment = file.switchAssignments[0]
        #expect(assignment.variable == "key")
        #expect(assignment.subject == "kind")
        #expect(assignment.literals.map(\.value) == ["kind.a", "kind.b1", "kind.b2"])
        #expect(assignment.cases.last?.literal == nil)
    }

    @Test func literalsAssignedToKeyNames() {
        let source = """
            let titleKey = "screen.title"
            static let detailKeys = ["detail.one", "detail.two"]
            let storage = "not.a.key"
            configure(headerKey: "header")
            var footerKey: String { "footer" }
            """
        let file = ScannedFile(source: source)
        #expect(file.keyNamedLiterals.map(\.name) == ["titleKey", "detailKeys", "detailKeys", "headerKey", "footerKey"])
        #expect(file.keyNamedLiterals.map(\.literal.value) == ["screen.title", "detail.one", "detail.two", "header", "footer"])
    }

    @Test func ternaryInitializerProducesItsLiterals() {
        let file = ScannedFile(source: #"let label = isOn ? "on" : (isAuto ? "auto" : other)"#)
        guard case .literals(let literals, let isComplete)? = file.values.first?.value else {
            Issue.record("expected literals")
            return
        }
        #expect(literals.map(\.value) == ["on", "auto"])
        #expect(!isComplete)
    }

    @Test func functionsWithLocalizedParametersAndMemberwiseInitializers() {
        let source = """
            struct SettingsRow: View {
                let title: LocalizedStringKey
                var subtitle: String? = nil
                var body: some View { Text(title) }
            }
            struct Plain { let name: String }
            func badge(_ text: LocalizedStringResource, count: Int = 0) -> some View { EmptyView() }
            extension View {
                func cardTitle(_ key: LocalizedStringKey) -> some View { self }
            }
            """
        let file = ScannedFile(source: source)
        let localized = file.functions.filter(\.takesLocalizedText)
        #expect(localized.map(\.kind) == [.function, .function, .memberwiseInitializer])
        #expect(localized.map(\.typePath) == [[], ["View"], ["SettingsRow"]])
        let memberwise = localized[2]
        #expect(memberwise.parameters.map(\.label) == ["title", "subtitle"])
        #expect(memberwise.parameters.map(\.hasDefault) == [false, true])
        #expect(localized[0].parameters.map(\.label) == [nil, "count"])
        #expect(localized[0].parameters.map(\.type) == ["LocalizedStringResource", "Int"])
    }

    @Test func previewRegions() {
        let source = """
            struct Content: View { var body: some View { Text("shipping") } }
            1️⃣#Preview {
                Content()
            }2️⃣
            3️⃣struct Content_Previews: PreviewProvider {
                static var previews: some View { Text("preview") }
            }4️⃣
            """
        let marked = extractMarkers(source)
        let file = ScannedFile(source: marked.text)
        #expect(file.regions.map(\.range) == [
            ByteRange(start: marked["1️⃣"], end: marked["2️⃣"]), ByteRange(start: marked["3️⃣"], end: marked["4️⃣"]),
        ])
        #expect(file.regions.allSatisfy { $0.isPreview })
        #expect(!file.isNonShipping(file.localizationCalls[0].call.range.start))
        #expect(file.isNonShipping(file.localizationCalls[1].call.range.start))
    }

    @Test func branchesRunningOnlyInXcodePreviewsAreRegions() {
        let source = """
            struct Fields: View {
                var body: some View {
                    if ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" 1️⃣{
                        Section("decoded") { }
                    }2️⃣ else {
                        Section("shipping else") { }
                    }
                    if isReady, ProcessInfo().environment["XCODE_RUNNING_FOR_PREVIEWS"] != nil && isEditing 3️⃣{
                        Text("raw")
                    }4️⃣
                    if isEditing || ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" {
                        Text("shipping or")
                    }
                    if ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] != "1" {
                        Text("shipping not previews")
                    }
                    if environment["OTHER_VARIABLE"] == "1" {
                        Text("shipping other variable")
                    }
                    guard ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" else {
                        return Text("shipping guard")
                    }
                }
            }
            """
        let marked = extractMarkers(source)
        let file = ScannedFile(source: marked.text)
        #expect(file.regions.map(\.range) == [
            ByteRange(start: marked["1️⃣"], end: marked["2️⃣"]), ByteRange(start: marked["3️⃣"], end: marked["4️⃣"]),
        ])
        #expect(file.regions.allSatisfy { $0.isPreview })
        let nonShipping = file.localizationCalls.filter { file.isNonShipping($0.call.range.start) }
        #expect(nonShipping.map { $0.key.literalValue } == ["decoded", "raw"])
        #expect(file.localizationCalls.count == 7)
    }

    @Test func typesAndNesting() {
        let source = """
            public final class Store: ObservableObject {
                struct Item: Identifiable, Hashable { }
                class func make() -> Store { Store() }
            }
            extension Store.Item { }
            """
        let file = ScannedFile(source: source)
        #expect(file.types.map(\.name) == ["Store", "Item", "Store.Item"])
        #expect(file.types.map(\.kind) == [.class, .struct, .extension])
        #expect(file.types[1].nestingPath == ["Store"])
        #expect(file.types[1].inheritance == ["Identifiable", "Hashable"])
    }

    @Test func implicitClosureParameterOfAnElementClosure() {
        let source = """
            var body: some View {
                ForEach(Topic.allCases, id: \\.self) { Text("topic.\\(1️⃣$0.rawValue).title") }
                Button("x") { print($0) }
            }
            """
        let marked = extractMarkers(source)
        let file = ScannedFile(source: marked.text)
        let implicit = file.values.filter { $0.name == "$0" }
        #expect(implicit.count == 1)
        #expect(implicit.first?.elementOf == "Topic.allCases")
        #expect(implicit.first?.nameRange.start == marked["1️⃣"])
    }

    @Test func closureParametersAndLoopVariablesAreScopedToTheirBodies() {
        let source = """
            struct GuideView: View {
                let topic: PromoTopic
                var body: some View {
                    List(GuideTopic.allCases) 1️⃣{ topic in
                        Text("guide.\\(topic.rawValue).title")
                    2️⃣}
                    ForEach(model.items, id: \\.self) { item in Text(item) }
                    let names = Topic.allCases.map { (topic: Topic) -> String in topic.title }
                    let pairs = zip(a, b).map { first, second in first }
                    Button { [weak self] _ in } label: { Text("x") }
                    Text("no parameters").onTapGesture { print("tap") }
                }
                func titles() {
                    for topic in Topic.allCases.reversed() { print(topic) }
                    for key in keys where key.isEmpty { print(key) }
                }
            }
            """
        let marked = extractMarkers(source)
        let file = ScannedFile(source: marked.text)
        let bound = file.values.filter { $0.kind == .parameter || ($0.kind == .local && $0.value == nil) }
        #expect(bound.map(\.name) == ["topic", "item", "topic", "first", "second", "topic", "key"])
        #expect(bound.map(\.elementOf) == ["GuideTopic.allCases", "model.items", "Topic.allCases", nil, nil, "Topic.allCases.reversed()", nil])
        #expect(bound[0].kind == .parameter)
        #expect(bound[0].scope == ByteRange(start: marked["1️⃣"], end: marked["2️⃣"] + 1))
        #expect(bound.map(\.declaredType) == [nil, nil, "Topic", nil, nil, nil, nil])
        #expect(bound[5].kind == .local)
        // The property keeps its own declaration.
        #expect(file.values.first { $0.name == "topic" }?.kind == .property)
    }
}
