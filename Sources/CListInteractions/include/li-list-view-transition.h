/* LiListView's progress-driven deselection: an app hands the widget the progress of its own back
 * transition (begin, progress, end finished or cancelled: the shape of UIKit's transition
 * coordinator), and the opened row's highlight fades in step (ListInteractions-1). */
#pragma once

#if !defined(LIST_INTERACTIONS_INSIDE) && !defined(LIST_INTERACTIONS_COMPILATION)
#error "Only <list-interactions.h> can be included directly."
#endif

#include "li-list-view.h"

G_BEGIN_DECLS

LI_AVAILABLE_IN_1_0
void li_list_view_open_item(LiListView *self, GObject *item);
LI_AVAILABLE_IN_1_0
GObject *li_list_view_dup_opened_item(LiListView *self);

LI_AVAILABLE_IN_1_0
void li_list_view_begin_back_transition(LiListView *self);
LI_AVAILABLE_IN_1_0
void li_list_view_update_back_transition(LiListView *self, double progress);
LI_AVAILABLE_IN_1_0
void li_list_view_end_back_transition(LiListView *self, gboolean finished);
LI_AVAILABLE_IN_1_0
void li_list_view_animate_back_transition(LiListView *self);
LI_AVAILABLE_IN_1_0
double li_list_view_get_back_progress(LiListView *self);

G_END_DECLS
