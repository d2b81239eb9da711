import Testing
@testable import ListCore

/// Undo and redo in the scene: random sequences of deletes and sorts, undone all the way and
/// redone all the way, give back each list exactly; a delete undone is animated as inserts and
/// its rows are selected again.
@Suite struct SceneUndoTests {
    @Test(arguments: 0..<25)
    func undoAndRedoSequencesRoundTripTheListExactly(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let scene = SceneFixture.scene(rows: 120)
        scene.setEditing(true, at: 0)
        var states = [scene.list.rows]
        var sortKeys: [SortDescriptor?] = [nil]
        var time = 0.0
        for _ in 0..<6 {
            time += 0.1
            if random.next(below: 2) == 0 {
                let ids = scene.list.layout.ids
                let picked = Set((0..<1 + random.next(below: 5)).map { _ in ids[random.next(below: ids.count)] })
                scene.list.setSelection(picked)
                scene.deleteSelected(at: time)
            } else {
                scene.sort(by: SortDescriptor(column: random.next(below: 3), ascending: random.next(below: 2) == 0), at: time)
            }
            if scene.list.rows != states.last! {
                states.append(scene.list.rows)
                sortKeys.append(scene.sorter.descriptor)
            } else {
                sortKeys[sortKeys.count - 1] = scene.sorter.descriptor   // a sort that moved nothing
            }
        }
        #expect(scene.history.undoStack.count == states.count - 1)
        for index in stride(from: states.count - 2, through: 0, by: -1) {
            time += 0.1
            scene.undo(at: time)
            #expect(scene.list.rows == states[index], "seed \(seed): undo to state \(index)")
            if case .reorder = scene.history.redoStack.last {   // a sort undone: its old key is back
                #expect(scene.sorter.descriptor == sortKeys[index])
            }
        }
        for index in 1..<states.count {
            time += 0.1
            scene.redo(at: time)
            #expect(scene.list.rows == states[index], "seed \(seed): redo to state \(index)")
        }
    }

    @Test func undoingADeleteInsertsTheRowsAnimatedAndSelectsThem() {
        let scene = SceneFixture.scene(rows: 40)
        var recorded: [ListEdit] = []
        scene.onEditRecorded = { recorded.append($0) }
        var batches: [[(String, EventValue)]] = []
        scene.list.onEvent = { name, fields in if name == "batch" { batches.append(fields) } }
        scene.setEditing(true, at: 0)
        let before = scene.list.layout.ids
        scene.list.setSelection(["row-2", "row-5", "row-6"])
        scene.deleteSelected(at: 1)
        #expect(recorded.count == 1 && recorded[0].label == "Delete 3 rows")
        scene.list.setSelection([])
        scene.undo(at: 2)
        #expect(scene.list.layout.ids == before)
        #expect(scene.list.selection == ["row-2", "row-5", "row-6"])
        let last = Dictionary(uniqueKeysWithValues: batches.last!)
        #expect(last["inserted"] == 3 && last["animated"] == true)
        #expect(scene.animator.isAnimating)
        scene.redo(at: 3)
        #expect(scene.list.layout.ids == before.filter { !["row-2", "row-5", "row-6"].contains($0) })
        #expect(!scene.history.canRedo)
        scene.undo(at: 4)
        scene.undo(at: 5)   // nothing more to undo: no change, no crash
        #expect(scene.list.layout.ids == before)
    }

    @Test func aNewEditClearsRedo() {
        let scene = SceneFixture.scene(rows: 40)
        scene.sort(by: SortDescriptor(column: 2), at: 1)
        scene.undo(at: 2)
        #expect(scene.history.canRedo)
        scene.sort(by: SortDescriptor(column: 0, ascending: false), at: 3)
        #expect(!scene.history.canRedo)
    }
}
