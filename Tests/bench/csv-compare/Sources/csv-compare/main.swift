// The CSV parser comparison the README quotes: CSV.swift's CSVReader against the app's
// hand-written CSVByteReader (the same source files, linked here: the tokenizer, its error and its
// UTF-8 check), on the same file, release build:
//
//     cd Tests/bench/csv-compare && swift run -c release csv-compare FILE.csv
//
// A separate package, so the app does not depend on CSV.swift.
import CSV  // yaslab/CSV.swift
import Foundation

let path = CommandLine.arguments[1]
func time(_ name: String, _ body: () -> Int) {
    var samples: [Double] = []
    var result = 0
    for _ in 0..<3 {
        let start = DispatchTime.now().uptimeNanoseconds
        result = body()
        samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
    }
    samples.sort()
    print("\(name): median \(Int(samples[1])) ms (fields: \(result))")
}
time("CSV.swift 2.5.2 CSVReader (stream)") {
    let reader = try! CSVReader(stream: InputStream(fileAtPath: path)!, hasHeaderRow: true)
    var fields = 0
    while let row = reader.next() { fields += row.count }
    return fields
}
time("hand-written CSVByteReader (mapped)") {
    let data = try! Data(contentsOf: URL(fileURLWithPath: path), options: .alwaysMapped)
    return data.withUnsafeBytes { raw in
        var reader = CSVByteReader(raw.bindMemory(to: UInt8.self))
        var fields: [String] = []
        var count = 0
        _ = try! reader.header()
        while try! reader.nextRecord(into: &fields) { count += fields.count; fields.removeAll(keepingCapacity: true) }
        return count
    }
}
