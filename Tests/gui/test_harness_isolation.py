"""The harness's own promise: each test's display is a world of its own. Here, the accessibility bus
of a display that was closed but exits late (held stopped, as a loaded machine can hold it) must not
take the next display's accessibility bus with it. With one runtime folder for the whole suite,
every display's bus socket had the same path, the late exit unlinked the new display's socket, and
its app never appeared to a screen reader ("Couldn't connect to accessibility bus")."""
import os
import pathlib
import signal
import subprocess
import sys

import harness
from steps import EXAMPLES

sys.path.insert(0, str(pathlib.Path(__file__).parent / "embedding"))
from example import Example  # noqa: E402


def accessibility_buses():
    """{pid: address} of every accessibility bus daemon running."""
    out = subprocess.run(["ps", "-ww", "-eo", "pid,args"], capture_output=True, text=True, check=True).stdout
    return {int(line.split()[0]): line.split("--address=")[-1] for line in out.splitlines()
            if "at-spi2/accessibility.conf" in line}


def spi_processes():
    out = subprocess.run(["ps", "-ww", "-eo", "pid,ppid,args"], capture_output=True, text=True, check=True).stdout
    return [line for line in out.splitlines() if "spi" in line]


def parent(pid):
    return int(subprocess.run(["ps", "-o", "ppid=", "-p", str(pid)], capture_output=True, text=True).stdout)


def alive(pid):
    try:
        os.kill(pid, 0)
        return True
    except ProcessLookupError:
        return False


def test_a_closed_displays_late_accessibility_bus_leaves_the_next_display_its_own():
    before = accessibility_buses()
    with Example("/usr/bin/python3", str(EXAMPLES / "list-view.py"), name="isolation-first") as first:
        first.ready()
        harness.accessible_tree(first.proc.pid)
        late = [pid for pid in accessibility_buses() if pid not in before]
        assert late, f"the first example started no accessibility bus of its own: {spi_processes()}"
        held = late + [parent(pid) for pid in late]   # the bus and its launcher
        for pid in held:
            os.kill(pid, signal.SIGSTOP)
    try:
        with Example("/usr/bin/python3", str(EXAMPLES / "list-view.py"), name="isolation-second") as second:
            second.ready()
            for pid in held:
                os.kill(pid, signal.SIGCONT)
            harness.poll(lambda: not any(alive(pid) for pid in late), "the first display's accessibility bus exiting")
            names = [node["name"] for node in second.widgets()]
            assert "Sort A–Z" in names, names
    finally:
        for pid in held:
            if alive(pid):
                os.kill(pid, signal.SIGCONT)


def unused_display():
    """A display name no X server answers."""
    number = 4242
    while os.path.exists(f"/tmp/.X11-unix/X{number}") or os.path.exists(f"/tmp/.X{number}-lock"):
        number += 1
    return f":{number}"


def test_each_displays_accessibility_registry_works_on_that_display_not_the_suites(monkeypatch):
    # The registry (at-spi2-registryd) opens an X display once it owns its bus name, and exits if
    # that fails. Started with the suite's DISPLAY (all displays' registries on one shared X
    # server), a registry that could not reach it dropped the app's pending Embed call: "Unable to
    # register the application: … Message recipient disconnected", and a screen reader never saw
    # the app. Here the suite's display is one that does not answer at all.
    monkeypatch.setenv("DISPLAY", unused_display())
    with Example("/usr/bin/python3", str(EXAMPLES / "list-view.py"), name="isolation-display") as example:
        example.ready()
        names = [node["name"] for node in example.widgets()]
        assert "Sort A–Z" in names, names
