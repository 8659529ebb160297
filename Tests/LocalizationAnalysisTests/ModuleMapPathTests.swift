@testable import LocalizationIndex
import Testing

/// `ModuleMap.isInside` compares a path's bytes with a folder's in place: the answer must be the
/// byte-wise prefix test, also where two spellings of a name are one string to Swift.
@Suite struct ModuleMapPathTests {
    @Test(arguments: [
        ("Packages/Kit/Sources/Kit/View.swift", "Packages/Kit/Sources/Kit/", true),
        ("Packages/Kit/Sources/KitTests/View.swift", "Packages/Kit/Sources/Kit/", false),
        ("Packages/Kit", "Packages/Kit/", false), ("Packages/Kit/", "Packages/Kit/", true), ("App/View.swift", "", true),
        ("", "App/", false), ("Pakete/Caf\u{E9}/A.swift", "Pakete/Caf\u{E9}/", true),
        // The same name decomposed: equal as strings, other bytes, so not inside.
        ("Pakete/Cafe\u{301}/A.swift", "Pakete/Caf\u{E9}/", false),
    ])
    func insideIsAByteWisePrefix(_ path: String, _ folder: String, _ inside: Bool) {
        #expect(ModuleMap.isInside(path, folder) == inside)
        #expect(ModuleMap.isInside(path, folder) == path.utf8.starts(with: folder.utf8))
    }
}
