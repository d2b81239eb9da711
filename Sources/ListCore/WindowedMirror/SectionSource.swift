/// Where a windowed list reads its sections from (docs/windowed-mirror.md §3.11), one position at a
/// time and only near its window: nothing is read for the other items.
///
///     let byValue = SectionSource.values { position in model[position].day }       // a section property
///     let byModel = SectionSource.ranges({ sectionModel.section(holding: $0) },      // a section model
///                                        name: { range in model[range.lowerBound].title })
///
/// The closures are called during the `WindowedSections` call they are given to, never kept.
package enum SectionSource {
    /// Adjacent items with equal values are one section: the value of the item at a position
    /// (a section property read from the item).
    case values((Int) -> String)
    /// A section model: the range of the section holding a position (`lowerBound <= position <
    /// upperBound`), and the name of a section given its range.
    case ranges((Int) -> Range<Int>, name: (Range<Int>) -> String)
}
