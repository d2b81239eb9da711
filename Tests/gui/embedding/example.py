"""Runs an embedding example (or script) on its own Display with `LI_DEBUG=frames` and follows it:
the frames LiListView shows (JSON lines on stderr), its stdout lines, its buttons and list found
through AT-SPI, real pointer events with xdotool.

    with Example("/usr/bin/python3", "docs/examples/list-view.py", name="py") as app:
        app.click_button("Sort A–Z")
        app.wait_frame(lambda f: not f["moving"] and titles(f) == sorted(...), since)
"""
import json
import os
import shutil
import subprocess
import threading
import time

import harness

ROOT = harness.ROOT
LIB = os.environ.get("LI_LIB_DIR", os.path.join(ROOT, ".build", "lib"))


def titles(frame):
    """The titles of a frame's rows in the order they are shown (top to bottom)."""
    return [row["title"] for row in sorted(frame["rows"], key=lambda row: row["y"])]


def library_env(lib=LIB):
    """What a process needs to load the library of `lib` (LI_LIB_DIR, `make lib`'s, by default); under
    `make test-asan`, the ASan runtime preloaded (LI_ASAN_RUNTIME: the library is instrumented)."""
    env = {"GI_TYPELIB_PATH": lib, "LD_LIBRARY_PATH": lib, "PKG_CONFIG_PATH": os.path.join(lib, "pkgconfig"),
           "SWIFT_BACKTRACE": "enable=no"}
    if os.environ.get("LI_ASAN_RUNTIME"):
        env["LD_PRELOAD"] = os.environ["LI_ASAN_RUNTIME"]
    return env


def build_c(source, output):
    """Builds a C file against the library with pkg-config, as an app would."""
    env = dict(os.environ, **library_env())
    flags = subprocess.run(["pkg-config", "--cflags", "--libs", "list-interactions-1"], env=env, check=True,
                           capture_output=True, text=True, timeout=60).stdout.split()
    subprocess.run([shutil.which("cc") or "clang", "-Wall", "-Werror", source, *flags, "-o", output], env=env,
                   check=True, timeout=120)
    return output


class Example:
    def __init__(self, *command, name, accessible=True, xsettings=None, stdin=False, lib=LIB):
        os.makedirs(harness.ARTIFACTS, exist_ok=True)
        self.name = name
        self.frames = []
        self.stdout = []
        self.other_stderr = []
        # Other JSON events on stderr (`{"event": …}` lines an app writes beside the trace), each with the
        # number of frames read before it: stderr is one stream, so a frame at that index or later came after it.
        self.events = []
        self._changed = threading.Condition()
        self.display = harness.Display(xsettings=xsettings)
        env = dict(os.environ, GDK_BACKEND="x11", GSK_RENDERER=os.environ.get("GSK_RENDERER", "cairo"),
                   LI_DEBUG="frames", PYTHONUNBUFFERED="1", **library_env(lib), **self.display.env)
        for key in ("NO_AT_BRIDGE", "GTK_A11Y"):
            env.pop(key, None)
        if not accessible:
            env.update(NO_AT_BRIDGE="1", GTK_A11Y="none")
        # stdbuf: a C program's g_print is line-buffered like a terminal's.
        self.proc = harness._track(subprocess.Popen(["stdbuf", "-oL", *command], stdout=subprocess.PIPE,
                                                    stderr=subprocess.PIPE, text=True, env=env,
                                                    stdin=subprocess.PIPE if stdin else None))
        self._threads = [threading.Thread(target=self._read, args=(self.proc.stdout, False), daemon=True),
                         threading.Thread(target=self._read, args=(self.proc.stderr, True), daemon=True)]
        for thread in self._threads:
            thread.start()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def close(self):
        harness._end(self.proc)
        for thread in self._threads:
            thread.join(timeout=5)
        with open(os.path.join(harness.ARTIFACTS, f"{self.name}-stderr.txt"), "w") as f:
            f.write("\n".join(self.other_stderr))
        self.display.close()

    def _read(self, stream, is_stderr):
        for line in stream:
            line = line.rstrip("\n")
            with self._changed:
                if is_stderr and line.startswith('{"event":"frame"'):
                    self.frames.append(json.loads(line))
                elif is_stderr and line.startswith('{"event": '):
                    self.events.append((len(self.frames), json.loads(line)))
                elif is_stderr:
                    self.other_stderr.append(line)
                else:
                    self.stdout.append(line)
                self._changed.notify_all()
        with self._changed:
            self._changed.notify_all()

    def _wait(self, found, what, timeout=None):
        timeout = harness.WAIT if timeout is None else timeout
        deadline = time.time() + timeout
        with self._changed:
            while True:
                value = found()
                if value is not None:
                    return value
                remaining = deadline - time.time()
                if self.proc.poll() is not None and not any(t.is_alive() for t in self._threads):
                    raise AssertionError(f"{what}: the program exited ({self.proc.returncode}); stderr: "
                                         f"{self.other_stderr[-8:]}")
                if remaining <= 0:
                    last = titles(self.frames[-1]) if self.frames else None
                    raise AssertionError(f"{what} never happened within {timeout:.0f}s; last frame's rows: {last}; "
                                         f"stdout: {self.stdout[-3:]}; stderr: {self.other_stderr[-5:]}")
                self._changed.wait(min(remaining, 1.0))

    def send(self, line):
        """Writes `line` to the program's stdin (`Example(…, stdin=True)`)."""
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()

    def wait_event(self, predicate, since=0, what="an event"):
        """The first of the program's own stderr events (index `since` or later in `events`) for which
        `predicate(event)` is true: `(index, frames read before it, event)`."""
        def found():
            for index in range(since, len(self.events)):
                if predicate(self.events[index][1]):
                    return index, *self.events[index]
            return None
        return self._wait(found, what)

    def mark(self):
        with self._changed:
            return len(self.frames)

    def wait_frame(self, predicate, since=0, what="a frame"):
        """The first frame at index `since` or later for which `predicate(frame)` is true."""
        def found():
            for frame in self.frames[since:]:
                if predicate(frame):
                    return frame
            return None
        return self._wait(found, what)

    def wait_rest(self, since=0, what="the list at rest", where=lambda frame: bool(frame["rows"])):
        """The first frame after `since` that says no more frames follow (and `where(frame)`: by default, one with rows),
        and its index."""
        frame = self.wait_frame(lambda f: not f["moving"] and where(f), since, what)
        return frame, self.frames.index(frame)

    def wait_line(self, text, what=None):
        return self._wait(lambda: text if text in self.stdout else None, what or f"{text!r} on stdout")

    # The window, its widgets (AT-SPI) and the pointer.
    def ready(self):
        """Waits for the first frame with rows at rest and the window; the window's origin."""
        self.wait_frame(lambda f: f["rows"] and not f["moving"], what="the first rows at rest")
        window = harness.poll(lambda: harness.sh("xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid),
                                                 check=False).split(), "the example's window")[-1]
        geometry = dict(line.split("=") for line in
                        harness.sh("xdotool", "getwindowgeometry", "--shell", window).splitlines())
        self.origin = (int(geometry["X"]), int(geometry["Y"]))
        return self.origin

    def widgets(self):
        try:
            return harness.accessible_tree(self.proc.pid)
        except AssertionError as error:
            # GTK says why on stderr when it cannot reach the accessibility bus or registry.
            raise AssertionError(f"{error}; the example's stderr: {self.other_stderr[-8:]}") from error

    def extents_node(self, role, name):
        """The accessible node of `role` (a role name, or a tuple of them) named `name`."""
        roles = (role,) if isinstance(role, str) else role
        nodes = [n for n in self.widgets() if n["role"] in roles and n["name"] == name and "extents" in n]
        assert nodes, f"no {role} named {name!r} in the accessible tree"
        return nodes[0]

    def extents(self, role, name):
        return self.extents_node(role, name)["extents"]

    def click(self, x, y):
        harness.sh("xdotool", "mousemove", str(int(x + self.origin[0])), str(int(y + self.origin[1])), "click", "1")

    def click_button(self, name):
        x, y, width, height = self.extents(harness.BUTTON_ROLES, name)
        self.click(x + width / 2, y + height / 2)

    def screenshot(self, name):
        path = os.path.join(harness.ARTIFACTS, f"{name}.png")
        harness.sh("import", "-window", "root", path)
        return path
