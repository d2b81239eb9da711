/// Turns text into collation weights on three levels, the way a person expects text sorted:
///
/// 1. primary — letters without case or accents (`é` is `e`, `Æ` is `ae`, `Ł` is `l`, `ß` is
///    `ss`), runs of digits as numbers (`2` < `10`), and the classes
///    whitespace < punctuation and symbols < numbers < Latin letters < other scripts;
/// 2. secondary — accents (`e` < `é`), leading zeros (`7` < `07`);
/// 3. tertiary — case (`apple` < `Apple`).
///
/// Leading and trailing whitespace is ignored and inner runs of whitespace count as one;
/// control and format characters are ignored. Leading punctuation is ignored when a letter
/// follows (a sign before digits counts), and so is the elided article an apostrophe marks (`'s-Hertogenbosch` sorts
/// under H, `'t Zand` under Z, `"Quoted"` under Q). ASCII text takes a fast path without Foundation;
/// other text is decomposed (NFKD) first (`SortKeyBuilder+Unicode.swift`).
///
///     var builder = SortKeyBuilder()
///     builder.build("Item 10")
///     var key: [UInt32] = []
///     builder.write(to: &key)   // primary, 0, trimmed secondary, 0, trimmed tertiary
///
/// The buffers are reused from one text to the next, so building many keys allocates only for
/// the keys themselves.
///
/// - Complexity: O(length of the text).
struct SortKeyBuilder: ~Copyable {
    /// Primary weights: class in the top byte, value below.
    private(set) var primary = WeightBuffer<UInt32>()
    /// One secondary weight per primary weight; 1 means "no accent".
    private(set) var secondary = WeightBuffer<UInt32>()
    /// One tertiary weight per primary weight; 1 lowercase or uncased, 2 uppercase.
    private(set) var tertiary = WeightBuffer<UInt32>()
    /// Digit values of the number being read.
    private var digits = WeightBuffer<UInt8>()
    /// How many secondary and tertiary weights `write` keeps: every one after is plain (1).
    /// Kept as the weights are appended: finding them by a scan back over every trailing plain
    /// weight was half of `write`, a sixth of building the keys of a 10M-row name sort.
    private var secondaryEnd = 0
    private var tertiaryEnd = 0

    /// Weight classes, in sort order.
    enum WeightClass: UInt32 {
        case whitespace = 1, symbol, number, latin, otherLetter
        var base: UInt32 { rawValue << 24 }
    }

    /// "No accent" and "lowercase": the smallest weights of levels 2 and 3.
    static let plain: UInt32 = 1
    static let uppercase: UInt32 = 2
    /// Leading zeros counted at the secondary level; more count as this many. Secondary weights
    /// stay below 0x4000 unless they are accents (`code << 16`), which `writeCodes` relies on.
    static let maximumLeadingZeros = 0x3FFE

    /// True when the text had nothing but whitespace and ignorable characters.
    var isEmpty: Bool { primary.isEmpty }

    /// Replaces the weights with those of `text`.
    mutating func build(_ text: String) {
        primary.removeAll()
        secondary.removeAll()
        tertiary.removeAll()
        digits.removeAll()
        secondaryEnd = 0
        tertiaryEnd = 0
        let isASCII = text.utf8.withContiguousStorageIfAvailable { bytes in
            appendASCII(bytes)
        }
        if isASCII != true { appendUnicode(text) }
        finish()
    }

    /// Appends the key: primary weights, 0, secondary weights, 0, tertiary weights, where the
    /// secondary and tertiary weights lose their trailing 1s. Comparing two such keys
    /// lexicographically compares primary first, then accents, then case: 0 is smaller than
    /// every weight, so a trimmed level still sorts before any longer one.
    func write(to key: inout [UInt32]) {
        _checkTrimmedEnds()
        primary.withUnsafeBufferPointer { key.append(contentsOf: $0) }
        key.append(0)
        secondary.withUnsafeBufferPointer { key.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<secondaryEnd])) }
        key.append(0)
        tertiary.withUnsafeBufferPointer { key.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<tertiaryEnd])) }
    }

    /// Appends the key as 16-bit codes that order exactly as `write(to:)`'s weights do, in about
    /// half the space (a sort's key table: 600 → ~300 MB at 10M names). Returns how many codes
    /// the primary level took. Each weight is one code, or an escape code and two more:
    ///
    /// - primary: `class << 13 | value`; a value from 0x1FFF on is `class << 13 | 0x1FFF`, then
    ///   `value >> 12` and `value & 0xFFF + 1`, which order as the value does;
    /// - secondary: the weight below 0x4000 (plain, leading zeros); an accent `first << 16` is
    ///   `0x4000 + 2 × first`, two accents `0x4000 + 2 × first + 1` then `second`;
    /// - tertiary: the weight (1 or 2).
    ///
    /// No code is 0, so the levels' 0 separators still sort before any code, and the escape code
    /// says how many codes follow it: two keys' codes compare as their weights do.
    ///
    ///     builder.build("Item 10")
    ///     var codes: [UInt16] = []
    ///     builder.writeCodes(to: &codes)   // 8 primary codes: i, t, e, m, a space, 10 (length, 1, 0)
    ///
    /// - Complexity: O(length of the key).
    @discardableResult
    func writeCodes(to key: inout [UInt16]) -> Int {
        _checkTrimmedEnds()
        let start = key.count
        primary.withUnsafeBufferPointer { weights in
            for weight in weights {
                let value = weight & 0xFF_FFFF, head = UInt16(truncatingIfNeeded: (weight >> 24) << 13)
                if value < 0x1FFF {
                    key.append(head | UInt16(truncatingIfNeeded: value))
                } else {
                    key.append(head | 0x1FFF)
                    key.append(UInt16(truncatingIfNeeded: value >> 12))
                    key.append(UInt16(truncatingIfNeeded: value & 0xFFF) + 1)
                }
            }
        }
        let primaryCount = key.count - start
        key.append(0)
        secondary.withUnsafeBufferPointer { weights in
            for weight in weights[..<secondaryEnd] {
                if weight < 0x4000 {
                    key.append(UInt16(truncatingIfNeeded: weight))
                } else if weight & 0xFFFF == 0 {
                    key.append(UInt16(truncatingIfNeeded: 0x4000 + 2 * (weight >> 16)))
                } else {
                    key.append(UInt16(truncatingIfNeeded: 0x4000 + 2 * (weight >> 16) + 1))
                    key.append(UInt16(truncatingIfNeeded: weight & 0xFFFF))
                }
            }
        }
        key.append(0)
        tertiary.withUnsafeBufferPointer { weights in
            for weight in weights[..<tertiaryEnd] { key.append(UInt16(truncatingIfNeeded: weight)) }
        }
        return primaryCount
    }

    // MARK: Elements

    /// Appends one collation element, ending any number being read first.
    @inline(__always)
    mutating func append(_ weightClass: WeightClass, _ value: UInt32, accent: UInt32 = plain, case: UInt32 = plain) {
        if !digits.isEmpty { flushNumber() }
        primary.append(weightClass.base | value)
        secondary.append(accent)
        tertiary.append(`case`)
        if accent != Self.plain { secondaryEnd = secondary.count }
        if `case` != Self.plain { tertiaryEnd = tertiary.count }
    }

    /// Appends whitespace: none at the start, one for a run.
    @inline(__always)
    mutating func appendWhitespace() {
        if !digits.isEmpty { flushNumber() }
        guard let last = primary.last, last != WeightClass.whitespace.base else { return }
        append(.whitespace, 0)
    }

    /// Adds a decimal digit (0–9) to the number being read.
    @inline(__always)
    mutating func appendDigit(_ value: UInt8) { digits.append(value) }

    /// Adds a combining mark (its scalar value) to the last element, ignored at the start of
    /// the text.
    mutating func addAccent(_ mark: UInt32) {
        addAccentCode(Self.accentCode(mark))
    }

    /// The accent code of a combining mark, 1 … 0x3FFF: the combining diacritics
    /// U+0300 ..< U+0370 in code point order, then other marks (`SyntheticAccent` uses
    /// 0x71 … 0x7F).
    static func accentCode(_ mark: UInt32) -> UInt32 {
        if mark >= 0x300 && mark < 0x370 { return mark - 0x300 + 1 }
        return 0x80 + mark % 0x3F80
    }

    /// Adds an accent code (1 … 0x3FFF) to the last element. The first two accents of an
    /// element are kept, smaller code first, so canonically equivalent mark orders give one
    /// weight: `code << 16` for one accent, `first << 16 | second` for two.
    mutating func addAccentCode(_ code: UInt32) {
        if !digits.isEmpty { flushNumber() }
        guard !secondary.isEmpty else { return }
        let last = secondary.count - 1
        secondaryEnd = secondary.count
        let current = secondary[last]
        if current == Self.plain {
            secondary[last] = code << 16
        } else if current & 0xFFFF == 0 {
            let first = current >> 16
            secondary[last] = min(first, code) << 16 | max(first, code)
        }
    }

    /// A number as a length then its significant digits, so `2` < `10` < `0011`(= 11) by value;
    /// the count of leading zeros goes to the secondary level (`7` < `07`).
    private mutating func flushNumber() {
        var first = 0
        while first < digits.count && digits[first] == 0 { first += 1 }
        let significant = digits.count - first
        primary.append(WeightClass.number.base | UInt32(min(significant, 0xFF_FFFF)))
        secondary.append(Self.plain + UInt32(min(first, Self.maximumLeadingZeros)))
        if first > 0 { secondaryEnd = secondary.count }
        tertiary.append(Self.plain)
        for index in first..<digits.count {
            primary.append(WeightClass.number.base | UInt32(digits[index]))
            secondary.append(Self.plain)
            tertiary.append(Self.plain)
        }
        digits.removeAll()
    }

    /// Ends a number at the end of the text, drops trailing whitespace and the ignorable start.
    private mutating func finish() {
        if !digits.isEmpty { flushNumber() }
        if primary.last == WeightClass.whitespace.base {
            primary.removeLast()
            secondary.removeLast()
            tertiary.removeLast()
            secondaryEnd = min(secondaryEnd, secondary.count)
            tertiaryEnd = min(tertiaryEnd, tertiary.count)
        }
        let start = ignorablePrefixLength()
        if start > 0 {
            primary.removeFirst(start)
            secondary.removeFirst(start)
            tertiary.removeFirst(start)
            secondaryEnd = max(0, secondaryEnd - start)
            tertiaryEnd = max(0, tertiaryEnd - start)
        }
    }

    /// Debug builds: the kept ends are where a scan back over the trailing plain weights stops.
    private func _checkTrimmedEnds() {
        #if DEBUG
        func trimmedEnd(_ weights: borrowing WeightBuffer<UInt32>) -> Int {
            var end = weights.count
            while end > 0 && weights[end - 1] == Self.plain { end -= 1 }
            return end
        }
        precondition(secondaryEnd == trimmedEnd(secondary), "secondary end \(secondaryEnd) is not the trimmed end")
        precondition(tertiaryEnd == trimmedEnd(tertiary), "tertiary end \(tertiaryEnd) is not the trimmed end")
        #endif
    }

    /// Apostrophes: ASCII and U+2019, which open an elided article (`'s`, `'t`).
    static let apostrophes: Set<UInt32> = [WeightClass.symbol.base | 0x27, WeightClass.symbol.base | 0x2019]

    /// How many leading elements sort as if absent: punctuation (and whitespace after it) before
    /// the first letter, plus an elided article — one or two letters right after a
    /// leading apostrophe, ended by a hyphen or a space. Zero when nothing else would be left.
    private func ignorablePrefixLength() -> Int {
        func isPunctuation(_ weight: UInt32) -> Bool {
            weight >> 24 == WeightClass.symbol.rawValue || weight >> 24 == WeightClass.whitespace.rawValue
        }
        var end = 0
        while end < primary.count && isPunctuation(primary[end]) { end += 1 }
        guard end > 0, end < primary.count, primary[end] >> 24 != WeightClass.number.rawValue else { return 0 }
        if Self.apostrophes.contains(primary[0]) {
            var word = end
            while word < primary.count && primary[word] >> 24 == WeightClass.latin.rawValue { word += 1 }
            let separator = word < primary.count ? primary[word] : 0
            if word - end <= 2, separator == WeightClass.symbol.base | 0x2D || separator == WeightClass.whitespace.base {
                var rest = word
                while rest < primary.count && isPunctuation(primary[rest]) { rest += 1 }
                if rest < primary.count { return rest }
            }
        }
        return end
    }

    // MARK: ASCII

    /// The fast path; false (after appending nothing) when `bytes` are not all ASCII.
    private mutating func appendASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.contains(where: { $0 >= 0x80 }) { return false }
        for byte in bytes { appendASCIIScalar(byte) }
        return true
    }

    /// One ASCII character: letters, digits, whitespace, ignored controls, symbols.
    @inline(__always)
    mutating func appendASCIIScalar(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"):
            append(.latin, Self.latinWeight(byte &- UInt8(ascii: "a")))
        case UInt8(ascii: "A")...UInt8(ascii: "Z"):
            append(.latin, Self.latinWeight(byte &- UInt8(ascii: "A")), case: Self.uppercase)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            appendDigit(byte &- UInt8(ascii: "0"))
        case 0x09...0x0D, 0x20:
            appendWhitespace()
        case 0x00..<0x20, 0x7F:
            break
        default:
            append(.symbol, UInt32(byte))
        }
    }

    /// The primary value of Latin letter number `offset` (a = 0 … z = 25).
    @inline(__always)
    static func latinWeight(_ offset: UInt8) -> UInt32 { UInt32(offset) }
}
