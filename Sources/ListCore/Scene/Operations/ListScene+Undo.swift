extension ListScene {
    /// Removes the selected rows (edit mode's Delete), animated, and records the delete in
    /// `history` (the host shows its notice through `onEditRecorded`). Planned on the executor
    /// for long lists and made again from the current rows if the list changed meanwhile (never
    /// half-applied).
    ///
    ///     scene.deleteSelected(at: now)   // "3 rows deleted", Undo
    ///     scene.undo(at: later)           // the rows come back beside their old neighbours, selected
    ///
    /// - Complexity: O(n) for the delete and its record, plus the batch.
    public func deleteSelected(at time: Double, done: @escaping () -> Void = {}) {
        guard list.isEditing, !list.selection.isEmpty else { return }
        let job = BackgroundScheduler.Job<PreparedEdit>(kind: "delete", prepare: { [weak self] in
            guard let self, !list.selection.isEmpty else { return nil }
            let rows = list.rows, selected = list.selection
            if rows.count > BackgroundScheduler.threshold {
                list.emit("delete.started", [("rows", .number(Double(rows.count))),
                                             ("deleting", .number(Double(selected.count)))])
            }
            return {
                let deleted = DeletedRows(removing: selected, from: rows)
                return PreparedEdit(edit: .delete(deleted),
                                    batch: BatchAnimator.prepare(old: rows, new: deleted.remaining(from: rows)))
            }
        }, commit: { [weak self] prepared, time in
            guard let self else { return true }
            guard animator.commit(prepared.batch, at: time) else { return false }
            record(prepared.edit)
            return true
        }, done: done)
        scheduler.submit(job, rowCount: list.count, at: time)
    }

    func record(_ edit: ListEdit) {
        history.record(edit)
        onEditRecorded?(edit)
    }

    /// Takes back the last delete or sort (Ctrl+Z), animated: deleted rows come back beside
    /// their old neighbours (inserts) and are selected again; a sort's previous order comes
    /// back (moves) with its sort key. Does nothing when there is nothing to undo.
    ///
    /// - Complexity: O(n) plus the batch; on the executor for long lists.
    public func undo(at time: Double, done: @escaping () -> Void = {}) {
        guard let edit = history.undo() else { return done() }
        replay(edit, undoing: true, at: time, done: done)
    }

    /// Makes the last undone edit again (Ctrl+Shift+Z), animated.
    public func redo(at time: Double, done: @escaping () -> Void = {}) {
        guard let edit = history.redo() else { return done() }
        replay(edit, undoing: false, at: time, done: done)
    }

    /// Applies `edit` taken back or made again to the current rows. Each request is its own
    /// job (a later one never replaces it), so quick Ctrl+Z presses each take one step.
    private func replay(_ edit: ListEdit, undoing: Bool, at time: Double, done: @escaping () -> Void) {
        editRequests += 1
        let job = BackgroundScheduler.Job<PreparedBatch>(kind: "edit-\(editRequests)", prepare: { [weak self] in
            guard let self else { return nil }
            let rows = list.rows
            return { BatchAnimator.prepare(old: rows, new: undoing ? edit.undone(on: rows) : edit.redone(on: rows)) }
        }, commit: { [weak self] batch, time in
            guard let self else { return true }
            guard animator.commit(batch, at: time) else { return false }
            if case .delete(let deleted) = edit, undoing {
                list.setSelection(list.selection.union(deleted.ids))
            }
            if let key = edit.sortKey(undone: undoing) {
                sorter.descriptor = key
                sortCount += 1
            }
            list.emit(undoing ? "undo" : "redo", [("edit", .string(edit.label))])
            return true
        }, done: done)
        scheduler.submit(job, rowCount: list.count, at: time)
    }
}
