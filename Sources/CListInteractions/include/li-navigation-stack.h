/* LiNavigationStack: a list page and a pushed page with the interactive back navigation (back
 * button, swipe-progress slider, left-edge and touchpad swipes), driving its LiListView's
 * progress-driven deselection (ListInteractions-1). */
#pragma once

#if !defined(LIST_INTERACTIONS_INSIDE) && !defined(LIST_INTERACTIONS_COMPILATION)
#error "Only <list-interactions.h> can be included directly."
#endif

#include "li-list-view.h"

G_BEGIN_DECLS

#define LI_TYPE_NAVIGATION_STACK (li_navigation_stack_get_type())

LI_AVAILABLE_IN_1_0
G_DECLARE_FINAL_TYPE(LiNavigationStack, li_navigation_stack, LI, NAVIGATION_STACK, GtkWidget)

LI_AVAILABLE_IN_1_0
GtkWidget *li_navigation_stack_new(LiListView *list_view);

LI_AVAILABLE_IN_1_0
LiListView *li_navigation_stack_get_list_view(LiNavigationStack *self);
LI_AVAILABLE_IN_1_0
void li_navigation_stack_set_list_view(LiNavigationStack *self, LiListView *list_view);

LI_AVAILABLE_IN_1_0
void li_navigation_stack_push(LiNavigationStack *self, GtkWidget *page);
LI_AVAILABLE_IN_1_0
void li_navigation_stack_pop(LiNavigationStack *self);
LI_AVAILABLE_IN_1_0
GtkWidget *li_navigation_stack_get_page(LiNavigationStack *self);
LI_AVAILABLE_IN_1_0
double li_navigation_stack_get_progress(LiNavigationStack *self);
LI_AVAILABLE_IN_1_0
gboolean li_navigation_stack_get_transition_running(LiNavigationStack *self);

G_END_DECLS
