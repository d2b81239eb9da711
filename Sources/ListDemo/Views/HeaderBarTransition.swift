import ListGtk
import ListCore

/// The header bar follows the page transition instead of switching at its end: the title
/// crossfades (list ↔ detail), the Back button fades in and the list's own buttons fade out in
/// step with the push, and back the other way while a back transition is scrubbed; a cancelled
/// scrub brings them back along the same values, so nothing flashes.
///
///     let bar = HeaderBarTransition(back: back, listButtons: [live, sort, menu, edit], listTitle: title)
///     bar.show(frame.motion, onDetail: true)   // every frame
///
/// - Complexity: O(buttons) per frame; widgets change only when a value changed.
@MainActor
final class HeaderBarTransition {
    /// The title widget for the header bar: the list's and the detail page's titles, overlaid
    /// (the list's: a label, or a box of the title and subtitle, ellipsized by the window).
    let titleWidget: Widget
    let detailTitle: Label
    private let listTitle: Widget
    private let back: Widget
    /// The list page's buttons, faded out toward the detail page (more may join: the search toggle).
    var listButtons: [Widget]
    /// Buttons shown only while the list page is at rest (Open): they take Back's place, so the
    /// bar is never wider than with one of them (mid-transition every other button shows, and a
    /// wider bar widened the window).
    var restingButtons: [Widget] = []
    private var shown: Double = -1

    init(back: Widget, listButtons: [Widget], listTitle: Widget) {
        self.back = back
        self.listButtons = listButtons
        self.listTitle = listTitle
        detailTitle = Label(classes: ["title"])
        detailTitle.ellipsizeAtEnd()
        let overlay = Overlay(child: listTitle)
        overlay.addOverlay(detailTitle.widget, measured: true)   // as wide as the wider title
        titleWidget = overlay.widget
        set(0)
    }

    /// How far the bar is on the detail page's side, from the frame: the push's progress while
    /// a push runs, 1 − the back transition's progress while one runs, else the page at rest.
    static func detailAmount(_ motion: ListFrame.Motion, onDetail: Bool) -> Double {
        if let push = motion.push { return push }
        if let back = motion.back { return 1 - back }
        return onDetail ? 1 : 0
    }

    func show(_ motion: ListFrame.Motion, onDetail: Bool) {
        set(Self.detailAmount(motion, onDetail: onDetail))
    }

    private func set(_ amount: Double) {
        let amount = min(max(amount, 0), 1)
        guard amount != shown else { return }
        shown = amount
        detailTitle.opacity = amount
        listTitle.opacity = 1 - amount
        detailTitle.isVisible = amount > 0
        back.opacity = amount
        back.isVisible = amount > 0
        for button in listButtons {
            button.opacity = 1 - amount
            button.isVisible = amount < 1
        }
        for button in restingButtons { button.isVisible = amount == 0 }
    }
}
