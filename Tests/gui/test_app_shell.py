"""The app shell a GNOME user expects: the primary menu on F10, About with the version,
Preferences kept across a restart."""
import os
import subprocess
import tempfile
import time

from harness import accessible_tree, BINARY, App, sh, test


def windows(pid):
    return set(sh("xdotool", "search", "--onlyvisible", "--pid", str(pid), check=False).split())


def wait_for_new_window(pid, before, timeout=5):
    deadline = time.time() + timeout
    while time.time() < deadline:
        new = windows(pid) - before
        if new:
            return new.pop()
        time.sleep(0.1)
    raise AssertionError("no new window")


def point_at_list(app):
    rect = app.ready["list"]
    app.move(rect["x"] + 200, rect["y"] + 100)


@test
def f10_opens_the_primary_menu():
    with App("--rows", "20", name="primary-menu") as app:
        point_at_list(app)
        before = windows(app.proc.pid)
        app.key("F10")
        menu = wait_for_new_window(app.proc.pid, before)
        app.screenshot("primary-menu")
        app.key("Escape")
        time.sleep(0.3)
        assert menu not in windows(app.proc.pid), "Escape leaves the menu open"
        point_at_list(app)
        app.quit()


@test
def about_from_the_primary_menu_shows_the_version():
    version = subprocess.run([BINARY, "--version"], capture_output=True, text=True, check=True).stdout.strip()
    env = {k: v for k, v in os.environ.items() if k not in ("GTK_A11Y", "NO_AT_BRIDGE")}
    env.update(GDK_BACKEND="x11", GSK_RENDERER="cairo")
    proc = subprocess.Popen([BINARY, "--rows", "20"], env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        main = wait_for_new_window(proc.pid, set(), timeout=30)
        # Below the open menu: a pointer resting on an item would take the keyboard's place.
        sh("xdotool", "mousemove", "--window", main, "200", "650")
        before = windows(proc.pid)
        sh("xdotool", "key", "F10")
        wait_for_new_window(proc.pid, before)
        sh("xdotool", "key", "Up")       # the last item: About
        sh("xdotool", "key", "Return")
        about = wait_for_new_window(proc.pid, before)
        assert sh("xdotool", "getwindowname", about) == "About List Interactions"
        time.sleep(0.5)
        sh("import", "-window", "root", os.path.join(os.environ.get("ARTIFACTS", "artifacts"), "about.png"),
           check=False)

        nodes = accessible_tree(proc.pid)
        # The dialog is a top-level child of the application; its labels follow it, deeper.
        start = next((i for i, n in enumerate(nodes) if n["depth"] == 1 and n["name"] == "About List Interactions"), None)
        assert start is not None, [n["name"] for n in nodes if n["depth"] == 1]
        end = next((i for i in range(start + 1, len(nodes)) if nodes[i]["depth"] <= 1), len(nodes))
        labels = [n["name"] for n in nodes[start:end] if n["role"] == "label"]
        assert version in labels, labels
        sh("xdotool", "key", "Escape")
    finally:
        proc.terminate()
        proc.wait(timeout=10)


@test
def a_preferences_change_of_the_auto_scroll_speed_is_kept_across_a_restart():
    with tempfile.TemporaryDirectory() as config:
        env = {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": config}
        with App("--rows", "20", name="preferences-1", env=env) as app:
            first = [e for e in app.log if e["event"] == "preferences"]
            assert first and first[-1]["autoScrollSpeed"] == "moderate", first
            point_at_list(app)
            before = windows(app.proc.pid)
            app.key("ctrl+comma")
            wait_for_new_window(app.proc.pid, before)
            time.sleep(0.3)
            app.key("alt+f")                         # _Fast (40 rows/s)
            app.wait_for("preferences", autoScrollSpeed="fast")
            app.screenshot("preferences")
            app.key("Escape")
            time.sleep(0.3)
            point_at_list(app)
            app.quit()
        with App("--rows", "20", name="preferences-2", env=env) as app:
            again = [e for e in app.log if e["event"] == "preferences"]
            assert again and again[-1]["autoScrollSpeed"] == "fast" and again[-1]["rowsPerSecond"] == 40, again
            app.quit()
