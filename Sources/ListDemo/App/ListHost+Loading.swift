import Foundation
import Synchronization
import ListCore
import ListData

/// Rows loaded on the worker while the window is already up: generated rows (`--rows N`) and
/// large CSV files. Nothing half-loaded is shown: the rows land all at once, or not at all and
/// `loadFailure` says why.
extension ListHost {
    /// Records read so far by the load under way (the report's `rowsLoaded` while `loading`).
    nonisolated static let rowsRead = Mutex<Int>(0)

    /// What a load gives: the rows (and, for a CSV, the schema with its number columns), or the
    /// reason it failed.
    enum Loaded: Sendable {
        case rows([Row], schema: ColumnSchema?)
        case failed(String)
    }

    /// Runs `make` and builds the layout on the worker, then shows the rows on the main thread.
    func loadRows(_ make: @escaping @Sendable () -> Loaded) {
        isLoadingRows = true
        worker.async {
            let loaded = make()
            let layout: RowLayout? = if case .rows(let rows, _) = loaded { RowLayout(rows: rows) } else { nil }
            MainLoop.post { [self] in
                switch loaded {
                case .rows(let rows, let schema):
                    if let schema { scene.setSchema(schema) }
                    list.setRows(rows, layout: layout!)
                case .failed(let reason):
                    loadFailure = reason
                }
                isLoadingRows = false
                let waiting = waitingForRows
                waitingForRows = []
                for body in waiting { body() }
            }
        }
    }

    /// Runs `body` on the main thread once rows being loaded have landed (at once otherwise).
    func whenRowsLoaded(_ body: @escaping @MainActor () -> Void) {
        if isLoadingRows { waitingForRows.append(body) } else { body() }
    }
}
