import CGtk
import ListGtk
import ListWidget
import Foundation
import ListCore
import ListData

/// The detail page of one item: every column of the row with wrapping text, in a scrolled list
/// that lays out only the paragraphs on screen (a `GtkListView`), so a description of thousands
/// of lines opens at once and never makes the window grow. It follows the open row from the
/// frame (`ListFrame.OpenRow`): a live update crossfades the fields it changed, with the list's
/// own crossfade values for that row, and a delete is said on the page.
/// (The left-edge swipe is read on the page stack, which does not move with the page.)
///
/// The swipe-progress slider (`swipeSlider`, ListWidget's `SwipeSlider`) sits in its own bar
/// below the pages, not inside the sliding page.
@MainActor
final class DetailPage {
    let widget: Widget
    let swipeSlider: SwipeSlider
    private let banner: Label
    private let list = IndexListView()
    private let schema: ColumnSchema
    private let signals = Signals()
    /// What the page shows, one list item each (title, column names and values, paragraphs).
    private var items: [Item] = []
    private var shown: (id: RowID, version: Int)?
    /// The items' widgets GTK has bound (a screenful), by their position.
    private var bound: [Widget: Int] = [:]
    /// The opacity of new content last shown while items crossfade (1: nothing fades).
    private var shownOpacity = 1.0
    /// A long text's rest has been split and shown (the field's index; -1: the description).
    var onRestLaidOut: (Int) -> Void = { _ in }
    /// All of the page is in the list model (fed) and every long text's rest is split.
    var onComplete: () -> Void = {}
    /// A frame's step fed this many scalars in this many items (`pumpStep`); the scalars are
    /// counted only for a page that has this.
    var onFed: ((_ scalars: Int, _ items: Int) -> Void)?
    /// The page was left: `kept` items (those GTK bound) stay to be taken out a few a frame, the
    /// `dropped` ones after them went at once.
    var onLeft: ((_ kept: Int, _ dropped: Int) -> Void)?
    /// Counts rows shown: a rest split for a row no longer shown is dropped.
    private var restGeneration = 0
    /// Long texts whose rest is still being split on a worker.
    private var pendingRests = 0
    /// Items in the list model: the first `fed` of `items`; the rest are fed a frame's budget at a
    /// time (more than `items` after the page was left, until they are taken out).
    private var fed = 0
    /// Whether the page's tick callback is installed: once per frame it feeds items into the
    /// model (`feed`) or, after the page was left, takes them out (`leave`); it ends with nothing
    /// left to do. A frame's work, not a timer's: a 16 ms timer fed twice in some frames.
    private var isPumping = false
    /// Says the rest of the page is coming while items are fed or split.
    private let coming: Label

    /// One list item: its text and style, where it comes from (a field and a paragraph of it, so
    /// an update matches each item with the one it replaces), and the text it replaced while that
    /// fades out.
    private struct Item: Equatable {
        enum Style: String { case title = "title-1", name = "heading", value = "body" }
        var text: String
        var style: Style
        var key: Key
        var previous: String?

        struct Key: Hashable {
            var field: Int
            var part: Int
            var isName = false
        }
    }

    /// The page for the rows of `list` (its columns as they are now), and the slider over
    /// `list`'s back transition.
    init(list listWidget: ListWidget) {
        schema = listWidget.schema
        frameLayoutMs = { [weak listWidget] in listWidget.map { $0.lastFrameMs - $0.lastPaintMs } ?? 0 }
        let page = Box(vertical: true, classes: ["detail-page"])
        widget = page.widget
        widget.expand()
        banner = Label(tr("This item was deleted."), classes: ["detail-banner"], wrap: true)
        banner.isVisible = false
        page.append(banner)

        list.addClass("detail-list")
        list.setAccessibleLabel(tr("Details"))
        // Presses land on the scrolled window (its wheel and kinetic scrolling) and the page
        // stack's swipe, not on a paragraph: the pieces go out of the list while a page is left,
        // and GTK 4.18 then moves a press's grab to the list but releases the paragraph under the
        // pointer ("Broken accounting of active state for widget (CGtkShimParagraph)").
        list.widget.canTarget = false
        let scrolled = ScrolledWindow(child: list.widget, horizontal: GTK_POLICY_NEVER)
        scrolled.expand()
        page.append(scrolled)
        coming = Label(tr("The rest of this text is being laid out…"), classes: ["dim-label", "detail-coming"])
        coming.isVisible = false
        page.append(coming)

        swipeSlider = SwipeSlider(list: listWidget)

        installFactory()
    }

    private func installFactory() {
        list.connect(signals, setup: { item in
            // The current text, and over it the text an update replaced, shown only while it
            // fades out.
            let label = Self.makeParagraph()
            let previous = Self.makeParagraph()
            previous.isVisible = false
            // One grid cell holding both: the taller sets the height, the other draws over it.
            let cell = Grid()
            cell.attach(label.widget)
            cell.attach(previous.widget)
            item.setInteractive(false)
            item.child = cell.widget
        }, bind: { [weak self] item in
            guard let self, let cell = item.child else { return }
            let position = item.position
            guard position < items.count else { return }
            bound[cell] = position
            show(items[position], in: cell)
        }, unbind: { [weak self] item in
            guard let cell = item.child else { return }
            self?.bound[cell] = nil
        })
    }

    /// A paragraph (not a `Label`: it shapes its text once per width, where a label shapes it
    /// about five times, and again at each new width when the window is resized). It wraps at
    /// words only: the pieces have a break opportunity at least every `TextChunks.maxRun`
    /// characters.
    private static func makeParagraph() -> Paragraph { Paragraph() }

    /// Shows `item` in its widgets: the text, and the replaced text fading out over it.
    private func show(_ item: Item, in cell: Widget) {
        guard let first = cell.firstChild, let last = cell.lastChild else { return }
        let label = Paragraph(wrapping: first), previous = Paragraph(wrapping: last)
        for paragraph in [label, previous] {
            for style in [Item.Style.title, .name, .value] { paragraph.setClass(style.rawValue, style == item.style) }
        }
        label.text = item.text
        let fading = item.previous != nil && shownOpacity < 1
        previous.isVisible = fading
        previous.text = fading ? item.previous! : ""
        label.opacity = fading ? shownOpacity : 1
        previous.opacity = fading ? 1 - shownOpacity : 1
    }

    /// Shows row `row` (just opened), every column and its description.
    private func show(_ row: Row) {
        shown = (row.id, row.version)
        banner.isVisible = false
        shownOpacity = 1
        budget = Self.startingBudget
        fedLastStep = false
        items = items(of: row)
        refill(keeping: 0)
    }

    /// The open row as the frame has it: an update's new content crossfading from the fields it
    /// replaced (with the list's crossfade values for that row), or a notice once it was deleted.
    /// Cheap when nothing changed.
    func show(_ open: ListFrame.OpenRow?) {
        guard let open else { return leave() }
        if open.id != shown?.id, let row = open.row { show(row) }   // just opened: the page fills
        guard let shown, open.id == shown.id else { return }
        if banner.isVisible != open.isDeleted { banner.isVisible = open.isDeleted }
        guard let row = open.row else { return }
        if row.version != shown.version { update(to: row, from: open.previousFields) }
        let opacity = open.previousFields == nil ? 1 : open.contentOpacity
        guard opacity != shownOpacity else { return }
        shownOpacity = opacity
        for (cell, position) in bound where position < items.count && items[position].previous != nil {
            show(items[position], in: cell)
        }
    }

    /// The list page is at rest: the page forgets its row; the items GTK has not bound leave the
    /// list model at once, the bound ones a few per frame, from the end. Destroying a bound item's
    /// widgets costs about 70 µs, so the 160 bound items of a long text removed at once held the
    /// next tap's frame 11 ms.
    private func leave() {
        guard shown != nil else { return }
        shown = nil
        items = []
        coming.isVisible = false
        restGeneration += 1   // a rest still being split is dropped when it lands
        pendingRests = 0
        let dropped = releaseUnbound()
        onLeft?(fed, dropped)
        pump()
    }

    /// Takes the items after the last one GTK has bound out of the model at once, and returns
    /// how many: they have no widgets, so this is cheap. Taken 16 a frame from the end, the
    /// thousands of pieces of a long text kept the bound ones in the model for seconds, and the
    /// next row's page removed them, widgets and all, in the frame answering its tap (6–9 ms
    /// for the 205 a megabyte paragraph's page had bound).
    private func releaseUnbound() -> Int {
        let end = min((bound.values.max() ?? -1) + 1, fed)
        guard end < fed else { return 0 }
        let dropped = fed - end
        replaceItems(in: end..<fed, count: 0)
        fed = end
        return dropped
    }

    /// Items leaving the model per frame after the page was left (about 1 ms).
    static let itemsReleasedPerFrame = 16

    /// The row changed while open: items whose text changed keep the old text to fade out; only
    /// changed items are rebound, so the page keeps its scroll position.
    private func update(to row: Row, from previousFields: [String]?) {
        shown = (row.id, row.version)
        var old: [Item.Key: String] = [:]
        for item in items { old[item.key] = item.text }
        var next = items(of: row)
        for index in next.indices {
            if let before = old[next[index].key], before != next[index].text, previousFields != nil {
                next[index].previous = before
            }
        }
        let previousCount = items.count
        let changed = next.indices.filter { $0 >= previousCount || next[$0] != items[$0] }
        items = next
        shownOpacity = 0
        guard previousCount == next.count else { return refill(keeping: fed) }
        for index in changed where index < fed { replaceItems(in: index..<index + 1, count: 1) }
    }

    /// List items put in the model when a page opens, then per frame until `boundLimit` are in:
    /// GTK 4.8's list view binds (and so lays out) up to 200 items whether they are on screen or
    /// not, so a page of thousands of pieces would lay out 200 of them in its first frame. Past
    /// `boundLimit` the rest go in at once (they are bound only when scrolled to).
    ///
    /// What goes in is counted in scalars, as laying out a piece costs about its text's length: the
    /// first frame holds `firstScalars` (the page opens in the frame that answers the tap), each
    /// later frame `budget` scalars, and every frame at least one item. The budget follows what
    /// the frames' layouts took (`adaptBudget`), as a scalar's cost varies with the text (with
    /// GtkLabels: about 6 µs in Latin lines, up to 17 µs in lines of eight scripts with emoji
    /// sequences; `Paragraph`s shape once, and a page of 2 000 lines is all in after 0.7–1.1 s
    /// instead of 2.9 s), per scalar whatever the pieces' size.
    static let firstScalars = 200
    /// The layout time a frame that feeds aims at: with the two pages' paint (6–8 ms while they
    /// slide) a frame stays within 16 ms.
    static let layoutTargetMs = 6.0
    /// The budget a page starts with, in scalars. Each page starts over, as its text's cost is its
    /// own: a budget grown on one page's Latin lines fed the next page's lines of eight scripts
    /// 12 800 scalars at once (56 ms of layout in a hostile soak).
    static let startingBudget = 800
    /// The budget's bounds, in scalars: at most 3 200, about 14 ms of layout in the costliest
    /// text measured (4.4 µs a scalar in lines of eight scripts), as pieces of one page can cost
    /// more than those before them.
    static let budgetRange = 200...3_200
    /// Scalars the next frame feeds.
    private var budget = startingBudget
    /// Whether the last step fed items: the frame drawn since laid them out.
    private var fedLastStep = false
    /// The tick callbacks' and GTK's layout time of the last frame drawn (`ListWidget.lastFrameMs`
    /// less its paint): the budget was measured against both.
    private let frameLayoutMs: () -> Double
    static let boundLimit = 240

    /// How many of `items` from `start` go in together: at least one, then while their text stays
    /// within `budget` scalars.
    private func batch(from start: Int, budget: Int) -> Int {
        var end = start, spent = 0
        while end < items.count {
            spent += items[end].text.unicodeScalars.count
            if end > start, spent > budget { break }
            end += 1
        }
        return end - start
    }

    /// Puts at least the first `keeping` items and the first frame's worth in the model, and
    /// feeds the rest.
    private func refill(keeping: Int) {
        let count = max(min(keeping, items.count), batch(from: 0, budget: Self.firstScalars))
        replaceItems(in: 0..<fed, count: count)
        fed = count
        feed()
    }

    /// Feeds `items` into the model a frame's worth at a time (all at once past `boundLimit`).
    private func feed() {
        updateComing()
        pump()
    }

    /// Installs the tick callback unless it is installed: each frame, it moves the model one
    /// step towards `items` (`pumpStep`).
    private func pump() {
        guard !isPumping, fed != items.count else { return }
        isPumping = true
        // The frame being made (when input started this) has its work already.
        FrameCallbacks.addTickFromNextFrame(to: widget) { [weak self] _ in
            guard let self else { return false }
            isPumping = pumpStep()
            return isPumping
        }
    }

    /// One frame's step: a frame's worth of `items` in, or (after the page was left, `items` is
    /// empty) `itemsReleasedPerFrame` out from the end. Returns whether more steps remain.
    private func pumpStep() -> Bool {
        if fedLastStep { adaptBudget(toLayoutMs: frameLayoutMs()) }
        fedLastStep = false
        if fed > items.count {
            let count = min(fed - items.count, Self.itemsReleasedPerFrame)
            replaceItems(in: fed - count..<fed, count: 0)
            fed -= count
        } else if fed < items.count {
            let count = fed >= Self.boundLimit ? items.count - fed : batch(from: fed, budget: budget)
            replaceItems(in: fed..<fed, count: count)
            onFed?(items[fed..<fed + count].reduce(0) { $0 + $1.text.unicodeScalars.count }, count)
            fed += count
            fedLastStep = true
            if fed == items.count { updateComing() }
        }
        return fed != items.count
    }

    /// Scales the budget by how far `ms`, GTK's layout of the frame after a step that fed (what it
    /// fed, and anything else that frame laid out), was from `layoutTargetMs`, at most doubled or
    /// halved a frame.
    private func adaptBudget(toLayoutMs ms: Double) {
        let scale = min(max(Self.layoutTargetMs / max(ms, 0.5), 0.5), 2)
        budget = min(max(Int(Double(budget) * scale), Self.budgetRange.lowerBound), Self.budgetRange.upperBound)
    }

    /// The note shows while anything is still coming; `onComplete` once nothing is.
    private func updateComing() {
        let isComing = fed < items.count || pendingRests > 0
        if coming.isVisible != isComing { coming.isVisible = isComing }
        if !isComing { onComplete() }
    }

    /// Replaces `range` of the list model by `count` items (the list view only needs the
    /// count: bind reads `items`).
    private func replaceItems(in range: Range<Int>, count: Int) {
        list.replace(range, count: count)
    }

    /// The items of `row`: its title, each other non-empty column's name and value, and its
    /// description, every text in bounded pieces (`TextChunks`) so each list item lays out a
    /// bounded paragraph whatever the field holds. A text too long to split at once has its
    /// first part shown and a note saying the rest is coming (`layOutRest`).
    private func items(of row: Row) -> [Item] {
        let detail = row.detail
        var next: [Item] = []
        var rests: [(field: Int, parts: Int, rest: Substring)] = []
        func add(_ text: String, _ style: Item.Style, field: Int, isName: Bool = false) {
            let (ready, rest) = Self.readyPieces(of: text)
            next += ready.enumerated().map { part, piece in
                Item(text: piece, style: style, key: .init(field: field, part: part, isName: isName))
            }
            guard let rest else { return }
            rests.append((field, ready.count, rest))
            next.append(Item(text: tr("The rest of this text is being laid out…"), style: .name,
                             key: .init(field: field, part: Self.restPart)))
        }
        add(row.title, .title, field: 0)
        let fields = row.fields
        for index in Row.subtitleColumns(of: fields, detail: detail) {
            let value = fields[index]
            let column = index < schema.columns.count ? schema.columns[index] : nil
            if let column { add(Self.capitalized(column.name), .name, field: index, isName: true) }
            add(column?.kind == .number ? grouped(value) : value, .value, field: index)
        }
        if !detail.isEmpty {
            // The description is not a field: its items are keyed by field -1.
            next.append(Item(text: tr("Description"), style: .name, key: .init(field: -1, part: 0, isName: true)))
            add(detail, .value, field: -1)
        }
        layOutRest(rests)
        return next
    }

    /// Scalars of a text split on the main thread, in the frame that opens the page (a 16 000-scalar
    /// split held it 5.7 ms); a longer text's rest is split on a worker.
    static let readyScalars = 4_000
    /// The key part of the note standing in for pieces still being split.
    private static let restPart = -1

    /// `text` in pieces, or about its first `readyScalars` in pieces (cut between characters) and
    /// the rest still to split.
    private static func readyPieces(of text: String) -> (ready: [String], rest: Substring?) {
        guard text.utf8.count > readyScalars, let cut = TextChunks.cut(text, nearScalar: readyScalars)
        else { return (TextChunks.split(text), nil) }
        return (TextChunks.split(String(text[..<cut])), text[cut...])
    }

    /// Splits each rest on a worker thread, then puts its pieces where its note stands (unless
    /// the page shows something else by then).
    private func layOutRest(_ rests: [(field: Int, parts: Int, rest: Substring)]) {
        restGeneration += 1
        pendingRests = rests.count
        let generation = restGeneration
        for (field, parts, rest) in rests {
            DispatchQueue.global(qos: .userInitiated).async {
                let pieces = TextChunks.split(String(rest))
                MainLoop.post { [weak self] in
                    guard let self, restGeneration == generation,
                          let note = items.firstIndex(where: { $0.key == .init(field: field, part: Self.restPart) })
                    else { return }
                    let style = note > 0 ? items[note - 1].style : .value
                    let landed = pieces.enumerated().map { part, piece in
                        Item(text: piece, style: style, key: .init(field: field, part: parts + part))
                    }
                    items.replaceSubrange(note...note, with: landed)
                    pendingRests -= 1
                    if note < fed {
                        // The note and what follows it leave the model; feeding brings them back.
                        replaceItems(in: note..<fed, count: 0)
                        fed = note
                    }
                    onRestLaidOut(field)
                    feed()
                }
            }
        }
    }

    private static func capitalized(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst()
    }

    /// Shows the frame's slider.
    func show(_ frame: ListFrame.Slider) { swipeSlider.show(frame) }
}
