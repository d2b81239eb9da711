"""LiListView over 1 000 app GObjects: a shown property that notifies crossfades its row, and only
the items of the rows in the frame have a `notify` handler. Steps on the window's frame clock;
prints one JSON object."""
import json

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gio, GLib, GObject, Gtk, ListInteractions  # noqa: E402


class City(GObject.Object):
    name = GObject.Property(type=str)


def has_notify_handler(item):
    return GObject.signal_has_handler_pending(item, GObject.signal_lookup("notify", City), 0, True)


def main():
    Gtk.init()
    loop = GLib.MainLoop()
    cities = [City(name=f"City {i}") for i in range(1000)]
    store = Gio.ListStore(item_type=City)
    store.splice(0, 0, cities)
    view = ListInteractions.ListView(model=store, title_property="name")
    window = Gtk.Window(default_width=320, default_height=400, child=view)
    result = {}
    ticks = [0]

    def tick(_widget, _clock):
        ticks[0] += 1
        if ticks[0] == 20:
            result["watched_in_frame"] = has_notify_handler(cities[1])
            result["watched_outside"] = [i for i in range(100, 1000) if has_notify_handler(cities[i])]
            cities[1].props.name = "Bjørgvin"
        elif ticks[0] == 60:
            result["rows"] = [view.dup_row_title(i) for i in range(3)]
            loop.quit()
            return GLib.SOURCE_REMOVE
        return GLib.SOURCE_CONTINUE

    window.add_tick_callback(tick)
    window.present()
    loop.run()
    window.destroy()
    print(json.dumps(result))


if __name__ == "__main__":
    main()
