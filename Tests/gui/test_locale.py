"""The user's language and locale: German text and digit grouping in the header bar and the
summary; right to left in Hebrew."""
from harness import TOGGLE_ROLE, accessible_tree, App, test


@test
def german_locale_speaks_german_with_german_grouping():
    env = {"LANG": "de_DE.UTF-8", "LC_ALL": "de_DE.UTF-8", "LANGUAGE": "", "GTK_A11Y": "atspi"}
    with App("--rows", "12345", "--sort", "value:desc", name="german", env=env) as app:
        summary = next(e for e in app.log if e["event"] == "summary")
        assert summary["title"] == "12.345 Zeilen", summary
        assert summary["subtitle"] == "Sortiert nach value, absteigend", summary
        assert summary["details"].startswith("12.345 Zeilen · 0 ausgewählt · 0 Live-Aktualisierungen"), summary
        names = [(n["role"], n["name"]) for n in accessible_tree(app.proc.pid)]
        assert ("label", "Zeilen") in names, names          # the header bar title
        assert (TOGGLE_ROLE, "Bearbeiten") in names, names
        assert any(name == "Hauptmenü" for _, name in names), names   # the icon-only primary menu button
        lst = app.ready["list"]
        app.move(lst["x"] + 200, lst["y"] + 100)
        # The selection bar's buttons, once edit mode shows them (GTK 4.18 exports no widget that
        # is out of sight, as in the bar's closed revealer; 4.8 did).
        since = app.mark()
        app.key("ctrl+e")
        app.wait_event("selectionbar", since, revealed=True, what="the edit-mode bar sliding in")
        app.wait_until(lambda: ("push button", "Alle auswählen") in
                       [(n["role"], n["name"]) for n in accessible_tree(app.proc.pid)],
                       "the select-all button named in German over AT-SPI")
        app.key("ctrl+e")
        app.key("ctrl+i")
        app.wait_for("header", expanded=True)
        app.settle()
        app.screenshot("german")
        app.quit()


@test
def hebrew_mirrors_the_list_the_strip_and_the_back_direction():
    with App("--rows", "30", name="hebrew", env={"LANG": "he_IL.UTF-8", "LC_ALL": "he_IL.UTF-8"}) as app:
        lst, strip, rows = app.ready["list"], app.ready["strip"], app.ready["rows"]
        assert strip["x"] + strip["width"] == lst["x"] + lst["width"], (strip, lst)   # the right edge
        app.move(lst["x"] + 200, lst["y"] + 100)
        since = app.mark()
        app.key("ctrl+e")
        app.wait_event("selectionbar", since, revealed=True, what="the edit-mode bar sliding in")
        x = strip["x"] + strip["width"] / 2
        top = rows[1]["y"] + 10
        app.drag([(x, top)] + [(x, top + k * 10) for k in range(1, 16)])
        app.up()
        app.settle()
        shot = app.screenshot("hebrew-edit")
        # The check mark of selected row 1 is drawn 26 px from the right edge, none on the left.
        cy = rows[1]["y"] + rows[1]["height"] / 2 - 5   # inside the filled circle, above the tick
        r, g, b = shot.pixel(lst["x"] + lst["width"] - 26, cy)
        assert b > 180 and r < 120, ("no filled check mark on the right", (r, g, b))
        r, g, b = shot.pixel(lst["x"] + 26, cy)
        assert not (b > 180 and r < 120), ("a check mark on the left", (r, g, b))
        since = app.mark()
        app.key("Escape")
        app.wait_event("selectionbar", since, revealed=False, what="the edit-mode bar sliding out")
        app.click(lst["x"] + 200, rows[2]["y"] + 10)
        slider = app.wait_for("page", page="detail")["slider"]
        # The slider runs right to left too: press at its start (right) and scrub 40 % leftwards.
        y = slider["y"] + slider["height"] / 2
        x0 = slider["x"] + slider["width"] - 12
        x1 = x0 - 0.4 * slider["width"]
        app.drag([(x0, y)] + [(x0 + (x1 - x0) * k / 10, y) for k in range(1, 11)])
        app.settle()
        shot = app.screenshot("hebrew-back")
        # The list page comes back from the right: its highlighted row 2 shows near the right
        # edge while the detail page (plain background) still covers the left.
        since = app.mark()
        app.up()
        app.wait_event("transition", since, outcome=lambda o: o is not None, what="the back transition ending")
        app.move(lst["x"] + 200, lst["y"] + 100)
        app.quit()
        right = shot.pixel(lst["x"] + lst["width"] - 20, rows[2]["y"] + 10)
        left = shot.pixel(lst["x"] + 20, rows[2]["y"] + 10)
        assert right != left, (right, left)
        assert right[2] > right[0] + 15, ("the highlighted list row is not on the right", right)
