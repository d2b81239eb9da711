/// What a row's height is made of, measured by the host once per font change (never per row):
/// the vertical padding and the height of one line of each text style. A row's height is the
/// padding plus one line for its title, one for its subtitle (when any other column has a value)
/// and one for its description (when it has one), so every line fits at any text size.
///
///     let metrics = RowMetrics(padding: 16, titleLine: 19, subtitleLine: 17, descriptionLine: 17)
///     metrics.height(of: Row(id: "a", fields: ["Tokyo", "Japan"], detail: "The largest city."))  // 69
///     metrics.height(of: Row(id: "b", fields: ["Tokyo"]))                                          // 35
///
/// `ListScene.setRowMetrics(_:at:)` gives every row its height from these metrics.
///
/// - Complexity: `height(of:)` is O(columns).
public struct RowMetrics: Sendable, Equatable {
    /// Top plus bottom padding, points.
    public var padding: Double
    /// The title line's height, points.
    public var titleLine: Double
    /// The subtitle line's height, points.
    public var subtitleLine: Double
    /// The description line's height, points.
    public var descriptionLine: Double

    /// Metrics from the padding and the three lines' heights.
    public init(padding: Double, titleLine: Double, subtitleLine: Double, descriptionLine: Double) {
        self.padding = padding
        self.titleLine = titleLine
        self.subtitleLine = subtitleLine
        self.descriptionLine = descriptionLine
    }

    /// The exact height of `row`: padding plus the lines it shows.
    public func height(of row: Row) -> Double { height(of: Style(of: row)) }
}
