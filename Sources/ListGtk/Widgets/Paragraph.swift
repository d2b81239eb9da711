import CGtk
import CGtkShim

/// A wrapping paragraph of text (CGtkShim's paragraph type): styled and read as a label, but it
/// shapes its text once per width it is shown at, where a wrapping `Label` shapes a new text about
/// five times and again at each new width (a long detail page re-laid out for a resized window in
/// 5-6 ms instead of 56-58). It asks for no width of its own: its parent
/// gives it one, and it is as high as its text wrapped at that width (at word boundaries).
/// For long texts in many pieces, such as a detail page's paragraphs. Measured at a new width
/// while out of its scrolled window's view, it estimates its height and wraps once it comes into
/// view (a window resize re-wraps only the paragraphs near the view).
///
///     let paragraph = Paragraph(classes: ["body"])
///     paragraph.text = description
///
/// - Complexity: O(1) per call; the text is shaped when first measured at a width (O(length)).
@MainActor
package struct Paragraph: WidgetWrapper {
    package let widget: Widget

    /// A new empty paragraph with optional CSS classes (its CSS node is `label`).
    package init(classes: [String] = []) {
        widget = CGtkShim_paragraph_new()!
        for name in classes { widget.addClass(name) }
    }

    /// The paragraph that `widget` is (a child found in a tree).
    package init(wrapping widget: Widget) { self.widget = widget }

    /// Exact wraps of all paragraphs since the last call (the debug stream's `paint` events).
    package static func takeWraps() -> Int { Int(CGtkShim_paragraph_take_wraps()) }

    package var text: String {
        get { String(cString: CGtkShim_paragraph_get_text(widget)) }
        nonmutating set { CGtkShim_paragraph_set_text(widget, newValue) }
    }
}
