/// Everything one frame shows, built once per tick by `ListScene.frame(listWidth:pageWidth:hasFocus:)`
/// after `ListScene.advance(to:)`: painting, widgets, accessibility and the debug stream read it
/// and never change the model.
///
///     scene.advance(to: now)
///     let frame = scene.frame(listWidth: 480, pageWidth: 480, hasFocus: true)
///     for row in frame.rows { paint(row) }             // departing rows included
///     frame.pages.detail                                // where the detail page slides
///
/// - Complexity: a value; building it is O(visible rows × behaviors + log n).
public struct ListFrame: Sendable {
    /// The frame clock time the model was advanced to, seconds.
    public var time: Double
    /// Every row to draw, in drawing order, with its complete appearance: rows sliding away and
    /// rows fading out after a deletion (`index == -1`) included, decorated by every behavior.
    public var rows: [RowAppearance]
    /// The header above the rows and what its text is made from.
    public var header: Header
    /// The drag-select strip in list coordinates and how strongly it is tinted (0: not drawn).
    public var strip: Strip
    /// The row with the keyboard focus ring, `nil` when the list does not have the focus.
    public var focus: RowID?
    /// Where the pages are and how much the list is dimmed.
    public var pages: NavigationModel.PageOffsets
    /// The scroll position and the sizes the scrollbar is drawn from.
    public var scroll: Scroll
    /// The swipe-progress slider: its value and whether it is shown.
    public var slider: Slider
    /// Values that move, for the per-frame debug events.
    public var motion: Motion
    /// The open row's page (`nil` on the list page): its content as the list has it now.
    public var openRow: OpenRow? = nil
    /// The page shown or being pushed: the Back button, the title and Edit follow it.
    public var page: NavigationModel.Page = .list
    /// Edit mode: the Edit button says Done, the selection bar is revealed, rows show check marks.
    public var isEditing = false
    /// The row under the pointer (`ListScene+Hover.swift`), `nil` when none or while the list
    /// takes no input.
    public var hoveredRow: RowID? = nil
    /// True while long work (a sort, a search, an undo) runs: the header bar's spinner turns.
    public var isBusy = false
    /// Whether live updates can be switched on (the behavior is attached, or a source is
    /// followed): the Live toggle is sensitive.
    public var isLiveAvailable = true
    /// The section header stuck to the top of the list (`ListScene.setSectionHeaders(_:)`),
    /// `nil` when there are no sections or the first header is in place.
    public var stuckHeader: StuckHeader? = nil

    /// The header above the rows (viewport coordinates) and what its text is made from.
    ///
    /// - Complexity: a value; O(1) to copy.
    public struct Header: Sendable, Equatable {
        /// Top edge in viewport coordinates.
        public var y: Double
        /// Height now (animated between collapsed and expanded).
        public var height: Double
        /// 0 collapsed … 1 expanded.
        public var expansion: Double
        /// Whether it is expanded (or expanding).
        public var isExpanded: Bool
        /// How many rows the list holds (a search: the matching ones).
        public var rowCount: Int
        /// How many rows are selected.
        public var selectedCount: Int
        /// The sort the rows are in, `nil` for the original order.
        public var sort: SortDescriptor?
        /// The name of the column sorted by (`nil` when unsorted).
        public var sortColumnName: String? = nil
        /// Whether live updates are on.
        public var isLive: Bool
        /// Live updates made so far.
        public var liveUpdateCount: Int
        /// While a search is open: the text typed and how many rows the full list has (the
        /// rows that match are `rowCount`); `nil` when no search is open.
        public var search: Search? = nil
        /// True when any part of the header is in the viewport.
        public var isVisible: Bool { height > 0 && y + height > 0 }
    }

    /// - Complexity: a value; O(1) to copy.
    public struct Search: Sendable, Equatable {
        /// The text typed.
        public var text: String
        /// How many rows the full list has.
        public var total: Int
    }

    /// - Complexity: a value; O(1) to copy.
    public struct Strip: Sendable, Equatable {
        /// The strip's left edge in list coordinates (px).
        public var minX: Double
        /// The strip's width (px).
        public var width: Double
        /// How strongly the strip is tinted, 0 (not drawn) … 1.
        public var tint: Double
    }

    /// - Complexity: a value; O(1) to copy.
    public struct Scroll: Sendable, Equatable {
        /// How far the content is scrolled (px).
        public var offset: Double
        /// The content's height: header and rows (px).
        public var contentHeight: Double
        /// The viewport's height (px).
        public var viewportHeight: Double
        /// Rows that arrived above the reader while the list was away from the top: the "N new"
        /// pill's count (0: no pill). Cleared when the top is reached.
        public var newRowsAbove: Int = 0
        /// The first fully visible row, the one a batch keeps in place (`ScrollAnchor`).
        public var anchor: RowID? = nil
    }

    /// - Complexity: a value; O(1) to copy.
    public struct Slider: Sendable, Equatable {
        /// The slider's value, 0 … 1 (the back transition's progress).
        public var value: Double
        /// Whether the slider is shown.
        public var isVisible: Bool
    }

    /// The row a detail page shows, followed while the page is shown or pushed: a live update
    /// crossfades the fields it changed (the list's own crossfade of that row, same curve and
    /// duration), a delete is said on the page.
    ///
    /// - Complexity: a value; O(1) to copy.
    public struct OpenRow: Sendable, Equatable {
        /// The open row's identity.
        public var id: RowID
        /// The row as the list has it now; `nil` once it was deleted.
        public var row: Row?
        /// The fields an update replaced, still fading out (`nil` when no update is fading).
        public var previousFields: [String]?
        /// Opacity of the current content: 1 at rest, rising from 0 while an update fades in.
        public var contentOpacity: Double = 1

        /// Whether the open row was deleted (the page says so).
        public var isDeleted: Bool { row == nil }
    }

    /// - Complexity: a value; O(1) to copy.
    public struct Motion: Sendable, Equatable {
        /// Progress of a running push (nil when none runs).
        public var push: Double?
        /// Progress of a running back transition.
        public var back: Double?
        /// The header's height now (px).
        public var headerHeight: Double
        /// Edit mode's slide, 0 … 1.
        public var editSlide: Double
        /// True while a batch, sort or live update animates rows.
        public var rowsAnimating: Bool
    }
}
