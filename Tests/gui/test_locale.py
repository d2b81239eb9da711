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
        import pyatspi
        desktop = pyatspi.Registry.getDesktop(0)
        apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
        ours = [a for a in apps if a is not None and a.get_process_id() == self.proc.pid]
        assert ours, "the app is not on the accessibility bus"
        names = []

        def walk(node, depth=0):
            if node is None or depth > 40:
                return
            names.append((node.getRoleName(), node.name))
            for i in range(node.childCount):
                walk(node.getChildAtIndex(i), depth + 1)
        walk(ours[0])
        return names

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
        sh("xdotool", "mousemove", "200", "300")
        sh("xdotool", "key", "ctrl+i")
        time.sleep(0.8)
        sh("import", "-window", "root", os.path.join(ARTIFACTS, "german.png"))
    finally:
        app.close()
