import TextPositions

/// What an Xcode project (`X.xcodeproj/project.pbxproj`) says about localization: the regions it
/// ships, the localized files it lists, the folders it includes wholesale, and the Info.plist
/// texts it generates from build settings.
///
/// `.lproj` folders on disk are not always in the app: the project decides. `knownRegions` is the
/// project's list of localizations; variant groups list which `xx.lproj/File` are in a target;
/// file-system-synchronized folders (Xcode 16) ship everything inside them.
public struct XcodeProject: Sendable, Equatable {
    /// Workspace-relative path of the `project.pbxproj`.
    public var path: String
    /// The folder that holds the `.xcodeproj` (workspace-relative, empty for the root): group paths
    /// and `$(SRCROOT)` resolve against it.
    public var projectFolder: String
    /// `developmentRegion`, when set.
    public var developmentRegion: String?
    /// `knownRegions` as written (including `Base`).
    public var knownRegions: [String]
    /// Localized files listed as variant groups, with each localization's path.
    public var variantGroups: [VariantGroup]
    /// Workspace-relative folders included as file-system-synchronized groups.
    public var synchronizedFolders: [String]
    /// The app and extension targets with their Info.plist sources.
    public var targets: [Target]
    /// What could not be read (the rest is still used).
    public var problems: [String]

    /// The locales the project ships: `knownRegions` without `Base`.
    public var shippedLocales: [String] {
        knownRegions.filter { $0 != "Base" }
    }

    /// A localized file: one name, one file per region.
    public struct VariantGroup: Sendable, Equatable {
        /// The file name shown in Xcode (`Localizable.strings`, `InfoPlist.strings`, `Main.storyboard`).
        public var name: String
        /// Region → workspace-relative path.
        public var localizations: [Localization]

        /// One region's file.
        public struct Localization: Sendable, Equatable {
            /// The region (`de`, `Base`, `zh-Hans`).
            public var region: String
            /// Workspace-relative path.
            public var path: String
        }
    }

    /// A target and where its Info.plist comes from.
    public struct Target: Sendable, Equatable {
        /// The target's name.
        public var name: String
        /// `INFOPLIST_FILE` values, workspace-relative, one per distinct value across configurations.
        public var infoPlistFiles: [String]
        /// `INFOPLIST_KEY_*` build settings (generated Info.plist entries), one per distinct key and
        /// value across configurations.
        public var infoPlistKeys: [InfoPlistKeySetting]
        /// Workspace-relative synchronized folders of this target.
        public var synchronizedFolders: [String]
    }

    /// An `INFOPLIST_KEY_<Key> = value` build setting.
    public struct InfoPlistKeySetting: Sendable, Equatable {
        /// The Info.plist key (`NSCameraUsageDescription`).
        public var key: String
        /// The value as written.
        public var value: String
        /// Bytes of the setting's name in the `project.pbxproj`.
        public var keyRange: ByteRange
        /// Bytes of the value.
        public var valueRange: ByteRange
    }

    /// Reads a `project.pbxproj`; never fails (problems are listed, the rest is read).
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        let components = path.split(separator: "/").map(String.init)
        // `Sub/App.xcodeproj/project.pbxproj` → `Sub`.
        self.projectFolder = components.count >= 3 ? components.dropLast(2).joined(separator: "/") : ""
        self.developmentRegion = nil
        self.knownRegions = []
        self.variantGroups = []
        self.synchronizedFolders = []
        self.targets = []
        let (root, plistProblems) = OpenStepPlistReader.read(bytes)
        self.problems = plistProblems.map { "\($0.range): \($0.message)" }
        var reader = XcodeProjectReader(root: root, projectFolder: projectFolder)
        reader.read(into: &self)
    }
}

/// Walks the object graph of a parsed `project.pbxproj`.
struct XcodeProjectReader {
    /// The `objects` dictionary by id.
    let objects: [String: OpenStepPlistValue]
    /// The `rootObject` id (the PBXProject).
    let rootObjectID: String?
    /// Workspace-relative folder holding the `.xcodeproj`.
    let projectFolder: String
    /// Workspace-relative folder of each group or file reference, filled by walking the groups.
    var folders: [String: String] = [:]

    /// Indexes the objects of a parsed project.
    init(root: OpenStepPlistValue, projectFolder: String) {
        var objects: [String: OpenStepPlistValue] = [:]
        for member in root["objects"]?.members ?? [] { objects[member.key] = member.value }
        self.objects = objects
        self.rootObjectID = root["rootObject"]?.string
        self.projectFolder = projectFolder
    }

    /// Fills regions, groups, folders and targets.
    mutating func read(into project: inout XcodeProject) {
        guard let rootObjectID, let root = objects[rootObjectID] else {
            project.problems.append("no root project object")
            return
        }
        project.developmentRegion = root["developmentRegion"]?.string
        project.knownRegions = root["knownRegions"]?.array?.compactMap(\.string) ?? []
        if let mainGroup = root["mainGroup"]?.string {
            walkGroup(mainGroup, parentFolder: projectFolder, depth: 0)
        }
        for (id, object) in objects.sorted(by: { $0.key < $1.key }) {
            switch object["isa"]?.string {
            case "PBXVariantGroup":
                project.variantGroups.append(variantGroup(id, object))
            case "PBXFileSystemSynchronizedRootGroup":
                if let folder = folders[id] { project.synchronizedFolders.append(folder) }
            default:
                break
            }
        }
        project.variantGroups.sort { ($0.name, $0.localizations.first?.path ?? "") < ($1.name, $1.localizations.first?.path ?? "") }
        project.synchronizedFolders.sort()
        let projectSettings = buildSettings(ofList: root["buildConfigurationList"]?.string)
        for targetID in root["targets"]?.array?.compactMap(\.string) ?? [] {
            guard let target = objects[targetID] else { continue }
            project.targets.append(readTarget(target, projectSettings: projectSettings))
        }
    }

    /// Records the folder of every group and file below `id`.
    mutating func walkGroup(_ id: String, parentFolder: String, depth: Int) {
        guard depth < 64, let group = objects[id], folders[id] == nil else { return }
        let folder = resolve(group, parentFolder: parentFolder)
        folders[id] = folder
        for child in group["children"]?.array?.compactMap(\.string) ?? [] {
            walkGroup(child, parentFolder: folder, depth: depth + 1)
        }
    }

    /// The workspace-relative path of an object with `path` and `sourceTree`.
    func resolve(_ object: OpenStepPlistValue, parentFolder: String) -> String {
        let path = object["path"]?.string
        switch object["sourceTree"]?.string ?? "<group>" {
        case "SOURCE_ROOT":
            return join(projectFolder, path)
        case "<group>":
            return join(parentFolder, path)
        default:
            // Absolute, SDK or build-product paths are outside the workspace.
            return path ?? parentFolder
        }
    }

    /// `folder/path`, normalized; the folder itself without a path.
    func join(_ folder: String, _ path: String?) -> String {
        guard let path, !path.isEmpty else { return folder }
        return normalize(folder.isEmpty ? path : folder + "/" + path)
    }

    /// Removes `.` and resolves `..` components.
    func normalize(_ path: String) -> String {
        var result: [Substring] = []
        for component in path.split(separator: "/") {
            if component == "." { continue }
            if component == "..", let last = result.last, last != ".." {
                result.removeLast()
                continue
            }
            result.append(component)
        }
        return result.joined(separator: "/")
    }

    /// A variant group with each child's region and path.
    func variantGroup(_ id: String, _ object: OpenStepPlistValue) -> XcodeProject.VariantGroup {
        let folder = folders[id] ?? projectFolder
        var localizations: [XcodeProject.VariantGroup.Localization] = []
        for childID in object["children"]?.array?.compactMap(\.string) ?? [] {
            guard let child = objects[childID] else { continue }
            let region = child["name"]?.string ?? regionFromPath(child["path"]?.string) ?? "?"
            localizations.append(.init(region: region, path: resolve(child, parentFolder: folder)))
        }
        return XcodeProject.VariantGroup(name: object["name"]?.string ?? object["path"]?.string ?? "", localizations: localizations)
    }

    /// `de.lproj/Localizable.strings` → `de`.
    func regionFromPath(_ path: String?) -> String? {
        guard let path else { return nil }
        for component in path.split(separator: "/") where component.hasSuffix(".lproj") {
            return String(component.dropLast(".lproj".count))
        }
        return nil
    }

    /// The settings members of every configuration of a list, in order.
    func buildSettings(ofList listID: String?) -> [[OpenStepPlistMember]] {
        guard let listID, let list = objects[listID] else { return [] }
        return (list["buildConfigurations"]?.array?.compactMap(\.string) ?? []).compactMap { objects[$0]?["buildSettings"]?.members }
    }

    /// A target's Info.plist files, generated keys and folders (project settings apply to every target).
    func readTarget(_ target: OpenStepPlistValue, projectSettings: [[OpenStepPlistMember]]) -> XcodeProject.Target {
        var result = XcodeProject.Target(name: target["name"]?.string ?? "", infoPlistFiles: [], infoPlistKeys: [], synchronizedFolders: [])
        for settings in projectSettings + buildSettings(ofList: target["buildConfigurationList"]?.string) {
            for member in settings {
                if member.key == "INFOPLIST_FILE", let value = member.value.string, !value.isEmpty {
                    let path = infoPlistPath(value)
                    if !result.infoPlistFiles.contains(path) { result.infoPlistFiles.append(path) }
                } else if member.key.hasPrefix("INFOPLIST_KEY_"), let value = member.value.string {
                    let key = String(member.key.dropFirst("INFOPLIST_KEY_".count))
                    if result.infoPlistKeys.contains(where: { $0.key == key && $0.value == value }) { continue }
                    result.infoPlistKeys.append(.init(key: key, value: value, keyRange: member.keyRange, valueRange: member.value.range))
                }
            }
        }
        for groupID in target["fileSystemSynchronizedGroups"]?.array?.compactMap(\.string) ?? [] {
            if let folder = folders[groupID] { result.synchronizedFolders.append(folder) }
        }
        return result
    }

    /// An `INFOPLIST_FILE` value made workspace-relative (`$(SRCROOT)/App/Info.plist` → `App/Info.plist`).
    func infoPlistPath(_ value: String) -> String {
        var path = value
        for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "$SRCROOT/"] where path.hasPrefix(prefix) {
            path.removeFirst(prefix.count)
        }
        return join(projectFolder, path)
    }
}
