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
        /// The paths named in `exclude:`, relative to the target's folder: files and folders that
        /// are neither sources nor resources of the target.
        public var excludedPaths: [String]
        /// The paths named in `sources:`, relative to the target's folder, or `nil` without that
        /// argument (every Swift file of the folder is a source). Resources are still found in the
        /// whole folder.
        public var sourcePaths: [String]?

        public init(
            name: String, kind: Kind, path: String?, declaresResources: Bool, resourcePaths: [String],
            excludedPaths: [String] = [], sourcePaths: [String]? = nil
        ) {
            self.name = name
            self.kind = kind
            self.path = path
            self.declaresResources = declaresResources
            self.resourcePaths = resourcePaths
            self.excludedPaths = excludedPaths
            self.sourcePaths = sourcePaths
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
        let (file, calls) = StructureScanner.inspect(source)
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
                                  declaresResources: resources != nil, resourcePaths: paths,
                                  excludedPaths: Self.literalPaths(of: call.argument(labeled: "exclude"), in: file.stringLiterals) ?? [],
                                  sourcePaths: Self.literalPaths(of: call.argument(labeled: "sources"), in: file.stringLiterals)))
        }
        self.init(name: name, defaultLocalization: defaultLocalization, targets: targets)
    }

    /// The literal paths written in a target's array argument (`exclude: ["Info.plist", "Resources "]`),
    /// or `nil` when the argument is absent. Paths built in code are not seen.
    public static func literalPaths(of argument: CallArgument?, in literals: ScannedFile.StringLiterals) -> [String]? {
        guard let argument else { return nil }
        return literals.filter { argument.valueRange.contains($0.range) }.compactMap(\.value)
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
