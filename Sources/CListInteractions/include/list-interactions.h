/* ListInteractions-1: the list's interactions as a GTK 4 widget for any language.
 *
 * Include this header only; pkg-config: list-interactions-1.
 */
#pragma once

#define LIST_INTERACTIONS_INSIDE
#include "li-version.h"
#include "li-list-view.h"
#include "li-list-view-scroll.h"
#include "li-list-selection.h"
#include "li-list-view-transition.h"
#include "li-navigation-stack.h"
#include "li-row-factory.h"
#include "li-list-view-activate.h"
#include "li-list-view-sections.h"
#include "li-list-view-reorder.h"
#undef LIST_INTERACTIONS_INSIDE
