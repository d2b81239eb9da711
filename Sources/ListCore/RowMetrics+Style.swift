extension RowMetrics {
    /// The lines a row shows besides its title: what its height depends on. A row's style
    /// follows from its content and never from the font, so a font change maps four styles to
    /// four heights and reads no row text.
    ///
    ///     let style = RowMetrics.Style(of: Row(id: "a", fields: ["Tokyo", "Japan"]))  // .subtitle
    ///     metrics.height(of: style)                                                  // padding + 2 lines
    ///
    /// - Complexity: `init(of:)` is O(columns) for stored rows and O(1) for rows whose maker
    ///   knows its style (`RowContentMaker.style(of:)`), rows of a `ColumnTable` (it found their
    ///   styles as they were appended) and external rows.
    package struct Style: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        /// A subtitle line: a column that `Row.isSubtitle` shows.
        package static let subtitle = Style(rawValue: 1)
        /// A description (detail text).
        package static let description = Style(rawValue: 2)

        /// The style of `row` .
        package init(of row: Row) {
            if let style = row.knownStyle { self = style; return }
            self.init(detail: row.detail) { row.field($0) }
        }

        /// The style of a row whose detail text is `detail` and whose value in a column is
        /// `field(column)` (`nil` past the last column).
        init(detail: String, field: (Int) -> String?) {
            var style: Style = []
            var column = 1
            while let value = field(column) {
                if Row.isSubtitle(value, column: column, detail: detail) { style.insert(.subtitle); break }
                column += 1
            }
            if !detail.isEmpty { style.insert(.description) }
            self = style
        }
    }

    /// The height of a row of `style`: padding plus its lines.
    /// - Complexity: O(1).
    package func height(of style: Style) -> Double {
        var height = padding + titleLine
        if style.contains(.subtitle) { height += subtitleLine }
        if style.contains(.description) { height += descriptionLine }
        return height
    }

    /// Gives every row in `rows` its height from these metrics, in place (no copy when `rows`
    /// is not shared): a load measures its rows on the worker before they are shown.
    ///
    ///     var rows = RowSource.generated(count: 1_000_000).rows
    ///     metrics.measure(&rows)
    ///
    /// - Complexity: O(n) style look-ups (O(1) each for made, table and external rows), no
    ///   allocation.
    package func measure(_ rows: inout [Row]) {
        for index in rows.indices {
            rows[index].height = height(of: Style(of: rows[index]))
        }
    }
}
