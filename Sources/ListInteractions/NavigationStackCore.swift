import CGtk
import CListInteractions
import ListCore
import ListGtk
@_spi(Embedding) import ListWidget

/// `LiNavigationStack`'s Swift side (`li-navigation-stack.c`): ListWidget's `PageStack` holding
/// the list view and the pushed page, below it ListWidget's `SwipeSlider` with a back button.
/// Its input (edge and touchpad swipes, the slider, the button) goes to the list view's scene,
/// whose `NavigationModel` runs the transition and fades the opened row's highlight; the pages
/// and the slider are placed from the list's own frames (`show`: each tick's and each change's,
/// one pipeline), on ticks of the stack's frame clock while the stack holds the list (the list's
/// page, covered, is unmapped and gets none).
///
///     let stack = NavigationStackCore(stack: widget)
///     stack.setListView(view, core: core)
///     stack.push(page)          // after row-activated: the opened row's page slides in
///
/// - Complexity: O(1) per event; O(visible rows) per frame (the scene's frame).
@MainActor
final class NavigationStackCore {
    /// The `LiNavigationStack` instance (not retained: it owns this core).
    let stack: UnsafeMutableRawPointer
    private let box: Box
    /// What a list view brings: its core, the pages and the bar made over its scene.
    private var attached: (core: ListViewCore, pages: PageStack, slider: SwipeSlider)?
    /// The pushed page, held until a back transition has finished.
    private(set) var page: UnsafeMutablePointer<GtkWidget>?
    private let signals = Signals()
    /// The page the last `page` trace line said, to say each page once when it has appeared.
    private var tracedPage: NavigationModel.Page?
    /// The page of the last frame shown.
    private var shownPage: NavigationModel.Page?
    /// How far the pushed page is in, as the last frame told (`LiNavigationStack:progress`).
    var shownProgress = 0.0
    /// Whether a page transition runs, as the last frame told (`:transition-running`).
    var isTransitionRunning = false
    /// The progress of the frame being shown, told once it is shown.
    private var frameProgress = 0.0

    init(stack: UnsafeMutableRawPointer) {
        self.stack = stack
        box = Box(vertical: true, classes: ["navigation-stack"])
        box.widget.setParent(stack.assumingMemoryBound(to: GtkWidget.self))
    }

    func setListView(_ view: UnsafeMutableRawPointer?, core: ListViewCore?) {
        if let old = attached {
            detach(old.core)
            old.pages.detailPage = nil
            gtk_box_remove(box.widget.cast(GtkBox.self), old.pages.gtkWidget)
            gtk_box_remove(box.widget.cast(GtkBox.self), old.slider.gtkWidget)
            attached = nil
            setPage(nil)
        }
        guard let view, let core else { return }
        let pages = PageStack(listPage: view.assumingMemoryBound(to: GtkWidget.self), detailPage: nil, scene: core.scene)
        let back = Button(iconName: "go-previous-symbolic")
        back.setAccessibleLabel(tr("Back"))
        back.setTooltip(tr("Back"))
        signals.on(back, "clicked") { [weak self] in self?.pop() }
        let slider = SwipeSlider(scene: core.scene, leading: back.widget)
        pages.onInput = { [weak core] in core?.navigationDidChange() }
        slider.onInput = { [weak core] in core?.navigationDidChange() }
        box.append(pages.gtkWidget)
        box.append(slider.gtkWidget)
        attached = (core, pages, slider)
        core.stack = self
        if let list = core.list {
            list.showsPageDimming = true   // the pushed page covers the list: shaded under it
            // Offsets for the stack's width; before its first allocation, for width 1, which the
            // page stack scales to its width when it lays out.
            list.pageWidth = { [weak pages] in max(pages?.width ?? 0, 1) }
            list.tickHost = stack.assumingMemoryBound(to: GtkWidget.self)
        }
        core.navigationDidChange()
    }

    func push(_ newPage: UnsafeMutablePointer<GtkWidget>) {
        guard let attached else { return li_navigation_stack_critical("push: the stack has no list-view") }
        guard page == nil else {
            return li_navigation_stack_critical("push: a page is already pushed (the stack is one page deep)")
        }
        // No row opened (a push from code, not from row-activated): the page slides in, no row
        // is highlighted.
        if !attached.core.scene.pushPage(at: attached.core.now) {
            return li_navigation_stack_critical("push: a page transition is running")
        }
        attached.pages.detailPage = newPage
        setPage(newPage)
        attached.core.navigationDidChange()
    }

    /// Back, animated (the back button): a push still sliding in goes back from where it is.
    func pop() {
        guard let attached, page != nil else { return }
        attached.core.scene.goBack(at: attached.core.now)
        attached.core.navigationDidChange()
    }

    func dispose() {
        if let attached { detach(attached.core) }
    }

    /// The list view goes back to showing and ticking on its own.
    private func detach(_ core: ListViewCore) {
        if core.stack === self { core.stack = nil }
        guard let list = core.list else { return }
        list.showsPageDimming = false
        list.pageWidth = { 0 }
        list.tickHost = nil
    }

    /// Places the pages and the slider as the list's frame says (the list shows it).
    func show(_ frame: ListFrame) {
        guard let (_, pages, slider) = attached else { return }
        pages.show(frame.pages, width: max(pages.width, 1))
        slider.show(frame.slider)
        shownPage = frame.page
        frameProgress = frame.pages.progress
    }

    /// The frame is shown: the page is dropped once the list is back at rest (`notify::page`),
    /// and a page that has appeared (at rest, laid out) is traced once.
    func frameShown() {
        guard let (core, pages, slider) = attached, let shown = shownPage else { return }
        let resting = !core.scene.isTransitioning
        tellProgress(frameProgress, running: !resting)
        if page != nil, shown == .list, resting {
            pages.detailPage = nil
            setPage(nil)
        }
        if resting, shown != tracedPage, pages.width > 0, shown == .list || page != nil {
            tracedPage = shown
            tracePage(shown, slider: slider.scaleWidget)
        }
    }

    private func setPage(_ newPage: UnsafeMutablePointer<GtkWidget>?) {
        guard newPage != page else { return }
        page = newPage
        li_navigation_stack_notify_page(stack)
    }
}
