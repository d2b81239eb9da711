import Testing
@testable import ListCore

/// A windowed scene with sections (the state of `WindowedSectionsPlacementTests.Windowed`, its
/// headers named to the scene) draws what a scene holding every row with a header before each
/// section draws: the same rows at the same places, the same stuck header; and a re-sort slides
/// a header that stays and fades one that empties.
@Suite struct WindowedSectionsSceneTests {
    typealias Placement = WindowedSectionsPlacementTests
    static let viewport = 200.0, width = 300.0

    /// What a frame draws, by name (an item's key, `"#<start>"` for a header): place, height and
    /// whether it is drawn as a header; and the stuck header.
    struct Drawn: Equatable, CustomStringConvertible {
        var rows: [String: [Double]]
        var stuck: [Double]?
        var stuckName: String?
        var description: String { "rows \(rows.sorted { $0.key < $1.key }), stuck \(stuckName ?? "none") \(stuck ?? [])" }
    }

    static func drawn(_ frame: ListFrame, names: (RowID) -> String?) -> Drawn {
        var rows: [String: [Double]] = [:]
        for row in frame.rows where row.opacity > 0 {
            guard let name = names(row.id) else { continue }
            rows[name] = [row.y, row.height, row.isSectionHeader ? 1 : 0]
        }
        let stuck = frame.stuckHeader
        return Drawn(rows: rows, stuck: stuck.map { [$0.y, $0.height] }, stuckName: stuck.flatMap { names($0.id) })
    }

    /// The windowed scene takes the host's state, headers named.
    static func show(_ windowed: Placement.Windowed, in scene: ListScene) {
        let state = windowed.state
        scene.setWindow(state)
        scene.setSectionHeaders(state.sectionHeaderIDs)
    }

    static func names(of windowed: Placement.Windowed, _ model: Placement.Model) -> (RowID) -> String? {
        var names: [RowID: String] = [:]
        for header in windowed.headers.shown { names[header.id] = "#\(header.section.start)" }
        return { id in
            if let name = names[id] { return name }
            return windowed.mirror.position(of: id).map { model.keys[$0] }
        }
    }

    @Test(arguments: TestSeed.seeds(3))
    func drawsWhatTheSceneOfEveryRowDrawsWhereverItIsScrolled(seed: UInt64) {
        var random = BatchSeededRandom(seed: seed)
        let model = Placement.model(300, newValue: 0.1, using: &random)
        let (layout, names) = Placement.fullLayout(model)
        let rows = names.indices.map { Row(id: RowID(names[$0]), fields: [names[$0]], height: layout.height(at: $0)) }
        let fullScene = ListScene(rows: rows, schema: ColumnSchema(columns: []))
        fullScene.setSectionHeaders(names.filter { $0.hasPrefix("#") }.map { RowID($0) })
        // Every slot measured once (the list scrolled through it), so the two agree exactly.
        var windowed = Placement.Windowed(model, window: 0..<model.keys.count)
        let scene = ListScene(rows: [], schema: ColumnSchema(columns: []))
        Self.show(windowed, in: scene)
        for each in [fullScene, scene] {
            each.list.detach(each.anchoring)
            each.setViewportHeight(Self.viewport)
        }
        for round in 0..<60 {
            let offset = Double.random(in: 0...fullScene.list.maxScrollOffset, using: &random).rounded()
            fullScene.list.scroll(to: offset)
            scene.list.scroll(to: offset)
            let top = offset - scene.list.headerHeight
            let visible = windowed.mirror.heights.visibleRange(offset: top, viewportHeight: Self.viewport)
            windowed.mirror.moveWindow(to: max(0, visible.lowerBound - 8)..<visible.upperBound + 8,
                                       key: { model.keys[$0] }, content: { ModelMirrorContent(fields: [model.keys[$0]]) })
            windowed.follow(model)
            Self.show(windowed, in: scene)
            let expected = Self.drawn(fullScene.frame(listWidth: Self.width, pageWidth: Self.width, hasFocus: false),
                                      names: { $0.rawValue })
            let actual = Self.drawn(scene.frame(listWidth: Self.width, pageWidth: Self.width, hasFocus: false),
                                    names: Self.names(of: windowed, model))
            #expect(actual == expected, "offset \(offset), round \(round), \(TestSeed.label(seed))")
            // A row scrolled to the top lands where it lands on the full list: below the stuck
            // header (a section's first item: below its own header, in place in its slot).
            for position in windowed.mirror.window {
                let row = fullScene.list.index(of: RowID(model.keys[position]))!
                #expect(scene.list.top(of: position) - scene.list.stuckHeaderInset(aboveRow: position)
                        == fullScene.list.top(of: row) - fullScene.list.stuckHeaderInset(aboveRow: row),
                        "item \(position), \(TestSeed.label(seed))")
            }
        }
    }

    /// A header shares its section's first item's slot: a press, a tap or the hover over the
    /// header's part of the slot finds no row (on the list of every row it finds the header,
    /// which is not pressed); over the item's part, that item. Before, the header's part hit the
    /// item below it: a click on a windowed list's header activated that item.
    @Test func theHeaderPartOfASlotIsNoItem() {
        let model = Placement.Model(keys: (0..<6).map { "k\($0)" }, values: ["Mon", "Mon", "Tue", "Tue", "Wed", "Wed"])
        let windowed = Placement.Windowed(model, window: 0..<6)
        let scene = ListScene(rows: [], schema: ColumnSchema(columns: []))
        Self.show(windowed, in: scene)
        scene.setViewportHeight(Self.viewport)
        let top = scene.list.headerHeight - scene.list.scrollOffset
        let header = Placement.headerHeight, item = Placement.itemHeight
        // Slot 2 (k2, Tue's first item) starts at 2 items + Mon's header: Tue's header, then k2.
        let slot2 = top + header + 2 * item
        #expect(scene.rowID(atViewportY: slot2 + header / 2) == nil)
        #expect(scene.rowID(atViewportY: slot2 + header + item / 2) == windowed.mirror.id(at: 2))
        #expect(scene.rowID(atViewportY: top + header / 2) == nil)   // Mon's header, in slot 0
        #expect(scene.rowID(atViewportY: top + header + item + item / 2) == windowed.mirror.id(at: 1))
    }

    @Test func aReSortSlidesTheHeaderThatStaysAndFadesTheOneThatEmpties() throws {
        var model = Placement.Model(keys: (0..<6).map { "k\($0)" }, values: ["Mon", "Mon", "Tue", "Tue", "Wed", "Wed"])
        var windowed = Placement.Windowed(model, window: 0..<6)
        let scene = ListScene(rows: [], schema: ColumnSchema(columns: []))
        Self.show(windowed, in: scene)
        scene.setViewportHeight(Self.viewport)
        let before = windowed.headers.shown
        let tue = before[1].id, mon = before[0].id
        let oldTop = scene.frame(listWidth: Self.width, pageWidth: Self.width, hasFocus: false).rows.first { $0.id == tue }!.y
        model = Placement.Model(keys: ["k2", "k3", "k4", "k5", "k0", "k1"], values: ["Tue", "Tue", "Wed", "Wed", "Wed", "Wed"])
        let keys = model.keys
        let batch = try windowed.mirror.apply(position: 0, removed: 6, added: 6, key: { keys[$0] },
                                              content: { ModelMirrorContent(fields: [keys[$0]]) })
        windowed.sections.itemsChanged(position: 0, removed: 6, added: 6)
        let change = windowed.follow(model)
        let sectioned = batch.withSectionHeaders(old: before, new: windowed.headers.shown, heights: windowed.mirror.heights,
                                                 inserted: change.inserted, deleted: change.deleted)
        scene.commit(sectioned, at: 0)
        scene.setSectionHeaders(sectioned.new.sectionHeaderIDs + change.deleted)
        scene.advance(to: 0.1)
        let middle = scene.frame(listWidth: Self.width, pageWidth: Self.width, hasFocus: false)
        let sliding = try #require(middle.rows.first { $0.id == tue })
        let fading = try #require(middle.rows.first { $0.id == mon })
        let newTop = sectioned.new.span(of: tue)!.top + scene.list.headerHeight - scene.list.scrollOffset
        #expect(sliding.y < oldTop && sliding.y > newTop && sliding.isSectionHeader)
        #expect(fading.opacity > 0 && fading.opacity < 1 && fading.isSectionHeader)
        scene.advance(to: 5)
        scene.setSectionHeaders(sectioned.new.sectionHeaderIDs)
        // At rest: what a scene shown the new state afresh draws.
        let fresh = ListScene(rows: [], schema: ColumnSchema(columns: []))
        Self.show(windowed, in: fresh)
        fresh.setViewportHeight(Self.viewport)
        let names = Self.names(of: windowed, model)
        #expect(Self.drawn(scene.frame(listWidth: Self.width, pageWidth: Self.width, hasFocus: false), names: names)
                == Self.drawn(fresh.frame(listWidth: Self.width, pageWidth: Self.width, hasFocus: false), names: names))
    }
}
