"""Issue 8, defects 4, 5, 6, 8 and 10: what the frame shows — back during a push, sort during a
sort, a delete in edit mode, drag-select under live updates, sort together with the header."""

from harness import App, sh, test
from steps import open_sort_menu_and_choose
from steps import center, clear_of_zones, start_editing, strip_x


def bluest(shot, x, y):
    """How much bluer than red the check mark's disc is around (x, y) (the tick is white)."""
    return max(b - r for r, g, b in (shot.pixel(x + dx, y + dy) for dx, dy in ((-6, 0), (6, -4), (0, 6), (-4, -5))))


def frames_after(app, start):
    return [e for e in app.log[start:] if e.get("event") == "frame"]


@test
def defect4_back_50_and_150_ms_into_a_push_ends_on_the_list_with_nothing_selected():
    for delay in (0.05, 0.15):
        with App(name=f"defect4-back-{int(delay * 1000)}ms") as app:
            row = app.ready["rows"][2]
            x = app.ready["list"]["x"] + app.ready["list"]["width"] * 0.6
            app.move(x, row["y"] + row["height"] / 2)
            # A user's pace: Back comes `delay` after the click, timed by one xdotool (starting a
            # second process could take longer than the push on a busy machine).
            sh("xdotool", "click", "1", "sleep", str(delay), "key", "alt+Left")
            page = app.wait_for("page")
            # Off the list, so the row under the pointer shows no hover (rows are GTK widgets).
            app.move(x, app.ready["list"]["y"] - 20)
            app.settle()
            shot = app.screenshot(f"defect4-back-{int(delay * 1000)}ms")
            # The row it came from is drawn like its neighbours (no highlight left).
            neighbour = app.ready["rows"][5]
            tint = shot.pixel(x, neighbour["y"] + 4)[0] - shot.pixel(x, row["y"] + 4)[0]
            report = app.quit()
            assert page["page"] == "list", page
            assert report["page"] == "list" and report["selected"] == [], (delay, report["selected"])
            assert tint < 6, f"the row is still highlighted {delay} s into the push (tint {tint})"


@test
def defect5_ctrl3_then_ctrl1_no_row_vanishes_overshoots_or_jumps():
    with App(name="defect5-sort-during-sort") as app:
        list_rect = app.ready["list"]
        app.move(list_rect["x"] + 200, list_rect["y"] + 300)
        start = len(app.log)
        # A user's pace: the second sort comes 0.1 s after the first, while it moves rows (timed by
        # one xdotool: starting a second process could take longer on a busy machine).
        sh("xdotool", "key", "ctrl+3", "sleep", "0.1", "key", "ctrl+1")
        sorted_ = app.wait_event("sort", start, column=0, what="the sort by the first column")
        rest = app.idle_after(sorted_)
        final = {r["id"]: r["y"] for r in rest["rows"]}
        frames = frames_after(app, start)
        report = app.quit()
        # Frames come as fast as the machine draws them (a loaded one drew 4), so the test does not
        # count them: the sorts were animated when the app's own frame clock shows them moving for
        # most of the 0.3 s slide (an instant sort lands in one frame), and each row's speed between
        # frames is checked from those frame times.
        span = frames[-1]["t"] - frames[0]["t"] if frames else 0
        assert len(frames) >= 3 and span >= 0.25, f"the sorts were not animated: {len(frames)} frames over {span:.2f} s"
        top, bottom = list_rect["y"], list_rect["y"] + list_rect["height"]

        def visible(r):
            return r["y"] + r["height"] > top and r["y"] < bottom

        seen, gone, worst_step, worst_over = {}, set(), (0, None), (0, None)
        first_side = {}
        last_t = None
        for i, frame in enumerate(frames):
            # A step is measured per 60 Hz frame's worth of time: a row may move 100 px in 1/60 s.
            frames_worth = 1 if last_t is None else max(1, (frame["t"] - last_t) * 60)
            last_t = frame["t"]
            shown = {r["id"]: r for r in frame["rows"] if visible(r)}
            for rid in list(seen):
                if rid not in shown:
                    gone.add(rid)
            for rid, r in shown.items():
                assert rid not in gone, f"{rid} vanished and came back (frame {i})"
                if rid in seen:
                    step = abs(r["y"] - seen[rid]) / frames_worth
                    if step > worst_step[0]:
                        worst_step = (step, rid)
                seen[rid] = r["y"]
                if rid in final and i > 0:
                    side = r["y"] - final[rid]
                    first_side.setdefault(rid, side)
                    if first_side[rid] * side < 0 and abs(side) > worst_over[0]:
                        worst_over = (abs(side), rid)
            seen = {rid: y for rid, y in seen.items() if rid in shown}
        assert worst_step[0] <= 100, f"{worst_step[1]} moved {worst_step[0]:.0f} px in a 60 Hz frame's time"
        assert worst_over[0] <= 20, f"{worst_over[1]} overshot its slot by {worst_over[0]} px"
        assert report["sort"] == {"column": "name", "ascending": True}, report["sort"]


@test
def defect6_a_delete_in_edit_mode_keeps_indent_and_check_marks():
    with App("--rows", "200", name="defect6-delete-in-edit-mode") as app:
        start_editing(app)
        rows = clear_of_zones(app, 6)
        x_body = app.ready["list"]["x"] + app.ready["list"]["width"] * 0.6
        for row in rows[1:4]:
            app.click(x_body, center(row))
        app.settle()
        before = app.screenshot("defect6-before")
        check_x = app.ready["list"]["x"] + 26          # the check mark's centre (padding 16 + 10)
        top = rows[1]
        assert bluest(before, check_x, center(top)) > 60, "no check mark before"
        start = len(app.log)
        app.key("Delete")
        # Mid-fade: the first frame that draws the deleted rows fading out.
        app.wait_event("frame", start, rows=lambda rows: any(r.get("index") == -1 for r in rows),
                       what="a frame drawing the deleted rows fading out")
        shot = app.screenshot("defect6-fading")
        app.settle()
        departing = [r for f in frames_after(app, start) for r in f["rows"] if r.get("index") == -1]
        report = app.quit()
        assert report["rowCount"] == 197
        assert departing, "no frame drew the deleted rows fading out"
        assert all(r["x"] > 20 for r in departing), f"fading rows lost their indent: {departing[:2]}"
        assert all(r["checkmark"] and r["checked"] for r in departing), f"fading rows lost their check mark: {departing[:2]}"
        # Pixels: the fading top row still shows its (blue) check mark where it was.
        blue = bluest(shot, check_x, center(top))
        assert blue > 30, f"no check mark on the fading row (blue excess {blue})"


@test
def defect8_three_drags_under_live_updates_keep_every_passed_row_selected():
    for attempt in range(3):
        with App("--rows", "200", name=f"defect8-live-drag-{attempt}") as app:
            start_editing(app)
            app.key("ctrl+l")
            app.wait_for("live")
            # Live picks rows with a fixed seed: after two bumps, the next ones (1.2 s apart)
            # move rows the drag below has passed to the top.
            for _ in range(2):
                app.wait_for("live.bump")
            list_rect = app.ready["list"]
            x = strip_x(app)
            bottom = list_rect["y"] + list_rect["height"] - 12
            y0 = center(app.ready["rows"][3])
            since = app.mark()
            app.drag([(x, y0 + (bottom - y0) * i / 20) for i in range(21)], step_delay=0.01)
            # Held in the auto-scroll zone while two live updates move rows.
            app.wait_events("live.bump", 2, since, what="a live update during the drag")
            app.up()
            end = app.wait_for("dragselect.end")
            passed = {e["id"] for e in app.log if e.get("event") == "dragselect.row"}
            bumps = [e for e in app.log if e.get("event") == "live.bump"][2:]
            report = app.quit()
            selected = set(report["selected"])
            assert bumps, "no live update came during the drag"
            removed = {i for b in bumps for i in b.get("removed", [])}   # the feed deletes rows too
            missing = passed - selected - removed
            assert not missing, f"drag {attempt}: {len(missing)} passed rows lost their selection: {sorted(missing)[:5]}"
            assert end["selected"] >= len(passed)


@test
def defect10_sort_and_ctrl_i_leave_no_gap_between_the_header_and_the_rows():
    with App(name="defect10-sort-and-header") as app:
        list_rect = app.ready["list"]
        app.key("ctrl+i")
        app.settle()
        start = len(app.log)
        open_sort_menu_and_choose(app, downs=2)
        app.key("ctrl+i")
        app.idle_after(app.wait_event("sort", start, what="the sort chosen in the menu"))
        frames = frames_after(app, start)
        app.quit()
        assert frames, "no frames"
        bottom = list_rect["y"] + list_rect["height"]
        worst = (0, None)
        for i, frame in enumerate(frames):
            # The band right under the header: the first row (at least 30 % opaque; two rows
            # crossfading in place cover their slot) must start where the header ends.
            header_bottom = max(frame["headerY"] + frame["headerHeight"], list_rect["y"])
            tops = [r["y"] for r in frame["rows"] if r["opacity"] >= 0.3 and r["y"] + r["height"] > header_bottom]
            first = min(tops + [bottom])
            gap = first - header_bottom
            if gap > worst[0]:
                worst = (gap, i)
        assert worst[0] <= 1, f"frame {worst[1]} of {len(frames)} shows a {worst[0]:.0f} px gap"
