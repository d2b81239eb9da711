import CGtk
import ListGtk
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

    /// G_MENU_MODEL() is a macro.
    private static func model(_ menu: OpaquePointer) -> UnsafeMutablePointer<GMenuModel> {
        UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self)
    }

    static func makeButton(schema: ColumnSchema) -> Widget {
        let menu = g_menu_new()!
        let columns = g_menu_new()!
        for (index, column) in schema.columns.prefix(ColumnChooser.menuColumns).enumerated() {
            let label = column.name.prefix(1).uppercased() + column.name.dropFirst()
            g_menu_append(columns, label, "win.sort-by::\(target(index))")
        }
        if schema.columns.count > ColumnChooser.menuColumns {
            g_menu_append(columns, tr("More Columns…"), "win.choose-column")
        }
        g_menu_append_section(menu, tr("Sort By"), model(columns))
        let order = g_menu_new()!
        g_menu_append(order, tr("Descending"), "win.sort-descending")
        g_menu_append_section(menu, nil, model(order))
        let view = g_menu_new()!
        g_menu_append(view, tr("Expanded Summary"), "win.summary")
        g_menu_append(view, tr("Live Updates"), "win.live")
        g_menu_append_section(menu, nil, model(view))
        for section in [columns, order, view] { g_object_unref(UnsafeMutableRawPointer(section)) }

        let button = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(button.opaque, "view-sort-descending-symbolic")
        gtk_menu_button_set_menu_model(button.opaque, model(menu))
        gtk_widget_set_tooltip_text(button, tr("Sort and view"))
        button.setAccessibleLabel(tr("Sort and view"))
        g_object_unref(UnsafeMutableRawPointer(menu))
        return button
    }
}
