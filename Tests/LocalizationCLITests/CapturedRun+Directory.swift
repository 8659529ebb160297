@testable import LocalizationCLI

extension CapturedRun {
    /// Runs the CLI in-process with `currentDirectory` as the working directory.
    init(_ arguments: [String], currentDirectory: String) {
        let output = TextSink()
        let errors = TextSink()
        let context = CommandContext(
            standardOutput: { output.append($0) },
            standardError: { errors.append($0) },
            currentDirectory: currentDirectory)
        self.exitCode = SwiftL10nCommand.run(arguments, context: context)
        self.output = output.text
        self.errors = errors.text
    }

    /// A context that discards output, for calling command internals directly.
    static func context(currentDirectory: String) -> CommandContext {
        CommandContext(standardOutput: { _ in }, standardError: { _ in }, currentDirectory: currentDirectory)
    }
}
