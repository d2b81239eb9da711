import Testing
@testable import ListCore

@Suite struct SortKeyTests {
    /// `texts` sorted by their keys (stable for equal keys).
    static func collated(_ texts: [String]) -> [String] {
        texts.enumerated().sorted { a, b in
            let (x, y) = (SortKey(a.element), SortKey(b.element))
            return x != y ? x < y : a.offset < b.offset
        }.map(\.element)
    }

    @Test func accentsSortWithTheirBaseLetter() {
        #expect(Self.collated(["fig", "éclair", "dune", "ezra", "eclair", "Eclair"])
            == ["dune", "eclair", "Eclair", "éclair", "ezra", "fig"])
        #expect(Self.collated(["Zurich", "Zürich", "Zagreb", "Zz"]) == ["Zagreb", "Zurich", "Zürich", "Zz"])
        #expect(Self.collated(["São Paulo", "Santiago", "Sapporo"]) == ["Santiago", "São Paulo", "Sapporo"])
    }

    @Test func lettersWithoutDecompositionSortSensibly() {
        // Æ as "ae", Ø as "o", Ł as "l", ß as "ss", each after its plain spelling on ties.
        #expect(Self.collated(["Amsterdam", "Ærøskøbing", "Aarhus", "Aeroe"])
            == ["Aarhus", "Aeroe", "Ærøskøbing", "Amsterdam"])
        #expect(Self.collated(["London", "Łódź", "Lisbon", "Lyon"]) == ["Lisbon", "Łódź", "London", "Lyon"])
        #expect(Self.collated(["Oslo", "Ørsted", "Orlando", "Otta"]) == ["Orlando", "Ørsted", "Oslo", "Otta"])
        #expect(Self.collated(["Straße", "Strasse", "Strasbourg", "Strauss"])
            == ["Strasbourg", "Strasse", "Straße", "Strauss"])
        #expect(SortKey("Œuvre").equalIgnoringCaseAndAccents(SortKey("oeuvre")))
        #expect(SortKey("Ærø").equalIgnoringCaseAndAccents(SortKey("aero")))
    }

    @Test func caseIsOnlyATieBreakerAfterAccents() {
        #expect(Self.collated(["banana", "Apple", "cherry", "apple", "Banana"])
            == ["apple", "Apple", "banana", "Banana", "cherry"])
        #expect(Self.collated(["É", "e", "é", "E"]) == ["e", "E", "é", "É"])
        #expect(SortKey("apple") < SortKey("Apple") && SortKey("Apple") < SortKey("apples"))
    }

    @Test func numbersInsideTextCompareByValue() {
        #expect(Self.collated(["Item 10", "Item 2", "Item 1", "item 100", "Item 20"])
            == ["Item 1", "Item 2", "Item 10", "Item 20", "item 100"])
        #expect(Self.collated(["file10.txt", "file9.txt", "file1.txt"]) == ["file1.txt", "file9.txt", "file10.txt"])
        #expect(Self.collated(["v1.10", "v1.9", "v1.2"]) == ["v1.2", "v1.9", "v1.10"])
        // Same value: fewer leading zeros first; digits before letters.
        #expect(Self.collated(["007", "7", "07", "8", "06"]) == ["06", "7", "07", "007", "8"])
        #expect(Self.collated(["a", "9", "10"]) == ["9", "10", "a"])
        #expect(SortKey("Row 99999999999999999999") < SortKey("Row 100000000000000000000"))
    }

    @Test func otherDigitsAndCompatibilityFormsCompareLikeTheirValues() {
        // Full-width digits (NFKD) and Arabic-Indic digits are numbers too.
        #expect(SortKey("Item \u{FF11}\u{FF10}").equalIgnoringCaseAndAccents(SortKey("Item 10")))
        #expect(SortKey("x \u{0661}\u{0662}").equalIgnoringCaseAndAccents(SortKey("x 12")))
        #expect(SortKey("ﬁle").equalIgnoringCaseAndAccents(SortKey("file")))
    }

    @Test func canonicallyEquivalentTextHasOneKey() {
        #expect(SortKey("caf\u{E9}") == SortKey("cafe\u{301}"))
        #expect(SortKey("\u{1EC7}") == SortKey("e\u{323}\u{302}"))  // ệ
        #expect(SortKey("e\u{302}\u{323}") == SortKey("e\u{323}\u{302}"))
    }

    @Test func whitespaceAndEmptiness() {
        #expect(SortKey("  Paris ") == SortKey("Paris"))
        #expect(SortKey("New   York") == SortKey("New York"))
        #expect(SortKey("New York") < SortKey("Newark"))
        #expect(SortKey("").isEmpty && SortKey(" \t ").isEmpty && !SortKey("a").isEmpty)
        #expect(SortKey("ab") < SortKey("abc"))
    }

    @Test func scriptsOrderAfterLatin() {
        #expect(Self.collated(["Москва", "Αθήνα", "Zagreb", "東京", "123"]) == ["123", "Zagreb", "Αθήνα", "Москва", "東京"])
        #expect(SortKey("Αθήνα").equalIgnoringCaseAndAccents(SortKey("αθηνα")))
        #expect(SortKey("ΑΘΗΝΑ") > SortKey("αθηνα"))
    }
}

extension SortKeyTests {
    @Test func documentedExample() {
        let names = ["Item 10", "item 2", "Éclair", "eclair", "Zürich", "Zurich 2"]
        #expect(names.sorted { SortKey($0) < SortKey($1) }
            == ["eclair", "Éclair", "item 2", "Item 10", "Zürich", "Zurich 2"])
    }
}

@Suite struct SortKeyLeadingPunctuationTests {
    @Test func sHertogenboschSortsAmongTheHs() {
        #expect(SortKeyTests.collated(["Zwolle", "'s-Hertogenbosch", "Amsterdam", "Haarlem", "Hengelo", "Sittard"])
            == ["Amsterdam", "Haarlem", "Hengelo", "'s-Hertogenbosch", "Sittard", "Zwolle"])
        #expect(SortKeyTests.collated(["Zeist", "\u{2019}s-Gravenhage", "Groningen", "Gouda", "Haarlem"])
            == ["Gouda", "\u{2019}s-Gravenhage", "Groningen", "Haarlem", "Zeist"])
        #expect(SortKeyTests.collated(["'t Zandt", "Utrecht", "Zaandam", "Zwolle"])
            == ["Utrecht", "Zaandam", "'t Zandt", "Zwolle"])
    }

    @Test func leadingPunctuationIsIgnoredWhenSomethingFollows() {
        #expect(SortKeyTests.collated(["Quebec", "\"Paris\"", "(Oslo)", "Rome"]) == ["(Oslo)", "\"Paris\"", "Quebec", "Rome"])
        #expect(SortKeyTests.collated(["b", "-", "a", "--"]).prefix(2) == ["-", "--"])   // all punctuation: kept
        #expect(SortKeyTests.collated(["3", "-3", "2"]) == ["-3", "2", "3"])   // a sign before digits counts
        #expect(SortKeyTests.collated(["'Arry", "Bob", "Alan"]) == ["Alan", "'Arry", "Bob"])   // no article
    }
}
