import Foundation
import ProjectGenerator

/// Editor-side latencies measured through a real `swift-l10n lsp` process.
struct LanguageServerMeasurement: Codable {
    /// From `didOpen` of the big file to its first diagnostics (includes indexing the project).
    var openToFirstDiagnosticsSeconds: Double
    /// Keystroke (`didChange`) → `publishDiagnostics` for that version, per keystroke.
    var keystrokeSeconds: [Double]
    /// Keystrokes whose diagnostics never came (within 30 s).
    var keystrokeTimeouts: Int
    /// Requests with no reply in time, over hover, completion and code action.
    var requestTimeouts: Int
    /// Series cut short because they ran past the time cap (`seriesTimeCap` seconds each).
    var truncatedSeries: [String]
    /// `textDocument/hover` round trips.
    var hoverSeconds: [Double]
    /// Whether hover returned content at the probe.
    var hoverAnswered: Bool
    /// `textDocument/completion` round trips.
    var completionSeconds: [Double]
    /// Items in the last completion list.
    var completionItems: Int
    /// `textDocument/codeAction` round trips.
    var codeActionSeconds: [Double]
    /// Actions offered at the planted missing key.
    var codeActions: Int
    /// The server's resident memory after the typing and the requests (nil off Linux).
    var serverResidentBytes: Int?
    /// The server's peak resident memory over the whole session (nil off Linux).
    var serverPeakBytes: Int?
}

/// Speaks LSP to `swift-l10n lsp` on a generated project, as an editor would.
enum LanguageServerBenchmark {
    /// Longest time one series (keystrokes, hovers…) may take; a slow server gets fewer samples
    /// instead of stalling the bench for hours.
    static let seriesTimeCap = 90.0

    /// The debounce the measured server runs with, passed explicitly (`lsp --debounce`) so that the
    /// budget can judge the time beyond it whatever the server's default becomes.
    static let debounceMilliseconds = 50

    /// Opens the big file, types `iterations` keystrokes into a key literal (alternately inserting
    /// and deleting a character), and times hover, completion and code actions at the probes.
    static func measure(tool: String, root: String, manifest: ProjectManifest, iterations: Int) throws
        -> LanguageServerMeasurement
    {
        let client = try LanguageServerClient(executable: tool, arguments: ["lsp", "--debounce", String(debounceMilliseconds)])
        defer { client.shutdown() }
        let rootURI = URL(fileURLWithPath: root).absoluteString
        let probes = manifest.probes
        let fileURL = URL(fileURLWithPath: root).appendingPathComponent(probes.file)
        let uri = fileURL.absoluteString
        let text = try String(contentsOf: fileURL, encoding: .utf8)

        _ = try client.request("initialize", [
            "processId": Int(getpid()),
            "rootUri": rootURI,
            "workspaceFolders": [["uri": rootURI, "name": "bench"]],
            "capabilities": [
                "general": ["positionEncodings": ["utf-16"]],
                "textDocument": [
                    "publishDiagnostics": ["versionSupport": true],
                    "hover": ["contentFormat": ["markdown", "plaintext"]],
                ],
                "window": ["workDoneProgress": true],
            ] as [String: Any],
        ] as [String: Any], timeout: 30)
        try client.notify("initialized", [String: Any]())
        let opened = try client.notify("textDocument/didOpen", [
            "textDocument": ["uri": uri, "languageId": "swift", "version": 1, "text": text] as [String: Any]
        ])
        guard let first = client.waitForDiagnostics(uri: uri, version: 1, after: opened, timeout: 300) else {
            throw BenchFailure("no diagnostics for the opened file within 300 s")
        }
        let openSeconds = (first.receivedAt - opened).seconds

        var keystrokes: [Double] = []
        var timeouts = 0
        var truncated: [String] = []
        var seriesStart = ContinuousClock.now
        let position: [String: Int] = ["line": probes.editLine, "character": probes.editColumn]
        let after: [String: Int] = ["line": probes.editLine, "character": probes.editColumn + 1]
        for stroke in 0..<iterations {
            let version = stroke + 2
            let change: [String: Any] = stroke % 2 == 0
                ? ["range": ["start": position, "end": position], "text": "x"]
                : ["range": ["start": position, "end": after], "text": ""]
            let sent = try client.notify("textDocument/didChange", [
                "textDocument": ["uri": uri, "version": version] as [String: Any],
                "contentChanges": [change],
            ] as [String: Any])
            if let published = client.waitForDiagnostics(uri: uri, version: version, after: sent, timeout: 30) {
                keystrokes.append((published.receivedAt - sent).seconds)
            } else {
                timeouts += 1
            }
            if stroke % 50 == 49 { client.clearDiagnostics() }
            if (ContinuousClock.now - seriesStart).seconds > seriesTimeCap {
                truncated.append("keystrokes after \(stroke + 1)")
                // Leave the document as it was: undo a pending insertion.
                if stroke % 2 == 0 {
                    try client.notify("textDocument/didChange", [
                        "textDocument": ["uri": uri, "version": version + 1] as [String: Any],
                        "contentChanges": [["range": ["start": position, "end": after], "text": ""] as [String: Any]],
                    ] as [String: Any])
                }
                break
            }
        }

        var requestTimeouts = 0
        func repeatRequest(_ method: String, _ params: [String: Any]) throws -> ([Double], [String: Any]) {
            var times: [Double] = []
            var last: [String: Any] = [:]
            seriesStart = ContinuousClock.now
            for index in 0..<iterations {
                do {
                    // The first request may wait for the analysis of the last edit.
                    let (response, seconds) = try client.request(method, params, timeout: index == 0 ? 120 : 30)
                    times.append(seconds)
                    last = response
                } catch {
                    requestTimeouts += 1
                    truncated.append("\(method) after \(index) (\(error))")
                    break
                }
                if (ContinuousClock.now - seriesStart).seconds > seriesTimeCap {
                    truncated.append("\(method) after \(index + 1)")
                    break
                }
            }
            return (times, last)
        }
        let document: [String: Any] = ["uri": uri]
        let (hover, hoverResponse) = try repeatRequest("textDocument/hover", [
            "textDocument": document, "position": ["line": probes.hoverLine, "character": probes.hoverColumn],
        ])
        let (completion, completionResponse) = try repeatRequest("textDocument/completion", [
            "textDocument": document,
            "position": ["line": probes.completionLine, "character": probes.completionColumn],
        ])
        let actionRange: [String: Any] = [
            "start": ["line": probes.codeActionLine, "character": 0],
            "end": ["line": probes.codeActionLine, "character": 40],
        ]
        let (actions, actionResponse) = try repeatRequest("textDocument/codeAction", [
            "textDocument": document, "range": actionRange, "context": ["diagnostics": [Any]()],
        ])
        let memory = client.serverMemory()
        let completionResult = completionResponse["result"] as Any?
        let completionCount = (completionResult as? [Any])?.count
            ?? ((completionResult as? [String: Any])?["items"] as? [Any])?.count ?? 0
        return LanguageServerMeasurement(
            openToFirstDiagnosticsSeconds: openSeconds, keystrokeSeconds: keystrokes, keystrokeTimeouts: timeouts,
            requestTimeouts: requestTimeouts, truncatedSeries: truncated,
            hoverSeconds: hover, hoverAnswered: !(hoverResponse["result"] is NSNull) && hoverResponse["result"] != nil,
            completionSeconds: completion, completionItems: completionCount,
            codeActionSeconds: actions, codeActions: (actionResponse["result"] as? [Any])?.count ?? 0,
            serverResidentBytes: memory?.residentBytes, serverPeakBytes: memory?.peakBytes)
    }
}
