import ListCore

/// The list view's signals to the app (`selection-changed`, `row-activated`, `notify::editing`)
/// come after the frame that shows their change: never from inside a frame being shown, so a
/// handler reading the view (or changing it) finds a state already on screen. Each frame the list
/// shows goes through `frameShowing` (the rows watched, the open row followed, a navigation
/// stack's pages placed) and then `frameShown` (the selection told, the stack's page told).
/// While a change is being made (`holdingSignals`) what it finds waits and goes out in order
/// once it is made: the selection model's `items-changed` before the `selection-changed` it causes.
///
///     core.holdingSignals { commit(batch); itemsDidChange(…) }   // selection-changed after items-changed
///
/// - Complexity: O(rows in the frame) per frame (`watchItems`); O(1) per signal held.
extension ListViewCore {
    /// The list shows `frame`: everything drawn from it, no signal to the app yet.
    func frameShowing(_ frame: ListFrame) {
        watchItems(in: frame)
        forgetLeftHeaders()   // ListViewCore+WindowedSections.swift
        followContentHeight(frame)
        followClosedRow()
        stack?.show(frame)
    }

    /// The frame is shown: the app hears what changed in it.
    func frameShown() {
        selectionMayHaveChanged()   // a drag-select's auto-scroll selects rows between events
        stack?.frameShown()
    }

    /// Emits `signal` now, or once the change being made is (`holdingSignals`).
    func emit(_ signal: @escaping () -> Void) {
        if signalHolds > 0 { heldSignals.append(signal) } else { signal() }
    }

    /// Runs `body`, emitting the signals it finds once it returned, in order.
    func holdingSignals(_ body: () -> Void) {
        signalHolds += 1
        body()
        signalHolds -= 1
        guard signalHolds == 0 else { return }
        while !heldSignals.isEmpty {
            let signal = heldSignals.removeFirst()
            signal()
        }
    }
}
