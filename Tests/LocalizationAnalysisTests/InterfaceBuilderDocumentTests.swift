import LocalizationIndex
import Testing
import TestSupport
import TextPositions

/// The texts a storyboard or XIB hands to objects of custom classes.
@Suite struct InterfaceBuilderDocumentTests {
    /// Attributes, a multi-line `<string key="text">` child and a button's state title of objects
    /// with a `customClass`; objects of system classes, comments and other elements' strings are
    /// left out, and entities are decoded.
    @Test func readsTextsOfCustomClassObjectsOnly() {
        let document = InterfaceBuilderDocument(bytes: Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <!-- <label text="InComment" customClass="HintLabel"/> -->
                <label text="PlainLabel" id="a"/>
                <label text="Export &amp; Share" placeholder="" id="b" customClass="HintLabel" customModule="App"/>
                <label id="c" customClass="HintLabel">
                    <string key="text">First line&#10;second line</string>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <button id="d" customClass="ActionButton">
                    <state key="normal" title="Retry"/>
                    <label text="NotTheButtons" id="e"/>
                </button>
                <textField id="f">
                    <string key="placeholder">SystemPlaceholder</string>
                </textField>
            </document>
            """.utf8))
        #expect(document.customClassTexts.map { [$0.className, $0.text] } == [
            ["HintLabel", "Export & Share"],
            ["HintLabel", "First line\nsecond line"],
            ["ActionButton", "Retry"],
        ])
    }

    /// A document cut off mid-tag yields what was read before the break, without crashing.
    @Test func brokenDocumentsYieldWhatWasRead() {
        let document = InterfaceBuilderDocument(bytes: Array("<document><label text=\"Kept\" customClass=\"L\"/><label text=\"Cut".utf8))
        #expect(document.customClassTexts.map { [$0.className, $0.text] } == [["L", "Kept"]])
    }

    /// Objects setting boolean or string runtime attributes, with their own texts and their
    /// cell's (a title attribute or a multi-line `<string key="title">`), each at its bytes;
    /// other attribute types and objects without attributes are left out.
    @Test func readsObjectsSettingRuntimeAttributes() throws {
        let marked = extractMarkers("""
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0">
                <menuItem title="1️⃣Open Recent2️⃣" id="a1">
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="boolean" keyPath="translatesTitle" value="YES"/>
                        <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                            <integer key="value" value="4"/>
                        </userDefinedRuntimeAttribute>
                    </userDefinedRuntimeAttributes>
                </menuItem>
                <menuItem title="Close All" id="a2"/>
                <textField id="t1" customClass="NoteField">
                    <textFieldCell key="cell" id="c1">
                        <string key="title">3️⃣Two
            lines4️⃣</string>
                    </textFieldCell>
                    <userDefinedRuntimeAttributes>
                        <userDefinedRuntimeAttribute type="string" keyPath="textKey" value="5️⃣notes.hint6️⃣"/>
                    </userDefinedRuntimeAttributes>
                </textField>
            </document>
            """)
        let document = InterfaceBuilderDocument(bytes: Array(marked.text.utf8))
        try #require(document.attributedObjects.count == 2)
        let menuItem = document.attributedObjects[0]
        #expect(menuItem.elementName == "menuItem" && menuItem.customClass == nil)
        #expect(menuItem.runtimeAttributes.map { [$0.keyPath, $0.type, $0.value] } == [["translatesTitle", "boolean", "YES"]])
        #expect(menuItem.texts.map(\.text) == ["Open Recent"])
        #expect(menuItem.texts.map(\.range) == [ByteRange(start: marked["1️⃣"], end: marked["2️⃣"])])
        let field = document.attributedObjects[1]
        #expect(field.elementName == "textField" && field.customClass == "NoteField")
        #expect(field.texts.map(\.text) == ["Two\nlines"])
        #expect(field.texts.map(\.range) == [ByteRange(start: marked["3️⃣"], end: marked["4️⃣"])])
        #expect(field.runtimeAttributes.map(\.value) == ["notes.hint"])
        #expect(field.runtimeAttributes.map(\.valueRange) == [ByteRange(start: marked["5️⃣"], end: marked["6️⃣"])])
    }
}
