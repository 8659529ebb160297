@testable import SwiftSourceScanner
import Testing

/// The lexer finds an identifier's end sixteen or eight bytes at a time (and a comment's end
/// sixteen at a time); these tests hold those tests to the byte-by-byte definitions
/// (`Lexer.isIdentifierContinue`, a line feed or carriage return) for every byte value at every
/// position.
@Suite struct IdentifierBytesTests {
    /// Each byte value, placed at each of the eight positions among identifier bytes, is flagged
    /// exactly when it cannot continue an identifier.
    @Test func everyByteAtEveryPositionIsClassifiedAsTheByteTestDoes() {
        for value in 0...255 {
            let byte = UInt8(value)
            for position in 0..<8 {
                var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 8)
                bytes[position] = byte
                let word = bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
                let flagged = Lexer.nonIdentifierBytes(word)
                let expected: UInt64 = Lexer.isIdentifierContinue(byte) ? 0 : 0x80 << UInt64(position * 8)
                #expect(flagged == expected, "byte \(value) at \(position)")
            }
        }
    }

    /// Calls `check` with sixteen `filler` bytes holding each byte value at each position.
    private func forEveryByteAtEverySixteenBytePosition(among filler: UInt8, _ check: (SIMD16<UInt8>, UInt8, Int) -> Void) {
        for value in 0...255 {
            for position in 0..<16 {
                var chunk = SIMD16<UInt8>(repeating: filler)
                chunk[position] = UInt8(value)
                check(chunk, UInt8(value), position)
            }
        }
    }

    /// The same for the sixteen-byte test the token loop uses: each byte value at each of the
    /// sixteen positions is flagged (bit 7 of its byte, in the half it falls in) exactly when it
    /// cannot continue an identifier.
    @Test func everyByteAtEverySixteenBytePositionIsClassifiedAsTheByteTestDoes() {
        forEveryByteAtEverySixteenBytePosition(among: UInt8(ascii: "a")) { chunk, byte, position in
            let flagged = Lexer.nonIdentifierBytes(chunk)
            let bit: UInt64 = Lexer.isIdentifierContinue(byte) ? 0 : 0x80 << UInt64((position % 8) * 8)
            #expect(flagged.low == (position < 8 ? bit : 0), "byte \(byte) at \(position)")
            #expect(flagged.high == (position < 8 ? 0 : bit), "byte \(byte) at \(position)")
        }
    }

    /// The comment skip's sixteen-byte test finds a line feed or carriage return at any position
    /// and nothing else (not the vertical tab and form feed between them).
    @Test func lineBreaksAreFoundAtEverySixteenBytePosition() {
        forEveryByteAtEverySixteenBytePosition(among: UInt8(ascii: "/")) { chunk, byte, position in
            #expect(Lexer.hasLineBreak(chunk) == (byte == 0x0A || byte == 0x0D), "byte \(byte) at \(position)")
        }
    }

    /// Comments of every length up to 40 bytes, ending at every offset near the end of the text,
    /// end at their line break (the sixteen-byte loop hands over to the eight-byte one).
    @Test func commentsOfEveryLengthEndAtTheirLineBreak() {
        for length in 0...40 {
            for padding in 0..<20 {
                let comment = "//" + String(repeating: "c", count: length)
                let source = comment + "\nlet a\(padding) = 1" + String(repeating: " ", count: padding)
                let file = ScannedFile(source: source)
                #expect(file.values.first?.name == "a\(padding)", "length \(length), padding \(padding)")
                #expect(file.values.first?.nameRange.start == comment.utf8.count + 5, "length \(length), padding \(padding)")
            }
        }
    }

    /// Names of every length up to 40 bytes, ending at every offset near the end of the text,
    /// come out whole (the word-wise loop hands over to the byte-wise one at the end).
    @Test func namesOfEveryLengthEndWhereTheirBytesEnd() {
        for length in 1...40 {
            for padding in 0..<10 {
                let name = String(repeating: "x", count: length - 1) + "_"
                let file = ScannedFile(source: "let " + name + String(repeating: " ", count: padding))
                #expect(file.values.first?.name == name, "length \(length), padding \(padding)")
                let assigned = ScannedFile(source: "let " + name + "=1" + String(repeating: " ", count: padding))
                #expect(assigned.values.first?.name == name, "length \(length), padding \(padding)")
            }
        }
    }

    /// Bytes from 0x80 (UTF-8 of non-ASCII letters) continue a name, as in the compiler.
    @Test func nonASCIINamesStayWhole() {
        let file = ScannedFile(source: "let größe1Ω_x = \"a\"")
        #expect(file.values.first?.name == "größe1Ω_x")
    }
}
