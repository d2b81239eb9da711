import CGtk

/// A vertical `GtkScrollbar` with its own `GtkAdjustment`, for a canvas that scrolls itself:
/// the app sets the range and value from its model and reads the user's drags from the
/// adjustment's `value-changed` (`adjustment`).
///
///     let bar = Scrollbar()
///     bar.configure(value: 120, upper: 4000, pageSize: 600)
///     signals.on(bar.adjustment, "value-changed") { scroll(to: bar.value) }
///
/// - Complexity: O(1) per call.
@MainActor
package struct Scrollbar: WidgetWrapper {
    package let widget: Widget
    private let range: UnsafeMutablePointer<GtkAdjustment>

    package init() {
        range = gtk_adjustment_new(0, 0, 1, 1, 1, 1)
        widget = gtk_scrollbar_new(GTK_ORIENTATION_VERTICAL, range)!
    }

    /// The adjustment, for its `value-changed` signal.
    package var adjustment: UnsafeMutableRawPointer { UnsafeMutableRawPointer(range) }

    package var value: Double { gtk_adjustment_get_value(range) }
    package var upper: Double { gtk_adjustment_get_upper(range) }
    package var pageSize: Double { gtk_adjustment_get_page_size(range) }

    /// Sets the value, the range `0…upper` and the page shown, with step and page increments
    /// of `step` and a page less `step`. Content shorter than the page makes the range the page
    /// (GTK 4.24 asserts `lower + page_size <= upper`).
    package func configure(value: Double, upper: Double, pageSize: Double, step: Double = 40) {
        Self.configure(adjustment, value: value, upper: upper, pageSize: pageSize, step: step)
    }

    /// `configure` on any adjustment (a scrolled window's the canvas follows).
    package static func configure(_ adjustment: UnsafeMutableRawPointer, value: Double, upper: Double,
                                  pageSize: Double, step: Double = 40) {
        gtk_adjustment_configure(adjustment.assumingMemoryBound(to: GtkAdjustment.self), value, 0,
                                 max(upper, pageSize), step, max(pageSize - step, step), pageSize)
    }
}
