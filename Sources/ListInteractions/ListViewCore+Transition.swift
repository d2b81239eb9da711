import CGtk
import CListInteractions
import ListCore

/// Progress-driven deselection for the app's own navigation (`li-list-view-transition.c`): the
/// app opens a row (a tap does it too), then hands over the progress of its back transition —
/// begin, progress, end finished or cancelled, the shape of UIKit's transition coordinator — or
/// asks for an animated back. The scene's `NavigationModel` runs the transition and its
/// `DeselectionBehavior` fades the opened row's highlight in step, bringing it back on cancel.
/// A bad call (progress without begin, a progress that is not a number, end twice) gets a
/// critical naming the reason and changes nothing.
///
///     core.open(item)                 // selected, highlighted: the app shows its page
///     core.beginBack()
///     core.updateBack(0.5)            // highlight 0.5
///     core.endBack(finished: false)   // the highlight comes back over the rest
///
/// - Complexity: O(1) per call, plus one scan of the model to find an item's position in `open`.
extension ListViewCore {
    /// Opens `item`'s row as a tap does: selected and pushed (the row is the scene's open row).
    @MainActor
    func open(_ item: UnsafeMutableRawPointer) {
        guard let windowed, let slot = firstPosition(of: item) else {
            return li_list_view_model_critical("open_item: the item is not in the model")
        }
        guard !scene.isEditing else { return li_list_view_model_critical("open_item: the list is in edit mode") }
        guard scene.acceptsListInput else {
            return li_list_view_model_critical("open_item: a row is already open, or a page transition runs")
        }
        // The row is tracked as open wherever it is (`followOpenRow`).
        let id = windowed.track(.open, at: slot)
        scene.open(id, at: now)
        if let old = trackedOpenID, old != id { windowed.untrack(.open, old) }
        trackedOpenID = id
        if scene.detailID != id { followOpenRow() }   // not opened: let go
        navigationDidChange()
    }

    /// The item of the open row (shown or being left), `nil` on the list page.
    var openedItem: UnsafeMutableRawPointer? {
        guard let id = scene.detailID, let slot = itemPosition(of: id) else { return nil }
        return item(atPosition: slot)
    }

    @MainActor
    func beginBack() {
        guard !scene.isBackInteractive else {
            return li_list_view_model_critical("begin_back_transition: a back transition has already begun")
        }
        guard scene.beginAppBack(at: now) else {
            return li_list_view_model_critical("begin_back_transition: no row is open")
        }
        navigationDidChange()
    }

    @MainActor
    func updateBack(_ progress: Double) {
        guard progress.isFinite else {
            return li_list_view_model_critical("update_back_transition: progress \(progress) is not a number")
        }
        guard scene.isBackInteractive else {
            return li_list_view_model_critical("update_back_transition: no back transition has begun")
        }
        scene.updateBack(progress, at: now)
        navigationDidChange()
    }

    @MainActor
    func endBack(finished: Bool) {
        guard scene.endBack(finishing: finished, at: now) else {
            return li_list_view_model_critical("end_back_transition: no back transition has begun (or it already ended)")
        }
        navigationDidChange()
    }

    /// A back transition without a finger; during an interactive one, finishes it.
    @MainActor
    func animateBack() {
        guard scene.detailID != nil else {
            return li_list_view_model_critical("animate_back_transition: no row is open")
        }
        if scene.isBackInteractive {
            scene.endBack(finishing: true, at: now)
        } else {
            scene.goBack(at: now)
        }
        navigationDidChange()
    }

    /// The running back transition's progress, 0 when none runs.
    var backProgress: Double { scene.backProgress }

    /// The navigation changed (an API call, a page stack's input): the list shows it now — the
    /// highlight, and a navigation stack's pages and slider from the same frame — and ticks
    /// while it animates.
    @MainActor
    func navigationDidChange() {
        // A row opened here is not announced as activated.
        if scene.detailID != openedID { openedID = scene.detailID }
        list?.showNow()
    }

    /// The row-activated bookkeeping follows the open row (each frame shown): once a back
    /// transition has finished, the same row opens (and is announced) again on its next tap.
    /// (A row a tap opens is announced after its frame: `inputHandled`.)
    @MainActor
    func followClosedRow() {
        if scene.detailID == nil { openedID = nil }
        followOpenRow()
    }
}
