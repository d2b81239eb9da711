import Foundation
import Testing
@testable import ListCore

/// Search matches ignore case and accents, on any searched column, checked against Foundation's
/// own case- and diacritic-insensitive search as an independent reference.
@Suite struct SearchQueryTests {
    static let alphabet: [String] = ["a", "A", "á", "Á", "e", "é", "É", "o", "ö", "Ø", "ø", "s", "S", "ß", "c", "ç",
                                     "n", "ñ", " ", "-", "z", "Z", "ı", "æ", "1", "2"]

    func randomText(_ random: inout SplitMix64, length: Int) -> String {
        (0..<length).map { _ in Self.alphabet[random.next(below: Self.alphabet.count)] }.joined()
    }

    /// The reference: Foundation's search, with the letters Foundation does not fold (ø, æ, ß, ı)
    /// spelled out by hand — written separately from `TextFolding`.
    func reference(_ field: String, _ query: String) -> Bool {
        func spell(_ s: String) -> String {
            s.lowercased().replacingOccurrences(of: "ø", with: "o").replacingOccurrences(of: "Ø", with: "o")
                .replacingOccurrences(of: "æ", with: "ae").replacingOccurrences(of: "ß", with: "ss")
                .replacingOccurrences(of: "ı", with: "i")
        }
        let q = spell(query).trimmingCharacters(in: .whitespaces)
        if q.isEmpty { return true }
        return spell(field).range(of: q, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }

    @Test func examples() {
        let row = Row(id: "sp", fields: ["São Paulo", "Brazil", "12325232"])
        #expect(SearchQuery("sao").matches(row, columns: [0, 1]))
        #expect(SearchQuery("SÃO P").matches(row, columns: [0, 1]))
        #expect(SearchQuery("braz").matches(row, columns: [0, 1]))
        #expect(!SearchQuery("braz").matches(row, columns: [0]))
        #expect(!SearchQuery("lisbon").matches(row, columns: [0, 1]))
        #expect(SearchQuery("  ").isEmpty && SearchQuery("  ").matches(row, columns: []))
        #expect(SearchQuery("Købe").matches(Row(id: "k", fields: ["København"]), columns: [0]))
        #expect(SearchQuery("strasse").matches(Row(id: "s", fields: ["Hauptstraße"]), columns: [0]))
        #expect(SearchQuery("par").narrows(SearchQuery("pa")) && !SearchQuery("pa").narrows(SearchQuery("par")))
    }

    @Test(arguments: 0..<40)
    func matchesTheReference(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        for _ in 0..<200 {
            let field = randomText(&random, length: random.next(below: 12))
            // Half the queries are pieces of the field, re-spelled; half are random.
            var query = randomText(&random, length: 1 + random.next(below: 3))
            if random.next(below: 2) == 0, !field.isEmpty {
                let chars = Array(field)
                let start = random.next(below: chars.count)
                let end = min(chars.count, start + 1 + random.next(below: 4))
                query = String(chars[start..<end]).uppercased()
            }
            let row = Row(id: "r", fields: ["x", field])
            #expect(SearchQuery(query).matches(row, columns: [1]) == reference(field, query),
                    "seed \(seed): field \(field.debugDescription), query \(query.debugDescription)")
        }
    }
}
