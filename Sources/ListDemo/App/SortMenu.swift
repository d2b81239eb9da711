import ListGtk
import ListWidget
import ListCore
import ListData

/// The header bar's menu: one radio item per column ("win.sort-by") and a Descending check item
/// ("win.sort-descending"), the summary and live toggles. Targets are column indices ("c0", "c1"…)
/// so any column name works. Wide tables list the first columns and tr("More Columns…") (`ColumnChooser`).
@MainActor
enum SortMenu {
    static func target(_ column: Int?) -> String { column.map { "c\($0)" } ?? "none" }

    static func column(_ target: String) -> Int? {
        guard target.first == "c" else { return nil }
        return Int(target.dropFirst())
    }

    static func makeButton(schema: ColumnSchema) -> Widget {
        let menu = Menu()
        let columns = Menu()
        for (index, column) in schema.columns.prefix(ColumnChooser.menuColumns).enumerated() {
            let label = column.name.prefix(1).uppercased() + column.name.dropFirst()
            columns.append(label, action: "win.sort-by::\(target(index))")
        }
        if schema.columns.count > ColumnChooser.menuColumns {
            columns.append(tr("More Columns…"), action: "win.choose-column")
        }
        menu.appendSection(tr("Sort By"), columns)
        let order = Menu()
        order.append(tr("Descending"), action: "win.sort-descending")
        menu.appendSection(nil, order)
        let view = Menu()
        view.append(tr("Expanded Summary"), action: "win.summary")
        view.append(tr("Live Updates"), action: "win.live")
        menu.appendSection(nil, view)
        return MenuButton(iconName: "view-sort-descending-symbolic", menu: menu, tooltip: tr("Sort and view")).widget
    }
}
