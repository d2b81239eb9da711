/// A search over a list: the full list is kept aside while the list shows the rows that match,
/// and when the search ends the full list comes back with whatever happened meanwhile — rows
/// deleted, reordered or changed while filtered stay so, rows added stay added.
///
///     var session = SearchSession(all: rows, columns: [0, 1])
///     list.setRows(session.shown(for: SearchQuery("par")))      // Paris, Paraná, …
///     // … the user deletes "paris" from the filtered list …
///     let full = session.restored(from: list.rows)             // everything but "paris"
///
/// Hidden rows keep their places; the rows shown fill the places of the rows the last search
/// showed, in their current order, and rows that were not there before follow the last of them.
///
/// - Complexity: `shown(for:)` is O(rows searched × field length) — only the previous results
///   when the query narrows the previous one; `restored(from:)` is O(n).
package struct SearchSession: Sendable {
    /// The list as it was when the search began (or as the last restore left it).
    package private(set) var all: [Row]
    /// The columns searched.
    package let columns: [Int]
    /// The last query and the rows it showed.
    package private(set) var query = SearchQuery("")
    private var shownRows: [Row]

    package init(all: [Row], columns: [Int]) {
        self.all = all
        self.columns = columns
        shownRows = all
    }

    /// The rows of the full list that match `query`, in the full list's order.
    /// - Complexity: O(rows searched × field length): only the last results when `query`
    ///   narrows the last query, else every row.
    package mutating func shown(for query: SearchQuery) -> [Row] {
        let pool = query.narrows(self.query) ? shownRows : all
        shownRows = query.isEmpty ? all : pool.filter { query.matches($0, columns: columns) }
        self.query = query
        return shownRows
    }

    /// The full list with the changes made to the shown rows, `current` being the list as it is
    /// now. The session goes on from the restored list.
    /// - Complexity: O(n) expected.
    package mutating func restored(from current: [Row]) -> [Row] {
        update(from: current)
        shownRows = all
        query = SearchQuery("")
        return all
    }

    /// Takes in what happened to the shown rows (`current`: the list as it is now, filtered):
    /// rows deleted, moved, changed or added there. The query stays, and the next `shown(for:)`
    /// that narrows it looks only at `current`.
    ///
    ///     session.update(from: list.rows)     // after a delete while filtered
    ///     list.setRows(session.shown(for: SearchQuery("pari")))
    ///
    /// - Complexity: O(n); O(1) when `current` is still the array the last `shown(for:)` returned.
    package mutating func update(from current: [Row]) {
        // The rows the last search showed, untouched since (the common case): nothing to do.
        if BatchSnapshot.sameStorage(current, shownRows) { return }
        var wasShown = Set<RowID>(minimumCapacity: shownRows.count)
        for row in shownRows { wasShown.insert(row.id) }
        var result: [Row] = []
        result.reserveCapacity(all.count - shownRows.count + current.count)
        var next = current.startIndex
        var afterLastFilled = 0
        for row in all {
            if !wasShown.contains(row.id) {
                result.append(row)
            } else if next < current.endIndex {
                result.append(current[next])
                next += 1
                afterLastFilled = result.count
            }
        }
        // Rows beyond the slots the last search had (added meanwhile) follow the last filled slot.
        result.insert(contentsOf: current[next...], at: afterLastFilled)
        all = result
        shownRows = current
    }

    /// Puts the full list in a new order (a sort made while filtered applies to the hidden rows
    /// too); the shown rows stay as they are.
    ///
    /// - Complexity: O(1) plus the caller's sort.
    package mutating func reorder(_ sorted: [Row]) {
        all = sorted
    }
}
