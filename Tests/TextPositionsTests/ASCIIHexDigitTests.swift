import Testing
import TextPositions

@Suite struct ASCIIHexDigitTests {
    /// Every byte value: the 22 hex digits read as their values, every other byte (the letters
    /// just past `f`/`F`, the punctuation next to `0`–`9`, non-ASCII) reads as no digit.
    @Test func everyByteReadsAsItsDigitOrNone() {
        let digits = Array("0123456789abcdef".utf8)
        for byte in UInt8.min...UInt8.max {
            let lowered = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            let expected = digits.firstIndex(of: lowered).map(UInt8.init)
            #expect(byte.hexDigitValue == expected, "byte \(byte)")
        }
    }
}
