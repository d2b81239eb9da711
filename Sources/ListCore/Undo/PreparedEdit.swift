/// An edit and its batch, prepared together off the main thread (a delete: the rows it
/// removes and the batch that removes them).
///
///     let prepared = PreparedEdit(edit: .delete(deleted), batch: BatchAnimator.prepare(old: rows, new: rest))
///
/// - Complexity: a value holding what it is given.
struct PreparedEdit: Sendable {
    var edit: ListEdit
    var batch: PreparedBatch
}
