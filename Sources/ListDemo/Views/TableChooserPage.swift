import CGtk
import ListGtk
import ListWidget
import ListData

/// What a window shows when its database has several tables and views: "Choose a Table", and a
/// button for each, with its row count (and "view" for a view). A button opens its table in a
/// window of its own (`chosen`).
///
///     let page = TableChooserPage(fileName: "mail.sqlite", tables: tables) { table in open(path, table) }
///     window.setChild(page.widget)
///
/// - Complexity: O(tables).
@MainActor
struct TableChooserPage {
    let widget: Widget
    /// Each table's button, in the order of `tables` (the debug stream reports where they are).
    let buttons: [Widget]

    init(fileName: String, tables: [SQLiteTableListing.Entry], signals: Signals, chosen: @escaping @MainActor (String) -> Void) {
        let page = Box(vertical: true, spacing: 12, classes: ["table-chooser"])
        page.align(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
        page.expand()
        page.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        let heading = Label(tr("Choose a Table"), classes: ["title-2"], wrap: true)
        let count = Label(trn("“%@” has %@ table or view.", "“%@” has %@ tables and views.", tables.count,
                              fileName, grouped(tables.count)), classes: ["dim-label"], wrap: true)
        for label in [heading, count] {
            label.xalign = 0.5
            gtk_label_set_justify(label.widget.opaque, GTK_JUSTIFY_CENTER)
            page.append(label)
        }
        let list = Box(vertical: true, spacing: 6, classes: ["table-list"])
        var buttons: [Widget] = []
        for table in tables {
            let row = Box(vertical: false, spacing: 24)
            let name = Label(table.name, classes: ["table-name"])
            name.ellipsizeAtEnd()
            name.xalign = 0
            name.expand(horizontally: true, vertically: false)
            row.append(name)
            // A view is not counted (counting runs it), nor a table too long to count at once.
            let rows = table.rowCount.map { trn("%@ row", "%@ rows", $0, grouped($0)) }
            let kind = table.isView ? tr("view") : tr("table")
            row.append(Label(rows.map { table.isView ? tr("%@, view", $0) : $0 } ?? kind, classes: ["dim-label"]))
            let button = Button(child: row.widget)
            let spoken = rows ?? kind
            button.setAccessibleLabel(table.isView ? tr("View %@, %@", table.name, spoken) : tr("Table %@, %@", table.name, spoken))
            let name_ = table.name
            signals.on(button.widget.raw, "clicked") { chosen(name_) }
            list.append(button)
            buttons.append(button.widget)
        }
        page.append(list)
        widget = page.widget
        self.buttons = buttons
    }
}
