/// The lists the materializer builds one file's tables in, one per table plus the call sites'
/// start tokens: memory a thread reuses from file to file (`ScanWorkspace.materializerMemory`), copied once into
/// the tables' single allocation (`SummaryTables.init(source:records:strings:typePaths:)`).
///
/// The tables were arrays that each file allocated, grew and freed (about a dozen per file); the
/// lists keep their memory, so a file's records are appended without allocating and freed
/// together with the tables.
struct SummaryRecordLists: ReusableLists {
    /// Every literal, by lexed index.
    var literals = PlainList<LiteralRecord>(capacity: 64)
    /// The literals' segments, literal after literal.
    var segments = PlainList<SegmentRecord>(capacity: 64)
    /// The literals' interpolations, literal after literal.
    var interpolations = PlainList<InterpolationRecord>(capacity: 16)
    /// The interpolations' argument labels.
    var labels = PlainList<Span>(capacity: 16)
    /// Literal indices named by interpolations and values.
    var literalIndices = PlainList<Int32>(capacity: 16)
    /// The calls kept.
    var calls = PlainList<CallRecord>(capacity: 64)
    /// The calls' arguments, call after call.
    var arguments = PlainList<ArgumentRecord>(capacity: 64)
    /// The localization call sites.
    var sites = PlainList<SiteRecord>(capacity: 64)
    /// Indices in `calls` of the other calls kept.
    var otherCalls = PlainList<Int32>(capacity: 16)
    /// The value declarations.
    var values = PlainList<ValueRecord>(capacity: 64)
    /// The functions, then the memberwise initializers.
    var functions = PlainList<FunctionRecord>(capacity: 16)
    /// The functions' parameters.
    var parameters = PlainList<ParameterRecord>(capacity: 16)
    /// Where each localization call expression starts, with its first site (not a table: the
    /// materializer looks values' initializers up in it).
    var siteStarts = PlainList<SiteStart>(capacity: 64)

    /// The records of every table, where they are in the lists (valid until the lists change).
    var records: SummaryTables.Records {
        SummaryTables.Records(literals: literals.elements, segments: segments.elements, interpolations: interpolations.elements,
                              labels: labels.elements, literalIndices: literalIndices.elements, calls: calls.elements,
                              arguments: arguments.elements, sites: sites.elements, otherCalls: otherCalls.elements,
                              values: values.elements, functions: functions.elements, parameters: parameters.elements)
    }

    /// Sorts the site starts by token, then by site (classified inner call first, a nested call's
    /// sites come before the call that contains it).
    mutating func sortSiteStarts() {
        var starts = UnsafeMutableBufferPointer(start: siteStarts.memory.base, count: siteStarts.count)
        starts.sort {
            $0.token != $1.token ? $0.token < $1.token : $0.site < $1.site
        }
    }

    /// Empties every list for the next file; a list grown beyond `keptBytes` by a very large file
    /// gets small memory again, so a thread does not keep it.
    mutating func emptyForNextFile() {
        Self.empty(&literals)
        Self.empty(&segments)
        Self.empty(&interpolations)
        Self.empty(&labels)
        Self.empty(&literalIndices)
        Self.empty(&calls)
        Self.empty(&arguments)
        Self.empty(&sites)
        Self.empty(&otherCalls)
        Self.empty(&values)
        Self.empty(&functions)
        Self.empty(&parameters)
        Self.empty(&siteStarts)
    }

    /// Memory a list keeps for the next file at most (256 KiB).
    static let keptBytes = 262_144

    /// Empties `list`, freeing its memory when it is larger than `keptBytes`.
    @inline(__always)
    static func empty<Element>(_ list: inout PlainList<Element>) {
        list.removeAll()
        if list.memory.capacity * MemoryLayout<Element>.stride > keptBytes {
            list.release()
            list = PlainList(capacity: 16)
        }
    }

    /// Frees every list's memory; the lists must not be used again.
    mutating func release() {
        literals.release()
        segments.release()
        interpolations.release()
        labels.release()
        literalIndices.release()
        calls.release()
        arguments.release()
        sites.release()
        otherCalls.release()
        values.release()
        functions.release()
        parameters.release()
        siteStarts.release()
    }
}

/// The token where a localization call expression starts and the index of its first site.
struct SiteStart {
    /// The expression's first token.
    var token: Int32
    /// Index of the call's first site in the sites' list.
    var site: Int32
}

/// Lists of plain records a thread reuses from file to file (`KeptLists`).
protocol ReusableLists {
    /// New, empty lists.
    init()
    /// Empties every list for the next file (freeing memory grown too large to keep).
    mutating func emptyForNextFile()
    /// Frees every list's memory; the lists must not be used again.
    mutating func release()
}

/// A thread's lists between files (`ScanWorkspace`): taken by the scan of each file, given back
/// empty.
final class KeptLists<Lists: ReusableLists> {
    /// The lists, `nil` while a scan holds them.
    private var lists: Lists?

    /// The lists for a file (new ones if they are in use).
    func take() -> Lists {
        guard let kept = lists else { return Lists() }
        lists = nil
        return kept
    }

    /// Keeps `used` (emptied) for the thread's next file; lists already kept are freed instead.
    func keep(_ used: Lists) {
        var emptied = used
        guard lists == nil else {
            emptied.release()
            return
        }
        emptied.emptyForNextFile()
        lists = emptied
    }

    deinit {
        lists?.release()
    }
}
