import LocalizationIndex

/// Reports lookups in a Swift package target that owns its catalog but does not pass
/// `bundle: .module`: they search the app's main bundle and fall back to the key.
public struct MissingBundleRule: Rule {
    public static let description = RuleDescription(
        id: "missing-bundle",
        name: "Missing Bundle",
        defaultSeverity: .error,
        summary: "A localization call in a module that owns its catalog, without bundle: .module or #bundle.",
        rationale: """
            A package target's strings live in its own resource bundle. Without `bundle: .module` the \
            lookup goes to the main bundle, finds nothing, and shows the key: perfect in the catalog \
            editor, English (or raw) at run time. A target without localized resources that relies on \
            the app's catalog is correct as it is and is not reported.
            """,
        triggering: [
            Example(
                """
                //- /Packages/ProfileKit/Package.swift
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "ProfileKit",
                    defaultLocalization: "en",
                    targets: [
                        .target(name: "ProfileKit", resources: [.process("Resources")]),
                    ]
                )
                //- /Packages/ProfileKit/Sources/ProfileKit/ProfileHeader.swift
                import SwiftUI

                public struct ProfileHeader: View {
                    public var body: some View {
                        Text(1️⃣"profile.title")
                    }
                }
                //- /Packages/ProfileKit/Sources/ProfileKit/Resources/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "profile.title" : { }
                  },
                  "version" : "1.0"
                }
                """)
        ],
        nonTriggering: [
            Example(
                """
                //- /Packages/ProfileKit/Package.swift
                // swift-tools-version:5.9
                import PackageDescription

                let package = Package(
                    name: "ProfileKit",
                    defaultLocalization: "en",
                    targets: [
                        .target(name: "ProfileKit", resources: [.process("Resources")]),
                        .target(name: "ProfileUI"),
                    ]
                )
                //- /Packages/ProfileKit/Sources/ProfileKit/ProfileHeader.swift
                import SwiftUI

                public struct ProfileHeader: View {
                    public var body: some View {
                        Text("profile.title",
                             bundle: .module)
                    }
                }
                //- /Packages/ProfileKit/Sources/ProfileUI/ProfileFooter.swift
                import SwiftUI

                public struct ProfileFooter: View {
                    public var body: some View {
                        Text("Sign out")
                    }
                }
                //- /Packages/ProfileKit/Sources/ProfileKit/Resources/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "profile.title" : { }
                  },
                  "version" : "1.0"
                }
                //- /App/Localizable.xcstrings
                {
                  "sourceLanguage" : "en",
                  "strings" : {
                    "Sign out" : { }
                  },
                  "version" : "1.0"
                }
                """)
        ],
        fixes: [
            "Pass `bundle: .module` (or `#bundle`) to the call (code action).",
            "For modifiers that take no bundle, pass a `Text(\"…\", bundle: .module)` or a `LocalizedStringResource` built with the bundle.",
        ])

    public init() {}

    public func check(_ context: RuleContext) -> [Finding] {
        let model = context.model
        var findings: [Finding] = []
        for usage in model.usages where usage.isShipping {
            guard case .call(let callee) = usage.source else { continue }
            switch usage.bundleArgument {
            case .absent, .main: break
            case .module, .bundleMacro, .other: continue
            }
            guard model.modules.ownsTables(modulePath: usage.path) else { continue }
            let module = model.modules.moduleName(ofPath: usage.path)
            var fixes: [Fix] = []
            if let offset = usage.bundleInsertionOffset, usage.bundleArgument == .absent {
                fixes.append(
                    Fix(
                        title: "Add 'bundle: .module'",
                        edits: [FileEdit(path: usage.path, range: .init(at: offset), replacement: ", bundle: .module")],
                        isPreferred: true))
            }
            let advice = usage.bundleInsertionOffset == nil ? "\(callee) looks it up in the main bundle" : "pass bundle: .module"
            findings.append(
                Finding(
                    ruleID: Self.id, severity: Self.description.defaultSeverity,
                    message: "'\(usage.displayKey)' is looked up in the app's main bundle, but module \(module) owns its catalog: \(advice)",
                    location: context.location(usage.path, usage.range), key: usage.displayKey, table: usage.table, fixes: fixes))
        }
        return findings
    }
}
