"""Issue 9: long content — a description of 2 000 lines opens on a detail page that scrolls; the
app lives and the window keeps its size; every column of the row is on the page."""
import os
import tempfile

from harness import App, sh, test


def long_csv(folder, lines):
    path = os.path.join(folder, "long.csv")
    text = "\n".join(f"Line {i}: the quick brown fox jumps over the lazy dog." for i in range(lines))
    with open(path, "w") as f:
        f.write("name,country,population,description\n")
        f.write(f'Longtown,Nowhere,1234,"{text}"\n')
        f.write("Shorttown,Somewhere,99,A short one.\n")
    return path


def window_size(app):
    geometry = dict(line.split("=") for line in sh("xdotool", "getwindowgeometry", "--shell", app.window).splitlines())
    return int(geometry["WIDTH"]), int(geometry["HEIGHT"])


@test
def a_2000_line_description_opens_scrolls_and_keeps_the_window_size():
    with tempfile.TemporaryDirectory() as folder:
        with App("--data", long_csv(folder, 2000), name="long-description") as app:
            size = window_size(app)
            lst, row = app.ready["list"], app.ready["rows"][0]
            app.click(lst["x"] + lst["width"] * 0.6, row["y"] + row["height"] / 2)
            app.wait_for("page", page="detail")
            x, y = lst["x"] + lst["width"] / 2, lst["y"] + lst["height"] / 2
            top = app.screenshot("long-top")
            app.move(x, y)
            band = [(x + dx, y + dy) for dx in (-120, 0, 120) for dy in (-150, -50, 50, 150)]
            before = [top.pixel(*p) for p in band]
            app.click_button(5, times=15)
            app.settle()
            # The page scrolls in GTK's own scrolled window (no event of the app's): the screen is
            # looked at again until the text moved, or the timeout says it never did.
            app.wait_until(lambda: [app.screenshot("long-scrolled").pixel(*p) for p in band] != before,
                           "the detail page scrolling")
            assert app.proc.poll() is None, f"the app died (exit {app.proc.returncode})"
            assert window_size(app) == size, f"the window grew from {size} to {window_size(app)}"
            report = app.quit()
    assert report["page"] == "detail"
