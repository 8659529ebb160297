/// What the analysis needs from a `Package.swift`: which targets own localized resources.
///
/// Read with the same error-tolerant scanner as any Swift file (`PackageManifest(source:)`): the
/// manifest is never evaluated, so only literal arguments are understood.
public struct PackageManifest: Sendable, Equatable {
    /// The `name:` of `Package(…)`.
    public var name: String?
    /// `defaultLocalization:` (`"en"`), required by SwiftPM when any target has localized resources.
    public var defaultLocalization: String?
    /// The declared targets in order.
    public var targets: [Target]

    public init(name: String?, defaultLocalization: String?, targets: [Target]) {
        self.name = name
        self.defaultLocalization = defaultLocalization
        self.targets = targets
    }

    /// One `.target(…)`, `.executableTarget(…)`, `.testTarget(…)`, `.macro(…)` or `.plugin(…)`.
    public struct Target: Sendable, Equatable {
        /// The kind of target.
        public enum Kind: String, Sendable, Equatable {
            case regular, executable, test, macro, plugin, binary, system
        }

        /// The `name:` argument.
        public var name: String
        /// The kind.
        public var kind: Kind
        /// The `path:` argument, if given (else SwiftPM uses `Sources/<name>` or `Tests/<name>`).
        public var path: String?
        /// Whether a `resources:` argument is present.
        public var declaresResources: Bool
        /// The paths named in `resources:` (`.process("Resources")` → `Resources`).
        public var resourcePaths: [String]

        public init(name: String, kind: Kind, path: String?, declaresResources: Bool, resourcePaths: [String]) {
            self.name = name
            self.kind = kind
            self.path = path
            self.declaresResources = declaresResources
            self.resourcePaths = resourcePaths
        }

        /// The folder holding the target's sources, relative to the package root.
        public var sourcePath: String {
            if let path { return path }
            return (kind == .test ? "Tests/" : (kind == .plugin ? "Plugins/" : "Sources/")) + name
        }
    }
}

extension PackageManifest {
    /// Reads a manifest's bytes. Targets are found wherever they are written (inside
    /// `Package(targets: […])`, in a separate `let targets = […]`, in `package.targets.append(…)`),
    /// as long as their `name:` is a literal.
    public init(source: [UInt8]) {
        let (_, calls) = StructureScanner.inspect(source)
        var name: String?
        var defaultLocalization: String?
        var targets: [Target] = []
        let resourceCalls = calls.map(\.call).filter { call in
            call.isMember && ["process", "copy", "embedInCode"].contains(call.callee)
        }
        // `.target(name:)` also names a dependency inside another target's `dependencies:`;
        // only the outermost target calls declare targets. `.plugin(name:targets:)` is a product.
        let candidates = calls.map(\.call).filter(Self.declaresTarget)
        let declared = candidates.filter { call in
            !candidates.contains { $0.range != call.range && $0.range.contains(call.range) }
        }
        for call in calls.map(\.call) where call.callee == "Package" && !call.isMember {
            name = call.argument(labeled: "name")?.value.literalValue ?? name
            defaultLocalization = call.argument(labeled: "defaultLocalization")?.value.literalValue ?? defaultLocalization
        }
        for call in declared {
            guard let kind = Self.targetKind(call.callee),
                let targetName = call.argument(labeled: "name")?.value.literalValue else { continue }
            let resources = call.argument(labeled: "resources")
            var paths: [String] = []
            if let resources {
                for resource in resourceCalls where resources.valueRange.contains(resource.range) {
                    if let path = resource.arguments.first?.value.literalValue { paths.append(path) }
                }
            }
            targets.append(Target(name: targetName, kind: kind, path: call.argument(labeled: "path")?.value.literalValue,
                                  declaresResources: resources != nil, resourcePaths: paths))
        }
        self.init(name: name, defaultLocalization: defaultLocalization, targets: targets)
    }

    /// Reads a manifest's text.
    public init(source: String) {
        self.init(source: Array(source.utf8))
    }

    /// Whether the call is `.target(…)`, `.testTarget(…)` … (a target or a dependency on one),
    /// not the product `.plugin(name:targets:)`.
    static func declaresTarget(_ call: CallSite) -> Bool {
        guard call.isMember, call.base == "" || call.base == "Target", targetKind(call.callee) != nil else { return false }
        return !(call.callee == "plugin" && call.argument(labeled: "targets") != nil)
    }

    /// The target kind a `.target(…)`-style factory creates.
    static func targetKind(_ factory: String) -> Target.Kind? {
        switch factory {
        case "target": return .regular
        case "executableTarget": return .executable
        case "testTarget": return .test
        case "macro": return .macro
        case "plugin": return .plugin
        case "binaryTarget": return .binary
        case "systemLibrary": return .system
        default: return nil
        }
    }
}
