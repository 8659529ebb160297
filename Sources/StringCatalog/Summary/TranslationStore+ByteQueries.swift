import Foundation

extension TranslationStore.Units {
    /// Whether the unit at `position` (0-based within the translation) has a value holding
    /// `byte`, read from the packed text without making the unit's strings: a rule looking for
    /// the few units with a `%` skips the others for the cost of a `memchr`.
    public func valueContains(_ byte: UInt8, at position: Int) -> Bool {
        let unit = store.units[start + position]
        guard unit.valueLength != TranslationStore.none, unit.valueLength > 0 else { return false }
        return store.text.withUnsafeBufferPointer { text in
            memchr(text.baseAddress! + Int(unit.valueStart), Int32(byte), Int(unit.valueLength)) != nil
        }
    }
}
