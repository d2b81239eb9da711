/// How a windowed list's rows get their heights (`ListViewCore.wantedHeightsKind`): the kinds
/// differ in what a height is, so rows of one kind are not carried over to another (a re-key).
///
///     core.windowedHeightsKind == .styled   // title rows, some with a subtitle: read per row
enum WindowedHeightsKind: Equatable {
    /// Title rows only: one height for every row, from the fonts (`WindowHeights.uniform`).
    case uniform
    /// Title rows with a `subtitle-property` or `description-property`: a row's height is the
    /// fonts' for the texts its item has, known once the item is read; rows not read count at
    /// the estimate (`WindowHeights.estimating`).
    case styled
    /// A `LiRowFactory`'s rows: each as high as its child measures; rows not measured count at
    /// the estimate (`WindowHeights.estimating`).
    case measured
}
