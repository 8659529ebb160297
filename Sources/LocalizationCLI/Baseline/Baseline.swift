import LocalizationRules
import StringCatalog
import TextPositions

/// What identifies a finding across runs: its rule, its file, and the key/table/locale it is
/// about — never its line, which moves with every edit above it. Findings without a key (a
/// verbatim `Text`, a syntax error) are identified by their message instead.
public struct BaselineEntry: Sendable, Hashable, Comparable {
    /// The rule id.
    public var rule: String
    /// The root-relative file.
    public var file: String
    /// The key, when the finding has one.
    public var key: String?
    /// The table, when the finding has one.
    public var table: String?
    /// The locale, when the finding has one.
    public var locale: String?
    /// The message, only for findings without key, table and locale.
    public var message: String?

    /// Creates an entry from its parts.
    public init(rule: String, file: String, key: String? = nil, table: String? = nil, locale: String? = nil, message: String? = nil) {
        self.rule = rule
        self.file = file
        self.key = key
        self.table = table
        self.locale = locale
        self.message = key == nil && table == nil && locale == nil ? message : nil
    }

    /// The entry that identifies `finding`.
    public init(_ finding: Finding) {
        self.init(rule: finding.ruleID, file: finding.path, key: finding.key, table: finding.table, locale: finding.locale, message: finding.message)
    }

    /// The identity as one string (SARIF's partial fingerprint).
    public var identity: String {
        [rule, file, key ?? "", table ?? "", locale ?? "", message ?? ""].joined(separator: "|")
    }

    /// Orders entries for writing: file, rule, then the rest.
    public static func < (lhs: BaselineEntry, rhs: BaselineEntry) -> Bool {
        (lhs.file, lhs.rule, lhs.table ?? "", lhs.key ?? "", lhs.locale ?? "", lhs.message ?? "")
            < (rhs.file, rhs.rule, rhs.table ?? "", rhs.key ?? "", rhs.locale ?? "", rhs.message ?? "")
    }
}

/// Findings recorded as accepted, so a project can adopt `check` and fail only on new problems.
///
/// A multiset: when one identity was recorded twice, two findings with it pass and a third fails.
/// Written by `--update-baseline` as JSON (`docs/check-output.md`), sorted, so its diff in review
/// shows exactly which findings were accepted or fixed.
public struct Baseline: Sendable, Equatable {
    /// The file format version.
    public static let formatVersion = 1

    /// How many findings of each identity may pass.
    public var counts: [BaselineEntry: Int]

    /// Creates a baseline from counts.
    public init(counts: [BaselineEntry: Int] = [:]) {
        self.counts = counts
    }

    /// A baseline accepting exactly `findings`.
    public init(findings: [Finding]) {
        var counts: [BaselineEntry: Int] = [:]
        for finding in findings { counts[BaselineEntry(finding), default: 0] += 1 }
        self.counts = counts
    }

    /// The result of matching findings against the baseline.
    public struct Match: Sendable {
        /// Findings the baseline does not cover: these are reported and can fail the check.
        public var new: [Finding]
        /// Their indices in the matched array, ascending.
        public var newIndices: [Int]
        /// How many findings the baseline let pass.
        public var baselinedCount: Int
        /// Recorded identities no finding used any more (fixed since), with how many times.
        public var unusedEntries: [BaselineEntry: Int]
    }

    /// Splits `findings` into new ones and those the baseline covers.
    public func match(_ findings: [Finding]) -> Match {
        var remaining = counts
        var new: [Finding] = []
        var newIndices: [Int] = []
        var baselined = 0
        for (index, finding) in findings.enumerated() {
            let entry = BaselineEntry(finding)
            if let count = remaining[entry], count > 0 {
                remaining[entry] = count - 1
                baselined += 1
            } else {
                new.append(finding)
                newIndices.append(index)
            }
        }
        return Match(new: new, newIndices: newIndices, baselinedCount: baselined, unusedEntries: remaining.filter { $0.value > 0 })
    }

    /// The baseline file's text.
    public var rendered: String {
        let entries = counts.filter { $0.value > 0 }.sorted { $0.key < $1.key }
        return JSONText.object([
            .init("version", .int(Self.formatVersion)),
            .init("findings", .array(entries.map { entry, count in
                var members: [JSONText.Member] = [.init("rule", .string(entry.rule)), .init("file", .string(entry.file))]
                members.appendIfPresent("key", entry.key)
                members.appendIfPresent("table", entry.table)
                members.appendIfPresent("locale", entry.locale)
                members.appendIfPresent("message", entry.message)
                if count > 1 { members.append(.init("count", .int(count))) }
                return .object(members)
            })),
        ]).pretty
    }

    /// Reads a baseline file; a malformed one is an error naming the line and column.
    public static func read(_ bytes: [UInt8], path: String) -> Result<Baseline, BaselineError> {
        let lines = LineTable(bytes: bytes)
        func failure(_ message: String, _ range: ByteRange) -> Result<Baseline, BaselineError> {
            let position = lines.lineColumn(of: range.start)
            return .failure(BaselineError(message: "\(path):\(position.line):\(position.column): \(message)"))
        }
        let document = JSONReader.read(bytes)
        if let problem = document.problems.first {
            return failure("invalid JSON: \(problem.message)", problem.range)
        }
        let root = document.root
        guard root.value.members != nil else { return failure("a baseline must be an object", root.range) }
        if let version = root.member("version"), version.value.value.intValue != formatVersion {
            return failure("unsupported baseline version (expected \(formatVersion))", version.value.range)
        }
        guard let list = root.member("findings"), case .array(let elements) = list.value.value else {
            return failure("a baseline needs a 'findings' array", root.range)
        }
        var counts: [BaselineEntry: Int] = [:]
        for element in elements {
            guard element.value.members != nil else { return failure("a baseline finding must be an object", element.range) }
            func text(_ name: String) -> String? { element.member(name)?.value.value.stringValue }
            guard let rule = text("rule"), let file = text("file") else {
                return failure("a baseline finding needs 'rule' and 'file'", element.range)
            }
            var count = 1
            if let countMember = element.member("count") {
                guard let value = countMember.value.value.intValue, value > 0 else {
                    return failure("'count' must be a positive integer", countMember.value.range)
                }
                count = value
            }
            let entry = BaselineEntry(rule: rule, file: file, key: text("key"), table: text("table"), locale: text("locale"), message: text("message"))
            counts[entry, default: 0] += count
        }
        return .success(Baseline(counts: counts))
    }
}

/// A baseline file that cannot be used.
public struct BaselineError: Error, Sendable, Equatable, CustomStringConvertible {
    /// `path:line:column: what is wrong`.
    public var message: String
    /// The message.
    public var description: String { message }
}
