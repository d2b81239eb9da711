import CGtk
import CListInteractions
import ListCore
import ListGtk
@_spi(Embedding) import ListWidget

/// One `LiListView`'s Swift side: the `ListScene` it shows, the `ListWidget` that draws it (its
/// `gtkWidget` is the GObject's only child) and forwards input to it, the mirror that keeps the
/// scene's rows in step with the app's `GListModel` (a `WindowedMirror` for a plain list, else a
/// whole-list `ModelMirror`: `KeyedMirror`), and the property values the
/// GObject forwards (`Hooks.swift`). Every change is committed to the scene and shown animated.
///
///     let core = ListViewCore(widget: widget)
///     core.setModel(stringList)            // rows = the model's items, inserted
///     core.itemsChanged(in: stringList, position: 0, removed: 3, added: 3)   // a re-sort: moves
///     core.scene.rows                      // what the widget shows, in the model's order
///
/// - Complexity: with the rows windowed (`ListViewCore+Windowed`: no sections, or a section
///   property on title rows; reorderable or not), storage O(window + tracked rows) and a change costs `WindowedMirror.apply` plus
///   the scene's commit; otherwise storage O(n) for n items and a change costs
///   `KeyedMirror.itemsChanged` plus the commit, O(n + k log k).
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
    var mirror = KeyedMirror.empty(byID: false)
    /// The rows of a list without sections (reorderable or not, any rows) or with sections
    /// (`ListViewCore+WindowedSections`): a window over the
    /// model and the tracked rows, nothing per item (`ListViewCore+Windowed.swift`); `nil` while
    /// the rows are held by `mirror` (every item's row).
    var windowed: WindowedKeyedMirror?
    /// The row the windowed rows track as open (`.open`), while the scene shows it open.
    var trackedOpenID: RowID?
    /// Whether windowed rows may be in flight (`followViewport` lets them go once no stage draws them).
    var rowsMayBeInFlight = false
    /// The window `followViewport` asked for last, and the model's count then.
    var followedWindow: (range: Range<Int>, count: Int) = (0..<0, -1)
    /// How the windowed rows' heights are had (the kind they were made with).
    var windowedHeightsKind = WindowedHeightsKind.uniform
    /// The metrics the windowed slots' heights were measured with (`measureWindowSlots`).
    var styledMetrics: RowMetrics?
    /// Where the next windowed rows number their identities (past the last ones').
    var nextWindowedSerial: UInt32 = 0
    /// The item a windowed reload reads now (`reloadWindowed`).
    var reloadingItem: UnsafeMutableRawPointer?
    /// The scene's selection the windowed rows followed last (`followSceneSelection`).
    var followedSelection: Set<RowID> = []
    /// The positions whose selection changed since `selection-changed` last told (windowed rows).
    var pendingSelectionSpan: Range<Int>?
    /// The model's items in order, each referenced while it is in the mirror (`mirror.rows[i]`'s):
    /// the mirror's keys when it is keyed by object (they are the items' addresses), else
    /// `ownItems`. O(1).
    var items: ModelItems {
        if let addresses = mirror.itemAddresses { ModelItems(addresses: addresses) } else { ModelItems(ownItems) }
    }
    /// The items when the mirror's keys are not their addresses (`id-property`, sections); empty
    /// while it is keyed by object.
    private var ownItems: [UnsafeMutableRawPointer] = []
    private(set) var model: UnsafeMutableRawPointer?
    private(set) var binding = ItemBinding()
    /// Where rows keyed by object read their item's text when shown (`binding`'s; a new one when
    /// the binding changes, so rows made before still show what they showed).
    private(set) var textSource = ItemBinding().textSource()
    /// The sources of earlier bindings, until the list rests: rows of theirs may still be the
    /// old side of a crossfade, and must not read an item that left the model.
    var retiredSources: [ExternalRowContent] = []
    /// The row metrics the mirror's heights were measured with (the scene's, once measured).
    var mirrorMetrics: RowMetrics?
    /// The scene's row array `adoptRemeasuredRows` compared last (its address), not compared again.
    var triedRowsAddress: UInt = 0
    /// Set while a `LiRowFactory` is set (`ListViewCore+Factory.swift`); holds the custom rows'
    /// heights only on the whole-list path (a section model's sections): windowed rows keep theirs
    /// in `windowed.heights` (`WindowHeights.estimating`; with sections, their items' apart:
    /// `factoryItemHeights`).
    var customHeights: CustomRowHeights?
    /// The selection `selection-changed` last told about (`ListViewCore+Selection`).
    var shownSelection: Set<RowID> = []
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

    /// The sections the rows show (a header row before each), `nil` without sections.
    var sections: Sections?
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

    /// Drops every item and row without planning their removal: nothing will draw them (removing
    /// 1M rows as a batch froze a closing window for 1.3 s). The items are let go here (a GObject
    /// may be finalized only on the main thread), the rows on a worker.
    private func releaseModel() {
        model = nil
        if let windowed {
            let count = windowed.count
            dropWindowedRows()
            scene.replaceRows([], layout: RowLayout(rows: []), at: now)
            if count > 0 { itemsDidChange(position: 0, removed: count, added: 0) }
            return
        }
        let count = items.count
        items.forEach { g_object_unref($0) }
        ownItems = []
        let old = (mirror, scene.rows, scene.layout)
        mirror = emptyMirror()
        scene.setSectionHeaders([])
        sections = nil
        scene.replaceRows(mirror.rows, layout: mirror.layout, at: now)
        freeOnWorker(old)
        if count > 0 { itemsDidChange(position: 0, removed: count, added: 0) }   // the selection model's view
    }

    isolated deinit {
        items.forEach { g_object_unref($0) }
        windowed?.releaseAll()
        g_object_unref(ownAdjustment)
    }

    /// Seconds on the clock GTK's frame clock and event times use.
    var now: Double { Double(g_get_monotonic_time()) / 1_000_000 }

    /// Shows `model` (or nothing): the old rows become the new by identity, as one batch.
    func setModel(_ model: UnsafeMutableRawPointer?) {
        self.model = model
        li_list_view_follow_section_model(widget, model)   // ListViewCore+Sections.swift
        if matchMirrorToSections() { return }
        if let windowed {
            // The old rows become the new by identity: the tracked ones are found in the new model.
            let removed = windowed.count
            windowed.setModel(model)
            applyWindowed(position: 0, removed: removed, added: windowed.modelCount)
            return
        }
        let count = model.map { Int(g_list_model_get_n_items(OpaquePointer($0))) } ?? 0
        apply(position: 0, removed: items.count, added: count, from: model)
    }

    /// The model emitted `items-changed(position, removed, added)`. A change that does not fit
    /// the rows held (a range past the end, a count that disagrees with the model's) breaks the
    /// `GListModel` contract: it is not applied, a critical names why, and the rows are read
    /// again from the model as it is now (by identity: only what differs moves), so the next
    /// change the model tells fits again.
    func itemsChanged(in model: UnsafeMutableRawPointer, position: Int, removed: Int, added: Int) {
        guard model == self.model else { return }
        let count = Int(g_list_model_get_n_items(OpaquePointer(model)))
        if let windowed {
            if let reason = ModelChangeCheck.refusal(position: position, removed: removed, added: added,
                                                     held: windowed.count, modelCount: count) {
                li_list_view_model_critical(reason + "; the rows are read again from the model")
                return applyWindowed(position: 0, removed: windowed.count, added: count)
            }
            return applyWindowed(position: position, removed: removed, added: added)
        }
        if let reason = ModelChangeCheck.refusal(position: position, removed: removed, added: added,
                                                 held: items.count, modelCount: count) {
            li_list_view_model_critical(reason + "; the rows are read again from the model")
            apply(position: 0, removed: items.count, added: count, from: model)
            return
        }
        apply(position: position, removed: removed, added: added, from: model)
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
        if matchMirrorToSections() { return }   // a subtitle or description bound or unbound: another kind of heights
        if let windowed {
            guard windowed.count > 0 else { return }
            styledMetrics = nil   // `.styled` rows: the heights read with the old texts are forgotten
            if rekeys {
                rebuildRows()
            } else {
                applyWindowed(position: 0, removed: windowed.count, added: windowed.count, rereadAll: true)
            }
            return
        }
        guard !items.isEmpty else { return }
        if rekeys {
            // New identities for every row: out without animation, in afresh.
            let model = self.model
            apply(position: 0, removed: items.count, added: 0, from: nil, animated: false)
            mirror = emptyMirror()
            setModel(model)
        } else {
            // Same identities, new content: each row whose text changed crossfades.
            items.forEach { g_object_ref($0) }
            replace(position: 0, removed: items.count, with: items.array, animated: true, rereadAll: true)
        }
    }

    /// The app says `item`'s shown properties changed: its rows crossfade in place.
    func reload(_ item: UnsafeMutableRawPointer) {
        if windowed != nil { return reloadWindowed(item) }
        let batch: PreparedBatch
        followMetrics()
        do {
            batch = try mirror.reload(item, idOf: binding.identity(of:), content: content(of: item))
        } catch {
            li_list_view_model_critical("reload refused: \(error)")
            return
        }
        commit(batch, animated: true, anchors: true)
        if usesSections { sectionsMayHaveChanged() }   // the item's section value may have changed
    }

    func setEditing(_ editing: Bool) {
        guard scene.isEditing != editing else { return }
        if let list { list.setEditing(editing) } else { scene.setEditing(editing, at: now) }
        selectionMayHaveChanged()  // edit mode starts from an empty selection
    }

    /// The item of the row the scene shows at `index`, `nil` past the end.
    func item(atRow index: Int) -> UnsafeMutableRawPointer? {
        if let windowed {
            guard windowedHasSections else { return windowed.item(at: index) }
            return windowedRow(index)?.item.flatMap(windowed.item(at:))   // ListViewCore+WindowedSections.swift
        }
        let rows = scene.rows
        guard index >= 0, index < rows.count, let slot = itemPosition(of: rows[index].id) else { return nil }
        return items[slot]
    }

    /// The title of the row the scene shows at `index`, `nil` past the end.
    func title(atRow index: Int) -> String? {
        if let windowed, windowedHasSections {   // ListViewCore+WindowedSections.swift
            guard let row = windowedRow(index) else { return nil }
            if let header = row.header { return header }
            return row.item.flatMap(windowed.item(at:)).map { binding.text(of: $0).fields.first ?? "" }
        }
        if let windowed {
            // Keyed by `id-property` the row shows what it read; keyed by object it reads its item.
            if binding.id != nil, let id = windowed.id(at: index), let row = scene.row(id), !row.fields.isEmpty {
                return row.fields[0]
            }
            return windowed.item(at: index).map { binding.text(of: $0).fields.first ?? "" }
        }
        let rows = scene.rows
        guard index >= 0, index < rows.count else { return nil }
        return rows[index].fields.first ?? ""
    }

    // MARK: Applying a change

    func apply(position: Int, removed: Int, added: Int, from model: UnsafeMutableRawPointer?,
                       animated: Bool = true) {
        var fresh: [UnsafeMutableRawPointer] = []
        fresh.reserveCapacity(added)
        for offset in 0..<added {
            guard let item = g_list_model_get_item(OpaquePointer(model), guint(position + offset)) else {
                fresh.forEach { g_object_unref($0) }
                li_list_view_model_critical("the model returned no item at a position below its n-items")
                return
            }
            fresh.append(item)
        }
        replace(position: position, removed: removed, with: fresh, animated: animated, rereadAll: false)
    }

    /// Replaces `items[position..<position + removed]` by `added`, whose references are handed
    /// over (kept while the items are in the model, released here if the change is refused).
    /// Rows of items that left the model stop reading them (`ExternalRowContent.detach`): they
    /// may still fade out after the item is let go.
    private func replace(position: Int, removed: Int, with added: [UnsafeMutableRawPointer], animated: Bool,
                         rereadAll: Bool) {
        let batch: PreparedBatch
        followMetrics()
        let oldSections = sections
        var newSections: Sections?
        let oldItems = items   // keyed by object, the mirror's keys until it changes
        do {
            if mirror.isSectioned {   // ListViewCore+Sections.swift
                var newItems = ownItems
                newItems.replaceSubrange(position..<position + removed, with: added)
                (batch, newSections) = try sectionedBatch(items: newItems, rereadAll: rereadAll)
            } else {
                batch = try mirror.itemsChanged(position: position, removed: removed, added: added,
                                                rereadAll: rereadAll, idOf: binding.identity(of:),
                                                contentOf: content(of:))
            }
        } catch {
            added.forEach { g_object_unref($0) }
            li_list_view_model_critical("refused: \(error)")
            return
        }
        // A deleted row may fade out on screen though no frame showed it yet (it was sliding into view, or
        // scrolled to since the last frame): its text is kept while its item is still here, or it would fade
        // out blank.
        let drawable = batch.plan.deletions.isEmpty ? [] : Set(scene.idsNearViewport())
        for deletion in batch.plan.deletions {
            let row = batch.oldRows[deletion.oldIndex]
            for source in [textSource] + retiredSources {
                if drawable.contains(row.id) { source.keep(row) }
                source.detach(row)
            }
        }
        forgetHeights(deletedBy: batch, oldItems: oldItems, oldSections: oldSections)
        oldItems[position..<position + removed].forEach { g_object_unref($0) }
        if mirror.itemAddresses == nil { ownItems.replaceSubrange(position..<position + removed, with: added) }
        let isReorder = batch.plan.insertions.isEmpty && batch.plan.deletions.isEmpty
        // The selection model tells of the items first, then of where the selection went.
        holdingSignals {
            if !isApplyingReorder {   // the scene shows a drop's order already (ListViewCore+Reorder)
                if mirror.isSectioned || oldSections != nil { showSections(newSections, batch: batch) }
                commit(batch, animated: animated, anchors: !isReorder)
            }
            itemsDidChange(position: position, removed: removed, added: added.count)
        }
        li_list_view_notify_n_rows(widget)
    }

    /// The scene measured its rows with new fonts: the mirror's rows take the same heights, so
    /// the next batch starts from the rows the scene holds (or it would be refused). It takes
    /// the scene's rows themselves when they are its own re-measured (one array for both, not a
    /// second copy: 32 bytes a row), else measures its own (the re-measure has not landed yet).
    func followMetrics() {
        guard windowed == nil, customHeights == nil, let metrics = scene.rowMetrics, metrics != mirrorMetrics else { return }
        if !mirror.adopt(scene.rows, layout: scene.layout, measuredWith: metrics) { mirror.measure(with: metrics) }
        mirrorMetrics = metrics
    }

    /// Once a frame shows rows the scene re-measured (new fonts: at the first frame, on a font
    /// change, a factory unset), the mirror takes them (`followMetrics`), so the list does not
    /// keep a second array of the rows until the next change (the mirror's at the old heights,
    /// or measured on its own before the scene's re-measure landed). O(1) until the scene's rows
    /// are a new array; then one O(n) compare, tried once for that array (by its address: an
    /// array freed and another made at the same address is not tried, and waits for the next
    /// change, as before).
    func adoptRemeasuredRows() {
        guard windowed == nil, customHeights == nil, let metrics = scene.rowMetrics else { return }
        let rows = scene.rows
        guard !mirror.sharesRows(with: rows) else { return }   // not re-measured yet
        let address = rows.withUnsafeBufferPointer { $0.baseAddress.map { UInt(bitPattern: $0) } ?? 0 }
        guard address != triedRowsAddress else { return }
        triedRowsAddress = address
        if mirror.adopt(rows, layout: scene.layout, measuredWith: metrics) { mirrorMetrics = metrics }
    }

    /// Lands `batch` in the scene through its batch animator, as live updates and source follow do.
    /// The scene and the mirror hold one row array afterwards: the batch's new rows, or, when
    /// it changed nothing (the scene kept its rows: a reorder's model following the drop, an
    /// `items-changed` of the same items), the scene's, which the mirror takes when equal.
    func commit(_ batch: PreparedBatch, animated: Bool, anchors: Bool) {
        if !scene.commit(batch, at: list?.frameTime ?? now, animated: animated, anchors: anchors) {
            // The scene's rows were changed by something else: show the mirror's rows as they are.
            scene.replaceRows(mirror.rows, layout: mirror.layout, at: list?.frameTime ?? now)
        } else if !mirror.sharesRows(with: scene.rows) {
            mirror.adopt(scene.rows, layout: scene.layout, measuredWith: nil)
        }
        list?.showNow()
    }
}
