import Testing
@testable import ListData
import ListCore

@Suite struct DataCSVTableTests {
    @Test func parsesHeaderAndRecords() throws {
        let table = try CSVTable.parse("name,country,population\nTokyo,Japan,37400068\nLima,Peru,10151200\n")
        #expect(table.header == ["name", "country", "population"])
        #expect(table.records == [["Tokyo", "Japan", "37400068"], ["Lima", "Peru", "10151200"]])
    }

    @Test func quotedFieldsKeepCommasQuotesAndLineBreaks() throws {
        let text = #"""
            name,description
            "Paris, France","the ""City of Light"""
            "two
            lines",""
            plain,"a,""b"",c"

            """#
        let table = try CSVTable.parse(text)
        #expect(table.records == [
            ["Paris, France", #"the "City of Light""#],
            ["two\nlines", ""],
            ["plain", #"a,"b",c"#],
        ])
    }

    @Test func crlfLfAndLoneCRAreLineBreaks() throws {
        let expected = CSVTable(header: ["a", "b"], records: [["1", "2"], ["3", "4"]])
        #expect(try CSVTable.parse("a,b\r\n1,2\r\n3,4\r\n") == expected)
        #expect(try CSVTable.parse("a,b\n1,2\r\n3,4") == expected)
        #expect(try CSVTable.parse("a,b\r1,2\r3,4\r") == expected)
    }

    @Test func crlfInsideQuotesIsKeptAsWritten() throws {
        let table = try CSVTable.parse("a,b\r\n\"x\r\ny\",2\r\n")
        #expect(table.records == [["x\r\ny", "2"]])
    }

    @Test func trailingLineBreakIsOptional() throws {
        #expect(try CSVTable.parse("a,b\n1,2") == CSVTable.parse("a,b\n1,2\n"))
        #expect(try CSVTable.parse("a,b\n1,\"2\"").records == [["1", "2"]])
    }

    @Test func byteOrderMarkIsStripped() throws {
        let table = try CSVTable.parse("\u{FEFF}name,value\nx,1\n")
        #expect(table.header == ["name", "value"])
        #expect(table.header[0].unicodeScalars.first == "n")
    }

    @Test func emptyFieldsAndTrailingCommaCount() throws {
        let table = try CSVTable.parse("a,b,c\n,,\nx,,z\n1,2,\n")
        #expect(table.records == [["", "", ""], ["x", "", "z"], ["1", "2", ""]])
    }

    @Test func blankLinesBetweenRecordsAreSkipped() throws {
        let table = try CSVTable.parse("a,b\n\n1,2\n\r\n\n3,4\n\n\n")
        #expect(table.records == [["1", "2"], ["3", "4"]])
    }

    @Test func headerNamesAreTrimmedButValuesAreNot() throws {
        let table = try CSVTable.parse(" name , value\n  x  , 1 \n")
        #expect(table.header == ["name", "value"])
        #expect(table.records == [["  x  ", " 1 "]])
    }

    @Test func unicodeSurvives() throws {
        let table = try CSVTable.parse("name,note\nŁódź,\"Zürich, São Paulo, 東京\"\nReykjavík,👍🏽\n")
        #expect(table.records == [["Łódź", "Zürich, São Paulo, 東京"], ["Reykjavík", "👍🏽"]])
    }

    @Test func headerOnlyIsAValidTable() throws {
        let table = try CSVTable.parse("a,b\n")
        #expect(table.header == ["a", "b"])
        #expect(table.records.isEmpty)
    }

    // MARK: Errors

    struct Failure: CustomTestStringConvertible, Sendable {
        let text: String
        let line: Int?
        let message: String
        var testDescription: String { "\(line.map { "line \($0): " } ?? "")\(message)" }
    }

    static let failures: [Failure] = [
        Failure(text: "", line: nil, message: "empty file"),
        Failure(text: "\u{FEFF}", line: nil, message: "empty file"),
        Failure(text: "\n\r\n\n", line: nil, message: "empty file"),
        Failure(text: "a,b\n1,2\n3\n", line: 3, message: "expected 2 fields, found 1"),
        Failure(text: "a,b\n1,2,3\n", line: 2, message: "expected 2 fields, found 3"),
        // The record on line 5 follows a quoted field that spans lines 2-4.
        Failure(text: "a,b\n\"x\ny\nz\",1\n5,6,7\n", line: 5, message: "expected 2 fields, found 3"),
        // A CRLF inside quotes is one line break, as outside them.
        Failure(text: "a,b\r\n\"x\r\ny\",1\r\n5\r\n", line: 4, message: "expected 2 fields, found 1"),
        // Blank lines still count for line numbers.
        Failure(text: "a,b,c,d\n\n\n1,2,3,4\n\n\n1,2,3\n", line: 7, message: "expected 4 fields, found 3"),
        Failure(text: "a,b\n1,2\n\"open,3\n4,5\n", line: 3, message: "unterminated quoted field"),
        Failure(text: "a,b\r\n1,\"never closed", line: 2, message: "unterminated quoted field"),
        Failure(text: "name,Name\n1,2\n", line: 1, message: "duplicate column name 'Name'"),
        Failure(text: "a,b,a\n", line: 1, message: "duplicate column name 'a'"),
        Failure(text: "a,,c\n1,2,3\n", line: 1, message: "column 2 has no name"),
        Failure(text: "a,b\n1,2\n5\" screen,3\n", line: 3,
                message: "quote inside an unquoted field (quote the whole field and double the quote)"),
        Failure(text: "a,b\n\"x\"y,2\n", line: 2, message: "unexpected 'y' after a closing quote"),
        Failure(text: "a,b\n\"x\" ,2\n", line: 2, message: "unexpected ' ' after a closing quote"),
        Failure(text: "a,b\n\"x\"é,2\n", line: 2, message: "unexpected 'é' after a closing quote"),
    ]

    @Test(arguments: failures)
    func errorsNameTheLine(_ failure: Failure) {
        #expect(throws: CSVError(line: failure.line, message: failure.message)) {
            try CSVTable.parse(failure.text)
        }
    }

    @Test func errorDescriptionIsOneLineWithLinePrefix() {
        #expect(CSVError(line: 7, message: "expected 4 fields, found 3").description
            == "line 7: expected 4 fields, found 3")
        #expect(CSVError(line: nil, message: "empty file").description == "empty file")
        do {
            _ = try CSVTable.parse("a,b\n\"x\ny\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.description == "line 2: unterminated quoted field")
            #expect(!error.description.contains("\n"))
        }
    }
}
