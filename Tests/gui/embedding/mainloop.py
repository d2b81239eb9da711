"""What the embedding scripts share: running GLib's main loop until a condition holds."""
import time

from gi.repository import GLib


def wait_until(condition, timeout=10.0):
    """Runs the main loop until `condition()` holds (frames animate a transition, a window maps);
    False if it did not within `timeout` seconds."""
    deadline = time.monotonic() + timeout
    context = GLib.MainContext.default()
    while not condition():
        if time.monotonic() > deadline:
            return False
        context.iteration(False)
        time.sleep(0.002)
    return True
