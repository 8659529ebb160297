import LocalizationIndex
import Testing

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
        #expect(document.customClassTexts == [
            .init(className: "HintLabel", text: "Export & Share"),
            .init(className: "HintLabel", text: "First line\nsecond line"),
            .init(className: "ActionButton", text: "Retry"),
        ])
    }

    /// A document cut off mid-tag yields what was read before the break, without crashing.
    @Test func brokenDocumentsYieldWhatWasRead() {
        let document = InterfaceBuilderDocument(bytes: Array("<document><label text=\"Kept\" customClass=\"L\"/><label text=\"Cut".utf8))
        #expect(document.customClassTexts == [.init(className: "L", text: "Kept")])
    }
}
