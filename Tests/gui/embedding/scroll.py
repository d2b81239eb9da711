"""LiListView in a GtkScrolledWindow, as an app puts a GtkListView: the window's vertical
adjustment spans the rows; a wheel over the list (the test's, real) scrolls through it; setting
it moves the rows; li_list_view_scroll_to glides a far row to the top, retargets mid-flight (to
the bottom, selecting and focusing it) and reaches a row a change of the model just added.
Each step prints one JSON line (`ready`, `wheeled`, `landed`…); every adjustment value is a
`value` line; the rows are in the LI_DEBUG=frames trace on stderr."""
import json

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import Gtk, ListInteractions  # noqa: E402
from mainloop import wait_until  # noqa: E402

Gtk.init()
N = 2000
model = Gtk.StringList.new([f"Row {i}" for i in range(N)])
view = ListInteractions.ListView(model=model)
scrolled = Gtk.ScrolledWindow(child=view)
window = Gtk.Window(default_width=360, default_height=480, child=scrolled)
adjustment = scrolled.get_vadjustment()
values = []


def say(event, **fields):
    print(json.dumps(dict(event=event, **fields)), flush=True)


def on_value(adj):
    values.append(adj.get_value())
    say("value", value=adj.get_value())


adjustment.connect("value-changed", on_value)
window.present()


def own_scrollbars():
    """The view's own scrollbars shown (none while the window's adjustment is followed)."""
    found, stack = [], [view]
    while stack:
        widget = stack.pop()
        if isinstance(widget, Gtk.Scrollbar) and widget.get_mapped():
            found.append(widget)
        child = widget.get_first_child()
        while child is not None:
            stack.append(child)
            child = child.get_next_sibling()
    return len(found)


def at(value):
    return lambda: abs(adjustment.get_value() - value) < 0.5


def row_height():
    return adjustment.get_upper() / model.get_n_items()


assert wait_until(lambda: view.get_mapped() and adjustment.get_page_size() > 0
                  and adjustment.get_upper() > adjustment.get_page_size())
page = adjustment.get_page_size()
say("ready", upper=adjustment.get_upper(), page=page, value=adjustment.get_value(),
    followed=view.props.vadjustment == adjustment, own_scrollbars=own_scrollbars(),
    window_scrollbar=scrolled.get_vscrollbar().get_visible(), view_height=view.get_height())

# The test turns the wheel over the list.
assert wait_until(lambda: adjustment.get_value() > 0, timeout=60)
say("wheeled", value=adjustment.get_value())

adjustment.set_value(1000)
say("set", value=adjustment.get_value())
assert wait_until(lambda: False, timeout=0.3) is False   # a few frames for the trace

h = row_height()
start = len(values)
view.scroll_to(1500, ListInteractions.ListScrollFlags.NONE, ListInteractions.ScrollAlignment.TOP)
assert wait_until(at(1500 * h))
say("landed", step="top", value=adjustment.get_value(), values=len(values) - start)

start = len(values)
view.scroll_to(1800, ListInteractions.ListScrollFlags.NONE, ListInteractions.ScrollAlignment.CENTER)
assert wait_until(lambda: len(values) - start >= 3)
turned = adjustment.get_value()
view.scroll_to(300, ListInteractions.ListScrollFlags.SELECT | ListInteractions.ListScrollFlags.FOCUS,
               ListInteractions.ScrollAlignment.BOTTOM)
assert wait_until(at(301 * h - page))
selection = view.props.selection_model
focus = window.get_focus()
say("landed", step="retarget", value=adjustment.get_value(), turned=turned,
    peak=max(values[start:]), values=len(values) - start,
    selected=[i for i in range(N) if selection.is_selected(i)],
    focus_in_view=focus is not None and focus.is_ancestor(view))
wait_until(lambda: False, timeout=0.3)   # the frames at rest, for the trace

model.splice(1000, 0, ["Fresh"])
view.scroll_to(1000, ListInteractions.ListScrollFlags.SELECT, ListInteractions.ScrollAlignment.CENTER)
assert wait_until(at(1000 * h + h / 2 - page / 2))
say("landed", step="added", value=adjustment.get_value(), upper=adjustment.get_upper(),
    selected=[i for i in range(model.get_n_items()) if selection.is_selected(i)])
wait_until(lambda: False, timeout=0.3)
say("done")
