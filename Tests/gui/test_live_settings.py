"""Issue 9: the desktop's colour scheme and "enable animations" are followed while the app runs
(GSettings' keyfile backend and xsettingsd under Xvfb change them)."""
import tempfile

from harness import App, test
from steps import scheme_keyfile


@test
def switching_the_colour_scheme_to_dark_at_runtime_repaints_dark():
    with tempfile.TemporaryDirectory() as home:
        scheme_keyfile(home, "default")
        env = {"GSETTINGS_BACKEND": "keyfile", "XDG_CONFIG_HOME": home}
        with App(name="scheme-live", env=env) as app:
            lst, rows = app.ready["list"], app.ready["rows"]
            app.move(lst["x"] + 5, lst["y"] - 30)
            x, y = lst["x"] + lst["width"] * 0.8, rows[3]["y"] + 3
            light = app.screenshot("scheme-light").pixel(x, y)
            scheme_keyfile(home, "prefer-dark")
            app.wait_for("appearance", dark=True)
            # The theme's CSS transitions fade the colours in (no event says when they end): the
            # screen is looked at again until the row is dark, or the timeout.
            dark = app.wait_until(lambda: (lambda p: p if max(p) < 80 else None)(
                app.screenshot("scheme-dark").pixel(x, y)), "the row background painted dark")
            # And back: the desktop's default scheme is light again.
            scheme_keyfile(home, "default")
            app.wait_for("appearance", dark=False)
            again = app.wait_until(lambda: (lambda p: p if min(p) > 200 else None)(
                app.screenshot("scheme-light-again").pixel(x, y)), "the row background painted light again")
            app.quit()
    assert min(light) > 200, f"light row background {light}"
    assert max(dark) < 80, f"after switching to dark the row background is {dark}"
    assert min(again) > 200, f"after switching back the row background is {again}"


@test
def turning_animations_off_at_runtime_makes_the_next_push_jump():
    # The app's own display serves Gtk/EnableAnimations through xsettingsd (harness.Display).
    with App(name="animations-live", xsettings={"Gtk/EnableAnimations": 1}) as app:
        lst, row = app.ready["list"], app.ready["rows"][2]
        x, y = lst["x"] + lst["width"] * 0.6, row["y"] + row["height"] / 2
        # With animations on, a push slides: frames between 0 and 1.
        start = len(app.log)
        app.click(x, y)
        app.wait_for("page", page="detail")
        sliding = [e["push"] for e in app.log[start:] if e.get("event") == "frame" and 0.05 < e.get("push", 0) < 0.95]
        app.key("alt+Left")
        app.wait_for("page", page="list")
        app.settle()
        app.set_xsettings({"Gtk/EnableAnimations": 0})
        app.wait_for("preferences", timeout=5, animations=False)
        start = len(app.log)
        app.click(x, y)
        app.wait_for("page", page="detail")
        jumped = [e["push"] for e in app.log[start:] if e.get("event") == "frame" and 0.05 < e.get("push", 0) < 0.95]
        report = app.quit()
    assert len(sliding) >= 3, f"the first push did not slide: {sliding}"
    assert jumped == [], f"with animations off the push still slid: {jumped}"
    assert report["page"] == "detail"
