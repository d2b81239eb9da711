import Foundation
import Testing
@testable import ListData
import ListCore

/// The sample data shipped in `Resources/cities.csv` loads through the same path as `--data`.
@Suite struct DataCitiesResourceTests {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ListDataTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Resources/cities.csv")

    private func load() throws -> (table: CSVTable, schema: ColumnSchema, rows: [Row]) {
        let text = try String(contentsOf: Self.url, encoding: .utf8)
        let table = try CSVTable.parse(text)
        let (schema, rows) = try RowSource.rows(from: table)
        return (table, schema, rows)
    }

    @Test func parsesWithFourColumnsAndAtLeast250Records() throws {
        let (table, schema, rows) = try load()
        #expect(table.header == ["name", "country", "population", "description"])
        #expect(table.records.count >= 250)
        #expect(rows.count == table.records.count)
        #expect(schema.columns.map(\.kind) == [.text, .text, .number, .text])
    }

    @Test func sHertogenboschSortsAmongTheHs() throws {
        let (_, schema, rows) = try load()
        let names = RowSorter.sorted(rows, by: SortDescriptor(column: 0, ascending: true), schema: schema)
            .map { $0.fields[0] }
        let index = try #require(names.firstIndex(of: "'s-Hertogenbosch"))
        #expect(names[index - 1].first == "H" || names[index - 1].first == "G", "\(names[index - 1])")
        #expect(names[index + 1].first == "H", "\(names[index + 1])")
    }

    @Test func populationsArePositiveIntegers() throws {
        for record in try load().table.records {
            let population = Int(record[2])
            #expect(population != nil && population! > 0, "\(record[0]): \(record[2])")
        }
    }

    @Test func idsAreUniqueAndDuplicateNamesGetSuffixes() throws {
        let rows = try load().rows
        #expect(Set(rows.map(\.id)).count == rows.count)
        // Two Valencias, two Córdobas, two Hyderabads: the second of each gets "-2".
        for base in ["valencia", "cordoba", "hyderabad"] {
            #expect(rows.contains { $0.id.rawValue == base })
            #expect(rows.contains { $0.id.rawValue == base + "-2" })
        }
    }

    @Test func descriptionsAreOneSentenceOf20To160Characters() throws {
        let rows = try load().rows
        for row in rows {
            #expect((20...160).contains(row.detail.count), "\(row.id): \(row.detail.count)")
            #expect(!row.detail.contains("\n"))
            #expect(row.detail == row.fields[3])
        }
        // Both row heights occur, so the list shows variable heights.
        #expect(Set(rows.map(\.height)) == [56, 72])
    }

    @Test func containsQuotingAndAccentsThatExerciseTheParser() throws {
        let (table, _, _) = try load()
        let names = Set(table.records.map { $0[0] })
        for name in ["São Paulo", "Zürich", "Kraków", "Reykjavík", "Łódź", "Île-à-la-Crosse", "eThekwini",
                     "Washington, D.C."] {
            #expect(names.contains(name), "\(name)")
        }
        #expect(table.records.contains { $0[3].contains("\"") })
        #expect(table.records.filter { $0[3].contains(",") }.count >= 20)
    }

    @Test func isNotSortedByAnyColumnSoSortingIsVisible() throws {
        let records = try load().table.records
        let names = records.map { $0[0] }
        let populations = records.map { Int($0[2])! }
        #expect(names != names.sorted())
        #expect(names != names.sorted().reversed())
        #expect(populations != populations.sorted())
        #expect(populations != populations.sorted().reversed())
    }
}
