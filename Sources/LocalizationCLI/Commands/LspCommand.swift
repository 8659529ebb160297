/// `swift-l10n lsp`: serves the Language Server Protocol over stdio.
///
/// The CLI does not know LSP: the executable injects the server through
/// `CommandContext.runLanguageServer`.
public enum LspCommand {
    public static let spec = CommandSpec(
        name: "lsp",
        summary: "Run the language server over stdio (for editors).",
        options: [
            OptionSpec("--log-level", .value(name: "LEVEL"), help: "Log detail on stderr and window/logMessage (default: info).", allowedValues: ["error", "warning", "info", "debug", "trace"]),
            OptionSpec("--debounce", .value(name: "MS"), help: "Milliseconds to wait after typing before diagnostics (default: the server's)."),
            OptionSpec("--stdio", help: "Use stdin/stdout (the default and only transport; accepted for editors that pass it)."),
        ],
        run: { arguments, context in
            var options = LanguageServerOptions(logLevel: arguments.value("--log-level") ?? "info")
            if let text = arguments.value("--debounce") {
                guard let milliseconds = Int(text), milliseconds >= 0 else {
                    context.standardError("error: swift-l10n lsp: --debounce takes a whole number of milliseconds, not '\(text)'\n")
                    return ExitCode.usage
                }
                options.debounceMilliseconds = milliseconds
            }
            guard let server = context.runLanguageServer else {
                return SwiftL10nCommand.notBuiltYet("swift-l10n lsp", context: context)
            }
            return server(options)
        })
}
