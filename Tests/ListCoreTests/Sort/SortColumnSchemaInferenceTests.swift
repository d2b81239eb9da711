import Testing
@testable import ListCore

/// One inference rule for every loader: `ColumnSchema.Inference` one record at a time (CSV, TSV
/// and SQLite stream their records into it) and `ColumnSchema.inferred` over a whole table agree.
@Suite struct SortColumnSchemaInferenceTests {
    static let values = ["1,234", "12,500.5", "7", "", " ", "1.234,5", "x", "1,5", "2,25", "1e3", "-4"]

    @Test func streamingGivesWhatTheWholeTableGives() {
        var random = SplitMix64(seed: 17)
        for round in 0..<200 {
            let width = Int.random(in: 1...3, using: &random)
            let header = (0..<width).map { "c\($0)" }
            let records = (0..<Int.random(in: 0...6, using: &random)).map { _ in
                (0..<width).map { _ in Self.values[Int.random(in: 0..<Self.values.count, using: &random)] }
            }
            for preferring in [nil, NumberNotation.english, .german] {
                var inference = ColumnSchema.Inference(header: header, preferring: preferring)
                for record in records { inference.observe(record) }
                #expect(inference.schema == ColumnSchema.inferred(header: header, records: records, preferring: preferring),
                        "round \(round)")
            }
        }
    }

    @Test func aColumnIsANumberOnlyWhenEveryValueIs() {
        var inference = ColumnSchema.Inference(header: ["name", "n", "empty"])
        inference.observe(["Tokyo", "37,400,068", ""])
        inference.observe(["Lima", "", " "])
        #expect(inference.schema.columns.map(\.kind) == [.text, .number, .text])
        #expect(inference.schema.columns[1].notation == .english)
        inference.observe(["Oslo", "many", ""])
        #expect(inference.schema.columns[1].kind == .text)
    }

    @Test func theUsersNotationSettlesAColumnThatReadsTwoWays() {
        var english = ColumnSchema.Inference(header: ["n"], preferring: .english)
        var german = ColumnSchema.Inference(header: ["n"], preferring: .german)
        var neither = ColumnSchema.Inference(header: ["n"])
        for value in ["1,500", "2,250"] {
            english.observe([value]); german.observe([value]); neither.observe([value])
        }
        #expect(english.schema.columns[0].notation == .english)
        #expect(german.schema.columns[0].notation == .german)
        #expect(neither.schema.columns[0].kind == .text)
    }

    @Test func fieldsPastTheHeaderAreIgnoredAndShortRecordsCount() {
        var inference = ColumnSchema.Inference(header: ["a", "b"])
        inference.observe(["1", "2", "not a number"])
        inference.observe(["3"])
        #expect(inference.schema == ColumnSchema(columns: [.init(name: "a", kind: .number), .init(name: "b", kind: .number)]))
    }
}
