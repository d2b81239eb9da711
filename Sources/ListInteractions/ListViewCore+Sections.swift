import CGtk
import CListInteractions
import ListCore
import ListWidget

// LiListView's sections: `section-property` (adjacent items sharing its value are one section),
// or a GtkSectionModel's sections (GTK 4.12) while a header factory is set and no section
// property. The rows are the items with a header row before each section (`Sections`), planned
// by identity in one mirror (`KeyedMirror.sectioned`): a re-sort that moves items between
// sections slides them, a header that appears or empties fades. Model positions (activate, the
// selection model, scroll_to, row widgets) count items only: `itemPosition(of:)` and
// `itemRowID(_:)` map between them and the rows.

extension ListViewCore {
    /// Whether the rows show sections now.
    var usesSections: Bool { usesSections(for: model) }

    private func usesSections(for model: UnsafeMutableRawPointer?) -> Bool {
        sectionProperty != nil || (headerFactory != nil && li_list_view_is_section_model(model) != 0)
    }

    /// An empty mirror of the kind the rows need now.
    func emptyMirror() -> KeyedMirror { usesSections ? .emptySectioned() : .empty(byID: binding.id != nil) }

    // MARK: Positions

    /// The model position of the item the mirror's row `row` shows, `nil` for a header.
    func itemPosition(ofRow row: Int) -> Int? {
        guard let sections else { return row }
        return sections.item(atRow: row)
    }

    /// The model position of the item row `id` shows, `nil` for a header or a row not in the list.
    func itemPosition(of id: RowID) -> Int? {
        if let windowed { return windowed.position(of: id) }
        return mirror.layout.index(of: id).flatMap(itemPosition(ofRow:))
    }

    /// The row of the item at model position `position` (in `0..<itemCount`); windowed, `nil`
    /// when that item is not tracked.
    func itemRowID(_ position: Int) -> RowID? {
        if let windowed { return windowed.id(at: position) }
        return mirror.layout.ids[sections?.row(ofItem: position) ?? position]
    }

    /// The number of items in the model the rows show.
    var itemCount: Int { windowed?.count ?? items.count }

    /// The item at model position `position` (in `0..<itemCount`), not referenced.
    func item(atPosition position: Int) -> UnsafeMutableRawPointer? {
        if let windowed { return windowed.item(at: position) }
        return position >= 0 && position < items.count ? items[position] : nil
    }

    /// Whether row `id` is a section's header.
    func isHeaderRow(_ id: RowID) -> Bool { headerObjects[id] != nil || scene.isSectionHeader(id) }

    // MARK: Properties

    func setSectionProperty(_ property: String?) {
        guard property != sectionProperty else { return }
        sectionProperty = property
        if matchMirrorToSections() { return }
        sectionsMayHaveChanged(force: true)
    }

    func setHeaderFactory(_ factory: UnsafeMutableRawPointer?) {
        guard factory != headerFactory else { return }
        headerFactory = factory
        if let list {
            if let factory {
                list.onRowHeights = { [weak self] heights in self?.rowHeightsMeasured(heights) }
                list.makeHeaderContent = { [weak self] in
                    FactoryRow(factory: factory, itemOf: { self?.headerObjects[$0] }, onFlags: { _, _, _ in })
                }
            } else {
                list.makeHeaderContent = nil
                headerHeights = [:]
            }
        }
        if matchMirrorToSections() { return }
        sectionsMayHaveChanged(force: true)
    }

    /// The rows' kind follows the properties: windowed (`wantsWindowedRows`), every item's row
    /// with sections, or without. When it changes, the rows go without animation and come back
    /// afresh from the model (as a new `id-property` does). Returns whether it changed.
    @discardableResult
    func matchMirrorToSections() -> Bool {
        let isWindowed = windowed != nil
        // A factory set or unset, or a subtitle or description bound or unbound, on windowed rows
        // changes their kind of heights (`WindowedHeightsKind`).
        let heightsDiffer = windowed != nil && windowedHeightsKind != wantedHeightsKind
        // Windowed rows made with sections or without (ListViewCore+WindowedSections.swift).
        let sectionsDiffer = isWindowed ? windowedHasSections != usesSections : mirror.isSectioned != usesSections
        guard wantsWindowedRows != isWindowed || heightsDiffer || sectionsDiffer else { return false }
        // Sections come and go without animation; rows that stop or start being windowed (a factory
        // set, `reorderable`) come in as a new model's do, as they did before the windowed rows.
        rebuildRows(animatedIn: wantsWindowedRows != isWindowed)
        return true
    }

    /// Every row out without animation, and in afresh from the model, held as the properties
    /// say (a re-key, a change of kind).
    func rebuildRows(animatedIn: Bool = false) {
        if let windowed {
            if windowed.count > 0 { applyWindowed(position: 0, removed: windowed.count, added: 0, animated: false) }
            dropWindowedRows()
        } else if !items.isEmpty {
            apply(position: 0, removed: items.count, added: 0, from: nil, animated: false)
        }
        mirror = emptyMirror()
        if wantsWindowedRows {
            // ListViewCore+Windowed.swift: empty rows, then the model's window inserted (they
            // fade in, as a new model's rows do); nothing else of the model is read.
            let rows = makeWindowedRows(nil)
            windowed = rows
            scene.setWindowedHost(self)   // ListViewCore+Windowed.swift: the rows past the window
            if let state = windowedState() { scene.setWindow(state) }
            rows.setModel(model)
            if rows.modelCount > 0 { applyWindowed(position: 0, removed: 0, added: rows.modelCount) }
        } else {
            let count = model.map { Int(g_list_model_get_n_items(OpaquePointer($0))) } ?? 0
            if count > 0 { apply(position: 0, removed: 0, added: count, from: model, animated: animatedIn) }
        }
        applyReorderable()
    }

    /// A section model's `sections-changed`: the sections of `count` items from `position` on
    /// may differ from those shown.
    func sectionsChanged(position: Int, count: Int) {
        if windowed != nil { return windowedSectionModelChanged(position: position, count: count) }   // +WindowedSections
        sectionsMayHaveChanged()
    }

    /// The sections may differ from those shown (a section model's `sections-changed`, an item
    /// reloaded, a property set): the rows are planned again, animated, when they do.
    func sectionsMayHaveChanged(force: Bool = false) {
        if windowed != nil { return windowedSectionsMayHaveChanged(force: force) }   // +WindowedSections
        guard usesSections, !items.isEmpty else { return }
        if !force, sectionsOf(items.array) == sections { return }
        items.forEach { g_object_ref($0) }   // handed over again
        replaceAll(animated: true)
    }

    private func replaceAll(animated: Bool) {
        let count = items.count
        apply(position: 0, removed: count, added: count, from: model, animated: animated)
    }

    // MARK: Planning

    /// The sections of `items`: runs of equal `section-property` values, or the section model's.
    func sectionsOf(_ items: [UnsafeMutableRawPointer]) -> Sections {
        if let sectionProperty {
            return Sections(values: items.map { ItemBinding.read($0, sectionProperty) ?? "" })
        }
        var ranges: [Range<Int>] = []
        var start: guint = 0, end: guint = 0
        var position = 0
        while position < items.count {
            guard li_list_view_model_section(model, guint(position), &start, &end) != 0,
                  Int(end) > position, Int(start) <= position else {
                ranges.append(position..<items.count)   // not a section model (any more): one section
                break
            }
            ranges.append(position..<min(Int(end), items.count))
            position = Int(end)
        }
        // A section model's sections have no value: each is named after the section most of its
        // items were in (its header stays), a new one after its first item's title.
        let names = Sections.names(ranges: ranges, itemKeys: items.map(binding.identity(of:)),
                                   previous: mirror.sectionedKeys) { section in
            binding.text(of: items[ranges[section].lowerBound]).fields.first ?? ""
        }
        return Sections(ranges: ranges, itemCount: items.count, names: names)
    }

    /// The batch from the rows held to `items` in their sections, and those sections.
    func sectionedBatch(items: [UnsafeMutableRawPointer], rereadAll: Bool) throws(ModelMirrorError)
        -> (PreparedBatch, Sections) {
        let sections = sectionsOf(items)
        let batch = try mirror.replaceAll(
            keys: items.map(binding.identity(of:)), sections: sections, rereads: rereadAll || binding.id != nil,
            itemContent: { content(of: items[$0]) },
            headerContent: { headerContent(value: sections.values[$0]) })
        return (batch, sections)
    }

    /// A header row's content: its section's value, one heading line high (or as its factory
    /// row measured it).
    private func headerContent(value: String) -> ModelMirrorContent {
        let height = headerHeights[value] ?? (mirrorMetrics ?? scene.rowMetrics)?.height(of: []) ?? 40
        return ModelMirrorContent(fields: [value], height: height)
    }

    /// After `batch` planned the rows in `sections` (`nil`: none any more), before it is
    /// committed: the scene learns which rows are headers (those leaving too, so they fade as
    /// headers), and each header row's `LiListHeader` follows its section.
    func showSections(_ sections: Sections?, batch: PreparedBatch) {
        self.sections = sections
        let rows = mirror.rows
        let headerIDs = sections?.headerRows.map { rows[$0].id } ?? []
        let leaving = batch.plan.deletions.map { batch.oldRows[$0.oldIndex].id }.filter(scene.isSectionHeader)
        scene.setSectionHeaders(headerIDs + leaving)
        var kept: [RowID: UnsafeMutableRawPointer] = [:]
        if let sections, headerFactory != nil {
            for (section, row) in sections.headerRows.enumerated() {
                let id = rows[row].id
                let header = headerObjects.removeValue(forKey: id) ?? li_list_header_new_internal()!
                let start = sections.starts[section]
                let end = section + 1 < sections.count ? sections.starts[section + 1] : sections.itemCount
                li_list_header_update_internal(header, items.isEmpty ? nil : itemAt(start), guint(start), guint(end))
                kept[id] = header
            }
        }
        releaseHeaderObjects()
        headerObjects = kept
    }

    /// The item at `position` of the items being committed (`items` is replaced just after).
    private func itemAt(_ position: Int) -> UnsafeMutableRawPointer? {
        position < items.count ? items[position] : nil
    }

    func releaseHeaderObjects() {
        headerObjects.values.forEach { g_object_unref($0) }
        headerObjects = [:]
    }

    /// Once the rows rest, the headers that faded out are no longer named to the scene.
    func forgetLeftHeaders() {
        if windowed != nil { return forgetLeftWindowedHeaders() }   // ListViewCore+WindowedSections.swift
        guard let sections, !scene.needsFrames, scene.sectionHeaders.count != sections.count else { return }
        let rows = mirror.rows
        scene.setSectionHeaders(sections.headerRows.map { rows[$0].id })
    }

    // MARK: Header heights

    /// Splits measured heights into the header rows' (kept by section value, to commit) and the
    /// item rows'.
    func takeHeaderHeights(_ heights: [RowID: Double]) -> (headers: [RowID: Double], items: [RowID: Double]) {
        guard let sections, !headerObjects.isEmpty else { return ([:], heights) }
        var headers: [RowID: Double] = [:], rest: [RowID: Double] = [:]
        for (id, height) in heights {
            if headerObjects[id] != nil, let row = mirror.layout.index(of: id), let section = sections.section(atRow: row) {
                headerHeights[sections.values[section]] = height
                headers[id] = height
            } else {
                rest[id] = height
            }
        }
        return (headers, rest)
    }

    /// The header rows take their measured heights (no item factory: nothing else measured). The
    /// mirror takes the fonts' heights first, as the scene's rows have them.
    func commitHeights(_ heights: [RowID: Double]) {
        guard !heights.isEmpty else { return }
        followMetrics()
        guard let batch = mirror.setHeights(heights) else { return }
        commit(batch, animated: scene.isAnimatingRows, anchors: true)
    }
}
