#!/usr/bin/python3
"""What a person without Swift does with the installed packages (run by Tests/packages/run inside the
Debian root, under Xvfb and a session bus, with the packages installed and nothing else of ours):

- the toolchain is nowhere, and the library and the app load without it;
- `ListDemo --version`; the app opens a CSV file and writes its report when SIGTERM closes it;
- the Python example prints its rows, and in its window animates a sort (LI_DEBUG=frames: rows
  slide through places between their old and new ones, then rest sorted);
- the C and Vala examples build against the -dev package (pkg-config, the .vapi) and print the rows.

Every wait is on a condition with a deadline; each step prints its time. Exits non-zero on the first
failure. Usage: check.py VERSION
"""
import json
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

VERSION = sys.argv[1]
EXAMPLES = "/usr/share/doc/liblistinteractions-1-dev/examples"
HERE = os.path.dirname(os.path.abspath(__file__))
WAIT = float(os.environ.get("LI_WAIT", "60"))
ROWS = ["Alta", "Oslo", "Tromsø", "Stavanger", "Bodø", "Arendal", "Drammen", "Kristiansand", "Hamar",
        "Molde", "Narvik", "Lillehammer"]
# The example's cities in its store's order; --rows prints them after its edit (Bergen out, Alta in).
CITIES = ["Oslo", "Bergen", "Tromsø", "Stavanger", "Bodø", "Arendal", "Drammen", "Kristiansand", "Hamar",
          "Molde", "Narvik", "Lillehammer"]
GUI = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", GDK_BACKEND="x11", GSK_RENDERER="cairo", GTK_A11Y="none", NO_AT_BRIDGE="1",
           SWIFT_BACKTRACE="enable=no")


def step(name):
    def run(function):
        start = time.monotonic()
        function()
        print(f"ok   {name} ({time.monotonic() - start:.2f} s)", flush=True)
        return function
    return run


def sh(*command, **kwargs):
    result = subprocess.run(command, capture_output=True, text=True, timeout=kwargs.pop("timeout", 300),
                            env=kwargs.pop("env", GUI), **kwargs)
    assert result.returncode == 0, f"{' '.join(command)} exited {result.returncode}:\n{result.stdout}\n{result.stderr}"
    return result.stdout


@step("no Swift toolchain here: no swift, no /opt/swift, no libswiftCore anywhere")
def no_toolchain():
    assert shutil.which("swift") is None and not os.path.exists("/opt/swift")
    found = sh("find", "/", "-xdev", "(", "-name", "libswiftCore*", "-o", "-name", "libFoundation*.so*", ")",
               "-print")
    assert not found.strip(), found
    for binary in ("/usr/lib/x86_64-linux-gnu/libListInteractions-1.so.0", "/usr/bin/ListDemo"):
        needed = sh("ldd", binary)
        assert "not found" not in needed and "swift" not in needed.lower(), needed


@step("ListDemo --version")
def version():
    assert sh("ListDemo", "--version").strip() == VERSION


@step("ListDemo --data a.csv --report: its first frame, then SIGTERM writes the report")
def csv_report():
    with tempfile.TemporaryDirectory() as folder:
        data = os.path.join(folder, "fjords.csv")
        with open(data, "w") as f:
            f.write("name,length\n" + "".join(f"Fjord {i},{i * 7}\n" for i in range(40)))
        report = os.path.join(folder, "report.json")
        app = subprocess.Popen(["ListDemo", "--debug", "--data", data, "--report", report], cwd="/",
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=GUI)
        try:
            deadline = time.monotonic() + WAIT
            events = []
            while not events or events[-1].get("event") != "ready":
                ready, _, _ = select.select([app.stdout], [], [], max(0.0, deadline - time.monotonic()))
                assert ready, f"no 'ready' event within {WAIT:.0f} s: {events[-3:]}"
                line = app.stdout.readline()
                assert line, f"ListDemo ended before its first frame: {app.stderr.read()}"
                events.append(json.loads(line))
            app.send_signal(signal.SIGTERM)
            _, stderr = app.communicate(timeout=WAIT)
        finally:
            if app.poll() is None:
                app.kill()
        assert app.returncode == 0, (app.returncode, stderr)
        assert "CRITICAL" not in stderr and "WARNING" not in stderr, stderr
        with open(report) as f:
            assert json.load(f)["rowCount"] == 40


@step("Python example --rows, against the installed typelib and library only")
def python_rows():
    rows = sh("/usr/bin/python3", f"{EXAMPLES}/list-view.py", "--rows", cwd="/")
    assert rows.splitlines() == ROWS, rows


class Frames:
    """LiListView's frames (LI_DEBUG=frames, JSON lines on stderr) and the other lines, as they come."""

    def __init__(self, proc):
        self.proc, self.frames, self.lines = proc, [], []
        self.changed = threading.Condition()
        self.threads = [threading.Thread(target=self.read, args=(s,), daemon=True) for s in (proc.stderr, proc.stdout)]
        for thread in self.threads:
            thread.start()

    def read(self, stream):
        for line in stream:
            with self.changed:
                if line.startswith('{"event":"frame"'):
                    self.frames.append(json.loads(line))
                else:
                    self.lines.append(line.rstrip("\n"))
                self.changed.notify_all()

    def wait(self, predicate, since, what):
        deadline = time.monotonic() + WAIT
        with self.changed:
            while True:
                for index in range(since, len(self.frames)):
                    if predicate(self.frames[index]):
                        return index
                left = deadline - time.monotonic()
                assert left > 0 and self.proc.poll() is None, \
                    f"{what}: not within {WAIT:.0f} s (exit {self.proc.poll()}); {len(self.frames)} frames, the " \
                    f"last one's rows: {titles(self.frames[-1]) if self.frames else None}; last lines: {self.lines[-5:]}"
                self.changed.wait(min(left, 1.0))


def titles(frame):
    return [row["title"] for row in sorted(frame["rows"], key=lambda row: row["y"])]


@step("Python example's window under Xvfb: the list shows, then Sort A–Z animates every row to its place")
def python_sort():
    proc = subprocess.Popen(["/usr/bin/python3", os.path.join(HERE, "sort_example.py"), f"{EXAMPLES}/list-view.py"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(GUI, LI_DEBUG="frames", PYTHONUNBUFFERED="1"))
    frames = Frames(proc)
    try:
        shown = CITIES
        first = frames.wait(lambda f: not f["moving"] and titles(f)[:8] == shown[:8], 0, "the list at rest, unsorted")
        before = {row["title"]: row["y"] for row in frames.frames[first]["rows"]}
        mark = len(frames.frames)
        proc.send_signal(signal.SIGUSR1)
        rest = frames.wait(lambda f: not f["moving"] and titles(f)[:8] == sorted(shown)[:8], mark,
                           "the list at rest, sorted")
        after = {row["title"]: row["y"] for row in frames.frames[rest]["rows"]}
        moving = [f for f in frames.frames[mark:rest] if f["moving"]]
        # A row that moved far was seen on the way: somewhere strictly between its two places.
        title = max((t for t in before if t in after), key=lambda t: abs(after[t] - before[t]))
        low, high = sorted((before[title], after[title]))
        between = [row["y"] for f in moving for row in f["rows"] if row["title"] == title and low + 1 < row["y"] < high - 1]
        assert len(moving) >= 3 and between, (len(moving), title, before[title], after[title])
        print(f"     {len(moving)} moving frames; {title} seen at {len(between)} places between y={low:.0f} and "
              f"y={high:.0f}", flush=True)
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=WAIT)
        except subprocess.TimeoutExpired:
            proc.kill()
    assert proc.returncode == 0, (proc.returncode, frames.lines[-5:])


@step("C example built with pkg-config list-interactions-1, --rows")
def c_example():
    with tempfile.TemporaryDirectory() as folder:
        flags = sh("pkg-config", "--cflags", "--libs", "list-interactions-1").split()
        binary = os.path.join(folder, "list-view")
        sh("cc", "-Wall", "-Werror", f"{EXAMPLES}/list-view.c", *flags, "-o", binary)
        # Each row's title, then its item's string.
        assert sh(binary, "--rows").splitlines() == [f"{row}\t{row}" for row in ROWS]


@step("Vala example built with --pkg list-interactions-1, --rows")
def vala_example():
    with tempfile.TemporaryDirectory() as folder:
        binary = os.path.join(folder, "list-view")
        sh("valac", "--pkg", "gtk4", "--pkg", "list-interactions-1", f"{EXAMPLES}/list-view.vala", "-o", binary,
           cwd=folder)
        assert sh(binary, "--rows").splitlines() == ROWS


print("all checks passed", flush=True)
