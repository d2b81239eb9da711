import Foundation

extension SortKeyBuilder {
    /// Accent codes (`SortKeyBuilder.accentCode`) for letters that carry their mark inside
    /// (no Unicode decomposition), so `ø` sorts as an `o` with a stroke and `æ` as `ae` with a
    /// ligature mark.
    enum SyntheticAccent {
        /// The code of U+0338 COMBINING LONG SOLIDUS OVERLAY, as if `ø`, `ł`, `đ` decomposed.
        static let stroke: UInt32 = SortKeyBuilder.accentCode(0x0338)
        /// The code of U+0309 COMBINING HOOK ABOVE.
        static let hook: UInt32 = SortKeyBuilder.accentCode(0x0309)
        static let ligature: UInt32 = 0x71
        static let dotless: UInt32 = 0x72
        static let eth: UInt32 = 0x73
        static let thorn: UInt32 = 0x74
        static let eng: UInt32 = 0x75
    }

    /// Latin letters without a decomposition, as base letters plus a synthetic accent.
    /// Keys are lowercase scalars.
    static let specialLatin: [UInt32: (letters: [UInt8], accent: UInt32)] = [
        0x00E6: (Array("ae".utf8), SyntheticAccent.ligature),  // æ
        0x0153: (Array("oe".utf8), SyntheticAccent.ligature),  // œ
        0x00DF: (Array("ss".utf8), SyntheticAccent.ligature),  // ß
        0x00F8: (Array("o".utf8), SyntheticAccent.stroke),  // ø
        0x0142: (Array("l".utf8), SyntheticAccent.stroke),  // ł
        0x0111: (Array("d".utf8), SyntheticAccent.stroke),  // đ
        0x0127: (Array("h".utf8), SyntheticAccent.stroke),  // ħ
        0x0167: (Array("t".utf8), SyntheticAccent.stroke),  // ŧ
        0x0180: (Array("b".utf8), SyntheticAccent.stroke),  // ƀ
        0x0268: (Array("i".utf8), SyntheticAccent.stroke),  // ɨ
        0x00F0: (Array("d".utf8), SyntheticAccent.eth),  // ð
        0x00FE: (Array("th".utf8), SyntheticAccent.thorn),  // þ
        0x0131: (Array("i".utf8), SyntheticAccent.dotless),  // ı
        0x014B: (Array("n".utf8), SyntheticAccent.eng),  // ŋ
        0x0192: (Array("f".utf8), SyntheticAccent.hook),  // ƒ
        0x0138: (Array("q".utf8), SyntheticAccent.hook),  // ĸ
    ]

    /// NFKD of U+00C0 ..< U+0250 (Latin-1 Supplement, Latin Extended-A and -B), computed once
    /// with Foundation, so Western and Central European text needs no Foundation call per value.
    static let latinDecompositions: [[Unicode.Scalar]] = (0xC0..<0x250).map { value in
        Unicode.Scalar(UInt32(value)).map {
            Array(String($0).decomposedStringWithCompatibilityMapping.unicodeScalars)
        } ?? []
    }

    /// The general path: NFKD (so `é` is `e` + U+0301, `ﬁ` is `fi`, `²` is `2`), then one
    /// element per base character, accents attached to the character before them. Text whose
    /// scalars are ASCII, Latin letters below U+0250 or combining diacritics (U+0300 ..< U+0370)
    /// is decomposed through `latinDecompositions`; anything else through Foundation.
    mutating func appendUnicode(_ text: String) {
        let scalars = text.unicodeScalars
        let coveredByTable = scalars.allSatisfy { scalar in
            scalar.value < 0x250 || (scalar.value >= 0x300 && scalar.value < 0x370)
        }
        guard coveredByTable else {
            for scalar in text.decomposedStringWithCompatibilityMapping.unicodeScalars { appendScalar(scalar) }
            return
        }
        for scalar in scalars {
            if scalar.value < 0x80 {
                appendASCIIScalar(UInt8(scalar.value))
            } else if scalar.value >= 0xC0 && scalar.value < 0x250 {
                for part in Self.latinDecompositions[Int(scalar.value) - 0xC0] { appendScalar(part) }
            } else {
                appendScalar(scalar)
            }
        }
    }

    /// One scalar of decomposed text.
    private mutating func appendScalar(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            appendASCIIScalar(UInt8(scalar.value))
            return
        }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            addAccent(scalar.value)
        case .decimalNumber:
            if let value = properties.numericValue, value >= 0, value <= 9 {
                appendDigit(UInt8(value))
            } else {
                append(.symbol, scalar.value)
            }
        case .spaceSeparator, .lineSeparator, .paragraphSeparator:
            appendWhitespace()
        case .control, .format, .surrogate, .unassigned:
            break
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter:
            appendLetter(scalar, properties)
        default:
            append(.symbol, scalar.value)
        }
    }

    private mutating func appendLetter(_ scalar: Unicode.Scalar, _ properties: Unicode.Scalar.Properties) {
        let caseWeight = properties.isUppercase || properties.generalCategory == .titlecaseLetter
            ? Self.uppercase : Self.plain
        for lower in properties.lowercaseMapping.unicodeScalars {
            if lower.isASCII {
                let byte = UInt8(lower.value)
                if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") {
                    append(.latin, Self.latinWeight(byte &- UInt8(ascii: "a")), case: caseWeight)
                } else {
                    // A lowercase mapping that adds a mark or symbol (e.g. İ → i + U+0307).
                    append(.symbol, lower.value, case: caseWeight)
                }
            } else if let special = Self.specialLatin[lower.value] {
                // The mark goes on the first letter: "ae" < "æ" only at the accent level.
                for (offset, letter) in special.letters.enumerated() {
                    append(.latin, Self.latinWeight(letter &- UInt8(ascii: "a")), case: caseWeight)
                    if offset == 0 { addAccentCode(special.accent) }
                }
            } else if lower.properties.generalCategory == .nonspacingMark {
                addAccent(lower.value)
            } else {
                append(.otherLetter, lower.value, case: caseWeight)
            }
        }
    }
}
