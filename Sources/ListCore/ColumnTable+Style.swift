extension ColumnTable.Builder {
    /// The style of a row given as UTF-8 bytes, `field(column)` for each of `columnCount`
    /// columns: what `RowMetrics.Style(of:)` finds from the row's text, without making it.
    ///
    /// The detail is the `detailColumn`'s value, or every field joined with ", ". A joined detail
    /// of two or more fields is never empty and never equal to one of them (it holds that field,
    /// a separator and more), so then any non-empty field past the first is a subtitle. A field
    /// is compared with the detail column byte by byte; when they differ and either is not ASCII,
    /// as strings (canonically equivalent text is equal: "e\u{301}" is "é").
    ///
    ///     style(columnCount: 2, detailColumn: nil) { bytes(["Tokyo", "Japan"][$0]) }   // [.subtitle, .description]
    ///
    /// - Complexity: O(bytes of the row) at most; O(columns) when no detail column is compared.
    static func style(columnCount: Int, detailColumn: Int?,
                      utf8 field: (Int) -> UnsafeBufferPointer<UInt8>) -> RowMetrics.Style {
        guard let detailColumn else {
            if columnCount == 1 { return field(0).isEmpty ? [] : .description }
            let subtitled = (1..<columnCount).contains { !field($0).isEmpty }
            return subtitled ? [.subtitle, .description] : .description
        }
        let detail = field(detailColumn)
        var style: RowMetrics.Style = detail.isEmpty ? [] : .description
        for column in 1..<max(columnCount, 1) where column != detailColumn {
            let value = field(column)
            if !value.isEmpty && !sameText(value, detail) {
                style.insert(.subtitle)
                break
            }
        }
        return style
    }

    /// Whether two fields are the same text as strings are (canonical equivalence).
    private static func sameText(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        if a.count == b.count, a.elementsEqual(b) { return true }
        if isASCII(a) && isASCII(b) { return false }
        return String(decoding: a, as: UTF8.self) == String(decoding: b, as: UTF8.self)
    }

    /// Whether every byte of `text` is below 0x80, eight bytes at a time (each row's detail is
    /// checked: a byte at a time was a tenth of appending a row).
    private static func isASCII(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(text)
        var offset = 0
        var bits: UInt64 = 0
        while offset + 8 <= raw.count {
            bits |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < raw.count {
            bits |= UInt64(raw[offset])
            offset += 1
        }
        return bits & 0x8080_8080_8080_8080 == 0
    }
}
