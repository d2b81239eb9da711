"""A tiny harness for end-to-end tests of the real ListDemo window under Xvfb.

Runs the app with --debug, follows its JSON Lines events, aims real pointer events with
xdotool at the geometry the app reports, takes screenshots with ImageMagick and reads the
report written on exit. Expects DISPLAY to be set (make test wraps it in xvfb-run).
"""
import json
import os
import queue
import subprocess
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ARTIFACTS = os.environ.get("ARTIFACTS", os.path.join(ROOT, "artifacts"))
BINARY = os.environ.get("LISTDEMO", os.path.join(ROOT, ".build", "debug", "ListDemo"))


def sh(*args, check=True):
    return subprocess.run(args, check=check, capture_output=True, text=True).stdout.strip()


class App:
    """One running ListDemo with its event stream; `with App(...) as app:` kills it afterwards
    if the test did not quit it."""

    def __init__(self, *flags, name="app", env=None):
        os.makedirs(ARTIFACTS, exist_ok=True)
        self.report_path = os.path.join(ARTIFACTS, f"{name}-report.json")
        if os.path.exists(self.report_path):
            os.remove(self.report_path)
        self.name = name
        self.events = queue.Queue()
        self.log = []
        env = dict(dict(os.environ, GDK_BACKEND="x11", GSK_RENDERER=os.environ.get("GSK_RENDERER", "cairo"),
                        NO_AT_BRIDGE="1", GTK_A11Y="none"), **(env or {}))   # env may override these
        self.proc = subprocess.Popen([BINARY, "--debug", "--report", self.report_path, *flags],
                                     stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env)
        threading.Thread(target=self._read, daemon=True).start()
        self.ready = self.wait_for("ready", timeout=30)
        self.window = self._find_window()
        geometry = dict(line.split("=") for line in
                        sh("xdotool", "getwindowgeometry", "--shell", self.window).splitlines())
        self.origin = (int(geometry["X"]), int(geometry["Y"]))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if exc[0] is not None:
            sh("xdotool", "mouseup", "1", check=False)   # a failed drag must not hold the button
        self.kill()
        return False

    def _read(self):
        for line in self.proc.stdout:
            line = line.strip()
            if line.startswith("{"):
                event = json.loads(line)
                self.log.append(event)
                self.events.put(event)

    def _find_window(self):
        deadline = time.time() + 10
        while time.time() < deadline:
            ids = sh("xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid), check=False).split()
            if ids:
                return ids[-1]
            time.sleep(0.1)
        raise AssertionError("no visible window for the app")

    def wait_for(self, name, timeout=10, **match):
        """The next event called `name` whose fields equal `match`."""
        deadline = time.time() + timeout
        while True:
            remaining = deadline - time.time()
            if remaining <= 0:
                raise AssertionError(f"no '{name}' event {match} within {timeout}s; last events: {self.log[-5:]}")
            try:
                event = self.events.get(timeout=remaining)
            except queue.Empty:
                continue
            if event.get("event") == name and all(event.get(k) == v for k, v in match.items()):
                return event

    def drain(self):
        while not self.events.empty():
            self.events.get_nowait()

    # Pointer, in window coordinates (what the app reports).
    def move(self, x, y):
        sh("xdotool", "mousemove", "--window", self.window, str(int(round(x))), str(int(round(y))))

    def down(self):
        sh("xdotool", "mousedown", "1")

    def up(self):
        sh("xdotool", "mouseup", "1")

    def click(self, x, y):
        self.move(x, y)
        time.sleep(0.05)
        sh("xdotool", "click", "1")

    def drag(self, points, step_delay=0.016):
        """Moves through `points` one by one with the button held (pressed at the first)."""
        self.move(*points[0])
        time.sleep(0.05)
        self.down()
        for point in points[1:]:
            time.sleep(step_delay)
            self.move(*point)

    def resize(self, width, height):
        sh("xdotool", "windowsize", self.window, str(width), str(height))
        time.sleep(0.3)

    def key(self, combo):
        # Keys go to the focused window (Xvfb without a window manager: the one under the pointer);
        # `key --window` uses XSendEvent, which GTK ignores or X refuses.
        sh("xdotool", "key", combo)

    def screenshot(self, name):
        path = os.path.join(ARTIFACTS, f"{name}.png")
        sh("import", "-window", "root", path)
        return Screenshot(path, self.origin)

    def quit(self, combo="ctrl+q", timeout=10):
        self.key(combo)
        return self.finish(timeout)

    def finish(self, timeout=10):
        try:
            self.proc.wait(timeout=timeout)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
        stderr = self.proc.stderr.read()
        with open(os.path.join(ARTIFACTS, f"{self.name}-stderr.txt"), "w") as f:
            f.write(stderr)
        problems = [line for line in stderr.splitlines() if "-CRITICAL" in line or "-WARNING" in line]
        assert not problems, f"GTK complained: {problems[:3]}"
        assert self.proc.returncode == 0, f"exit status {self.proc.returncode}"
        with open(self.report_path) as f:
            return json.load(f)

    def kill(self):
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


class Screenshot:
    def __init__(self, path, origin):
        self.path = path
        self.origin = origin

    def column(self, x, ys):
        """Red values down a column of window coordinates `ys`, read in one call."""
        sx = int(round(x)) + self.origin[0]
        top, bottom = int(min(ys)) + self.origin[1], int(max(ys)) + self.origin[1]
        raw = subprocess.run(["convert", self.path, "-crop", f"1x{bottom - top + 1}+{sx}+{top}", "+repage",
                              "-channel", "R", "-separate", "-depth", "8", "gray:-"],
                             check=True, capture_output=True).stdout
        return [raw[int(y) + self.origin[1] - top] for y in ys]

    def pixel(self, x, y):
        """(r, g, b) at window coordinates."""
        sx, sy = int(round(x)) + self.origin[0], int(round(y)) + self.origin[1]
        out = sh("convert", self.path, "-format", f"%[fx:int(255*p{{{sx},{sy}}}.r)],"
                 f"%[fx:int(255*p{{{sx},{sy}}}.g)],%[fx:int(255*p{{{sx},{sy}}}.b)]", "info:")
        return tuple(int(v) for v in out.split(","))


TESTS = []


def test(function):
    TESTS.append(function)
    return function


def run(tests):
    passed = failed = 0
    for function in tests:
        started = time.time()
        try:
            function()
        except Exception as error:  # noqa: BLE001 - report every failure and go on
            failed += 1
            print(f"FAIL {function.__name__} ({time.time() - started:.1f}s): {error}", flush=True)
        else:
            passed += 1
            print(f"ok   {function.__name__} ({time.time() - started:.1f}s)", flush=True)
    print(f"{passed} passed, {failed} failed", flush=True)
    return failed == 0
