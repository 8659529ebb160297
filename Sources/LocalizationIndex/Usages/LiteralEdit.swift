import SwiftSourceScanner
import TextPositions

/// An edit of a Swift file that stays inside the text of one string literal (typing a key), with
/// the file's calls that can read the edited bytes: every other usage of the file is the one
/// collected before, moved by the edit's length.
///
/// Found by comparing the two texts (one replaced window) and checking that both summaries have
/// the same shape once positions after the window are moved: the same literals, calls, types,
/// scopes, switch assignments and regions, the window inside one literal's text (never in an
/// interpolation). Anything else is not such an edit (`nil`), and the file is collected again.
struct LiteralEdit {
    /// The replaced bytes.
    let window: EditWindow
    /// Positions in `localizationCalls` of the calls whose range touches the window.
    let touchedLocalizationCalls: Set<Int>
    /// Positions in `otherCalls` of the calls whose range touches the window.
    let touchedOtherCalls: Set<Int>

    /// The edit from `old` to `new` (summaries of the same file), or `nil` when it is not a
    /// change inside one literal's text.
    init?(from old: ScannedFile, to new: ScannedFile) {
        let oldBytes = old.source.bytes
        let newBytes = new.source.bytes
        let shorter = min(oldBytes.count, newBytes.count)
        var prefix = 0
        oldBytes.withUnsafeBufferPointer { oldBuffer in
            newBytes.withUnsafeBufferPointer { newBuffer in
                while prefix < shorter && oldBuffer[prefix] == newBuffer[prefix] { prefix += 1 }
            }
        }
        var suffix = 0
        oldBytes.withUnsafeBufferPointer { oldBuffer in
            newBytes.withUnsafeBufferPointer { newBuffer in
                while suffix < shorter - prefix && oldBuffer[oldBuffer.count - 1 - suffix] == newBuffer[newBuffer.count - 1 - suffix] {
                    suffix += 1
                }
            }
        }
        guard oldBytes.count != newBytes.count || prefix < shorter else { return nil }  // the same text
        let window = EditWindow(start: prefix, oldEnd: oldBytes.count - suffix, delta: newBytes.count - oldBytes.count)
        guard Self.isInsideOneLiteralText(start: window.start, end: window.oldEnd, in: old.stringLiterals),
            Self.isInsideOneLiteralText(start: window.start, end: window.oldEnd + window.delta, in: new.stringLiterals),
            window.isSameShape(old, new)
        else { return nil }
        // A switch assignment's literals decide other usages' values: an edit there is no
        // edit of one usage.
        guard !old.switchAssignments.contains(where: { window.touches($0.range) }),
            !old.keyNamedLiterals.contains(where: { window.touches($0.literal.range) })
        else { return nil }
        var localizationCalls: Set<Int> = []
        for (position, call) in old.localizationCalls.enumerated() where window.touches(call.call.range) {
            localizationCalls.insert(position)
        }
        var otherCalls: Set<Int> = []
        for (position, call) in old.otherCalls.enumerated() where window.touches(call.range) {
            otherCalls.insert(position)
        }
        // A literal passed to a private function of this file may be what a `String` parameter
        // shown by `Text` holds (`UsageCollector.argumentOrigin`): the usage showing it is
        // elsewhere in the file.
        for position in otherCalls {
            let callee = old.otherCalls[position].callee
            let feedsParameter = old.functions.contains { function in
                function.name == callee && function.parameters.contains { $0.type == "String" }
                    && UsageCollector.isFilePrivate(function, in: old.source.bytes)
            }
            if feedsParameter { return nil }
        }
        self.window = window
        touchedLocalizationCalls = localizationCalls
        touchedOtherCalls = otherCalls
    }

    /// Whether `range` (old text) lies wholly before or wholly after the window, so that moving it
    /// is enough.
    func isOutside(_ range: ByteRange) -> Bool { window.isOutside(range) }

    /// An old offset in the new text; only meaningful outside the window.
    func moved(_ offset: Int) -> Int { window.moved(offset) }

    /// An old range in the new text (a range holding the window grows or shrinks with it).
    func moved(_ range: ByteRange) -> ByteRange { window.moved(range) }

    /// Whether the window `start..<end` lies inside one literal's text (between its quotes,
    /// outside its interpolations).
    private static func isInsideOneLiteralText(start: Int, end: Int, in literals: ScannedFile.StringLiterals) -> Bool {
        literals.contains { literal in
            literal.contentRange.start <= start && end <= literal.contentRange.end
                && !literal.interpolations.contains { $0.range.start <= end && start <= $0.range.end }
        }
    }

}

/// The bytes an edit replaced: `start..<oldEnd` of the old text became `start..<oldEnd + delta`.
struct EditWindow {
    /// Where the replaced bytes start (the same in both texts).
    let start: Int
    /// Where they ended in the old text.
    let oldEnd: Int
    /// Bytes added (negative: removed).
    let delta: Int

    /// Whether `range` (old text) touches the window.
    func touches(_ range: ByteRange) -> Bool {
        range.start <= oldEnd && range.end >= start
    }

    /// Whether `range` (old text) lies wholly before or wholly after the window.
    func isOutside(_ range: ByteRange) -> Bool {
        range.end <= start || range.start >= max(oldEnd, start + 1)
    }

    /// An old offset in the new text; only meaningful outside the window.
    func moved(_ offset: Int) -> Int {
        offset <= start ? offset : offset + delta
    }

    /// An old range in the new text (a range holding the window grows or shrinks with it).
    func moved(_ range: ByteRange) -> ByteRange {
        ByteRange(start: moved(range.start), end: moved(range.end))
    }

    /// Whether `new` is `old` with every position moved by the edit: literals (and their
    /// interpolations), calls, types, value scopes, switch assignments and regions.
    func isSameShape(_ old: ScannedFile, _ new: ScannedFile) -> Bool {
        guard old.stringLiterals.count == new.stringLiterals.count, old.localizationCalls.count == new.localizationCalls.count,
            old.otherCalls.count == new.otherCalls.count, old.types.count == new.types.count,
            old.values.count == new.values.count, old.switchAssignments.count == new.switchAssignments.count,
            old.regions.count == new.regions.count, old.keyNamedLiterals.count == new.keyNamedLiterals.count
        else { return false }
        // By index, reading single fields: copying whole summary values costs reference counting.
        let (oldLiterals, newLiterals) = (old.stringLiterals, new.stringLiterals)
        for index in oldLiterals.indices {
            guard moved(oldLiterals[index].range) == newLiterals[index].range,
                oldLiterals[index].segments.count == newLiterals[index].segments.count
            else { return false }
            let hasInterpolation = oldLiterals[index].hasInterpolation
            guard hasInterpolation == newLiterals[index].hasInterpolation else { return false }
            guard hasInterpolation else { continue }
            for (interpolation, movedInterpolation) in zip(oldLiterals[index].interpolations, newLiterals[index].interpolations)
            where moved(interpolation.range) != movedInterpolation.range {
                return false
            }
        }
        let (oldCalls, newCalls) = (old.localizationCalls, new.localizationCalls)
        for index in oldCalls.indices {
            guard moved(oldCalls[index].call.range) == newCalls[index].call.range,
                oldCalls[index].entryPoint.kind == newCalls[index].entryPoint.kind,
                oldCalls[index].keyArgumentIndex == newCalls[index].keyArgumentIndex,
                oldCalls[index].call.arguments.count == newCalls[index].call.arguments.count
            else { return false }
        }
        let (oldOthers, newOthers) = (old.otherCalls, new.otherCalls)
        for index in oldOthers.indices {
            guard moved(oldOthers[index].range) == newOthers[index].range,
                oldOthers[index].arguments.count == newOthers[index].arguments.count
            else { return false }
        }
        let (oldTypes, newTypes) = (old.types, new.types)
        for index in oldTypes.indices where moved(oldTypes[index].range) != newTypes[index].range { return false }
        let (oldValues, newValues) = (old.values, new.values)
        for index in oldValues.indices {
            guard moved(oldValues[index].scope) == newValues[index].scope, moved(oldValues[index].nameRange) == newValues[index].nameRange
            else { return false }
        }
        let (oldAssignments, newAssignments) = (old.switchAssignments, new.switchAssignments)
        for index in oldAssignments.indices where moved(oldAssignments[index].range) != newAssignments[index].range { return false }
        let (oldRegions, newRegions) = (old.regions, new.regions)
        for index in oldRegions.indices where moved(oldRegions[index].range) != newRegions[index].range { return false }
        return true
    }
}

/// How one Swift file's usages in a model were derived from its usages in an earlier model across
/// an edit inside one literal's text (`LiteralEdit`): which usages and candidates were collected
/// again, which earlier ranges they replace, and how positions moved. Every other usage and
/// candidate is the earlier one with its positions moved.
///
/// A front end that keeps per-usage results (findings) can then redo only the recollected ones.
public struct UsageDerivation: Sendable {
    /// The earlier usages (`ProjectModel.usagesIdentity(inPath:)`) these were derived from.
    let earlier: ObjectIdentifier
    /// The replaced bytes.
    let window: EditWindow
    /// The ranges (in the earlier text) of the earlier usages and candidates collected again.
    public let replacedRanges: Set<ByteRange>
    /// Positions in the file's usages (`ProjectModel.usages(inPath:)`) of those collected again.
    public let recollectedUsages: [Int]
    /// Positions in the file's candidates (`ProjectModel.verbatimCandidates(inPath:)`) of those
    /// collected again.
    public let recollectedCandidates: [Int]

    /// Whether these usages were derived from `earlier`, an identity that
    /// `ProjectModel.usagesIdentity(inPath:)` gave and the caller still holds (held, it cannot be
    /// the identity of another object).
    public func isDerived(from earlier: AnyObject) -> Bool {
        self.earlier == ObjectIdentifier(earlier)
    }

    /// A range of the earlier text, outside the replaced bytes, in the new text.
    public func moved(_ range: ByteRange) -> ByteRange { window.moved(range) }

    /// A range of the new text, outside the new bytes, in the earlier text.
    public func movedBack(_ range: ByteRange) -> ByteRange {
        let newEnd = window.oldEnd + window.delta
        func back(_ offset: Int) -> Int { offset <= window.start ? offset : (offset >= newEnd ? offset - window.delta : window.start) }
        return ByteRange(start: back(range.start), end: back(range.end))
    }
}
