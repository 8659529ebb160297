import Foundation
import SwiftSourceScanner

/// Which module each file belongs to and which bundle its lookups go to.
///
/// SwiftPM targets come from the manifests' summaries (a target's folder is `path:` or
/// `Sources/<name>`, or `Sources/` for a lone target: `placingLoneTargets`); a resource bundle
/// copied whole is one of its own (`resourceBundleFolder`); every other file belongs to the app
/// (Xcode folders), whose bundle is the main bundle. A target *owns* localized resources when a catalog or `.lproj` table lies in its folder;
/// only such targets need `bundle: .module`. A file an Xcode application or app extension target
/// lists itself (compiles or copies) or takes from a folder it synchronizes is that product's even
/// inside a package library target's folder: Damus' manifest wraps the app's own folder for
/// command-line tests, while the app users get is built from the Xcode project, where
/// `Bundle.module` does not even exist.
public struct ModuleMap: Sendable {
    /// A SwiftPM target as the map knows it.
    public struct PackageTarget: Sendable, Hashable {
        /// The target's name.
        public var name: String
        /// The kind of target.
        public var isTest: Bool
        /// Whether it is an executable target (an app that may be assembled from `swift build`,
        /// as Calendr is, so its own bundle stays its files' even where a project lists them too).
        public var isExecutable: Bool = false
        /// Folder of the target's files, workspace-relative, ending in `/`.
        public var folder: String
        /// `defaultLocalization` of its package.
        public var defaultLocalization: String?
        /// Whether its manifest declares `resources:`.
        public var declaresResources: Bool
        /// Files and folders under `folder` its manifest excludes (`exclude:`), workspace-relative.
        public var excludedPaths: [String] = []
        /// The only source files and folders its manifest names (`sources:`), workspace-relative;
        /// `nil` when every source file of `folder` belongs to it.
        public var sourcePaths: [String]? = nil

        /// Whether `path` is one of the target's files: inside its folder, not excluded, and for
        /// code, among its `sources:` when it names them (MeetingBar's package target shares the
        /// app's folder but compiles nine of its files and excludes the app's `.lproj` tables).
        func holds(_ path: String) -> Bool {
            guard ModuleMap.isInside(path, folder) else { return false }
            if excludedPaths.contains(where: { ModuleMap.isSameOrInside(path, $0) }) { return false }
            guard let sourcePaths, ModuleMap.isSourceCode(path) else { return true }
            return sourcePaths.contains { ModuleMap.isSameOrInside(path, $0) }
        }
    }

    /// The bundle name of the app (main bundle).
    public static let mainBundle = ""

    /// All package targets, longest folder first (so nested folders win).
    public let targets: [PackageTarget]
    /// Bundles that own at least one table file.
    public let bundlesOwningTables: Set<String>
    /// `bundle(ofPath:)` of the paths asked so far: rules ask it for every usage, and a keystroke's
    /// model shares the map (and this cache) with the models before it.
    private let bundlesByPath = PathBundles()
    /// The app extensions with tables of their own (see `AppExtensionBundles`): their files' main
    /// bundle is the extension's, not the app's.
    public let appExtensions: AppExtensionBundles
    /// The Xcode targets' `DEVELOPMENT_ASSET_PATHS` folders (ending in `/`): preview content that
    /// archive builds leave out.
    public let developmentAssetFolders: [String]
    /// Compilation conditions the Xcode projects set only outside their release configurations
    /// (`STAGING`): with `DEBUG`, what code under `#if` needs to be left out of the user's build.
    public let conditionsOffInRelease: Set<String>
    /// The files Xcode application and app extension targets list in their build phases (compiled
    /// or copied) or synchronize: built into that product, whatever package folder holds them.
    let xcodeProductFiles: XcodeProductFiles
    /// The files only Xcode unit- or UI-test targets copy (Firefox Focus's
    /// `XCUITest/en.lproj/InfoPlist.strings`): no product ships them.
    public let xcodeTestBundleFiles: Set<String>

    /// Builds the map from the manifests, table files and Xcode projects of the index.
    public init(
        manifests: [(path: String, manifest: PackageManifest)], tablePaths: [String], projects: [XcodeProject] = []
    ) {
        appExtensions = AppExtensionBundles(projects: projects, tablePaths: tablePaths)
        developmentAssetFolders = Self.developmentAssetFolders(of: projects)
        xcodeProductFiles = XcodeProductFiles(projects: projects)
        xcodeTestBundleFiles = Self.testBundleFiles(of: projects)
        conditionsOffInRelease = Set(projects.flatMap(\.conditionsOutsideRelease))
        var targets: [PackageTarget] = []
        for (path, manifest) in manifests {
            let root = path.split(separator: "/").dropLast().joined(separator: "/")
            let prefix = root.isEmpty ? "" : root + "/"
            for target in manifest.targets where target.kind != .plugin && target.kind != .binary {
                var folder = prefix + target.sourcePath
                while folder.hasPrefix("./") { folder.removeFirst(2) }
                if !folder.hasSuffix("/") { folder += "/" }
                targets.append(
                    PackageTarget(
                        name: target.name, isTest: target.kind == .test, isExecutable: target.kind == .executable, folder: folder,
                        defaultLocalization: manifest.defaultLocalization, declaresResources: target.declaresResources,
                        excludedPaths: target.excludedPaths.map { Self.path($0, inFolder: folder) },
                        sourcePaths: target.sourcePaths?.map { Self.path($0, inFolder: folder) }))
            }
        }
        self.targets = targets.sorted { $0.folder.count > $1.folder.count }
        var owning: Set<String> = []
        for path in tablePaths {
            owning.insert(Self.bundle(ofPath: path, targets: self.targets, appExtensions: appExtensions, productFiles: xcodeProductFiles))
        }
        self.bundlesOwningTables = owning
    }

    /// `manifests` with each lone target placed where SwiftPM looks for it: a package whose only
    /// target has no `path:` and no file in `Sources/<name>` keeps that target's files directly in
    /// `Sources/` (SwiftPM 5.9 on; `swift package init` writes that layout). FlowDown's
    /// `ChatClientKit` looks its texts up with `bundle: .module` in `Sources/Resources/Localizable.xcstrings`.
    /// `paths` are the indexed files that can show where targets are (code and tables).
    static func placingLoneTargets(
        _ manifests: [(path: String, manifest: PackageManifest)], paths: [String]
    ) -> [(path: String, manifest: PackageManifest)] {
        manifests.map { entry in
            var manifest = entry.manifest
            guard manifest.targets.count == 1, manifest.targets[0].path == nil,
                manifest.targets[0].kind == .regular || manifest.targets[0].kind == .executable
            else { return entry }
            let root = entry.path.split(separator: "/").dropLast().joined(separator: "/")
            let prefix = root.isEmpty ? "" : root + "/"
            let conventional = prefix + manifest.targets[0].sourcePath + "/"
            guard !paths.contains(where: { Self.isInside($0, conventional) }) else { return entry }
            manifest.targets[0].path = "Sources"
            return (entry.path, manifest)
        }
    }

    /// The package target holding `path`, or `nil` for app files.
    public func target(ofPath path: String) -> PackageTarget? {
        Self.target(ofPath: path, targets: targets, productFiles: xcodeProductFiles)
    }

    /// The package target holding `path` among `targets` (longest folder first), unless an Xcode
    /// product builds the file in (see the type's summary and `XcodeProductFiles.claims`).
    private static func target(ofPath path: String, targets: [PackageTarget], productFiles: XcodeProductFiles) -> PackageTarget? {
        guard let target = targets.first(where: { $0.holds(path) }) else { return nil }
        if productFiles.claims(path, from: target) { return nil }
        return target
    }

    /// The files that the unit- and UI-test targets of `projects` copy and no other target does,
    /// neither file by file nor in a folder it copies whole (`Resources/de.lproj`) or synchronizes.
    static func testBundleFiles(of projects: [XcodeProject]) -> Set<String> {
        var tested: Set<String> = []
        var shipped: Set<String> = []
        var shippedFolders: [String] = []
        for target in projects.flatMap(\.targets) {
            let type = target.productType ?? ""
            if type.hasSuffix(".bundle.unit-test") || type.hasSuffix(".bundle.ui-testing") {
                tested.formUnion(target.copiedPaths)
            } else {
                shipped.formUnion(target.copiedPaths)
                shippedFolders += (target.synchronizedFolders + target.copiedPaths).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
            }
        }
        return tested.subtracting(shipped).filter { path in !shippedFolders.contains { path.hasPrefix($0) } }
    }

    /// The bundle of the module holding `path`: the target's folder for package targets, an app
    /// extension's bundle for its own files, `mainBundle` for the app.
    public func bundle(ofPath path: String) -> String {
        bundlesByPath.bundle(ofPath: path) {
            Self.bundle(ofPath: path, targets: targets, appExtensions: appExtensions, productFiles: xcodeProductFiles)
        }
    }

    /// The bundle `Bundle.main` is for code at `path`: the app extension's when the file is one
    /// of an extension with tables of its own, else the app's.
    public func mainBundle(ofPath path: String) -> String {
        appExtensions.bundle(ofPath: path) ?? Self.mainBundle
    }

    /// Whether `bundle` is the main bundle of a product: the app's or an app extension's (whose
    /// languages the Xcode project decides).
    public func isAppBundle(_ bundle: String) -> Bool {
        bundle == Self.mainBundle || appExtensions.bundles.contains(bundle)
    }

    /// Whether the module holding `path` owns localized tables (needs `bundle: .module`).
    public func ownsTables(modulePath path: String) -> Bool {
        let bundle = bundle(ofPath: path)
        return !isAppBundle(bundle) && bundlesOwningTables.contains(bundle)
    }

    /// The module's display name: the target name, the app extension's, or `app`.
    public func moduleName(ofPath path: String) -> String {
        target(ofPath: path)?.name ?? appExtensions.name(ofPath: path) ?? "app"
    }

    /// Whether `path` is test code (a test target, or a file under a `Tests`/`UITests` folder or
    /// named `…Tests.swift`).
    public func isTestCode(_ path: String) -> Bool {
        if let target = target(ofPath: path), target.isTest { return true }
        // Asked for every code file: an ASCII path is read as bytes.
        if let isTest = Self.isTestPath(ascii: path) { return isTest }
        let components = path.split(separator: "/")
        if components.dropLast().contains(where: { $0 == "Tests" || $0.hasSuffix("Tests") || $0.hasSuffix("UITests") }) {
            return true
        }
        let name = components.last ?? ""
        return name.hasSuffix("Tests.swift") || name.hasSuffix("Test.swift")
    }

    /// What `isTestCode` decides from the path alone (a folder named `Tests` or `…Tests`, a file
    /// named `…Tests.swift` or `…Test.swift`) for an ASCII path, by comparing bytes; `nil` for
    /// another path (then characters are compared).
    static func isTestPath(ascii path: String) -> Bool? {
        path.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            let slash = UInt8(ascii: "/")
            // The last component (trailing slashes are no component).
            var end = bytes.count
            while end > 0, bytes[end - 1] == slash { end -= 1 }
            var lastStart = end
            while lastStart > 0, bytes[lastStart - 1] != slash { lastStart -= 1 }
            func hasSuffix(_ suffix: StaticString, before componentEnd: Int, from componentStart: Int) -> Bool {
                let count = suffix.utf8CodeUnitCount
                guard componentEnd - componentStart >= count else { return false }
                return (0..<count).allSatisfy { bytes[componentEnd - count + $0] == suffix.utf8Start[$0] }
            }
            // Every folder component (`UITests` ends in `Tests` too).
            var componentStart = 0
            for index in 0..<lastStart where bytes[index] == slash {
                if hasSuffix("Tests", before: index, from: componentStart) { return true }
                componentStart = index + 1
            }
            return hasSuffix("Tests.swift", before: end, from: lastStart) || hasSuffix("Test.swift", before: end, from: lastStart)
        } ?? nil
    }

    /// Whether `path` lies in a development asset folder (`DEVELOPMENT_ASSET_PATHS`): it never
    /// ships, like test code.
    public func isDevelopmentAsset(_ path: String) -> Bool {
        developmentAssetFolders.contains { Self.isInside(path, $0) }
    }

    /// The `DEVELOPMENT_ASSET_PATHS` folders of every target of `projects` whose name says they
    /// are for previews or development (`Preview Content`, `Preview Assets.xcassets`,
    /// `Development Assets`), each ending in `/`.
    ///
    /// A setting that names an ordinary folder is not believed: IceCubes names its whole
    /// `IceCubesApp/Resources`, which holds the catalog its store builds are translated from.
    public static func developmentAssetFolders(of projects: [XcodeProject]) -> [String] {
        var folders: Set<String> = []
        for project in projects {
            for target in project.targets {
                for path in target.developmentAssetPaths {
                    let name = (path.split(separator: "/").last ?? "").lowercased()
                    guard name.contains("preview") || name.contains("development") else { continue }
                    folders.insert(path.hasSuffix("/") ? path : path + "/")
                }
            }
        }
        return folders.sorted()
    }

    /// The bundle for `path` given targets sorted longest folder first.
    private static func bundle(
        ofPath path: String, targets: [PackageTarget], appExtensions: AppExtensionBundles, productFiles: XcodeProductFiles
    ) -> String {
        target(ofPath: path, targets: targets, productFiles: productFiles)?.folder ?? resourceBundleFolder(ofPath: path)
            ?? appExtensions.bundle(ofPath: path) ?? mainBundle
    }

    /// The resource bundle folder holding `path` (`Dependencies/DateTools.bundle/`), or `nil`. A
    /// `.bundle` folder the app copies whole is a bundle of its own: a library reaches its texts
    /// through `Bundle(path:)`, and its `.lproj` folders are its languages, not the app's
    /// (Clocker's `iVersion.bundle` holds a `Localizable.strings` in `el` that the app's own
    /// table is not translated into). `Settings.bundle` is the Settings app's view of the app's
    /// own texts (`SettingsSchema`), not such a bundle.
    static func resourceBundleFolder(ofPath path: String) -> String? {
        guard let range = path.range(of: ".bundle/", options: .backwards) else { return nil }
        let folder = path[..<range.upperBound]
        let name = folder.dropLast().split(separator: "/").last ?? ""
        return name == "Settings.bundle" ? nil : String(folder)
    }

    /// Whether `path` lies in `folder` (ending in `/`), comparing bytes: paths are file-system
    /// names, and this runs for every usage of every rule, and for every file against every
    /// package target (the search for a path's target). The bytes are compared in place; the
    /// generic `starts(with:)` of two UTF-8 views cost about five times as much per test.
    static func isInside(_ path: String, _ folder: String) -> Bool {
        let answer = path.utf8.withContiguousStorageIfAvailable { pathBytes in
            folder.utf8.withContiguousStorageIfAvailable { folderBytes -> Bool in
                guard folderBytes.count <= pathBytes.count else { return false }
                for index in folderBytes.indices where pathBytes[index] != folderBytes[index] { return false }
                return true
            }
        }
        return (answer ?? nil) ?? path.utf8.starts(with: folder.utf8)
    }

    /// Whether `path` is the file `named` or lies in the folder `named` (no trailing `/`).
    static func isSameOrInside(_ path: String, _ named: String) -> Bool {
        guard path.utf8.starts(with: named.utf8) else { return false }
        return path.utf8.count == named.utf8.count || path.utf8.dropFirst(named.utf8.count).first == UInt8(ascii: "/")
    }

    /// Whether `path` is code a target compiles (the files `sources:` chooses among), as opposed
    /// to a resource such as a catalog, which SwiftPM finds in the whole folder.
    static func isSourceCode(_ path: String) -> Bool {
        let name = path.split(separator: "/").last ?? ""
        guard let dot = name.lastIndex(of: ".") else { return false }
        return ["swift", "m", "mm", "c", "cc", "cpp", "h"].contains(name[name.index(after: dot)...])
    }

    /// A manifest path (`"Resources "`, `"./Utilities/"`) relative to a target's folder (ending in
    /// `/`), made workspace-relative without a trailing `/`. Spaces are kept: they are part of
    /// file names.
    static func path(_ relative: String, inFolder folder: String) -> String {
        var relative = Substring(relative)
        while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
        while relative.hasSuffix("/") { relative = relative.dropLast() }
        return relative.isEmpty || relative == "." ? String(folder.dropLast()) : folder + relative
    }
}

/// The bundle of each path a `ModuleMap` was asked about, filled on first ask (under a lock:
/// rules running at the same time share it).
private final class PathBundles: @unchecked Sendable {
    /// Guards `bundles`.
    private let lock = NSLock()
    /// Bundles by path.
    private var bundles: [String: String] = [:]

    /// The bundle of `path`, found by `find` the first time.
    func bundle(ofPath path: String, find: () -> String) -> String {
        lock.lock()
        defer { lock.unlock() }
        if let known = bundles[path] { return known }
        let bundle = find()
        bundles[path] = bundle
        return bundle
    }
}
