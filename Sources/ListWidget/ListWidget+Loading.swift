import Dispatch
import ListGtk
import ListCore

/// Rows loaded on a worker while the window is already up (generated rows, a large file, a large
/// database table): the window opens at once and nothing half-loaded is shown — the rows land
/// all at once, measured in the list's font, or not at all and `loadFailure` says why.
///
///     let list = ListWidget(rows: [], schema: header)
///     list.loadRows { .rows(readBigFile(), schema: schemaWithNumberColumns) }
///     list.whenRowsLoaded { print(list.loadFailure ?? "\(list.rowCount) rows") }
///
/// - Complexity: `loadRows` is O(1) on the main thread (making, measuring and laying out the
///   rows run on the worker); the rows land in O(1) (their layout is built on the worker).
extension ListWidget {
    /// What a load gives: the rows (and, for a file whose column kinds were found by reading it,
    /// the schema), or the reason it failed.
    ///
    ///     list.loadRows { .failed("data.csv:12: unterminated quote") }
    ///
    /// - Complexity: a value.
    public enum LoadedRows: Sendable {
        case rows([Row], schema: ColumnSchema?)
        case failed(String)
    }

    /// The columns the rows have (a large file's number columns are known once it has loaded).
    ///
    ///     list.schema.columns.map(\.name)
    ///
    /// - Complexity: O(1).
    public var schema: ColumnSchema { scene.schema }

    /// Whether a `loadRows` is under way.
    ///
    ///     if list.isLoadingRows { spinner.start() }
    ///
    /// - Complexity: O(1).
    public var isLoadingRows: Bool { loadingRows }

    /// Runs `make` on a worker, gives the rows their heights from the font the list measured
    /// meanwhile (in place: the rows are never copied) and builds their layout there, then shows
    /// them on the main thread with their final heights, replacing the list's rows: no frame
    /// shows placeholder heights and no re-measure runs after they land. A schema that comes with
    /// them replaces the list's. A failure leaves the rows as they were and sets `loadFailure`.
    ///
    ///     list.loadRows { .rows(RowSource.generated(count: 1_000_000).rows, schema: nil) }
    ///
    /// - Complexity: O(1) on the main thread; O(n) on the worker for n rows.
    public func loadRows(_ make: @escaping @Sendable () -> LoadedRows) {
        loadingRows = true
        Self.loadQueue.async {
            let loaded = Handover(make())
            // The font is measured on the main thread once the list is laid out: the rows wait
            // for it (checked every 10 ms, at most `metricsWait`), so they land measured.
            MainLoop.post { [self] in whenMetricsKnown { [self] in
                let metrics = scene.rowMetrics
                Self.loadQueue.async {
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

    /// Runs `body` on the main thread once rows being loaded have landed (at once when none are
    /// loading); `loadFailure` then says whether they failed.
    ///
    ///     list.whenRowsLoaded { if let failure = list.loadFailure { showBanner(failure) } }
    ///
    /// - Complexity: O(1).
    public func whenRowsLoaded(_ body: @escaping @MainActor () -> Void) {
        if loadingRows { waitingForRows.append(body) } else { body() }
    }

    /// Runs `body` once the list has measured the font, or after `metricsWait` seconds without
    /// (then `land` re-measures when the font comes).
    private func whenMetricsKnown(_ body: @escaping @MainActor () -> Void) {
        guard scene.rowMetrics == nil else { return body() }
        let deadline = MainLoop.now + Self.metricsWait
        _ = MainLoop.every(milliseconds: 10) { [self] in
            guard scene.rowMetrics == nil, MainLoop.now < deadline else { body(); return false }
            return true
        }
    }

    static let metricsWait = 5.0

    /// Loads run here, one after another, never on the main thread.
    private nonisolated static let loadQueue = DispatchQueue(label: "list-widget.loader", qos: .userInitiated)

    private func land(_ loaded: LoadedRows, layout: RowLayout?, measuredWith metrics: RowMetrics?) {
        var landed = false
        switch loaded {
        case .rows(let rows, let schema):
            landed = true
            if let schema {
                scene.setSchema(schema)
                canvas.schemaDidChange(schema)
            }
            scene.replaceRows(rows, layout: layout!, at: frameTime)
            scene.prepareSortRanks()
            // The font was measured (or changed) while the rows were being measured.
            if scene.rowMetrics != metrics { scene.remeasureRows(at: MainLoop.now) }
        case .failed(let reason):
            loadFailure = reason
        }
        loadingRows = false
        if landed { showNow() }
        let waiting = waitingForRows
        waitingForRows = []
        for body in waiting { body() }
    }

    /// Hands the loaded rows from one worker step to the next without a second reference.
    private final class Handover: @unchecked Sendable {
        private var loaded: LoadedRows?
        init(_ loaded: LoadedRows) { self.loaded = loaded }
        func take() -> LoadedRows { defer { loaded = nil }; return loaded! }
    }
}
