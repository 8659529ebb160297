/// Makes stand-in translations: every English word becomes a word in the target locale's script,
/// while format specifiers and substitution tokens (`%lld`, `%1$@`, `%#@files@`, `%arg`) stay intact.
///
/// Real translation is beside the point; what matters to the benchmark is realistic byte sizes and
/// multi-byte text (Cyrillic, Han, Arabic…) in every catalog.
enum PseudoTranslator {
    /// Syllables per script; words are two or three of them.
    private static let syllables: [GeneratedLocale.Script: [String]] = [
        .latin: ["ta", "re", "mo", "lí", "sa", "ven", "do", "quê", "ri", "na", "por", "el", "ün", "ça", "ke"],
        .cyrillic: ["ка", "ро", "ми", "ст", "ва", "ние", "до", "пе", "ль", "ны", "го", "за", "ти", "ше"],
        .han: ["设", "置", "订", "单", "查", "看", "用", "户", "信", "息", "时", "间", "完", "成"],
        .kana: ["せ", "って", "い", "を", "ひ", "ら", "く", "ます", "ご", "ちゅう", "もん", "の", "カ", "ード"],
        .arabic: ["ال", "إع", "دا", "دات", "طل", "بات", "عر", "ض", "تف", "اص", "يل", "حف", "ظ"],
        .hangul: ["설", "정", "주", "문", "보", "기", "사", "용", "자", "정", "보"],
        .greek: ["ρυ", "θμί", "σεις", "πα", "ραγ", "γε", "λί", "ες", "κα", "τά"],
        .hebrew: ["הג", "דר", "ות", "הז", "מנ", "ות", "מש", "תמ", "ש"],
        .thai: ["ตั้ง", "ค่า", "คำ", "สั่ง", "ซื้อ", "ดู", "ผู้", "ใช้"],
        .devanagari: ["से", "टि", "ंग", "्स", "ऑर", "्डर", "दे", "खें"],
    ]

    /// `english` rendered in `locale`'s script, deterministic in (`english`, `locale`).
    static func translate(_ english: String, into locale: GeneratedLocale) -> String {
        if locale.id == GeneratedLocale.source.id { return english }
        let pool = syllables[locale.script] ?? syllables[.latin]!
        var words: [String] = []
        for word in english.split(separator: " ", omittingEmptySubsequences: false) {
            if word.isEmpty || word.first == "%" || word.contains("%") {
                words.append(String(word))
                continue
            }
            var random = SeededRandom(seed: 7, label: locale.id + "|" + word)
            var made = ""
            for _ in 0..<random.int(in: 2...3) { made += random.pick(pool) }
            if word.first?.isUppercase == true, locale.script == .latin || locale.script == .cyrillic
                || locale.script == .greek
            {
                made = made.prefix(1).uppercased() + made.dropFirst()
            }
            words.append(made)
        }
        return words.joined(separator: " ")
    }
}
