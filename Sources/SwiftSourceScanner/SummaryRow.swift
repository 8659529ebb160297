/// A value of a summary that is one row of its file's `SummaryTables`: the tables plus the row's
/// index, its fields read from the row's record when asked (`StringLiteral`, `CallSite`,
/// `ValueDeclaration` …).
///
/// Each row type states which table it reads (`records(in:)`) and its own fields; the members
/// every row has (its record, the file's bytes, whether two values are the same row) are here.
protocol SummaryRow {
    /// What one row of the table holds.
    associatedtype Record: BitwiseCopyable
    /// The file's tables, which every field is read from.
    var tables: SummaryTables { get }
    /// Index of the row in its table.
    var index: Int32 { get }
    /// Row `index` of `tables`.
    init(tables: SummaryTables, index: Int32)
    /// The table this kind of row is a row of.
    static func records(in tables: SummaryTables) -> RecordTable<Record>
}

extension SummaryRow {
    /// The row's record.
    @inline(__always)
    var record: Record { Self.records(in: tables)[Int(index)] }
    /// The file's bytes, which the row's names and texts are read from.
    @inline(__always)
    var source: SourceText { tables.source }

    /// Whether `other` is the same row of the same tables, so every field is equal (what `==`
    /// checks first: values of one summary are compared far more often than of two).
    @inline(__always)
    func isSameRow(as other: Self) -> Bool { tables === other.tables && index == other.index }
}

/// Where a list of summary values is: consecutive rows of one of a file's tables.
struct RowRange: Sendable {
    /// The file's tables.
    let tables: SummaryTables
    /// Index of the first row in its table.
    let start: Int32
    /// How many rows there are.
    let count: Int
}

/// A random-access view of consecutive rows of one table (a call's arguments, a file's values …):
/// the view states its element type; positions, count and subscript are here.
protocol SummaryRowList: RandomAccessCollection where Index == Int, Element: SummaryRow {
    /// Which rows.
    var rows: RowRange { get }
    /// The view of `rows`.
    init(rows: RowRange)
}

extension SummaryRowList {
    /// The `count` rows of `tables` from row `start`.
    @inline(__always)
    init(tables: SummaryTables, start: Int32, count: Int) {
        self.init(rows: RowRange(tables: tables, start: start, count: count))
    }

    /// Every row of its table in `tables`.
    @inline(__always)
    init(allIn tables: SummaryTables) {
        self.init(rows: RowRange(tables: tables, start: 0, count: Element.records(in: tables).count))
    }

    /// The first position.
    public var startIndex: Int { 0 }
    /// One past the last position.
    public var endIndex: Int { rows.count }

    /// The value at `position`.
    public subscript(position: Int) -> Element {
        Element(tables: rows.tables, index: rows.start + Int32(position))
    }
}
