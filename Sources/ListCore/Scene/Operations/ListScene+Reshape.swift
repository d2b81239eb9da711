extension ListScene {
    /// The source's columns changed (a followed table gained, lost, renamed or retyped one):
    /// the rows shown take `schema` at once, each still showing what it showed (its fields
    /// padded with empty ones to the new width, none dropped), and the sort follows its column by
    /// name — or, when the column is gone, the rows keep their order unsorted. The reload that
    /// follows (`reloadSource`) then merges the source's rows by identity as one animated batch:
    /// each row crossfades to its new content in place, and selection and the open row stay.
    ///
    ///     scene.reshape(to: newSchema)
    ///     scene.reloadSource({ _ in .rows(newRows) }, at: now)
    ///
    /// - Complexity: O(rows × columns) on the main thread (the rows are made anew, their fields
    ///   stored: sort ranks made for the old columns cannot apply to them).
    public func reshape(to schema: ColumnSchema) {
        let names = self.schema.columns.map(\.name)
        let width = schema.columns.count
        for stop in rankingColumns.values { stop.stop() }
        rankingColumns = [:]
        let rows = list.rows.map { row in
            let fields = row.fields
            let padded = fields.count >= width ? fields : fields + Array(repeating: "", count: width - fields.count)
            return Row(id: row.id, fields: padded, detail: row.detail, height: row.height, version: row.version)
        }
        sorter.descriptor = sorter.descriptor.flatMap { sort in
            schema.columns.firstIndex { $0.name == names[sort.column] }.map { SortDescriptor(column: $0, ascending: sort.ascending) }
        }
        setSchema(schema)
        list.setRows(rows, layout: RowLayout(rows: rows))
    }
}
