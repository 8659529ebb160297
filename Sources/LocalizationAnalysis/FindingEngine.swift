import LocalizationIndex
import LocalizationRules

/// Runs the rules over an index and applies what the settings say about severities.
struct FindingEngine {
    /// The project to check.
    let model: ProjectModel

    /// Every finding of every enabled rule, with configured severities, sorted and deduplicated.
    func run() -> [Finding] {
        let context = RuleContext(model: model)
        var findings: [Finding] = []
        for rule in RuleRegistry.all {
            let override = model.index.settings.severities[rule.id]
            if override == .off { continue }
            for var finding in rule.init().check(context) {
                if let override, let severity = Severity(name: override.rawValue) {
                    finding.severity = severity
                }
                findings.append(finding)
            }
        }
        findings.sort()
        var unique: [Finding] = []
        unique.reserveCapacity(findings.count)
        for finding in findings where unique.last != finding {
            unique.append(finding)
        }
        return unique
    }
}
