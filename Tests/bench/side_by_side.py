"""`make bench`, second half: ListDemo against a plain GtkListView peer (Sources/ListPeer), the
same scripted scenarios under one Xvfb, one run: scroll (wheel), scrub (scrollbar drag),
drag-select with edge auto-scroll (ListDemo's strip in edit mode; the peer's rubberband), sort
(ListDemo's menu by value; the peer's GtkSortListModel by text), at 100k and 1M rows.

Prints one table: startup (spawn to `ready`), RSS at ready, frames drawn, paint time and the
report's waits p50/p99/max for each program and scenario, then app/peer ratios. The waits are
measured differently (ListDemo knows why it drew: an animation's interval or a request's wait; the
peer only has intervals under 100 ms between GtkListView's frames), so they are shown side by side,
never as a ratio. Figures only, nothing is asserted. Release binaries: LISTDEMO and LISTPEER (make bench sets them).
"""
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "gui"))
import harness  # noqa: E402
from harness import App, sh  # noqa: E402

ROOT = harness.ROOT
PROGRAMS = {
    "app": os.environ.get("LISTDEMO", os.path.join(ROOT, ".build", "release", "ListDemo")),
    "peer": os.environ.get("LISTPEER", os.path.join(ROOT, ".build", "release", "ListPeer")),
}
SIZES = [int(s) for s in os.environ.get("BENCH_ROWS", "100000,1000000").split(",")]
SCENARIOS = os.environ.get("BENCH_SCENARIOS", "scroll,scrub,dragselect,sort").split(",")


class TimedApp(App):
    """harness.App with arrival times on events (startup = spawn to `ready`)."""

    def __init__(self, program, *flags, name):
        harness.BINARY = PROGRAMS[program]
        self.spawned = time.time()
        super().__init__(*flags, name=name)
        self.startup_ms = (self.ready["_at"] - self.spawned) * 1000
        time.sleep(0.3)   # let the first frames settle, then read the resident set
        self.rss_mb = rss_mb(self.proc.pid)

    def _arrived(self, event):
        event["_at"] = time.time()


def rss_mb(pid):
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def run_scenario(app, program, scenario):
    rect = app.ready["list"]
    left, top, width, height = rect["x"], rect["y"], rect["width"], rect["height"]
    extra = {}
    if scenario == "scroll":
        app.move(left + width / 2, top + height / 2)
        time.sleep(0.2)
        sh("xdotool", "click", "--repeat", "90", "--delay", "11", "5")
    elif scenario == "scrub":
        x = left + width - 5
        app.move(x, top + 20)
        time.sleep(0.4)                      # overlay scrollbars appear on motion
        app.drag([(x, top + 20 + (height - 40) * i / 60) for i in range(61)])
        time.sleep(0.05)
        app.up()
    elif scenario == "dragselect":
        if program == "app":
            app.key("ctrl+e")
            time.sleep(0.5)
            strip = app.ready["strip"]
            x = strip["x"] + strip["width"] / 2
        else:
            x = left + 150
        app.drag([(x, top + 80 + (height - 90 - 80) * i / 20) for i in range(21)])
        time.sleep(1.5)                      # held in the bottom auto-scroll zone
        app.up()
    elif scenario == "sort":
        pressed = time.time()
        if program == "app":
            button = app.ready["sortButton"]
            app.click(button["x"] + button["width"] / 2, button["y"] + button["height"] / 2)
            time.sleep(0.5)
            app.key("Down")
            app.key("Down")
            pressed = time.time()
            app.key("Return")                  # Value
        else:
            app.move(left + width / 2, top + height / 2)
            pressed = time.time()
            app.key("ctrl+1")
        event = app.wait_for("sort", timeout=60)
        extra["sortMs"] = (event["_at"] - pressed) * 1000
    time.sleep(1.0)
    return extra


def main():
    results = {}
    for rows in SIZES:
        for scenario in SCENARIOS:
            for program in ("app", "peer"):
                name = f"bench-{program}-{rows}-{scenario}"
                with TimedApp(program, "--rows", str(rows), name=name) as app:
                    extra = run_scenario(app, program, scenario)
                    report = app.quit(timeout=30)
                results[(rows, scenario, program)] = dict(
                    startup=app.startup_ms, rss=app.rss_mb, frames=report["frames"], **extra)
                print(".", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    print_table(results)


def fmt(value, places=1):
    return f"{value:.{places}f}"


def print_table(results):
    header = ["rows", "scenario", "program", "startup ms", "RSS MB", "frames", "paint p50", "p99", "max",
              "wait p50", "p99", "max", "sort ms"]
    lines = [header]
    for (rows, scenario, program), r in sorted(results.items(), key=lambda kv: (kv[0][0], SCENARIOS.index(kv[0][1]), kv[0][2])):
        f = r["frames"]
        lines.append([f"{rows:,}", scenario, program, fmt(r["startup"], 0), fmt(r["rss"], 0), str(f["count"]),
                      fmt(f["paintP50Ms"], 2), fmt(f["paintP99Ms"], 2), fmt(f.get("paintMaxMs", 0), 2),
                      fmt(f["p50Ms"]), fmt(f["p99Ms"]), fmt(f["maxMs"]), fmt(r["sortMs"], 0) if "sortMs" in r else "-"])
    print("| " + " | ".join(lines[0]) + " |")
    print("|" + "---|" * len(header))
    for line in lines[1:]:
        print("| " + " | ".join(line) + " |")
    print()
    print("App / peer (medians over the scenarios' launches and their paint times; the longest wait of")
    print("any scenario, app / peer, in ms, not a ratio: the two are measured differently):")
    print()
    print("| rows | startup | RSS | paint p50 | paint p99 | longest wait |")
    print("|---|---|---|---|---|---|")
    for rows in sorted({k[0] for k in results}):
        def med(program, key):
            return statistics.median(results[(rows, s, program)][key] for s in SCENARIOS)

        def med_frames(program, key):
            return statistics.median(results[(rows, s, program)]["frames"][key] for s in SCENARIOS)

        def worst(program):
            return max(results[(rows, s, program)]["frames"]["maxMs"] for s in SCENARIOS)

        def ratio(a, b):
            return f"{a / b:.2f}×" if b else "-"
        print(f"| {rows:,} | {ratio(med('app', 'startup'), med('peer', 'startup'))} "
              f"({fmt(med('app', 'startup'), 0)} / {fmt(med('peer', 'startup'), 0)} ms) "
              f"| {ratio(med('app', 'rss'), med('peer', 'rss'))} ({fmt(med('app', 'rss'), 0)} / {fmt(med('peer', 'rss'), 0)} MB) "
              f"| {ratio(med_frames('app', 'paintP50Ms'), med_frames('peer', 'paintP50Ms'))} "
              f"| {ratio(med_frames('app', 'paintP99Ms'), med_frames('peer', 'paintP99Ms'))} "
              f"| {fmt(worst('app'))} / {fmt(worst('peer'))} ms |")


if __name__ == "__main__":
    main()
