import CGtk
import CListInteractions
import ListCore
import ListGtk
@_spi(Embedding) import ListWidget

/// `LiNavigationStack`'s Swift side (`li-navigation-stack.c`): ListWidget's `PageStack` holding
/// the list view and the pushed page, below it ListWidget's `SwipeSlider` with a back button.
/// Its input (edge and touchpad swipes, the slider, the button) goes to the list view's scene,
/// whose `NavigationModel` runs the transition and fades the opened row's highlight; the pages
/// and the slider are placed from the scene's frame after every change and every frame.
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

    init(stack: UnsafeMutableRawPointer) {
        self.stack = stack
        box = Box(vertical: true, classes: ["navigation-stack"])
        box.widget.setParent(stack.assumingMemoryBound(to: GtkWidget.self))
    }

    func setListView(_ view: UnsafeMutableRawPointer?, core: ListViewCore?) {
        if let old = attached {
            old.core.ticker.stopObserving(self)
            old.core.ticker.host = nil
            old.pages.detailPage = nil
            old.core.list?.showsPageDimming = false
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
        core.list?.showsPageDimming = true   // the pushed page covers the list: shaded under it
        pages.onInput = { [weak core] in core?.navigationDidChange() }
        slider.onInput = { [weak core] in core?.navigationDidChange() }
        box.append(pages.gtkWidget)
        box.append(slider.gtkWidget)
        attached = (core, pages, slider)
        core.ticker.host = stack
        core.ticker.observe(self) { [weak self] in self?.refresh() }
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
        attached?.core.ticker.stopObserving(self)
        attached?.core.ticker.host = nil
    }

    /// Places the pages and the slider as the scene's frame says; drops the page once the list
    /// is back at rest.
    private func refresh() {
        guard let (core, pages, slider) = attached else { return }
        // Before the first allocation the width is 0: offsets for width 1, which the page stack
        // scales to its width when it lays out.
        let width = max(pages.width, 1)
        let frame = core.scene.frame(listWidth: width, pageWidth: width, hasFocus: false)
        pages.show(frame.pages, width: width)
        slider.show(frame.slider)
        if page != nil, frame.page == .list, !core.scene.isTransitioning {
            pages.detailPage = nil
            setPage(nil)
        }
        // A page has appeared (at rest, laid out): traced once.
        if !core.scene.isTransitioning, frame.page != tracedPage, pages.width > 0,
           frame.page == .list || page != nil {
            tracedPage = frame.page
            tracePage(frame.page, slider: slider.scaleWidget)
        }
    }

    private func setPage(_ newPage: UnsafeMutablePointer<GtkWidget>?) {
        guard newPage != page else { return }
        page = newPage
        li_navigation_stack_notify_page(stack)
    }
}
