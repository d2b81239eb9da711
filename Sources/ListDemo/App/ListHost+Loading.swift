import ListGtk
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

    /// Runs `make` on the worker, gives the rows their heights from the font measured meanwhile
    /// (`RowMetrics.measure`, in place: the rows are never copied) and builds the layout there,
    /// then shows the rows on the main thread with their final heights: no frame shows the
    /// data's placeholder heights and no re-measure runs after `ready`.
    func loadRows(_ make: @escaping @Sendable () -> Loaded) {
        isLoadingRows = true
        worker.async {
            let loaded = Handover(make())
            // The font is measured on the main thread once the window is realized: the rows wait
            // for it (checked every 10 ms, at most `metricsWait`), so they land measured.
            MainLoop.post { [self] in whenMetricsKnown { [self] in
                let metrics = scene.rowMetrics
                worker.async {
                    var loaded = loaded.take()
                    if let metrics, case .rows(var rows, let schema) = loaded {
                        loaded = .failed("")   // drops the second reference: `measure` works in place
                        metrics.measure(&rows)
                        loaded = .rows(rows, schema: schema)
                    }
                    let layout: RowLayout? = if case .rows(let rows, _) = loaded { RowLayout(rows: rows) } else { nil }
                    MainLoop.post { [self] in land(loaded, layout: layout, measuredWith: metrics) }
                }
            } }
        }
    }

    /// Runs `body` once the window has measured the font (`scene.rowMetrics`), or after
    /// `metricsWait` seconds without (then `land` re-measures when the font comes).
    private func whenMetricsKnown(_ body: @escaping @MainActor () -> Void) {
        guard scene.rowMetrics == nil else { return body() }
        let deadline = MainLoop.now + Self.metricsWait
        _ = MainLoop.every(milliseconds: 10) { [self] in
            guard scene.rowMetrics == nil, MainLoop.now < deadline else { body(); return false }
            return true
        }
    }

    static let metricsWait = 5.0

    private func land(_ loaded: Loaded, layout: RowLayout?, measuredWith metrics: RowMetrics?) {
        switch loaded {
        case .rows(let rows, let schema):
            if let schema { scene.setSchema(schema) }
            scene.list.setRows(rows, layout: layout!)
            // The font was measured (or changed) while the rows were being measured.
            if scene.rowMetrics != metrics { scene.remeasureRows(at: MainLoop.now) }
        case .failed(let reason):
            loadFailure = reason
        }
        isLoadingRows = false
        let waiting = waitingForRows
        waitingForRows = []
        for body in waiting { body() }
    }

    /// Hands the loaded rows from one worker step to the next without a second reference.
    private final class Handover: @unchecked Sendable {
        private var loaded: Loaded?
        init(_ loaded: Loaded) { self.loaded = loaded }
        func take() -> Loaded { defer { loaded = nil }; return loaded! }
    }

    /// Runs `body` on the main thread once rows being loaded have landed (at once otherwise).
    func whenRowsLoaded(_ body: @escaping @MainActor () -> Void) {
        if isLoadingRows { waitingForRows.append(body) } else { body() }
    }
}
