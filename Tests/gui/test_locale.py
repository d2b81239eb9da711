"""The user's language and locale: German text and digit grouping in the header bar and the
summary; right to left in Hebrew."""
import json
import os
import subprocess
import threading
import time

from harness import ARTIFACTS, BINARY, sh, test


class LocaleApp:
    """The app in a locale, on the accessibility bus, its --debug events collected."""

    def __init__(self, language, *flags):
        env = {k: v for k, v in os.environ.items() if k not in ("GTK_A11Y", "NO_AT_BRIDGE", "LANGUAGE")}
        env.update(GDK_BACKEND="x11", GSK_RENDERER="cairo", LANG=language, LC_ALL=language)
        self.proc = subprocess.Popen([BINARY, "--debug", *flags], env=env, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, text=True)
        self.events = []
        threading.Thread(target=self._read, daemon=True).start()
        deadline = time.time() + 30
        while not any(e.get("event") == "ready" for e in self.events):
            assert time.time() < deadline and self.proc.poll() is None, "no ready event"
            time.sleep(0.05)

    def _read(self):
        for line in self.proc.stdout:
            if line.startswith("{"):
                self.events.append(json.loads(line))

    def event(self, name):
        return next(e for e in self.events if e.get("event") == name)

    def accessible_names(self):
        from test_accessibility import tree
        return [(n["role"], n["name"]) for n in tree(self.proc.pid)]

    def close(self):
        self.proc.terminate()
        self.proc.wait(timeout=10)


@test
def german_locale_speaks_german_with_german_grouping():
    app = LocaleApp("de_DE.UTF-8", "--rows", "12345", "--sort", "value:desc")
    try:
        summary = app.event("summary")
        assert summary["title"] == "12.345 Zeilen", summary
        assert summary["subtitle"] == "Sortiert nach value, absteigend", summary
        assert summary["details"].startswith("12.345 Zeilen · 0 ausgewählt · 0 Live-Aktualisierungen"), summary
        names = app.accessible_names()
        assert ("label", "Zeilen") in names, names          # the header bar title
        assert ("toggle button", "Bearbeiten") in names or ("push button", "Bearbeiten") in names, names
        assert ("push button", "Alle auswählen") in names, names
        assert any(name == "Hauptmenü" for _, name in names), names   # the icon-only primary menu button
        sh("xdotool", "mousemove", "200", "300")
        sh("xdotool", "key", "ctrl+i")
        time.sleep(0.8)
        sh("import", "-window", "root", os.path.join(ARTIFACTS, "german.png"))
    finally:
        app.close()


@test
def hebrew_mirrors_the_list_the_strip_and_the_back_direction():
    from harness import App
    with App("--rows", "30", name="hebrew", env={"LANG": "he_IL.UTF-8", "LC_ALL": "he_IL.UTF-8"}) as app:
        lst, strip, rows = app.ready["list"], app.ready["strip"], app.ready["rows"]
        assert strip["x"] + strip["width"] == lst["x"] + lst["width"], (strip, lst)   # the right edge
        app.move(lst["x"] + 200, lst["y"] + 100)
        app.key("ctrl+e")
        time.sleep(0.6)
        x = strip["x"] + strip["width"] / 2
        top = rows[1]["y"] + 10
        app.drag([(x, top)] + [(x, top + k * 10) for k in range(1, 16)])
        app.up()
        time.sleep(0.5)
        shot = app.screenshot("hebrew-edit")
        # The check mark of selected row 1 is drawn 26 px from the right edge, none on the left.
        cy = rows[1]["y"] + rows[1]["height"] / 2 - 5   # inside the filled circle, above the tick
        r, g, b = shot.pixel(lst["x"] + lst["width"] - 26, cy)
        assert b > 180 and r < 120, ("no filled check mark on the right", (r, g, b))
        r, g, b = shot.pixel(lst["x"] + 26, cy)
        assert not (b > 180 and r < 120), ("a check mark on the left", (r, g, b))
        app.key("Escape")
        time.sleep(0.5)
        app.click(lst["x"] + 200, rows[2]["y"] + 10)
        slider = app.wait_for("page", page="detail")["slider"]
        # The slider runs right to left too: press at its start (right) and scrub 40 % leftwards.
        y = slider["y"] + slider["height"] / 2
        x0 = slider["x"] + slider["width"] - 12
        x1 = x0 - 0.4 * slider["width"]
        app.drag([(x0, y)] + [(x0 + (x1 - x0) * k / 10, y) for k in range(1, 11)])
        time.sleep(0.4)
        shot = app.screenshot("hebrew-back")
        # The list page comes back from the right: its highlighted row 2 shows near the right
        # edge while the detail page (plain background) still covers the left.
        app.up()
        time.sleep(1)
        app.move(lst["x"] + 200, lst["y"] + 100)
        app.quit()
        right = shot.pixel(lst["x"] + lst["width"] - 20, rows[2]["y"] + 10)
        left = shot.pixel(lst["x"] + 20, rows[2]["y"] + 10)
        assert right != left, (right, left)
        assert right[2] > right[0] + 15, ("the highlighted list row is not on the right", right)
