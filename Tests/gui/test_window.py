"""Window chrome a person expects from a GNOME app: the keyboard shortcuts window."""
import time

from harness import App, sh, test


@test
def ctrl_question_opens_the_keyboard_shortcuts_window():
    with App(name="shortcuts") as app:
        list_rect = app.ready["list"]
        app.move(list_rect["x"] + 200, list_rect["y"] + 100)
        app.key("ctrl+question")
        deadline = time.time() + 5
        found = ""
        while not found and time.time() < deadline:
            found = sh("xdotool", "search", "--onlyvisible", "--name", "^Shortcuts$", check=False)
            time.sleep(0.1)
        assert found, "no Shortcuts window appeared"
        app.screenshot("shortcuts-window")
        app.key("Escape")
        time.sleep(0.3)
        app.move(list_rect["x"] + 200, list_rect["y"] + 100)
        assert app.quit()["page"] == "list"
