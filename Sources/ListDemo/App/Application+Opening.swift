import Foundation
import ListGtk
import ListWidget
import ListCore
import ListData

/// Files opened as documents: from the command line (`ListDemo FILE…`), the desktop (Open With,
/// a second `ListDemo FILE` handing its files over D-Bus), Open (Ctrl+O) and drops. Each opens in
/// a window of its own, titled by its name. A file that cannot be read never ends the app: its
/// window shows why (the file's name, what is wrong and where) with a button to choose another,
/// and the windows already open keep everything they show.
extension Application {
    /// Opens each of `paths` in a new window, in order.
    func open(_ paths: [String]) {
        for path in paths { open(path) }
    }

    /// Opens `path` in a new window: its rows, the reason it cannot be read, or, for a database
    /// with several tables and views and no `table`, the list of them to choose from.
    @discardableResult
    func open(_ path: String, table: String? = nil) -> AppWindow {
        let title = DocumentTitle.file(path, table: table)
        if table == nil, let tables = DocumentFile.tablesToChoose(path), tables.count > 1 {
            return showTables(tables, title: title)
        }
        let file: DocumentFile
        do {
            file = try DocumentFile.read(path, table: table)
        } catch {
            return showFailure(error.description, title: title)
        }
        let host = ListHost(rows: file.loaded.rows, schema: file.loaded.schema, debug: debug)
        file.attach(to: host)
        if recentMenu != nil { RecentFiles.add(path) }   // the Files app's Recent, and the primary menu's
        // A table of a database with several: the window's menu lists them all to change it.
        let others = table == nil ? [] : DocumentFile.tablesToChoose(path) ?? []
        let window = show(host, title: title, otherTables: others.count > 1 ? others : [])
        if let table, others.count > 1 { offerOtherTables(in: window, path: path, shown: table) }
        // A CSV or TSV file read whole: offer to reload it when it changes on disk (a database
        // has Live, following its commits; a large file is not watched).
        if file.database == nil, file.earlyLoad == nil { window.offerReloadWhenChanged() }
        return window
    }

    /// `win.table`, the window menu's tables (radio items, the one shown checked): another one
    /// opens in its place (a new window, this one closing once the menu is gone).
    private func offerOtherTables(in window: AppWindow, path: String, shown: String) {
        ActionMap.addRadio("table", to: window.window.raw, signals: window.signals, initial: shown) { [weak self, weak window] chosen in
            guard let self, chosen != shown else { return false }
            open(path, table: chosen)
            window?.whenIdleWhileOpen { [weak window] in
                if let window { Window(wrapping: window.window).destroy() }
            }
            return false
        }
    }

    /// A window asking which of the database's tables to show; the one chosen opens in a window
    /// of its own, and this one closes.
    private func showTables(_ tables: [SQLiteTableListing.Entry], title: DocumentTitle) -> AppWindow {
        let host = ListHost(rows: [], schema: ColumnSchema(columns: [.init(name: tr("Name"), kind: .text)]), debug: debug)
        let window = show(host, title: title, tables: tables)
        window.onChooseTable = { [weak self, weak window] table in
            guard let self, let path = title.path else { return }
            open(path, table: table)
            // Once the click is over (GTK still updates the pressed button after this).
            window?.whenIdleWhileOpen { [weak window] in
                if let window { Window(wrapping: window.window).destroy() }
            }
        }
        return window
    }

    /// A window whose page says why `title`'s file could not be opened (`reason`: the path and
    /// what is wrong, as `FileError` words it, the line for a CSV).
    private func showFailure(_ reason: String, title: DocumentTitle) -> AppWindow {
        let schema = ColumnSchema(columns: [.init(name: tr("Name"), kind: .text)])
        let host = ListHost(rows: [], schema: schema, debug: debug)
        return show(host, title: title, failure: reason)
    }
}
