import Testing
@testable import ListCore

/// Issue 50, step 4: the storm of `ModelMirrorStormTests` drives two paths with the same changes,
/// and the windowed one draws what the full one draws.
/// - (a) the full path: `ModelMirror`'s rows, a `BatchChain` over `BatchSnapshot`s (`RowLayout`);
/// - (b) the windowed path: `WindowedMirror.apply` → `WindowedBatch` → a `BatchChain` over
///   `WindowedSnapshot`s (`BatchChain.commit(_:at:duration:curve:offsetMovedBy:)`).
///
/// Changes come mid-flight (a second, third… change retargets the running animation) or after
/// it settled; the viewport scrolls between animations, and the mirror's window follows it (the
/// viewport plus one viewport either side). Frames are sampled between changes. In each, every
/// row the windowed chain draws in the viewport is drawn by the full chain at the same place, the
/// same opacity and the same crossfade (so at no place the row never had: the full chain's
/// places are the model's), and every row the full chain draws, the windowed one draws.
extension WindowedMirrorStormTests {
    /// How a chain draws one row in a frame: what `BatchAnimator.decorate` and `finishFrame` read.
    struct Drawn: Equatable, CustomStringConvertible {
        var top: Double
        var height: Double
        var opacity: Double
        var contentOpacity: Double?
        var previousFields: [String]?
        var departing: Bool

        func matches(_ other: Drawn) -> Bool {
            abs(top - other.top) < 1e-6 && abs(height - other.height) < 1e-9 && abs(opacity - other.opacity) < 1e-9
                && departing == other.departing && previousFields == other.previousFields
                && abs((contentOpacity ?? 1) - (other.contentOpacity ?? 1)) < 1e-9
        }

        var description: String {
            "top \(top) height \(height) opacity \(opacity)" + (departing ? " departing" : "")
                + (previousFields.map { " from \($0) at \(contentOpacity ?? 1)" } ?? "")
        }
    }

    /// The rows `chain` draws in `window` (layout coordinates) at `time`, as the animator draws them.
    static func drawn<State>(_ chain: BatchChain<State>, in window: RowSpan, at time: Double) -> [RowID: Drawn] {
        let fractions = chain.fractions(at: time)
        var result: [RowID: Drawn] = [:]
        let ids = Array(chain.current.ids(inWindowTop: window.top, height: window.height))
            + chain.earlierIDs(inWindowTop: window.top, height: window.height)
        for id in ids where result[id] == nil {
            var drawn: Drawn
            if chain.current.contains(id) {
                guard let span = chain.span(of: id, fractions: fractions, window: window) else { continue }
                let fade = chain.crossfade(of: id, fractions: fractions)
                drawn = Drawn(top: span.top, height: span.height,
                              opacity: chain.opacity(of: id, fractions: fractions)
                                  * chain.travelOpacity(of: id, fractions: fractions, window: window),
                              contentOpacity: fade?.contentOpacity, previousFields: fade?.previousFields, departing: false)
            } else {
                guard let departure = chain.departure(of: id, fractions: fractions, window: window) else { continue }
                drawn = Drawn(top: departure.span.top, height: departure.span.height, opacity: departure.opacity,
                              contentOpacity: 0, previousFields: departure.row.fields, departing: true)
            }
            let span = RowSpan(top: drawn.top, height: drawn.height)
            guard drawn.opacity > 0, span.intersects(windowTop: window.top, windowHeight: window.height) else { continue }
            result[id] = drawn
        }
        return result
    }

    @Test(arguments: TestSeed.seeds(3))
    func theWindowedChainDrawsEveryRowWhereTheFullChainDoes(seed: UInt64) throws {
        var random = BatchSeededRandom(seed: seed)
        let rowHeight = 10.0, viewport = 60.0, duration = 0.3
        let margin = Int(viewport / rowHeight)   // the window: one viewport either side
        var model: [Item] = (0..<40).map { Item(key: $0, title: "t\($0)") }
        var nextKey = 40
        var full = ModelMirror<Int>(defaultHeight: rowHeight)
        _ = try full.itemsChanged(position: 0, removed: 0, added: model.map(ModelMirrorStormTests.mirrored))
        var offset = 50.0
        func window(count: Int) -> Range<Int> {
            let length = 2 * margin + margin + 1
            let lower = max(0, min(Int(offset / rowHeight) - margin, count - length))
            return lower..<min(count, lower + length)
        }
        func content(_ position: Int) -> ModelMirrorContent { .init(fields: [model[position].title]) }
        var mirror = WindowedMirror<Int>(count: model.count, window: window(count: model.count),
                                         heights: .uniform(count: model.count, height: rowHeight),
                                         key: { model[$0].key }, content: content)
        var fullChain = BatchChain(base: BatchSnapshot(rows: full.rows, layout: RowLayout(rows: full.rows)))
        var chain = BatchChain(base: mirror.snapshot())
        var twins = Twins()
        twins.learn(chain.current, rows: full.rows, keys: model.map(\.key))
        var time = 0.0
        var seen = (frames: 0, rows: 0, exact: 0, moving: 0, fading: 0, departing: 0, crossfading: 0, retargets: 0)
        var failures: [String] = []
        func compare(at frameTime: Double, _ label: String) {
            let view = RowSpan(top: offset, height: viewport)
            let expected = Self.drawn(fullChain, in: view, at: frameTime)
            let actual = Self.drawn(chain, in: view, at: frameTime)
            let fullStates = Self.states(fullChain), windowedStates = Self.states(chain)
            guard fullStates.count == windowedStates.count else {
                failures.append("\(label): \(windowedStates.count) windowed states, \(fullStates.count) full ones"); return
            }
            func knowsAlike(_ id: RowID, _ twin: RowID) -> Bool {
                Self.knowsAlike(id, twin, windowed: chain, full: fullChain)
            }
            var matched = Set<RowID>()
            var known = Set<RowID>()
            for (id, drawn) in actual {
                guard let twin = twins.fullID[id] else { failures.append("\(label): \(id) drawn with no identity"); continue }
                matched.insert(twin)
                guard twins.isUnique(twin) else { continue }
                seen.rows += 1
                // Known to the windowed path in every state the full path has it, and started alike
                // where a collapsed stage left it (`BatchChain.collapseOldest`): drawn alike.
                if knowsAlike(id, twin) {
                    seen.exact += 1
                    known.insert(twin)
                    guard let want = expected[twin] else {
                        failures.append("\(label): \(twin) drawn at \(drawn), the full path does not draw it"); continue
                    }
                    if !drawn.matches(want) { failures.append("\(label): \(twin) drawn at \(drawn), the full path at \(want)") }
                } else {
                    // Else (a row of a change's span the list did not track then) on its path: between
                    // places the windowed states give it, which are its own (checked at each change).
                    let tops = windowedStates.compactMap { $0.span(of: id)?.top }
                    if drawn.top < tops.min()! - 1e-6 || drawn.top > tops.max()! + 1e-6 {
                        failures.append("\(label): \(twin) drawn at \(drawn), off its places \(tops)")
                    }
                }
                if abs(drawn.top - Double(full.rows.firstIndex { $0.id == twin } ?? -1) * rowHeight) > 1e-6 {
                    seen.moving += 1
                }
                if drawn.opacity < 1 { seen.fading += 1 }
                if drawn.departing { seen.departing += 1 }
                if drawn.previousFields != nil { seen.crossfading += 1 }
            }
            // Every row the full path draws that the windowed one knows in every state is drawn, and
            // so is every row of the list in the viewport whose history both paths know.
            let visible = fullChain.current.layout.visibleRange(offset: offset, viewportHeight: viewport)
            let windowedID = Dictionary(twins.fullID.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
            for (id, want) in expected where !known.contains(id) && twins.isUnique(id) {
                let everywhere = windowedID[id].map { knowsAlike($0, id) } ?? false
                if everywhere || (!matched.contains(id) && fullChain.current.layout.index(of: id).map(visible.contains) == true
                                  && windowedID[id].map(chain.current.contains) != true) {
                    failures.append("\(label): \(id) not drawn, the full path draws it at \(want)")
                }
            }
            seen.frames += 1
        }
        /// The frame loop's window: the viewport plus one viewport either side, learnt by the chain.
        func followViewport() {
            mirror.moveWindow(to: window(count: model.count), key: { model[$0].key }, content: content)
            chain.learn(mirror.snapshot())
            twins.learn(chain.current, rows: full.rows, keys: model.map(\.key))
        }
        /// Every place a windowed state gives a row is that row's place in the full state.
        func checkPlaces(_ label: String) {
            for (windowedState, fullState) in zip(Self.states(chain), Self.states(fullChain)) {
                for id in windowedState.ids {
                    guard let twin = twins.fullID[id], !twins.everDuplicated.contains(twins.keyOf[twin]!) else { continue }
                    if fullState.layout.index(of: twin) != windowedState.index(of: id) {
                        failures.append("\(label): \(twin) placed at \(windowedState.index(of: id)!), "
                                        + "the full state has it at \(fullState.layout.index(of: twin) ?? -1)")
                    }
                }
            }
        }
        for step in 0..<1_000 {
            let label = "step \(step), \(TestSeed.label(seed))"
            // Frames until the next change: mid-flight (a retarget) or after the animation settled.
            let gap = random.chance(0.6) ? Double.random(in: 0.02...0.25, using: &random)
                                         : Double.random(in: 0.32...0.5, using: &random)
            for k in 1...3 { compare(at: time + gap * Double(k) / 4, "\(label), frame \(k)") }
            time += gap
            fullChain.prune(at: time)
            chain.prune(at: time)
            // The reader scrolls, near or far, now and then mid-flight; the window follows.
            if random.chance(0.3) {
                let maxOffset = max(0, Double(model.count) * rowHeight - viewport)
                offset = random.chance(0.5) ? min(maxOffset, max(0, offset + Double.random(in: -40...40, using: &random)))
                    : Double.random(in: 0...maxOffset, using: &random).rounded()
                followViewport()
            }
            // Rows no stage places any more are let go.
            _ = mirror.releaseInFlight(keeping: chain.placedIDs)
            if chain.isAnimating { seen.retargets += 1 }
            // The change, on both paths.
            let oldRows = full.rows, oldKeys = model.map(\.key)
            let change = ModelMirrorStormTests.randomChange(of: model, nextKey: &nextKey, random: &random)
            model.replaceSubrange(change.position..<change.position + change.removed, with: change.added)
            twins.noteDuplicates(in: model)
            _ = try full.itemsChanged(position: change.position, removed: change.removed,
                                      added: change.added.map(ModelMirrorStormTests.mirrored))
            let batch = try mirror.apply(position: change.position, removed: change.removed, added: change.added.count,
                                         key: { model[$0].key }, content: content, rereads: true)
            twins.learn(batch.old, rows: oldRows, keys: oldKeys)
            twins.learn(batch.new, rows: full.rows, keys: model.map(\.key))
            // The scroll offset follows the windowed batch's anchor on both paths.
            let maxOffset = max(0, Double(model.count) * rowHeight - viewport)
            let moved = min(max(0, offset + batch.anchorDistance), maxOffset) - offset
            offset += moved
            let view = RowSpan(top: offset, height: viewport)
            fullChain.shift(by: moved)
            fullChain.add(BatchSnapshot(rows: full.rows, layout: RowLayout(rows: full.rows)), at: time,
                          duration: duration, curve: .easeInOut)
            fullChain.limitDepth(to: BatchAnimator.maxChainDepth, window: view)
            chain.commit(batch, at: time, duration: duration, curve: .easeInOut, offsetMovedBy: moved)
            chain.limitDepth(to: BatchAnimator.maxChainDepth, window: view)
            followViewport()
            checkPlaces(label)
            #expect(chain._invariantViolations().isEmpty, "\(label)")
            if failures.count > 20 { break }
        }
        #expect(failures.isEmpty, "\(failures.count) frames differ, first: \(failures.prefix(12).joined(separator: "\n"))")
        // Every kind of drawing happened; rows of a change's span the list did not track (drawn on
        // their path, not compared) are rare: about 0.2 % of the rows drawn.
        #expect(seen.rows > 15_000 && seen.exact > seen.rows * 99 / 100 && seen.moving > 5_000 && seen.fading > 2_000
                && seen.departing > 1_000 && seen.crossfading > 1_000 && seen.retargets > 400, "\(seen) \(TestSeed.label(seed))")
    }
}
