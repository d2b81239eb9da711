import CGtk
import ListCore
import ListData

/// What the header bar and its menus show, derived from each frame: Edit (Done while editing,
/// insensitive on the detail page), the detail page's title, the spinner, the Live toggle and
/// the sort menu's radio and check items. Set only when a value changed.
struct HeaderBarState: Equatable {
    var isEditing = false
    var page = NavigationModel.Page.list
    var isBusy = false
    var isLive = false
    var isLiveAvailable = true
    var isExpanded = false
    var sort: SortDescriptor?
    /// The title the detail page shows (the open row's), `nil` before any row was opened.
    var detailTitle: String?
}

extension AppWindow {
    /// Shows `frame` in the header bar and the menus' states: the one place they change.
    func showHeaderBar(_ frame: ListFrame) {
        var next = shownHeaderBar
        next.isEditing = frame.isEditing
        next.page = frame.page
        next.isBusy = frame.isBusy || isLaunchWorkRunning
        next.isLive = frame.header.isLive
        next.isLiveAvailable = frame.isLiveAvailable
        next.isExpanded = frame.header.isExpanded
        next.sort = frame.header.sort
        if let title = frame.openRow?.row?.title { next.detailTitle = title }
        let shown = shownHeaderBar
        guard next != shown else { return }
        shownHeaderBar = next
        if next.isEditing != shown.isEditing {
            gtk_button_set_label(editButton.cast(GtkButton.self), next.isEditing ? tr("Done") : tr("Edit"))
            gtk_toggle_button_set_active(editButton.cast(GtkToggleButton.self), next.isEditing ? 1 : 0)
            editButton.setClass("suggested-action", next.isEditing)
        }
        if next.page != shown.page { gtk_widget_set_sensitive(editButton, next.page == .list ? 1 : 0) }
        if next.detailTitle != shown.detailTitle, let title = next.detailTitle {
            gtk_label_set_text(headerTransition.detailTitle.opaque, TextChunks.prefix(title, limit: 400))
        }
        if next.isBusy != shown.isBusy {
            if next.isBusy { gtk_spinner_start(spinner.opaque) } else { gtk_spinner_stop(spinner.opaque) }
        }
        if next.isLive != shown.isLive {
            Actions.setState("live", in: window.raw, to: g_variant_new_boolean(next.isLive ? 1 : 0))
        }
        if next.isLiveAvailable != shown.isLiveAvailable {
            gtk_widget_set_sensitive(liveButton, next.isLiveAvailable ? 1 : 0)
        }
        if next.isExpanded != shown.isExpanded {
            // A click on the header toggles it in the core; the menu's check item follows.
            Actions.setState("summary", in: window.raw, to: g_variant_new_boolean(next.isExpanded ? 1 : 0))
        }
        if next.sort != shown.sort {
            Actions.setState("sort-by", in: window.raw, to: g_variant_new_string(SortMenu.target(next.sort?.column)))
            Actions.setState("sort-descending", in: window.raw,
                             to: g_variant_new_boolean(next.sort?.ascending == false ? 1 : 0))
        }
    }
}
