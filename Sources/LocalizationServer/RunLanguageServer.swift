import JSONRPC

/// Serves the Language Server Protocol on standard input and output until `exit` or the end of
/// input; returns the process exit code (0 after `shutdown`, 1 otherwise).
///
/// This is the entry point the `swift-l10n lsp` command calls (the CLI target does not know LSP,
/// the executable wires the two together). `logLevel` is `error`, `warning`, `info`, `debug` or
/// `trace`; an unknown name means `info`.
public func runLanguageServer(logLevel: String, debounceMilliseconds: Int?) -> Int32 {
    let options = ServerOptions(logLevel: LogLevel(name: logLevel) ?? .info, debounceMilliseconds: debounceMilliseconds)
    let server = LanguageServer(connection: .standardIO(), options: options)
    return server.run()
}
