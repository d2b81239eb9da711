"""A LiListView with an app's header above its rows: a box with a title label, a search entry
(stdout: "typed TEXT" as it changes) and a "More" button that opens a revealer. The buttons below the list change the header as an app would; the test
clicks them all with real pointer events and reads the frames (LI_DEBUG=frames).

    header.py     # a window; stdout: "natural N" each time the header's natural height changes,
                  # "destroyed {json}" after "Destroy", then it quits
Buttons: "More" (in the header: the revealer opens), "Longer title" (the title wraps onto more
lines), "No header" (the property set to None), "Destroy" (a new header set, then the view
destroyed two frames later, mid-animation).
"""
import json

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import GLib, Gtk, ListInteractions  # noqa: E402

CITIES = ["Oslo", "Bergen", "Tromsø", "Stavanger", "Bodø", "Arendal", "Drammen", "Kristiansand",
          "Hamar", "Molde", "Narvik", "Lillehammer"]
LONG = "Cities of Norway, from the fjords of the west coast to the far north, in the order the model gives"


def make_header():
    title = Gtk.Label(label="Cities", xalign=0, wrap=True)
    revealer = Gtk.Revealer(transition_type=Gtk.RevealerTransitionType.SLIDE_DOWN, transition_duration=300,
                            child=Gtk.Label(label="Twelve cities\nNo sorter\nNo filter", xalign=0))
    more = Gtk.Button(label="More")
    more.connect("clicked", lambda _b: revealer.set_reveal_child(not revealer.get_reveal_child()))
    search = Gtk.Entry(placeholder_text="Search")
    search.update_property([Gtk.AccessibleProperty.LABEL], ["Search"])
    search.connect("changed", lambda entry: print("typed", entry.get_text(), flush=True))
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL, spacing=4, margin_start=12, margin_end=12,
                  margin_top=8, margin_bottom=8)
    for child in (title, search, more, revealer):
        box.append(child)
    return box, title


class App:
    def __init__(self):
        self.loop = GLib.MainLoop()
        self.view = ListInteractions.ListView(model=Gtk.StringList.new(CITIES), vexpand=True)
        self.header, self.title = make_header()
        self.view.props.header = self.header
        assert self.view.get_header() is self.header
        self.natural, self.destroy_at, self.ticks = None, None, 0
        buttons = Gtk.Box(spacing=4)
        for label, action in (("Longer title", lambda _b: self.title.set_label(LONG)),
                              ("No header", lambda _b: self.view.set_header(None)),
                              ("Destroy", self.destroy)):
            button = Gtk.Button(label=label)
            button.connect("clicked", action)
            buttons.append(button)
        self.page = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
        self.page.append(self.view)
        self.page.append(buttons)
        self.window = Gtk.Window(title="Header", default_width=360, default_height=520, child=self.page)
        self.window.add_tick_callback(self.tick)
        self.window.connect("close-request", lambda _w: self.loop.quit() or False)

    def natural_height(self):
        """The header's natural height for the view's width, as LiListView measures it."""
        width = self.view.get_width()
        header = self.view.get_header()
        return header.measure(Gtk.Orientation.VERTICAL, width)[1] if width > 0 and header else 0

    def tick(self, _widget, _clock):
        self.ticks += 1
        if self.view is None:
            return GLib.SOURCE_CONTINUE
        height = self.natural_height()
        if height != self.natural:
            self.natural = height
            print("natural", height, flush=True)
        if self.destroy_at is not None and self.ticks >= self.destroy_at:
            self.destroy_at = None
            finalized, header_finalized = [], []
            view, self.view = self.view, None
            view.weak_ref(lambda *_: finalized.append(True))
            view.get_header().weak_ref(lambda *_: header_finalized.append(True))
            self.page.remove(view)
            del view
            GLib.timeout_add(200, self.done, finalized, header_finalized)
        return GLib.SOURCE_CONTINUE

    def destroy(self, _button):
        """A new header (its height animating in), then the view destroyed two frames later."""
        self.view.props.header = Gtk.Label(label="A header that is going away\nwith the view", xalign=0)
        self.destroy_at = self.ticks + 2

    def done(self, finalized, header_finalized):
        print("destroyed", json.dumps({"view_finalized": bool(finalized), "header_finalized": bool(header_finalized),
                                       "old_header_unparented": self.header.get_parent() is None}), flush=True)
        self.loop.quit()
        return GLib.SOURCE_REMOVE


def main():
    Gtk.init()
    app = App()
    app.window.present()
    app.loop.run()


if __name__ == "__main__":
    main()
