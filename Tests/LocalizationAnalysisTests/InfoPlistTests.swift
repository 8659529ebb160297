import LocalizationIndex
import TestSupport
import Testing

@Suite struct InfoPlistTests {
    @Test func readsTopLevelStringsWithPositions() {
        let marked = extractMarkers("""
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>CFBundleDisplayName</key>
            \t<string>$(PRODUCT_NAME)</string>
            \t<!-- <key>NSOld</key><string>commented out</string> -->
            \t<key>UIBackgroundModes</key>
            \t<array><string>fetch</string></array>
            \t<key>1️⃣NSCameraUsageDescription</key>
            \t<string>2️⃣Scan &quot;receipts&quot; &amp; bills</string>
            \t<key>NSLocationWhenInUseUsageDescription</key>
            \t<string/>
            \t<key>NSAppTransportSecurity</key>
            \t<dict><key>NSMicrophoneUsageDescription</key><string>nested, not top level</string></dict>
            \t<key>LSRequiresIPhoneOS</key>
            \t<true/>
            \t<key>NFCReaderUsageDescription</key>
            \t<string><![CDATA[Tap <tags>]]></string>
            </dict>
            </plist>
            """)
        let plist = InfoPlist(path: "App/Info.plist", bytes: Array(marked.text.utf8))
        #expect(plist.problems.isEmpty)
        #expect(plist.entries.map(\.key) == [
            "CFBundleDisplayName", "NSCameraUsageDescription", "NSLocationWhenInUseUsageDescription", "NFCReaderUsageDescription",
        ])
        #expect(plist.usageDescriptions.map(\.value) == ["Scan \"receipts\" & bills", "", "Tap <tags>"])
        #expect(plist.usageDescriptions[0].keyRange.start == marked["1️⃣"])
        #expect(plist.usageDescriptions[0].valueRange.start == marked["2️⃣"])
    }

    @Test func nonXMLPlistsYieldProblemsNotCrashes() {
        #expect(InfoPlist(path: "a", bytes: Array("bplist00\u{0}".utf8)).problems == ["binary property list: not read"])
        #expect(InfoPlist(path: "a", bytes: Array("<plist><dict><key>NSCameraUsageDescription</key><string>cut".utf8)).entries.map(\.value) == ["cut"])
        #expect(InfoPlist(path: "a", bytes: []).entries.isEmpty)
    }
}

@Suite struct XcodeGenSpecTests {
    @Test func findsPermissionTextsInSettingsAndInfoProperties() {
        let marked = extractMarkers("""
            name: Reader
            settings:
              base:
                1️⃣INFOPLIST_KEY_NSCameraUsageDescription: 2️⃣"Scan \\"codes\\""
                INFOPLIST_KEY_CFBundleDisplayName: Reader
            targets:
              Reader:
                info:
                  properties:
                    NSMicrophoneUsageDescription: 'Record the reader''s notes'
                    NSContactsUsageDescription: Share with friends # plain
                    NSFaceIDUsageDescription: |
                      Unlock with Face ID
            """)
        let spec = XcodeGenSpec(path: "project.yml", bytes: Array(marked.text.utf8))
        #expect(spec.usageDescriptions.map(\.key) == ["NSCameraUsageDescription", "NSMicrophoneUsageDescription", "NSContactsUsageDescription"])
        #expect(spec.usageDescriptions.map(\.value) == ["Scan \"codes\"", "Record the reader's notes", "Share with friends"])
        #expect(spec.usageDescriptions[0].keyRange.start == marked["1️⃣"])
        #expect(spec.usageDescriptions[0].valueRange.start == marked["2️⃣"])
        #expect(XcodeGenSpec.isSpec("App/project.yml") && !XcodeGenSpec.isSpec("App/other.yml"))
    }
}
