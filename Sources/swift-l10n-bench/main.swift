import Foundation
import ProjectGenerator

// swift-l10n-bench: writes synthetic projects and measures swift-l10n on them.
// `generate` writes one project; `run` measures at several sizes and checks findings against the
// planted defects; `scanner` measures the Swift scanner alone; `rules` what each rule costs. Exit codes: 0 fine, 1 findings differ from the manifest, 2 usage or fatal error.

// A language server that exits early must not kill the bench through SIGPIPE; writes then fail
// with EPIPE and are reported.
signal(SIGPIPE, SIG_IGN)

switch BenchArguments.parse(Array(CommandLine.arguments.dropFirst())) {
case .failure(let error):
    FileHandle.standardError.write(Data("swift-l10n-bench: \(error.message)\n\(BenchArguments.usage)\n".utf8))
    exit(2)
case .success(let arguments):
    do {
        switch arguments.command {
        case .generate:
            exit(try GenerateCommand.run(arguments))
        case .run:
            exit(try BenchRunner(arguments: arguments).run())
        case .indexProbe:
            exit(try IndexProbe.run(root: arguments.out!, keystrokes: arguments.iterations))
        case .scanner:
            exit(try ScannerCommand.run(arguments))
        case .rules:
            exit(RulesCommand.run(arguments))
        }
    } catch {
        FileHandle.standardError.write(Data("swift-l10n-bench: \(error)\n".utf8))
        exit(2)
    }
}
