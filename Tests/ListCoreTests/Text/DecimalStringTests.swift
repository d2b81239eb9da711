import Testing
@testable import ListCore

/// `String(decimal:after:)`, which writes the names and fields made for every row of a long list
/// (mirrored identities, generated rows): like `String(value)` after the prefix, at every digit count.
@Suite struct DecimalStringTests {
    @Test func decimalStringsReadLikeStringsOfTheirNumbersAtEveryDigitCount() {
        var values: [UInt64] = [0, UInt64(Int.max), UInt64(Int.max) - 1, .max]
        var power: UInt64 = 1
        for _ in 0..<19 {
            power *= 10
            values += [power - 1, power, power + 1]
        }
        for value in values {
            #expect(String(decimal: value, after: "Row ") == "Row " + String(value), "\(value)")
            #expect(String(decimal: value, after: "") == String(value), "\(value)")
        }
    }
}
