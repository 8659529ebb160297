extension UInt8 {
    /// The value of this byte read as an ASCII hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), or
    /// `nil` for any other byte.
    ///
    /// Every format we read spells escaped code points with these digits: `\u{…}` in Swift
    /// literals, `\uXXXX` in JSON, `\UXXXX` in `.strings` and OpenStep property lists, `\x`/`\u`
    /// in Objective-C literals, `&#x…;` in XML and `%XX` in file URIs. One definition keeps their
    /// readers agreeing on what a digit is.
    ///
    ///     UInt8(ascii: "7").hexDigitValue  // 7
    ///     UInt8(ascii: "b").hexDigitValue  // 11
    ///     UInt8(ascii: "F").hexDigitValue  // 15
    ///     UInt8(ascii: "g").hexDigitValue  // nil
    @inlinable
    public var hexDigitValue: UInt8? {
        switch self {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return self &- UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return self &- UInt8(ascii: "a") &+ 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return self &- UInt8(ascii: "A") &+ 10
        default: return nil
        }
    }
}
