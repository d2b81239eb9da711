"""A LiNavigationStack over a LiListView with an opened row and its page pushed, for a test that
scrubs the stack's swipe-progress slider with real pointer events. Prints JSON Lines on stdout:
`ready` with the slider's rect (window coordinates) once the page is shown, `motion` at the
second frame after a pointer motion, and `progress`
each frame the back progress changed (with the opened item; `highlight` is 1 − progress until the
list view draws and its frame trace can be read).

With `--bind`, as an app binding its own header to the gesture: the stack's `progress` is bound
(g_object_bind_property) to a header's GtkAdjustment, and each `notify::progress` and
`notify::transition-running` prints `stack` with the stack's values and the bound value."""
import json
import sys

import gi

gi.require_version("Gtk", "4.0")
gi.require_version("ListInteractions", "1")
from gi.repository import GLib, GObject, Gtk, ListInteractions  # noqa: E402

Gtk.init()
Li = ListInteractions


def say(event, **fields):
    print(json.dumps({"event": event, **fields}), flush=True)


def descendants(widget):
    child = widget.get_first_child()
    while child is not None:
        yield child
        yield from descendants(child)
        child = child.get_next_sibling()


model = Gtk.StringList.new(["Oslo", "Bergen", "Tromsø", "Stavanger"])
view = Li.ListView(model=model)
stack = Li.NavigationStack.new(view)
window = Gtk.Window(title="transition scrub", default_width=480, default_height=400)
window.set_child(stack)
window.connect("close-request", lambda *_: loop.quit() or False)
view.open_item(model.get_item(1))
page = Gtk.Label(label="Bergen")
stack.push(page)
if "--bind" in sys.argv:
    header = Gtk.Adjustment(lower=0, upper=1)
    stack.bind_property("progress", header, "value", GObject.BindingFlags.SYNC_CREATE)

    def told(stack, pspec):
        say("stack", property=pspec.name, progress=stack.props.progress, running=stack.props.transition_running,
            bound=header.get_value())

    stack.connect("notify::progress", told)
    stack.connect("notify::transition-running", told)
window.present()

last = {"progress": None, "ready": False, "motion": None}
# A pointer motion is echoed at the next frame, after that frame's progress (a test that holds
# the pointer still sees whether the progress moved meanwhile).
motion = Gtk.EventControllerMotion(propagation_phase=Gtk.PropagationPhase.CAPTURE)
motion.connect("motion", lambda _, x, y: last.update(motion=(round(x), round(y), 0)))
window.add_controller(motion)


def tick(widget, clock):
    progress = round(view.get_back_progress(), 4)
    opened = view.dup_opened_item()
    opened = opened.props.string if opened is not None else None
    if not last["ready"]:
        scale = next((w for w in descendants(stack) if isinstance(w, Gtk.Scale)), None)
        ok, bounds = scale.compute_bounds(window) if scale is not None and scale.get_mapped() else (False, None)
        # Ready once the push is done (the page at rest at x 0: the slider scrubs only then) and
        # the slider's bar is laid out.
        page_ok, page_bounds = page.compute_bounds(stack) if page.get_mapped() else (False, None)
        if ok and page_ok and page_bounds.get_x() == 0 and bounds.get_width() > 100 and bounds.get_x() >= 0:
            last["ready"] = True
            # The window's client area starts after the CSD shadow: report the native offset too.
            x, y = window.get_surface_transform()
            say("ready", slider={"x": bounds.get_x() + x, "y": bounds.get_y() + y,
                                 "width": bounds.get_width(), "height": bounds.get_height()}, opened=opened)
    if last["ready"] and progress != last["progress"]:
        last["progress"] = progress
        say("progress", progress=progress, highlight=round(1 - progress, 4), opened=opened)
    if last["ready"] and last["motion"] is not None:
        # The second frame after the motion: the stack's own tick (advancing the transition) may
        # run after this one within a frame.
        x, y, frames = last["motion"]
        if frames >= 1:
            say("motion", x=x, y=y)
            last["motion"] = None
        else:
            last["motion"] = (x, y, frames + 1)
    return GLib.SOURCE_CONTINUE


window.add_tick_callback(tick)
loop = GLib.MainLoop()
GLib.unix_signal_add(GLib.PRIORITY_DEFAULT, 15, lambda: loop.quit() or False)
loop.run()
sys.exit(0)
