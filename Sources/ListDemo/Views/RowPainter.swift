import CGtk
import ListCore
import ListData

/// Paints rows with cairo and Pango in the theme's colours (light or dark), exactly as the core's
/// `RowAppearance` says: position, highlight, pressed state, opacity, crossfade, check mark.
@MainActor
final class RowPainter {
    private let widget: Widget
    /// Set again when a large CSV's number columns become known.
    var schema: ColumnSchema
    private let titleFont: OpaquePointer
    private let subtitleFont: OpaquePointer

    /// Left padding of text; edit mode adds room for the check mark.
    static let padding = 16.0
    static let checkmarkWidth = 40.0

    init(widget: Widget, schema: ColumnSchema) {
        self.widget = widget
        self.schema = schema
        let context = gtk_widget_get_pango_context(widget)
        let base = pango_context_get_font_description(context)
        titleFont = pango_font_description_copy(base)
        pango_font_description_set_weight(titleFont, PANGO_WEIGHT_SEMIBOLD)
        subtitleFont = pango_font_description_copy(base)
        let size = pango_font_description_get_size(base)
        if pango_font_description_get_size_is_absolute(base) != 0 {
            pango_font_description_set_absolute_size(subtitleFont, Double(size) * 0.9)
        } else {
            pango_font_description_set_size(subtitleFont, size * 9 / 10)
        }
    }

    // MARK: Colours

    private struct Palette {
        var foreground: GdkRGBA
        var base: GdkRGBA
        var accent: GdkRGBA
    }

    private var palette: Palette {
        let style = gtk_widget_get_style_context(widget)
        var foreground = GdkRGBA(red: 0, green: 0, blue: 0, alpha: 1)
        gtk_style_context_get_color(style, &foreground)
        var base = GdkRGBA(red: 1, green: 1, blue: 1, alpha: 1)
        _ = gtk_style_context_lookup_color(style, "theme_base_color", &base)
        var accent = GdkRGBA(red: 0.21, green: 0.52, blue: 0.89, alpha: 1)
        _ = gtk_style_context_lookup_color(style, "theme_selected_bg_color", &accent)
        return Palette(foreground: foreground, base: base, accent: accent)
    }

    private func set(_ cr: OpaquePointer, _ color: GdkRGBA, alpha: Double = 1) {
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue),
                              Double(color.alpha) * alpha)
    }

    // MARK: Painting

    func paintBackground(_ cr: OpaquePointer, width: Double, height: Double) {
        set(cr, palette.base)
        cairo_rectangle(cr, 0, 0, width, height)
        cairo_fill(cr)
    }

    func paintDimming(_ cr: OpaquePointer, amount: Double, width: Double, height: Double) {
        cairo_set_source_rgba(cr, 0, 0, 0, amount)
        cairo_rectangle(cr, 0, 0, width, height)
        cairo_fill(cr)
    }

    /// The summary header: title and subtitle always, details fading in as it expands
    /// (`expansion` is the core's 0 … 1 header progress), and a chevron that turns with it.
    func paintHeader(_ cr: OpaquePointer, y: Double, height: Double, width: Double, expansion: Double,
                     title: String, subtitle: String, details: String) {
        let colors = palette
        cairo_save(cr)
        cairo_rectangle(cr, 0, y, width, height)
        cairo_clip(cr)
        set(cr, colors.accent, alpha: 0.08)
        cairo_rectangle(cr, 0, y, width, height)
        cairo_fill(cr)
        set(cr, colors.foreground, alpha: 0.12)
        cairo_rectangle(cr, 0, y + height - 1, width, 1)
        cairo_fill(cr)

        let textWidth = width - 2 * Self.padding - 24
        let titleLayout = makeLayout(title, font: titleFont, width: textWidth)
        let subtitleLayout = makeLayout(subtitle, font: subtitleFont, width: textWidth)
        defer {
            g_object_unref(UnsafeMutableRawPointer(titleLayout))
            g_object_unref(UnsafeMutableRawPointer(subtitleLayout))
        }
        set(cr, colors.foreground)
        cairo_move_to(cr, Self.padding, y + 8)
        pango_cairo_show_layout(cr, titleLayout)
        set(cr, colors.foreground, alpha: 0.65)
        cairo_move_to(cr, Self.padding, y + 28)
        pango_cairo_show_layout(cr, subtitleLayout)
        if expansion > 0.01 {
            let detailLayout = gtk_widget_create_pango_layout(widget, details)!
            defer { g_object_unref(UnsafeMutableRawPointer(detailLayout)) }
            pango_layout_set_font_description(detailLayout, subtitleFont)
            pango_layout_set_width(detailLayout, Int32(textWidth * Double(PANGO_SCALE)))
            pango_layout_set_wrap(detailLayout, PANGO_WRAP_WORD)
            set(cr, colors.foreground, alpha: 0.75 * expansion)
            cairo_move_to(cr, Self.padding, y + 52)
            pango_cairo_show_layout(cr, detailLayout)
        }
        // Chevron: pointing down when collapsed, up when expanded.
        let cx = width - Self.padding - 8, cy = y + 22, size = 5.0
        let direction = 1 - 2 * expansion
        set(cr, colors.foreground, alpha: 0.6)
        cairo_set_line_width(cr, 2)
        cairo_move_to(cr, cx - size, cy - size * direction / 2)
        cairo_line_to(cr, cx, cy + size * direction / 2)
        cairo_line_to(cr, cx + size, cy - size * direction / 2)
        cairo_stroke(cr)
        cairo_restore(cr)
    }

    /// The drag-select strip, tinted in debug mode.
    func paintStrip(_ cr: OpaquePointer, x: Double, width: Double, height: Double, strength: Double) {
        set(cr, palette.accent, alpha: 0.25 * strength)
        cairo_rectangle(cr, x, 0, width, height)
        cairo_fill(cr)
    }

    /// How far a row's content is moved aside to make room for the check mark (its x offset).
    static func contentOffset(_ row: RowAppearance) -> Double { (checkmarkWidth - 8) * row.editProgress }

    /// `content(id)` finds the data of a row of the list, or of one still fading out after a delete.
    func paint(_ row: RowAppearance, in cr: OpaquePointer, width: Double, focused: Bool,
               content: (RowID) -> Row?) {
        guard let data = content(row.id) else { return }
        let colors = palette
        cairo_save(cr)
        cairo_rectangle(cr, 0, row.y, width, row.height)
        cairo_clip(cr)
        if row.opacity < 1 { cairo_push_group(cr) }

        // Opaque, so rows that cross during a sort slide over each other like cards.
        set(cr, colors.base)
        cairo_rectangle(cr, 0, row.y, width, row.height)
        cairo_fill(cr)
        let tint = max(row.highlight, row.pressed)
        if tint > 0 {
            // The accent at 28 % is the full highlight; it fades linearly with the core's value.
            set(cr, colors.accent, alpha: 0.28 * tint)
            cairo_rectangle(cr, 0, row.y, width, row.height)
            cairo_fill(cr)
        }
        // Hairline separator at the bottom, inset like GTK's boxed lists.
        set(cr, colors.foreground, alpha: 0.08)
        cairo_rectangle(cr, Self.padding, row.y + row.height - 1, width - Self.padding, 1)
        cairo_fill(cr)

        // Edit mode: the check mark slides in from the leading edge as the content moves aside
        // (the right edge in a right-to-left locale).
        let edit = row.editProgress
        let rtl = widget.isRightToLeft
        let inset = Self.padding + Self.contentOffset(row)
        let textX = rtl ? Self.padding : inset
        if row.showsCheckmark, edit > 0 {
            cairo_push_group(cr)
            let markX = Self.padding + 10 - Self.checkmarkWidth * (1 - edit)
            paintCheckmark(cr, checked: row.checked, centerX: rtl ? width - markX : markX,
                           centerY: row.y + row.height / 2, colors: colors)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, edit)
        }
        let textWidth = width - inset - Self.padding
        if let previous = row.previousFields, row.contentOpacity < 1 {
            paintText(cr, fields: previous, detail: data.detail, x: textX, y: row.y, rowHeight: row.height,
                      width: textWidth, alpha: 1 - row.contentOpacity, color: colors.foreground)
        }
        paintText(cr, fields: data.fields, detail: data.detail, x: textX, y: row.y, rowHeight: row.height,
                  width: textWidth, alpha: row.contentOpacity, color: colors.foreground)

        if focused {
            set(cr, colors.accent, alpha: 0.8)
            cairo_set_line_width(cr, 2)
            cairo_rectangle(cr, 2, row.y + 2, width - 4, row.height - 4)
            cairo_stroke(cr)
        }
        if row.opacity < 1 {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, row.opacity)
        }
        cairo_restore(cr)
    }

    private func paintCheckmark(_ cr: OpaquePointer, checked: Bool, centerX: Double, centerY: Double,
                                colors: Palette) {
        cairo_new_path(cr)
        cairo_arc(cr, centerX, centerY, 9, 0, 2 * Double.pi)
        if checked {
            set(cr, colors.accent)
            cairo_fill(cr)
            cairo_set_source_rgba(cr, 1, 1, 1, 1)
            cairo_set_line_width(cr, 2)
            cairo_move_to(cr, centerX - 4, centerY)
            cairo_line_to(cr, centerX - 1, centerY + 3.5)
            cairo_line_to(cr, centerX + 4.5, centerY - 3.5)
            cairo_stroke(cr)
        } else {
            set(cr, colors.foreground, alpha: 0.35)
            cairo_set_line_width(cr, 1.5)
            cairo_stroke(cr)
        }
    }

    /// Title, subtitle (the other columns) and, in tall rows, a line of the detail text.
    private func paintText(_ cr: OpaquePointer, fields: [String], detail: String, x: Double, y: Double,
                           rowHeight: Double, width: Double, alpha: Double, color: GdkRGBA) {
        guard alpha > 0.001, width > 0 else { return }
        var lines: [(String, OpaquePointer, Double)] = [(fields.first ?? "", titleFont, 1)]
        if rowHeight >= 52 { lines.append((subtitle(fields, detail: detail), subtitleFont, 0.65)) }
        if rowHeight >= 68, !detail.isEmpty { lines.append((detail, subtitleFont, 0.5)) }
        let layouts = lines.map { text, font, _ in makeLayout(text, font: font, width: width) }
        defer { layouts.forEach { g_object_unref(UnsafeMutableRawPointer($0)) } }
        let heights = layouts.map { layout -> Double in
            var w: Int32 = 0, h: Int32 = 0
            pango_layout_get_pixel_size(layout, &w, &h)
            return Double(h)
        }
        var lineY = y + (rowHeight - heights.reduce(0, +)) / 2
        for (index, layout) in layouts.enumerated() {
            set(cr, color, alpha: alpha * lines[index].2)
            cairo_move_to(cr, x, lineY)
            pango_cairo_show_layout(cr, layout)
            lineY += heights[index]
        }
    }

    private func makeLayout(_ text: String, font: OpaquePointer, width: Double) -> OpaquePointer {
        let layout = gtk_widget_create_pango_layout(widget, text)!
        pango_layout_set_font_description(layout, font)
        pango_layout_set_width(layout, Int32(width * Double(PANGO_SCALE)))
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_single_paragraph_mode(layout, 1)
        return layout
    }

    /// The columns after the first (but the detail text), numbers grouped by thousands.
    private func subtitle(_ fields: [String], detail: String) -> String {
        var parts: [String] = []
        for (index, value) in fields.enumerated().dropFirst() where !value.isEmpty && value != detail {
            let kind = index < schema.columns.count ? schema.columns[index].kind : .text
            if kind == .number {
                parts.append(grouped(value))
            } else {
                parts.append(value)
            }
        }
        return parts.joined(separator: " · ")
    }
}
