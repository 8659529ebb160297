import Foundation
import StringCatalog
import SwiftSourceScanner
import TextPositions

/// One file of the workspace with its summary: what the scanner or a catalog reader saw in it.
///
/// A pure function of (path, bytes); the index keeps one per file and recomputes only the one that
/// changed. A class: indexes and models of successive states share it, and copying the index's
/// table of files (on every keystroke) costs one reference per file.
public final class IndexedFile: Sendable {
    /// Workspace-relative path.
    public let path: String
    /// What the file is.
    public let kind: FileKind
    /// Line table of the file's text: holds its bytes, except for a catalog the index keeps
    /// without them (see `bytes`).
    public let lineTable: LineTable
    /// The length and a hash of the bytes the file was summarized from (what a front end checks
    /// before editing a file the index keeps without its bytes).
    public let content: ContentFingerprint
    /// The Swift summary of a `.swift` file.
    public let swift: ScannedFile?
    /// The lookups of an Objective-C or C file.
    public let objectiveC: ObjectiveCSource?
    /// The shown texts of a `Settings.bundle` property list.
    public let settingsSchema: SettingsSchema?
    /// The texts a storyboard or XIB hands to objects of custom classes.
    public let interfaceBuilder: InterfaceBuilderDocument?
    /// The Swift summary's value declarations by name (`nil` for other files).
    let valueNames: ValueNames?
    /// The manifest summary of a `Package.swift`.
    public let manifest: PackageManifest?
    /// The entries of a catalog or legacy table.
    public let table: TableFile?
    /// The regions and targets of an Xcode project file.
    public let xcodeProject: XcodeProject?
    /// The string values of a JSON file the app may bundle as data.
    public let dataResource: DataResource?
    /// The facts other files' findings depend on; equal facts stop invalidation (early cutoff).
    /// Made when first asked: only a file that replaces an earlier summary (an edit, a reload) is
    /// compared, so a whole project indexed once (a cold `check`) never pays for them.
    var projectFacts: ProjectFacts {
        Self.factsLock.lock()
        let kept = cachedProjectFacts
        Self.factsLock.unlock()
        if let kept { return kept }
        // Made outside the lock (a pure function of the summary): two threads asking at once
        // make the same value.
        let facts = ProjectFacts(
            kind: kind, swift: swift, manifest: manifest, table: table, objectiveC: objectiveC,
            interfaceBuilder: interfaceBuilder, bytes: ProjectFacts.hashesBytes(of: kind) ? lineTable.bytes : [])
        Self.factsLock.lock()
        cachedProjectFacts = facts
        Self.factsLock.unlock()
        return facts
    }
    /// `projectFacts` once made; read and written under `factsLock`.
    nonisolated(unsafe) private var cachedProjectFacts: ProjectFacts?
    /// Guards every file's `cachedProjectFacts` (held only to read or store one value).
    private static let factsLock = NSLock()

    /// Summarizes `bytes` as the file at `path`.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        let kind = FileKind(path: path)
        self.kind = kind
        // A `.strings` file may be UTF-16: positions and lines refer to its UTF-8 text.
        let strings = kind == .stringsTable ? StringsFileReader.read(bytes) : nil
        var content: ContentFingerprint?
        var lineTable: LineTable?
        var swift: ScannedFile?
        var manifest: PackageManifest?
        var table: TableFile?
        var xcodeProject: XcodeProject?
        var objectiveC: ObjectiveCSource?
        var settingsSchema: SettingsSchema?
        var interfaceBuilder: InterfaceBuilderDocument?
        var dataResource: DataResource?
        switch kind {
        case .swift:
            swift = ScannedFile(source: bytes)
        case .packageManifest:
            let scanned = ScannedFile(source: bytes)
            manifest = ManifestReading.manifest(from: scanned)
        case .stringCatalog:
            // A large catalog's line table is made beside its summary (two passes over its bytes).
            let compacting =
                bytes.count >= Self.backgroundLineTableSize
                ? InBackground { (Self.compactLineTable(bytes), ContentFingerprint(bytes)) } : nil
            let catalog = TableFile(catalogAt: path, bytes: bytes)
            table = catalog
            // The bytes are dropped once summarized: every position the summary holds converts
            // without them. A catalog with problems keeps them (a problem may point anywhere).
            if let (compact, fingerprint) = compacting?.result {
                content = fingerprint
                if catalog.catalogProblems.isEmpty { lineTable = compact }
            } else if catalog.catalogProblems.isEmpty {
                lineTable = Self.compactLineTable(bytes)
            }
        case .stringsTable, .stringsDictionary:
            let stringsdict = kind == .stringsDictionary ? StringsdictReader.read(bytes) : nil
            table = TableFile(legacyTableAt: path, strings: strings, stringsdict: stringsdict, kind: kind)
        case .xcodeProject:
            xcodeProject = XcodeProject(path: path, bytes: bytes)
        case .objectiveC:
            objectiveC = ObjectiveCSource(bytes: bytes)
        case .settingsPropertyList:
            settingsSchema = SettingsSchema(bytes: bytes)
        case .interfaceBuilder:
            let document = InterfaceBuilderDocument(bytes: bytes)
            interfaceBuilder = document
            // Findings point at a document's texts (a key missing from its table): its line
            // table is kept, not its bytes, so a large storyboard is not kept in memory.
            lineTable = Self.compactLineTable(bytes)
        case .dataResource:
            dataResource = DataResource(path: path, bytes: bytes)
            // Only a value's place is ever shown: the line table is kept, not the bytes.
            lineTable = Self.compactLineTable(bytes)
        case .infoPlist, .configuration, .other:
            break
        }
        self.lineTable = lineTable ?? LineTable(bytes: strings?.text.utf8 ?? bytes)
        self.content = content ?? ContentFingerprint(bytes)
        self.xcodeProject = xcodeProject
        self.objectiveC = objectiveC
        self.settingsSchema = settingsSchema
        self.interfaceBuilder = interfaceBuilder
        self.dataResource = dataResource
        self.swift = swift
        self.valueNames = swift.map(ValueNames.init)
        self.manifest = manifest
        self.table = table
        // Facts made of bytes the file does not keep (bundled data keeps a line table without
        // its text) are made now, while the bytes are here; other files' when first compared.
        if ProjectFacts.hashesBytes(of: kind), !self.lineTable.hasText {
            cachedProjectFacts = ProjectFacts(
                kind: kind, swift: swift, manifest: manifest, table: table, objectiveC: objectiveC,
                interfaceBuilder: interfaceBuilder, bytes: bytes)
        }
    }

    /// Summarizes the large catalog at `path` that `source` reads, in one pass through a window
    /// of its bytes: the summary, the line table without text and the fingerprint are made as the
    /// window moves, and the pages behind it are given back, so the file is never all in memory.
    /// The file is read, and its line table and fingerprint made, on a thread of its own
    /// (`ReadAhead`) while this one parses.
    ///
    /// `nil` when that pass cannot make the file's summary alone (the file is not a catalog, the
    /// catalog has problems or a shape the pass leaves to the full reader across entries, a
    /// compact line table would not be exact, or the file changed size while read): then the
    /// caller reads the file whole and uses `init(path:bytes:)`, which gives the same summary.
    ///
    /// The parser reads up to `window` bytes past where it last said it was; it says so every
    /// `step` bytes or so, and what it passed is given back.
    public init?(path: String, streaming source: ForwardBytes, window: Int = streamingWindow, step: Int = streamingStep) {
        let kind = FileKind(path: path)
        guard kind == .stringCatalog else { return nil }
        // Nothing of the bytes is kept: the summary holds copies (strings, packed texts).
        defer { source.releaseAll() }
        let reading = ReadAhead(source: source, window: window, step: step)
        let summary = CatalogSummaryReader.readInOnePass(
            source.bytes, readable: reading.readable(after: 0), reportingEvery: step, passed: reading.readable(after:))
        let parsed = summary.map { $0.problems.isEmpty } ?? false
        reading.finish(parsed: parsed)
        let (compactLineTable, fingerprint) = reading.result
        guard let summary, parsed, source.isComplete, let lineTable = compactLineTable, let fingerprint else { return nil }
        let table = TableFile(catalogAt: path, summary: summary)
        self.path = path
        self.kind = kind
        self.lineTable = lineTable
        self.content = fingerprint
        self.swift = nil
        self.objectiveC = nil
        self.settingsSchema = nil
        self.interfaceBuilder = nil
        self.dataResource = nil
        self.valueNames = nil
        self.manifest = nil
        self.table = table
        self.xcodeProject = nil
    }

    /// How far ahead of a streaming pass its window reaches: an entry longer than this (never
    /// seen in real catalogs) makes the pass read zeros, fail, and the file be read whole.
    public static let streamingWindow = 4 << 20

    /// How often a streaming pass gives back what it passed.
    public static let streamingStep = 512 << 10

    /// The file's bytes; `nil` for a catalog the index keeps without them (its summary has every
    /// position, `lineTable` converts them). Whoever needs such a file's bytes (to edit it) reads
    /// them again and checks them with `hasContent(_:)`.
    public var bytes: [UInt8]? { lineTable.hasText ? lineTable.bytes : nil }

    /// The length of the file's bytes.
    public var byteCount: Int { content.count }

    /// Whether `bytes` are the bytes this summary was made from.
    public func hasContent(_ bytes: [UInt8]) -> Bool {
        // A `.strings` file's line table holds its UTF-8 transcoding, not the bytes read.
        if lineTable.hasText, kind != .stringsTable { return lineTable.bytes == bytes }
        return content == ContentFingerprint(bytes)
    }

    /// From this size on, a catalog's line table is made on a thread of its own.
    static let backgroundLineTableSize = 4 << 20

    /// A catalog's line table without its text, `nil` when positions could not all be exact.
    static func compactLineTable(_ bytes: [UInt8]) -> LineTable? {
        LineTable(compacting: bytes, outsideOf: UInt8(ascii: "\""))
    }
}

/// The length and a 64-bit hash of a file's bytes: equal for equal bytes; for different bytes of
/// the same length, equal only by a hash collision (a chance of about 2⁻⁶⁴ for an edit).
public struct ContentFingerprint: Hashable, Sendable {
    /// The length in bytes.
    public let count: Int
    /// The hash of the bytes.
    public let hash: UInt64

    /// The fingerprint of `bytes`: eight bytes at a time, each word multiplied and rotated into
    /// the state (its position matters), so a 170 MB catalog costs tens of milliseconds.
    public init(_ bytes: [UInt8]) {
        var accumulator = Accumulator(count: bytes.count)
        bytes.withUnsafeBufferPointer { _ = accumulator.feed($0, upTo: $0.count) }
        self = accumulator.finish()
    }

    /// A fingerprint of its parts.
    init(count: Int, hash: UInt64) {
        self.count = count
        self.hash = hash
    }

    /// Makes the fingerprint of a text fed front to back, a piece at a time (what a pass that
    /// holds only a window of a large file needs): the same as `ContentFingerprint(_:)` of the whole.
    struct Accumulator {
        /// The whole text's length.
        let count: Int
        /// The state so far.
        var state: UInt64
        /// Where the next piece starts (a multiple of 8, or `count` once done).
        private(set) var position = 0
        /// Whether the tail was mixed in (the whole text was fed).
        private(set) var isDone = false

        /// An accumulator for a text of `count` bytes.
        init(count: Int) {
            self.count = count
            state = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
        }

        /// Mixes a word into the state.
        @inline(__always)
        mutating func mix(_ word: UInt64) {
            state = (state ^ (word &* 0xFF51_AFD7_ED55_8CCD)).rotated(by: 29) &* 0xC4CE_B9FE_1A85_EC53
        }

        /// Takes the whole words of `text[position..<end]` (`text` is the whole text); at
        /// `end >= count`, everything left. Returns the new `position`.
        @discardableResult
        mutating func feed(_ text: UnsafeBufferPointer<UInt8>, upTo end: Int) -> Int {
            guard !isDone else { return position }
            let raw = UnsafeRawBufferPointer(text)
            let wordsEnd = min(end, count) / 8 * 8
            var index = position
            while index < wordsEnd {
                mix(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                index += 8
            }
            position = index
            if end >= count {
                var tail: UInt64 = 0
                for offset in index..<count { tail = tail << 8 | UInt64(text[offset]) }
                mix(tail ^ 0x1234_5678)
                position = count
                isDone = true
            }
            return position
        }

        /// The fingerprint; the whole text must have been fed.
        func finish() -> ContentFingerprint {
            var state = self.state
            state ^= state >> 33
            state &*= 0xFF51_AFD7_ED55_8CCD
            return ContentFingerprint(count: count, hash: state ^ (state >> 33))
        }
    }
}

extension UInt64 {
    /// The bits rotated left by `count`.
    @inline(__always)
    fileprivate func rotated(by count: UInt64) -> UInt64 { self << count | self >> (64 - count) }
}

/// What of a file other files' findings depend on, without positions: typing inside a function
/// body shifts offsets but leaves these facts equal, so nothing else is invalidated.
///
/// Kept as a 64-bit fingerprint of the facts (a collision would only delay invalidation of other
/// files until their next change), built with `Hasher` so indexing stays cheap.
struct ProjectFacts: Hashable, Sendable {
    /// The fingerprint.
    var fingerprint: Int
    /// The fingerprint of everything but the file's own calls and string literals: what other
    /// files' usages depend on (declarations, tables, manifests); equal, the project model keeps
    /// the other files' usages (`ProjectModel(index:reusing:)`).
    var declarationFingerprint: Int

    init(
        kind: FileKind, swift: ScannedFile?, manifest: PackageManifest?, table: TableFile?, objectiveC: ObjectiveCSource?,
        interfaceBuilder: InterfaceBuilderDocument?, bytes: [UInt8]
    ) {
        var hasher = Hasher()
        // The file's calls and literals, kept apart from its declarations.
        var uses = Hasher()
        if let swift {
            // Texts are hashed by their bytes (`ScannedFile.source`): no string is made, and bytes
            // that differ where the texts would not (spacing, escapes) only invalidate more.
            let source = swift.source
            for call in swift.localizationCalls {
                source.combine(call.call.calleeRange, into: &uses)
                let key = call.key
                Self.combine(key, of: source, into: &uses)
                Self.combine(call.table, of: source, into: &uses)
                Self.combine(call.bundle, into: &uses)
                Self.combine(call.comment, of: source, into: &uses)
                // `self` in a `String` property, or a parameter a function forwards to a lookup:
                // either decides other files' keys (`ExpressionResolver.forwardedLookup(of:)`).
                // Other calls (`Text(title)`) stay out, so typing their argument derives the model.
                if case .expression(let expression) = key, expression.kind == .identifier,
                    source.identifier(expression.range, is: "self") || call.entryPoint.kind == .nsLocalizedString
                        || call.entryPoint.kind == .bundleLocalizedString
                {
                    Self.combine(lookupOfSelf: call, in: swift, into: &hasher)
                    source.combine(expression.range, into: &hasher)
                }
            }
            for call in swift.otherCalls {
                source.combine(call.calleeRange, into: &uses)
                for argument in call.arguments {
                    Self.combine(argument.labelRange, of: source, into: &uses)
                    Self.combine(argument.value, of: source, into: &uses)
                }
            }
            for declaration in swift.enums {
                hasher.combine(declaration.qualifiedName)
                hasher.combine(declaration.rawType)
                hasher.combine(declaration.inheritance)
                for enumCase in declaration.cases {
                    hasher.combine(enumCase.name)
                    hasher.combine(enumCase.rawValue)
                    hasher.combine(enumCase.hasAssociatedValues)
                }
            }
            for value in swift.values {
                hasher.combine(value.kind.rawValue)
                source.combine(value.nameRange, into: &hasher)
                hasher.combine(value.typePath)
                Self.combine(value.declaredTypeRange, of: source, into: &hasher)
                hasher.combine(value.inferredType)
                hasher.combine(value.isConstant)
                Self.combine(value.elementRange, of: source, into: &hasher)
                Self.combine(value.value, of: source, into: &hasher)
            }
            for function in swift.functions {
                hasher.combine(function.kind.rawValue)
                source.combine(function.nameRange, into: &hasher)
                hasher.combine(function.typePath)
                for parameter in function.parameters {
                    Self.combine(parameter.labelRange, of: source, into: &hasher)
                    Self.combine(parameter.typeRange, of: source, into: &hasher)
                    hasher.combine(parameter.typeRange == nil ? parameter.type : nil)
                }
            }
            for producer in swift.literalProducers {
                hasher.combine(producer.name)
                hasher.combine(producer.typePath)
                hasher.combine(producer.isComplete)
                for literal in producer.literals { Self.combine(literal, of: source, into: &hasher) }
            }
            for literal in swift.keyNamedLiterals {
                hasher.combine(literal.name)
                Self.combine(literal.literal, of: source, into: &hasher)
            }
            for literal in swift.stringLiterals {
                source.combine(literal.range, into: &uses)
            }
        }
        if let manifest {
            hasher.combine(manifest.defaultLocalization)
            for target in manifest.targets {
                hasher.combine(target.name)
                hasher.combine(target.kind.rawValue)
                hasher.combine(target.path)
                hasher.combine(target.declaresResources)
            }
        }
        if let table {
            hasher.combine(table.sourceLanguage)
            hasher.combine(table.hasSyntaxErrors)
            for entry in table.entries {
                hasher.combine(entry.key)
                hasher.combine(entry.comment)
                hasher.combine(entry.extractionState)
                hasher.combine(entry.isTranslatable)
                hasher.combine(entry.translations.count)
            }
            // Every entry's translations are in the file's one store, in entry order.
            table.entries.first?.translations.store.combineContent(into: &hasher)
        }
        // An Objective-C file's lookups, literals and nib hooks are what other files' findings
        // depend on (unused keys, storyboard texts), but no other file's usages: like a Swift
        // file's calls they are uses, and a model derives across their change.
        for lookup in objectiveC?.lookups ?? [] {
            uses.combine(lookup.key)
            uses.combine(lookup.table)
            Self.combine(lookup.bundle, into: &uses)
            uses.combine(lookup.comment)
            uses.combine(lookup.hasDefaultValue)
            uses.combine(lookup.isShipping)
            uses.combine(lookup.isPattern)
        }
        if let objectiveC {
            uses.combine(objectiveC.literals)
            uses.combine(objectiveC.nibHooks)
        }
        if let interfaceBuilder {
            hasher.combine(interfaceBuilder.customClassTexts)
            hasher.combine(interfaceBuilder.attributedObjects)
        }
        if Self.hashesBytes(of: kind) { hasher.combine(bytes) }
        declarationFingerprint = hasher.finalize()
        uses.combine(declarationFingerprint)
        fingerprint = uses.finalize()
    }

    /// Whether the facts of a file of `kind` are its whole bytes (what other files read through
    /// the project: Info.plist, Xcode project, configuration, `Settings.bundle` lists, bundled data).
    static func hashesBytes(of kind: FileKind) -> Bool {
        kind == .infoPlist || kind == .xcodeProject || kind == .configuration || kind == .settingsPropertyList
            || kind == .dataResource
    }

    /// Combines a lookup of `self` as a declaration fact: inside a property of the project's
    /// `String` extension it decides the table of every `"text".property` in other files
    /// (`ExpressionResolver.lookupTable(ofStringProperty:)`), so a change of its table, its kind or
    /// the declaration whose body holds it must rebuild their usages, never derive past them.
    /// The declarations before it (counted) say whose body it is in.
    static func combine(lookupOfSelf call: LocalizationCallSite, in swift: ScannedFile, into hasher: inout Hasher) {
        let start = call.call.range.start
        hasher.combine(call.entryPoint.kind)
        combine(call.table, of: swift.source, into: &hasher)
        hasher.combine(swift.values.count { $0.nameRange.start < start })
        hasher.combine(swift.functions.count { $0.range.start < start })
    }

    /// Combines the bytes of an optional range of `source` (absent and empty stay apart).
    static func combine(_ range: ByteRange?, of source: SourceText, into hasher: inout Hasher) {
        guard let range else { return hasher.combine(-1) }
        source.combine(range, into: &hasher)
    }

    /// Combines an optional argument value without its positions.
    static func combine(_ value: ArgumentValue?, of source: SourceText, into hasher: inout Hasher) {
        guard let value else { return hasher.combine(-1) }
        combine(value, of: source, into: &hasher)
    }

    /// Combines an argument value without its positions.
    static func combine(_ value: ArgumentValue, of source: SourceText, into hasher: inout Hasher) {
        switch value {
        case .literal(let literal): hasher.combine(0); combine(literal, of: source, into: &hasher)
        case .template(let literal): hasher.combine(1); combine(literal, of: source, into: &hasher)
        case .fallback(let expression, let literal):
            hasher.combine(2)
            source.combine(expression.range, into: &hasher)
            combine(literal, of: source, into: &hasher)
        case .expression(let expression): hasher.combine(3); source.combine(expression.range, into: &hasher)
        }
    }

    /// Combines a literal's bytes (its text and interpolations as written) and what the file tells
    /// of each interpolation's type, without positions.
    static func combine(_ literal: StringLiteral, of source: SourceText, into hasher: inout Hasher) {
        source.combine(literal.range, into: &hasher)
        for interpolation in literal.interpolations {
            hasher.combine(interpolation.obviousType)
            hasher.combine(interpolation.specifier)
            hasher.combine(interpolation.literalAlternatives)
        }
    }

    /// Combines a bundle argument.
    static func combine(_ bundle: BundleReference, into hasher: inout Hasher) {
        switch bundle {
        case .absent: hasher.combine(0)
        case .module: hasher.combine(1)
        case .bundleMacro: hasher.combine(2)
        case .main: hasher.combine(3)
        case .other(let text): hasher.combine(4); hasher.combine(text)
        }
    }

    /// Combines a value's origin without positions.
    static func combine(_ origin: ValueOrigin?, of source: SourceText, into hasher: inout Hasher) {
        guard let origin else { return hasher.combine(-1) }
        switch origin {
        case .stringLiteral(let literal): hasher.combine(0); combine(literal, of: source, into: &hasher)
        case .literals(let literals, let isComplete):
            hasher.combine(1)
            hasher.combine(isComplete)
            for literal in literals { combine(literal, of: source, into: &hasher) }
        case .literalArray(let literals):
            hasher.combine(2)
            for literal in literals { combine(literal, of: source, into: &hasher) }
        case .number(let text): hasher.combine(3); hasher.combine(text)
        case .localizationCall(let call):
            hasher.combine(4)
            source.combine(call.call.calleeRange, into: &hasher)
            combine(call.key, of: source, into: &hasher)
        case .expression(let expression): hasher.combine(5); source.combine(expression.range, into: &hasher)
        }
    }
}
