import CGtk
import ListGtk
import ListWidget
import ListCore
import ListData

/// The main window: a header bar and the page stack (list page, detail page). Built in the
/// application's `activate` around the host's `ListWidget`, whose public API is all it uses:
/// commands go to the list, and each frame the list shows is shown by one `show(_:)` per window
/// part (the header bar's in `AppWindow+HeaderBar.swift`); no part reads the model. Sorting is in
/// `AppWindow+Sorting.swift`, Live in `AppWindow+Live.swift`, the summary text in
/// `AppWindow+SummaryText.swift`, the toast's timing in `AppWindow+Notice.swift`; the geometry the
/// `--debug` stream reports is in `AppWindow+Geometry.swift`. Each document has a window of its
/// own (`Application`); a window whose file could not be opened shows why instead of its rows
/// (`failure`, `AppWindow+Documents.swift`).
@MainActor
final class AppWindow {
    let window: Widget
    let host: ListHost
    let debug: DebugStream?
    /// The list widget: it ticks, builds each frame and hands it to the window's other parts.
    let list: ListWidget
    let detailPage: DetailPage
    let pageStack: PageStack
    let backButton: Widget
    let openButton: Widget
    let titleLabel: Widget
    let editButton: Widget
    let liveButton: Widget
    let sortButton: Widget
    let spinner: Widget
    let selectionBar: SelectionBar
    let searchBar = SearchBar()
    /// Set once the window exists (`makeSearchButton`); hidden on the detail page.
    var searchButton: Widget?
    let toast = Toast()
    let headerTransition: HeaderBarTransition
    let signals = Signals()
    /// What the header bar and the menus show now (`AppWindow+HeaderBar.swift`).
    var shownHeaderBar = HeaderBarState()
    /// Ticks of the list so far: an `idle` is sent only if no tick came after its rest.
    private var ticks = 0
    /// False once the window is destroyed (closed): idle callbacks queued before must not touch it.
    private(set) var isOpen = true

    /// What the titles say and which file the window shows.
    let document: DocumentTitle
    /// Why the window's file could not be opened (its page says so instead of rows), if it could not.
    let failure: String?
    /// Opens a file in a window (the application's; Open, Ctrl+O, the failure page's button).
    var onOpenFile: (@MainActor (String) -> Void)?
    /// "Open Another File…" on the failure page, if it shows.
    var failureButton: Widget?
    /// The tables and views a database window asks to choose from (instead of rows), if it does.
    let tables: [SQLiteTableListing.Entry]?
    /// Opens the table chosen (the application's: a window of its own).
    var onChooseTable: (@MainActor (String) -> Void)?
    /// The table chooser's buttons, in the order of `tables`.
    var tableButtons: [Widget] = []
    /// The window's CSV or TSV file, watched for changes (`AppWindow+Reload.swift`).
    var fileMonitor: FileMonitor?

    /// `index`: the window's place among those the app opened (the `window` field of its debug
    /// events, from the second window on).
    /// `recent`: the primary menu's recent files section (the application's); `otherTables`: a
    /// database window's tables, listed in its menu to change the one shown (`title.table`).
    init(application: UnsafeMutablePointer<GtkApplication>, host: ListHost, title: DocumentTitle, debug: Bool,
         index: Int = 0, failure: String? = nil, tables: [SQLiteTableListing.Entry]? = nil, recent: Menu? = nil,
         otherTables: [SQLiteTableListing.Entry] = []) {
        self.host = host
        document = title
        self.failure = failure
        self.tables = tables
        let appWindow = Window(application: application, title: title.windowTitle, width: 520, height: 720)
        window = appWindow.widget
        self.debug = debug ? DebugStream(window: window, index: index) : nil

        // Header bar: Back on the left, the page title in the middle.
        let header = HeaderBar()
        let back = Button(iconName: "go-previous-symbolic")
        back.setTooltip(tr("Back (Alt+Left)"))
        back.setAccessibleLabel(tr("Back"))
        back.setAction("win.back")
        back.isVisible = false
        backButton = back.widget
        let open = Button(iconName: "document-open-symbolic")
        open.setTooltip(tr("Open a File (Ctrl+O)"))
        open.setAccessibleLabel(tr("Open"))
        open.setAction("win.open")
        openButton = open.widget
        header.packStart(openButton)
        let titleText = Label(title.title, classes: ["title"])
        titleText.ellipsizeAtEnd()
        if let subtitle = title.subtitle {
            // A document's folder under its name, as GNOME's document windows show it.
            let titles = Box(vertical: true, classes: ["document-title"])
            titles.align(vertical: GTK_ALIGN_CENTER)
            titles.append(titleText)
            let folder = Label(subtitle, classes: ["subtitle"])
            folder.ellipsizeAtEnd()
            titles.append(folder)
            titleLabel = titles.widget
        } else {
            titleLabel = titleText.widget
        }
        let edit = ToggleButton(label: tr("Edit"))
        edit.setTooltip(tr("Select rows (Ctrl+E)"))
        edit.setAction("win.edit")
        editButton = edit.widget
        header.packEnd(editButton)
        let menuButton = PrimaryMenu.makeButton(recent: recent, tables: otherTables)
        header.packEnd(menuButton)
        sortButton = SortMenu.makeButton(schema: host.list.schema)
        header.packEnd(sortButton)
        let live = ToggleButton(label: tr("Live"))
        live.setTooltip(tr("Live updates: recently changed items move to the top (Ctrl+L)"))
        live.setAction("win.live")
        liveButton = live.widget
        header.packEnd(liveButton)
        spinner = Spinner().widget
        spinner.addClass("header-spinner")   // drawn from a PNG: style.css
        // Back and the spinner share the bar's start, one fading in as the other fades out: as wide
        // as the wider of them, so the bar is no wider in a transition than at rest. Side by side,
        // both showing mid-transition, the bar's minimum grew past the window's width (GTK 4.24's
        // wider buttons), and GTK widened the window for good at the first row opened.
        let start = Overlay(child: spinner)
        start.addOverlay(backButton, measured: true)
        header.packStart(start.widget)
        headerTransition = HeaderBarTransition(back: backButton, listButtons: [liveButton, sortButton, menuButton, editButton,
                                                                               spinner],
                                               listTitle: titleLabel)
        headerTransition.restingButtons = [openButton]
        header.setTitleWidget(headerTransition.titleWidget)
        appWindow.setTitlebar(header.widget)

        list = host.list
        selectionBar = SelectionBar()
        let listPage = Box(vertical: true, classes: ["list-page"])
        listPage.append(searchBar.widget)
        // The toast floats over the bottom of the list, above the selection bar.
        let listOverlay = Overlay(child: list.gtkWidget)
        listOverlay.addOverlay(toast.widget)
        listOverlay.expand(horizontally: nil)
        listPage.append(listOverlay)
        listPage.append(selectionBar.widget)
        detailPage = DetailPage(list: list)
        pageStack = PageStack(listPage: listPage.widget, detailPage: detailPage.widget, list: list)
        // The slider's own bar below the pages: shown while the detail page or a transition is.
        let content = Box(vertical: true)
        content.append(pageStack.gtkWidget)
        content.append(detailPage.swipeSlider.gtkWidget)
        self.listTitle = title.rowsName
        if let failure {
            // Nothing to list: the reason, and a way on.
            let page = OpenFailurePage(fileName: title.title, reason: failure)
            failureButton = page.button
            appWindow.setChild(page.widget)
            for button in [liveButton, sortButton, editButton] { button.isVisible = false }
        } else if let tables {
            // Several tables: which one?
            let page = TableChooserPage(fileName: title.title, tables: tables, signals: signals) { [weak self] table in
                self?.onChooseTable?(table)
            }
            tableButtons = page.buttons
            appWindow.setChild(page.widget)
            for button in [liveButton, sortButton, editButton] { button.isVisible = false }
        } else {
            appWindow.setChild(content.widget)
        }

        wire()
        searchButton = makeSearchButton()
        headerTransition.listButtons.append(searchButton!)
        header.packEnd(searchButton!)   // left of Live
        searchButton!.isVisible = failure == nil && tables == nil
        wireSearch()
        wireUndo()
        wireReorder()
        wireDatabase()
        acceptDroppedFiles()
    }

    let listTitle: String
    /// What the toast says about the window's database, while it does (`AppWindow+Database.swift`).
    var bannerKind: String?
    /// The database banner shown and not yet reported to `--debug` (its message and kind).
    var bannerToReport: (message: String, kind: String)?
    /// True until the launch work (generated rows, `--sort`) has landed; `ready` waits for it.
    var isLaunchWorkRunning = false
    /// The "N new" count the last `pill` debug event said (`AppWindow+NewRowsPill.swift`).
    var lastAnnouncedPill = 0
    /// The sort and (in edit mode) the selected count last told to screen readers.
    var lastAnnounced: (sort: SortDescriptor?, selected: Int?)?

    private func wire() {
        editButton.reportsPressedState(signals)
        liveButton.reportsPressedState(signals)
        list.pageWidth = { [weak self] in self?.pageStack.width ?? 0 }
        list.headerText = { [weak self] header in self?.summaryText(header) ?? ("", "", "") }
        list.onFrame = { [weak self] frame in self?.show(frame) }
        detailPage.onRestLaidOut = { [weak self] field in self?.debug?.emit("detail.rest", [("field", .number(Double(field)))]) }
        detailPage.onComplete = { [weak self] in self?.debug?.emit("detail.complete", []) }
        list.onPageAppeared = { [weak self] page in self?.pageDidAppear(page) }
        signals.on(window.raw, "destroy") { [weak self] in self?.isOpen = false }
        selectionBar.onSelectAll = { [weak self] in self?.list.selectAll() }
        selectionBar.onDeselectAll = { [weak self] in self?.list.deselectAll() }
        selectionBar.onDelete = { [weak self] in self?.list.deleteSelected() }
        list.onTick = { [weak self] frame, more in self?.ticked(frame, more: more) }
        wireNotice()
        if let debug {
            emitTestEvents(debug)
            detailPage.onFed = { scalars, items in
                debug.emit("detail.fed", [("scalars", .number(Double(scalars))), ("items", .number(Double(items)))])
            }
            detailPage.onLeft = { kept, dropped in
                debug.emit("detail.left", [("kept", .number(Double(kept))), ("dropped", .number(Double(dropped)))])
            }
            list.onPaint = { [weak self] ms in
                func roundedToMicrosecond(_ ms: Double) -> JSONValue { .number((ms * 1000).rounded() / 1000) }
                debug.emit("paint", [("ms", roundedToMicrosecond(ms)), ("layoutMs", roundedToMicrosecond(self?.list.lastLayoutMs ?? 0)),
                                     ("frameMs", roundedToMicrosecond(self?.list.lastFrameMs ?? 0)),
                                     ("waitMs", self?.list.lastWaitMs.map(roundedToMicrosecond) ?? .null),
                                     ("cause", .string(self?.list.lastCause.name ?? "other")),
                                     ("wraps", .number(Double(Paragraph.takeWraps()))), ("t", .number(MainLoop.now))])
            }
            list.onEvent = { name, fields in debug.emit(name, fields.map { ($0.0, JSONValue($0.1)) }) }
            // Every step of a back transition, with the frame time, so tests know the exact
            // progress they caused and when.
            list.followBackTransitions(step: { context in
                debug.emit("transition", [("progress", .number(context.progress)), ("t", .number(context.time)),
                                          ("interactive", .bool(context.isInteractive))])
            }, end: { context in
                debug.emit("transition", [("outcome", .string(context.isCancelled ? "cancelled" : "finished")),
                                          ("t", .number(context.time))])
            })
        }
    }

    /// The frame being shown (the list widget's).
    var frame: ListFrame { list.frame }

    /// What the window shows beside the frame changed: show the frame again now, and tick (at
    /// least once, so the frame clock's time and the rest events follow; on while anything moves).
    func changed() {
        list.showNow()
    }

    /// After the list's tick (the core advanced once, every part showed its frame): debug events.
    private func ticked(_ frame: ListFrame, more: Bool) {
        ticks &+= 1
        if let debug { emitFrame(frame, debug) }
        if !more, let debug {
            // Everything came to rest: where rows and header ended up.
            let rest = ticks
            whenIdleWhileOpen { [weak self] in
                // A tick since (input handled before this idle callback ran, its frames drawn, even
                // come to rest again) or frames going again: this rest is over and its frame stale;
                // the latest rest sends its own `idle`.
                guard let self, ticks == rest, !list.isTicking else { return }
                debug.emit("idle", [("headerHeight", .number(frame.motion.headerHeight))] + listGeometry(debug))
            }
        }
    }

    /// Shows `frame` in every part of the window, each deriving what it shows from the frame.
    private func show(_ frame: ListFrame) {
        showHeaderBar(frame)
        pageStack.show(frame.pages, width: pageStack.width)
        selectionBar.show(frame)
        announcePill(frame)
        announceChanges(frame)
        detailPage.show(frame.slider)
        headerTransition.show(frame.motion, onDetail: frame.page != .list)
        detailPage.show(frame.openRow)
    }

    // MARK: Navigation

    private func pageDidAppear(_ page: NavigationModel.Page) {
        let onDetail = page != .list
        if !onDetail { list.grabFocus() }
        guard let debug else { return }
        // After this frame's layout, so the geometry is where the page came to rest.
        whenIdleWhileOpen { [weak self] in
            guard let self else { return }
            let state = list.state(limit: 10_000)
            var fields: [(String, JSONValue)] = [
                ("page", .string(page.name)), ("transition", .string(state.lastBackOutcome?.rawValue ?? "none")),
                // Capped like the report's `selected` (a million selected rows stay cheap).
                ("selected", .array(state.selected.map { .string($0.rawValue) })),
            ]
            if onDetail {
                fields.append(("slider", debug.rect(of: detailPage.swipeSlider.scaleWidget)))
                fields.append(("backButton", debug.rect(of: backButton)))
            } else {
                fields.append(("rows", visibleRowsJSON()))
            }
            debug.emit("page", fields)
        }
    }


}
