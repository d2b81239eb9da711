import CGtk
import ListCore
import ListGtk

/// Keeps a `LiListView`'s frame clock ticking while its scene's page transitions animate on their
/// own (the rest after `end_back_transition`, an animated back, a push), advancing the scene each
/// frame, and tells its observers (a `LiNavigationStack` placing its pages) after every change.
///
///     core.ticker.observe(stack) { stack.refresh() }
///     core.ticker.changed(widget: core.widget, scene: core.scene)   // after each API call or input
///
/// - Complexity: O(observers) per frame and per change.
@MainActor
final class NavigationTicker {
    private var isTicking = false
    private var observers: [(owner: ObjectIdentifier, body: () -> Void)] = []

    /// The widget whose frame clock ticks instead of the list view (a navigation stack: while its
    /// pushed page covers the list view, the list view is unmapped and gets no ticks).
    var host: UnsafeMutableRawPointer? {
        didSet { isTicking = false }   // the next change ticks on the new widget (the old callback ends)
    }

    nonisolated init() {}

    /// Calls `body` after every change and every frame until `stopObserving(owner)`.
    func observe(_ owner: AnyObject, _ body: @escaping () -> Void) {
        observers.append((ObjectIdentifier(owner), body))
    }

    func stopObserving(_ owner: AnyObject) {
        observers.removeAll { $0.owner == ObjectIdentifier(owner) }
    }

    /// The scene's navigation changed: observers see it now, and frames run while it animates.
    func changed(widget: UnsafeMutableRawPointer, scene: ListScene) {
        notify()
        guard scene.pagesNeedFrames, !isTicking else { return }
        isTicking = true
        let ticking = host ?? widget
        FrameCallbacks.addTick(to: ticking.assumingMemoryBound(to: GtkWidget.self)) { [weak self, weak scene] frame in
            guard let self, let scene, ticking == (host ?? widget) else { return false }
            scene.advance(to: frame.time)
            notify()
            isTicking = scene.pagesNeedFrames
            return isTicking
        }
    }

    /// Called first after every change and every frame (the list view's own bookkeeping).
    var onChange: () -> Void = {}

    private func notify() {
        onChange()
        for observer in observers { observer.body() }
    }
}
