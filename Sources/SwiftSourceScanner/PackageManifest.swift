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
