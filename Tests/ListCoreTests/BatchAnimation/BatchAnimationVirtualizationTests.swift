import Testing
@testable import ListCore
import ListData

@Suite struct BatchAnimationVirtualizationTests {
    /// Rows looked at by the animator for one mid-animation frame after sorting `count`
    /// generated rows by their number column, and the number of rows the list shows.
    func frameCost(rows count: Int) -> (evaluated: Int, visible: Int, drawn: Int) {
        let (schema, rows) = RowSource.generated(count: count)
        let list = ListState(rows: rows)
        list.viewportHeight = 700
        let animator = BatchAnimator()
        list.attach(animator)
        let sort = AnimatedSort(animator: animator, schema: schema)
        sort.sort(by: SortDescriptor(column: 2), at: 0)
        #expect(animator.isAnimating)
        list.scroll(to: 5_000)
        let drawn = list.frame(at: 0.15).count
        return (animator.rowsEvaluated, list.visibleRange.count, drawn)
    }

    @Test func frameCostDependsOnVisibleRowsOnly() {
        let large = frameCost(rows: 200_000)
        let small = frameCost(rows: 2_000)
        // Visible now plus visible before the sort (one snapshot), nothing per list row.
        #expect(large.evaluated > 0)
        #expect(large.evaluated <= 2 * large.visible + 4, "evaluated \(large.evaluated) for \(large.visible) visible")
        #expect(abs(large.evaluated - small.evaluated) <= 8, "\(large.evaluated) vs \(small.evaluated)")
        #expect(large.drawn <= large.evaluated)
    }
}
