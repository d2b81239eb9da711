"""Window chrome a person expects from a GNOME app: the keyboard shortcuts window."""
import time

from harness import App, sh, test


@test
def ctrl_question_opens_the_keyboard_shortcuts_window():
    with App(name="shortcuts") as app:
        list_rect = app.ready["list"]
        app.move(list_rect["x"] + 200, list_rect["y"] + 100)
        def windows():
            return set(sh("xdotool", "search", "--onlyvisible", "--pid", str(app.proc.pid), check=False).split())
        before = windows()
        app.key("ctrl+question")
        deadline = time.time() + 5
        while len(windows()) <= len(before) and time.time() < deadline:
            time.sleep(0.1)
        new = windows() - before
        assert new, "no shortcuts window appeared"
        geometry = sh("xdotool", "getwindowgeometry", new.pop())
        assert "Geometry" in geometry, geometry
        app.screenshot("shortcuts-window")
        app.key("Escape")
        time.sleep(0.3)
        app.move(list_rect["x"] + 200, list_rect["y"] + 100)
        assert app.quit()["page"] == "list"
