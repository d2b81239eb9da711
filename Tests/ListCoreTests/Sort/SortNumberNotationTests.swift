import Testing
@testable import ListCore

/// Numbers as people write them: grouped and with decimal commas, read by value; a column
/// whose values read two ways takes the user's notation or stays text.
@Suite struct SortNumberNotationTests {
    @Test(arguments: [
        (NumberNotation.english, "1,234,567", 1_234_567.0),
        (.english, "-1,234.25", -1234.25),
        (.english, "999", 999),
        (.german, "1.234.567,5", 1_234_567.5),
        (.german, "1,5", 1.5),
        (.spaceComma, "1 234 567", 1_234_567),
        (.spaceComma, "1\u{202F}234\u{202F}567,5", 1_234_567.5),
        (.spaceComma, "1\u{00A0}234", 1234),
        (.spacePoint, "12 345.75", 12345.75),
        (.swiss, "1'234'567.5", 1_234_567.5),
        (.plain, "1e6", 1_000_000),
    ])
    func readsByValue(_ notation: NumberNotation, _ text: String, _ value: Double) {
        #expect(notation.value(of: text) == value)
    }

    @Test(arguments: [
        (NumberNotation.english, "1,23"), (.english, "12,3456"), (.english, "1,234,"), (.english, ",123"),
        (.english, "1,234 567"), (.german, "1.23"), (.german, "1,"), (.spaceComma, "1  234"),
        (.spaceComma, "1 234.5"), (.english, "1e6"), (.english, "abc"), (.german, ""),
    ])
    func rejectsWhatItCannotRead(_ notation: NumberNotation, _ text: String) {
        #expect(notation.value(of: text) == nil)
    }

    func inferred(_ values: [String], preferring: NumberNotation? = nil) -> ColumnSchema.Column {
        ColumnSchema.inferred(header: ["n"], records: values.map { [$0] }, preferring: preferring).columns[0]
    }

    @Test func unambiguousColumnsAreNumbers() {
        #expect(inferred(["1,234,567", "12,500.5", "3"]).notation == .english)
        #expect(inferred(["1.234.567,5", "2,25"]).notation == .german)
        #expect(inferred(["1 234 567", "12\u{202F}500", "7"]).kind == .number)
        #expect(inferred(["1,5", "2,75"]).kind == .number)   // decimal commas: german and space notation agree
        #expect(inferred(["42", "7", "1e3"]).notation == .plain)
    }

    @Test func ambiguousColumnsTakeTheUsersNotationOrStayText() {
        let column = ["1,500", "2,250"]   // 1500 and 2250, or 1.5 and 2.25?
        #expect(inferred(column).kind == .text)
        #expect(inferred(column, preferring: .english).notation == .english)
        #expect(inferred(column, preferring: .german).notation == .german)
        #expect(inferred(["1,5", "x"]).kind == .text)
        #expect(inferred(["1,234.5", "1.234,5"]).kind == .text, "english and german in one column")
    }

    @Test func groupedNumbersSortByValue() {
        let rows = SortRowSorterTests.rows(["1,234,567", "99", "12,500.5", "1,000"])
        let schema = ColumnSchema.inferred(header: ["name", "n"], records: rows.map(\.fields))
        let sorted = RowSorter.sorted(rows, by: SortDescriptor(column: 1), schema: schema)
        #expect(SortRowSorterTests.column1(sorted) == ["99", "1,000", "12,500.5", "1,234,567"])
    }

    @Test func localeConventionsNameTheirNotation() {
        #expect(NumberNotation.locale(decimalPoint: ",", thousandsSeparator: ".") == .german)
        #expect(NumberNotation.locale(decimalPoint: ".", thousandsSeparator: ",") == .english)
        #expect(NumberNotation.locale(decimalPoint: ",", thousandsSeparator: "\u{202F}") == .spaceComma)
        #expect(NumberNotation.locale(decimalPoint: ".", thousandsSeparator: "") == .plain)
    }
}
