"""Bench (figures only, nothing asserted): the cost of GTK laying out and painting one frame of
ListDemo's pooled widget rows, next to a plain GtkListView of the same rows (listview_peer.py),
while the wheel scrolls each of them, alternated in one run under one Xvfb; plus ListDemo's frame
pacing at 1M rows (frame intervals from its --debug frame events while it scrolls, sorts and
scrubs). Also the same side by side on rows whose descriptions are long runs of mixed scripts
(Latin, Arabic, Hebrew, CJK, Hangul, Devanagari, Thai, Greek, Cyrillic, emoji: Pango shapes each
new row's text with font fallback per run). Run by `make bench`:

    cd Tests/gui && xvfb-run -a /usr/bin/python3 ../bench/widget_rows.py [1000 1000000 mixed pacing]
"""
import json
import os
import csv
import queue
import random
import statistics
import subprocess
import sys
import tempfile
import threading
import time

from xwindow import find_window

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BINARY = os.environ.get("LISTDEMO", os.path.join(ROOT, ".build", "release", "ListDemo"))
ENV = dict(os.environ, GDK_BACKEND="x11", GSK_RENDERER="cairo", GTK_A11Y="none", NO_AT_BRIDGE="1")


def xdo(*args):
    subprocess.run(["xdotool", *args], check=False, capture_output=True)


class Program:
    def __init__(self, args):
        self.proc = subprocess.Popen(args, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=ENV)
        self.events = queue.Queue()
        self.log = []
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            if line.startswith("{"):
                event = json.loads(line)
                self.log.append(event)
                self.events.put(event)

    def wait(self, name, timeout=60):
        deadline = time.time() + timeout
        while time.time() < deadline:
            try:
                event = self.events.get(timeout=0.5)
            except queue.Empty:
                continue
            if event.get("event") == name:
                return event
        raise SystemExit(f"no {name} event from {self.proc.args[0]}")

    def window(self):
        return find_window(self.proc.pid, tries=50)

    def close(self):
        self.proc.terminate()
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def main_thread_cpu_ms(pid):
    """CPU time the process's main thread has run (the scheduler's count, in ns, to ms)."""
    with open(f"/proc/{pid}/task/{pid}/schedstat") as f:
        return int(f.read().split()[0]) / 1e6


def scroll(program, clicks=60, cpu=None):
    """Wheel-scrolls down over the window's middle; returns the paint times of the frames drawn
    and adds the main thread's CPU time per frame drawn to `cpu` (all its work: input, ticks,
    binding rows, layout and paint, where `paint` times only the last two)."""
    window = program.window()
    xdo("mousemove", "--window", window, "260", "400")
    time.sleep(0.3)
    start = len(program.log)
    before = main_thread_cpu_ms(program.proc.pid)
    for _ in range(clicks):
        xdo("click", "5")
        time.sleep(0.02)
    time.sleep(0.8)
    paints = [e["ms"] for e in program.log[start:] if e.get("event") == "paint"]
    if cpu is not None and paints:
        cpu.append((main_thread_cpu_ms(program.proc.pid) - before) / len(paints))
    return paints


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] if values else float("nan")


def write_mixed_csv(folder, rows=2000, seed=21):
    """Rows whose descriptions are 20–400 words of mixed scripts (hostile_data.SCRIPTS)."""
    sys.path.insert(0, os.path.join(HERE, "..", "gui"))
    from hostile_data import SCRIPTS
    rng = random.Random(seed)
    path = os.path.join(folder, "mixed.csv")
    with open(path, "w", newline="", encoding="utf-8") as f:
        out = csv.writer(f)
        out.writerow(["name", "population", "description"])
        for i in range(rows):
            out.writerow([f"{rng.choice(SCRIPTS).split()[0]} {i}", str(rng.randint(1, 99_999)),
                          " ".join(rng.choice(SCRIPTS) for _ in range(rng.randint(20, 400)))])
    return path


def side_by_side(rows, rounds=3, label=None):
    """`rows`: a count of generated rows, or a CSV's path (`label` names it)."""
    ours, peer, our_cpu, peer_cpu = [], [], [], []
    source = ["--data", rows] if isinstance(rows, str) else ["--rows", str(rows)]
    for _ in range(rounds):
        demo = Program([BINARY, "--debug", *source])
        demo.wait("ready")
        ours += scroll(demo, cpu=our_cpu)
        demo.close()
        other = Program(["/usr/bin/python3", os.path.join(HERE, "listview_peer.py"), str(rows)])
        other.wait("ready")
        peer += scroll(other, cpu=peer_cpu)
        other.close()
    rows = label or f"{rows:>9} rows"
    print(f"{rows}  widget rows: paint p50 {statistics.median(ours):5.2f} ms p99 {percentile(ours, 0.99):5.2f} ms "
          f"({len(ours)} frames) | GtkListView: p50 {statistics.median(peer):5.2f} ms p99 {percentile(peer, 0.99):5.2f} ms "
          f"({len(peer)} frames) | ratio p50 {statistics.median(ours) / statistics.median(peer):.2f}", flush=True)
    print(f"{' ' * len(rows)}  main-thread CPU per frame: widget rows {statistics.median(our_cpu):5.2f} ms | "
          f"GtkListView {statistics.median(peer_cpu):5.2f} ms (medians of {len(our_cpu)} scrolls)", flush=True)


def pacing(rows=1_000_000):
    """ListDemo's own frame accounting (the report's `frames`: intervals within runs of frames)."""
    report = os.path.join(os.environ.get("TMPDIR", "/tmp"), f"widget-rows-bench-{os.getpid()}.json")
    demo = Program([BINARY, "--debug", "--rows", str(rows), "--report", report])
    ready = demo.wait("ready", timeout=120)
    window = demo.window()
    lst = ready["list"]
    scroll(demo, clicks=40)
    xdo("key", "ctrl+3")                                   # sort a million rows (worker), animated
    time.sleep(2.5)
    row = ready["rows"][2]
    xdo("mousemove", "--window", window, str(int(lst["x"] + 200)), str(int(row["y"] + row["height"] / 2)))
    xdo("click", "1")                                      # push, then back
    time.sleep(0.8)
    xdo("key", "alt+Left")
    time.sleep(0.8)
    demo.close()                                           # SIGTERM: the report is written
    with open(report) as f:
        frames = json.load(f)["frames"]
    os.remove(report)
    print(f"frame pacing at {rows:,} rows (scroll, sort, push, back): {frames['count']} frames, "
          f"p50 {frames['p50Ms']} ms, p99 {frames['p99Ms']} ms, max {frames['maxMs']} ms, "
          f"over 33 ms: {frames['over33Ms']}", flush=True)


if __name__ == "__main__":
    if not os.path.exists(BINARY):
        sys.exit(f"build {BINARY} first (make bench builds it)")
    print("Widget rows vs a plain GtkListView, GTK layout + paint per frame while wheel-scrolling "
          "(cairo renderer, Xvfb):", flush=True)
    cases = sys.argv[1:] or ["1000", "1000000", "mixed", "pacing"]
    for case in cases:
        if case == "pacing":
            pacing()
        elif case == "mixed":
            with tempfile.TemporaryDirectory() as folder:
                side_by_side(write_mixed_csv(folder), label="2000 mixed-script rows")
        else:
            side_by_side(int(case))
