/// How a column writes its numbers: the decimal mark and the digit-group separators, so
/// `1,234,567`, `1 234 567` (spaces, no-break or narrow no-break spaces), `1.234.567,5` and
/// `1'234.5` are read by value. A column's notation is inferred from all its values
/// (`NumberNotation.Inference`): the one notation every value fits, or — when several fit and
/// read some value differently (`1,500`: 1500 or 1.5?) — the user's own, else none (text).
///
///     NumberNotation.english.value(of: "1,234,567.5")   // 1234567.5
///     NumberNotation.german.value(of: "1.234.567,5")    // 1234567.5
///     NumberNotation.spaceComma.value(of: "1 234,5")    // 1234.5
///     NumberNotation.plain.value(of: "1e6")             // 1000000 (`ColumnSchema.number(from:)`)
///
/// - Complexity: `value(of:)` is O(length of the text).
public struct NumberNotation: Sendable, Hashable {
    /// The decimal mark: "." or ",".
    public var decimalMark: UInt8
    /// What may separate groups of three digits (empty: no grouping).
    public var separators: Set<Unicode.Scalar>

    /// A notation with `decimalMark` and the group `separators` it accepts.
    public init(decimalMark: Character, separators: Set<Unicode.Scalar>) {
        self.decimalMark = decimalMark.asciiValue ?? UInt8(ascii: ".")
        self.separators = separators
    }

    /// Digits, a point and an exponent, no grouping (`ColumnSchema.number(from:)`).
    public static let plain = NumberNotation(decimalMark: ".", separators: [])
    /// `1,234,567.5`
    public static let english = NumberNotation(decimalMark: ".", separators: [","])
    /// `1.234.567,5`
    public static let german = NumberNotation(decimalMark: ",", separators: ["."])
    /// Spaces that separate digit groups: space, no-break space, narrow no-break space, thin space.
    public static let spaces: Set<Unicode.Scalar> = [" ", "\u{00A0}", "\u{202F}", "\u{2009}"]
    /// `1 234 567,5`
    public static let spaceComma = NumberNotation(decimalMark: ",", separators: spaces)
    /// `1 234 567.5`
    public static let spacePoint = NumberNotation(decimalMark: ".", separators: spaces)
    /// `1'234'567.5`
    public static let swiss = NumberNotation(decimalMark: ".", separators: ["'", "\u{2019}"])
    /// Every notation recognised, plain first.
    public static let all: [NumberNotation] = [.plain, .english, .german, .spaceComma, .spacePoint, .swiss]

    /// The notation of a locale's decimal mark and thousands separator (as `localeconv` gives
    /// them), or nil when it is not one recognised.
    ///
    ///     NumberNotation.locale(decimalPoint: ",", thousandsSeparator: ".")   // .german
    public static func locale(decimalPoint: String, thousandsSeparator: String) -> NumberNotation? {
        let separator = thousandsSeparator.unicodeScalars.first
        return all.first { notation in
            String(UnicodeScalar(notation.decimalMark)) == decimalPoint
                && (separator.map { notation.separators.contains($0) } ?? (notation == .plain))
        }
    }

    /// The value of `text` written in this notation (surrounding spaces and tabs allowed), or nil.
    public func value(of text: String) -> Double? {
        if separators.isEmpty && decimalMark == UInt8(ascii: ".") { return ColumnSchema.number(from: text) }
        var scalars = Substring(text).unicodeScalars[...]
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        var normal = ""
        if let sign = scalars.first, sign == "-" || sign == "+" || sign == "\u{2212}" {
            if sign != "+" { normal.append("-") }
            scalars.removeFirst()
        }
        // Integer part: digits, optionally in groups of three after a first group of one to three.
        var digitsInGroup = 0, groups = 0, sawDigit = false
        var separator: Unicode.Scalar?
        while let scalar = scalars.first {
            if scalar.properties.numericType == .decimal, scalar.isASCII {
                digitsInGroup += 1
                sawDigit = true
                normal.unicodeScalars.append(scalar)
            } else if separators.contains(scalar), sawDigit, separator == nil || separator == scalar {
                guard groups == 0 ? (1...3).contains(digitsInGroup) : digitsInGroup == 3 else { return nil }
                separator = scalar
                groups += 1
                digitsInGroup = 0
            } else {
                break
            }
            scalars.removeFirst()
        }
        guard sawDigit, groups == 0 || digitsInGroup == 3 else { return nil }
        if let mark = scalars.first, mark.value == UInt32(decimalMark) {
            scalars.removeFirst()
            guard !scalars.isEmpty, scalars.allSatisfy({ $0.isASCII && $0.properties.numericType == .decimal }) else {
                return nil
            }
            normal += "." + String(scalars)
            scalars = scalars[scalars.endIndex...]
        }
        guard scalars.isEmpty, let value = Double(normal), value.isFinite else { return nil }
        return value
    }
}
