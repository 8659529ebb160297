@testable import SwiftSourceScanner
import Testing

/// The lexer finds an identifier's end eight bytes at a time; these tests hold that test to the
/// byte-by-byte definition (`Lexer.isIdentifierContinue`) for every byte value at every position.
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
