import Testing
import ListCore
@testable import ListData

@Suite struct DataASCIISlugTests {
    /// ASCII text takes `latinSlug`'s byte-by-byte walk, which gives the Unicode path's slug.
    @Test func asciiSlugsEqualTheUnicodePathOnRandomASCIIText() {
        var random = SplitMix64(seed: 12)
        let alphabet = Array("aZ09 -_,.!/()'\"\t#Mx" + "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        for _ in 0..<3_000 {
            let text = String((0..<Int.random(in: 0...24, using: &random)).map { _ in
                alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            })
            var utf8 = text
            #expect(utf8.withUTF8 { RowSource.latinSlug(utf8: $0) } == RowSource.unicodeSlug(text), "\(text)")
        }
    }

    @Test func slugsOfNamesWithAccentsSpacesAndNoLetters() {
        #expect(RowSource.slug("São Paulo") == "sao-paulo")
        #expect(RowSource.slug("  New York, NY ") == "new-york-ny")
        #expect(RowSource.slug("!!") == "row")
    }
}
