/// Pieces of finding messages shared by rules that speak of many keys or locales at once.
enum MessageText {
    /// Up to this many keys, entries or locales of one kind are reported one finding each; past
    /// it, rules that speak of many at once give one finding that lists them (the same limit in
    /// every rule, so a table's volume reads the same whatever the defect).
    static let itemsReportedOneByOne = 5

    /// A key as an example in a message: on one line, at most 40 characters.
    static func abbreviated(_ key: String) -> String {
        let line = key.split(whereSeparator: \.isNewline).joined(separator: " ")
        return line.count <= 40 ? line : line.prefix(39) + "…"
    }

    /// Up to three keys as quoted examples, with `, …` when there are more.
    static func examples(_ keys: [String]) -> String {
        keys.prefix(3).map { "'\(abbreviated($0))'" }.joined(separator: ", ") + (keys.count > 3 ? ", …" : "")
    }

    /// `de, fr, ja`, or the first five and a count.
    static func list(_ items: [String]) -> String {
        items.count <= 6 ? items.joined(separator: ", ") : items.prefix(5).joined(separator: ", ") + " and \(items.count - 5) more"
    }

    /// `1 key`, `3 keys`: a count with its noun, singular for one.
    static func count(_ number: Int, _ noun: String, plural: String? = nil) -> String {
        number == 1 ? "1 \(noun)" : "\(number) \(plural ?? noun + "s")"
    }
}
