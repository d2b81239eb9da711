/// What became of a followed table's shape since the source was made: renamed, dropped, replaced
/// by a view (or a view by a table), its columns added, dropped, renamed or retyped, its key
/// changed. The watch asks when the database's schema version moved (`SQLiteWatch`), so the
/// list can say what changed instead of reading a shape that is gone.
///
///     try source.schemaChange(in: db)   // "column 'city' was dropped"; nil: the same
///
/// - Complexity: O(tables + columns) of SQLite's schema queries.
extension SQLiteTableSource {
    /// One line naming every change, nil when the table (or view) is as it was.
    public func schemaChange(in database: SQLiteDatabase) throws(SQLiteError) -> String? {
        let kind = isView ? "view" : "table"
        var changes: [String] = []
        var current = table
        if let entry = try database.schemaEntry(named: table) {
            if entry.type == "view", !isView { return "table '\(table)' was replaced by a view" }
            if entry.type == "table", isView { return "view '\(table)' was replaced by a table" }
        } else if !isView, rootPage > 0, let renamed = try database.table(atRootPage: rootPage),
                  try database.columns(of: renamed).contains(where: { columnNames.contains($0.name) }) {
            // ALTER TABLE RENAME keeps the table's b-tree; a table made anew has its own (one
            // made on a dropped table's freed page shares none of its columns, as a rule).
            changes.append("table '\(table)' was renamed to '\(renamed)'")
            current = renamed
        } else {
            return "\(kind) '\(table)' was dropped"
        }
        let now = try database.columns(of: current)
        changes += Self.columnChanges(from: columns, to: now)
        if changes.isEmpty, !isView, try database.hasRowID(current) != hasRowID { changes.append("its rowid changed") }
        return changes.isEmpty ? nil : changes.joined(separator: "; ")
    }

    /// The columns added, dropped, renamed (one name for another in the same place) and retyped,
    /// and whether the primary key changed.
    static func columnChanges(from old: [SQLiteDatabase.Column], to new: [SQLiteDatabase.Column]) -> [String] {
        let oldNames = old.map(\.name), newNames = new.map(\.name)
        var dropped = oldNames.filter { !newNames.contains($0) }
        var added = newNames.filter { !oldNames.contains($0) }
        var changes: [String] = []
        // A rename: the one name gone and the one come are in the same place.
        if dropped.count == 1, added.count == 1, oldNames.firstIndex(of: dropped[0]) == newNames.firstIndex(of: added[0]) {
            changes.append("column '\(dropped[0])' was renamed to '\(added[0])'")
            dropped = []
            added = []
        }
        for name in dropped { changes.append("column '\(name)' was dropped") }
        for name in added { changes.append("column '\(name)' was added") }
        for column in new {
            guard let before = old.first(where: { $0.name == column.name }) else { continue }
            if before.declaredType.uppercased() != column.declaredType.uppercased() {
                let from = before.declaredType.isEmpty ? "no type" : before.declaredType
                let to = column.declaredType.isEmpty ? "no type" : column.declaredType
                changes.append("column '\(column.name)' changed type from \(from) to \(to)")
            }
        }
        let oldKey = old.filter { $0.primaryKeyPosition > 0 }.sorted { $0.primaryKeyPosition < $1.primaryKeyPosition }.map(\.name)
        let newKey = new.filter { $0.primaryKeyPosition > 0 }.sorted { $0.primaryKeyPosition < $1.primaryKeyPosition }.map(\.name)
        if changes.isEmpty, oldKey != newKey { changes.append("its primary key changed") }
        return changes
    }
}
