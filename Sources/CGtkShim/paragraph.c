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
};

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
    }
    if (height) *height = self->height;
    return self->layout;
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
    if (orientation == GTK_ORIENTATION_VERTICAL) {
        CGtkShim_paragraph_layout_at(CGTKSHIM_PARAGRAPH(widget), for_size, &size);
    }
    *minimum = *natural = size;
    *minimum_baseline = *natural_baseline = -1;
}

static void CGtkShim_paragraph_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)height; (void)baseline;
    CGtkShim_paragraph_layout_at(CGTKSHIM_PARAGRAPH(widget), width, NULL);
}

static void CGtkShim_paragraph_snapshot(GtkWidget *widget, GtkSnapshot *snapshot) {
    PangoLayout *layout = CGtkShim_paragraph_layout_at(CGTKSHIM_PARAGRAPH(widget), gtk_widget_get_width(widget), NULL);
    GdkRGBA color;
    gtk_style_context_get_color(gtk_widget_get_style_context(widget), &color);
    gtk_snapshot_append_layout(snapshot, layout, &color);
}

static void CGtkShim_paragraph_finalize(GObject *object) {
    CGtkShimParagraph *self = CGTKSHIM_PARAGRAPH(object);
    g_clear_object(&self->layout);
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
    // A screen reader reads a label by its name (gtk_accessible_update_property is variadic).
    gtk_accessible_update_property(GTK_ACCESSIBLE(self), GTK_ACCESSIBLE_PROPERTY_LABEL, self->text, -1);
    gtk_widget_queue_resize(paragraph);
}
