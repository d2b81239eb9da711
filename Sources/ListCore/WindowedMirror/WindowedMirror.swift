/// The rows of an external list model (an app's model of items) that a windowed list keeps
/// (docs/windowed-mirror.md): the model's count, a *window* of positions read from the model (the
/// rows in view plus a margin, as a toolkit list view's realized tiles) and the *tracked* rows outside
/// it (selection, scroll anchor, open row, drag pivot, cursor, range anchor, rows in flight),
/// each with its key, its identity (`RowID.mirrored(serial)`) and its position. Nothing is kept
/// per item of the model: memory is O(window + tracked), and no operation reads more than the
/// window and, for a change, the scan of `WindowedChange`.
///
/// `apply(position:removed:added:key:content:rereads:)` turns a model's `items-changed` into a
/// `WindowedBatch`: the states before and after (`WindowedSnapshot`), each row of both windows
/// with its place in each state where it had one, and what the host must do (references to
/// take and drop, rows that left the selection).
///
///     var mirror = WindowedMirror<String>(count: model.count, window: 0..<40,
///                                         heights: .uniform(count: model.count, height: 28),
///                                         key: { model[$0].id }, content: { read(model[$0]) })
///     mirror.track(.selected, at: 90_000, key: model[90_000].id)
///     // A sorter: items-changed(0, n, n).
///     let batch = try mirror.apply(position: 0, removed: n, added: n, key: { model[$0].id },
///                                  content: { read(model[$0]) })
///     batch.isReorder                   // true: every tracked row found again, nothing anchored
///     batch.new.index(of: selectedID)   // where the selected row went
///
/// Identities: a row gets a fresh serial when it becomes tracked (read into the window, or given
/// a role) and loses it when it has no role left; coming back, it gets a new one (nothing held
/// the old one). Duplicate keys pair in order among the tracked occurrences (`WindowedChange`).
///
/// A value type: a change that throws leaves the mirror as it was.
///
/// - Complexity: storage O(w + t) for a window of w rows and t tracked rows (plus the heights'
///   measured rows). A change costs O(w + t) plus the scan's key reads (none when no tracked row
///   was in the changed span); moving the window costs O(w + t).
package struct WindowedMirror<Key: Hashable> {
    /// One tracked row: its key, position in the model and roles. Its row, while it is drawn, is
    /// in `drawnRows`: a selection of a million rows keeps these 24 bytes a row, not a `Row`'s.
    struct Entry {
        var key: Key
        var position: Int
        var roles: TrackedRoles
    }

    /// The number of items in the model.
    package internal(set) var count: Int
    /// The model positions read (the rows in view plus a margin).
    package internal(set) var window: Range<Int>
    /// How many rows the window holds when the model has them (a window shrunk by a short model
    /// grows back as items come).
    package internal(set) var windowLength: Int
    /// The window's serials in order.
    var windowSerials: [UInt32]
    /// Every tracked row (the window's included), by serial.
    var entries: [UInt32: Entry]
    /// The rows drawn (tracked with a `TrackedRoles.drawn` role: `.window`, `.inFlight`,
    /// `.dragged`), by serial: what a frame's snapshot walks, O(w + rows in flight) however many
    /// rows are selected.
    var drawnRows: [UInt32: Row]
    /// The serial of the tracked row at each tracked position.
    var serialAt: [Int: UInt32]
    /// The number in the next fresh identity; wraps after 2^32, as `ModelMirror`'s.
    package internal(set) var nextSerial: UInt32 = 0
    /// The rows' heights (`WindowHeights`), following every change.
    package internal(set) var heights: WindowHeights

    /// A mirror of a model of `count` items showing `window`, reading only the window's keys and
    /// contents (`key(position)`, `content(position)`). Identities are numbered from
    /// `firstSerial`: a host that replaces its rows by a new mirror starts it past the old one's
    /// `nextSerial`, so no identity of the old rows comes back on another row.
    ///
    /// - Complexity: O(w) reads for a window of w rows; nothing for the other items.
    package init(count: Int, window: Range<Int>, heights: WindowHeights, firstSerial: UInt32 = 0, key: (Int) -> Key,
                 content: (Int) -> ModelMirrorContent) {
        precondition(heights.count == count, "heights for \(heights.count) rows, the model has \(count)")
        self.count = count
        self.heights = heights
        self.windowLength = window.count
        self.window = 0..<0
        self.windowSerials = []
        self.entries = [:]
        self.drawnRows = [:]
        self.serialAt = [:]
        self.nextSerial = firstSerial
        _ = moveWindow(to: window, key: key, content: content)
    }

    /// The window's rows, in the model's order (`rows[i]` is the item at `window.lowerBound + i`).
    ///
    /// - Complexity: O(w).
    package var rows: [Row] { windowSerials.map { drawnRows[$0]! } }

    /// How many rows are tracked (the window's included).
    package var trackedCount: Int { entries.count }

    /// The keys of every tracked row (the window's included), in no order: what a host that
    /// references the tracked rows' items lets go when it drops the mirror.
    ///
    /// - Complexity: O(t).
    package var trackedKeys: [Key] { entries.values.map(\.key) }

    /// The identity of the tracked row at `position`, `nil` when that row is not tracked.
    ///
    /// - Complexity: O(1) expected.
    @_specialize(exported: true, where Key == UInt)
    @_specialize(exported: true, where Key == String)
    package func id(at position: Int) -> RowID? { serialAt[position].map(RowID.mirrored) }

    /// The model position of a tracked row.
    ///
    /// - Complexity: O(1) expected.
    @_specialize(exported: true, where Key == UInt)
    @_specialize(exported: true, where Key == String)
    package func position(of id: RowID) -> Int? { Self.serial(of: id).flatMap { entries[$0]?.position } }

    /// The key of a tracked row.
    package func key(of id: RowID) -> Key? { Self.serial(of: id).flatMap { entries[$0]?.key } }

    /// The roles of a row (empty when it is not tracked).
    @_specialize(exported: true, where Key == UInt)
    @_specialize(exported: true, where Key == String)
    package func roles(of id: RowID) -> TrackedRoles { Self.serial(of: id).flatMap { entries[$0]?.roles } ?? [] }

    /// The tracked rows that have any of `roles`, in the model's order.
    ///
    /// - Complexity: O(t log t).
    @_specialize(exported: true, where Key == UInt)
    @_specialize(exported: true, where Key == String)
    package func ids(with roles: TrackedRoles) -> [RowID] {
        entries.filter { !$0.value.roles.isDisjoint(with: roles) }.sorted { $0.value.position < $1.value.position }
            .map { RowID.mirrored($0.key) }
    }

    /// The tracked rows that have any of `roles` with their positions, in no order: what a host
    /// that needs no order (a set of identities, the lowest and highest position) reads instead
    /// of `ids(with:)`'s sorted list.
    ///
    /// - Complexity: O(t).
    @_specialize(exported: true, where Key == UInt)
    @_specialize(exported: true, where Key == String)
    package func tracked(with roles: TrackedRoles) -> [(id: RowID, position: Int)] {
        var found: [(id: RowID, position: Int)] = []
        for (serial, entry) in entries where !entry.roles.isDisjoint(with: roles) {
            found.append((RowID.mirrored(serial), entry.position))
        }
        return found
    }

    /// The serial in a mirrored identity (`"m<serial>"`).
    static func serial(of id: RowID) -> UInt32? {
        let raw = id.rawValue
        guard raw.hasPrefix("m") else { return nil }
        return UInt32(raw.dropFirst())
    }

    // MARK: TrackedRoles

    /// Gives the row at `position` (key `key`, read by the host) `role`, tracking it from now on;
    /// returns its identity (the one it has when it is already tracked). A role that draws the row
    /// (`TrackedRoles.drawn`: a reorder's lifted rows outside the window) reads its content with
    /// `content` when the row has none yet; no other role needs it.
    ///
    ///     let id = mirror.track(.selected, at: 123_456, key: item)   // a select_range outside the window
    ///     mirror.track(.dragged, at: 9_000, key: item, content: read) // lifted into a drag: drawn
    ///
    /// - Complexity: O(1) expected, plus the content read.
    @discardableResult
    @_specialize(exported: true, where Key == UInt)
    @_specialize(exported: true, where Key == String)
    package mutating func track(_ role: TrackedRoles, at position: Int, key: Key,
                                content: ((Int) -> ModelMirrorContent)? = nil) -> RowID {
        precondition(position >= 0 && position < count, "row \(position) out of 0..<\(count)")
        let serial: UInt32
        if let tracked = serialAt[position] {
            precondition(entries[tracked]!.key == key, "row \(position) is tracked with another key")
            entries[tracked]!.roles.formUnion(role)
            serial = tracked
        } else {
            serial = nextSerial
            nextSerial &+= 1
            entries[serial] = Entry(key: key, position: position, roles: role)
            serialAt[position] = serial
        }
        if !role.isDisjoint(with: .drawn), drawnRows[serial] == nil {
            guard let content else { preconditionFailure("row \(position) drawn (\(role)) without its content") }
            drawnRows[serial] = makeRow(serial: serial, at: position, content(position))
        }
        return RowID.mirrored(serial)
    }

    /// Gives the tracked row `id` `role`; `false` (and nothing changes) when `id` is not tracked.
    ///
    /// - Complexity: O(1) expected.
    @discardableResult
    package mutating func track(_ role: TrackedRoles, _ id: RowID) -> Bool {
        guard let serial = Self.serial(of: id), entries[serial] != nil else { return false }
        entries[serial]!.roles.formUnion(role)
        return true
    }

    /// Takes `role` from `id`; returns its key when that was its last role (the row is no longer
    /// tracked: the host lets go of its item).
    ///
    /// - Complexity: O(1) expected.
    @discardableResult
    @_specialize(exported: true, where Key == UInt)
    @_specialize(exported: true, where Key == String)
    package mutating func untrack(_ role: TrackedRoles, _ id: RowID) -> Key? {
        precondition(!role.contains(.window), "the window's rows change with moveWindow")
        guard let serial = Self.serial(of: id), var entry = entries[serial] else { return nil }
        entry.roles.subtract(role)
        guard entry.roles.isEmpty else {
            if entry.roles.isDisjoint(with: .drawn) { drawnRows[serial] = nil }   // nothing draws it
            entries[serial] = entry
            return nil
        }
        entries[serial] = nil
        drawnRows[serial] = nil
        serialAt[entry.position] = nil
        return entry.key
    }

    /// Takes `.inFlight` from every row but those in `keeping` (the rows the running animation's
    /// stages still draw); returns the keys of the rows no longer tracked.
    ///
    /// - Complexity: O(w + rows in flight).
    package mutating func releaseInFlight(keeping: Set<RowID>) -> [Key] {
        let going = drawnRows.keys.filter {
            entries[$0]!.roles.contains(.inFlight) && !keeping.contains(RowID.mirrored($0))
        }
        return going.compactMap { untrack(.inFlight, RowID.mirrored($0)) }
    }
}

/// Plain values throughout.
extension WindowedMirror: Sendable where Key: Sendable {}
extension WindowedMirror.Entry: Sendable where Key: Sendable {}
