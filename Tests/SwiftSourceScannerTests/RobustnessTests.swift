import SwiftSourceScanner
import Testing
import TextPositions

/// Broken input is normal input: random truncations and byte edits of Swift sources never crash
/// or hang the scanner, and every range it reports stays inside the text.
@Suite struct RobustnessTests {
    /// Sources covering every literal form, comments, directives and declarations.
    static let seeds: [String] = [
        SwiftSourceScannerBenchmark.syntheticSource(lines: 60, seed: 7).withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) },
        ##"""
        #!/usr/bin/env swift
        import SwiftUI
        /* nested /* comment */ "not a string" */
        enum Topic: String { case a = "x", b, c(Int) }
        struct V: View {
            var body: some View {
                Text("a \(b ? "c" : "d") \(e.map { "\($0)" }.joined()) f")
                    .navigationTitle(#"raw \#(x) "q""#)
                #if DEBUG
                Text(verbatim: """
                    multi \(line)
                    """)
                #else
                Button(String(localized: "k", bundle: .module)) { }
                #endif
            }
        }
        let r = /[a-z"]+/; let x = a / b; let y = #/x"/#
        """##,
    ]

    /// A deterministic xorshift generator.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(max(bound, 1)))
        }
    }

    /// Bytes that change how Swift is lexed.
    static let interesting: [UInt8] = Array("\"\\#(){}[]/*$`'@:,.;=?!<>".utf8) + [0x0A, 0x0D, 0x00, 0xFF, 0xC3, 0xE2]

    @Test func randomTruncationsAndEditsNeverBreakTheScanner() {
        var generator = Generator(state: 0x5EED_1234_ABCD_0001)
        for iteration in 0..<600 {
            var bytes = Array(Self.seeds[iteration % Self.seeds.count].utf8)
            let edits = 1 + generator.next(6)
            for _ in 0..<edits where !bytes.isEmpty {
                let position = generator.next(bytes.count)
                switch generator.next(4) {
                case 0: bytes.removeSubrange(position...)                                  // truncate
                case 1: bytes[position] = Self.interesting[generator.next(Self.interesting.count)]  // replace
                case 2: bytes.insert(Self.interesting[generator.next(Self.interesting.count)], at: position)
                default: bytes.remove(at: position)
                }
            }
            let file = ScannedFile(source: bytes)
            check(file, count: bytes.count, iteration: iteration)
            _ = PackageManifest(source: bytes)
        }
    }

    @Test func pathologicalNestingStaysBounded() {
        let deep = String(repeating: "\"\\(", count: 400) + String(repeating: ")\"", count: 400)
        let brackets = String(repeating: "(", count: 5000) + String(repeating: "}", count: 5000)
        for source in [deep, brackets, String(repeating: "/*", count: 3000), String(repeating: "#\"", count: 2000)] {
            let bytes = Array(source.utf8)
            check(ScannedFile(source: bytes), count: bytes.count, iteration: -1)
        }
    }

    /// A thread reuses its lists from file to file (`ScanWorkspace`): a file's summary is the same
    /// whatever the thread scanned before it, a small file, a large one (lists grown past what is
    /// kept) or nothing of its declarations and calls.
    @Test func summaryDoesNotDependOnTheFileScannedBefore() {
        let small = Array("""
            struct Row {
                let title: String
                func show(_ name: String, count: Int = 1) { Label("row.title", systemImage: name) }
            }
            let total = items.count
            """.utf8)
        // More values than the 256 KiB of records a list keeps for the next file.
        let large = SwiftSourceScannerBenchmark.syntheticSource(lines: 20_000, seed: 3)
        let alone = ScannedFile(source: small)
        #expect(alone.values.map(\.name) == ["title", "name", "count", "total"])
        #expect(alone.functions.map(\.name) == ["show"])
        #expect(alone.functions.first?.parameters.map(\.name) == ["name", "count"])
        #expect(alone.localizationCalls.map(\.call.callee) == ["Label"])
        let largeFile = ScannedFile(source: large)
        #expect(largeFile.values.count > 4_000)
        #expect(ScannedFile(source: small) == alone)
        #expect(ScannedFile(source: large) == largeFile)
        #expect(ScannedFile(source: Array("let x = 1".utf8)).values.map(\.name) == ["x"])
        #expect(ScannedFile(source: small) == alone)
    }

    /// Every reported range lies inside the text.
    func check(_ file: ScannedFile, count: Int, iteration: Int) {
        func inside(_ range: ByteRange) -> Bool { range.start >= 0 && range.end <= count }
        for literal in file.stringLiterals {
            #expect(inside(literal.range), "iteration \(iteration): literal \(literal.range)")
            #expect(literal.range.contains(literal.contentRange), "iteration \(iteration)")
            for interpolation in literal.interpolations { #expect(inside(interpolation.range)) }
        }
        for site in file.localizationCalls {
            #expect(inside(site.call.range), "iteration \(iteration): call \(site.call.range)")
            #expect(site.keyArgumentIndex < site.call.arguments.count)
        }
        for region in file.regions { #expect(inside(region.range)) }
        for declaration in file.types { #expect(inside(declaration.range)) }
        for value in file.values { #expect(inside(value.nameRange) && inside(value.scope)) }
    }
}
