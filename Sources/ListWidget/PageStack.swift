import CGtk
import ListCore
import ListGtk

/// The list and detail pages side by side, placed where the frame says every tick.
///
/// A bare container with a GtkCustomLayout: each page gets the stack's full size and a
/// translation the core computes (`ListFrame.pages`), so pages move by subpixels without
/// relayout of their contents. Hidden pages are not drawn.
///
/// The left-edge swipe and two-finger touchpad swipes are read here, on the stack, which does
/// not move with the pages: the pointer's travel is the page's travel (1:1); the scene's
/// recognisers (`ListScene+Swipe`) decide, its `NavigationModel` drives the transition. The demo's
/// window and `LiNavigationStack` both show their pages with it.
///
///     let stack = PageStack(listPage: list.gtkWidget, detailPage: detail, list: list)
///     list.pageWidth = { stack.width }
///     list.onFrame = { frame in stack.show(frame.pages, width: stack.width) }   // every frame
///
/// - Complexity: O(1) per frame and per event; a relayout of the two pages only when they moved.
@MainActor
public final class PageStack {
    let widget: Widget
    private let listPage: Widget
    /// The page over the list (`nil`: none); replaced without animation, the old one unparented.
    /// It carries the `pushed-page` style class while here: an opaque background and an edge
    /// shadow (`ListStyle`), so the list under it never shows through an app's transparent page.
    public var detailPage: UnsafeMutablePointer<GtkWidget>? {
        didSet {
            guard detailPage != oldValue else { return }
            oldValue.map { page in
                page.removeClass(Self.pushedPageClass)
                gtk_widget_unparent(page)
            }
            detailPage.map(adopt)
            widget.queueAllocate()
        }
    }
    /// The style class of the page over the list (`ListStyle`: `pagestack > .pushed-page`).
    static let pushedPageClass = "pushed-page"
    private let scene: ListScene
    /// The list whose core the swipes drive (`nil`: an embedder's scene, shown through `onInput`).
    private weak var list: ListWidget?
    private let signals = Signals()
    /// The offsets of the last frame shown and the width they were computed for.
    private var shown: (offsets: NavigationModel.PageOffsets, width: Double)?
    /// Called after a swipe moved the transition (and the list showed the change).
    public var onInput: () -> Void = {}

    /// The stack's GTK widget (a bare container holding both pages).
    public var gtkWidget: UnsafeMutablePointer<GtkWidget> { widget }

    /// The stack's width now, in pixels (what the frame's page offsets are computed for).
    public var width: Double { widget.width }

    /// The stack of `listPage` (the page holding `list`) and `detailPage` (`nil`: none yet);
    /// swipes on it go back from the detail page of `list`.
    ///
    ///     let stack = PageStack(listPage: listPage, detailPage: detail.widget, list: list)
    ///
    /// - Complexity: O(1).
    public convenience init(listPage: UnsafeMutablePointer<GtkWidget>, detailPage: UnsafeMutablePointer<GtkWidget>?,
                            list: ListWidget) {
        self.init(listPage: listPage, detailPage: detailPage, scene: list.scene)
        self.list = list
    }

    /// The stack over an embedder's own `scene`; `onInput` tells it to show the change.
    @_spi(Embedding) public init(listPage: UnsafeMutablePointer<GtkWidget>, detailPage: UnsafeMutablePointer<GtkWidget>?,
                                 scene: ListScene) {
        self.listPage = listPage
        self.detailPage = detailPage
        self.scene = scene
        widget = makeContainer("pagestack")
        widget.expand()
        listPage.setParent(widget)
        detailPage.map(adopt)
        // The layout holds the stack (released with the widget); the stack asks for its pages' size.
        widget.placeChildren(sizedByChildren: true) { width, height in self.layout(width: width, height: height) }
        installSwipes()
    }

    private func adopt(_ page: UnsafeMutablePointer<GtkWidget>) {
        page.addClass(Self.pushedPageClass)
        page.setParent(widget)
    }

    /// Takes the frame's page offsets (computed for `width`); lays the pages out again only if
    /// they moved (a frame in which only the list animates costs no relayout).
    public func show(_ offsets: NavigationModel.PageOffsets, width: Double) {
        shown = (offsets, width)
        guard offsets != placed else { return }
        widget.queueAllocate()
    }

    /// The offsets of the last layout.
    private var placed: NavigationModel.PageOffsets?

    private func layout(width: Double, height: Double) {
        // Before the first frame: the list page at rest.
        var offsets = shown?.offsets ?? .listAtRest(width: width)
        placed = offsets
        // Offsets are proportional to the width; a resize between frames scales them.
        if let frameWidth = shown?.width, frameWidth > 0, frameWidth != width {
            offsets.list *= width / frameWidth
            offsets.detail *= width / frameWidth
        }
        let mirror = widget.isRightToLeft ? -1.0 : 1.0   // right to left: pages move the other way
        place(listPage, x: mirror * offsets.list, visible: offsets.listVisible, width: width, height: height)
        if let detailPage {
            place(detailPage, x: mirror * offsets.detail, visible: offsets.detailVisible, width: width, height: height)
        }
    }

    private func place(_ page: Widget, x: Double, visible: Bool, width: Double, height: Double) {
        // A page is not hidden under a press held in the stack (hidden again at its release):
        // GTK 4.18 moves the press's grab from a widget unmapped under it to its parent, then
        // releases whatever is under the pointer, which never had the press ("Broken accounting
        // of active state for widget (GtkScrolledWindow)": a hold that opened a row hid the list
        // page under the press, and the release landed on the detail page).
        let keptForPress = !visible && pressesHeld > 0 && gtk_widget_get_child_visible(page) != 0
        if !keptForPress { page.setChildVisible(visible) }
        _ = page.naturalHeight(forWidth: width)   // GTK wants a measure before every allocation
        page.allocate(x: x, y: 0, width: width, height: height)
    }

    // MARK: Swipes

    private var pressStart: (x: Double, y: Double) = (0, 0)

    /// `x` measured from the leading edge: the right edge in a right-to-left locale, where back
    /// swipes come from the right (the core reads every swipe as coming from the leading edge).
    private func leading(_ x: Double) -> Double { widget.isRightToLeft ? widget.width - x : x }

    /// A swipe moved the transition: the list shows it, then `onInput`.
    private func inputHandled() {
        list?.showNow()
        onInput()
    }

    /// Presses (buttons and touches) held within the stack, counted before any widget sees them.
    private var pressesHeld = 0

    private func countPresses() {
        let controller = widget.addController(.rawEventsFirst)
        signals.onEvent(controller, "event") { [weak self] event in
            guard let self else { return false }
            switch event.kind {
            case .press, .touchBegin: pressesHeld += 1
            case .release, .touchEnd, .touchCancel:
                pressesHeld = max(0, pressesHeld - 1)
                if pressesHeld == 0 { widget.queueAllocate() }   // hide what the press kept
            default: break
            }
            return false
        }
    }

    private func installSwipes() {
        countPresses()
        let drag = widget.addController(.drag)
        signals.onPoint(drag, "drag-begin") { [weak self] x, y in
            guard let self else { return }
            pressStart = (x, y)
            scene.edgePress(x: leading(x), y: y, at: drag.eventTime, isTouchscreen: drag.isTouchscreen)
        }
        signals.onPoint(drag, "drag-update") { [weak self] dx, dy in
            guard let self else { return }
            if scene.edgeDrag(x: leading(pressStart.x + dx), y: pressStart.y + dy, pageWidth: widget.width,
                              at: Signals.eventTime(of: drag)) {
                drag.claim()
                inputHandled()
            }
        }
        signals.onPoint(drag, "drag-end") { [weak self] _, _ in
            self?.scene.edgeRelease(at: Signals.eventTime(of: drag))
            self?.inputHandled()
        }
        signals.onSequence(drag, "cancel") { [weak self] in
            self?.scene.edgeRelease(at: MainLoop.now)
            self?.inputHandled()
        }
        let scroll = widget.addController(.scroll)
        signals.on(scroll, "scroll-begin") { [weak self] in self?.scene.touchpadBegan() }
        signals.onScroll(scroll, "scroll") { [weak self] dx, dy in
            guard let self else { return false }
            guard scroll.scrollsInPixels,
                  scene.touchpadScroll(dx: widget.isRightToLeft ? -dx : dx, dy: dy, at: Signals.eventTime(of: scroll))
            else { return false }
            inputHandled()
            return true
        }
        signals.on(scroll, "scroll-end") { [weak self] in
            self?.scene.touchpadEnded(at: MainLoop.now)
            self?.inputHandled()
        }
    }
}
