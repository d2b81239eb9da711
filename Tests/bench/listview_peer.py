"""A plain GtkListView of the same generated rows as `ListDemo --rows N` — the same three lines of
text (title; group · value; the description), bound by a GtkBuilderListItemFactory so no Python
runs per row — for the widget-row bench. (The lines are one GtkLabel: a list item binds one
string.)
Prints {"event":"ready"} once shown and {"event":"paint","ms":…} for every frame GTK lays out and
paints (frame clock "layout" to "after-paint"), as ListDemo --debug does.

    /usr/bin/python3 listview_peer.py 1000000
    /usr/bin/python3 listview_peer.py rows.csv     # a CSV's rows: name; population; description
"""
import csv
import json
import sys

import gi

gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk  # noqa: E402

TEMPLATE = b"""<interface><template class="GtkListItem"><property name="child">
<object class="GtkLabel"><property name="xalign">0</property><property name="ellipsize">end</property>
<property name="margin-top">8</property><property name="margin-bottom">8</property>
<property name="margin-start">16</property>
<binding name="label"><lookup name="string" type="GtkStringObject"><lookup name="item">GtkListItem</lookup>
</lookup></binding></object></property></template></interface>"""


def row_text(i):
    """ListDemo's generated row i (RowSource.generatedRow): the value is a SplitMix64 hash."""
    z = (i + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
    value = (z ^ (z >> 31)) % 100_000
    return f"Row {i}\nGroup {i % 17} · {value}\nGenerated row {i} in group {i % 17} with value {value}."


def csv_texts(path):
    """ListDemo's three lines of a CSV row (name, population, description) as one text."""
    with open(path, newline="", encoding="utf-8") as f:
        return ["\n".join(row[:3]) for row in list(csv.reader(f))[1:]]


def main():
    argument = sys.argv[1] if len(sys.argv) > 1 else "1000"
    texts = csv_texts(argument) if argument.endswith(".csv") else [row_text(i) for i in range(int(argument))]
    app = Gtk.Application(application_id="io.github.listinteractions.ListPeerBench")
    state = {"start": None}

    def emit(event):
        print(json.dumps(event), flush=True)

    def activate(app):
        window = Gtk.ApplicationWindow(application=app, title="GtkListView peer")
        window.set_default_size(520, 720)
        strings = Gtk.StringList.new(texts)
        factory = Gtk.BuilderListItemFactory.new_from_bytes(None, GLib.Bytes.new(TEMPLATE))
        view = Gtk.ListView.new(Gtk.NoSelection.new(strings), factory)
        scrolled = Gtk.ScrolledWindow()
        scrolled.set_child(view)
        window.set_child(scrolled)

        def realized(*_):
            clock = window.get_frame_clock()
            clock.connect("layout", lambda *_: state.update(start=GLib.get_monotonic_time()))

            def painted(*_):
                if state["start"] is not None:
                    emit({"event": "paint", "ms": (GLib.get_monotonic_time() - state["start"]) / 1000})
                    state["start"] = None
            clock.connect("after-paint", painted)
            GLib.timeout_add(500, lambda: emit({"event": "ready"}) or False)
        window.connect("map", realized)
        window.present()

    app.connect("activate", activate)
    app.run([])


if __name__ == "__main__":
    main()
