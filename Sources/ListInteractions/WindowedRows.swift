import CGtk
import ListCore

/// A `WindowedMirror` over an app's `GListModel` as LiListView holds it (docs/windowed-mirror.md
/// §3, step 5): keys and contents are read from the model by position (`g_list_model_get_item`
/// and its unref at once: the model holds the item, nothing is allocated), and, keyed by object,
/// the item of every tracked row is referenced while the row is tracked (the window's rows, the
/// selected, the open row, the rows in flight): taken for the rows the mirror reads anew
/// (`entered`, a new tracked row), let go for the keys it returns (`released`, `untrack`).
/// Keyed by `id-property` nothing is referenced: rows read their text when read.
///
///     let rows = WindowedRows<UInt>(model: model, window: 0..<60, heights: .uniform(count: n, height: 44),
///                                   key: { UInt(bitPattern: $0) }, references: { UnsafeMutableRawPointer(bitPattern: $0) },
///                                   content: read)
///     rows.moveWindow(to: 500..<560)    // 60 items read and referenced, the old 60 let go
///
/// - Complexity: storage O(window + tracked); each operation as `WindowedMirror`'s, plus one
///   `get_item` per key or content read.
@MainActor
final class WindowedRows<Key: Hashable> {
    private(set) var mirror: WindowedMirror<Key>
    /// The model read (referenced by the `LiListView`, which drops this before it lets the model
    /// go); `nil`: no model, no rows.
    var model: UnsafeMutableRawPointer?
    private let keyOf: (UnsafeMutableRawPointer) -> Key
    private let contentOf: (UnsafeMutableRawPointer) -> ModelMirrorContent
    /// Keyed by object, the item of a key (its address), to reference while the row is tracked;
    /// `nil`: nothing referenced.
    private let itemOfKey: ((Key) -> UnsafeMutableRawPointer?)?

    /// Reads `window` of `model` (nothing else) into a new mirror.
    init(model: UnsafeMutableRawPointer?, window: Range<Int>, heights: WindowHeights, firstSerial: UInt32,
         key: @escaping (UnsafeMutableRawPointer) -> Key, references itemOfKey: ((Key) -> UnsafeMutableRawPointer?)?,
         content: @escaping (UnsafeMutableRawPointer) -> ModelMirrorContent) {
        self.model = model
        keyOf = key
        contentOf = content
        self.itemOfKey = itemOfKey
        let count = model.map { Int(g_list_model_get_n_items(OpaquePointer($0))) } ?? 0
        let reader = Reader(model: model, keyOf: key, contentOf: content, keysBeforeReplacement: nil)
        mirror = WindowedMirror(count: count, window: window, heights: heights, firstSerial: firstSerial,
                                key: reader.key, content: reader.content)
        for id in mirror.ids(with: .window) { retain(mirror.key(of: id)) }
    }

    /// Reads `model` from now on (its `items-changed` applied next: the old rows found in it by identity).
    func setModel(_ model: UnsafeMutableRawPointer?) { self.model = model }

    /// The model's `n-items` now (0 without a model).
    var modelCount: Int { model.map { Int(g_list_model_get_n_items(OpaquePointer($0))) } ?? 0 }

    /// The item at `position`, not referenced (the model holds it), `nil` past the end.
    func item(at position: Int) -> UnsafeMutableRawPointer? {
        guard let model, position >= 0, position < mirror.count,
              let item = g_list_model_get_item(OpaquePointer(model), guint(position)) else { return nil }
        g_object_unref(item)
        return item
    }

    /// The key of the item at `position` (in the model).
    func key(at position: Int) -> Key { reader.key(position) }

    /// While the model puts new items equal to the old ones in their places (a `GtkStringList`
    /// spliced with its strings makes new objects): the old items' keys in their new order over
    /// `span`, read instead of the model's so the change finds its rows again; then
    /// `replaceKeys(in:)`.
    var keysBeforeReplacement: (span: Range<Int>, keys: [Key])?

    /// The tracked rows of `span` take their items' keys now (`WindowedMirror.replaceKeys`): the
    /// new items are held, the old ones let go.
    /// - Complexity: O(span), plus a read per tracked row in it.
    func replaceKeys(in span: Range<Int>) {
        let reader = reader
        for (old, new) in mirror.replaceKeys(in: span, key: reader.key) {
            retain(new)
            release(old)
        }
    }

    private var reader: Reader {
        Reader(model: model, keyOf: keyOf, contentOf: contentOf, keysBeforeReplacement: keysBeforeReplacement)
    }

    /// `items-changed(position, removed, added)` (the model has changed): the batch to show.
    /// `detach` is called with each row the change deleted before its item is let go.
    func apply(position: Int, removed: Int, added: Int, rereads: Bool,
               detach: (WindowedBatch<Key>) -> Void) throws(ModelMirrorError) -> WindowedBatch<Key> {
        let reader = reader
        let batch = try mirror.apply(position: position, removed: removed, added: added, key: reader.key,
                                     content: reader.content, rereads: rereads)
        for id in batch.entered { retain(mirror.key(of: id)) }
        detach(batch)
        batch.released.forEach(release)
        return batch
    }

    /// Moves the window to `range` (clamped); returns whether it moved.
    @discardableResult
    func moveWindow(to range: Range<Int>) -> Bool {
        let before = mirror.window
        let reader = reader
        let move = mirror.moveWindow(to: range, key: reader.key, content: reader.content)
        for id in move.entered { retain(mirror.key(of: id)) }
        move.released.forEach(release)
        return mirror.window != before || !move.entered.isEmpty
    }

    /// Lets go of the rows in flight that the animation no longer draws; returns whether any went.
    @discardableResult
    func releaseInFlight(keeping: Set<RowID>) -> Bool {
        let released = mirror.releaseInFlight(keeping: keeping)
        released.forEach(release)
        return !released.isEmpty
    }

    /// Gives the row at `position` `role` (read and referenced when it was not tracked; its
    /// content read too when the role draws it: `TrackedRoles.drawn`).
    @discardableResult
    func track(_ role: TrackedRoles, at position: Int) -> RowID {
        let isNew = mirror.id(at: position) == nil
        let key = key(at: position)
        let id = mirror.track(role, at: position, key: key, content: role.isDisjoint(with: .drawn) ? nil : reader.content)
        if isNew { retain(key) }
        return id
    }

    /// Gives the tracked row `id` `role`; false when it is not tracked.
    @discardableResult
    func track(_ role: TrackedRoles, _ id: RowID) -> Bool { mirror.track(role, id) }

    /// Takes `role` from `id` (its item let go with its last role).
    func untrack(_ role: TrackedRoles, _ id: RowID) {
        if let key = mirror.untrack(role, id) { release(key) }
    }

    /// The tracked rows' measured heights (`WindowedMirror.measure`); whether any changed.
    func measure(_ heights: [RowID: Double]) -> Bool { mirror.measure(heights) }

    func setUniformHeight(_ height: Double) { mirror.setUniformHeight(height) }

    /// Forgets the heights measured outside the window (`WindowedMirror.forgetHeights`).
    func forgetHeights() { mirror.forgetHeights() }

    /// The tracked row `id`'s content version (`WindowedMirror.version(of:)`).
    func version(of id: RowID) -> Int? { mirror.version(of: id) }

    /// The tracked row `id` shows its item again (`WindowedMirror.bumpVersion(of:)`).
    func bumpVersion(of id: RowID) { mirror.bumpVersion(of: id) }

    /// Lets go of every tracked row's item (the view is disposed or changes its kind of rows).
    func releaseAll() {
        mirror.trackedKeys.forEach(release)
        mirror = WindowedMirror(count: 0, window: 0..<0, heights: .uniform(count: 0, height: 44),
                                key: { _ in preconditionFailure() }, content: { _ in preconditionFailure() })
    }

    private func retain(_ key: Key?) {
        guard let key, let item = itemOfKey?(key) else { return }
        g_object_ref(item)
    }

    private func release(_ key: Key) {
        guard let item = itemOfKey?(key) else { return }
        g_object_unref(item)
    }

    /// Reads keys and contents by position: the item, read and let go (the model holds it).
    private struct Reader {
        let model: UnsafeMutableRawPointer?
        let keyOf: (UnsafeMutableRawPointer) -> Key
        let contentOf: (UnsafeMutableRawPointer) -> ModelMirrorContent
        let keysBeforeReplacement: (span: Range<Int>, keys: [Key])?

        func key(_ position: Int) -> Key {
            if let (span, keys) = keysBeforeReplacement, span.contains(position) { return keys[position - span.lowerBound] }
            let item = g_list_model_get_item(OpaquePointer(model!), guint(position))!
            defer { g_object_unref(item) }
            return keyOf(item)
        }

        func content(_ position: Int) -> ModelMirrorContent {
            let item = g_list_model_get_item(OpaquePointer(model!), guint(position))!
            defer { g_object_unref(item) }
            return contentOf(item)
        }
    }
}
