/* ListInteractions-1's version and availability macros, in libadwaita's manner (adw-version.h):
 * LI_MAJOR_VERSION … LI_CHECK_VERSION for the app's preprocessor, and the LI_AVAILABLE_IN_x_y
 * mark every public symbol carries (gi-docgen and gir-generated bindings read `Since:` from the
 * doc comments; these macros export the symbol, and a later LI_DEPRECATED_IN_x_y will warn). */
#pragma once

#if !defined(LIST_INTERACTIONS_INSIDE) && !defined(LIST_INTERACTIONS_COMPILATION)
#error "Only <list-interactions.h> can be included directly."
#endif

#include <glib.h>

/**
 * LI_MAJOR_VERSION:
 *
 * The major version of ListInteractions-1 the app is compiled against.
 *
 * Since: 1.0
 */
#define LI_MAJOR_VERSION 1

/**
 * LI_MINOR_VERSION:
 *
 * The minor version of ListInteractions-1 the app is compiled against.
 *
 * Since: 1.0
 */
#define LI_MINOR_VERSION 0

/**
 * LI_MICRO_VERSION:
 *
 * The micro version of ListInteractions-1 the app is compiled against.
 *
 * Since: 1.0
 */
#define LI_MICRO_VERSION 0

/**
 * LI_VERSION_S:
 *
 * The version of ListInteractions-1 the app is compiled against, as a string ("1.0.0").
 *
 * Since: 1.0
 */
#define LI_VERSION_S "1.0.0"

/**
 * LI_VERSION_HEX:
 *
 * The version of ListInteractions-1 the app is compiled against, as one number (0xMMmmuu00:
 * major, minor, micro), for comparisons.
 *
 * Since: 1.0
 */
#define LI_VERSION_HEX (LI_MAJOR_VERSION << 24 | LI_MINOR_VERSION << 16 | LI_MICRO_VERSION << 8)

/**
 * LI_CHECK_VERSION:
 * @major: a major version
 * @minor: a minor version
 * @micro: a micro version
 *
 * Whether the ListInteractions-1 the app is compiled against is @major.@minor.@micro or newer.
 *
 * Returns: %TRUE when it is
 *
 * Since: 1.0
 */
#define LI_CHECK_VERSION(major, minor, micro)                                                             \
  (LI_MAJOR_VERSION > (major) || (LI_MAJOR_VERSION == (major) && LI_MINOR_VERSION > (minor)) ||          \
   (LI_MAJOR_VERSION == (major) && LI_MINOR_VERSION == (minor) && LI_MICRO_VERSION >= (micro)))

/* The library is built with -fvisibility=hidden: only what carries one of these is exported. */
#ifndef _LI_EXTERN
#define _LI_EXTERN __attribute__((visibility("default"))) extern
#endif

#define LI_AVAILABLE_IN_ALL _LI_EXTERN
#define LI_AVAILABLE_IN_1_0 _LI_EXTERN
