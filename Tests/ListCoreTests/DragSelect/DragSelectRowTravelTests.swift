import Testing
@testable import ListCore

@Suite("DragSelect row travel in pixels")
struct DragSelectRowTravelTests {
    let layout = RowLayout(ids: ["a", "b", "c", "d"], heights: [44, 56, 72, 44])

    @Test func downwardCountsFractionsOfEachRowsOwnHeight() {
        #expect(layout.distance(travelling: 1.5, from: 22, downward: true) == 22 + 56)
        #expect(layout.distance(travelling: 1, from: 44, downward: true) == 56)
        #expect(layout.distance(travelling: 2.5, from: 0, downward: true) == 44 + 56 + 36)
        #expect(layout.distance(travelling: 0, from: 0, downward: true) == 0)
    }

    @Test func upwardCountsTheRowsAbove() {
        // From the top edge of "c": the first row passed is "b".
        #expect(layout.distance(travelling: 1, from: 100, downward: false) == 56)
        // From the middle of "c": half of "c" (36 px), then all of "b".
        #expect(layout.distance(travelling: 1.5, from: 136, downward: false) == 36 + 56)
    }

    @Test func outsideTheRowsTheNearestRowIsTheUnit() {
        // Past the end (216) going down: 44 px rows ("d").
        #expect(layout.distance(travelling: 2, from: 300, downward: true) == 88)
        // Above the first row going up (over a header): 44 px rows ("a").
        #expect(layout.distance(travelling: 1, from: -10, downward: false) == 44)
        // From a header 22 px above the rows going down: half a row of "a", then "a" itself.
        #expect(layout.distance(travelling: 1, from: -22, downward: true) == 22 + 22)
    }

    @Test func zeroHeightRowsCountAsNoRows() {
        let collapsed = RowLayout(ids: ["a", "b", "c"], heights: [44, 0, 72])
        #expect(collapsed.distance(travelling: 2, from: 0, downward: true) == 44 + 72)
        #expect(RowLayout(ids: [], heights: []).distance(travelling: 3, from: 0, downward: true) == 0)
    }
}
