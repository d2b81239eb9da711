import ListCore
import ListWidget
import ListData
import ListGtk

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
            let edit = ToggleButton(wrapping: editButton)
            edit.setLabel(next.isEditing ? tr("Done") : tr("Edit"))
            edit.isActive = next.isEditing
            editButton.setClass("suggested-action", next.isEditing)
        }
        if next.page != shown.page { editButton.isSensitive = next.page == .list }
        if next.detailTitle != shown.detailTitle, let title = next.detailTitle {
            headerTransition.detailTitle.text = TextChunks.prefix(title, limit: 400)
        }
        if next.isBusy != shown.isBusy {
            Spinner(wrapping: spinner).isSpinning = next.isBusy
            debug?.emit("spinner", [("spinning", .bool(next.isBusy))])
        }
        if next.isLive != shown.isLive {
            Actions.setState("live", in: window.raw, to: next.isLive)
        }
        if next.isLiveAvailable != shown.isLiveAvailable {
            liveButton.isSensitive = next.isLiveAvailable
        }
        if next.isExpanded != shown.isExpanded {
            // A click on the header toggles it in the core; the menu's check item follows.
            Actions.setState("summary", in: window.raw, to: next.isExpanded)
        }
        if next.sort != shown.sort {
            Actions.setState("sort-by", in: window.raw, to: SortMenu.target(next.sort?.column))
            Actions.setState("sort-descending", in: window.raw, to: next.sort?.ascending == false)
        }
    }
}
