import Testing
@testable import ListCore

/// Any text splits into bounded pieces that lose nothing but gain visible control pictures and
/// invisible break opportunities, and never split a character.
@Suite struct TextChunksTests {
    /// The pieces joined back, with what the split added taken out.
    func rejoined(_ pieces: [String], lineBoundaries: Bool) -> String {
        pieces.joined(separator: lineBoundaries ? "\n" : "").replacingOccurrences(of: "\u{200B}", with: "")
    }

    @Test func shortTextIsOnePiece() {
        #expect(TextChunks.split("Oslo is a city.") == ["Oslo is a city."])
        #expect(TextChunks.split("") == [""])
    }

    @Test func nulIsShownNotCut() {
        #expect(TextChunks.split("a\u{0}b") == ["a\u{2400}b"])
        #expect(TextChunks.split("\u{1}\u{7F}\t") == ["\u{2401}\u{2421}\t"])
    }

    @Test func unbrokenWordGetsBreaksAndBoundedPieces() {
        let word = String(repeating: "x", count: 16_384)
        let pieces = TextChunks.split(word)
        #expect(pieces.count > 10)
        for piece in pieces {
            #expect(piece.unicodeScalars.count <= TextChunks.maxScalars + TextChunks.maxRun + 1)
            // No run longer than maxRun without a break opportunity.
            let runs = piece.split(separator: "\u{200B}")
            #expect(runs.allSatisfy { $0.count <= TextChunks.maxRun })
        }
        #expect(rejoined(pieces, lineBoundaries: false) == word)
    }

    @Test func manyLinesSplitAtLineBoundaries() {
        let lines = (0..<2_000).map { "Line \($0)" }
        let pieces = TextChunks.split(lines.joined(separator: "\n"))
        #expect(pieces.count == 50)
        #expect(pieces.allSatisfy { $0.split(separator: "\n", omittingEmptySubsequences: false).count <= TextChunks.maxLines })
        #expect(rejoined(pieces, lineBoundaries: true) == lines.joined(separator: "\n"))
    }

    @Test func linesOfOrdinaryTextAreNeverCut() {
        // 52–56 characters a line: 400 scalars end inside the eighth line, where pieces were cut
        // after a space, and the page showed the line's end as a paragraph of its own.
        let text = (0..<2_000).map { "Line \($0): the quick brown fox jumps over the lazy dog." }.joined(separator: "\n")
        let pieces = TextChunks.split(text)
        #expect(pieces.count > 100)
        #expect(pieces.joined(separator: "\n") == text)
        #expect(pieces.allSatisfy { $0.unicodeScalars.count <= TextChunks.maxScalars * 3 / 2 })
    }

    @Test func megabyteParagraphSplitsAfterSpaces() {
        let paragraph = String(repeating: "lorem ipsum dolor sit amet ", count: 40_000)
        let pieces = TextChunks.split(paragraph)
        #expect(pieces.count > 1_000)
        #expect(pieces.dropLast().allSatisfy { $0.hasSuffix(" ") && !$0.contains("\u{200B}") })
        #expect(pieces.allSatisfy { $0.unicodeScalars.count <= TextChunks.maxScalars + 16 })
        #expect(pieces.joined() == paragraph)
    }

    @Test func neverSplitsACharacter() {
        // Combining accents, a family emoji with joiners, flags, skin tones, Hangul jamo, Devanagari.
        let samples = ["e\u{301}", "👨‍👩‍👧‍👦", "🇳🇴", "👍🏽", "\u{1100}\u{1161}\u{11A8}", "क्षि", "☺️"]
        for sample in samples {
            let text = String(repeating: sample, count: 3_000)
            let pieces = TextChunks.split(text, maxScalars: 50, maxRun: 7)
            #expect(pieces.count > 10, "\(sample)")
            let clean = pieces.map { $0.replacingOccurrences(of: "\u{200B}", with: "") }
            // Each piece holds whole characters only: it is made of the sample repeated.
            for piece in clean where !piece.isEmpty {
                #expect(piece.replacingOccurrences(of: sample, with: "").isEmpty, "\(sample) split: \(piece.unicodeScalars.map { String($0.value, radix: 16) })")
            }
            #expect(clean.joined() == text)
        }
    }

    /// A letter with thousands of combining marks (Zalgo text) cost Pango ~14 µs a mark per layout,
    /// and a label lays out several times: 3 000 marks held the main loop for over 100 ms. No
    /// script stacks more than 30 (Unicode's stream-safe limit, UAX #15): the rest are shown as
    /// one "…" after the 30th; the data itself is untouched.
    @Test func marksBeyondThirtyOnOneLetterAreElided() {
        func shown(_ pieces: [String]) -> String { pieces.joined().replacingOccurrences(of: "\u{200B}", with: "") }
        func acutes(_ n: Int) -> String { String(repeating: "\u{301}", count: n) }
        #expect(shown(TextChunks.split("e" + acutes(3_000) + "x" + acutes(30) + " end"))
                == "e" + acutes(30) + "…x" + acutes(30) + " end")
        #expect(shown([TextChunks.prefix("a" + acutes(3_000), limit: 400)]) == "a" + acutes(30) + "…")
        // Marks of every kind count together (nonspacing, spacing, enclosing); a letter starts again.
        let mixed = String(repeating: "\u{301}\u{93E}\u{20DD}", count: 20)
        #expect(shown(TextChunks.split("o" + mixed)) == "o" + String(String.UnicodeScalarView(mixed.unicodeScalars.prefix(30))) + "…")
        #expect(shown(TextChunks.split("e" + acutes(20) + "\n" + acutes(20))) == "e" + acutes(20) + "\n" + acutes(20),
                "a line break ends the letter")
        let fine = String(repeating: "o" + acutes(29), count: 50)
        #expect(shown(TextChunks.split(fine)) == fine)
    }

    /// A row's line is one inscription line high: the text after a line break (a description of
    /// 2 000 lines) would be left out with no ellipsis. Every line end is one space instead.
    @Test func aRowLineShowsEveryLineEndAsOneSpace() {
        #expect(TextChunks.line("a\nb\r\nc\rd\u{2028}e\u{2029}f\u{85}g", limit: 400) == "a b c d e f g")
        #expect(TextChunks.line("a\r\n\r\nb", limit: 400) == "a  b", "one space per line end, CR LF counted once")
        #expect(TextChunks.line("a\u{0}b\tc", limit: 400) == "a\u{2400}b\tc", "controls visible, a tab kept")
        #expect(TextChunks.line(String(repeating: "x\n", count: 1_000), limit: 10) == "x x x x x ")
    }

    /// The detail page splits a long text's first part at once and the rest on a worker: the cut
    /// fell between a letter and its marks, and the rest began with marks on nothing (drawn on a
    /// dotted circle).
    @Test func aCutNeverSplitsACharacter() {
        let marked = String(repeating: "e" + String(repeating: "\u{301}", count: 99), count: 3)
        let cut = TextChunks.cut(marked, nearScalar: 150)!
        #expect(marked.unicodeScalars.distance(from: marked.startIndex, to: cut) == 100, "back to the second letter")
        #expect(marked[cut...].unicodeScalars.first == "e")
        let flags = String(repeating: "🇳🇴", count: 10)   // regional indicators pair from the start
        #expect(flags.unicodeScalars.distance(from: flags.startIndex, to: TextChunks.cut(flags, nearScalar: 7)!) == 6)
        let one = "e" + String(repeating: "\u{301}", count: 500) + " next"
        #expect(one[TextChunks.cut(one, nearScalar: 100)!...] == " next", "one long letter: the first boundary after it")
        #expect(TextChunks.cut("short", nearScalar: 100) == nil)
        #expect(TextChunks.cut("ab", nearScalar: 1) == "ab".index(after: "ab".startIndex))
    }

    @Test func ideographsNeedNoInsertedBreaks() {
        let text = String(repeating: "漢字かな한글", count: 2_000)
        let pieces = TextChunks.split(text)
        #expect(!pieces.joined().contains("\u{200B}"))
        #expect(pieces.joined() == text)
        #expect(pieces.allSatisfy { $0.unicodeScalars.count <= TextChunks.maxScalars + 1 })
    }
}
