import CGtk
import ListGtk
import ListWidget

/// What a window shows instead of rows when its file could not be opened: an error icon, "Could
/// Not Open “name”", the reason as the loader words it (the path, what is wrong and where: the
/// line for a CSV, the byte for bad UTF-8) and a button to choose another file (`win.open`).
///
///     let page = OpenFailurePage(fileName: "bad.csv", reason: "/tmp/bad.csv: line 3: …")
///     window.setChild(page.widget)
///
/// - Complexity: O(1).
@MainActor
struct OpenFailurePage {
    let widget: Widget
    /// "Open Another File…": the debug stream reports where it is.
    let button: Widget

    init(fileName: String, reason: String) {
        let page = Box(vertical: true, spacing: 12, classes: ["open-failure"])
        page.align(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
        page.expand()
        page.setMargins(top: 24, bottom: 24, start: 24, end: 24)
        let icon = Image(decorative: "dialog-error-symbolic")
        gtk_image_set_pixel_size(icon.widget.opaque, 64)
        icon.addClass("dim-label")
        page.append(icon)
        let heading = Label(tr("Could Not Open “%@”", fileName), classes: ["title-2"], wrap: true)
        gtk_label_set_justify(heading.widget.opaque, GTK_JUSTIFY_CENTER)
        page.append(heading)
        let detail = Label(reason, classes: ["open-failure-reason"], wrap: true)
        gtk_label_set_justify(detail.widget.opaque, GTK_JUSTIFY_CENTER)
        detail.setMaxWidthChars(48)
        page.append(detail)
        let another = Button(label: tr("Open Another File…"))
        another.addClass("suggested-action")
        another.addClass("pill")
        another.align(horizontal: GTK_ALIGN_CENTER)
        another.setAction("win.open")
        page.append(another)
        widget = page.widget
        button = another.widget
    }
}
