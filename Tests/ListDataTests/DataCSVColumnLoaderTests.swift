import Foundation
import Testing
import ListCore
@testable import ListData

@Suite struct DataCSVColumnLoaderTests {
    /// The reference path: what `main.swift` did for every file (UTF-8 check, `CSVTable.parse`,
    /// `RowSource.rows(from:)`).
    static func reference(_ data: Data) -> (schema: ColumnSchema, rows: [Row])? {
        guard let text = String(data: data, encoding: .utf8) else { return nil }
        return try? RowSource.rows(from: CSVTable.parse(text))
    }

    static let pieces = ["Tokyo", "São Paulo", "x, y", "say \"\"hi\"\"", "42", " 7 ", "-3.5", "", "line\nbreak",
                         "Łódź", "1e6", "a\r\nb", "Ærø"]

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

    @Test func loadsExactlyWhatTheReferencePathLoads() {
        var random = SplitMix64(seed: 14)
        var loaded = 0
        for round in 0..<400 {
            let flawed = round % 2 == 1
            let data = Self.randomFile(&random, flawed: flawed)
            let fast = CSVColumnLoader.load(data)
            let reference = Self.reference(data)
            if let fast {
                loaded += 1
                #expect(fast.schema == reference?.schema, "round \(round)")
                #expect(fast.rows == reference?.rows, "round \(round)")
            } else if !flawed {
                Issue.record("a well-formed file fell back (round \(round))")
            }
            if reference == nil { #expect(fast == nil, "round \(round)") }
        }
        #expect(loaded >= 200)
    }

    @Test func anythingTheReferenceRejectsFallsBack() {
        for text in ["", "name\n", "name,name\nA,B\n", " name\nA\n", "a,b\n1\n", "a\nx\"y\n", "a\n\"open\n"] {
            #expect(CSVColumnLoader.load(Data(text.utf8)) == nil, "\(text)")
        }
        #expect(CSVColumnLoader.load(Data([0x61, 0x0A, 0xFF, 0x0A])) == nil)
    }
}
