import Testing
import ListCore
@testable import ListData

@Suite struct DataCompactCSVRowTests {
    /// The stored row model CSV rows used to be (the previous `RowSource.rows(from:)`).
    static func storedModel(_ table: CSVTable) -> [Row] {
        let detailColumn = table.header.firstIndex { $0.lowercased() == "description" }
        var taken: Set<String> = []
        var next: [String: Int] = [:]
        return table.records.map { record in
            var id = RowSource.slug(record.first ?? "")
            if !taken.insert(id).inserted {
                var suffix = next[id, default: 2]
                while !taken.insert("\(id)-\(suffix)").inserted { suffix += 1 }
                next[id] = suffix + 1
                id = "\(id)-\(suffix)"
            }
            let detail = detailColumn.map { record[$0] } ?? record.joined(separator: ", ")
            return Row(id: RowID(id), fields: record, detail: detail, height: RowSource.height(forDetail: detail))
        }
    }

    @Test func csvRowsReadLikeTheStoredModel() throws {
        var random = SplitMix64(seed: 13)
        let words = ["Tokyo", "São Paulo", "New York", "a", "", "Łódź", "Zürich", "x, y", "42", "3.5", "Ærø"]
        for _ in 0..<100 {
            let columns = Int.random(in: 1...4, using: &random)
            var header = (0..<columns).map { "c\($0)" }
            if Bool.random(using: &random) { header[columns - 1] = "Description" }
            let records = (0..<Int.random(in: 1...40, using: &random)).map { _ in
                (0..<columns).map { _ in words[Int.random(in: 0..<words.count, using: &random)] }
            }
            let table = CSVTable(header: header, records: records)
            let rows = try RowSource.rows(from: table).rows
            let model = Self.storedModel(table)
            #expect(rows == model)
            for (row, expected) in zip(rows, model) {
                #expect(row.id == expected.id && row.fields == expected.fields && row.detail == expected.detail)
                #expect(row.version == 0 && row.title == expected.title)
                for column in -1...columns { #expect(row.field(column) == expected.field(column)) }
            }
        }
    }

    @Test func repeatedValuesAreStoredOnce() {
        var builder = ColumnTable.Builder(columnCount: 2, detailColumn: nil)
        for i in 0..<1_000 { builder.append(id: "r\(i)", fields: ["City \(i)", i % 2 == 0 ? "Japan" : "Brazil"]) }
        let table = builder.build()
        // 1 000 ids + 1 000 city names + 2 countries.
        #expect(table.valueCount == 2_002)
        #expect(table.row(at: 7, height: 56).fields == ["City 7", "Brazil"])
        #expect(table.row(at: 7, height: 56).detail == "City 7, Brazil")
    }
}
