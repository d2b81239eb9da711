/* LiListView's GtkScrollable state and its class setup (li-list-view-scroll.c), kept in the
 * instance's private data by li-list-view.c. Not installed. */
#pragma once

#include "list-interactions.h"

typedef struct {
  GtkAdjustment *hadjustment; /* referenced; never NULL after init */
  GtkAdjustment *vadjustment; /* referenced: a container's, or the view's own scrollbar's */
  gboolean external;          /* vadjustment is a container's (set through GtkScrollable) */
  GtkScrollablePolicy hscroll_policy, vscroll_policy;
} LiListViewScroll;

/* The view's scroll state (li-list-view.c). */
LiListViewScroll *li_list_view_scroll_of(LiListView *self);

/* The property ids from `first` on: hadjustment, vadjustment, hscroll-policy, vscroll-policy. */
void li_list_view_scroll_class_init(GObjectClass *object_class, guint first);
void li_list_view_scroll_init(LiListView *self);
void li_list_view_scroll_dispose(LiListView *self);
gboolean li_list_view_scroll_get_property(GObject *object, guint prop_id, GValue *value, guint first);
gboolean li_list_view_scroll_set_property(GObject *object, guint prop_id, const GValue *value, guint first);
