import Testing
@testable import ListCore

/// Section headers in a scene: the frame says which header is stuck and where as the list
/// scrolls (pushed up by the next), marks header rows, and a press on a header (stuck or in
/// place) neither selects nor opens anything.
@Suite struct SceneSectionsTests {
    /// Sections of 12, 1 and 40 items; headers 30 px, items 50 px; a 400 px viewport.
    static func scene() -> (ListScene, Sections, [RowID]) {
        let values = Array(repeating: "A", count: 12) + ["B"] + Array(repeating: "C", count: 40)
        let sections = Sections(values: values)
        let headers = Set(sections.headerRows)
        let rows = (0..<sections.rowCount).map { index in
            headers.contains(index)
                ? Row(id: RowID("h\(index)"), fields: [sections.values[sections.section(atRow: index)!]], height: 30)
                : Row(id: RowID("r\(index)"), fields: ["Item \(index)"], height: 50)
        }
        let scene = ListScene(rows: rows, schema: ColumnSchema(columns: []))
        scene.setViewportHeight(400)
        scene.setSectionHeaders(sections.headerRows.map { rows[$0].id })
        scene.advance(to: 0)
        return (scene, sections, sections.headerRows.map { rows[$0].id })
    }

    static func frame(_ scene: ListScene, at time: Double) -> ListFrame {
        scene.advance(to: time)
        return scene.frame(listWidth: 480, pageWidth: 480, hasFocus: true)
    }

    @Test func theFrameSaysWhichHeaderIsStuckAndWhere() {
        let (scene, _, headers) = Self.scene()
        var frame = Self.frame(scene, at: 0)
        #expect(frame.stuckHeader == nil, "the first header is in place")
        #expect(frame.rows.filter(\.isSectionHeader).map(\.id) == [headers[0]])
        // A's section: header 0..<30, 12 items to 630; B's header at 630.
        scene.scrollbar(to: 300, at: 1)
        frame = Self.frame(scene, at: 1)
        #expect(frame.stuckHeader?.id == headers[0] && frame.stuckHeader?.y == 0)
        #expect(frame.stuckHeader?.content?.title == "A" && frame.stuckHeader?.height == 30)
        scene.scrollbar(to: 610, at: 2)
        frame = Self.frame(scene, at: 2)
        #expect(frame.stuckHeader?.id == headers[0] && frame.stuckHeader?.y == -10, "pushed up by B's header")
        #expect(frame.rows.first { $0.id == headers[1] }?.y == 20)
        scene.scrollbar(to: 690, at: 3)
        frame = Self.frame(scene, at: 3)
        #expect(frame.stuckHeader?.id == headers[1] && frame.stuckHeader?.y == -10, "B is one item: C's header at 710 pushes it")
        scene.scrollbar(to: 800, at: 4)
        frame = Self.frame(scene, at: 4)
        #expect(frame.stuckHeader?.id == headers[2] && frame.stuckHeader?.y == 0)
    }

    @Test func aPressOnAHeaderSelectsAndOpensNothing() {
        let (scene, _, headers) = Self.scene()
        // The header in place.
        scene.press(x: 200, y: 15, listWidth: 480, at: 1)
        scene.release(x: 200, y: 15, at: 1.05)
        #expect(scene.navigation.detailID == nil && scene.list.pressedRow == nil)
        // The stuck header covers the row below it.
        scene.scrollbar(to: 300, at: 2)
        _ = Self.frame(scene, at: 2)
        scene.press(x: 200, y: 10, listWidth: 480, at: 3)
        scene.release(x: 200, y: 10, at: 3.05)
        #expect(scene.navigation.detailID == nil)
        // Below it, a row opens.
        scene.press(x: 200, y: 100, listWidth: 480, at: 4)
        scene.release(x: 200, y: 100, at: 4.05)
        #expect(scene.navigation.detailID != nil && !headers.contains(scene.navigation.detailID!))
    }

    @Test func withoutSectionsNothingIsStuck() {
        let (scene, _, _) = Self.scene()
        scene.setSectionHeaders([])
        scene.scrollbar(to: 300, at: 1)
        let frame = Self.frame(scene, at: 1)
        #expect(frame.stuckHeader == nil && !frame.rows.contains(where: \.isSectionHeader))
    }

    @Test func headersLeaveTheSelection() {
        let (scene, _, headers) = Self.scene()
        scene.setSectionHeaders([])
        scene.list.selection = [headers[1], RowID("r1")]
        scene.setSectionHeaders(headers)
        #expect(scene.list.selection == [RowID("r1")])
    }
}

/// A row scrolled to the top or revealed by the keys lands below the section header stuck there,
/// never under it.
@Suite struct SceneSectionsScrollTests {
    @Test func aRowScrolledToTheTopLandsBelowItsStuckHeader() {
        let (scene, _, headers) = SceneSectionsTests.scene()
        scene.scroll(toRow: RowID("r5"), alignment: .top, at: 1)   // A's section: r5's top at 30 + 4 × 50
        let frame = SceneSectionsTests.frame(scene, at: 2)
        #expect(frame.stuckHeader?.id == headers[0] && frame.stuckHeader?.y == 0)
        #expect(frame.rows.first { $0.id == RowID("r5") }?.y == 30, "right below the 30 px header")
        // B's only item (row 14): its own header (row 13) sits right above it, at the top.
        scene.scroll(toRow: RowID("r14"), alignment: .top, at: 3)
        let next = SceneSectionsTests.frame(scene, at: 4)
        #expect(next.rows.first { $0.id == RowID("r14") }?.y == 30)
        #expect(next.rows.first { $0.id == headers[1] }?.y == 0)
        // A header scrolled to goes to the very top.
        scene.scroll(toRow: headers[2], alignment: .top, at: 5)
        #expect(SceneSectionsTests.frame(scene, at: 6).rows.first { $0.id == headers[2] }?.y == 0)
    }

    @Test func upRevealsTheFocusedRowBelowTheStuckHeader() {
        let (scene, _, headers) = SceneSectionsTests.scene()
        scene.scrollbar(to: 330, at: 1)   // r7 (top 330) at the top, under A's stuck header
        scene.commands.setFocus(RowID("r8"), in: scene.list)
        scene.key(.up, shift: false, at: 2)
        let frame = SceneSectionsTests.frame(scene, at: 3)
        #expect(scene.commands.focus == RowID("r7"))
        #expect(frame.stuckHeader?.id == headers[0])
        #expect(frame.rows.first { $0.id == RowID("r7") }?.y == 30, "revealed below the stuck header")
    }
}

/// Keys and Select All pass over section headers: the focus never rests on one, and neither
/// Enter, Shift ranges nor Select All select or open a header.
@Suite struct SceneSectionsKeysTests {
    @Test func upAndDownStepOverHeaders() {
        let (scene, _, headers) = SceneSectionsTests.scene()
        scene.key(.down, shift: false, at: 1)   // no focus: the first visible row, a header, then past it
        #expect(scene.commands.focus == RowID("r1"))
        scene.key(.up, shift: false, at: 1.1)   // up from the first item: the header, then back down
        #expect(scene.commands.focus == RowID("r1"))
        scene.commands.setFocus(RowID("r12"), in: scene.list)   // A's last item; B's header (row 13) below
        scene.key(.down, shift: false, at: 1.2)
        #expect(scene.commands.focus == RowID("r14"))
        scene.key(.up, shift: false, at: 1.3)
        #expect(scene.commands.focus == RowID("r12"))
        scene.key(.enter, shift: false, at: 1.4)
        #expect(scene.navigation.detailID == RowID("r12"))
        #expect(!headers.contains(scene.commands.focus!))
    }

    @Test func selectAllAndShiftRangesSelectItemsOnly() {
        let (scene, _, headers) = SceneSectionsTests.scene()
        #expect(scene.setEditing(true, at: 0))
        scene.commands.setFocus(RowID("r11"), in: scene.list)
        for time in [1.0, 1.1, 1.2] { scene.key(.down, shift: true, at: time) }
        #expect(scene.list.selection.isDisjoint(with: headers))
        #expect(scene.list.selection.isSuperset(of: [RowID("r11"), RowID("r12"), RowID("r14")]))
        scene.selectAll()
        #expect(scene.list.selection.count == scene.list.count - headers.count)
        scene.activate(headers[1], at: 2)
        #expect(scene.list.selection.count == scene.list.count - headers.count, "a header does not toggle")
    }
}
