extension Row {
    /// The subtitle rule, in one place: a row's subtitle shows every column after the first (the
    /// title) whose value is not empty and is not the description (shown on a line of its own),
    /// in column order. Row metrics (whether a row has a subtitle line), the row's text and the
    /// detail page's items all ask it, so a row's height always matches its text.
    ///
    ///     Row.isSubtitle("Japan", column: 1, detail: "Big.")                      // true
    ///     Row.subtitle(of: ["Tokyo", "Japan", "", "37400068"], detail: "")       // "Japan · 37400068"
    ///     Row.subtitleColumns(of: ["Tokyo", "Big.", "Japan"], detail: "Big.")    // [2]
    ///
    /// - Complexity: O(1) for `isSubtitle`; O(columns) for the others.
    package static func isSubtitle(_ value: String, column: Int, detail: String) -> Bool {
        column > 0 && !value.isEmpty && value != detail
    }

    /// The columns of `fields` that the subtitle shows, in order.
    package static func subtitleColumns(of fields: [String], detail: String) -> [Int] {
        fields.indices.filter { isSubtitle(fields[$0], column: $0, detail: detail) }
    }

    /// The subtitle text: the values that show, each through `format` (its column and value: the
    /// host groups numbers), joined with `" · "`; once the values pass `limit` characters the
    /// rest is left out (it would not show on one line).
    package static func subtitle(of fields: [String], detail: String, limit: Int = .max,
                                format: (_ column: Int, _ value: String) -> String = { $1 }) -> String {
        var parts: [String] = []
        var length = 0
        for column in subtitleColumns(of: fields, detail: detail) {
            parts.append(format(column, fields[column]))
            length += fields[column].count + 3
            if length > limit { break }
        }
        return parts.joined(separator: " · ")
    }
}
