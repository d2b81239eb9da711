/// Splits any text into bounded pieces a text layout handles at once, for a page that lays out
/// only the pieces on screen (the detail page's list). Whatever the text holds, every piece has
/// at most `maxLines` lines and about `maxScalars` scalars (up to half as many again to end at a
/// line break); a run without any break opportunity (an unbroken "word" of thousands of letters)
/// gets an invisible break opportunity (U+200B) every `maxRun` scalars, so wrapping never has to
/// search a long word; control characters are shown as their visible pictures (NUL as U+2400 ␀),
/// never cut; a letter carrying more than `maxMarks` combining marks shows that many and then "…".
/// Pieces end at a newline, or after a space or at an inserted break in a line of `maxScalars / 2`
/// scalars or more (a line of ordinary text is never cut in two), never inside a character (no
/// break before a combining mark, a joiner, a variation selector or an emoji modifier, nor after
/// a joiner).
///
///     TextChunks.split("a\u{0}b")                          // ["a␀b"]
///     TextChunks.split(String(repeating: "x", count: 5), maxRun: 2)
///     // ["xx\u{200B}xx\u{200B}x"]
///
/// - Complexity: O(text), one pass over its scalars.
package enum TextChunks {
    /// Lines in one piece at most.
    package static let maxLines = 40
    /// Scalars in one piece before it ends at the next break.
    package static let maxScalars = 400
    /// Scalars without a break opportunity before one is inserted.
    package static let maxRun = 16
    /// Combining marks shown on one letter: Unicode's stream-safe limit (UAX #15), more than any
    /// script stacks. Beyond it (Zalgo text: thousands of accents on one letter) the rest are shown
    /// as one "…": Pango lays out such a cluster at about 14 µs a mark, every time a label is
    /// measured, and 3 000 marks held the main loop for over 100 ms.
    package static let maxMarks = 30
    /// Shown in place of the marks beyond `maxMarks`.
    package static let elidedMarks: Unicode.Scalar = "…"
    /// The invisible break opportunity inserted into long runs.
    package static let breakOpportunity: Unicode.Scalar = "\u{200B}"

    package static func split(_ text: String, maxLines: Int = maxLines, maxScalars: Int = maxScalars,
                             maxRun: Int = maxRun) -> [String] {
        var pieces: [String] = []
        var current: [UInt8] = []   // the piece's UTF-8
        var lines = 1, count = 0, run = 0
        var line = 0   // scalars in the piece's last line
        var previous: Unicode.Scalar?
        var regional = 0   // regional indicators in a row: a flag is a pair of them
        var marks = 0      // combining marks in a row on the current letter
        func append(_ scalar: Unicode.Scalar) {
            if scalar.isASCII { current.append(UInt8(scalar.value)) } else { UTF8.encode(scalar) { current.append($0) } }
        }
        func flush() {
            pieces.append(String(decoding: current, as: UTF8.self))
            current.removeAll(keepingCapacity: true)
            lines = 1
            count = 0
            run = 0
            line = 0
        }
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if scalar == "\n" {
                marks = 0
                if lines >= maxLines || count >= maxScalars {
                    flush()   // the boundary between pieces is this line break
                } else {
                    append(scalar)
                    lines += 1
                    count += 1
                    run = 0
                    line = 0
                }
                continue
            }
            marks = isMark(scalar) ? marks + 1 : 0
            if marks > maxMarks {
                if marks == maxMarks + 1 {
                    append(elidedMarks)
                    count += 1
                    run += 1
                }
                continue
            }
            let isFlagHalf = isRegional(scalar)
            let breakable = canBreak(before: scalar, after: previous) && !(isFlagHalf && regional % 2 == 1)
            regional = isFlagHalf ? regional + 1 : 0
            // Past `maxScalars` a piece ends at the next line break, unless its last line is long
            // (a paragraph): a line of ordinary text is never cut in two.
            let isLongLine = line >= maxScalars / 2
            if count >= maxScalars, isLongLine, breakable, let previous, isWhitespace(previous) || run == 0 {
                flush()
            } else if count >= 4 * min(maxScalars, .max / 4), previous != "\r" {
                flush()   // a thousand emoji joined into one: a bounded piece matters more
            }
            if run >= maxRun, breakable {
                append(breakOpportunity)
                count += 1
                line += 1
                run = 0
                if count >= maxScalars && line >= maxScalars / 2 { flush() }
            }
            append(visible(scalar))
            count += 1
            line += 1
            run = isWhitespace(scalar) || opensBreak(scalar) ? 0 : run + 1
        }
        if !current.isEmpty || pieces.isEmpty { pieces.append(String(decoding: current, as: UTF8.self)) }
        return pieces
    }

    /// The start of `text` (at most `limit` scalars, so even a letter with thousands of marks
    /// stays bounded) as one piece: control characters visible, long runs breakable. For a label
    /// that shows a line or two of a field and ellipsizes the rest.
    ///
    ///     TextChunks.prefix("a\u{0}b", limit: 400)   // "a␀b"
    ///
    /// - Complexity: O(limit).
    package static func prefix(_ text: String, limit: Int) -> String {
        let start = String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit)))
        return split(start, maxLines: .max, maxScalars: .max).joined()
    }

    /// `prefix` on one line, for a label one line high (a row): each line end (LF, CR, CR LF,
    /// NEL, U+2028, U+2029) becomes one space, so the rest of the text follows the first line
    /// and is ellipsized with it instead of being left out without a sign.
    ///
    ///     TextChunks.line("a\r\nb\u{0}", limit: 400)   // "a b␀"
    ///
    /// - Complexity: O(limit).
    package static func line(_ text: String, limit: Int) -> String {
        var joined = String.UnicodeScalarView()
        var afterReturn = false
        for scalar in text.unicodeScalars.prefix(limit) {
            switch scalar {
            case "\n" where afterReturn: break
            case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": joined.append(" ")
            default: joined.append(scalar)
            }
            afterReturn = scalar == "\r"
        }
        return split(String(joined), maxLines: .max, maxScalars: .max).joined()
    }

    /// Where to cut `text` near `offset` scalars in without splitting a character: the last
    /// boundary at or before it (a letter stays with its marks, a flag with its pair), or the
    /// first after it when one character spans it from the start; nil when the text ends first.
    /// For splitting a text's first part now and the rest later.
    ///
    ///     TextChunks.cut("ab\u{301}c", nearScalar: 2)   // the index of "b": it keeps its accent
    ///
    /// - Complexity: O(offset + the length of the character at the offset).
    package static func cut(_ text: String, nearScalar offset: Int) -> String.Index? {
        let scalars = text.unicodeScalars
        guard let at = scalars.index(scalars.startIndex, offsetBy: offset, limitedBy: scalars.endIndex),
              at < scalars.endIndex else { return nil }
        func boundary(_ index: String.Index) -> Bool {
            let before = scalars[scalars.index(before: index)], scalar = scalars[index]
            guard isRegional(before), isRegional(scalar) else { return canBreak(before: scalar, after: before) }
            // Inside a run of regional indicators, pairs count from the run's start.
            var preceding = 0, start = index
            while start > scalars.startIndex, isRegional(scalars[scalars.index(before: start)]) {
                preceding += 1
                start = scalars.index(before: start)
            }
            return preceding % 2 == 0
        }
        var index = at
        while index > scalars.startIndex {
            if boundary(index) { return index }
            index = scalars.index(before: index)
        }
        index = scalars.index(after: at)
        while index < scalars.endIndex {
            if boundary(index) { return index }
            index = scalars.index(after: index)
        }
        return nil
    }

    /// A control character's visible picture (U+2400 + code, DEL as U+2421); tab and line ends
    /// stay as they are.
    ///
    ///     TextChunks.visible("\u{0}")   // "␀"
    package static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: scalar
        case 0x00..<0x20: Unicode.Scalar(0x2400 + scalar.value)!
        case 0x7F: "\u{2421}"
        default: scalar
        }
    }

    /// Text already has a break opportunity after this (CJK ideographs, kana, hangul syllables break
    /// anywhere): the run counter starts again.
    private static func opensBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x200B, 0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF: true
        default: false
        }
    }

    /// A regional indicator: a flag is a pair of them.
    private static func isRegional(_ scalar: Unicode.Scalar) -> Bool { (0x1F1E6...0x1F1FF).contains(scalar.value) }

    /// A combining mark (nonspacing, spacing or enclosing), without a property lookup for ASCII.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        guard !scalar.isASCII else { return false }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// Unicode's white space, without a property lookup for ASCII (the common case).
    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " || (0x09...0x0D).contains(scalar.value) : scalar.properties.isWhitespace
    }

    /// Whether a piece may end between `previous` and `scalar` without splitting a character.
    static func canBreak(before scalar: Unicode.Scalar, after previous: Unicode.Scalar?) -> Bool {
        guard let previous else { return false }
        if previous.value == 0x200D || previous == "\r" { return false }   // after a joiner; inside CR LF
        if scalar.isASCII { return true }   // no ASCII character extends the one before it
        if scalar.value == 0x200D || scalar.value == 0x200C { return false }
        let properties = scalar.properties
        if properties.isVariationSelector || properties.isEmojiModifier || properties.isGraphemeExtend { return false }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return false
        default: break
        }
        // Hangul jamo vowels and trailing consonants continue a syllable; tag characters an emoji flag.
        switch scalar.value {
        case 0x1160...0x11FF, 0xD7B0...0xD7FF, 0xE0020...0xE007F: return false
        default: return true
        }
    }
}
