import JSONRPC
import Testing

@Suite struct JSONParserTests {
    @Test func readsEveryKindOfValue() throws {
        let value = try JSONParser.parse(#" {"a": [1, -2, 3.5, 1e3, true, false, null], "b": {"c": "d"}} "#)
        #expect(value == ["a": [1, -2, 3.5, 1000.0, true, false, nil], "b": ["c": "d"]])
    }

    @Test func unescapesStringsIncludingSurrogatePairs() throws {
        let value = try JSONParser.parse(#""q\" b\\ s\/ n\n t\t u\u00e9 pair\ud83d\ude00 lone\ud800x""#)
        #expect(value == .string("q\" b\\ s/ n\n t\t ué pair😀 lone\u{FFFD}x"))
    }

    @Test func repairsInvalidUTF8InsteadOfFailing() throws {
        let bytes: [UInt8] = Array(#"{"s":""#.utf8) + [0xFF, 0xFE, 0xC3] + Array(#""}"#.utf8)
        let value = try JSONParser.parse(bytes)
        #expect(value["s"]?.stringValue?.contains("\u{FFFD}") == true)
    }

    @Test func refusesNestingDeeperThanTheLimitWithoutCrashing() {
        let depth = 100_000
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
        let allowed = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect((try? JSONParser.parse(allowed)) != nil)
    }

    @Test(arguments: [#"{"a":"#, #"{"a" 1}"#, "[1,]", "01", "tru", #""unterminated"#, "{} x", "-", "1.", #""\x""#])
    func rejectsMalformedText(_ text: String) {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(text) }
    }

    @Test func parsePrefixStopsAfterOneValueAndItsWhitespace() throws {
        let (value, end) = try JSONParser.parsePrefix(Array(#"{"a":1}  Content-L"#.utf8))
        #expect(value == ["a": 1])
        #expect(end == 9)
    }

    @Test func keepsLargeIntegersExactAndOverflowingOnesAsDoubles() throws {
        #expect(try JSONParser.parse("9007199254740993") == .int(9_007_199_254_740_993))
        #expect(try JSONParser.parse("99999999999999999999") == .double(1e20))
    }
}

@Suite struct JSONSerializationTests {
    @Test func escapesWhatJSONRequiresAndKeepsUnicode() {
        let value: JSONValue = ["text": "quote\" backslash\\ newline\n bell\u{07} é 😀"]
        #expect(value.serializedString() == #"{"text":"quote\" backslash\\ newline\n bell\u0007 é 😀"}"#)
    }

    @Test func roundTripsThroughTheParser() throws {
        let value: JSONValue = [
            "int": -42, "double": 0.25, "list": [true, nil, "x"], "nested": ["empty": [:], "array": []],
            "control": "\u{01}\u{1F}\t",
        ]
        #expect(try JSONParser.parse(value.serialized()) == value)
    }

    @Test func writesNonFiniteNumbersAsNull() {
        #expect(JSONValue.double(.infinity).serializedString() == "null")
        #expect(JSONValue.double(.nan).serializedString() == "null")
    }
}
