import ListCore

/// The list page and a row's detail page, as the core navigates them (`NavigationModel`): a tap
/// or Enter on a row pushes its detail page, the back transition — scrubbed by `SwipeSlider`,
/// an edge or touchpad swipe on `PageStack`, or `goBack()` — fades the opened row's highlight in
/// lockstep. The frame says where each page is (`pages`) and which page shows (`page`).
///
///     list.onPageAppeared = { page in if page == .list { list.grabFocus() } }
///     list.goBack()                              // Alt+Left
///
/// - Complexity: O(1) per call.
extension ListWidget {
    /// Animates back to the list from the detail page (nothing happens on the list page).
    ///
    ///     list.goBack()
    ///
    /// - Complexity: O(1).
    public func goBack() {
        scene.goBack(at: frameTime)
        showNow()
    }

    /// Called each time a page has finished appearing (a push or back transition that finished,
    /// or one cancelled: the page it started from), with that page.
    ///
    ///     list.onPageAppeared = { page in print(page.name) }   // "detail", "list"
    ///
    /// - Complexity: O(1) to set.
    public var onPageAppeared: ((NavigationModel.Page) -> Void)? {
        get { scene.onPageAppeared }
        set { scene.onPageAppeared = newValue }
    }

    /// Follows every back transition from now on: `step` with each progress it takes (frame
    /// time, whether a finger or the slider drives it), `end` once it finished or was cancelled.
    ///
    ///     list.followBackTransitions(step: { print($0.progress) },
    ///                                end: { print($0.isCancelled ? "cancelled" : "finished") })
    ///
    /// - Complexity: O(1) to add; each step calls `step` once.
    public func followBackTransitions(step: @escaping (TransitionCoordinator.Context) -> Void,
                                      end: @escaping (TransitionCoordinator.Context) -> Void) {
        scene.onBackWillBegin { coordinator in
            coordinator.animateAlongside(step, completion: end)
        }
    }
}
