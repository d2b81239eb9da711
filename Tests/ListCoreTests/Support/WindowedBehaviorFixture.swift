@testable import ListCore

/// Two scenes over one model of `Int` keys for the behaviour tests of issue 50's step 5a: one
/// that holds every row (a `ModelMirror`'s rows, as a list built from its rows) and a windowed one
/// (`WindowedMirror`), whose headless host follows the viewport every frame (the `followViewport`
/// loop of `WindowedMirrorStormTests+Scene`) and answers the scene's `WindowedListHost` calls.
/// Every input and change goes to both; `state` reads each scene's focus, selection and offset by
/// model position, so the two can be compared.
final class WindowedBehaviorFixture: WindowedListHost {
    let rowHeight: Double
    let full: ListScene
    let windowed: ListScene
    private(set) var model: [Int]
    private(set) var fullMirror: ModelMirror<Int>
    private(set) var mirror: WindowedMirror<Int>
    private(set) var time = 0.0
    /// The moves each scene reported (`onRowsReordered`), once `makeReorderable()` ran.
    var fullMoves: [ReorderMove] = []
    var windowedMoves: [ReorderMove] = []

    /// `count` rows of `rowHeight` in a viewport `viewport` high; the windowed scene's window is
    /// the rows in view plus one viewport either side.
    init(count: Int, rowHeight: Double = 10, viewport: Double = 200, anchoring: Bool = false) throws {
        self.rowHeight = rowHeight
        let model = Array(0..<count)
        self.model = model
        fullMirror = ModelMirror<Int>(defaultHeight: rowHeight)
        _ = try fullMirror.itemsChanged(position: 0, removed: 0, added: model.map(Self.mirrored))
        full = ListScene(rows: fullMirror.rows, schema: ColumnSchema(columns: []))
        windowed = ListScene(rows: [], schema: ColumnSchema(columns: []))
        mirror = WindowedMirror<Int>(count: count, window: 0..<0, heights: .uniform(count: count, height: rowHeight),
                                     key: { model[$0] }, content: { .init(fields: ["t\(model[$0])"]) })
        windowed.setWindowedHost(self)
        windowed.setWindow(mirror.snapshot())
        for scene in [full, windowed] {
            if !anchoring { scene.list.detach(scene.anchoring) }
            scene.setViewportHeight(viewport)
            scene.advance(to: 0)
        }
        followViewport()
    }

    static func mirrored(_ key: Int) -> ModelMirror<Int>.Item { .init(key: key, content: .init(fields: ["t\(key)"])) }

    /// Both scenes reorderable: the full scene applies a move itself; the windowed scene's move
    /// goes to the model here, as LiListView's `modelFollows` does: the span it covers spliced,
    /// the mirror's batch landed at once, unanchored.
    func makeReorderable() {
        for scene in [full, windowed] { scene.isReorderable = true }
        full.onRowsReordered = { [unowned self] move in fullMoves.append(move) }
        windowed.onRowsReordered = { [unowned self] move in
            windowedMoves.append(move)
            followReorder(move)
        }
    }

    private func followReorder(_ move: ReorderMove) {
        let positions = move.fromIndices.sorted()
        let low = min(positions[0], move.toIndex)
        let high = max(positions[positions.count - 1], move.toIndex + positions.count - 1)
        let moving = Set(positions)
        var span = (low...high).filter { !moving.contains($0) }.map { model[$0] }
        span.insert(contentsOf: positions.map { model[$0] }, at: move.toIndex - low)
        model.replaceSubrange(low...high, with: span)
        // The full scene shows the move already; its mirror follows the model uncommitted.
        _ = try? fullMirror.itemsChanged(position: low, removed: span.count, added: span.map(Self.mirrored))
        let current = model
        guard let batch = try? mirror.apply(position: low, removed: span.count, added: span.count, key: { current[$0] },
                                            content: { .init(fields: ["t\(current[$0])"]) }) else { return }
        windowed.commit(batch, at: time, animated: false, anchors: false)
    }

    /// Where a scene's order differs from the model's: every row of the full scene, the window's
    /// rows of the windowed one. `nil` when both agree with it.
    func orderDifference() -> String? {
        let full = self.full.list.rows.map { $0.fields.first ?? "" }
        let expected = model.map { "t\($0)" }
        if full != expected {
            let first = zip(full, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(full.count, expected.count) - 1
            return "the full scene's row \(first) is \(full[first]), the model's \(expected[first])"
        }
        guard let state = windowed.list.windowed else { return "the windowed scene holds every row" }
        for (offset, row) in state.windowRows.enumerated() where row.fields.first != expected[state.window.lowerBound + offset] {
            return "the window's row \(state.window.lowerBound + offset) is \(row.fields.first ?? ""), the model's "
                + expected[state.window.lowerBound + offset]
        }
        return nil
    }

    /// Rows the windowed scene draws now that the full scene draws elsewhere (by text: top,
    /// lift, opacity), `nil` when each is drawn where the full scene draws it (rows named in
    /// `except` not compared). With `missing`, also a row the full scene draws in the viewport
    /// that the windowed scene does not draw.
    func drawnDifference(except: Set<String> = [], missing: Bool = false) -> String? {
        func drawn(_ scene: ListScene) -> [String: RowAppearance] {
            var rows: [String: RowAppearance] = [:]
            for row in scene.list.appearances(at: time) where row.index >= 0 {
                if let text = scene.list.row(row.id)?.fields.first { rows[text] = row }
            }
            return rows
        }
        let a = drawn(full), b = drawn(windowed)
        if missing {
            let viewport = windowed.list.viewportHeight
            for (text, row) in a where b[text] == nil && !except.contains(text) && row.y + row.height > 0 && row.y < viewport {
                return "\(text) is drawn at \(row.y) by the full scene only"
            }
        }
        for (text, row) in b where !except.contains(text) {
            guard let other = a[text] else {
                // A row the full scene culls (it is off screen) may be in the window.
                if row.y + row.height > 0 && row.y < windowed.list.viewportHeight { return "\(text) is drawn at \(row.y) by the windowed scene only" }
                continue
            }
            if abs(other.y - row.y) > 0.01 || abs(other.lift - row.lift) > 0.01 || abs(other.opacity - row.opacity) > 0.01 {
                return "\(text): full y \(other.y) lift \(other.lift) opacity \(other.opacity), windowed y \(row.y) lift \(row.lift) opacity \(row.opacity)"
            }
        }
        return nil
    }

    private func content(_ position: Int) -> ModelMirrorContent { .init(fields: ["t\(model[position])"]) }

    /// The host's frame loop: rows no animation draws are let go, the window moves to the rows in
    /// view plus a viewport either side, and the scene takes the mirror's state.
    func followViewport() {
        _ = mirror.releaseInFlight(keeping: windowed.animator.placedIDs)
        let visible = windowed.list.visibleRange
        let margin = max(visible.count, 1)
        let model = self.model
        mirror.moveWindow(to: visible.lowerBound - margin..<visible.upperBound + margin, key: { model[$0] },
                          content: { .init(fields: ["t\(model[$0])"]) })
        windowed.setWindow(mirror.snapshot())
    }

    /// Runs `input` on both scenes, then frames until `time + duration` (at `step`), the window
    /// following the viewport after each.
    func both(settling duration: Double = 0.45, step: Double = 0.15, _ input: (ListScene, Double) -> Void) {
        input(full, time)
        input(windowed, time)
        followViewport()
        frames(for: duration, step: step)
    }

    /// Frames on both scenes for `duration` seconds, each followed by the host's loop; `check`
    /// after each frame.
    func frames(for duration: Double, step: Double = 1.0 / 60, check: () -> Void = {}) {
        let end = time + duration
        while time < end - 1e-9 {
            time = min(end, time + step)
            full.advance(to: time)
            windowed.advance(to: time)
            followViewport()
            check()
        }
    }

    /// The model's `items-changed(position, removed, added)` on both scenes.
    func change(position: Int, removed: Int, added: [Int]) throws {
        model.replaceSubrange(position..<position + removed, with: added)
        let prepared = try fullMirror.itemsChanged(position: position, removed: removed, added: added.map(Self.mirrored))
        full.commit(prepared, at: time)
        let model = self.model
        let batch = try mirror.apply(position: position, removed: removed, added: added.count, key: { model[$0] },
                                     content: { .init(fields: ["t\(model[$0])"]) })
        windowed.commit(batch, at: time)
        followViewport()
    }

    /// Selects the rows at `positions` in both scenes, as an app would.
    func preselect(_ positions: [Int]) {
        full.setSelection(full.selection.union(positions.map { full.list.layout.ids[$0] }))
        windowed.setSelection(windowed.selection.union(positions.map { track(.selected, at: $0) }))
    }

    /// What the user sees of a scene, by model position: the focus, the selection, the offset.
    struct State: Equatable, CustomStringConvertible {
        var focus: Int?
        var selected: [Int]
        var offset: Double
        var description: String {
            let runs = selected.reduce(into: [ClosedRange<Int>]()) { runs, p in
                if let last = runs.last, last.upperBound == p - 1 { runs[runs.count - 1] = last.lowerBound...p } else { runs.append(p...p) }
            }
            return "focus \(focus.map(String.init) ?? "none"), selected \(runs), offset \(offset)"
        }
    }

    func state(of scene: ListScene) -> State {
        State(focus: scene.commands.focus.flatMap(scene.list.position(of:)),
              selected: scene.selection.compactMap(scene.list.position(of:)).sorted(), offset: scene.list.scrollOffset)
    }

    /// Where the two scenes differ (or the host's tracked selection differs from the windowed
    /// scene's), `nil` when they agree.
    func difference() -> String? {
        let a = state(of: full), b = state(of: windowed)
        if a != b { return "full: \(a)\nwindowed: \(b)" }
        // The host tracks exactly the scene's selection (counted, not sorted: the scene's rows are
        // all tracked `.selected`, and the host tracks as many).
        if mirror.entries.values.count(where: { $0.roles.contains(.selected) }) != windowed.selection.count
            || !windowed.selection.allSatisfy({ mirror.roles(of: $0).contains(.selected) }) {
            return "the host's selection is not the scene's"
        }
        if b.selected.count != windowed.selection.count { return "a selected row has no position" }
        if let focus = windowed.commands.focus, !mirror.roles(of: focus).contains(.cursor) {
            return "the focus is not tracked as the cursor"
        }
        return nil
    }

    /// The model key of the row at `position`.
    func key(at position: Int) -> Int { model[position] }

    // MARK: WindowedListHost

    func id(at position: Int) -> RowID? { mirror.id(at: position) }

    func position(of id: RowID) -> Int? { mirror.position(of: id) }

    func track(_ role: TrackedRoles, at position: Int) -> RowID {
        mirror.track(role, at: position, key: model[position], content: content)
    }

    func untrack(_ role: TrackedRoles, _ id: RowID) { mirror.untrack(role, id) }

    func setSelected(_ selected: Bool, positions: Range<Int>) -> [RowID] {
        if selected { return positions.map { mirror.track(.selected, at: $0, key: model[$0]) } }
        return positions.compactMap { position in
            guard let id = mirror.id(at: position), mirror.roles(of: id).contains(.selected) else { return nil }
            mirror.untrack(.selected, id)
            return id
        }
    }
}
