extension ListScene {
    /// Filters the list to the rows whose text columns contain `text` (case and accents
    /// ignored), animated as deletes and inserts through the batch animator: rows that stay
    /// only close the gaps. An empty `text` shows every row again but keeps the search open;
    /// `endSearch(at:)` closes it.
    ///
    ///     scene.search(text: "sao", at: now)    // São Paulo, São Tomé, …
    ///     scene.endSearch(at: later)            // the full list in the current sort order
    ///
    /// Long lists (or long text) filter on the executor while frames go on; the latest query
    /// wins. Selection and focus are kept by identity: selected rows the filter hides are
    /// selected again when they come back. Sorts, deletes and live updates made while filtered carry over to the
    /// full list (`SearchSession.update(from:)`), and a sort reorders the hidden rows too.
    ///
    /// - Complexity: O(n) on the executor (only the last results when the query narrows the
    ///   last one, plus O(n log n) once after a sort), plus the batch.
    public func search(text: String, at time: Double, done: @escaping () -> Void = {}) {
        guard search != nil || !SearchQuery(text).isEmpty else { return done() }
        beginSearchIfNeeded(text: text)
        submitSearch(query: SearchQuery(text), ending: false, at: time, done: done)
    }

    /// Ends the search (Escape): the full list comes back in the current sort order, with the
    /// changes made while filtered, animated as inserts. Does nothing when no search is open.
    public func endSearch(at time: Double, done: @escaping () -> Void = {}) {
        guard search != nil else { return done() }
        submitSearch(query: SearchQuery(""), ending: true, at: time, done: done)
    }

    /// The columns a search looks in: every text column (all columns when none is text).
    var searchColumns: [Int] {
        let text = schema.columns.indices.filter { schema.columns[$0].kind == .text }
        return text.isEmpty ? Array(schema.columns.indices) : text
    }

    /// Keeps the full list aside when no search is open (also when a query waited while the
    /// last search ended).
    private func beginSearchIfNeeded(text: String) {
        if search == nil {
            sorter.rememberOriginalOrder()
            search = SearchState(session: SearchSession(all: list.rows, columns: searchColumns), text: text,
                                 sortCount: sortCount)
        }
        search?.text = text
    }

    private func submitSearch(query: SearchQuery, ending: Bool, at time: Double, done: @escaping () -> Void) {
        let job = BackgroundScheduler.Job<PreparedSearch>(kind: "search", prepare: { [weak self] in
            guard let self else { return nil }
            if !ending, !query.isEmpty { beginSearchIfNeeded(text: query.text) }
            guard let state = search else { return nil }
            let rows = list.rows
            let sort = state.sortCount == sortCount ? nil : sorter.job(of: [], by: sorter.descriptor)  // rows filled in below
            return {
                var session = state.session
                session.update(from: rows)
                if let sort { session.reorder(sort.with(rows: session.all).sortedRows()) }
                let shown = ending ? session.all : session.shown(for: query)
                return PreparedSearch(session: ending ? nil : session, batch: BatchAnimator.prepare(old: rows, new: shown),
                                      hiddenCount: session.all.count - shown.count)
            }
        }, commit: { [weak self] prepared, time in
            guard let self else { return true }
            // A result that changes nothing (or is stale) still holds a filtered copy of up to
            // every row: it is freed where old batches are.
            defer { animator.discard?(prepared) }
            let wanted = list.selection.union(search?.hiddenSelection ?? [])
            guard animator.commit(prepared.batch, at: time) else { return false }
            list.setSelection(wanted)
            // The state replaced holds the full list: freeing a million rows takes ~100 ms.
            if let discard = animator.discard, let old = search { discard(old) }
            if let session = prepared.session, var state = search {
                state.session = session
                state.hiddenSelection = wanted.subtracting(list.selection)
                state.hiddenCount = prepared.hiddenCount
                state.sortCount = sortCount
                search = state
            } else {
                search = nil
            }
            list.emit("search", [("query", .string(ending ? "" : query.text)), ("ending", .bool(ending)),
                                 ("shown", .number(Double(list.count))),
                                 ("total", .number(Double(prepared.hiddenCount + list.count)))])
            return true
        }, done: done)
        scheduler.submit(job, rowCount: max(list.count, search?.total(shown: list.count) ?? 0),
                         textBytes: BackgroundScheduler.textBytes(of: search?.session.all ?? list.rows,
                                                                  columns: searchColumns),
                         at: time)
    }
}
