import Testing
import ListCore
@testable import ListData

/// `RowSource.latinSlug`: the Unicode path's slug, a character at a time from its table, on every
/// character of U+00A0–U+024F alone and beside another, and on random names; other text is left
/// to the Unicode path.
@Suite struct DataLatinSlugTests {
    static let range = LatinSlugTable.range.map { String(Character(Unicode.Scalar(UInt32($0))!)) }

    static func latin(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { RowSource.latinSlug(utf8: $0) }
    }

    @Test func everyCharacterAloneAndInPairsSlugsAsTheUnicodePathDoes() {
        var answered = 0
        let neighbours = ["a", "Z", "7", " ", "-", "é", "ß", "Æ", "×", "\u{A0}"]
        for character in Self.range {
            for text in [character, "x" + character + "y"] + neighbours.flatMap({ [character + $0, $0 + character] }) {
                guard let fast = Self.latin(text) else { continue }
                answered += 1
                #expect(fast == RowSource.unicodeSlug(text), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        // Most of the range is letters the table answers for (the rest go the Unicode way).
        #expect(answered > 18 * Self.range.count)
    }

    @Test func randomLatinNamesSlugAsTheUnicodePathDoes() {
        var random = SplitMix64(seed: 71)
        let alphabet = Self.range + ["a", "B", "c", "0", "9", " ", ",", "-", "'", "(", "."]
        var answered = 0
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...10, using: &random)).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            }.joined()
            guard let fast = Self.latin(text) else { continue }
            answered += 1
            #expect(fast == RowSource.unicodeSlug(text), "\(text)")
        }
        #expect(answered > 2_000)
    }

    @Test func namesPeopleWriteTakeTheTable() {
        let names = ["São Paulo": "sao-paulo", "Kraków": "krakow", "Zürich": "zurich", "Łódź, Polska": "łodz-polska",
                     "Ærø": "ærø", "Straße": "strasse", "Ñuñoa": "nunoa", "!!": "row"]
        for (name, slug) in names {
            #expect(Self.latin(name) == slug, "\(name)")
            #expect(RowSource.unicodeSlug(name) == slug, "\(name)")
        }
        // Beyond the table: other scripts, a combining accent, a character it has no answer for.
        for name in ["東京", "e\u{301}", "Αθήνα", "Kyiv 🇺🇦"] { #expect(Self.latin(name) == nil, "\(name)") }
    }
}
