import StringCatalog
import SwiftSourceScanner
import TextPositions

/// One file of the workspace with its summary: what the scanner or a catalog reader saw in it.
///
/// A pure function of (path, bytes); the index keeps one per file and recomputes only the one that
/// changed.
public struct IndexedFile: Sendable {
    /// Workspace-relative path.
    public let path: String
    /// What the file is.
    public let kind: FileKind
    /// Line table of the file's text (also holds its bytes).
    public let lineTable: LineTable
    /// The Swift summary of a `.swift` file.
    public let swift: ScannedFile?
    /// The manifest summary of a `Package.swift`.
    public let manifest: PackageManifest?
    /// The entries of a catalog or legacy table.
    public let table: TableFile?
    /// The regions and targets of an Xcode project file.
    public let xcodeProject: XcodeProject?
    /// The facts other files' findings depend on; equal facts stop invalidation (early cutoff).
    let projectFacts: ProjectFacts

    /// Summarizes `bytes` as the file at `path`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        let kind = FileKind(path: path)
        self.kind = kind
        self.lineTable = LineTable(bytes: bytes)
        var swift: ScannedFile?
        var manifest: PackageManifest?
        var table: TableFile?
        var xcodeProject: XcodeProject?
        switch kind {
        case .swift:
            swift = ScannedFile(source: bytes)
        case .packageManifest:
            let scanned = ScannedFile(source: bytes)
            manifest = ManifestReading.manifest(from: scanned)
        case .stringCatalog:
            table = TableFile(catalogAt: path, bytes: bytes)
        case .stringsTable, .stringsDictionary:
            table = TableFile(legacyTableAt: path, bytes: bytes, kind: kind)
        case .xcodeProject:
            xcodeProject = XcodeProject(path: path, bytes: bytes)
        case .infoPlist, .configuration, .other:
            break
        }
        self.xcodeProject = xcodeProject
        self.swift = swift
        self.manifest = manifest
        self.table = table
        self.projectFacts = ProjectFacts(kind: kind, swift: swift, manifest: manifest, table: table, bytes: bytes)
    }

    /// The file's bytes.
    public var bytes: [UInt8] { lineTable.bytes }
}

/// What of a file other files' findings depend on, without positions: typing inside a function
/// body shifts offsets but leaves these facts equal, so nothing else is invalidated.
struct ProjectFacts: Hashable, Sendable {
    /// Position-free descriptions of the file's keys, declarations and entries.
    var lines: [String]

    init(kind: FileKind, swift: ScannedFile?, manifest: PackageManifest?, table: TableFile?, bytes: [UInt8]) {
        var lines: [String] = []
        if let swift {
            for call in swift.localizationCalls {
                lines.append("call \(call.callee) \(Self.describe(call.key)) \(call.tableName ?? "") \(call.bundle)")
            }
            for call in swift.otherCalls {
                lines.append("other \(call.callee) \(call.arguments.map { "\($0.label ?? "_"):\(Self.describe($0.value))" })")
            }
            for declaration in swift.enums {
                lines.append("enum \(declaration.qualifiedName) \(declaration.rawType ?? "") \(declaration.cases.map { "\($0.name)=\($0.rawValue ?? "")" })")
            }
            for value in swift.values where value.kind != .local {
                lines.append("value \(value.typePath) \(value.name) \(value.declaredType ?? "") \(value.obviousType ?? "") \(Self.describe(value.value))")
            }
            for function in swift.functions {
                lines.append("func \(function.typePath) \(function.name) \(function.parameters.map { "\($0.label ?? "_"):\($0.type)" })")
            }
            for producer in swift.literalProducers {
                lines.append("producer \(producer.typePath) \(producer.name) \(producer.literals.map { $0.value ?? "" })")
            }
            for literal in swift.keyNamedLiterals {
                lines.append("keyNamed \(literal.name) \(literal.literal.value ?? "")")
            }
        }
        if let manifest {
            lines.append("manifest \(manifest)")
        }
        if let table {
            for entry in table.entries {
                let translations = entry.translations.sorted { $0.key < $1.key }.map {
                    "\($0.key):\($0.value.value ?? "")|\($0.value.units.map { "\($0.path)=\($0.state ?? "")=\($0.value ?? "")" })"
                }
                lines.append("entry \(entry.key) \(entry.comment ?? "") \(entry.extractionState ?? "") \(entry.isTranslatable) \(translations)")
            }
            lines.append("table \(table.sourceLanguage ?? "") \(table.hasSyntaxErrors)")
        }
        if kind == .infoPlist || kind == .xcodeProject || kind == .configuration {
            lines.append(String(decoding: bytes, as: UTF8.self))
        }
        self.lines = lines
    }

    /// A position-free description of an argument value.
    static func describe(_ value: ArgumentValue) -> String {
        switch value {
        case .literal(let literal): return "lit:\(literal.value ?? "")"
        case .template(let literal): return "tpl:\(literal.segments.map(describe))"
        case .fallback(let expression, let literal): return "fb:\(expression.text)??\(literal.value ?? "")"
        case .expression(let expression): return "expr:\(expression.text)"
        }
    }

    /// A position-free description of a literal segment.
    static func describe(_ segment: StringSegment) -> String {
        switch segment {
        case .text(let text): return text.value
        case .interpolation(let interpolation): return "\\(\(interpolation.expression)|\(interpolation.obviousType ?? ""))"
        }
    }

    /// A position-free description of a value's origin.
    static func describe(_ origin: ValueOrigin?) -> String {
        guard let origin else { return "" }
        switch origin {
        case .stringLiteral(let literal): return "lit:\(literal.segments.map(describe))"
        case .literals(let literals, let isComplete): return "lits:\(literals.map { $0.value ?? "" }) \(isComplete)"
        case .literalArray(let literals): return "array:\(literals.map { $0.value ?? "" })"
        case .number(let text): return "num:\(text)"
        case .localizationCall(let call): return "loc:\(call.callee) \(describe(call.key))"
        case .expression(let expression): return "expr:\(expression.text)"
        }
    }
}
