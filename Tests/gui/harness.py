"""A tiny harness for end-to-end tests of the real ListDemo window.

Each `App` runs in its own world: a private Xvfb display and a private D-Bus session bus (and,
when asked, an xsettingsd serving live desktop settings), all started when the App is made and
all ended when it is left, whatever happened. It runs the app with --debug, follows its JSON
Lines events, aims real pointer events with xdotool at the geometry the app reports, takes
screenshots with ImageMagick and reads the report written on exit.

An app that dies is reported at once (exit status and the last stderr lines), not as a timeout;
every external command has a timeout. The suite runs under pytest (`make test-gui`,
`make test-gui K=back_button` for one test); `@test` only marks a function for collection.
"""
import collections
import json
import os
import queue
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ARTIFACTS = os.environ.get("ARTIFACTS", os.path.join(ROOT, "artifacts"))
BINARY = os.environ.get("LISTDEMO", os.path.join(ROOT, ".build", "debug", "ListDemo"))
SCREEN = os.environ.get("GUI_SCREEN", "1280x800x24")
COMMAND_TIMEOUT = 15   # seconds for any one external command (xdotool, import, convert)
# Seconds a test waits for the app to reach a state it reports with an event: generous, so a busy
# machine is slow, never failing; the message on timeout says what never happened.
WAIT = float(os.environ.get("GUI_WAIT", "30"))



def _gtk_version():
    out = subprocess.run(["pkg-config", "--modversion", "gtk4"], capture_output=True, text=True).stdout
    return tuple(int(part) for part in out.strip().split(".")[:2]) if out.strip() else (0, 0)


# The GTK the app runs on (major, minor): for the few checks that hold on some versions only.
GTK_VERSION = _gtk_version()
# The role a GtkToggleButton has over AT-SPI. GTK_ACCESSIBLE_ROLE_TOGGLE_BUTTON came with GTK 4.10;
# before it (Debian 12's 4.8) a toggle button is exported as a push button, its pressed state right.
TOGGLE_ROLE = "toggle button" if GTK_VERSION >= (4, 10) else "push button"
# Whatever a person can press: a push button or a toggle button.
BUTTON_ROLES = ("push button", "toggle button")
# What GTK logs about itself whatever the app does, with the first GTK that logs it and why it is
# not the app's. Both come from GTK 4.24's frame timings on the X11 backend with no compositor
# (Xvfb), around a popover's surface:
# - a popover's first frame is reported as submitted twice: once per process, the first time a
#   menu opens;
# - now and then (1 run of the reduced-motion sort test in many, 256 ms after the first), a
#   popover's frame clock is started again (`gdk_frame_clock_start`) while the timings of its
#   last frame are still "preparing": a frame that drew nothing is never submitted, and
#   `gdk_frame_timings_throttling_hint` checks that it was. Nothing of the app's is on that path;
#   other GTK 4.24 apps' suites see the same line around popovers.
GTK_OWN_WARNINGS = [((4, 24), "Gdk-WARNING", "gdk_frame_timings_submitted() called on submitted frame"),
                    ((4, 24), "Gdk-WARNING",
                     "gdk_frame_timings_throttling_hint: runtime check failed: (self->result != GDK_FRAME_PREPARING)")]


def gtk_complaints(lines):
    """The GTK warnings and criticals among `lines` (stderr), less GTK's own (`GTK_OWN_WARNINGS`)."""
    return [line for line in lines if ("-CRITICAL" in line or "-WARNING" in line) and not any(
        GTK_VERSION >= version and kind in line and text in line for version, kind, text in GTK_OWN_WARNINGS)]

# Every process the harness started and has not yet ended: `cleanup()` ends them all.
_started = []
# The display `sh` talks to: the innermost running Display.
_displays = []


def _track(proc):
    _started.append(proc)
    return proc


def _end(proc, grace=2.0):
    """Ends one process the harness started: SIGTERM, then SIGKILL after `grace` seconds."""
    if proc.poll() is None:
        try:
            proc.terminate()
            proc.wait(timeout=grace)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)
    if proc in _started:
        _started.remove(proc)


def cleanup():
    """Ends every process still running that the harness started (newest first)."""
    for proc in reversed(list(_started)):
        _end(proc, grace=0.5)


def current_env():
    env = dict(os.environ)
    if _displays:
        env.update(_displays[-1].env)
    return env


def sh(*args, check=True, timeout=COMMAND_TIMEOUT, env=None):
    """Runs a command on the current test display; its stdout, stripped. Never waits more than
    `timeout` seconds."""
    try:
        result = subprocess.run(args, capture_output=True, text=True, timeout=timeout, env=env or current_env())
    except subprocess.TimeoutExpired as error:
        raise AssertionError(f"{' '.join(args)} took more than {timeout}s") from error
    if check and result.returncode != 0:
        raise AssertionError(f"{' '.join(args)} failed ({result.returncode}): {result.stderr.strip()[-500:]}")
    return result.stdout.strip()


def poll(predicate, what, timeout=None, pause=None, context=lambda: ""):
    """For state no event reports (a process run without `App`): asks `predicate()` every 0.1 s
    (or after each `pause(at_most)`) until it returns something true, which it returns; on
    timeout says what never happened (and `context()`)."""
    timeout = WAIT if timeout is None else timeout
    deadline = time.time() + timeout
    while True:
        value = predicate()
        if value:
            return value
        remaining = deadline - time.time()
        if remaining <= 0:
            raise AssertionError(f"{what} never happened within {timeout:.0f}s{context()}")
        if pause:
            pause(min(remaining, 0.1))
        else:
            time.sleep(0.1)   # a poll interval, not a wait for a state


def read_line(stream, timeout, what):
    ready, _, _ = select.select([stream], [], [], timeout)
    if not ready:
        raise AssertionError(f"{what} did not answer within {timeout}s")
    return stream.readline().strip()


class Display:
    """A private X display (Xvfb), session bus (dbus-daemon) and, with `xsettings`, an
    xsettingsd serving those settings (change them live with `set_xsettings`).
    `with Display() as d: subprocess.run(..., env=d.env)`."""

    def __init__(self, xsettings=None):
        self.procs = []
        self.mapped = set()   # letters given a key of their own (`map_letters`)
        self.folder = tempfile.mkdtemp(prefix="listdemo-gui-")
        try:
            read, write = os.pipe()
            xvfb = self._start(["Xvfb", "-displayfd", str(write), "-screen", "0", SCREEN, "-nolisten", "tcp",
                                "-noreset"], pass_fds=(write,))
            os.close(write)
            with os.fdopen(read) as pipe:
                number = read_line(pipe, 15, "Xvfb")
            if not number:
                raise AssertionError(f"Xvfb did not start (exit {xvfb.poll()})")
            self.display = f":{number}"
            os.chmod(self.folder, 0o700)
            # The bus gets this display's own runtime folder: the AT-SPI bus launcher it activates
            # puts the accessibility bus's socket there (at-spi/bus_N). In a folder shared by the
            # suite, a later display reusing number N reused the path too, and the previous
            # display's accessibility bus, exiting late, unlinked the new one's socket: its app
            # never joined the accessibility bus. And the bus gets this display as DISPLAY: the
            # services it starts (the accessibility bus, its registry) inherit it, and the
            # registry opens that X display once it owns its name, exiting if it cannot. With the
            # suite's DISPLAY, every display's registry shared one X server, and one that could not
            # reach it dropped the app's registration ("Message recipient disconnected").
            bus = self._start(["dbus-daemon", "--session", "--nofork", "--print-address=1"],
                              stdout=subprocess.PIPE, text=True,
                              env=dict(os.environ, XDG_RUNTIME_DIR=self.folder, DISPLAY=self.display))
            self.bus_address = read_line(bus.stdout, 10, "dbus-daemon")
            # A data folder of its own too: what the app and GTK keep there (the desktop's recent
            # files: the file chooser and the app add to them) stays out of the user's and of
            # other tests' (the primary menu lists recent files).
            data_home = os.path.join(self.folder, "data")
            os.makedirs(data_home)
            self.env = {"DISPLAY": self.display, "DBUS_SESSION_BUS_ADDRESS": self.bus_address,
                        "XDG_RUNTIME_DIR": self.folder, "XDG_DATA_HOME": data_home}
            self.xsettingsd = None
            if xsettings is not None:
                self.xsettings_path = os.path.join(self.folder, "xsettingsd.conf")
                self._write_xsettings(xsettings)
                self.xsettingsd = self._start(["xsettingsd", "-c", self.xsettings_path],
                                              env=dict(os.environ, DISPLAY=self.display))
                # Serving once it owns the XSETTINGS selection (an app started before would not see it).
                poll(lambda: self.xsettingsd.poll() is not None or _selection_owned(self.display, "_XSETTINGS_S0"),
                     "xsettingsd taking the XSETTINGS selection")
                if self.xsettingsd.poll() is not None:
                    raise AssertionError(f"xsettingsd exited with {self.xsettingsd.returncode}")
        except BaseException:
            self.close()
            raise
        _displays.append(self)

    def map_letters(self, text):
        """Gives each letter of `text` past ASCII (no key of Xvfb's US map gives one) a free key
        code of its own, for as long as the display runs. An app sees the map's change
        (MappingNotify) before any key sent after it, and the map is never changed back under it."""
        letters = [c for c in dict.fromkeys(text) if ord(c) >= 0x80 and c not in self.mapped]
        if not letters:
            return
        free = [int(line.split()[1]) for line in sh("xmodmap", "-pke").splitlines()
                if line.startswith("keycode") and not line.partition("=")[2].split()]
        assert len(free) >= len(letters), f"no free key codes for {letters}"
        changes = []
        for letter in letters:
            # X's keysym for a character: Latin-1 as is, the rest of Unicode offset by 0x1000000.
            keysym = ord(letter) if ord(letter) < 0x100 else 0x1000000 + ord(letter)
            changes += ["-e", f"keycode {free.pop()} = 0x{keysym:x}"]
            self.mapped.add(letter)
        sh("xmodmap", *changes)

    def _start(self, args, **kwargs):
        kwargs.setdefault("stdout", subprocess.DEVNULL)
        kwargs.setdefault("stderr", subprocess.DEVNULL)
        proc = _track(subprocess.Popen(args, **kwargs))
        self.procs.append(proc)
        return proc

    def _write_xsettings(self, settings):
        with open(self.xsettings_path, "w") as f:
            for key, value in settings.items():
                value = f'"{value}"' if isinstance(value, str) else int(value)
                f.write(f"{key} {value}\n")

    def set_xsettings(self, settings):
        """Replaces the served settings and tells xsettingsd (SIGHUP): GTK follows them live."""
        assert self.xsettingsd is not None, "Display(xsettings=...) needed"
        self._write_xsettings(settings)
        self.xsettingsd.send_signal(signal.SIGHUP)

    def close(self):
        if self in _displays:
            _displays.remove(self)
        for proc in reversed(self.procs):
            _end(proc)
        self.procs = []
        shutil.rmtree(self.folder, ignore_errors=True)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
        return False


class AppExited(AssertionError):
    """The app ended while a test waited on it."""


class App:
    """One running ListDemo on its own Display, with its event stream; `with App(...) as app:`
    ends the app and its display afterwards, however the test ended."""

    def __init__(self, *flags, name="app", env=None, xsettings=None, report=True, debug=True, ready="ready"):
        os.makedirs(ARTIFACTS, exist_ok=True)
        self.report_path = os.path.join(ARTIFACTS, f"{name}-report.json")
        if os.path.exists(self.report_path):
            os.remove(self.report_path)
        self.name = name
        self.flags = flags
        self.events = queue.Queue()
        self.log = []
        self.window = None
        self._relayouts = 0   # relayout events read (RELAYOUT_EVENTS)
        self._placed = 0      # how many there were when the window's origin was last read
        self._logged = threading.Condition()   # notified for each event logged (and at the end)
        self._ended = False
        self.debug = debug
        self._pointer = None                    # where the harness last put the pointer (screen)
        self._sent = None                       # the last input sent: (kind, mark, count)
        self.stderr_lines = collections.deque(maxlen=2000)
        self.proc = None
        self.display = Display(xsettings=xsettings)
        try:
            run_env = dict(os.environ, GDK_BACKEND="x11", GSK_RENDERER=os.environ.get("GSK_RENDERER", "cairo"),
                           NO_AT_BRIDGE="1", GTK_A11Y="none")
            run_env.update(self.display.env)
            run_env.update(env or {})
            args = [BINARY] + (["--debug"] if debug else []) + (["--report", self.report_path] if report else [])
            self.proc = _track(subprocess.Popen(args + list(flags), stdout=subprocess.PIPE,
                                                stderr=subprocess.PIPE, text=True, env=run_env))
            self._stdout_thread = threading.Thread(target=self._read, daemon=True)
            self._stderr_thread = threading.Thread(target=self._read_stderr, daemon=True)
            self._stdout_thread.start()
            self._stderr_thread.start()
            # `ready` comes after a frame painted with the final layout (what a test aims at); a
            # window that shows no rows says it is on screen with another event (`ready`:
            # `open.failed`, `tables`).
            self.ready = self.wait_for(ready, timeout=WAIT) if debug else None
            self.window = self._find_window()
            self._placed = self._relayouts
            self.origin, self.size = self._geometry()
            if self.origin[0] < 0 or self.origin[1] < 0:
                # With no window manager to place it, GTK 4.24 maps a right-to-left window with its
                # left edge at minus its width, off the screen; moved where a manager would put it.
                sh("xdotool", "windowmove", self.window, "0", "0")
                poll(lambda: self._geometry()[0] == (0, 0), "the window moved onto the screen")
                self.origin, self.size = self._geometry()
        except BaseException:
            self.kill()
            raise

    def _geometry(self):
        """The main window's position on the screen and its size."""
        geometry = dict(line.split("=") for line in
                        sh("xdotool", "getwindowgeometry", "--shell", self.window).splitlines())
        return (int(geometry["X"]), int(geometry["Y"])), (int(geometry["WIDTH"]), int(geometry["HEIGHT"]))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        if exc[0] is not None:
            self._save_stderr()
        self.kill()
        return False

    def set_xsettings(self, settings):
        self.display.set_xsettings(settings)

    def _read(self):
        for line in self.proc.stdout:
            line = line.strip()
            if line.startswith("{"):
                try:
                    event = json.loads(line)
                except ValueError:
                    continue
                if event.get("event") in self.RELAYOUT_EVENTS:
                    self._relayouts += 1
                self._arrived(event)
                with self._logged:
                    self.log.append(event)
                    self._logged.notify_all()
                self.events.put(event)
        with self._logged:
            self._ended = True
            self._logged.notify_all()
        self.events.put(None)   # end of stream: the app closed stdout or exited

    def _arrived(self, event):
        """Called with each event as it is read, before anyone sees it (benches stamp times)."""

    # Events that come when the window's content was laid out anew: the window may have grown with
    # it, and a right-to-left window then moved left (GTK 4.24, no window manager), so the next
    # pointer action reads where the window is first.
    RELAYOUT_EVENTS = ("layout", "selectionbar", "page")

    def _window_origin(self):
        """Where the window is on the screen now (read again after a relayout)."""
        if self.window is not None and self._relayouts != self._placed:
            self._placed = self._relayouts
            self.origin, self.size = self._geometry()
        return self.origin

    def _read_stderr(self):
        for line in self.proc.stderr:
            self.stderr_lines.append(line.rstrip("\n"))

    def _exited(self, waiting_for):
        try:
            self.proc.wait(timeout=2)
        except subprocess.TimeoutExpired:
            pass
        self._stderr_thread.join(timeout=2)
        status = self.proc.poll()
        tail = "\n".join(list(self.stderr_lines)[-12:])
        return AppExited(f"the app exited (status {status}) while waiting for {waiting_for}; "
                         f"last stderr lines:\n{tail}\nlast events: {self.log[-3:]}")

    def _find_window(self):
        def found():
            if self.proc.poll() is not None:
                raise self._exited("its window")
            ids = sh("xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid), check=False).split()
            return ids[-1] if ids else None
        return poll(found, "a visible window of the app")

    def windows(self):
        """Ids of the app's visible X windows."""
        return set(sh("xdotool", "search", "--onlyvisible", "--pid", str(self.proc.pid), check=False).split())

    def wait_for(self, name, timeout=None, **match):
        """The next event called `name` whose fields equal `match` (from the queue: each event is
        seen once, in order)."""
        timeout = WAIT if timeout is None else timeout
        deadline = time.time() + timeout
        while True:
            remaining = deadline - time.time()
            if remaining <= 0:
                raise AssertionError(f"no '{name}' event {match} within {timeout}s; last events: {self.log[-5:]}")
            try:
                event = self.events.get(timeout=remaining)
            except queue.Empty:
                continue
            if event is None:
                self.events.put(None)   # later waits see the end too
                raise self._exited(f"a '{name}' event {match}")
            if event.get("event") == name and all(event.get(k) == v for k, v in match.items()):
                return event

    # Waits on the event log (never consumed, unlike `wait_for`'s queue): take a `mark()` before
    # acting, then wait for what the action causes after it.
    def mark(self):
        """Where the event log stands now (an index for `wait_event`'s `since`)."""
        return len(self.log)

    def _tail(self, count=6):
        shown = [{k: v for k, v in e.items() if k not in ("rows", "list", "strip")} for e in self.log[-count:]]
        return json.dumps(shown)[-1500:]

    def _matches(self, event, name, match):
        if event.get("event") != name:
            return False
        for key, want in match.items():
            value = event.get(key)
            if not (want(value) if callable(want) else value == want):
                return False
        return True

    def wait_event(self, name, since=0, timeout=None, what=None, **match):
        """The first event called `name` logged at index `since` or later whose fields equal
        `match` (a value, or a function of the value that says yes). On timeout: what never
        happened and the last events; if the app exits: its status and stderr."""
        timeout = WAIT if timeout is None else timeout
        deadline = time.time() + timeout
        index = since
        with self._logged:
            while True:
                while index < len(self.log):
                    event = self.log[index]
                    index += 1
                    if self._matches(event, name, match):
                        return event
                if self._ended:
                    raise self._exited(what or f"a '{name}' event {match}")
                remaining = deadline - time.time()
                if remaining <= 0:
                    raise AssertionError(f"{what or f'a {name!r} event {match}'} never happened within "
                                         f"{timeout:.0f}s; last events: {self._tail()}")
                self._logged.wait(remaining)

    def wait_until(self, predicate, what, timeout=None):
        """Asks `predicate()` again after every event (and every 0.1 s, for state outside the app's
        events: windows, files) until it returns something true, which it returns. On timeout:
        what never happened and the last events."""
        def asked():
            if self.proc.poll() is not None:
                raise self._exited(what)
            return predicate()

        def pause(seconds):
            with self._logged:
                self._logged.wait(seconds)
        return poll(asked, what, timeout, pause, context=lambda: f"; last events: {self._tail()}")

    def _index(self, event):
        """Where `event` (an event object from the log) stands in the log."""
        return next(i for i in range(len(self.log) - 1, -1, -1) if self.log[i] is event)

    def wait_events(self, name, count, since=0, what=None, **match):
        """The first `count` events `name` matching `match` logged from `since` on."""
        found = []
        for n in range(count):
            found.append(self.wait_event(name, since, what=f"{what or name} (#{n + 1} of {count})", **match))
            since = self._index(found[-1]) + 1
        return found

    def idle_after(self, event, what=None):
        """The first `idle` (everything come to rest) logged after `event`."""
        return self.wait_event("idle", self._index(event) + 1,
                               what=what or f"the app coming to rest after {event.get('event')!r}")

    def new_window(self, before, what, focused=False):
        """The id of a window of the app that is visible now and was not in `before` (a set of
        ids from `windows()`); with `focused`, once it also has the keyboard focus."""
        window = self.wait_until(lambda: next(iter(self.windows() - before), None), what)
        if focused:
            self.wait_until(lambda: sh("xdotool", "getwindowfocus", check=False) == window, f"{what}: its focus")
        return window

    def frame_into(self, event, seconds, what=None):
        """The first `frame` drawn `seconds` or more (on the app's frame clock) after the first
        frame that followed `event`: a moment inside an animation, found by the app's own clock."""
        first = self.wait_event("frame", self._index(event) + 1, what=f"a frame after {event.get('event')!r}")
        return self.wait_event("frame", self._index(first), t=lambda t: t >= first["t"] + seconds - 1e-6,
                               what=what or f"a frame {seconds} s into the animation after {event.get('event')!r}")

    def open_menu(self, key="F10"):
        """Opens a header bar menu with `key` and waits until its popover is shown (it takes the
        keys from then on); `close_menu` chooses with Return and waits until it is gone."""
        since = self.mark()
        self.key(key)
        return self.wait_event("menu", since, open=True, what=f"a menu opening on {key}")

    def close_menu(self, key="Return"):
        since = self.mark()
        self.key(key)
        closed = self.wait_event("menu", since, open=False, what=f"the menu closing on {key}")
        self._sent = None   # the menu's keys went to its popover: nothing for `settle` to wait for
        return closed

    def _sending(self, kind, count=1, **match):
        """Notes the input about to be sent, so `settle` knows what the app must echo: `kind`,
        `count` of them, with fields `match` (the pointer's position, the key's name)."""
        if kind in ("press", "release") and self._inside():
            origin = self._window_origin()
            match = {"x": self._pointer[0] - origin[0], "y": self._pointer[1] - origin[1], **match}
        self._sent = (kind, len(self.log), count, match)

    def _inside(self, point=None):
        """Whether the pointer (or `point`, on the screen) is in the main window."""
        x, y = point or self._pointer or (-1, -1)
        return 0 <= x - self.origin[0] < self.size[0] and 0 <= y - self.origin[1] < self.size[1]

    def settle(self, timeout=None):
        """Waits until the app handled the last input the harness sent (its `input` echo) and,
        if that set frames going, until they came to rest (the next `idle`). Returns the `idle`
        event, or the echo when nothing moved."""
        if not self.debug or self._sent is None:
            return None
        kind, since, count, match = self._sent
        echo = None
        for n in range(count):
            echo = self.wait_event("input", since, timeout, what=f"the app handling input #{n + 1} "
                                   f"of {count} ({kind} {match}) sent", kind=kind, **match)
            since = self.log.index(echo, since) + 1
        if not echo["ticking"]:
            return echo
        return self.wait_event("idle", since, timeout, what=f"the app coming to rest after the {kind}")

    def drain(self):
        while not self.events.empty():
            event = self.events.get_nowait()
            if event is None:
                self.events.put(None)
                return

    # Pointer, in window coordinates (what the app reports).
    def move(self, x, y):
        # On the screen, clamped to it: a point left of or above the screen (an edge swipe started
        # outside) puts the pointer at the edge, as a real pointer would; xdotool rejects negatives.
        origin = self._window_origin()
        sx, sy = max(0, int(round(x)) + origin[0]), max(0, int(round(y)) + origin[1])
        self.move_screen(sx, sy)

    def move_screen(self, x, y):
        """Pointer to screen coordinates (another window of the app, for instance). `settle`
        waits for the motion only when the pointer moved within the main window."""
        x, y = int(round(x)), int(round(y))
        if (x, y) != self._pointer and self._inside((x, y)):
            self._sending("motion", x=x - self.origin[0], y=y - self.origin[1])
        self._pointer = (x, y)
        sh("xdotool", "mousemove", str(x), str(y))

    def down(self):
        self._sending("press")
        sh("xdotool", "mousedown", "1")

    def up(self):
        self._sending("release")
        sh("xdotool", "mouseup", "1")

    def click(self, x, y):
        """Moves there and clicks (press and release; X delivers the motion first)."""
        self.move(x, y)
        self._sending("release")
        sh("xdotool", "click", "1")

    def click_button(self, button, times=1):
        """Clicks `button` where the pointer is (4/5: wheel up/down), `times` times."""
        self._sending("scroll" if button in (4, 5, 6, 7) else "release", times)
        sh("xdotool", "click", "--repeat", str(times), "--delay", "10", str(button))

    def click_rect(self, rect):
        self.click(rect["x"] + rect["width"] / 2, rect["y"] + rect["height"] / 2)

    def drag(self, points, step_delay=0.016):
        """Moves through `points` one by one with the button held (pressed at the first);
        `step_delay` is the user's pace (the event times give the drag its speed)."""
        self.move(*points[0])
        self.down()
        for point in points[1:]:
            time.sleep(step_delay)   # a user's pace: the speed the drag is about
            self.move(*point)

    def minimum_size(self):
        """The window's smallest size as it asks a window manager for it (WM_NORMAL_HINTS)."""
        hints = sh("xprop", "-id", self.window, "WM_NORMAL_HINTS")
        for line in hints.splitlines():
            if "minimum size:" in line:
                width, _, height = line.split("minimum size:")[1].split()
                return int(width), int(height)
        return 0, 0

    def resize(self, width, height):
        """Resizes the window, as a window manager would: never below the minimum size it asks
        for (with none running, xdotool could make it smaller, and GTK 4.18 warns of the header
        bar measured below its minimum); waits for the list's new geometry (`layout`)."""
        least = self.minimum_size()
        width, height = max(width, least[0]), max(height, least[1])
        if (width, height) == self._geometry()[1]:
            return None   # already that size: nothing to lay out
        since = self.mark()
        sh("xdotool", "windowsize", self.window, str(width), str(height))
        self.size = (width, height)
        if self.debug:
            return self.wait_event("layout", since, what=f"the list laid out for the window resized to {width}x{height}")

    def key(self, combo):
        self._press([combo])

    def keys(self, *combos):
        """Presses `combos` one right after the other, as fast as a person types (one xdotool
        call, no delay between them): the app gets no frame in between."""
        self._press(combos, "--delay", "0")

    def _press(self, combos, *options):
        # Keys go to the focused window (Xvfb without a window manager: the one under the pointer);
        # `key --window` uses XSendEvent, which GTK ignores or X refuses. `settle` waits for the
        # echo of the last key.
        name = combos[-1].split("+")[-1]
        self._sending("key", key=lambda k: (k or "").lower() == name.lower())
        press_keys(*combos, options=options)

    def type(self, text):
        """Types `text` into the focused widget (real key events). A letter that no key of the
        display's keyboard map gives (é, on Xvfb's US map) first gets a key of its own, kept
        (`Display.map_letters`): xdotool would bind a spare key for that one keystroke and take it
        back at once, and an app that read the keystroke after the map was restored (on a busy
        machine) got another letter or none."""
        self.display.map_letters(text)
        self._sending("keyup", len(text))
        sh("xdotool", "type", "--delay", "40", text)

    def screenshot(self, name):
        path = os.path.join(ARTIFACTS, f"{name}.png")
        sh("import", "-window", "root", path)
        return Screenshot(path, self._window_origin())

    def quit(self, combo="ctrl+q", timeout=10):
        self.key(combo)
        return self.finish(timeout)

    def close_window(self, timeout=10):
        """Asks the window to close as a window manager would (WM_DELETE_WINDOW); the report."""
        sh(sys.executable, os.path.abspath(__file__), "close", self.display.display, self.window)
        return self.finish(timeout)

    def signal(self, number, timeout=10):
        """Sends `number` (e.g. signal.SIGTERM) to the app and returns its report."""
        self.proc.send_signal(number)
        return self.finish(timeout)

    def finish(self, timeout=10, status=0):
        """Waits for the app to exit; checks it exited with `status` without GTK warnings and
        returns its report."""
        try:
            self.proc.wait(timeout=timeout)
        except subprocess.TimeoutExpired as error:
            raise AssertionError(f"the app did not exit within {timeout}s") from error
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
        stderr = self._save_stderr()
        problems = gtk_complaints(stderr.splitlines())
        assert not problems, f"GTK complained: {problems[:3]}"
        assert self.proc.returncode == status, \
            f"exit status {self.proc.returncode}; last stderr lines: {stderr.splitlines()[-8:]}"
        if status != 0:
            return None
        with open(self.report_path) as f:
            return json.load(f)

    def stderr(self):
        self._stderr_thread.join(timeout=2)
        return "\n".join(self.stderr_lines)

    def _save_stderr(self):
        if self.proc is None:
            return ""
        if self.proc.poll() is not None:
            self._stderr_thread.join(timeout=2)
        text = "\n".join(self.stderr_lines)
        with open(os.path.join(ARTIFACTS, f"{self.name}-stderr.txt"), "w") as f:
            f.write(text)
        with open(os.path.join(ARTIFACTS, f"{self.name}-events.jsonl"), "w") as f:
            f.writelines(json.dumps(event) + "\n" for event in list(self.log))
        return text

    def kill(self):
        if self.proc is not None and self.proc.poll() is None:
            sh("xdotool", "mouseup", "1", check=False, timeout=3)   # a failed drag must not hold the button
            self.proc.kill()
            self.proc.wait(timeout=5)
        if self.proc is not None and self.proc in _started:
            _started.remove(self.proc)
        self.display.close()


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
                             check=True, capture_output=True, timeout=COMMAND_TIMEOUT).stdout
        return [raw[int(y) + self.origin[1] - top] for y in ys]

    def pixel(self, x, y):
        """(r, g, b) at window coordinates."""
        sx, sy = int(round(x)) + self.origin[0], int(round(y)) + self.origin[1]
        out = sh("convert", self.path, "-format", f"%[fx:int(255*p{{{sx},{sy}}}.r)],"
                 f"%[fx:int(255*p{{{sx},{sy}}}.g)],%[fx:int(255*p{{{sx},{sy}}}.b)]", "info:")
        return tuple(int(v) for v in out.split(","))

    def mean(self, rect):
        """Mean (r, g, b) over a rect in window coordinates."""
        x, y = int(round(rect["x"])) + self.origin[0], int(round(rect["y"])) + self.origin[1]
        out = sh("convert", self.path, "-crop", f"{int(rect['width'])}x{int(rect['height'])}+{x}+{y}", "+repage",
                 "-scale", "1x1!", "-format", "%[fx:int(255*r)],%[fx:int(255*g)],%[fx:int(255*b)]", "info:")
        return tuple(int(v) for v in out.split(","))


def test(function):
    """Marks a GUI test; pytest collects it whatever its name. Returns the function unchanged."""
    function.__gui_test__ = True
    return function


def _xlib():
    """Xlib through ctypes, with the signatures the harness uses."""
    import ctypes
    import ctypes.util
    xlib = ctypes.CDLL(ctypes.util.find_library("X11"))
    xlib.XOpenDisplay.restype = ctypes.c_void_p
    xlib.XOpenDisplay.argtypes = [ctypes.c_char_p]
    xlib.XInternAtom.restype = ctypes.c_ulong
    xlib.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
    xlib.XGetSelectionOwner.restype = ctypes.c_ulong
    xlib.XGetSelectionOwner.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    xlib.XSendEvent.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_int, ctypes.c_long, ctypes.c_void_p]
    xlib.XFlush.argtypes = [ctypes.c_void_p]
    xlib.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
    xlib.XCloseDisplay.argtypes = [ctypes.c_void_p]
    return xlib


MODIFIER_KEYS = {"ctrl": "Control_L", "shift": "Shift_L", "alt": "Alt_L", "super": "Super_L"}


def press_keys(*combos, options=()):
    """Presses each key combination (`ctrl+e`, `F10`) on the current display, as a person would.
    xdotool sends a function key with Alt held where the keyboard data maps Alt to the key's
    first level (Debian testing's: the app got Alt+F10, and no menu opened), so function keys go
    through XTest, key code by key code; every other key through `xdotool key`."""
    if not all(combo.split("+")[-1][:1] == "F" and combo.split("+")[-1][1:].isdigit() for combo in combos):
        sh("xdotool", "key", *options, *combos)
        return
    import ctypes
    import ctypes.util
    xlib, xtst = _xlib(), ctypes.CDLL(ctypes.util.find_library("Xtst"))
    xlib.XStringToKeysym.restype = ctypes.c_ulong
    xlib.XStringToKeysym.argtypes = [ctypes.c_char_p]
    xlib.XKeysymToKeycode.restype = ctypes.c_ubyte
    xlib.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]
    xtst.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
    connection = xlib.XOpenDisplay(current_env()["DISPLAY"].encode())
    assert connection, "cannot open the display to press keys"
    try:
        for combo in combos:
            names = [MODIFIER_KEYS.get(part.lower(), part) for part in combo.split("+")]
            codes = [xlib.XKeysymToKeycode(connection, xlib.XStringToKeysym(name.encode())) for name in names]
            assert all(codes), f"no key for {combo} in the keyboard map"
            # Held for 12 ms, as xdotool holds a key (XTest's delay, counted by the X server).
            for code in codes:
                xtst.XTestFakeKeyEvent(connection, code, 1, 0)
            for code in reversed(codes):
                xtst.XTestFakeKeyEvent(connection, code, 0, 12)
            xlib.XSync(connection, 0)
    finally:
        xlib.XCloseDisplay(connection)


def _selection_owned(display, selection):
    """Whether some client owns the X `selection` on `display`."""
    xlib = _xlib()
    connection = xlib.XOpenDisplay(display.encode())
    if not connection:
        return False
    try:
        return xlib.XGetSelectionOwner(connection, xlib.XInternAtom(connection, selection.encode(), 0)) != 0
    finally:
        xlib.XCloseDisplay(connection)


def _send_delete_window(display, window):
    """Sends WM_DELETE_WINDOW to `window` with Xlib (there is no window manager under Xvfb)."""
    import ctypes
    xlib = _xlib()

    class ClientMessage(ctypes.Structure):
        _fields_ = [("type", ctypes.c_int), ("serial", ctypes.c_ulong), ("send_event", ctypes.c_int),
                    ("display", ctypes.c_void_p), ("window", ctypes.c_ulong), ("message_type", ctypes.c_ulong),
                    ("format", ctypes.c_int), ("data", ctypes.c_long * 5)]

    class Event(ctypes.Union):
        _fields_ = [("xclient", ClientMessage), ("pad", ctypes.c_long * 24)]

    connection = xlib.XOpenDisplay(display.encode())
    if not connection:
        sys.exit(f"cannot open display {display}")
    event = Event()
    event.xclient.type = 33   # ClientMessage
    event.xclient.window = int(window)
    event.xclient.message_type = xlib.XInternAtom(connection, b"WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data[0] = xlib.XInternAtom(connection, b"WM_DELETE_WINDOW", 0)
    xlib.XSendEvent(connection, int(window), 0, 0, ctypes.byref(event))
    xlib.XFlush(connection)
    xlib.XCloseDisplay(connection)


if __name__ == "__main__" and sys.argv[1:2] == ["close"]:
    _send_delete_window(sys.argv[2], sys.argv[3])


# AT-SPI, read by a fresh /usr/bin/python3 each time (atspi_tree.py): pyatspi can bring down the
# process that imported it when a session bus goes away, and its cache goes stale in a long-lived
# process, so the test runner never imports it.
def accessible_tree(pid, timeout=WAIT, env=None):
    """The app's AT-SPI tree as a screen reader sees it: a list of {role, name, depth, states,
    extents} in document order (depth 0 is the application). Fails if the app is not on the bus."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "atspi_tree.py")
    deadline = time.monotonic() + timeout
    failures = 0
    while True:
        # Each look is a fresh process with a short wait of its own: libatspi's list of
        # applications can go stale in a process that started looking before the app joined the
        # bus (a loaded machine: the app was never seen in 30 s), and a new process reads it anew.
        look = max(1.0, min(5.0, deadline - time.monotonic()))
        try:
            done = subprocess.run(["/usr/bin/python3", script, str(pid), str(look)], capture_output=True,
                                  text=True, timeout=look + timeout, env=env or current_env())
        except subprocess.TimeoutExpired as error:
            raise AssertionError(f"reading the AT-SPI tree took more than {look + timeout:.0f}s") from error
        if done.returncode != 0:
            failures += 1   # libatspi can abort while the app builds its tree
            assert failures < 3, f"atspi_tree.py failed ({done.returncode}): {done.stderr[-300:]}"
        elif json.loads(done.stdout) is not None:
            return json.loads(done.stdout)
        assert time.monotonic() < deadline, f"the app did not appear on the accessibility bus within {timeout}s"
        time.sleep(0.5)   # a retry interval
