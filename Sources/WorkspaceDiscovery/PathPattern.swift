/// A glob over root-relative paths, as written in the configuration's `exclude` list.
///
/// `*` matches any run of characters within one path component, `?` one character, and `**` any
/// number of whole components (including none). A pattern without `/` matches a file or folder of
/// that name at any depth (`Generated` excludes every `Generated` folder); a pattern with `/` is
/// anchored at the root (`Vendor/**`, `App/Legacy/*.swift`). Matching a folder excludes everything
/// below it. A leading `./` and a trailing `/` are ignored.
public struct PathPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let text: String
    /// The pattern's components after normalization.
    private let components: [Substring]
    /// Whether the pattern matches at any depth (it has no `/`).
    private let isFloating: Bool

    /// Parses a pattern; every string is a valid pattern.
    public init(_ text: String) {
        self.text = text
        var body = Substring(text)
        while body.hasPrefix("./") { body = body.dropFirst(2) }
        while body.hasPrefix("/") { body = body.dropFirst() }
        while body.hasSuffix("/") { body = body.dropLast() }
        self.components = body.split(separator: "/", omittingEmptySubsequences: true)
        self.isFloating = !body.contains("/")
    }

    /// The pattern as written.
    public var description: String { text }

    /// Whether the root-relative `path` (a file or a folder) or one of its ancestor folders matches.
    public func matches(_ path: String) -> Bool {
        guard !components.isEmpty else { return false }
        let pathComponents = path.split(separator: "/", omittingEmptySubsequences: true)
        if isFloating {
            return pathComponents.contains { Self.matchComponent(components[0], $0) }
        }
        // A match of any prefix means an ancestor folder matched.
        for length in stride(from: pathComponents.count, through: 1, by: -1)
        where Self.match(components[...], pathComponents[..<length]) {
            return true
        }
        return false
    }

    /// Matches pattern components against path components, `**` spanning any number of them.
    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            var candidate = path
            while true {
                if match(rest, candidate) { return true }
                guard !candidate.isEmpty else { return false }
                candidate = candidate.dropFirst()
            }
        }
        guard let head = path.first, matchComponent(first, head) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// Matches one component with `*` and `?` wildcards (iterative, with backtracking to the last `*`).
    static func matchComponent(_ pattern: Substring, _ name: Substring) -> Bool {
        let pattern = Array(pattern.unicodeScalars)
        let name = Array(name.unicodeScalars)
        var p = 0
        var n = 0
        var starAt = -1
        var starMatched = 0
        while n < name.count {
            if p < pattern.count, pattern[p] == "?" || pattern[p] == name[n] {
                p += 1
                n += 1
            } else if p < pattern.count, pattern[p] == "*" {
                starAt = p
                starMatched = n
                p += 1
            } else if starAt >= 0 {
                p = starAt + 1
                starMatched += 1
                n = starMatched
            } else {
                return false
            }
        }
        while p < pattern.count, pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
