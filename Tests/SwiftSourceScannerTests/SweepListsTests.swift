@testable import SwiftSourceScanner
import Testing

/// The sweep's pending brace roles live in a list it reuses from file to file (`Sweep.Records`),
/// searched from its end and shortened in place: these tests hold its bookkeeping to what a
/// dictionary from brace to role would give.
@Suite struct SweepListsTests {
    /// A role given, replaced and taken in any order: each brace gets the role set last, once.
    @Test func braceRolesAreTakenByBraceWhateverTheOrder() {
        // Tokens: a 0, { 1, b 2, { 3, c 4, { 5, } 6, } 7, } 8.
        let bytes = Array("a { b { c { } } }".utf8)
        let workspace = ScanWorkspace()
        bytes.withUnsafeBufferPointer { buffer in
            var sweep = Sweep(source: SourceText(bytes), bytes: buffer, lexed: Lexer.lex(buffer, in: workspace), workspace: workspace)
            sweep.setRole(.function(7), ofBrace: 1)
            sweep.setRole(.type(2), ofBrace: 3)
            sweep.setRole(.computedProperty(4), ofBrace: 5)
            sweep.setRole(.function(9), ofBrace: 1)   // replaces the first
            #expect(Self.describe(sweep.pendingRole(ofBrace: 3)) == "type 2")
            #expect(Self.describe(sweep.takeRole(ofBrace: 3)) == "type 2")   // from the middle
            #expect(Self.describe(sweep.pendingRole(ofBrace: 3)) == "none")
            #expect(Self.describe(sweep.takeRole(ofBrace: 3)) == "other")
            #expect(Self.describe(sweep.takeRole(ofBrace: 5)) == "computed 4")
            #expect(Self.describe(sweep.takeRole(ofBrace: 1)) == "function 9")
            #expect(sweep.braceRoles.count == 0)
            workspace.sweepRecords.keep(sweep.records)
        }
    }

    /// A role as text, for comparison.
    static func describe(_ role: Scope.Kind?) -> String {
        switch role {
        case nil: return "none"
        case .type(let index)?: return "type \(index)"
        case .function(let index)?: return "function \(index)"
        case .computedProperty(let index)?: return "computed \(index)"
        case .other?: return "other"
        }
    }
}
