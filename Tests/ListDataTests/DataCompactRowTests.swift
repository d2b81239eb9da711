import Testing
import ListCore
@testable import ListData

/// Generated rows make their text on demand; they must read exactly like the rows the app
/// stored before (the model below is the previous eager `RowSource.generatedRow`).
@Suite struct DataCompactRowTests {
    /// The stored row model generated rows used to be: every string built up front.
    static func storedModel(at index: Int) -> Row {
        let hash = SplitMix64.mix(UInt64(index))
        let value = String(hash % 100_000)
        return Row(
            id: RowID("row-\(index)"),
            fields: ["Row \(index)", "Group \(index % 17)", value],
            detail: "Generated row \(index) in group \(index % 17) with value \(value).",
            height: RowSource.generatedHeights[Int((hash >> 32) % UInt64(RowSource.generatedHeights.count))])
    }

    @Test func generatedRowsReadLikeTheStoredModel() {
        var random = SplitMix64(seed: 10)
        for _ in 0..<2_000 {
            let index = Int.random(in: 0..<10_000_000, using: &random)
            let made = RowSource.generatedRow(at: index)
            let stored = Self.storedModel(at: index)
            #expect(made == stored, "row \(index)")
            #expect(made.hashValue == stored.hashValue, "row \(index)")
            #expect(made.fields == stored.fields && made.detail == stored.detail && made.title == stored.title)
            for column in -1...3 { #expect(made.field(column) == stored.field(column), "row \(index) column \(column)") }
        }
    }

    @Test func csvRowsRoundTripThroughStoredContent() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<200 {
            let fields = (0..<Int.random(in: 1...5, using: &random)).map { _ in
                String(Int.random(in: 0..<1_000_000, using: &random))
            }
            let row = Row(id: RowID("r"), fields: fields, detail: fields.joined(separator: ", "))
            #expect(row.fields == fields && row.detail == fields.joined(separator: ", "))
            #expect((0..<fields.count).map { row.field($0) } == fields.map { Optional($0) })
            #expect(row.field(fields.count) == nil && row.field(-1) == nil)
        }
    }

    @Test func settingTheContentOfAMadeRowStoresIt() {
        var row = RowSource.generatedRow(at: 42)
        row.fields[2] = "7"
        #expect(row.fields == ["Row 42", "Group 8", "7"])
        #expect(row.detail == Self.storedModel(at: 42).detail)
        #expect(row != RowSource.generatedRow(at: 42))
    }

    @Test func aMadeRowIsSmall() {
        #expect(MemoryLayout<Row>.stride <= 32)
    }
}
