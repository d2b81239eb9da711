import CGtk
import ListCore
import ListData

/// The list and detail pages side by side, slid by the navigation model every frame.
///
/// A bare container with a GtkCustomLayout: each page gets the stack's full size and a
/// translation the core computes (`NavigationModel.pageOffsets`), so pages move by subpixels
/// without relayout of their contents. Hidden pages are not drawn.
@MainActor
final class PageStack {
    let widget: Widget
    private let listPage: Widget
    private let detailPage: Widget
    private let navigation: NavigationModel

    init(listPage: Widget, detailPage: Widget, navigation: NavigationModel) {
        self.listPage = listPage
        self.detailPage = detailPage
        self.navigation = navigation
        widget = listdemo_container_new("pagestack")
        widget.expand()
        gtk_widget_set_overflow(widget, GTK_OVERFLOW_HIDDEN)
        gtk_widget_set_parent(listPage, widget)
        gtk_widget_set_parent(detailPage, widget)
        g_object_set_data(listdemo_object(widget), PageStack.key, Unmanaged.passUnretained(self).toOpaque())
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(nil, PageStack.measure, PageStack.allocate))
    }

    /// Lays the pages out again if the core moved them since the last layout (called every
    /// frame; a frame in which only the list animates costs no relayout).
    func invalidate() {
        guard navigation.pageOffsets(width: widget.width) != placed else { return }
        gtk_widget_queue_allocate(widget)
    }

    /// The offsets of the last layout.
    private var placed: NavigationModel.PageOffsets?

    private static let key = "listdemo-page-stack"

    private static func owner(of widget: Widget?) -> PageStack? {
        guard let widget, let data = g_object_get_data(listdemo_object(widget), key) else { return nil }
        return Unmanaged<PageStack>.fromOpaque(data).takeUnretainedValue()
    }

    private static let measure: GtkCustomMeasureFunc = { widget, orientation, forSize, minimum, natural, _, _ in
        var child = gtk_widget_get_first_child(widget)
        var minSize: Int32 = 0, natSize: Int32 = 0
        while let current = child {
            var childMin: Int32 = 0, childNat: Int32 = 0
            gtk_widget_measure(current, orientation, forSize, &childMin, &childNat, nil, nil)
            minSize = max(minSize, childMin)
            natSize = max(natSize, childNat)
            child = gtk_widget_get_next_sibling(current)
        }
        minimum?.pointee = minSize
        natural?.pointee = natSize
    }

    private static let allocate: GtkCustomAllocateFunc = { widget, width, height, baseline in
        nonisolated(unsafe) let widget = widget  // GTK lays out on the main thread
        MainActor.assumeIsolated {
            guard let stack = PageStack.owner(of: widget) else { return }
            stack.layout(width: width, height: height)
        }
    }

    private func layout(width: Int32, height: Int32) {
        let offsets = navigation.pageOffsets(width: Double(width))
        placed = offsets
        let mirror = widget.isRightToLeft ? -1.0 : 1.0   // right to left: pages move the other way
        place(listPage, x: mirror * offsets.list, visible: offsets.listVisible, width: width, height: height)
        place(detailPage, x: mirror * offsets.detail, visible: offsets.detailVisible, width: width, height: height)
    }

    private func place(_ page: Widget, x: Double, visible: Bool, width: Int32, height: Int32) {
        gtk_widget_set_child_visible(page, visible ? 1 : 0)
        var minimum: Int32 = 0
        gtk_widget_measure(page, GTK_ORIENTATION_VERTICAL, width, &minimum, nil, nil, nil)
        var point = graphene_point_t(x: Float(x), y: 0)
        let transform = gsk_transform_translate(nil, &point)
        gtk_widget_allocate(page, width, height, -1, transform)
    }
}
