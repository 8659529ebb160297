/// The applications the Xcode projects build, each with the table files it copies and the locales
/// those give it, when there are several: fsnotes builds an iOS and a macOS app from one project,
/// each copying its own `Localizable.xcstrings`; FlowDown's checkout holds a second copy of its app
/// in a project of its own that ships English only. Every such app runs with its own
/// `Bundle.main`, and ships the languages its own tables have (an `.lproj` folder exists in an app
/// only for a language some of its resources has), limited to its project's `knownRegions`. The
/// model keeps one main bundle for all of them; rules that judge a table or an Info.plist in a
/// language ask here which languages the apps holding it ship.
///
/// Empty (every question answered `nil`) when fewer than two applications copy tables: the
/// bundle's locales are then the app's.
public struct ApplicationProducts: Sendable {
    /// An application target that copies at least one of the tables.
    public struct Product: Sendable {
        /// The target's name.
        public var name: String
        /// Workspace-relative path of its `project.pbxproj`.
        public var projectPath: String
        /// Its `INFOPLIST_FILE` values, workspace-relative.
        public var infoPlistFiles: [String]
        /// The table files it copies (file by file, in a folder it copies or synchronizes, or added
        /// to it through membership exceptions).
        public var tablePaths: Set<String>
        /// The locales it ships: those of its tables that its project's regions list (all of its
        /// tables' when the project lists none).
        public var locales: Set<String>
        /// The files its Sources phase compiles.
        var compiledPaths: Set<String> = []
        /// Its synchronized folders, ending in `/`.
        var synchronizedFolders: [String] = []

        /// Whether it compiles the file at `path` (listed, or in a folder it synchronizes).
        func compiles(_ path: String) -> Bool {
            compiledPaths.contains(path) || synchronizedFolders.contains { path.hasPrefix($0) }
        }
    }

    /// The applications, in project and target order.
    public let products: [Product]
    /// Indexes into `products` by table path.
    private let productsByTablePath: [String: [Int]]

    /// The applications of `projects` that copy some of `tableFiles`, if at least two do.
    public init(projects: [XcodeProject], tableFiles: [TableFile]) {
        var products: [Product] = []
        for project in projects {
            let regions = Set(project.shippedLocales)
            for target in project.targets where target.productType?.hasSuffix(".application") == true {
                let copied = Set(target.copiedPaths)
                let added = Set(target.filesAddedByExceptions)
                let folders = (target.copiedPaths + target.synchronizedFolders).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
                var paths: Set<String> = []
                var locales: Set<String> = []
                for file in tableFiles where copied.contains(file.path) || added.contains(file.path) || folders.contains(where: { file.path.hasPrefix($0) }) {
                    paths.insert(file.path)
                    locales.formUnion(file.locales)
                }
                guard !paths.isEmpty else { continue }
                locales.remove("Base")
                if !regions.isEmpty { locales.formIntersection(regions) }
                products.append(Product(
                    name: target.name, projectPath: project.path, infoPlistFiles: target.infoPlistFiles, tablePaths: paths, locales: locales,
                    compiledPaths: Set(target.compiledPaths), synchronizedFolders: target.synchronizedFolders.map { $0.hasSuffix("/") ? $0 : $0 + "/" }))
            }
        }
        guard products.count > 1 else {
            self.products = []
            self.productsByTablePath = [:]
            return
        }
        var byPath: [String: [Int]] = [:]
        for (index, product) in products.enumerated() {
            for path in product.tablePaths { byPath[path, default: []].append(index) }
        }
        self.products = products
        self.productsByTablePath = byPath
    }

    /// The locales the applications copying any of the tables at `paths` ship, together; `nil`
    /// when no application (of several) copies one of them.
    public func locales(copying paths: some Sequence<String>) -> Set<String>? {
        guard !productsByTablePath.isEmpty else { return nil }
        var indices: Set<Int> = []
        for path in paths { indices.formUnion(productsByTablePath[path] ?? []) }
        guard !indices.isEmpty else { return nil }
        return indices.reduce(into: Set<String>()) { $0.formUnion(products[$1].locales) }
    }

    /// The files of the table `table` that the applications compiling the source file at `path`
    /// copy, sorted: the tables its lookups read. Empty when there are not several applications
    /// with tables of their own, or none of them compiles the file.
    public func tablePaths(named table: String, forCodeAt path: String) -> [String] {
        var paths: Set<String> = []
        for product in products where product.compiles(path) {
            for tablePath in product.tablePaths where Self.tableName(tablePath) == table { paths.insert(tablePath) }
        }
        return paths.sorted()
    }

    /// `de.lproj/Localizable.strings` → `Localizable`.
    static func tableName(_ path: String) -> Substring {
        let file = path.split(separator: "/").last ?? Substring(path)
        return file.lastIndex(of: ".").map { file[..<$0] } ?? file
    }

    /// The applications whose Info.plist is the file at `path`, or (for a `project.pbxproj`'s
    /// `INFOPLIST_KEY_…` settings) the target `targetName` of that project.
    public func products(infoPlistAt path: String, targetName: String? = nil) -> [Product] {
        products.filter { product in
            if let targetName { return product.projectPath == path && product.name == targetName }
            return product.infoPlistFiles.contains(path)
        }
    }
}
