import CGtk
import ListCore
import ListData

/// The main window: a header bar and the page stack (list page, detail page). Built in the
/// application's `activate`; connects views to the core and to the frame driver. Sorting, live
/// updates and the summary header are in `AppWindow+Sorting.swift`; the geometry the `--debug`
/// stream reports is in `AppWindow+Geometry.swift`.
@MainActor
final class AppWindow {
    let window: Widget
    let host: ListHost
    let frames: FrameDriver
    let debug: DebugStream?
    let listView: ListView
    let detailPage: DetailPage
    let pageStack: PageStack
    let backButton: Widget
    let titleLabel: Widget
    let editButton: Widget
    let liveButton: Widget
    let sortButton: Widget
    let spinner: Widget
    let selectionBar: SelectionBar
    /// False once the window is destroyed (closed): idle callbacks queued before must not touch it.
    private(set) var isOpen = true

    init(application: UnsafeMutablePointer<GtkApplication>, host: ListHost, title: String, debug: Bool) {
        self.host = host
        window = gtk_application_window_new(application)!
        gtk_window_set_title(window.cast(GtkWindow.self), "List Interactions")
        gtk_window_set_default_size(window.cast(GtkWindow.self), 520, 720)
        frames = FrameDriver(widget: window)
        self.debug = debug ? DebugStream(window: window) : nil

        // Header bar: Back on the left, the page title in the middle.
        let header = gtk_header_bar_new()!
        backButton = gtk_button_new_from_icon_name("go-previous-symbolic")!
        gtk_widget_set_tooltip_text(backButton, "Back (Alt+Left)")
        gtk_actionable_set_action_name(OpaquePointer(backButton), "win.back")
        backButton.isVisible = false
        gtk_header_bar_pack_start(header.opaque, backButton)
        titleLabel = makeLabel(title, classes: ["title"])
        gtk_header_bar_set_title_widget(header.opaque, titleLabel)
        editButton = gtk_toggle_button_new_with_label("Edit")!
        gtk_widget_set_tooltip_text(editButton, "Select rows (Ctrl+E)")
        gtk_actionable_set_action_name(OpaquePointer(editButton), "win.edit")
        gtk_header_bar_pack_end(header.opaque, editButton)
        sortButton = SortMenu.makeButton(schema: host.schema)
        gtk_header_bar_pack_end(header.opaque, sortButton)
        liveButton = gtk_toggle_button_new_with_label("Live")!
        gtk_widget_set_tooltip_text(liveButton, "Live updates: recently changed items move to the top (Ctrl+L)")
        gtk_actionable_set_action_name(OpaquePointer(liveButton), "win.live")
        gtk_header_bar_pack_end(header.opaque, liveButton)
        spinner = gtk_spinner_new()!
        gtk_header_bar_pack_start(header.opaque, spinner)
        gtk_window_set_titlebar(window.cast(GtkWindow.self), header)

        listView = ListView(host: host, frames: frames)
        selectionBar = SelectionBar()
        let listPage = makeBox(vertical: true, classes: ["list-page"])
        append(listView.widget, to: listPage)
        append(selectionBar.widget, to: listPage)
        detailPage = DetailPage(navigation: host.navigation, requestFrames: { [frames] in frames.requestFrames() })
        pageStack = PageStack(listPage: listPage, detailPage: detailPage.widget, navigation: host.navigation)
        let overlay = gtk_overlay_new()!
        gtk_overlay_set_child(overlay.opaque, pageStack.widget)
        gtk_overlay_add_overlay(overlay.opaque, detailPage.sliderBar)
        gtk_window_set_child(window.cast(GtkWindow.self), overlay)
        self.listTitle = title

        wire()
    }

    let listTitle: String
    /// A GLib timer wakes the frame clock for live updates while it runs.
    var liveTimer = false

    private func wire() {
        let navigation = host.navigation
        listView.acceptsInput = { navigation.page == .list && !navigation.isTransitioning }
        listView.onActivate = { [unowned self] id in
            guard let row = host.list.row(id) else { return }
            detailPage.show(row, schema: host.schema)
            guard navigation.push(id, at: frames.frameTime) else { return }
            updateHeader(for: .detail(id))
            frames.requestFrames()
        }
        navigation.onPageAppeared = { [unowned self] page in pageDidAppear(page) }
        _ = Signals.on(window.raw, "destroy") { [unowned self] in isOpen = false }
        host.list.onSelectionChange = { [unowned self] in
            selectionBar.update(selected: host.list.selection.count, total: host.list.count)
        }
        listView.onHeaderClick = { [unowned self] in
            setSummaryExpanded(!host.header.isExpanded)
            Actions.setState("summary", in: window.raw, to: g_variant_new_boolean(host.header.isExpanded ? 1 : 0))
        }
        listView.headerText = { [unowned self] in summaryText() }
        host.onBackgroundWorkLanded = { [unowned self] in
            frames.requestFrames()
            listView.redraw()
        }
        selectionBar.onSelectAll = { [unowned self] in selectAll() }
        selectionBar.onDeselectAll = { [unowned self] in deselectAll() }
        selectionBar.onDelete = { [unowned self] in deleteSelected() }
        frames.onFrame = { [unowned self] time in
            host.advance(to: time)
            if let debug, host.animator.isAnimating || host.needsFrames {
                // Every frame while anything moves (DESIGN: the contract), header height included.
                debug.emit("frame", [("time", .number(time)), ("rows", visibleRowsJSON(animated: true)),
                                     ("headerHeight", .number(host.list.headerHeight))])
            }
            pageStack.invalidate()
            listView.dimming = navigation.pageOffsets(width: pageStack.widget.width).listDimming
            listView.redraw()
            detailPage.syncSlider()
            detailPage.sliderBar.isVisible = navigation.page != .list || navigation.isTransitioning
            let more = host.needsFrames
            if !more, let debug {
                // Everything came to rest: where rows and header ended up.
                whenIdleWhileOpen { [unowned self] in
                    debug.emit("idle", [("headerHeight", .number(host.list.headerHeight))] + listGeometry(debug))
                }
            }
            return more
        }
        if let debug {
            host.list.onEvent = { name, fields in debug.emit(name, fields.map { ($0.0, JSONValue($0.1)) }) }
            // Every step of a back transition, so tests know the exact progress they caused.
            navigation.back.onWillBegin.append { coordinator in
                coordinator.animateAlongside({ context in
                    debug.emit("transition", [("progress", .number(context.progress)),
                                              ("interactive", .bool(context.isInteractive))])
                }, completion: { context in
                    debug.emit("transition", [("outcome", .string(context.isCancelled ? "cancelled" : "finished"))])
                })
            }
        }
    }

    // MARK: Edit mode

    var isEditing: Bool { host.list.isEditing }

    func setEditing(_ editing: Bool) {
        guard host.navigation.page == .list, !host.navigation.isTransitioning || !editing else { return }
        host.list.setEditing(editing, at: MainLoop.now)
        gtk_button_set_label(editButton.cast(GtkButton.self), editing ? "Done" : "Edit")
        gtk_toggle_button_set_active(editButton.cast(GtkToggleButton.self), editing ? 1 : 0)
        editButton.setClass("suggested-action", editing)
        selectionBar.reveal(editing)
        selectionBar.update(selected: host.list.selection.count, total: host.list.count)
        frames.requestFrames()
        listView.redraw()
    }

    func selectAll() {
        guard isEditing else { return }
        host.commands.selectAll(in: host.list)
        listView.redraw()
    }

    func deselectAll() {
        guard isEditing else { return }
        host.commands.deselectAll(in: host.list)
        listView.redraw()
    }

    func deleteSelected() {
        guard isEditing, !host.list.selection.isEmpty else { return }
        host.deleteSelected(at: frames.frameTime)
        frames.requestFrames()
        listView.redraw()
    }

    // MARK: Navigation

    func goBack() {
        host.navigation.goBack(at: frames.frameTime)
        frames.requestFrames()
    }

    private func pageDidAppear(_ page: NavigationModel.Page) {
        let onDetail = page != .list
        updateHeader(for: page)
        if !onDetail { gtk_widget_grab_focus(listView.area) }
        detailPage.syncSlider()
        detailPage.sliderBar.isVisible = onDetail
        guard let debug else { return }
        // After this frame's layout, so the geometry is where the page came to rest.
        whenIdleWhileOpen { [unowned self] in
            var fields: [(String, JSONValue)] = [
                ("page", .string(page.name)), ("transition", .string(host.navigation.lastBackOutcome)),
                ("selected", .array(host.list.selection.map { .string($0.rawValue) })),
            ]
            if onDetail {
                fields.append(("slider", debug.rect(of: detailPage.slider)))
                fields.append(("backButton", debug.rect(of: backButton)))
            } else {
                fields.append(("rows", visibleRowsJSON()))
            }
            debug.emit("page", fields)
        }
    }

    /// Back button, title and Edit for the page being shown (or pushed).
    private func updateHeader(for page: NavigationModel.Page) {
        let onDetail = page != .list
        backButton.isVisible = onDetail
        gtk_widget_set_sensitive(editButton, onDetail ? 0 : 1)
        if case .detail(let id) = page, let row = host.list.row(id) {
            gtk_label_set_text(titleLabel.opaque, row.title)
        } else {
            gtk_label_set_text(titleLabel.opaque, listTitle)
        }
    }

}
