import Testing
@testable import ListCore

/// The key table's buffer: sized once from its first keys, never copied into a larger one while
/// the rest arrive (a copy of every key so far, with both buffers resident at once).
@Suite struct SortKeyTableTests {
    /// `count` keys like a generated list's names, whose numbers grow longer as the list goes on.
    static func table(ofNames count: Int) -> SortKeyTable {
        var table = SortKeyTable(reservingValues: count)
        var builder = SortKeyBuilder()
        for index in 0..<count {
            builder.build("Row \(index)")
            table.append(builder)
        }
        return table
    }

    @Test func keysLikeTheFirstOnesNeverOutgrowTheBufferSizedFromThem() {
        let count = 200_000
        var table = SortKeyTable(reservingValues: count)
        var builder = SortKeyBuilder()
        var sized = 0
        for index in 0..<count {
            builder.build("Row \(index)")
            table.append(builder)
            if table.count == SortKeyTable.sampleSize { sized = table.codeCapacity }
            #expect(sized == 0 || table.codeCapacity == sized, "the buffer grew at key \(index)")
            if sized != 0 && table.codeCapacity != sized { break }
        }
        // Row 100000 and later take 14 weights, the first thousand at most 12.
        #expect(sized >= count * 14)
    }

    @Test func aTableSizedFromItsSampleSortsLikeTheKeysThemselves() {
        let count = 5_000
        let table = Self.table(ofNames: count)
        var records = table.records()
        records.sort { table.precedes($0, $1, ascending: false) }
        let expected = (0..<count).sorted { SortKey("Row \($1)") < SortKey("Row \($0)") }
        #expect(records.map { Int($0.slot) } == expected)
    }

    static func codes(_ text: String) -> [UInt16] {
        var builder = SortKeyBuilder()
        builder.build(text)
        var codes: [UInt16] = []
        builder.writeCodes(to: &codes)
        return codes
    }

    /// A key's 16-bit codes order two texts exactly as its 32-bit weights do (`SortKey`): random
    /// texts of letters, accents (one and two on a letter), numbers with leading zeros, case,
    /// whitespace, other scripts (values that take an escape code and two more), each pair both
    /// ways, and none of the codes is 0 but the levels' separators.
    @Test func codesOrderTextsAsTheWeightsDo() {
        let extra = ["東京", "Ωmega", "\u{10400}", "x\u{301}\u{302}", "ǅ", "0007", "½", "\u{FFFD}", "Zürich 0"]
        for seed in TestSeed.seeds(400) {
            var random = BatchSeededRandom(seed: 80_000 + seed)
            func text() -> String {
                SortRowSorterTests.randomText(&random) + (random.chance(0.3) ? extra.randomElement(using: &random)! : "")
                    + SortRowSorterTests.randomText(&random)
            }
            let a = text(), b = random.chance(0.2) ? a : text()
            let (codesA, codesB) = (Self.codes(a), Self.codes(b))
            let (keyA, keyB) = (SortKey(a), SortKey(b))
            #expect(codesA.lexicographicallyPrecedes(codesB) == (keyA < keyB), "\(TestSeed.label(seed)) \(a) | \(b)")
            #expect(codesB.lexicographicallyPrecedes(codesA) == (keyB < keyA), "\(TestSeed.label(seed)) \(b) | \(a)")
            #expect((codesA == codesB) == (keyA == keyB), "\(TestSeed.label(seed)) \(a) = \(b)")
            #expect(codesA.filter { $0 == 0 }.count == 2, "\(TestSeed.label(seed)) \(a): two separators")
        }
        // Every pair of characters from many ranges, at the same place after a shared start:
        // large values (escape codes) meet each other, small ones and accents.
        let characters = ["a", "Z", "é", "ê\u{300}", "ß", "Ω", "ω", "Ж", "東", "京", "一", "龍", "\u{10400}", "\u{1F600}",
                          "\u{20000}", "ǅ", "½", "7", "07", "x\u{301}\u{302}", "x\u{302}\u{301}", "-", " ",
                          "è", "èé", "ê\u{300}e", "e\u{323}\u{302}"]
        for a in characters {
            for b in characters {
                let (x, y) = ("k" + a + "m", "k" + b + "m")
                #expect(Self.codes(x).lexicographicallyPrecedes(Self.codes(y)) == (SortKey(x) < SortKey(y)), "\(x) | \(y)")
                #expect((Self.codes(x) == Self.codes(y)) == (SortKey(x) == SortKey(y)), "\(x) = \(y)")
            }
        }
    }
}
