import LocalizationIndex
import SwiftSourceScanner
import TextPositions

/// Texts that storyboards and XIBs hand to the project's own view classes which look their text up
/// when the document loads: those texts are keys code reaches.
///
/// The pattern (passforios): `class UILocalizedLabel: UILabel { override func awakeFromNib() {
/// super.awakeFromNib(); text = text?.localize() } }`, where `localize()` calls
/// `NSLocalizedString(self, …)`; a storyboard label of that class (or a subclass) writes
/// `text="GpgAsciiArmorCopyExplanation."`, which is a key of `Localizable.strings`.
enum NibLocalizedTexts {
    /// The texts of every Interface Builder object whose class, or a superclass the project
    /// declares, localizes in `awakeFromNib` a key computed at run time.
    static func keys(in index: ProjectIndex) -> Set<String> {
        let documents = index.files.values.compactMap(\.interfaceBuilder).filter { !$0.customClassTexts.isEmpty }
        guard !documents.isEmpty else { return [] }
        let swiftFiles = index.files.values.compactMap(\.swift)
        let localizing = selfLocalizingClasses(in: swiftFiles)
        guard !localizing.isEmpty else { return [] }
        var keys: Set<String> = []
        for document in documents {
            for text in document.customClassTexts where localizing.contains(text.className) { keys.insert(text.text) }
        }
        return keys
    }

    /// The classes whose objects look their nib texts up: those with such an `awakeFromNib` and
    /// their subclasses (followed through the project's declarations).
    static func selfLocalizingClasses(in files: [ScannedFile]) -> Set<String> {
        let helpers = CodeKeyPatterns.functionsLookingUpComputedKeys(in: files)
        var localizing: Set<String> = []
        var superclass: [String: String] = [:]
        for file in files {
            for type in file.types where type.kind == .class {
                if let parent = type.inheritance.first { superclass[type.name] = parent }
            }
            for function in file.functions where function.name == "awakeFromNib" {
                guard let owner = function.typePath.last else { continue }
                let body = function.range
                let looksUp =
                    file.localizationCalls.contains { body.contains($0.call.range) && CodeKeyPatterns.computedKeyText($0.key) != nil }
                    || helpers.contains { calls($0, in: body, of: file.source.bytes) }
                if looksUp { localizing.insert(owner) }
            }
        }
        guard !localizing.isEmpty else { return [] }
        // Subclasses inherit `awakeFromNib` (UICodeHighlightingLabel calls super's).
        var result = localizing
        for name in superclass.keys {
            var ancestor = superclass[name]
            var steps = 0
            while let current = ancestor, steps < 32 {
                if localizing.contains(current) {
                    result.insert(name)
                    break
                }
                ancestor = superclass[current]
                steps += 1
            }
        }
        return result
    }

    /// Whether `bytes` call the function `name` inside `range` (`text?.localize()`): the scanner
    /// keeps no calls without a literal or name argument, so the body's text is searched.
    private static func calls(_ name: String, in range: ByteRange, of bytes: [UInt8]) -> Bool {
        let needle = Array((name + "(").utf8)
        var start = range.start
        while let found = SourceBytes.firstIndex(of: needle, in: bytes, from: start), found + needle.count <= range.end {
            if found == 0 || !SourceBytes.isIdentifierByte(bytes[found - 1]) { return true }
            start = found + 1
        }
        return false
    }
}
