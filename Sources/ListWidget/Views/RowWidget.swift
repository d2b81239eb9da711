import CGtk
import ListGtk
import ListCore

/// One pooled row: a real GTK widget (`row` CSS node, list-item accessible role) with a
/// selection tint, a check mark and the text in `GtkLabel`s — or the host's own widget
/// (`RowContent`, made on the first show and bound to each row it shows) — shown exactly as a
/// `RowAppearance` of the core's frame says. `RowPool` binds it to whichever row it shows this frame; the list
/// canvas places it (allocation plus translation). It takes no input of its own: presses bubble
/// to the list's controllers, which forward them to the core.
///
///     let row = RowWidget(schema: schema)
///     row.show(appearance, content: data, rightToLeft: false)
///
/// - Complexity: `show` is O(1) when nothing changed (labels are set only when the row's
///   identity or content version changes).
@MainActor
final class RowWidget {
    let widget: Widget
    private let tint: Widget
    private let check: Widget
    /// The drag handle at the trailing end in edit mode (a list that can be reordered): a button
    /// named "Move TITLE" for screen readers, whose action moves the row one place down;
    /// presses on it go to the list, which drags the row.
    private let handle: Button
    /// The handle's action (a screen reader's "click"): the row shown asks to move.
    var onHandleActivated: (RowID) -> Void = { _ in }
    /// Whether the handle shows in edit mode (`ListWidget.isReorderable`).
    var showsHandle = false {
        didSet { if showsHandle != oldValue { handle.widget.isVisible = showsHandle && (appearance?.editProgress ?? 0) > 0; widget.queueAllocate() } }
    }
    private let text: TextLines
    /// The previous content during an in-place crossfade (a live update changed the row).
    private let previous: TextLines
    /// The columns (number columns are grouped); a large CSV's are known once it has loaded.
    var schema: ColumnSchema {
        didSet { shownVersion = nil }   // the text is made again on the next frame
    }
    private(set) var appearance: RowAppearance?
    private var shownVersion: (id: RowID, version: Int)?
    private var shownPrevious: [String]?
    private var accessible = AccessibleState()
    /// Makes the host's content in place of the labels (`ListWidget.makeRowContent`); `nil`: text.
    var makeContent: (() -> any RowContent)? {
        didSet {
            dropContent()
            text.box.isVisible = makeContent == nil
            previous.box.isVisible = false
            shownVersion = nil
            shownPrevious = nil
            accessible.name = nil
            if accessible.hostedDescription != nil { widget.setAccessibleText(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, nil) }
            accessible.hostedLabel = nil
            accessible.hostedDescription = nil
        }
    }
    /// The host's content, once this widget showed a row (`setup` happened).
    private var content: (any RowContent)?
    /// The content's child, a child of `widget`.
    private var hosted: Widget?
    /// The row (and its content version) the content is bound to.
    private var bound: (id: RowID, version: Int)?
    /// The hosted child's height last reported for the bound row (`unreportedHeight`).
    private var reportedHeight: Double?

    /// Left padding of text; edit mode adds room for the check mark.
    static let padding = 16.0
    static let checkmarkWidth = 40.0
    static let checkmarkSize = 20.0

    /// How far a row's content is moved aside to make room for the check mark (its x offset).
    static func contentOffset(_ row: RowAppearance) -> Double { (checkmarkWidth - 8) * row.editProgress }

    /// Whether this widget shows section headers (`RowAppearance.isSectionHeader`): a `header`
    /// node (`.section-header`) with the row-header role, as GtkListView's header widgets, its
    /// title a `.heading`; never focused, selected or checked.
    let isHeader: Bool

    init(schema: ColumnSchema, isHeader: Bool = false) {
        self.schema = schema
        self.isHeader = isHeader
        widget = isHeader ? makeContainer("header", role: GTK_ACCESSIBLE_ROLE_ROW_HEADER)
                          : makeContainer("row", role: GTK_ACCESSIBLE_ROLE_LIST_ITEM)
        widget.addClass(isHeader ? "section-header" : "list-row")
        widget.isFocusable = !isHeader
        tint = makeContainer("tint", role: GTK_ACCESSIBLE_ROLE_PRESENTATION)
        check = Image(decorative: "object-select-symbolic").widget
        check.addClass("row-check")
        text = TextLines()
        previous = TextLines()
        handle = Button(child: Image(decorative: "list-drag-handle-symbolic").widget)
        handle.widget.addClass("row-handle")
        handle.widget.addClass("flat")
        handle.widget.isFocusable = false
        handle.widget.isVisible = false
        handle.widget.setAccessibleText(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                        tr("Drag to move; Alt+Shift+Up or Down moves it one place"))
        handle.widget.setAccessibleText(GTK_ACCESSIBLE_PROPERTY_KEY_SHORTCUTS, "Alt+Shift+Up Alt+Shift+Down")
        for child in [tint, check, previous.box, text.box, handle.widget] {
            child.canTarget = false
            child.setParent(widget)
        }
        if isHeader { for lines in [text, previous] { lines.title.widget.addClass("heading") } }
        // Presses land on the list itself (its gestures read them by position), not on a row the
        // pool may hide mid-drag: GTK 4.18 then moves the press's grab to the list but releases
        // the row under the pointer ("Broken accounting of active state"). A row hosting an app's
        // widgets takes presses, for them.
        widget.canTarget = false
        widget.placeChildren { [weak self] width, height in self?.place(width: width, height: height) }
        handleSignals.on(handle.widget.raw, "clicked") { [weak self] in
            guard let self, let id = appearance?.id else { return }
            onHandleActivated(id)
        }
    }

    private let handleSignals = Signals()
    /// The title the handle's name was made from ("Move TITLE").
    private var handleTitle: String?

    /// How wide the handle is at `row`'s edit progress (it takes room from the text as it comes in).
    private func handleWidth(_ row: RowAppearance) -> Double {
        showsHandle ? ReorderMotion.handleWidth * row.editProgress : 0
    }

    /// Shows `row` (this frame's appearance) with its data `content`.
    func show(_ row: RowAppearance, content: Row, rightToLeft: Bool) {
        let old = appearance
        appearance = row
        if let makeContent {
            showHosted(content, make: makeContent)
        } else {
            showText(row, content: content)
        }
        widget.opacity = row.opacity
        tint.opacity = row.highlight
        widget.setClass("pressed", row.pressed > 0)
        widget.setClass("selected", row.isSelected)
        check.isVisible = row.showsCheckmark && row.editProgress > 0
        check.setClass("checked", row.checked)
        check.opacity = row.editProgress
        let handleShown = showsHandle && row.showsCheckmark && row.editProgress > 0 && !row.isSectionHeader
        if handle.widget.isVisible != handleShown { handle.widget.isVisible = handleShown }
        if handleShown {
            handle.widget.opacity = row.editProgress
            if handleTitle != content.title {
                handleTitle = content.title
                handle.widget.setAccessibleLabel(tr("Move %@", TextChunks.prefix(content.title, limit: TextLines.lineLimit)))
            }
        }
        widget.setClass("lifted", row.lift > 0)
        if old?.height != row.height || old?.editProgress != row.editProgress || shownRightToLeft != rightToLeft
            || (old?.lift ?? 0) != row.lift {
            shownRightToLeft = rightToLeft
            widget.queueAllocate()
        }
        updateAccessible(row, content: content)
    }

    private func showText(_ row: RowAppearance, content: Row) {
        if shownVersion?.id != content.id || shownVersion?.version != content.version {
            shownVersion = (content.id, content.version)
            text.show(title: content.title, subtitle: subtitle(content.fields, detail: content.detail),
                      description: content.detail)
            accessible.name = nil
        }
        if row.previousFields != shownPrevious {
            shownPrevious = row.previousFields
            if let fields = row.previousFields {
                previous.show(title: fields.first ?? "", subtitle: subtitle(fields, detail: content.detail),
                              description: content.detail)
            }
        }
        let fading = row.previousFields != nil && row.contentOpacity < 1
        previous.box.isVisible = fading
        if fading { previous.box.opacity = 1 - row.contentOpacity }
        text.box.opacity = row.contentOpacity
    }

    private var shownRightToLeft = false

    /// Hides the row (not needed this frame); it stays in the pool.
    func hide() {
        appearance = nil
        widget.isVisible = false
        if bound != nil {
            bound = nil
            content?.unbind()
        }
    }

    // MARK: Host content

    /// Binds the host's content (made now, the first time) to `data`'s row; a row whose content
    /// version changed (its item was reloaded) is unbound and bound again.
    private func showHosted(_ data: Row, make: () -> any RowContent) {
        let slot = content ?? make()
        content = slot
        if bound?.id != data.id || bound?.version != data.version {
            if bound != nil { slot.unbind() }
            bound = (data.id, data.version)
            reportedHeight = nil
            slot.bind(data.id)
        }
        host(slot.child)
    }

    /// Makes `child` the hosted widget (the previous one is unparented).
    private func host(_ child: Widget?) {
        guard child != hosted else { return }
        if let hosted { gtk_widget_unparent(hosted) }
        hosted = child
        widget.canTarget = child != nil
        child?.setParent(widget)   // clipped to the row (placeChildren), shorter than it while it grows
        widget.queueAllocate()
    }

    /// Unbinds and lets go of the host's content (the host's factory changed).
    private func dropContent() {
        if bound != nil { content?.unbind() }
        bound = nil
        host(nil)
        content = nil
    }

    /// The hosted child's natural height for the width it gets in a list `width` wide, when it
    /// differs from the one last reported for the bound row (just bound, or its size request
    /// changed); `nil` otherwise, and while the check marks slide (measured once they are in).
    func unreportedHeight(forWidth width: Double) -> Double? {
        guard let hosted, bound != nil, let row = appearance, row.editProgress == 0 || row.editProgress == 1 else {
            return nil
        }
        let height = hosted.naturalHeight(forWidth: max(width - Self.contentOffset(row), hosted.minimumWidth))
        guard height != reportedHeight else { return nil }
        reportedHeight = height
        return height
    }

    // MARK: Layout

    private func place(width: Double, height: Double) {
        guard let row = appearance else { return }
        _ = tint.naturalHeight(forWidth: width)
        tint.allocate(x: 0, y: 0, width: width, height: height)
        let edit = row.editProgress
        let size = Self.checkmarkSize
        if check.isVisible {
            _ = check.naturalHeight(forWidth: size)
            let x = Self.padding - Self.checkmarkWidth * (1 - edit)
            check.allocate(x: shownRightToLeft ? width - x - size : x, y: ((height - size) / 2).rounded(),
                           width: size, height: size)
        }
        let handleRoom = handleWidth(row)
        if handle.widget.isVisible {
            _ = handle.widget.naturalHeight(forWidth: ReorderMotion.handleWidth)
            let x = shownRightToLeft ? 0 : width - ReorderMotion.handleWidth
            handle.widget.allocate(x: x, y: 0, width: ReorderMotion.handleWidth, height: height)
        }
        if let hosted {
            let offset = Self.contentOffset(row)
            let childWidth = max(width - offset - handleRoom, hosted.minimumWidth)
            let childHeight = hosted.naturalHeight(forWidth: childWidth)
            hosted.allocate(x: shownRightToLeft ? handleRoom : offset, y: 0, width: childWidth, height: max(childHeight, height))
            return
        }
        let inset = Self.padding + Self.contentOffset(row)
        let x = shownRightToLeft ? Self.padding + handleRoom : inset
        for lines in [previous, text] where lines.box.isVisible {
            let textWidth = max(0, width - inset - Self.padding - handleRoom)
            _ = lines.box.naturalHeight(forWidth: textWidth)   // nothing: it asks for no size
            let textHeight = lines.height
            lines.box.allocate(x: x, y: max(0, ((height - textHeight) / 2).rounded()), width: textWidth,
                               height: textHeight)
        }
    }

    // MARK: Metrics

    /// Top plus bottom padding of a row's text.
    static let verticalPadding = 16.0

    /// The heights of one line of title, subtitle and description in the fonts the lines use now
    /// (the user's font, text scale and the row CSS), measured with Pango: what the core needs to
    /// make every row's height exact (`RowMetrics`). Once per font change, not per row.
    func measuredMetrics() -> RowMetrics {
        RowMetrics(padding: Self.verticalPadding, titleLine: text.title.measureLineHeight(),
                   subtitleLine: text.subtitle.measureLineHeight(),
                   descriptionLine: text.description.measureLineHeight())
    }

    // MARK: Text

    /// The subtitle (`Row.subtitle`: the core's rule), numbers grouped by thousands.
    private func subtitle(_ fields: [String], detail: String) -> String {
        Row.subtitle(of: fields, detail: detail, limit: TextLines.lineLimit) { index, value in
            index < schema.columns.count && schema.columns[index].kind == .number ? grouped(value) : value
        }
    }

    // MARK: Accessibility

    /// What screen readers were last told, so unchanged rows send nothing.
    private struct AccessibleState {
        var name: String?
        /// The host content's label and description last set (`RowContent.accessibleLabel`).
        var hostedLabel: String??
        var hostedDescription: String??
        var selected: Bool?
        var checked: Bool??
    }

    private func updateAccessible(_ row: RowAppearance, content: Row) {
        if accessible.name == nil, makeContent == nil {   // the host's widgets speak for themselves
            let name = TextChunks.prefix([content.title, subtitle(content.fields, detail: content.detail)]
                .filter { !$0.isEmpty }.joined(separator: ", "), limit: TextLines.lineLimit)
            widget.setAccessibleLabel(String(name))
            accessible.name = String(name)
        }
        if makeContent != nil, let content = self.content {
            let label = content.accessibleLabel, description = content.accessibleDescription
            if accessible.hostedLabel != .some(label) {
                accessible.hostedLabel = .some(label)
                widget.setAccessibleText(GTK_ACCESSIBLE_PROPERTY_LABEL, label)
            }
            if accessible.hostedDescription != .some(description) {
                accessible.hostedDescription = .some(description)
                widget.setAccessibleText(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description)
            }
        }
        guard !isHeader else { return }   // a header is never selected nor checked
        let selected = row.isSelected
        if accessible.selected != selected {
            accessible.selected = selected
            widget.setAccessibleState(GTK_ACCESSIBLE_STATE_SELECTED, intValue: selected ? 1 : 0)
        }
        let checked: Bool? = row.showsCheckmark ? row.checked : nil
        if accessible.checked != .some(checked) {
            accessible.checked = .some(checked)
            if let checked {
                widget.setAccessibleState(GTK_ACCESSIBLE_STATE_CHECKED,
                                          intValue: Int32((checked ? GTK_ACCESSIBLE_TRISTATE_TRUE
                                                                   : GTK_ACCESSIBLE_TRISTATE_FALSE).rawValue))
            } else {
                widget.resetAccessibleState(GTK_ACCESSIBLE_STATE_CHECKED)
            }
        }
    }
}

/// A row's text: title, subtitle and description, one line each in `Inscription`s that ellipsize
/// and follow the text direction, stacked at their line heights (those the core's `RowMetrics`
/// gives a row). An inscription's size comes from the font, not the text, so a row that scrolls
/// into view shapes each new text once, when it is drawn.
@MainActor
struct TextLines {
    let box: Widget
    let title: Inscription
    let subtitle: Inscription
    let description: Inscription

    init() {
        box = makeContainer("box")
        box.addClass("row-text")
        title = Inscription(classes: ["row-title"])
        subtitle = Inscription(classes: ["row-subtitle"])
        description = Inscription(classes: ["row-description"])
        let lines = [title, subtitle, description]
        for line in lines { line.widget.setParent(box) }
        box.placeChildren { width, _ in
            var y = 0.0
            for line in lines where line.isVisible {
                let height = line.lineHeight
                _ = line.naturalHeight(forWidth: width)   // GTK wants a measure first: from the font, O(1)
                line.allocate(x: 0, y: y, width: width, height: height)
                y += height
            }
        }
    }

    /// The height of the lines shown.
    var height: Double { [title, subtitle, description].filter(\.isVisible).map(\.lineHeight).reduce(0, +) }

    /// One line of a row shows at most this many characters; longer text (a table of 10 000
    /// columns, a description of 2 000 lines) is cut before Pango lays it out.
    static let lineLimit = 400

    func show(title: String, subtitle: String, description: String) {
        // Bounded, on one line, control characters visible (a NUL would end the C string).
        self.title.text = TextChunks.line(title, limit: Self.lineLimit)
        self.subtitle.text = TextChunks.line(subtitle, limit: Self.lineLimit)
        self.subtitle.isVisible = !subtitle.isEmpty
        self.description.text = TextChunks.line(description, limit: Self.lineLimit)
        self.description.isVisible = !description.isEmpty
    }
}
