"""Issue 2: push the detail page, scrub the back transition with the slider and the left edge,
and watch the selected row's highlight follow 1 - progress."""
import time

from harness import App, test
from steps import last_progress, open_detail, slider_x


def scrub(app, slider, fractions):
    y = slider["y"] + slider["height"] / 2
    app.drag([(slider_x(slider, f), y) for f in fractions])


def tint(shot, app, row, x):
    """How much bluer-than-neutral the row is: neutral row's red minus this row's red."""
    neighbour = app.ready["rows"][6]
    y = row["y"] + 3
    return shot.pixel(x, neighbour["y"] + 3)[0] - shot.pixel(x, y)[0]


@test
def slider_scrub_fades_highlight_then_cancel_keeps_selection():
    with App(name="scrub-cancel") as app:
        row, slider = open_detail(app)
        width = app.ready["list"]["width"]
        sample_x = app.ready["list"]["x"] + width * 0.2

        scrub(app, slider, [0, 0.1, 0.2, 0.3, 0.4])
        app.settle()
        p40 = last_progress(app)
        assert 0.3 < p40 < 0.5, f"slider at 40 % gave progress {p40}"
        shot40 = app.screenshot("scrub-40")
        tint40 = tint(shot40, app, row, sample_x)

        for f in (0.5, 0.6, 0.7):
            app.move(slider_x(slider, f), slider["y"] + slider["height"] / 2)
            time.sleep(0.016)   # a user's pace
        app.settle()
        p70 = last_progress(app)
        shot70 = app.screenshot("scrub-70")
        tint70 = tint(shot70, app, row, sample_x)
        # The list page is partly in view and the row partly highlighted, fading with progress.
        assert tint40 > 8, f"no highlight visible at 40 % (tint {tint40})"
        assert 0 < tint70 < tint40, f"highlight did not fade: {tint40} at 40 %, {tint70} at 70 %"
        expected = (1 - p70) / (1 - p40)
        quadratic = (1 - p70 ** 2) / (1 - p40 ** 2)   # what a 1 - p² fade would give
        measured = tint70 / tint40
        assert abs(measured - expected) < 0.08, f"fade ratio {measured:.2f}, 1 - progress says {expected:.2f}"
        assert abs(measured - expected) < abs(measured - quadratic), \
            f"fade ratio {measured:.2f} is closer to 1 - p² ({quadratic:.2f}) than to 1 - p ({expected:.2f})"

        for f in (0.5, 0.3, 0.15, 0.05, 0.0):
            app.move(slider_x(slider, f), slider["y"] + slider["height"] / 2)
            time.sleep(0.016)   # a user's pace
        time.sleep(0.3)   # a user's pause: held still, so the release has no velocity
        app.up()
        app.wait_for("page", page="detail", transition="cancelled")
        report = app.quit()
        assert report["page"] == "detail", report["page"]
        assert report["transition"] == "cancelled", report["transition"]
        assert report["selected"] == [row["id"]], report["selected"]


@test
def slider_scrub_past_sixty_percent_finishes_and_deselects():
    with App(name="scrub-finish") as app:
        row, slider = open_detail(app, index=1)
        scrub(app, slider, [0, 0.2, 0.4, 0.55, 0.65, 0.7])
        time.sleep(0.3)   # a user's pause: held still, so the release has no velocity
        app.up()
        page = app.wait_for("page", page="list")
        assert page["transition"] == "finished"
        app.settle()
        app.screenshot("back-finished")
        report = app.quit()
        assert report["page"] == "list"
        assert report["transition"] == "finished"
        assert report["selected"] == []
        assert report["frames"]["count"] > 0


@test
def left_edge_swipe_then_alt_left_then_back_button_click_go_back():
    with App(name="edge-swipe") as app:
        row, slider = open_detail(app, index=0)
        list_rect = app.ready["list"]
        y = list_rect["y"] + list_rect["height"] / 2
        x0 = list_rect["x"] + 8
        app.drag([(x0 + d, y) for d in (0, 10, 20, 40, 80, 120)])
        app.settle()
        progress = last_progress(app)
        assert 0.1 < progress < 0.35, f"edge swipe progress {progress}"
        for d in (80, 40, 10, 0):
            app.move(x0 + d, y)
            time.sleep(0.016)   # a user's pace
        time.sleep(0.3)   # a user's pause: held still, so the release has no velocity
        app.up()
        app.wait_for("page", page="detail", transition="cancelled")

        app.key("alt+Left")
        app.wait_for("page", page="list", transition="finished")
        app.drain()
        open_detail(app, index=3)
        detail = [e for e in app.log if e["event"] == "page" and e["page"] == "detail"][-1]
        button = detail["backButton"]
        assert button["width"] > 0 and button["height"] > 0, button
        app.click_rect(button)                     # the header bar's Back button, really clicked
        page = app.wait_for("page", page="list", transition="finished")
        assert page["selected"] == []
        report = app.quit()
        assert report["page"] == "list" and report["selected"] == []
        backs = [e for e in app.log if e["event"] == "transition" and e.get("outcome") == "finished"]
        assert len(backs) == 2, f"Alt+Left and the Back button each went back once: {backs}"


@test
def paint_events_count_the_tick_callbacks_apart_from_gtks_layout():
    """A `paint` event's `layoutMs` is GTK's layout alone and `frameMs` the whole frame: the tick
    callbacks (the list's own tick advances the scene and shows every part the frame), layout and
    paint. The layout's start was marked in the clock's update phase before the ticks of widgets
    that began ticking after the window was realized, the list's among them: the ticks counted as
    layout, and a frame's time beside its layout and paint was about 1 µs."""
    with App(name="paint-ticks") as app:
        lst, row = app.ready["list"], app.ready["rows"][2]
        since = app.mark()
        app.click(lst["x"] + lst["width"] * 0.6, row["y"] + row["height"] / 2)
        app.wait_event("page", since, page="detail", what="the detail page after the tap")
        paints = [e for e in app.log[since:] if e.get("event") == "paint" and e.get("cause") == "animation"]
        report = app.quit()
    assert report["page"] == "detail"
    assert len(paints) >= 5, f"only {len(paints)} frames of the push were painted"
    ticks = sorted(p["frameMs"] - p["layoutMs"] - p["ms"] for p in paints)
    assert ticks[len(ticks) // 2] > 0.05, f"the push's frames spent {ticks} ms beside GTK's layout and paint"
