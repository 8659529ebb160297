import LocalizationRules
import Testing

/// Which keys count as identifiers decides how loud a missing key or translation is: an identifier
/// shown raw is gibberish, a sentence or a URL shown raw still reads.
@Suite struct KeyStyleTests {
    @Test(arguments: ["inbox.title", "settings.digest_time", "common_more", "label.text.lock-screen-summary", "onboarding-step-two"])
    func symbolicKeysAreIdentifiers(_ key: String) {
        #expect(KeyStyle.isIdentifierLike(key))
    }

    @Test(arguments: [
        "Canceled.", "Settings", "Sign out", "https://fresh.rss.net/api/greader.php",
        "[netnewswire.com](https://netnewswire.com/)", "www.example.com", "Wi-Fi", "...", "Cherry-Pick...", "Re-Run…",
    ])
    func textThatReadsFineRawIsNot(_ key: String) {
        #expect(!KeyStyle.isIdentifierLike(key))
    }
}
