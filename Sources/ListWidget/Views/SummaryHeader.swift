import CGtk
import ListGtk
import ListCore

/// The summary banner above the rows, a widget: title and subtitle always, details fading in as
/// it expands (the frame's 0 … 1 header expansion), a chevron that turns with it. The list
/// canvas places and clips it at the frame's header y and height; a press on it reaches the
/// list's controllers like any other.
///
///     header.show(frame.header, text: ("302 Cities", "Unsorted", "302 rows · …"))
///
/// - Complexity: O(1); labels are set only when their text changed.
@MainActor
final class SummaryHeader {
    let widget: Widget
    private let text: Widget
    private let title: Label
    private let subtitle: Label
    private let details: Label
    private let chevron: Image
    private var shown: (title: String, subtitle: String, details: String) = ("", "", "")
    private var expansion = -1.0

    init() {
        widget = makeContainer("summary", role: GTK_ACCESSIBLE_ROLE_BUTTON)
        widget.addClass("summary-header")
        let column = Box(vertical: true, spacing: 2)
        text = column.widget
        title = Label(classes: ["summary-title"])
        subtitle = Label(classes: ["summary-subtitle"])
        details = Label(classes: ["summary-details"], wrap: true)
        for label in [title, subtitle, details] {
            label.xalign = 0
            column.append(label)
        }
        title.ellipsizeAtEnd()
        subtitle.ellipsizeAtEnd()
        chevron = Image(decorative: "pan-down-symbolic")
        for child in [text, chevron.widget] {
            child.canTarget = false
            child.setParent(widget)
        }
        widget.placeChildren { [weak self] width, height in self?.place(width: width, height: height) }
    }

    func show(_ header: ListFrame.Header, text new: (title: String, subtitle: String, details: String)) {
        if new != shown {
            shown = new
            title.text = new.title
            subtitle.text = new.subtitle
            details.text = new.details
            widget.setAccessibleLabel(new.title + ", " + new.subtitle)
        }
        if header.expansion != expansion {
            expansion = header.expansion
            details.opacity = expansion
            chevron.setIconName(expansion > 0.5 ? "pan-up-symbolic" : "pan-down-symbolic")
        }
    }

    /// The header's collapsed and expanded heights at `width` in the current fonts: padding
    /// plus its lines, measured (title and subtitle; then the wrapped details too). The core
    /// animates between them (`HeaderResize.setHeights`).
    func measuredHeights(width: Double) -> (collapsed: Double, expanded: Double) {
        let textWidth = max(width - 2 * RowWidget.padding - 24, 40)
        let lines = [title, subtitle].map { $0.naturalHeight(forWidth: textWidth) }.reduce(0, +)
        let collapsed = (8 + lines + 2 + 10).rounded(.up)
        let details = self.details.naturalHeight(forWidth: textWidth)
        return (collapsed, (collapsed + details + 16).rounded(.up))
    }

    private func place(width: Double, height: Double) {
        let padding = RowWidget.padding, chevronSize = 16.0
        let textWidth = max(width - 2 * padding - chevronSize - 8, text.minimumWidth)
        text.allocate(x: widget.isRightToLeft ? padding + chevronSize + 8 : padding, y: 8, width: textWidth,
                      height: text.naturalHeight(forWidth: textWidth))
        _ = chevron.naturalHeight(forWidth: chevronSize)
        chevron.allocate(x: widget.isRightToLeft ? padding : width - padding - chevronSize, y: 14,
                         width: chevronSize, height: chevronSize)
    }
}
