import CGtk
import CListInteractions
import ListCore
import ListGtk
@_spi(Embedding) import ListWidget

/// One `LiListView`'s Swift side: the `ListScene` it shows, the `ListWidget` that draws it (its
/// `gtkWidget` is the GObject's only child) and forwards input to it, the windowed rows that keep
/// the scene in step with the app's `GListModel` (a `WindowedMirror`: the rows near the viewport
/// and the tracked ones, `ListViewCore+Windowed`), and the property values the GObject forwards
/// (`Hooks.swift`). Every change is committed to the scene and shown animated.
///
///     let core = ListViewCore(widget: widget)
///     core.setModel(stringList)            // rows = the model's items, inserted
///     core.itemsChanged(in: stringList, position: 0, removed: 3, added: 3)   // a re-sort: moves
///     core.scene.rows                      // what the widget shows, in the model's order
///
/// - Complexity: storage O(window + tracked rows), whatever the model's count; a change costs
///   `WindowedMirror.apply` plus the scene's commit.
@MainActor
final class ListViewCore {
    /// The `LiListView` instance (not retained: it owns this core).
    let widget: UnsafeMutableRawPointer
    let scene: ListScene
    /// The drawing and input; `nil` once the GObject was disposed (its GTK widget is gone).
    private(set) var list: ListWidget?
    /// The row whose activation was emitted last (the scene's open row), to emit once per opening.
    var openedID: RowID?
    /// The items whose `notify` is connected (rows in the frame): address → (item, handler).
    var watched: [UInt: (item: UnsafeMutableRawPointer, handler: UInt)] = [:]
    /// The rows: a window over the model and the tracked rows, nothing per item
    /// (`ListViewCore+Windowed.swift`; sections: `ListViewCore+WindowedSections`); `nil` once
    /// the view is disposed, or while its rows change kind (`rebuildRows`).
    var windowed: WindowedKeyedMirror?
    /// The row the windowed rows track as open (`.open`), while the scene shows it open.
    var trackedOpenID: RowID?
    /// Whether windowed rows may be in flight (`followViewport` lets them go once no stage draws them).
    var rowsMayBeInFlight = false
    /// Whether the scene tracked rows to draw outside the window (a reorder drag's lifted rows)
    /// since `followViewport` last gave it the mirror's state.
    var drawnRowsAdded = false
    /// The window `followViewport` asked for last, and the model's count then.
    var followedWindow: (range: Range<Int>, count: Int) = (0..<0, -1)
    /// How the windowed rows' heights are had (the kind they were made with).
    var windowedHeightsKind = WindowedHeightsKind.uniform
    /// The metrics the windowed slots' heights were measured with (`measureWindowSlots`).
    var styledMetrics: RowMetrics?
    /// Where the next windowed rows number their identities (past the last ones').
    var nextWindowedSerial: UInt32 = 0
    /// The item a reload reads now (`reload`).
    var reloadingItem: UnsafeMutableRawPointer?
    /// The scene's selection the windowed rows followed last (`followSceneSelection`).
    var followedSelection: Set<RowID> = []
    /// The positions whose selection changed since `selection-changed` last told (windowed rows).
    var pendingSelectionSpan: Range<Int>?
    private(set) var model: UnsafeMutableRawPointer?
    private(set) var binding = ItemBinding()
    /// Where rows keyed by object read their item's text when shown (`binding`'s; a new one when
    /// the binding changes, so rows made before still show what they showed).
    private(set) var textSource = ItemBinding().textSource()
    /// The sources of earlier bindings, until the list rests: rows of theirs may still be the
    /// old side of a crossfade, and must not read an item that left the model.
    var retiredSources: [ExternalRowContent] = []
    /// Whether a `LiRowFactory` is set (`ListViewCore+Factory.swift`): its rows' heights are
    /// measured (`windowed.heights`, `WindowHeights.estimating`).
    var hasFactory = false
    /// The `LiNavigationStack` showing this list view: it places its pages and slider from each
    /// frame the list shows, and ticks the list while the list's page is covered.
    weak var stack: NavigationStackCore?
    /// Signals to the app held while a change is being made and shown (`ListViewCore+Signals.swift`).
    var heldSignals: [() -> Void] = []
    var signalHolds = 0
    /// The own scrollbar's adjustment, referenced while the core lives (GtkScrollable's
    /// vadjustment when no container set one; `ListViewCore+Scroll.swift`).
    let ownAdjustment: UnsafeMutableRawPointer
    /// A container's vadjustment the rows follow (a GtkScrolledWindow's), `nil` for the own.
    var containerAdjustment: UnsafeMutableRawPointer?
    /// The content height the view's natural height last said, in a container.
    var measuredContentHeight = 0.0
    /// True while the model follows a reorder the scene already shows (`ListViewCore+Reorder`):
    /// its changes update the mirror and the selection model, not the scene.
    var isApplyingReorder = false
    /// The app's `reorderable` (`ListViewCore+Reorder`: off while sections are shown).
    var wantsReorder = false

    // MARK: Sections (ListViewCore+Sections.swift)

    /// The `section-property` (`nil`: none).
    var sectionProperty: String?
    /// The `header-factory` (a `LiRowFactory`, referenced by the GObject), `nil`: the default headings.
    var headerFactory: UnsafeMutableRawPointer?
    /// Each header row's `LiListHeader` (referenced) while the row is in the list.
    var headerObjects: [RowID: UnsafeMutableRawPointer] = [:]
    /// Header factory rows' measured heights, by section value.
    var headerHeights: [String: Double] = [:]
    /// Whether the windowed rows show sections (`ListViewCore+WindowedSections`): set when they
    /// are made.
    var windowedHasSections = false
    /// The windowed rows' sections near the window (`ListViewCore+WindowedSections`).
    var windowedSections = WindowedSections()
    /// The names of a section model's sections near the window (`ListViewCore+WindowedSections`).
    var windowedSectionNames = WindowedSectionNames()
    /// The windowed rows' header rows: the sections starting in the window, and the stuck one.
    var windowedHeaders = WindowedHeaderRows()
    /// Windowed header rows a change took away, named to the scene as headers while they fade.
    var leavingHeaders: [RowID] = []
    /// A factory's windowed rows with sections: each drawn item row's measured height (its
    /// child's), kept apart from its slot's, which adds the header's where a section starts
    /// (`windowedSlotHeights`); only the rows the mirror still holds (pruned as the window moves).
    var factoryItemHeights: [RowID: Double] = [:]
    /// Every section of the windowed rows, read when the app asked for rows by index (n-rows,
    /// dup_row_title), until the next change; `nil`: not read.
    var allSectionsRead: Sections?
    /// With a header factory, the end of the last section shown, by its header, read forward
    /// past the window once (`windowedSectionEnd`), until the next change.
    var headerEnds: [RowID: Int] = [:]

    init(widget: UnsafeMutableRawPointer) {
        self.widget = widget
        // The standard configuration: no summary header (the rows start at the top), no feed.
        scene = ListScene(rows: [], schema: ColumnSchema(columns: []))
        let list = ListWidget(scene: scene)   // frees old rows on a worker, puts the strip by the check marks
        list.showsSummaryHeader = false
        list.showsPageDimming = false   // until a LiNavigationStack shows the list under its pages
        list.showsSeparators = false    // show-separators is off by default, as GtkListView's
        self.list = list
        ownAdjustment = g_object_ref(list.ownAdjustment)
        list.leavesScrollToContainer = { [unowned self] in leavesScrollToContainer }
        list.onInput = { [weak self] in self?.inputHandled() }
        list.onFrame = { [weak self] frame in self?.frameShowing(frame) }
        list.onShown = { [weak self] in self?.frameShown() }
        list.willBuildFrame = { [weak self] in self?.followViewport() }
    }

    /// The GTK widget LiListView shows as its only child.
    var child: UnsafeMutablePointer<GtkWidget>? { list?.gtkWidget }

    /// The GObject is being disposed: its child goes (the caller unparents it), nothing is
    /// watched or drawn any more, and the model's items and rows are let go at once.
    func dispose() {
        // Nothing is drawn any more: the running animation ends first, so the re-measure that
        // unsetting the factory starts (at the main loop's time) follows no stage begun at a
        // frame clock's later time.
        scene.finishRowAnimations()
        list?.makeRowContent = nil   // a factory's bound rows are unbound
        list?.makeHeaderContent = nil
        releaseHeaderObjects()
        unwatchAll()
        list = nil
        releaseModel()
    }

    /// Drops every item and row without planning their removal: nothing will draw them. The
    /// window's and the tracked rows' items are let go here (a GObject may be finalized only on
    /// the main thread).
    private func releaseModel() {
        model = nil
        guard let windowed else { return }
        let count = windowed.count
        dropWindowedRows()
        scene.replaceRows([], layout: RowLayout(rows: []), at: now)
        if count > 0 { itemsDidChange(position: 0, removed: count, added: 0) }   // the selection model's view
    }

    isolated deinit {
        windowed?.releaseAll()
        g_object_unref(ownAdjustment)
    }

    /// Seconds on the clock GTK's frame clock and event times use.
    var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Shows `model` (or nothing): the old rows become the new by identity, as one batch.
    func setModel(_ model: UnsafeMutableRawPointer?) {
        self.model = model
        li_list_view_follow_section_model(widget, model)   // ListViewCore+Sections.swift
        if matchRowsToProperties() { return }
        guard let windowed else { return }
        // The old rows become the new by identity: the tracked ones are found in the new model.
        let removed = windowed.count
        windowed.setModel(model)
        applyWindowed(position: 0, removed: removed, added: windowed.modelCount)
    }

    /// The model emitted `items-changed(position, removed, added)`. A change that does not fit
    /// the rows held (a range past the end, a count that disagrees with the model's) breaks the
    /// `GListModel` contract: it is not applied, a critical names why, and the rows are read
    /// again from the model as it is now (by identity: only what differs moves), so the next
    /// change the model tells fits again.
    func itemsChanged(in model: UnsafeMutableRawPointer, position: Int, removed: Int, added: Int) {
        guard model == self.model else { return }
        guard let windowed else { return }
        let count = Int(g_list_model_get_n_items(OpaquePointer(model)))
        if let reason = ModelChangeCheck.refusal(position: position, removed: removed, added: added,
                                                 held: windowed.count, modelCount: count) {
            li_list_view_model_critical(reason + "; the rows are read again from the model")
            return applyWindowed(position: 0, removed: windowed.count, added: count)
        }
        applyWindowed(position: position, removed: removed, added: added)
    }

    /// Re-keys or re-reads every row after a property name changed (`which`: 0 id, 1 title,
    /// 2 subtitle, 3 description).
    func setPropertyName(_ which: Int32, to name: String?) {
        var binding = self.binding
        binding.set(which, to: name)
        guard binding != self.binding else { return }
        let rekeys = (binding.id == nil) != (self.binding.id == nil) || which == 0
        self.binding = binding
        retiredSources.append(textSource)
        textSource = binding.textSource()
        if matchRowsToProperties() { return }   // a subtitle or description bound or unbound: another kind of heights
        guard let windowed, windowed.count > 0 else { return }
        styledMetrics = nil   // `.styled` rows: the heights read with the old texts are forgotten
        if rekeys {
            rebuildRows()   // new identities for every row: out without animation, in afresh
        } else {
            // Same identities, new content: each row whose text changed crossfades.
            applyWindowed(position: 0, removed: windowed.count, added: windowed.count, rereadAll: true)
        }
    }


    func setEditing(_ editing: Bool) {
        guard scene.isEditing != editing else { return }
        if let list { list.setEditing(editing) } else { scene.setEditing(editing, at: now) }
        selectionMayHaveChanged()  // edit mode starts from an empty selection
    }

    /// The item of the row the scene shows at `index`, `nil` past the end.
    func item(atRow index: Int) -> UnsafeMutableRawPointer? {
        guard let windowed else { return nil }
        guard windowedHasSections else { return windowed.item(at: index) }
        return windowedRow(index)?.item.flatMap(windowed.item(at:))   // ListViewCore+WindowedSections.swift
    }

    /// The title of the row the scene shows at `index`, `nil` past the end.
    func title(atRow index: Int) -> String? {
        if let windowed, windowedHasSections {   // ListViewCore+WindowedSections.swift
            guard let row = windowedRow(index) else { return nil }
            if let header = row.header { return header }
            return row.item.flatMap(windowed.item(at:)).map { binding.text(of: $0).fields.first ?? "" }
        }
        guard let windowed else { return nil }
        // Keyed by `id-property` the row shows what it read; keyed by object it reads its item.
        if binding.id != nil, let id = windowed.id(at: index), let row = scene.row(id), !row.fields.isEmpty {
            return row.fields[0]
        }
        return windowed.item(at: index).map { binding.text(of: $0).fields.first ?? "" }
    }
}
