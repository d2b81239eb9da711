import Testing
@testable import ListCore

/// The sort against `SortCollationReference`, a collation written from the documented rules
/// that shares no code with `SortKey`, on random text (seeds from `TestSeed`).
@Suite struct SortCollationPropertyTests {
    static let pieces = ["a", "A", "á", "b", "B", "e", "E", "é", "É", "z", "Z", "item", "Item", " ", "-", "1", "2",
                         "7", "10", "99", "123"]

    static func randomText(_ random: inout BatchSeededRandom) -> String {
        (0..<Int.random(in: 0...5, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
    }

    @Test func referenceAgreesWithTheDocumentedExamples() {
        let names = ["Item 10", "item 2", "Éclair", "eclair", "Zurich 2", "apple", "Apple", "éclair"]
        #expect(names.sorted(by: SortCollationReference.precedes)
            == ["apple", "Apple", "eclair", "éclair", "Éclair", "item 2", "Item 10", "Zurich 2"])
    }

    @Test func sortKeysOrderRandomTextLikeTheReference() {
        for seed in TestSeed.seeds(300) {
            var random = BatchSeededRandom(seed: 70_000 &+ seed)
            let values = (0..<Int.random(in: 0...60, using: &random)).map { _ in Self.randomText(&random) }
            let rows = values.enumerated().map { Row(id: RowID("r\($0.offset)"), fields: [$0.element]) }
            for ascending in [true, false] {
                let order = RowSorter.order(of: rows, by: SortDescriptor(column: 0, ascending: ascending), numeric: false)
                let expected = SortCollationReference.order(values, ascending: ascending)
                #expect(order == expected, "\(TestSeed.label(seed)) ascending \(ascending): got \(order.map { values[$0] }), expected \(expected.map { values[$0] })")
                if order != expected { return }
            }
        }
    }
}
