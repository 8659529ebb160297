import Foundation
import SwiftSourceScanner

/// `swift-l10n scan`: the Swift scanner's inspection tool. Owned by issue 3.
///
/// Prints, for each file, one JSON object per line for every string literal and every
/// localization call site, exactly as the scanner summarizes the file (`ScanJSON`).
public enum ScanCommand {
    public static let spec = CommandSpec(
        name: "scan",
        summary: "Print what the Swift scanner sees: string literals and localization call sites.",
        discussion: """
            Each line is one JSON object. Positions are 1-based; columns count UTF-8 bytes, as the \
            Swift compiler does; an end position is one past the last character.

            {"kind":"string", file, line, column, endLine, endColumn, pounds, multiline, terminated, \
            value, segments} for every string literal: value is the decoded text (null when it has \
            interpolations); segments are {"text", line, column} or {"interpolation": expression text, \
            line, column, labels, type, specifier}, where type is the value's type when the file alone \
            shows it (a literal, .count, a declaration in the file) and null otherwise.

            {"kind":"localization", file, line, column, endLine, endColumn, callee, entryPoint, labels, \
            key, table, bundle, comment, defaultValue} for every call whose argument is looked up as a \
            localization key (Text, Button, navigationTitle, String(localized:), NSLocalizedString, \
            LocalizedStringResource, prompt:/placeholder: literals …; Text(verbatim:) is listed with \
            entryPoint "verbatimText"). key is {"literal"}, {"template", "derived", "open"} (derived: \
            the key the compiler looks up, with %@ standing for interpolations whose type is open), \
            {"fallback", "expression"} for `x ?? "literal"`, or {"expression", "shape"}.

            With --all-calls, also {"kind":"call", file, line, column, callee, labels} for every call \
            with parentheses, positioned where the whole call expression starts: the form \
            scripts/oracle-diff.py compares with the compiler's parser.
            """,
        options: [
            OptionSpec("--json", help: "One JSON object per line (the only format, and the default)."),
            OptionSpec("--all-calls", help: "Also list every call with its argument labels."),
        ],
        positionals: PositionalSpec("FILE", minimum: 1, help: "Swift files to scan."),
        run: { arguments, context in run(arguments, context: context) })

    /// Scans each file in order; an unreadable file is reported and makes the exit code 2.
    static func run(_ arguments: ParsedArguments, context: CommandContext) -> Int32 {
        var status = ExitCode.success
        let includeAllCalls = arguments.has("--all-calls")
        for path in arguments.positionals {
            guard let data = FileManager.default.contents(atPath: context.absolutePath(path)) else {
                context.standardError("swift-l10n scan: cannot read \(path)\n")
                status = ExitCode.usage
                continue
            }
            let lines = ScanJSON.lines(for: [UInt8](data), path: path, includeAllCalls: includeAllCalls)
            if !lines.isEmpty { context.standardOutput(lines.joined(separator: "\n") + "\n") }
        }
        return status
    }
}
