@testable import ListCore

/// Shared setup for the drag-select tests: rows `row-0`… with heights cycling 44/56/72 (so an
/// average-height estimate, 57.33, is wrong for every single row), a 400 px wide list and an
/// enabled behavior with a 60 px leading strip.
enum DragSelectFixture {
    static let heightCycle: [Double] = [44, 56, 72]
    static let listWidth = 400.0
    static let stripX = 10.0

    static func height(_ index: Int) -> Double { heightCycle[index % 3] }

    static func rows(_ count: Int, prefix: String = "row") -> [Row] {
        (0..<count).map { Row(id: RowID("\(prefix)-\($0)"), fields: ["\(prefix) \($0)"], height: height($0)) }
    }

    static func list(rows count: Int = 200, viewport: Double = 600, header: Double = 0) -> ListState {
        let list = ListState(rows: rows(count))
        list.viewportHeight = viewport
        list.headerHeight = header
        return list
    }

    static func attach(
        to list: ListState, _ configure: (inout DragSelectBehavior.Options) -> Void = { _ in }
    ) -> DragSelectBehavior {
        var options = DragSelectBehavior.Options(isEnabled: true)
        configure(&options)
        let behavior = DragSelectBehavior(options: options)
        list.attach(behavior)
        return behavior
    }

    static func id(_ index: Int) -> RowID { RowID("row-\(index)") }

    static func ids(_ range: ClosedRange<Int>) -> Set<RowID> { Set(range.map(id)) }

    static func ids(_ indices: [Int]) -> Set<RowID> { Set(indices.map(id)) }

    /// Sum of the exact heights of rows `range` (computed here, not through the layout).
    static func heightSum(_ range: Range<Int>) -> Double { range.reduce(0) { $0 + height($1) } }

    /// The viewport y of the middle of row `index`.
    static func midY(ofRow index: Int, in list: ListState) -> Double {
        list.viewportY(ofRowAt: index) + list.layout.height(at: index) / 2
    }
}
