// The swift-l10n executable: a trivial wrapper. The CLI parses and runs commands; `lsp` is
// handed the language server here, the only place that knows both front ends.
import LocalizationCLI
import LocalizationServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let context = CommandContext.process(runLanguageServer: { options in
    runLanguageServer(logLevel: options.logLevel, debounceMilliseconds: options.debounceMilliseconds)
})
exit(SwiftL10nCommand.run(Array(CommandLine.arguments.dropFirst()), context: context))
