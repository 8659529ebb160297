import Foundation
import SwiftSourceScanner
import TextPositions

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



/// The JSON-lines rendering behind `swift-l10n scan --json`: the scanner's inspection output
/// (the format is documented in the command's help).
///
/// One object per line, in source order per kind:
/// - `{"kind":"string", "file", "line", "column", "endLine", "endColumn", "pounds", "multiline",
///   "terminated", "value", "segments":[…]}` for every string literal. Positions are 1-based;
///   columns count UTF-8 bytes as the compiler does; the end is one past the closing delimiter.
///   `value` is the decoded text, `null` with interpolations. Each segment is
///   `{"text", "line", "column"}` or `{"interpolation", "line", "column", "labels", "type",
///   "specifier"}` (`type`: what the file shows the value's type is, or `null`).
/// - `{"kind":"localization", "file", "line", "column", "endLine", "endColumn", "callee",
///   "entryPoint", "labels", "key", "table", "bundle", "comment", "defaultValue"}` for every
///   localization call site. `key` is `{"literal": "…"}`, `{"template": source text, "derived":
///   key with known specifiers, "open": [indices of interpolations whose type is unknown]}`,
///   `{"fallback": "…", "expression": "…"}` or `{"expression": "…", "shape": "identifier" |
///   "memberAccess" | "call" | "closure" | "otherLiteral" | "other"}`.
/// - with `includeAllCalls`: `{"kind":"call", "file", "line", "column", "callee", "labels"}` for
///   every call with parentheses, positioned where the whole call expression starts (as the
///   compiler's parser places it), for comparison with `swift-strings-oracle`.
enum ScanJSON {
    /// The JSON lines for one file's bytes.
    static func lines(for source: [UInt8], path: String, includeAllCalls: Bool = false) -> [String] {
        let table = LineTable(bytes: source)
        let file: ScannedFile
        var calls: [InspectedCall] = []
        if includeAllCalls {
            (file, calls) = ScannedFile.inspectingEveryCall(source: source)
        } else {
            file = ScannedFile(source: source)
        }
        var lines: [String] = []
        lines.reserveCapacity(file.stringLiterals.count + file.localizationCalls.count + calls.count)
        let quotedPath = quote(path)
        for literal in file.stringLiterals {
            lines.append(render(literal, path: quotedPath, table: table))
        }
        for site in file.localizationCalls {
            lines.append(render(site, path: quotedPath, table: table))
        }
        for inspected in calls {
            let call = inspected.call
            let position = table.lineColumn(of: inspected.expressionStart)
            let labels = call.labels.map { $0.map(quote) ?? "\"_\"" }.joined(separator: ",")
            lines.append("{\"kind\":\"call\",\"file\":\(quotedPath),\"line\":\(position.line),\"column\":\(position.column),"
                + "\"callee\":\(quote(call.callee)),\"labels\":[\(labels)]}")
        }
        return lines
    }

    /// One string literal.
    static func render(_ literal: StringLiteral, path: String, table: LineTable) -> String {
        let start = table.lineColumn(of: literal.range.start)
        let end = table.lineColumn(of: literal.range.end)
        var segments: [String] = []
        for segment in literal.segments {
            switch segment {
            case .text(let text):
                let position = table.lineColumn(of: text.range.start)
                segments.append("{\"text\":\(quote(text.value)),\"line\":\(position.line),\"column\":\(position.column)}")
            case .interpolation(let interpolation):
                let position = table.lineColumn(of: interpolation.expressionRange.start)
                let labels = interpolation.labels.map { $0.map(quote) ?? "null" }.joined(separator: ",")
                segments.append("{\"interpolation\":\(quote(interpolation.expression)),\"line\":\(position.line),"
                    + "\"column\":\(position.column),\"labels\":[\(labels)],\"type\":\(optional(interpolation.obviousType)),"
                    + "\"specifier\":\(optional(interpolation.specifier))}")
            }
        }
        return "{\"kind\":\"string\",\"file\":\(path),\"line\":\(start.line),\"column\":\(start.column),"
            + "\"endLine\":\(end.line),\"endColumn\":\(end.column),\"pounds\":\(literal.poundCount),"
            + "\"multiline\":\(literal.isMultiline),\"terminated\":\(literal.isTerminated),"
            + "\"value\":\(optional(literal.value)),\"segments\":[\(segments.joined(separator: ","))]}"
    }

    /// One localization call site.
    static func render(_ site: LocalizationCallSite, path: String, table: LineTable) -> String {
        let start = table.lineColumn(of: site.call.range.start)
        let end = table.lineColumn(of: site.call.range.end)
        let labels = site.call.labels.map { $0.map(quote) ?? "\"_\"" }.joined(separator: ",")
        return "{\"kind\":\"localization\",\"file\":\(path),\"line\":\(start.line),\"column\":\(start.column),"
            + "\"endLine\":\(end.line),\"endColumn\":\(end.column),\"callee\":\(quote(site.callee)),"
            + "\"entryPoint\":\(quote(site.entryPoint.kind.rawValue)),\"labels\":[\(labels)],"
            + "\"key\":\(render(site.key)),\"table\":\(site.table.map(render) ?? "null"),"
            + "\"bundle\":\(render(site.bundle)),\"comment\":\(site.comment.map(render) ?? "null"),"
            + "\"defaultValue\":\(site.defaultValue.map(render) ?? "null")}"
    }

    /// An argument value.
    static func render(_ value: ArgumentValue) -> String {
        switch value {
        case .literal(let literal):
            return "{\"literal\":\(quote(literal.value ?? ""))}"
        case .template(let literal):
            let derived = DerivedKey(literal: literal)
            let open = derived.openInterpolations.map(String.init).joined(separator: ",")
            let source = literal.segments.map { segment -> String in
                switch segment {
                case .text(let text): return text.value
                case .interpolation(let interpolation): return "\\(" + interpolation.expression + ")"
                }
            }.joined()
            return "{\"template\":\(quote(source)),\"derived\":\(quote(derived.rendered(openAs: "%@"))),\"open\":[\(open)]}"
        case .fallback(let expression, let literal):
            return "{\"fallback\":\(quote(literal.value ?? "")),\"expression\":\(quote(expression.text))}"
        case .expression(let expression):
            return "{\"expression\":\(quote(expression.text)),\"shape\":\(quote(shape(expression.kind)))}"
        }
    }

    /// The name of an expression shape.
    static func shape(_ kind: SourceExpression.Kind) -> String {
        switch kind {
        case .identifier: return "identifier"
        case .memberAccess: return "memberAccess"
        case .call: return "call"
        case .closure: return "closure"
        case .otherLiteral: return "otherLiteral"
        case .other: return "other"
        }
    }

    /// A bundle reference.
    static func render(_ bundle: BundleReference) -> String {
        switch bundle {
        case .absent: return "null"
        case .module: return "\"module\""
        case .bundleMacro: return "\"#bundle\""
        case .main: return "\"main\""
        case .other(let text): return quote(text)
        }
    }

    /// A JSON string or `null`.
    static func optional(_ text: String?) -> String { text.map(quote) ?? "null" }

    /// A JSON string literal.
    static func quote(_ text: String) -> String {
        var output = ""
        JSONText.writeString(text, to: &output)
        return output
    }
}
