import SwiftSourceScanner

extension ObjectiveCSource {
    /// The file's lookups as key usages of the file at `path`: exact keys in their table, found by
    /// a call (`NSLocalizedString`), going to the main bundle unless another bundle is named
    /// (then to any bundle, as for Swift's `bundle:` expressions the analysis cannot follow).
    func usages(path: String, modules: ModuleMap) -> [KeyUsage] {
        let isTestFile = modules.isTestCode(path)
        return lookups.map { lookup in
            let bundle: String?
            switch lookup.bundle {
            case .absent, .main: bundle = modules.mainBundle(ofPath: path)
            case .module, .bundleMacro: bundle = modules.bundle(ofPath: path)
            case .other: bundle = nil
            }
            return KeyUsage(
                path: path, range: lookup.keyRange, source: .call(lookup.callee),
                lookup: lookup.isPattern ? .runtimeTemplate(pattern: lookup.key, expansions: nil) : .key(lookup.key), table: lookup.table,
                bundleArgument: lookup.bundle, bundle: bundle, isShipping: lookup.isShipping && !isTestFile,
                comment: lookup.comment, hasDefaultValue: lookup.hasDefaultValue)
        }
    }
}
