// See include/CGtkShim.h (MARK: The paragraph type) for why this exists.
#include "CGtkShim.h"

#define CGTKSHIM_TYPE_PARAGRAPH (CGtkShim_paragraph_get_type())
G_DECLARE_FINAL_TYPE(CGtkShimParagraph, CGtkShim_paragraph, CGTKSHIM, PARAGRAPH, GtkWidget)

struct _CGtkShimParagraph {
    GtkWidget parent_instance;
    char *text;
    // Made on first use from the widget's Pango context (which GTK keeps in step with the CSS
    // font), so a paragraph never measured shapes nothing.
    PangoLayout *layout;
    // What `layout` was last wrapped for: its width in Pango units (-1: unwrapped), the context's
    // serial then (a font change bumps it), and the height it came to in pixels (-1: not known).
    int width;
    guint serial;
    int height;
    // Measured at a new width while out of view: the height was estimated from the last wrap
    // (`estimated_for`, in pixels) and `layout` still holds that wrap.
    gboolean estimated;
    int estimated_for;
    // A re-measure is queued from an idle (an estimated paragraph came into view).
    guint remeasure;
};

// Exact wraps since the counter was last read (`CGtkShim_paragraph_take_wraps`).
static guint CGtkShim_paragraph_wraps = 0;

G_DEFINE_FINAL_TYPE(CGtkShimParagraph, CGtkShim_paragraph, GTK_TYPE_WIDGET)

// The layout wrapped at `width_px` (-1: unwrapped), shaped again only when the width, the text
// or the font changed since it was last wrapped; its height in pixels goes to `height`.
static PangoLayout *CGtkShim_paragraph_layout_at(CGtkShimParagraph *self, int width_px, int *height) {
    PangoContext *context = gtk_widget_get_pango_context(GTK_WIDGET(self));
    guint serial = pango_context_get_serial(context);
    if (self->layout == NULL) {
        self->layout = gtk_widget_create_pango_layout(GTK_WIDGET(self), self->text);
        pango_layout_set_wrap(self->layout, PANGO_WRAP_WORD);
        self->height = -1;
    } else if (serial != self->serial) {
        pango_layout_context_changed(self->layout);
        self->height = -1;
    }
    self->serial = serial;
    int width = width_px < 0 ? -1 : width_px * PANGO_SCALE;
    if (width != self->width || self->height < 0) {
        pango_layout_set_width(self->layout, width);
        self->width = width;
        pango_layout_get_pixel_size(self->layout, NULL, &self->height);
        CGtkShim_paragraph_wraps++;
    }
    self->estimated = FALSE;
    if (height) *height = self->height;
    return self->layout;
}

// How far outside its scrolled window's view a paragraph still counts as in view (pixels): the
// next lines a scroll brings in are wrapped already.
#define CGTKSHIM_PARAGRAPH_VIEW_MARGIN 256

// True when the paragraph is mapped and its last allocation is within its scrolled window's view
// (or it has no scrolled window, or no allocation yet). GtkListView unmaps the rows it keeps out
// of view (194 of a long text's 200 paragraphs).
static gboolean CGtkShim_paragraph_in_view(CGtkShimParagraph *self) {
    GtkWidget *widget = GTK_WIDGET(self);
    if (!gtk_widget_get_mapped(widget)) return FALSE;
    GtkWidget *view = gtk_widget_get_ancestor(widget, GTK_TYPE_SCROLLED_WINDOW);
    graphene_rect_t bounds;
    if (view == NULL || gtk_widget_get_height(widget) <= 0 || !gtk_widget_compute_bounds(widget, view, &bounds)) {
        return TRUE;
    }
    float top = -CGTKSHIM_PARAGRAPH_VIEW_MARGIN, bottom = gtk_widget_get_height(view) + CGTKSHIM_PARAGRAPH_VIEW_MARGIN;
    return bounds.origin.y + bounds.size.height > top && bounds.origin.y < bottom;
}

// The height at `width_px` without wrapping: the last wrap's height scaled by the widths (a
// paragraph's line count goes about inversely with its width), never less than one line.
static int CGtkShim_paragraph_estimate(CGtkShimParagraph *self, int width_px) {
    int line = 0;
    PangoLayoutIter *iter = pango_layout_get_iter(self->layout);
    PangoRectangle logical;
    pango_layout_iter_get_line_extents(iter, NULL, &logical);
    line = PANGO_PIXELS_CEIL(logical.height);
    pango_layout_iter_free(iter);
    double scaled = (double)self->height * ((double)self->width / PANGO_SCALE) / (double)width_px;
    int lines = line > 0 ? (int)(scaled / line + 0.999) : 1;
    return MAX(1, lines) * MAX(line, 1);
}

static gboolean CGtkShim_paragraph_remeasure(gpointer data) {
    CGtkShimParagraph *self = data;
    self->remeasure = 0;
    if (self->estimated) {
        self->estimated = FALSE;
        self->height = -1;   // wrap at the next measure, in view or not
        gtk_widget_queue_resize(GTK_WIDGET(self));
    }
    return G_SOURCE_REMOVE;
}

// An estimated paragraph that comes into view is measured again on the next frame (a resize may
// not be queued while allocating or mapping): one frame shows its estimate and its last wrap.
static void CGtkShim_paragraph_queue_remeasure(CGtkShimParagraph *self) {
    if (!self->estimated || self->remeasure != 0) return;
    self->remeasure = g_idle_add_full(G_PRIORITY_HIGH_IDLE, CGtkShim_paragraph_remeasure, g_object_ref(self),
                                      g_object_unref);
}

static GtkSizeRequestMode CGtkShim_paragraph_get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

// Across: nothing of its own (the page gives it its width; a long line never widens the window,
// and measuring a width would shape the text at a width it is never shown at). Down: the
// height of the text wrapped at `for_size`.
static void CGtkShim_paragraph_measure(GtkWidget *widget, GtkOrientation orientation, int for_size,
                                       int *minimum, int *natural, int *minimum_baseline, int *natural_baseline) {
    int size = 0;
    CGtkShimParagraph *self = CGTKSHIM_PARAGRAPH(widget);
    if (orientation == GTK_ORIENTATION_VERTICAL) {
        // A new width out of view (a window resize: GtkListView keeps and measures up to 200
        // rows, a long text's page 200 paragraphs): estimated, wrapped when it comes into view.
        // (A new font out of view is estimated the same way, from the old font's wrap.)
        gboolean wrapped = self->layout != NULL && self->height > 0 && self->width > 0;
        if (wrapped && for_size > 0 && for_size * PANGO_SCALE != self->width && !CGtkShim_paragraph_in_view(self)) {
            self->estimated = TRUE;
            self->estimated_for = for_size;
            size = CGtkShim_paragraph_estimate(self, for_size);
        } else {
            CGtkShim_paragraph_layout_at(self, for_size, &size);
        }
    }
    *minimum = *natural = size;
    *minimum_baseline = *natural_baseline = -1;
}

static void CGtkShim_paragraph_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)height; (void)baseline;
    CGtkShimParagraph *self = CGTKSHIM_PARAGRAPH(widget);
    if (self->estimated && width == self->estimated_for) {
        if (CGtkShim_paragraph_in_view(self)) CGtkShim_paragraph_queue_remeasure(self);
        return;
    }
    CGtkShim_paragraph_layout_at(self, width, NULL);
}

static void CGtkShim_paragraph_map(GtkWidget *widget) {
    GTK_WIDGET_CLASS(CGtkShim_paragraph_parent_class)->map(widget);
    CGtkShim_paragraph_queue_remeasure(CGTKSHIM_PARAGRAPH(widget));
}

static void CGtkShim_paragraph_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    CGtkShimParagraph *self = CGTKSHIM_PARAGRAPH(widget);
    // An estimated paragraph draws its last wrap (out of view, or for the one frame before its
    // re-measure).
    PangoLayout *layout = self->estimated ? self->layout
                                          : CGtkShim_paragraph_layout_at(self, gtk_widget_get_width(widget), NULL);
    GdkRGBA color;
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);
    gtk_snapshot_append_layout(snapshot, layout, &color);
}

static void CGtkShim_paragraph_finalize(GObject *object) {
    CGtkShimParagraph *self = CGTKSHIM_PARAGRAPH(object);
    g_clear_object(&self->layout);
    // (A queued re-measure holds a reference: none is left at finalize.)
    g_free(self->text);
    G_OBJECT_CLASS(CGtkShim_paragraph_parent_class)->finalize(object);
}

static void CGtkShim_paragraph_class_init(CGtkShimParagraphClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    G_OBJECT_CLASS(klass)->finalize = CGtkShim_paragraph_finalize;
    widget_class->get_request_mode = CGtkShim_paragraph_get_request_mode;
    widget_class->measure = CGtkShim_paragraph_measure;
    widget_class->size_allocate = CGtkShim_paragraph_size_allocate;
    widget_class->snapshot = CGtkShim_paragraph_snapshot;
    widget_class->map = CGtkShim_paragraph_map;
    // Styled as a label is (`label` CSS node) and read as one.
    gtk_widget_class_set_css_name(widget_class, "label");
    gtk_widget_class_set_accessible_role(widget_class, GTK_ACCESSIBLE_ROLE_LABEL);
}

static void CGtkShim_paragraph_init(CGtkShimParagraph *self) {
    self->text = g_strdup("");
    self->width = G_MININT;
    self->height = -1;
    // Asking for no width, it takes all its parent has (a grid cell gives a child without
    // hexpand only its natural width).
    gtk_widget_set_hexpand(GTK_WIDGET(self), TRUE);
}

GtkWidget *CGtkShim_paragraph_new(void) {
    return GTK_WIDGET(g_object_new(CGTKSHIM_TYPE_PARAGRAPH, NULL));
}

const char *CGtkShim_paragraph_get_text(GtkWidget *paragraph) {
    return CGTKSHIM_PARAGRAPH(paragraph)->text;
}

void CGtkShim_paragraph_set_text(GtkWidget *paragraph, const char *text) {
    CGtkShimParagraph *self = CGTKSHIM_PARAGRAPH(paragraph);
    if (g_strcmp0(self->text, text) == 0) return;
    g_free(self->text);
    self->text = g_strdup(text ? text : "");
    if (self->layout) pango_layout_set_text(self->layout, self->text, -1);
    self->height = -1;
    self->estimated = FALSE;
    // A screen reader reads a label by its name (gtk_accessible_update_property is variadic).
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->text, -1);
    gtk_widget_queue_resize(paragraph);
}

guint CGtkShim_paragraph_take_wraps(void) {
    guint wraps = CGtkShim_paragraph_wraps;
    CGtkShim_paragraph_wraps = 0;
    return wraps;
}
