import Foundation

/// A finding as a checker reported it, reduced to what the manifest can be compared with.
public struct ObservedFinding: Codable, Hashable, Sendable {
    /// Rule id.
    public var rule: String
    /// Path relative to the project root.
    public var file: String
    /// 1-based line.
    public var line: Int
    /// The key, when reported.
    public var key: String?
    /// The locale, when reported.
    public var locale: String?
    /// Severity as reported.
    public var severity: String?
    /// The message.
    public var message: String

    /// A finding of `rule` at `file`:`line`.
    public init(
        rule: String, file: String, line: Int, key: String? = nil, locale: String? = nil, severity: String? = nil,
        message: String = ""
    ) {
        self.rule = rule
        self.file = file
        self.line = line
        self.key = key
        self.locale = locale
        self.severity = severity
        self.message = message
    }
}

/// The planted defects set against what a checker reported.
public struct FindingsComparison: Codable, Sendable {
    /// Where the findings came from (`swift-l10n check --format json`, or the in-process engine).
    public var source: String
    /// Planted defects that were reported.
    public var matched: Int
    /// Planted defects nobody reported.
    public var missed: [PlantedDefect]
    /// Findings that correspond to no planted defect: false alarms (or a planted defect reported
    /// in a way the manifest did not foresee — either way, look).
    public var unexpected: [ObservedFinding]
    /// Further findings at a planted place (a homograph reported at each usage, for instance).
    public var alsoAtPlantedPlaces: Int

    /// True when the findings are exactly the planted defects.
    public var isExact: Bool { missed.isEmpty && unexpected.isEmpty }

    /// Matches `observed` against `planted`: first by rule and location, then by rule, key and locale.
    public init(source: String, planted: [PlantedDefect], observed: [ObservedFinding]) {
        self.source = source
        var remaining = observed
        var missed: [PlantedDefect] = []
        var matchedDefects: [PlantedDefect] = []
        for defect in planted {
            let byLocation = remaining.firstIndex { finding in
                finding.rule == defect.rule && defect.locations.contains { $0.file == finding.file && $0.line == finding.line }
            }
            let byKey = remaining.firstIndex { finding in
                finding.rule == defect.rule && defect.key != nil && finding.key == defect.key
                    && (defect.locale == nil || finding.locale == nil || finding.locale == defect.locale)
            }
            if let index = byLocation ?? byKey {
                remaining.remove(at: index)
                matchedDefects.append(defect)
            } else {
                missed.append(defect)
            }
        }
        let extra = remaining.filter { finding in
            matchedDefects.contains { defect in
                defect.rule == finding.rule
                    && (defect.locations.contains { $0.file == finding.file && $0.line == finding.line }
                        || (defect.key != nil && defect.key == finding.key))
            }
        }
        matched = matchedDefects.count
        self.missed = missed
        alsoAtPlantedPlaces = extra.count
        unexpected = remaining.filter { !extra.contains($0) }
    }
}

/// Reads the findings of `swift-l10n check --format json`, tolerating the plausible shapes (a
/// top-level array, or an object with `findings`), field names (`rule`/`ruleID`, `file`/`path`,
/// nested `location`) and absolute or root-relative paths.
public enum CheckOutputReader {
    /// The findings in `bytes`, or nil when the output is not JSON of a known shape.
    public static func findings(in bytes: [UInt8], root: String) -> [ObservedFinding]? {
        guard let json = try? JSONSerialization.jsonObject(with: Data(bytes)) else { return nil }
        let items: [Any]
        if let array = json as? [Any] {
            items = array
        } else if let object = json as? [String: Any],
            let array = (object["findings"] ?? object["results"] ?? object["diagnostics"]) as? [Any]
        {
            items = array
        } else {
            return nil
        }
        return items.compactMap { item in
            guard let object = item as? [String: Any] else { return nil }
            let location = object["location"] as? [String: Any] ?? [:]
            let start = (object["start"] ?? location["start"]) as? [String: Any] ?? [:]
            guard let rule = string(object, ["rule", "ruleID", "ruleId", "id", "code"]),
                var file = string(object, ["file", "path", "uri"]) ?? string(location, ["file", "path", "uri"])
            else { return nil }
            if file.hasPrefix("file://") { file = String(file.dropFirst("file://".count)) }
            let prefix = root.hasSuffix("/") ? root : root + "/"
            if file.hasPrefix(prefix) { file = String(file.dropFirst(prefix.count)) }
            let line = (object["line"] ?? location["line"] ?? start["line"]) as? Int ?? 0
            return ObservedFinding(
                rule: rule, file: file, line: line, key: object["key"] as? String, locale: object["locale"] as? String,
                severity: object["severity"] as? String, message: object["message"] as? String ?? "")
        }
    }

    /// The first of `names` present in `object` as a string.
    private static func string(_ object: [String: Any], _ names: [String]) -> String? {
        for name in names {
            if let value = object[name] as? String { return value }
        }
        return nil
    }
}
