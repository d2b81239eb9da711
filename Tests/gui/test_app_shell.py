"""The app shell a GNOME user expects: the primary menu on F10, About with the version,
Preferences kept across a restart, the header bar's spinner drawn without an SVG loader."""
import os
import subprocess
import tempfile

from harness import accessible_tree, BINARY, GTK_VERSION, App, poll, press_keys, sh, test


def windows(pid):
    return set(sh("xdotool", "search", "--onlyvisible", "--pid", str(pid), check=False).split())


def wait_for_new_window(pid, before, what):
    """For an app run without `App` (no --debug events): its new window, asked for again."""
    return poll(lambda: next(iter(windows(pid) - before), None), what)


def point_at_list(app):
    rect = app.ready["list"]
    app.move(rect["x"] + 200, rect["y"] + 100)


@test
def the_header_spinner_turns_without_loading_an_svg_renderer():
    # On GTK 4.8 the theme's spinner icon is an SVG in Adwaita: drawing it once loaded librsvg and
    # libxml2 (about 9 MiB resident) for the rest of the run, so the app draws its own symbolic PNG.
    # GTK 4.18 and later draw every symbolic icon of the theme through librsvg (loaded with 20 rows
    # and no spinner at all), so there the check says nothing of the spinner and is not made.
    with App("--rows", "1000000", name="spinner") as app:     # rows made after the window opens
        turned = app.wait_event("spinner", spinning=True, what="the spinner turning while rows load")
        painted = app.wait_event("paint", since=app._index(turned) + 1, what="a frame painted while it turned")
        app.wait_event("spinner", since=app._index(painted) + 1, spinning=False, what="the spinner stopping")
        if GTK_VERSION < (4, 18):
            mapped = open(f"/proc/{app.proc.pid}/maps").read()
            for library in ("librsvg", "libpixbufloader-svg"):
                assert library not in mapped, f"{library} was loaded to draw the spinner"
        app.quit(timeout=30)


@test
def f10_opens_the_primary_menu():
    with App("--rows", "20", name="primary-menu") as app:
        point_at_list(app)
        before = windows(app.proc.pid)
        app.open_menu("F10")
        menu = app.new_window(before, "the primary menu's window")
        app.screenshot("primary-menu")
        app.close_menu("Escape")
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
        main = wait_for_new_window(proc.pid, set(), "the main window")
        # Below the open menu: a pointer resting on an item would take the keyboard's place.
        sh("xdotool", "mousemove", "--window", main, "200", "650")
        before = windows(proc.pid)
        press_keys("F10")
        menu = wait_for_new_window(proc.pid, before, "the primary menu")
        sh("xdotool", "key", "Up")       # the last item: About
        sh("xdotool", "key", "Return")
        about = wait_for_new_window(proc.pid, before | {menu}, "the About window")
        assert sh("xdotool", "getwindowname", about) == "About List Interactions"

        def about_in(nodes):
            # The dialog is a top-level child of the application; its labels follow it, deeper.
            return next((i for i, n in enumerate(nodes) if n["depth"] == 1 and n["name"] == "About List Interactions"),
                        None)
        # Without --debug, no event says the dialog is on the accessibility bus: asked again.
        nodes = poll(lambda: (lambda n: n if about_in(n) is not None else None)(accessible_tree(proc.pid)),
                     "the About window on the accessibility bus")
        start = about_in(nodes)
        sh("import", "-window", "root", os.path.join(os.environ.get("ARTIFACTS", "artifacts"), "about.png"),
           check=False)
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
            app.new_window(before, "the preferences window", focused=True)
            app.key("alt+f")                         # _Fast (40 rows/s)
            app.wait_for("preferences", autoScrollSpeed="fast")
            app.screenshot("preferences")
            app.key("Escape")
            app.wait_until(lambda: app.windows() == before, "Escape closing the preferences window")
            point_at_list(app)
            app.quit()
        with App("--rows", "20", name="preferences-2", env=env) as app:
            again = [e for e in app.log if e["event"] == "preferences"]
            assert again and again[-1]["autoScrollSpeed"] == "fast" and again[-1]["rowsPerSecond"] == 40, again
            app.quit()
