/// A straightforward collation, written from `SortKey`'s documented rules and sharing no code with
/// it, for the sort property tests: trim whitespace; leading punctuation before a letter is ignored;
/// compare the letters (without case or accent)
/// and the digit runs (by value) first, with whitespace < punctuation < digits < letters; then the
/// accents (plain < acute); then the case (lower < upper). Defined for the alphabet the tests
/// draw from: ASCII letters and digits, space, "-", and á é É.
///
///     SortCollationReference.precedes("item 2", "Item 10")   // true
///
/// - Complexity: O(length) per comparison.
enum SortCollationReference {
    /// One element at the first level: a class (0 space, 1 punctuation, 2 number, 3 letter) and a value.
    struct Primary: Comparable {
        let rank: Int
        let value: UInt64
        static func < (a: Primary, b: Primary) -> Bool { (a.rank, a.value) < (b.rank, b.value) }
    }

    struct Key: Comparable {
        var primary: [Primary] = []
        var accents: [Int] = []
        var cases: [Int] = []
        static func < (a: Key, b: Key) -> Bool {
            if a.primary != b.primary { return a.primary.lexicographicallyPrecedes(b.primary) }
            if a.accents != b.accents { return a.accents.lexicographicallyPrecedes(b.accents) }
            return a.cases.lexicographicallyPrecedes(b.cases)
        }
    }

    static let accented: [Character: (base: Character, upper: Bool)] = ["á": ("a", false), "é": ("e", false),
                                                                       "É": ("e", true)]

    static func key(_ text: String) -> Key {
        var key = Key()
        var digits: UInt64? = nil
        func flushDigits() {
            if let value = digits {
                key.primary.append(Primary(rank: 2, value: value))
                key.accents.append(0)
                key.cases.append(0)
            }
            digits = nil
        }
        for character in text.trimmingWhitespace() {
            if let digit = character.wholeNumberValue, character.isASCII {
                digits = (digits ?? 0) * 10 + UInt64(digit)
                continue
            }
            flushDigits()
            var base = character, accent = 0, upper = false
            if let plain = accented[character] {
                base = plain.base
                accent = 1
                upper = plain.upper
            } else if character.isUppercase {
                upper = true
                base = Character(character.lowercased())
            }
            let rank = base == " " ? 0 : base.isLetter ? 3 : 1
            key.primary.append(Primary(rank: rank, value: UInt64(base.unicodeScalars.first!.value)))
            key.accents.append(accent)
            key.cases.append(upper ? 1 : 0)
        }
        flushDigits()
        // Leading punctuation (and the spaces after it) before a letter sorts as if absent ("-A"
        // among the A's); before digits it counts (a sign). (The elided article after an
        // apostrophe is not in this alphabet.)
        var drop = 0
        while drop < key.primary.count && key.primary[drop].rank <= 1 { drop += 1 }
        if drop > 0, drop < key.primary.count, key.primary[drop].rank == 3 {
            key.primary.removeFirst(drop)
            key.accents.removeFirst(drop)
            key.cases.removeFirst(drop)
        }
        return key
    }

    static func isEmpty(_ text: String) -> Bool { text.trimmingWhitespace().isEmpty }

    static func precedes(_ a: String, _ b: String) -> Bool { key(a) < key(b) }

    /// The stable order of `values`: ascending or descending by the collation, equal values in
    /// their original order, empty values last.
    static func order(_ values: [String], ascending: Bool) -> [Int] {
        let keys = values.map(key)
        let filled = values.indices.filter { !isEmpty(values[$0]) }.sorted { a, b in
            if keys[a] != keys[b] { return ascending ? keys[a] < keys[b] : keys[b] < keys[a] }
            return a < b
        }
        return filled + values.indices.filter { isEmpty(values[$0]) }
    }
}

extension String {
    fileprivate func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? endIndex
        return start < end ? self[start..<end] : self[endIndex...]
    }
}
