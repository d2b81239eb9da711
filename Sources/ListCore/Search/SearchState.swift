/// The search a `ListScene` is showing: the session that keeps the full list aside, the text
/// typed, the selected rows the filter hides (selected again when they come back) and how many
/// rows the full list has besides the ones shown.
///
///     scene.search(text: "par", at: now)
///     scene.search?.text          // "par"
///     scene.search?.total(shown: scene.list.count)   // rows in the full list, shown or not
///
/// - Complexity: a value; copies share the session's rows.
package struct SearchState: Sendable {
    package internal(set) var session: SearchSession
    /// What the user typed last (the query shown or on its way).
    package internal(set) var text: String
    /// Selected rows the filter hides, by identity.
    package internal(set) var hiddenSelection: Set<RowID> = []
    /// Rows of the full list that the filter hides.
    package internal(set) var hiddenCount = 0
    /// `ListScene.sortCount` when the full list was last put in the list's sort order.
    var sortCount: Int

    /// Rows in the full list: the hidden ones plus `shown` (the list's rows now).
    package func total(shown: Int) -> Int { hiddenCount + shown }
}

/// A search's result, prepared off the main thread: the session after the query (nil when the
/// search ends) and the batch from the rows shown to the new ones.
///
/// - Complexity: a value.
struct PreparedSearch: Sendable {
    var session: SearchSession?
    var batch: PreparedBatch
    var hiddenCount: Int
}
