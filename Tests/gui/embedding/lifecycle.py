"""Destroys LiListView, or replaces its model, while a re-sort is animating; prints what happened as
JSON. Frames are counted on the window's frame clock, so "mid-animation" is a state, not a delay.

    lifecycle.py destroy    # {"moving_when_destroyed": true, "finalized": true, "settings_watched_…": […]}
    lifecycle.py replace    # {"moving_when_replaced": true, "rows": [...], "new_model": [...]}
"""
import json
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import GLib, GObject, Gtk, ListInteractions  # noqa: E402

CITIES = ["Oslo", "Bergen", "Tromsø", "Stavanger", "Bodø", "Arendal", "Drammen", "Kristiansand"]
NEW = ["Lima", "Quito", "Bogotá", "Oslo"]


def settings_watched():
    """Whether anything follows the fonts or the animations setting (the widget, while it lives)."""
    settings = Gtk.Settings.get_default()
    notify = GObject.signal_lookup("notify", Gtk.Settings)
    return [name for name in ("gtk-font-name", "gtk-xft-dpi", "gtk-enable-animations")
            if GObject.signal_has_handler_pending(settings, notify, GLib.quark_from_string(name), True)]


def rows(view):
    return [view.dup_row_title(i) for i in range(view.props.n_rows)]


def main(case):
    Gtk.init()
    loop = GLib.MainLoop()
    result = {}
    model = Gtk.StringList.new(CITIES)
    view = ListInteractions.ListView(model=model)
    window = Gtk.Window(default_width=320, default_height=400, child=view)
    finalized = []
    view.weak_ref(lambda *_: finalized.append(True))
    state = {"ticks": 0, "sorted": False, "done_at": None}

    def tick(_widget, _clock):
        state["ticks"] += 1
        if state["ticks"] == 5 and not state["sorted"]:
            state["sorted"] = True
            model.splice(0, len(CITIES), list(reversed(CITIES)))   # a re-sort: every row moves
            state["change_at"] = state["ticks"]
        elif state["sorted"] and state["ticks"] == state["change_at"] + 4 and not result:
            moving = view.get_first_child() is not None and rows(view) == list(reversed(CITIES))
            if case == "destroy":
                result["moving_when_destroyed"] = moving and view.get_first_child().get_mapped()
                result["settings_watched_while_alive"] = settings_watched()
                window.set_child(None)
            else:
                result["moving_when_replaced"] = moving
                view.props.model = Gtk.StringList.new(NEW)
            state["done_at"] = state["ticks"]
        elif state["done_at"] is not None and state["ticks"] >= state["done_at"] + 40:
            loop.quit()
            return GLib.SOURCE_REMOVE
        return GLib.SOURCE_CONTINUE

    window.add_tick_callback(tick)
    window.present()
    loop.run()
    if case == "destroy":
        del view
        result["finalized"] = bool(finalized)
        result["settings_watched_after"] = settings_watched()
    else:
        result["rows"] = rows(view)
        result["new_model"] = NEW
    window.destroy()
    print(json.dumps(result))


if __name__ == "__main__":
    main(sys.argv[1])
