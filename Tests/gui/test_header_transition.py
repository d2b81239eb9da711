"""Issue 9: the header bar follows the back transition — with the slider held at 0.5 both titles
show half faded, the Back button half out, the list's buttons half in; a cancelled scrub brings
back the detail page's bar as a person sees it."""
import subprocess
import time

from harness import App, test
from steps import crop, luminance
from steps import last_progress, open_detail, slider_x


def title_band(app, shot):
    """The header bar's centre (the title) in screen pixels: (luminance of its darkest pixel, pixels)."""
    lst = app.ready["list"]
    cx = int(lst["x"] + lst["width"] / 2) + shot.origin[0]
    pixels = crop(shot.path, cx - 50, shot.origin[1] + 12, 100, 24)
    return min(luminance(p) for p in pixels), pixels


def header_pixels(app, shot):
    """The header bar as a person sees it: blurred by a pixel and a half, so that text drawn a
    fraction of a pixel apart compares equal (GTK 4.24 places glyphs at subpixel offsets: after a
    cancel, one row of a title's pixels differed by up to 93; blurred by one pixel, still by 26),
    and anything a person would see (another title, a button) does not."""
    lst = app.ready["list"]
    x, y = shot.origin[0] + int(lst["x"]), shot.origin[1] + 4
    raw = subprocess.run(["convert", shot.path, "-crop", f"{int(lst['width'])}x{int(lst['y']) - 8}+{x}+{y}", "+repage",
                          "-blur", "0x1.5", "-depth", "8", "rgb:-"], check=True, capture_output=True).stdout
    return [tuple(raw[i:i + 3]) for i in range(0, len(raw) - 2, 3)]


def same_look(a, b, tolerance=24):
    """Whether two header bars (`header_pixels`) look the same: no pixel differs by more than
    `tolerance` in any channel."""
    return len(a) == len(b) and all(max(abs(p - q) for p, q in zip(u, v)) <= tolerance for u, v in zip(a, b))


@test
def slider_held_at_half_shows_both_titles_half_faded_and_a_cancel_restores_the_detail_bar():
    with App(name="header-transition") as app:
        row, slider = open_detail(app)
        app.move(app.ready["list"]["x"] + 40, app.ready["list"]["y"] + 200)   # no hover on the bar
        app.settle()
        rest = app.screenshot("header-detail-rest")
        dark_rest, _ = title_band(app, rest)
        edit = app.ready["editButton"]
        y = slider["y"] + slider["height"] / 2
        app.drag([(slider_x(slider, f), y) for f in (0, 0.1, 0.2, 0.3, 0.4, 0.5)])
        app.settle()
        progress = last_progress(app)
        mid = app.screenshot("header-mid-transition")
        dark_mid, _ = title_band(app, mid)
        edit_rest = rest.pixel(edit["x"] + 8, edit["y"] + edit["height"] / 2)
        edit_mid = mid.pixel(edit["x"] + 8, edit["y"] + edit["height"] / 2)
        # Cancel: back to 0.1 and release.
        for f in (0.4, 0.3, 0.2, 0.1, 0.0):
            app.move(slider_x(slider, f), y)
            time.sleep(0.02)   # a user's pace
        app.up()
        app.wait_for("transition", outcome="cancelled")
        app.settle()
        app.move(app.ready["list"]["x"] + 40, app.ready["list"]["y"] + 200)
        app.settle()
        after = app.screenshot("header-cancelled")
        report = app.quit()
    assert 0.4 < progress < 0.6, f"slider at 0.5 gave progress {progress}"
    # At rest the detail title is drawn in full; at 0.5 neither title is (both half faded).
    assert dark_rest < 0.05, f"detail title at rest: darkest luminance {dark_rest:.3f}"
    assert dark_mid > 0.08, f"at 0.5 a title is drawn in full (darkest luminance {dark_mid:.3f})"
    # The list's Edit button is coming in (drawn, not yet at full strength) where nothing was.
    assert edit_mid != edit_rest, f"the Edit button did not start fading in: {edit_mid} vs {edit_rest}"
    assert same_look(header_pixels(app, after), header_pixels(app, rest)), "after the cancel the bar differs from the detail bar"
    assert report["page"] == "detail" and report["transition"] == "cancelled"
