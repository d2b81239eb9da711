import Foundation
import Testing
import ListCore
@testable import ListData

@Suite struct DataCSVColumnLoaderTests {
    /// The reference path: the tokenizer's records collected (`CSVTable.parse`), then made into
    /// rows (`RowSource.rows(from:)`); `nil` when the bytes are not UTF-8 text.
    static func reference(_ data: Data) -> Result<Loaded, CSVError>? {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        return Result { () throws(CSVError) in Loaded(try RowSource.rows(from: CSVTable.parse(text))) }
    }

    /// What the loader gives: its rows and schema, or its error.
    static func loaded(_ data: Data) -> Result<Loaded, CSVError> {
        Result { () throws(CSVError) in Loaded(try CSVColumnLoader.load(data)) }
    }

    struct Loaded: Equatable {
        var schema: ColumnSchema
        var rows: [Row]
        init(_ loaded: (schema: ColumnSchema, rows: [Row])) { (schema, rows) = loaded }
    }

    static let pieces = ["Tokyo", "São Paulo", "x, y", "say \"\"hi\"\"", "42", " 7 ", "-3.5", "", "line\nbreak",
                         "Łódź", "1e6", "a\r\nb", "Ærø", "e\u{301}", "é", "\u{212A}", "K", "Tokyo 2"]

    /// A random CSV file: sometimes well formed, sometimes with a flaw the reference rejects.
    static func randomFile(_ random: inout SplitMix64, flawed: Bool) -> Data {
        let columns = Int.random(in: 1...4, using: &random)
        var header = (0..<columns).map { "col\($0)" }
        if Bool.random(using: &random) { header[columns - 1] = "Description" }
        let newline = Bool.random(using: &random) ? "\r\n" : "\n"
        var text = (Bool.random(using: &random) ? "\u{FEFF}" : "") + header.joined(separator: ",") + newline
        for _ in 0..<Int.random(in: 1...30, using: &random) {
            var cells = (0..<columns).map { _ -> String in
                let piece = pieces[Int.random(in: 0..<pieces.count, using: &random)]
                let needsQuotes = piece.contains(",") || piece.contains("\"") || piece.contains("\n")
                return needsQuotes || Int.random(in: 0..<6, using: &random) == 0 ? "\"\(piece)\"" : piece
            }
            if Int.random(in: 0..<10, using: &random) == 0 { text += newline }   // a blank line
            if flawed && Int.random(in: 0..<8, using: &random) == 0 {
                switch Int.random(in: 0..<4, using: &random) {
                case 0: cells.append("extra")
                case 1: cells[0] = "bad\"quote"
                case 2: cells[0] = "\"open"
                default: cells[0] = "\"closed\"x"
                }
            }
            text += cells.joined(separator: ",") + newline
        }
        var data = Data(text.utf8)
        if flawed && Int.random(in: 0..<6, using: &random) == 0 { data.append(0xFF) }
        return data
    }

    @Test func loadsExactlyWhatTheReferencePathLoadsAndFailsAsItFails() {
        var random = SplitMix64(seed: 14)
        var loaded = 0
        var failed = 0
        for round in 0..<400 {
            let flawed = round % 2 == 1
            let data = Self.randomFile(&random, flawed: flawed)
            let fast = Self.loaded(data)
            if case .success = fast { loaded += 1 } else { failed += 1 }
            if let reference = Self.reference(data) {
                #expect(fast == reference, "round \(round)")
                if case .success(let fast) = fast, case .success(let reference) = reference {
                    #expect(fast.rows.map { RowMetrics.Style(of: $0) } == reference.rows.map { RowMetrics.Style(of: $0) },
                            "round \(round): styles")
                }
            } else {
                // Not UTF-8: the loader says so, or names a CSV error that comes before the bad byte.
                #expect(throws: CSVError.self, "round \(round)") { try fast.get() }
            }
            if !flawed { #expect(throws: Never.self, "round \(round)") { try fast.get() } }
        }
        #expect(loaded >= 200)
        #expect(failed >= 20)
    }

    @Test func fieldsWithDoubledQuotesKeepTheirTextWhileTheReaderGrows() throws {
        // Two quoted fields with doubled quotes in one record that together pass the reader's
        // first buffer (256 bytes): the second grows it after the first was read.
        let first = String(repeating: "say \"\"hi\"\" ", count: 20), second = String(repeating: "a \"\"b\"\" ", count: 30)
        let data = Data("name,quote,other\nTokyo,\"\(first)\",\"\(second)\"\nOsaka,\"\"\"\",x\n".utf8)
        let loaded = try Self.loaded(data).get()
        #expect(loaded == (try Self.reference(data)?.get()))
        #expect(loaded.rows[0].fields == ["Tokyo", String(repeating: "say \"hi\" ", count: 20),
                                          String(repeating: "a \"b\" ", count: 30)])
        #expect(loaded.rows[1].fields == ["Osaka", "\"", "x"])
    }

    @Test func rejectsWhatTheReferenceRejectsWithTheSameError() {
        for text in ["", "name\n", "name,name\nA,B\n", "a,b\n1\n", "a\nx\"y\n", "a\n\"open\n", "a\n\n\"x\"y\n"] {
            guard case .failure(let expected) = Self.reference(Data(text.utf8)) else {
                Issue.record("the reference took \(text)")
                continue
            }
            #expect(throws: expected, "\(text)") { try CSVColumnLoader.load(Data(text.utf8)) }
        }
    }

    @Test func notUTF8NamesTheLineAndOffsetOfTheFirstBadByte() {
        #expect(throws: CSVError(line: 2, message: "not UTF-8 text (byte 0xFF at offset 2)")) {
            try CSVColumnLoader.load(Data([0x61, 0x0A, 0xFF, 0x0A]))
        }
        // Inside a quoted field that spans lines: the line of the byte itself.
        let quoted = Data("a,b\n1,\"x\r\ny\r\nz".utf8) + Data([0xC3, 0x28]) + Data("\"\n".utf8)
        #expect(throws: CSVError(line: 4, message: "not UTF-8 text (byte 0xC3 at offset 14)")) {
            try CSVColumnLoader.load(quoted)
        }
        // In the header.
        #expect(throws: CSVError(line: 1, message: "not UTF-8 text (byte 0xFC at offset 1)")) {
            try CSVColumnLoader.load(Data([0x5A, 0xFC, 0x0A, 0x31, 0x0A]))
        }
    }

    @Test func aPaddedHeaderIsTrimmedAsTheReferenceTrimsIt() throws {
        let data = Data(" name , value\nx,1\n".utf8)
        #expect(try CSVColumnLoader.load(data).schema.columns.map(\.name) == ["name", "value"])
        #expect(CSVColumnLoader.header(of: data) == ["name", "value"])
        #expect(CSVColumnLoader.header(of: Data("a,A\n".utf8)) == nil)
    }
}
