import ListCore
import ListGtk
import ListWidget
import ListData

/// `--debug` events that tell a GUI test a state was reached, so it waits for them instead of
/// sleeping: input handled, the edit-mode bar come to rest, a menu open, the keyboard focus moved.
extension AppWindow {
    func emitTestEvents(_ debug: DebugStream) {
        echoInput(debug)
        announceSelectionBar(debug)
        announceMenus(debug)
        announceFocus(debug)
    }

    /// `{"event":"focus","search":true}` whenever the window's keyboard focus moves or the
    /// search entry is shown: `search` says whether the focus is in the search entry and the
    /// entry is on screen (typed text goes there from then on).
    /// - Complexity: O(depth of the focused widget) per move.
    private func announceFocus(_ debug: DebugStream) {
        let announce: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            let entry = searchBar.entry
            let focus = Window(wrapping: window).focus
            let inSearch = focus.map { $0.isInside(entry.widget) } ?? false
            debug.emit("focus", [("search", .bool(inSearch && entry.widget.isMapped))])
        }
        signals.onNotify(window.raw, "focus-widget", announce)
        signals.on(searchBar.entry, "map", announce)
    }

    /// `{"event":"menu","icon":"open-menu-symbolic","open":true}` once a header bar menu's
    /// popover is shown (its items take the keys from then on) or hidden. The display is synced
    /// first, so the popover's pointer grab is taken (or given back) on the X server before a
    /// test acts on the event. The keyboard focus is back in the window by then too
    /// (`MenuButton.returnFocusWhenClosed`).
    ///
    /// "Closed" is said at the window's next event flush (or when the window is hidden first),
    /// not before. A popover GTK asked to re-send the pointer's motion to (it does so when the
    /// window is laid out while the pointer's focus is in the popover) keeps that request after
    /// it is hidden, and GDK honours it at the next flush if the pointer is inside the hidden
    /// popover's rectangle then. GTK then moves its pointer focus into the hidden popover, and
    /// the press that follows goes there and is lost (a row clicked at once after the menu
    /// closed did not open, 7 tries in 400 under load: `make stress-menu-click`). After that
    /// flush the request is spent.
    /// - Complexity: O(widgets) once, at start.
    private func announceMenus(_ debug: DebugStream) {
        var stack: [Widget] = [window]
        while let widget = stack.popLast() {
            var child = widget.firstChild
            while let next = child {
                stack.append(next)
                child = next.nextSibling
            }
            guard let button = MenuButton(ifMenuButton: widget), let popover = button.popover else { continue }
            let icon = button.iconName
            for (signal, open) in [("map", true), ("unmap", false)] {
                signals.on(popover, signal) { [weak self] in
                    guard let self else { return }
                    let emit: @MainActor () -> Void = {
                        Display.sync()
                        debug.emit("menu", [("icon", .string(icon)), ("open", .bool(open))])
                    }
                    // Closed: from the flush itself, before idles the menu's action queued (a
                    // table chosen opens in a new window and closes this one in an idle).
                    if open { whenIdleWhileOpen(emit) } else { afterNextEventFlush(emit) }
                }
            }
        }
    }

    /// Runs `body` once the window's frame clock has flushed the events (after every surface's
    /// own `flush-events` handler), asking for that flush now, or when the window is hidden
    /// first (its clock flushes no more).
    /// - Complexity: O(1).
    private func afterNextEventFlush(_ body: @escaping @MainActor () -> Void) {
        guard let clock = window.frameClock else { return body() }
        var flushed: UInt = 0, unmapped: UInt = 0
        let once: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            signals.disconnect(clock, flushed)
            signals.disconnect(window, unmapped)
            body()
        }
        flushed = signals.on(clock, "flush-events", after: true) { once() }
        unmapped = signals.on(window, "unmap") { once() }
        clock.requestEventFlush()
    }

    /// `{"event":"selectionbar","revealed":true,"list":RECT,"strip":RECT,"rows":[…]}` once the
    /// edit-mode bar finished sliding in or out, with the list's geometry after it.
    /// - Complexity: O(visible rows) per slide.
    private func announceSelectionBar(_ debug: DebugStream) {
        signals.onNotify(selectionBar.widget.raw, "child-revealed") { [weak self] in
            self?.whenIdleWhileOpen { [weak self] in
                guard let self else { return }
                let revealed = selectionBar.isRevealed
                debug.emit("selectionbar", [("revealed", .bool(revealed))] + listGeometry(debug))
            }
        }
    }

    /// Under `--debug`: once the window has handled a pointer button, key, scroll or motion
    /// event, an `input` event says so, with whether frames are coming (`ticking`: an `idle`
    /// event follows when they come to rest). A GUI test waits for it instead of guessing how
    /// long the app takes: `{"event":"input","kind":"release","time":123456,"x":200,"y":300,
    /// "ticking":true}` (`kind`: press, release, key, keyup, scroll, motion; `time`: the event
    /// time in ms; `t`: when the window took it, monotonic seconds, as the `paint` events' `t`;
    /// `x`, `y`: the pointer in window pixels, for events on the main window;
    /// `key`: the key's name, for keys).
    ///
    /// The event is read in the capture phase, before any widget, and never stopped; the echo
    /// is emitted from an idle callback, so it comes after the handlers of that event ran.
    /// - Complexity: O(1) per event.
    private func echoInput(_ debug: DebugStream) {
        let controller = window.addController(.rawEventsFirst)
        signals.onEvent(controller, "event") { [weak self] event in
            let kind: String
            switch event.kind {
            case .press: kind = "press"
            case .release: kind = "release"
            case .key: kind = "key"
            case .keyUp: kind = "keyup"
            case .scroll: kind = "scroll"
            case .motion: kind = "motion"
            default: return false
            }
            guard let self else { return false }
            var fields: [(String, JSONValue)] = [("kind", .string(kind)),
                                                 ("time", .number(Double(event.time))), ("t", .number(MainLoop.now))]
            if kind.hasSuffix("key") || kind == "keyup" {
                fields.append(("key", .string(event.keyName)))
            } else if let (x, y) = event.position(in: window) {
                fields += [("x", .number(x.rounded())), ("y", .number(y.rounded()))]
            }
            whenIdleWhileOpen { [weak self] in
                guard let self else { return }
                debug.emit("input", fields + [("ticking", .bool(list.isTicking))])
            }
            return false
        }
    }
}
