import CFuzz
@testable import ListData
import ListCore
import Foundation

/// `make fuzz`'s CSV target (libFuzzer): every input is read as CSV and as TSV, in one part and
/// in three, and by `CSVTable.parse`. Besides crashing, it stops on a disagreement: the parts'
/// load must give the one-part load's rows and error exactly, and the column loader must give
/// `CSVTable.parse`'s fields and error (the same tokenizer, two ways of keeping what it reads).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCSV(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: count == 0 ? nil : start, count: count)
    for separator in [UInt8(ascii: ","), UInt8(ascii: "\t")] {
        let whole = Result { () throws(CSVError) in try CSVColumnLoader.load(bytes, separator: separator, preferring: nil, parts: 1) }
        let parts = Result { () throws(CSVError) in try CSVColumnLoader.load(bytes, separator: separator, preferring: nil, parts: 3) }
        check(whole, parts, "three parts against one")
        guard let text = String(validating: bytes, as: UTF8.self) else { continue }
        let table = Result { () throws(CSVError) in try CSVTable.parse(text, separator: separator) }
        switch (whole, table) {
        case (.success(let loaded), .success(let parsed)):
            precondition(loaded.schema.columns.map(\.name) == parsed.header, "header differs from CSVTable's")
            precondition(loaded.rows.map(\.fields) == parsed.records, "fields differ from CSVTable's")
        case (.failure(let error), .failure(let parsedError)):
            precondition(error == parsedError, "error \(error) differs from CSVTable's \(parsedError)")
        case (.failure(let error), .success(let parsed)):
            precondition(error == .noRecords && parsed.records.isEmpty, "load failed (\(error)), CSVTable did not")
        case (.success, .failure(let parsedError)):
            preconditionFailure("CSVTable failed (\(parsedError)), load did not")
        }
    }
    return 0
}

private func check(_ one: Result<(schema: ListCore.ColumnSchema, rows: [ListCore.Row]), CSVError>,
                   _ other: Result<(schema: ListCore.ColumnSchema, rows: [ListCore.Row]), CSVError>, _ what: String) {
    switch (one, other) {
    case (.success(let a), .success(let b)):
        precondition(a.schema == b.schema, "\(what): schemas differ")
        precondition(a.rows.map(\.id) == b.rows.map(\.id), "\(what): ids differ")
        precondition(a.rows.map(\.fields) == b.rows.map(\.fields), "\(what): fields differ")
        precondition(a.rows.map(\.height) == b.rows.map(\.height), "\(what): heights differ")
    case (.failure(let a), .failure(let b)):
        precondition(a == b, "\(what): errors differ: \(a) / \(b)")
    default:
        preconditionFailure("\(what): one failed, the other did not: \(one) / \(other)")
    }
}

/// The executable's entry point (SwiftPM links `main` to it): libFuzzer's driver over the target.
@_cdecl("FuzzCSV_main")
public func main(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    li_fuzz_run(argc, argv, fuzzCSV)
}
