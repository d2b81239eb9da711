import Testing
@testable import ListCore

/// A windowed list with sections (`WindowedMirror` + `WindowedSections` + `WindowedHeaderRows`, the
/// state `WindowedSnapshot.withSectionHeaders`) places the window's item rows and header rows as a
/// layout of every row (`Sections.rowKeys`, a header before each section) places them, up to one
/// shift (the headers above the window that were never read count nothing); and across model
/// changes a header whose section stays in the window keeps its identity (it slides), the others
/// fade (`inserted`/`deleted`).
@Suite struct WindowedSectionsPlacementTests {
    static let itemHeight = 28.0, headerHeight = 40.0

    /// The model: items with unique keys and section values.
    struct Model {
        var keys: [String]
        var values: [String]
        var source: SectionSource { let values = values; return .values { values[$0] } }
    }

    /// The windowed side, kept as a host keeps it.
    struct Windowed {
        var mirror: WindowedMirror<String>
        var sections = WindowedSections()
        var headers = WindowedHeaderRows()

        init(_ model: Model, window: Range<Int>) {
            let keys = model.keys
            mirror = WindowedMirror(count: keys.count, window: window,
                                    heights: .estimating(count: keys.count, defaultHeight: WindowedSectionsPlacementTests.itemHeight),
                                    key: { keys[$0] }, content: { ModelMirrorContent(fields: [keys[$0]]) })
            follow(model)
        }

        /// After the window moved or the model changed: the window's sections, their headers (the
        /// stuck one's too) and the slots' heights; the state with its headers.
        @discardableResult
        mutating func follow(_ model: Model) -> (inserted: [RowID], deleted: [RowID]) {
            sections.moveWindow(to: mirror.window, count: mirror.count, source: model.source)
            var shown = sections.starting
            if let first = mirror.window.first {
                let stuck = sections.section(holding: first, source: model.source)
                if stuck.start < first { shown.insert(stuck, at: 0) }
            }
            let change = headers.follow(shown) { id, section in
                Row(id: id, fields: [section.value], height: WindowedSectionsPlacementTests.headerHeight)
            }
            let slots = sections.slotHeights(item: { _ in WindowedSectionsPlacementTests.itemHeight },
                                             header: { _ in WindowedSectionsPlacementTests.headerHeight })
            var measured: [RowID: Double] = [:]
            for slot in slots { measured[mirror.id(at: slot.position)!] = slot.height }
            mirror.measure(measured)
            return change
        }

        var state: WindowedSnapshot { mirror.snapshot().withSectionHeaders(headers.shown) }
    }

    /// The layout of every row, and each row's name: an item's key, or `"#<start>"` for the header
    /// of the section starting at item `start`.
    static func fullLayout(_ model: Model) -> (layout: RowLayout, names: [String]) {
        let sections = Sections(values: model.values)
        var names: [String] = [], heights: [Double] = []
        var next = 0
        for (item, key) in model.keys.enumerated() {
            if next < sections.count, sections.starts[next] == item {
                names.append("#\(item)"); heights.append(headerHeight); next += 1
            }
            names.append(key); heights.append(itemHeight)
        }
        return (RowLayout(ids: names.map { RowID($0) }, heights: heights), names)
    }

    /// Every row the windowed state places in its window (and the stuck header), by name, with its
    /// top and height, against the full layout's, both taken relative to the window's first item.
    static func expectPlacedAsEveryRow(_ windowed: Windowed, _ model: Model, _ label: String) {
        let state = windowed.state
        let (layout, _) = fullLayout(model)
        guard let first = windowed.mirror.window.first else { return }
        let firstID = windowed.mirror.id(at: first)!
        let base = state.span(of: firstID)!.top, fullBase = layout.top(of: RowID(model.keys[first]))!
        var names: [RowID: String] = [:]
        for position in windowed.mirror.window { names[windowed.mirror.id(at: position)!] = model.keys[position] }
        var stuckAbove: Set<RowID> = []
        for header in windowed.headers.shown {
            names[header.id] = "#\(header.section.start)"
            if header.section.start < first { stuckAbove.insert(header.id) }
        }
        for (id, name) in names {
            guard let span = state.span(of: id), let index = layout.index(of: RowID(name)) else {
                Issue.record("\(name) not placed, \(label)"); continue
            }
            // The stuck header's slot is above the window: drawn at the viewport's top
            // (`stuckHeaderY`), not at its slot, whose items were not read.
            if !stuckAbove.contains(id) {
                #expect(span.top - base == layout.top(of: index) - fullBase, "\(name) top, \(label)")
            }
            #expect(span.height == layout.height(at: index), "\(name) height, \(label)")
        }
        // In order, headers before their items, as the full layout's rows.
        let inWindow = state.ids(in: windowed.mirror.window).compactMap { names[$0] }
        let fullOrder = layout.ids.map(\.rawValue).filter { Set(inWindow).contains($0) }
        #expect(inWindow == fullOrder, "order, \(label)")
    }

    static func model(_ count: Int, newValue: Double, using random: inout BatchSeededRandom) -> Model {
        Model(keys: (0..<count).map { "k\($0)" },
              values: WindowedSectionsTests.runs(count, newValue: newValue, using: &random))
    }

    @Test func aReSortSlidesTheHeadersThatStayAndFadesTheOthers() throws {
        // Mon Mon Tue Tue Wed Wed, window over all.
        var model = Model(keys: (0..<6).map { "k\($0)" }, values: ["Mon", "Mon", "Tue", "Tue", "Wed", "Wed"])
        var windowed = Windowed(model, window: 0..<6)
        let before = windowed.headers.shown.map(\.id)
        #expect(windowed.headers.shown.map(\.section.start) == [0, 2, 4])
        // Sorted so that Tue's items come first and Mon's empty into Wed: Tue Tue Wed Wed Wed Wed.
        model = Model(keys: ["k2", "k3", "k4", "k5", "k0", "k1"], values: ["Tue", "Tue", "Wed", "Wed", "Wed", "Wed"])
        let keys = model.keys
        let batch = try windowed.mirror.apply(position: 0, removed: 6, added: 6, key: { keys[$0] },
                                              content: { ModelMirrorContent(fields: [keys[$0]]) })
        windowed.sections.itemsChanged(position: 0, removed: 6, added: 6)
        let old = batch.old.withSectionHeaders(windowed.headers.shown)
        let change = windowed.follow(model)
        #expect(change.deleted == [before[0]] && change.inserted.isEmpty)
        #expect(windowed.headers.shown.map(\.id) == [before[1], before[2]])
        // Tue's header slides from slot 2 to slot 0, Wed's from 4 to 2; k0 moves into Wed's section.
        let new = windowed.state
        #expect(old.span(of: before[1])!.top == 2 * 28 + 40 && new.span(of: before[1])!.top == 0)
        #expect(new.span(of: before[2])!.top == 2 * 28 + 40)
        #expect(old.isSectionHeader(before[0]) && !new.contains(before[0]))
        Self.expectPlacedAsEveryRow(windowed, model, "after the re-sort")
    }

    @Test func aHeaderTakesANewHeightKeepingItsIdentity() {
        let model = Model(keys: (0..<4).map { "k\($0)" }, values: ["Mon", "Mon", "Tue", "Tue"])
        var windowed = Windowed(model, window: 0..<4)
        let tue = windowed.headers.shown[1].id
        let first = windowed.headers.setHeight(52, of: tue)
        let again = windowed.headers.setHeight(52, of: tue), unknown = windowed.headers.setHeight(52, of: RowID("h99"))
        #expect(first && !again && !unknown)
        #expect(windowed.headers.shown[1].id == tue && windowed.headers.shown[1].row.height == 52)
        #expect(windowed.headers.shown[1].section.start == 2 && windowed.headers.shown[0].row.height == Self.headerHeight)
        #expect(windowed.state.span(of: tue)?.height == 52)
    }

    @Test(arguments: TestSeed.seeds(3))
    func placesTheWindowAsEveryRowThroughScrollsAndChanges(seed: UInt64) throws {
        var random = BatchSeededRandom(seed: seed)
        var model = Self.model(600, newValue: 0.1, using: &random)
        var windowed = Windowed(model, window: 200..<240)
        var nextKey = 600
        for step in 0..<150 {
            let label = "step \(step), \(TestSeed.label(seed))"
            let count = model.keys.count
            if random.chance(0.5) {
                let lower = max(0, min(count - 1, windowed.mirror.window.lowerBound + Int.random(in: -50...50, using: &random)))
                windowed.mirror.moveWindow(to: lower..<lower + 40, key: { [keys = model.keys] in keys[$0] },
                                           content: { [keys = model.keys] in ModelMirrorContent(fields: [keys[$0]]) })
            } else {
                let position = Int.random(in: 0...count, using: &random)
                let removed = Int.random(in: 0...min(count - position, 20), using: &random)
                var keys = Array(model.keys[position..<position + removed])
                var values = Array(model.values[position..<position + removed])
                if random.chance(0.5) {   // a move: the same items, shuffled, and maybe in other sections
                    let order = Array(keys.indices).shuffled(using: &random)
                    keys = order.map { keys[$0] }
                    values = order.map { random.chance(0.3) ? ["a", "b"].randomElement(using: &random)! : values[$0] }
                } else {
                    let added = Int.random(in: 0...20, using: &random)
                    keys = (0..<added).map { _ in nextKey += 1; return "k\(nextKey)" }
                    values = WindowedSectionsTests.runs(added, newValue: 0.3, using: &random)
                }
                model.keys.replaceSubrange(position..<position + removed, with: keys)
                model.values.replaceSubrange(position..<position + removed, with: values)
                let all = model.keys
                _ = try windowed.mirror.apply(position: position, removed: removed, added: keys.count,
                                              key: { all[$0] }, content: { ModelMirrorContent(fields: [all[$0]]) })
                windowed.sections.itemsChanged(position: position, removed: removed, added: keys.count)
            }
            windowed.follow(model)
            Self.expectPlacedAsEveryRow(windowed, model, label)
        }
    }
}
