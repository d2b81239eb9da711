import CGtk
import ListGtk
import ListCore

/// The virtualized list: a canvas of real widgets — the summary header, pooled row widgets
/// (`RowPool`), the drag-select strip and the dimming — placed every frame where the core's
/// `ListFrame` says (a `GtkCustomLayout` allocating each with a translation), plus a scrollbar
/// bound to the frame's scroll metrics.
///
/// It decides nothing: every pointer, wheel and key event is forwarded to the `ListScene` with
/// its GDK event time in one line (the controllers sit on the canvas; rows take no input of
/// their own); widgets only read the `ListFrame` last shown (`show(_:)`): layout places what it
/// was given, and what an allocation finds for the core (a new size, the fonts' first metrics)
/// waits for the next tick (`applyLayoutChanges`), which it asks for.
@MainActor
final class ListCanvas {
    let widget: Widget
    /// The list canvas (accessible role: list); input controllers and the keyboard focus live here.
    let area: Widget
    let scrollbar = Scrollbar()
    /// The vertical adjustment the rows follow and configure: the own scrollbar's, or a
    /// container's (`ListCanvas+Adjustment.swift`).
    var adjustment: UnsafeMutableRawPointer?
    var adjustmentHandler: UInt = 0
    /// Whether wheel and touchpad scrolls are left to a container (a `GtkScrolledWindow` whose
    /// adjustment the rows follow: its kinetic scrolling and overlay scrollbars apply).
    var leavesScrollToContainer: () -> Bool = { false }
    /// "N new" at the top while rows arrived above the reader; a click scrolls to the top.
    let pill = NewRowsPill()
    let scene: ListScene
    /// False once the widgets are destroyed (the window closed): idle work queued before skips them.
    private(set) var isAlive = true
    private let header = SummaryHeader()
    /// An app's own header widget in place of the summary (`ListWidget.header`).
    let appHeader = AppHeaderSlot()
    private let strip: Widget
    private let dimming: Widget
    private let pool: RowPool
    /// The section headers' widgets (`ListCanvas+Sections.swift`), above the rows, and the
    /// (hidden) sibling the rows are kept below.
    let headerPool: RowPool
    private let headersStart: Widget
    let signals = Signals()
    var syncingAdjustment = false
    private var shownEditing: Bool?
    /// True once the rows' metrics were measured and handed to the core.
    private var measuredRows = false
    /// Where the current press started (GtkGestureDrag reports offsets from it).
    private var pressStart: (x: Double, y: Double) = (0, 0)

    /// The frame last shown, which layout places (the `ListWidget` shows one at its start, one
    /// per tick and one per change it shows now).
    private var shown: ListFrame?
    /// The header's text for the frame's header inputs.
    var headerText: (ListFrame.Header) -> (title: String, subtitle: String, details: String) = { _ in ("", "", "") }
    /// Whether the summary header is measured into the scene (a host without it keeps the
    /// scene's header heights at zero).
    var showsHeader = true
    /// Whether the list is shaded while the scene's detail page covers it (a page stack around it).
    var showsDimming = true
    /// Reduced motion asked for by the app or its user, on top of the desktop's (`followMotion`).
    var appReducesMotion = false {
        didSet { if appReducesMotion != oldValue { applyMotion() } }
    }
    /// Input changed the model: the `ListWidget` rebuilds the frame and ticks if anything moves.
    var onInput: () -> Void = {}
    /// Something other than input changed the core (the fonts, the motion setting, metrics landed): the
    /// `ListWidget` shows it.
    var onChange: () -> Void = {}
    /// An allocation found a change for the core (`applyLayoutChanges`): the `ListWidget` ticks.
    var onLayoutChange: () -> Void = {}

    /// The canvas got a new size (after the tick that gave the list's viewport the new height
    /// showed its frame).
    var onResize: [(_ width: Double, _ height: Double) -> Void] = []
    private var size = (width: 0.0, height: 0.0)
    /// Whether an allocation gave the canvas a size the core has not taken yet.
    private var resizePending = false
    /// A size the core took, for `onResize` once its frame is shown.
    private var resizeToTell: (width: Double, height: Double)?
    /// Every row got a new height (the font changed); rows may still be moving there.
    var onRelayout: [() -> Void] = []

    /// Makes the host's own row content (`ListWidget.makeRowContent`): rows then take their heights
    /// from it (`onRowHeights`), no longer from the fonts; back to `nil`, the fonts' heights return.
    var makeRowContent: (() -> any RowContent)? {
        didSet {
            pool.makeContent = makeRowContent
            guard makeRowContent == nil, oldValue != nil else { return }
            if scene.rowMetrics != nil {
                scene.remeasureRows(at: MainLoop.now, animated: true) { [weak self] in self?.onChange() }
            } else if size.width > 0 {
                measureRows(animated: true)
            }
        }
    }
    /// Makes the host's own section header content (`ListWidget.makeHeaderContent`); `nil`: the
    /// section's value as a heading. Its heights are told through `onRowHeights` too.
    var makeHeaderContent: (() -> any RowContent)? {
        didSet { headerPool.makeContent = makeHeaderContent }
    }
    /// Custom rows' measured heights, told after the allocation that measured them.
    var onRowHeights: ([RowID: Double]) -> Void = { _ in }
    /// Heights measured during an allocation, told once it is over (widgets must not change while
    /// GTK allocates).
    private var measuredHeights: [RowID: Double] = [:]

    /// How many row widgets the pool holds now (constant at any list length).
    var poolSize: Int { pool.widgets.count }

    /// The widget showing row `id` in the frame last shown, `nil` when the frame does not show it.
    func rowWidget(of id: RowID) -> Widget? { pool.widget(of: id) }

    init(scene: ListScene) {
        self.scene = scene
        area = makeContainer("list", role: GTK_ACCESSIBLE_ROLE_LIST)
        area.expand()
        area.addClass("view")
        area.addClass("list-area")
        area.addClass("separators")   // ListWidget.showsSeparators
        area.setAccessibleLabel(tr("Items"))
        area.isFocusable = true
        strip = makeContainer("strip", role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
        dimming = makeContainer("dimming", role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
        for child in [header.widget, appHeader.widget, strip, dimming] { child.setParent(area) }
        for child in [strip, dimming] {
            child.canTarget = false
            child.isVisible = false
        }
        headersStart = makeContainer("headers-start", role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
        headersStart.isVisible = false
        headersStart.canTarget = false
        headersStart.insert(in: area, before: strip)
        pool = RowPool(parent: area, before: headersStart, schema: scene.schema, margin: Self.poolMargin)
        headerPool = RowPool(parent: area, before: strip, schema: scene.schema, margin: 1, isHeader: true)
        pool.reserve(1)   // one to measure fonts with before the first allocation
        scrollbar.align(horizontal: GTK_ALIGN_END)
        scrollbar.addClass("overlay-indicator")   // GTK's overlay scrolling look (as a GtkScrolledWindow's)
        let hover = scrollbar.widget.addController(.motion)
        scrollbar.setAccessibleLabel(tr("Scroll the list"))
        let overlay = Overlay(child: area)
        widget = overlay.widget
        widget.expand()
        overlay.addOverlay(scrollbar.widget)
        overlay.addOverlay(pill.widget)

        nonisolated(unsafe) let bar = scrollbar.widget
        signals.onPoint(hover, "enter") { _, _ in bar.addClass("hovering") }   // wide while pointed at
        signals.on(hover, "leave") { bar.removeClass("hovering") }
        area.placeChildren { [weak self] width, height in self?.place(width: width, height: height) }
        follow(adjustment: nil)
        followFonts()
        followMotion()
        installPointer()
        installHover()
        installScroll()
        installKeys()
        pool.onHandleActivated = { [weak self] id in self?.handleActivated(id) }
        pill.onActivate = { [weak self] in
            guard let self else { return }
            scene.scrollToTop(at: MainLoop.now)
            onInput()
        }
        signals.on(area.raw, "destroy") { [weak self] in self?.isAlive = false }
        // The list's look ships with it: on the default display now (fonts are measured before
        // the first allocation) and on the display it is realized on.
        ListStyle.install(for: area)
        signals.on(area.raw, "realize") { [weak self] in
            guard let self else { return }
            ListStyle.install(for: area)
        }
    }

    /// A container's adjustment outlives a list dropped before its widgets are destroyed (LiListView
    /// lets go of its list in dispose): its handler and reference go here then.
    isolated deinit {
        unfollowContainer()
    }

    /// Rows in the pool beyond those the viewport shows (rows sliding in and out).
    static let poolMargin = 4

    /// The columns changed (a large CSV's number columns are known once it has loaded).
    func schemaDidChange(_ schema: ColumnSchema) {
        pool.schema = schema
        headerPool.schema = schema
    }

    /// Shows `frame`: binds its rows to pooled widgets, updates the header, strip and dimming,
    /// keeps the scrollbar in step and has the canvas placed again. (Never from inside the
    /// allocation: label texts and the adjustment change here, before layout.)
    func show(_ frame: ListFrame) {
        shown = frame
        syncAdjustment(frame.scroll)
        pill.show(count: frame.scroll.newRowsAbove)
        if shownEditing != frame.isEditing {
            shownEditing = frame.isEditing
            area.setAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_MULTI_SELECTABLE, frame.isEditing)
        }
        header.widget.isVisible = showsHeader && frame.header.isVisible
        if frame.header.isVisible { header.show(frame.header, text: headerText(frame.header)) }
        if frame.stuckHeader == nil, !frame.rows.contains(where: \.isSectionHeader) {
            pool.show(frame.rows, rightToLeft: area.isRightToLeft)
            if !headerPool.shown.isEmpty { headerPool.show([], rightToLeft: false) }
        } else {
            pool.show(frame.rows.filter { !$0.isSectionHeader }, rightToLeft: area.isRightToLeft)
            headerPool.show(Self.headerRows(of: frame), rightToLeft: area.isRightToLeft)
        }
        strip.isVisible = frame.strip.tint > 0
        strip.opacity = 0.25 * frame.strip.tint
        dimming.isVisible = showsDimming && frame.pages.listDimming > 0
        dimming.opacity = frame.pages.listDimming
        followFocus(frame.focus)
        // The core's hit-test, every frame: rows scrolling under a still pointer take the hover in
        // turn (GTK's own `:hover` follows crossings only, and stayed on a row the page slid away with).
        pool.setHover(frame.hoveredRow)
        area.queueAllocate()
    }

    /// Keyboard focus follows the core's focus row: the row widget takes it (so screen readers
    /// and `:focus-visible` see it) while the list has the focus.
    private func followFocus(_ focus: RowID?) {
        guard let focus, let row = pool.shown.first(where: { $0.appearance?.id == focus }),
              !row.widget.hasFocus() else { return }
        row.widget.grabFocus()
    }

    /// True when the list or one of its rows has the keyboard focus.
    var hasFocus: Bool { area.hasFocus(orChild: true) }

    // MARK: Placement

    /// Places the children where the frame last shown says (the `ListWidget` shows one before
    /// the canvas is first laid out). A new size is kept for the core's next tick.
    private func place(width: Double, height: Double) {
        if size != (width, height) { resized(width: width, height: height) }
        guard let frame = shown else { return }
        if header.widget.isVisible {
            _ = header.widget.naturalHeight(forWidth: width)
            header.widget.allocate(x: 0, y: frame.header.y, width: width, height: frame.header.height)
        }
        appHeader.place(y: frame.header.y, width: width, height: frame.header.height)
        for row in pool.shown + headerPool.shown {
            guard let appearance = row.appearance else { continue }
            _ = row.widget.naturalHeight(forWidth: width)
            row.widget.allocate(x: 0, y: appearance.y, width: width, height: appearance.height)
            if let measured = row.unreportedHeight(forWidth: width) { measuredHeights[appearance.id] = measured }
        }
        if !measuredHeights.isEmpty { tellRowHeights() }
        if strip.isVisible {
            _ = strip.naturalHeight(forWidth: frame.strip.width)
            strip.allocate(x: frame.strip.minX, y: 0, width: frame.strip.width, height: height)
        }
        if dimming.isVisible {
            _ = dimming.naturalHeight(forWidth: width)
            dimming.allocate(x: 0, y: 0, width: width, height: height)
        }
    }

    /// Tells the custom rows' measured heights once this allocation is over (once for all measured
    /// meanwhile), before the next frame: at default priority, which the frame clock's ticks do
    /// not starve as they starve an idle while rows move.
    private func tellRowHeights() {
        guard !tellingHeights else { return }
        tellingHeights = true
        MainLoop.post { [weak self] in
            guard let self else { return }
            tellingHeights = false
            let heights = measuredHeights
            measuredHeights = [:]
            guard isAlive, makeRowContent != nil || makeHeaderContent != nil else { return }
            onRowHeights(heights)
        }
    }
    private var tellingHeights = false

    /// A new canvas size, found while GTK allocates: kept for the next tick, which is asked for
    /// (neither the core nor widgets change during an allocation; this one places the frame it
    /// was given).
    private func resized(width: Double, height: Double) {
        size = (width, height)
        resizePending = true
        onLayoutChange()
    }

    /// Hands the core what allocations found since the last tick, before the tick advances it:
    /// the viewport's new height and, at the first size, the rows' and the header's metrics in
    /// the list's fonts (at once, not animated); the header's heights for a new width after.
    func applyLayoutChanges() {
        guard resizePending, isAlive else { return }
        resizePending = false
        scene.setViewportHeight(size.height)   // unchanged: nothing moves
        if !measuredRows {
            measureRows(animated: false)
            measureHeader(animated: false)
        } else {
            measureHeader(animated: true)
        }
        resizeToTell = size
    }

    /// Tells `onResize` of a size the core took, once the frame built with it is shown.
    func tellResize() {
        guard let (width, height) = resizeToTell else { return }
        resizeToTell = nil
        for body in onResize { body(width, height) }
    }

    // MARK: Fonts

    /// Measures the rows' line heights (Pango, the labels' current fonts) and hands them to the
    /// core, which re-lays out every row, animated unless `animated` is false (at startup).
    private func measureRows(animated: Bool) {
        measuredRows = true
        guard makeRowContent == nil else { return }   // custom rows: heights from their widgets
        scene.setRowMetrics(pool.widgets[0].measuredMetrics(), at: MainLoop.now, animated: animated) { [weak self] in
            guard let self else { return }
            onChange()
            if animated { for body in onRelayout { body() } }   // not at startup: `ready` tells
        }
    }

    /// The summary header's heights for the canvas's width and the current fonts (measured as
    /// the header's labels are now: at startup before their text is set, the collapsed height,
    /// which is one line each, is already right).
    private func measureHeader(animated: Bool) {
        guard showsHeader, size.width > 0 else { return }
        let heights = header.measuredHeights(width: size.width)
        guard heights != scene.headerHeights else { return }
        scene.setHeaderHeights(collapsed: heights.collapsed, expanded: heights.expanded, at: MainLoop.now,
                               animated: animated)
    }

    /// Follows the desktop's font and text scale while the app runs: the core says when to
    /// measure again (`WakeSchedule.remeasureDelays`: GTK restyles the labels a few frames after
    /// the setting changed) and the window's wake timer calls `remeasure()` then.
    private func followFonts() {
        guard let settings = Settings.gtk else { return }
        let handlers = ["gtk-font-name", "gtk-xft-dpi"].map { property in
            signals.onNotify(settings, property) { [weak self] in
                guard let self else { return }
                scene.fontsChanged(at: MainLoop.now)
                onChange()
            }
        }
        // The settings outlive the widget (an app making and destroying lists): let go of them.
        signals.on(area.raw, "destroy") {
            for handler in handlers { Signals().disconnect(settings, handler) }
        }
    }

    /// Follows the desktop's motion settings while the app runs, as the fonts are followed
    /// (`Settings.reducesMotion`: GTK's "Animations" and GTK 4.22's reduced-motion preference),
    /// combined with the app's own (`appReducesMotion`): reduced, every animation in flight
    /// jumps to its end and new ones are instant. Also its double-click time, for double taps.
    private func followMotion() {
        applyMotion()
        guard let settings = Settings.gtk else { return }
        var handlers = Settings.followMotion(signals) { [weak self] in
            guard let self else { return }
            applyMotion()
            onChange()
        }
        // A second tap within the desktop's double-click time is a double tap (`TapActivation`).
        let doubleClick = Settings.followDoubleClickTime(signals) { [weak self] seconds in
            self?.scene.tapActivation.doubleTapInterval = seconds
        }
        handlers += doubleClick.map { [$0] } ?? []
        // The settings outlive the widget (an app making and destroying lists): let go of them.
        signals.on(area.raw, "destroy") {
            for handler in handlers { Signals().disconnect(settings, handler) }
        }
    }

    private func applyMotion() { scene.setReducesMotion(Settings.reducesMotion || appReducesMotion) }

    /// Measures the fonts again (a wake after a font change) and hands them to the core.
    func remeasure() {
        guard isAlive else { return }
        measureRows(animated: true)
        measureHeader(animated: true)
        onChange()
    }

    private func syncAdjustment(_ scroll: ListFrame.Scroll) {
        guard let adjustment else { return }
        let range = adjustment.assumingMemoryBound(to: GtkAdjustment.self)
        guard gtk_adjustment_get_value(range) != scroll.offset
            || gtk_adjustment_get_upper(range) != max(scroll.contentHeight, scroll.viewportHeight)
            || gtk_adjustment_get_page_size(range) != scroll.viewportHeight else { return }
        syncingAdjustment = true
        Scrollbar.configure(adjustment, value: scroll.offset, upper: scroll.contentHeight,
                            pageSize: scroll.viewportHeight)
        syncingAdjustment = false
    }

    // MARK: Pointer

    /// One gesture for every press on the list (mouse or touch): press, moves and release go
    /// to the scene, which tells taps, long presses, drags and drag-selects apart.
    private func installPointer() {
        let gesture = area.addController(.drag)
        signals.onPoint(gesture, "drag-begin") { [weak self] x, y in
            guard let self else { return }
            area.grabFocus()
            pressStart = (x, y)
            if scene.press(x: x, y: y, listWidth: area.width, at: Signals.eventTime(of: gesture)) {
                gesture.claim()
            }
            onInput()
        }
        signals.onPoint(gesture, "drag-update") { [weak self] dx, dy in
            guard let self else { return }
            scene.drag(x: pressStart.x + dx, y: pressStart.y + dy, at: Signals.eventTime(of: gesture))
            onInput()
        }
        signals.onPoint(gesture, "drag-end") { [weak self] dx, dy in
            guard let self else { return }
            scene.release(x: pressStart.x + dx, y: pressStart.y + dy, at: Signals.eventTime(of: gesture))
            onInput()
        }
        signals.onSequence(gesture, "cancel") { [weak self] in
            self?.scene.cancelPointer(at: MainLoop.now)
            self?.onInput()
        }
        // A touchscreen's long press on a row's handle starts the reorder drag before the finger moves.
        let hold = area.addController(.touchLongPress)
        signals.onPoint(hold, "pressed") { [weak self] _, _ in
            guard let self, scene.longPress(at: Signals.eventTime(of: hold)) else { return }
            onInput()
        }
    }

    /// Whether rows show drag handles in edit mode and take Alt+Shift+Up/Down (`ListWidget.isReorderable`).
    var isReorderable: Bool {
        get { scene.isReorderable }
        set {
            scene.isReorderable = newValue
            pool.showsHandles = newValue
        }
    }

    /// A row's handle was activated by a screen reader: the row moves one place down.
    func handleActivated(_ id: RowID) {
        onHandleActivated(id)
    }

    /// Set by the `ListWidget`: a handle's action moves its row (and announces it).
    var onHandleActivated: (RowID) -> Void = { _ in }
    /// Set by the `ListWidget`: Alt+Shift+Up (−1) or Down (+1) on the focused row.
    var onMoveFocused: (Int) -> Bool = { _ in false }

    private func installHover() {
        let motion = area.addController(.motion)
        signals.onPoint(motion, "motion") { [weak self] _, y in
            // A new row under the pointer is a change to show like any other input: a frame is
            // requested (and measured) for it.
            guard let self, scene.hover(y: y) else { return }
            onInput()
        }
        signals.on(motion, "leave") { [weak self] in
            guard let self, scene.hover(y: nil) else { return }
            onInput()
        }
    }

    private func installScroll() {
        let controller = area.addController(.kineticVerticalScroll)
        signals.on(controller, "scroll-begin") { [weak self] in self?.scene.scrollBegan() }
        signals.onPoint(controller, "decelerate") { [weak self] _, velocityY in
            guard self?.leavesScrollToContainer() == false else { return }
            self?.scene.fling(velocity: velocityY, at: Signals.eventTime(of: controller))
            self?.onInput()
        }
        signals.onScroll(controller, "scroll") { [weak self] _, dy in
            guard let self, !leavesScrollToContainer() else { return false }
            let isWheel = !controller.scrollsInPixels
            // Taken even when refused, so a wheel during a page transition scrolls nothing.
            scene.scroll(dy: dy, isWheel: isWheel, at: Signals.eventTime(of: controller))
            onInput()
            return true
        }
    }

    // MARK: Keyboard

    private func installKeys() {
        let controller = area.addController(.key)
        signals.onKey(controller, "key-pressed") { [weak self] keyval, state in
            guard let self else { return false }
            if let handled = editingKey(keyval, control: state.rawValue & GDK_CONTROL_MASK.rawValue != 0,
                                        at: Signals.eventTime(of: controller)) {
                return handled
            }
            let moveMask = GDK_ALT_MASK.rawValue | GDK_SHIFT_MASK.rawValue
            if state.rawValue & (moveMask | GDK_CONTROL_MASK.rawValue) == moveMask, let key = ListCanvas.listKey(keyval),
               key == .up || key == .down {
                return onMoveFocused(key == .up ? -1 : 1)
            }
            guard let key = ListCanvas.listKey(keyval) else { return false }
            let handled = scene.key(key, shift: state.rawValue & GDK_SHIFT_MASK.rawValue != 0,
                                    at: Signals.eventTime(of: controller))
            onInput()
            return handled
        }
    }

    /// Escape and Ctrl+A on the list itself, for hosts without a window that routes them (an
    /// app's accelerators run first): Escape leaves edit mode, Ctrl+A selects every row in it.
    /// `nil` for other keys; otherwise whether the key was taken (only in edit mode).
    private func editingKey(_ keyval: UInt32, control: Bool, at time: Double) -> Bool? {
        switch Int32(keyval) {
        case GDK_KEY_Escape:
            let left = scene.escape(at: time, isSearchOpen: false) == .leftEditing
            onInput()
            return left
        case GDK_KEY_a where control, GDK_KEY_A where control:
            guard scene.isEditing else { return false }
            scene.selectAll()
            onInput()
            return true
        default:
            return nil
        }
    }

    private static func listKey(_ keyval: UInt32) -> ListKey? {
        switch Int32(keyval) {
        case GDK_KEY_Up, GDK_KEY_KP_Up: .up
        case GDK_KEY_Down, GDK_KEY_KP_Down: .down
        case GDK_KEY_space: .space
        case GDK_KEY_Return, GDK_KEY_KP_Enter, GDK_KEY_ISO_Enter: .enter
        case GDK_KEY_Home, GDK_KEY_KP_Home: .home
        case GDK_KEY_End, GDK_KEY_KP_End: .end
        case GDK_KEY_Page_Up, GDK_KEY_KP_Page_Up: .pageUp
        case GDK_KEY_Page_Down, GDK_KEY_KP_Page_Down: .pageDown
        default: nil
        }
    }
}
