// GTK 4 and the GLib headers Swift imports as they are. What Swift cannot import (macros,
// variadics, GType registration) is wrapped once in the CGtkShim target (Sources/CGtkShim).
#pragma once
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <libintl.h>  // gettext, bindtextdomain: Swift's Glibc module leaves them out
