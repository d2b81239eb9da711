"""Prints the AT-SPI tree of one process as JSON: run by the GUI tests in a fresh /usr/bin/python3
each time, since libatspi's cache in a long-lived test process goes stale without a main loop
(applications started later were not found).

    /usr/bin/python3 atspi_tree.py PID [SECONDS]   ->   [{"role", "name", "states", "extents", "depth"[, "description"]}, …]

SECONDS (default 15): how long to wait for the app to appear on the accessibility bus (`null` then).
"""
import json
import sys
import time

import pyatspi

# Roles by what they are, not by how one libatspi names them: 2.56 (Debian 13) calls a push button
# "button", earlier ones "push button".
ROLE_NAMES = {pyatspi.ROLE_PUSH_BUTTON: "push button", pyatspi.ROLE_TOGGLE_BUTTON: "toggle button"}

STATES = {"selected": pyatspi.STATE_SELECTED, "checked": pyatspi.STATE_CHECKED,
          "pressed": pyatspi.STATE_PRESSED, "multiselectable": pyatspi.STATE_MULTISELECTABLE,
          "focused": pyatspi.STATE_FOCUSED, "showing": pyatspi.STATE_SHOWING}


def find(pid, timeout=15):
    deadline = time.time() + timeout
    while time.time() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            try:
                if app is not None and app.get_process_id() == pid:
                    return app
            except Exception:  # noqa: BLE001 - an application that went away
                continue
        time.sleep(0.3)   # a poll interval: until the app is on the accessibility bus
    return None


def dump(node, depth, out):
    state_set = node.getState()
    role = node.getRole()
    entry = {"role": ROLE_NAMES.get(role) or node.getRoleName(), "name": node.name, "depth": depth,
             "states": [name for name, value in STATES.items() if state_set.contains(value)]}
    if node.description:
        entry["description"] = node.description
    try:
        entry["extents"] = list(node.queryComponent().getExtents(pyatspi.WINDOW_COORDS))
    except Exception:  # noqa: BLE001 - no component interface
        pass
    out.append(entry)
    if depth < 40:
        for index in range(node.childCount):
            child = node.getChildAtIndex(index)
            if child is not None:
                dump(child, depth + 1, out)


if __name__ == "__main__":
    app = find(int(sys.argv[1]), float(sys.argv[2]) if len(sys.argv) > 2 else 15)
    if app is None:
        print("null")
        sys.exit(0)
    nodes = []
    dump(app, 0, nodes)
    print(json.dumps(nodes))
