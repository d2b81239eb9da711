import Testing
@testable import ListCore

/// Undo and redo of deletes and sorts round-trip the list exactly; with live changes underneath,
/// rows come back beside their old neighbours and nothing is lost or duplicated.
@Suite struct UndoHistoryTests {
    func rows(_ count: Int) -> [Row] { (0..<count).map { Row(id: RowID("r\($0)"), fields: ["\($0)"]) } }

    @Test func deleteUndoRedoExample() {
        let list = rows(5)
        let deleted = DeletedRows(removing: ["r1", "r3"], from: list)
        let remaining = deleted.remaining(from: list)
        #expect(remaining.map(\.id) == ["r0", "r2", "r4"])
        #expect(deleted.restored(into: remaining).map(\.id) == list.map(\.id))
        #expect(DeletedRows(removing: ["r0", "r1"], from: list).restored(into: Array(list[2...])).map(\.id) == list.map(\.id))
        #expect(ListEdit.reordered(rows(3).reversed() + [Row(id: "x", fields: [])], like: ["r0", "r1", "r2"]).map(\.id)
                == ["r0", "r1", "r2", "x"])
    }

    @Test(arguments: 0..<50)
    func randomSequencesRoundTripExactly(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        var list = rows(30 + random.next(below: 30))
        var history = UndoHistory()
        var states: [[RowID]] = [list.map(\.id)]
        for _ in 0..<8 {
            if random.next(below: 2) == 0, list.count > 2 {
                let ids = Set(list.filter { _ in random.next(below: 4) == 0 }.map(\.id))
                let edit = ListEdit.delete(DeletedRows(removing: ids, from: list))
                list = edit.redone(on: list)
                history.record(edit)
            } else {
                var shuffled = list
                shuffled.shuffle(using: &random)
                let edit = ListEdit.reorder(before: RowIDs(list.map(\.id)), after: RowIDs(shuffled.map(\.id)), label: "Sort")
                list = edit.redone(on: list)
                history.record(edit)
            }
            states.append(list.map(\.id))
        }
        // Undo everything: each state comes back in turn.
        for expected in states.reversed().dropFirst() {
            list = history.undo()!.undone(on: list)
            #expect(list.map(\.id) == expected, "seed \(seed)")
        }
        #expect(history.undo() == nil)
        // Redo everything.
        for expected in states.dropFirst() {
            list = history.redo()!.redone(on: list)
            #expect(list.map(\.id) == expected, "seed \(seed)")
        }
        #expect(history.redo() == nil)
    }

    @Test(arguments: 0..<50)
    func undoingADeleteAfterLiveMovesKeepsNeighboursAndLosesNothing(seed: Int) {
        var random = SplitMix64(seed: UInt64(seed))
        let list = rows(40)
        let ids = Set(list.filter { _ in random.next(below: 4) == 0 }.map(\.id))
        let deleted = DeletedRows(removing: ids, from: list)
        var current = deleted.remaining(from: list)
        // Live updates move a few rows to the top meanwhile.
        for _ in 0..<3 where current.count > 1 {
            let row = current.remove(at: 1 + random.next(below: current.count - 1))
            current.insert(row, at: 0)
        }
        let restored = deleted.restored(into: current)
        #expect(restored.count == list.count)
        #expect(Set(restored.map(\.id)) == Set(list.map(\.id)))
        // Every restored row whose anchor was kept sits right after its anchor or after rows deleted with it.
        for entry in deleted.entries {
            guard let anchor = entry.anchor, let at = restored.firstIndex(where: { $0.id == entry.row.id }),
                  let anchorAt = restored.firstIndex(where: { $0.id == anchor }) else { continue }
            #expect(at > anchorAt && restored[(anchorAt + 1)...at].allSatisfy { $0.id == entry.row.id || ids.contains($0.id) },
                    "seed \(seed): \(entry.row.id) not beside \(anchor)")
        }
        // Restoring twice adds nothing.
        #expect(deleted.restored(into: restored).map(\.id) == restored.map(\.id))
    }

    @Test func redoIsClearedByANewEditAndTheLimitDropsTheOldest() {
        var history = UndoHistory(limit: 2)
        let a = ListEdit.reorder(before: ["a"], after: ["a"], label: "A")
        let b = ListEdit.reorder(before: ["b"], after: ["b"], label: "B")
        let c = ListEdit.reorder(before: ["c"], after: ["c"], label: "C")
        history.record(a); history.record(b); history.record(c)
        #expect(history.undoStack.map(\.label) == ["B", "C"])
        _ = history.undo()
        #expect(history.canRedo)
        history.record(a)
        #expect(!history.canRedo && history.undoStack.map(\.label) == ["B", "A"])
        #expect(ListEdit.delete(DeletedRows(removing: ["r0"], from: rows(2))).label == "Delete 1 row")
    }
}
