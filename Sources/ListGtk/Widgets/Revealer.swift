import CGtk

/// A `GtkRevealer`: shows and hides its child with a slide.
///
///     let bar = Revealer(child: actionBar, transition: GTK_REVEALER_TRANSITION_TYPE_SLIDE_UP)
///     bar.isRevealed = editing
///
/// - Complexity: O(1) per call; the slide is GTK's animation.
@MainActor
package struct Revealer: WidgetWrapper {
    package let widget: Widget

    package init(child: Widget, transition: GtkRevealerTransitionType) {
        widget = gtk_revealer_new()!
        gtk_revealer_set_transition_type(widget.opaque, transition)
        gtk_revealer_set_child(widget.opaque, child)
    }

    /// Whether the child is to be shown (the slide toward it may still run).
    package var isRevealed: Bool {
        get { gtk_revealer_get_reveal_child(widget.opaque) != 0 }
        nonmutating set { gtk_revealer_set_reveal_child(widget.opaque, newValue ? 1 : 0) }
    }

    /// Whether the slide in has finished: the child is fully shown.
    package var isChildRevealed: Bool { gtk_revealer_get_child_revealed(widget.opaque) != 0 }
}
