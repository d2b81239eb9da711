import Foundation
import Testing
import ListCore
@testable import ListData

/// A file loaded in parts (`CSVColumnLoader+Parts.swift`) gives exactly the one-thread load:
/// the same rows, ids, heights and schema, or the same error with its line.
@Suite struct DataCSVColumnLoaderPartsTests {
    typealias Loaded = DataCSVColumnLoaderTests.Loaded

    static func loaded(_ data: Data, parts: Int) -> Result<Loaded, CSVError> {
        data.withUnsafeBytes { raw in
            Result { () throws(CSVError) in
                Loaded(try CSVColumnLoader.load(raw.bindMemory(to: UInt8.self), preferring: nil, parts: parts))
            }
        }
    }

    /// The parts path alone: `nil` when it fails.
    static func inParts(_ text: String, parts: Int) -> Loaded? {
        var text = text
        return text.withUTF8 { bytes in
            var reader = CSVByteReader(bytes)
            guard let header = try? reader.header() else { return nil }
            let format = CSVColumnLoader.Format(header: header, separator: UInt8(ascii: ","), preferring: nil)
            return (try? CSVColumnLoader.load(bytes, from: reader.offset, format: format, parts: parts, progress: nil)).map(Loaded.init)
        }
    }

    @Test func anyNumberOfPartsLoadsWhatOneThreadLoadsAndFailsAsItFails() {
        var random = SplitMix64(seed: 41)
        for round in 0..<300 {
            let data = DataCSVColumnLoaderTests.randomFile(&random, flawed: round % 2 == 1)
            let one = Self.loaded(data, parts: 1)
            for parts in 2...5 {
                #expect(Self.loaded(data, parts: parts) == one, "round \(round), \(parts) parts")
            }
        }
    }

    @Test func aFileOfUniqueNamesLoadsInPartsWithNumberColumnsMerged() throws {
        // Quoted line breaks near every split, numbers written with grouping in the second part only.
        var text = "name,population,description\n"
        for index in 0..<400 {
            let population = index < 200 ? "\(index * 7)" : "1,\(100 + index),000"
            text += "City \(index),\"\(population)\",\"line one\nline \(index)\"\n"
        }
        let parts = try #require(Self.inParts(text, parts: 3), "a clean file loads in parts")
        let one = try #require(try? Self.loaded(Data(text.utf8), parts: 1).get())
        #expect(parts == one)
        #expect(parts.schema.columns[1].kind == .number && parts.rows.count == 400)
    }

    @Test func aPartThatMadeAnEarlierPartsIDClaimsItsIDsAgainAfterIt() throws {
        // "Tokyo" in the first, second and third part, "Tokyo-2" in the second: one thread suffixes
        // the later ones after every earlier id.
        let cities = (0..<30).map { "City \($0),\($0)\n" }.joined()
        let text = "name,x\nTokyo,1\n" + cities + "Tokyo,2\n" + cities.replacingOccurrences(of: "City", with: "Town")
            + "Tokyo-2,3\n" + cities.replacingOccurrences(of: "City", with: "Village") + "Tokyo,4\n"
        let parts = try #require(Self.inParts(text, parts: 3), "the parts path claims the later parts' ids again")
        #expect(parts == (try Self.loaded(Data(text.utf8), parts: 1).get()))
        #expect(Set(parts.rows.map(\.id)).count == parts.rows.count, "every id once")
    }

    @Test func anErrorInALaterPartNamesItsLineInTheFile() {
        let text = "a,b\n" + (0..<40).map { "\($0),x\n" }.joined() + "41\n"
        #expect(throws: CSVError(line: 42, message: "expected 2 fields, found 1")) {
            try Self.loaded(Data(text.utf8), parts: 4).get()
        }
    }

    @Test func partsStartAfterALineFeedOutsideQuotes() {
        var text = "h\na\n\"b\nc\"\nd\n"
        let starts = text.withUTF8 { CSVColumnLoader.recordStarts(in: $0, from: 2, parts: 2) }
        // The share ends inside the quoted "b\nc": the part starts at "d", after the closing quote's line.
        #expect(starts == [2, 10, 12])
        // No line feed past the share: the later part is empty.
        text = "h\nab"
        #expect(text.withUTF8 { CSVColumnLoader.recordStarts(in: $0, from: 2, parts: 2) } == [2, 4, 4])
    }
}

/// Large is not a crash (issue 46): a table's offsets are 32-bit, so a large file loads in parts
/// of at most `Limits.partBytes` (1 GiB), each its own table; a record that no table can hold is
/// an error naming its line. The limits are made small here to reach them without gigabytes.
@Suite struct DataCSVColumnLoaderLimitsTests {
    static func load(_ text: String, parts: Int? = nil, limits: CSVColumnLoader.Limits) throws(CSVError) -> Int {
        var text = text
        return try text.withUTF8 { bytes in Result { () throws(CSVError) in
            try CSVColumnLoader.load(bytes, preferring: nil, parts: parts, limits: limits).rows.count
        } }.get()
    }

    static let rows = "name,x\n" + (0..<400).map { "City \($0),\($0)\n" }.joined()

    @Test func aFileOverThePartLimitLoadsInMorePartsThanProcessors() {
        #expect(CSVColumnLoader.partCount(forBytes: 5 << 30) >= 5, "a 5 GiB file: parts of at most 1 GiB")
        #expect(CSVColumnLoader.partCount(forBytes: 1 << 20) == 1)
        let limits = CSVColumnLoader.Limits(partBytes: 1_000)
        #expect(Self.rows.utf8.count == 4_987)
        #expect(CSVColumnLoader.partCount(forBytes: Self.rows.utf8.count, limits: limits) == 5)
    }

    @Test func aFileTooLargeForOneTableLoadsInPartsThatEachFit() throws {
        // One table would take ~6 KB; each part's takes under 2 KB.
        let limits = CSVColumnLoader.Limits(partBytes: 1_000, tableBytes: 2_000)
        #expect(try Self.load(Self.rows, limits: limits) == 400)
        #expect(throws: CSVError.self, "one part cannot hold it") { try Self.load(Self.rows, parts: 1, limits: limits) }
    }

    @Test func oneBadLineInAFileTooLargeForOneTableNamesTheLine() {
        // Before, a failing part left the whole file to the one-part load: one table for all of
        // it, which trapped past 4 GiB ("text too long for a column table") instead of naming the line.
        let bad = Self.rows + "Last,1,extra\n" + "After,2\n"
        let limits = CSVColumnLoader.Limits(partBytes: 1_000, tableBytes: 2_000)
        #expect(throws: CSVError(line: 402, message: "expected 2 fields, found 3")) { try Self.load(bad, limits: limits) }
    }

    @Test func aRecordNoTableCanHoldIsAnErrorNamingItsLine() {
        let huge = "name,x\nSmall,1\nHuge," + String(repeating: "x", count: 5_000) + "\nAfter,2\n"
        let message = "record too large to load (a table holds at most 4 GiB of text)"
        for parts in [1, 2] {
            #expect(throws: CSVError(line: 3, message: message)) {
                try Self.load(huge, parts: parts, limits: .init(partBytes: 1_000, tableBytes: 2_000))
            }
        }
    }
}
