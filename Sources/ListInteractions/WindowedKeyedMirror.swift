import ListCore

/// LiListView's `WindowedRows`, keyed as the app chose: by item object (its address, the items of
/// the tracked rows referenced) or by the string of the `id-property`. Each case is one
/// specialization; what does not depend on the key is answered here.
///
///     switch core.windowed {
///     case .objects(let rows)?: rows.moveWindow(to: 500..<560)
///     case .ids(let rows)?: rows.moveWindow(to: 500..<560)
///     case nil: break
///     }
///
/// - Complexity: O(1) per dispatch; each operation as `WindowedRows`'.
@MainActor
enum WindowedKeyedMirror {
    case objects(WindowedRows<UInt>)
    case ids(WindowedRows<String>)

    /// The number of items in the model.
    var count: Int {
        switch self {
        case .objects(let rows): rows.mirror.count
        case .ids(let rows): rows.mirror.count
        }
    }

    /// The model positions read.
    var window: Range<Int> {
        switch self {
        case .objects(let rows): rows.mirror.window
        case .ids(let rows): rows.mirror.window
        }
    }

    var heights: WindowHeights {
        switch self {
        case .objects(let rows): rows.mirror.heights
        case .ids(let rows): rows.mirror.heights
        }
    }

    /// The identity of the tracked row at `position`.
    func id(at position: Int) -> RowID? {
        switch self {
        case .objects(let rows): rows.mirror.id(at: position)
        case .ids(let rows): rows.mirror.id(at: position)
        }
    }

    /// The model position of the tracked row `id`.
    func position(of id: RowID) -> Int? {
        switch self {
        case .objects(let rows): rows.mirror.position(of: id)
        case .ids(let rows): rows.mirror.position(of: id)
        }
    }

    func roles(of id: RowID) -> TrackedRoles {
        switch self {
        case .objects(let rows): rows.mirror.roles(of: id)
        case .ids(let rows): rows.mirror.roles(of: id)
        }
    }

    /// The tracked rows with any of `roles` and their positions, in no order.
    func tracked(with roles: TrackedRoles) -> [(id: RowID, position: Int)] {
        switch self {
        case .objects(let rows): rows.mirror.tracked(with: roles)
        case .ids(let rows): rows.mirror.tracked(with: roles)
        }
    }

    /// The identities of the tracked rows with any of `roles`.
    func idSet(with roles: TrackedRoles) -> Set<RowID> { Set(tracked(with: roles).lazy.map(\.id)) }

    func snapshot() -> WindowedSnapshot {
        switch self {
        case .objects(let rows): rows.mirror.snapshot()
        case .ids(let rows): rows.mirror.snapshot()
        }
    }

    /// The item at `position`, not referenced; `nil` past the end.
    func item(at position: Int) -> UnsafeMutableRawPointer? {
        switch self {
        case .objects(let rows): rows.item(at: position)
        case .ids(let rows): rows.item(at: position)
        }
    }

    @discardableResult
    func moveWindow(to range: Range<Int>) -> Bool {
        switch self {
        case .objects(let rows): rows.moveWindow(to: range)
        case .ids(let rows): rows.moveWindow(to: range)
        }
    }

    @discardableResult
    func releaseInFlight(keeping: Set<RowID>) -> Bool {
        switch self {
        case .objects(let rows): rows.releaseInFlight(keeping: keeping)
        case .ids(let rows): rows.releaseInFlight(keeping: keeping)
        }
    }

    @discardableResult
    func track(_ role: TrackedRoles, at position: Int) -> RowID {
        switch self {
        case .objects(let rows): rows.track(role, at: position)
        case .ids(let rows): rows.track(role, at: position)
        }
    }

    @discardableResult
    func track(_ role: TrackedRoles, _ id: RowID) -> Bool {
        switch self {
        case .objects(let rows): rows.track(role, id)
        case .ids(let rows): rows.track(role, id)
        }
    }

    func untrack(_ role: TrackedRoles, _ id: RowID) {
        switch self {
        case .objects(let rows): rows.untrack(role, id)
        case .ids(let rows): rows.untrack(role, id)
        }
    }

    /// The tracked rows' measured heights (`WindowedMirror.measure`); whether any changed.
    @discardableResult
    func measure(_ heights: [RowID: Double]) -> Bool {
        switch self {
        case .objects(let rows): rows.measure(heights)
        case .ids(let rows): rows.measure(heights)
        }
    }

    /// The tracked row `id`'s content version.
    func version(of id: RowID) -> Int? {
        switch self {
        case .objects(let rows): rows.version(of: id)
        case .ids(let rows): rows.version(of: id)
        }
    }

    /// The tracked row `id` shows its item again: its content version goes up.
    func bumpVersion(of id: RowID) {
        switch self {
        case .objects(let rows): rows.bumpVersion(of: id)
        case .ids(let rows): rows.bumpVersion(of: id)
        }
    }

    func setUniformHeight(_ height: Double) {
        switch self {
        case .objects(let rows): rows.setUniformHeight(height)
        case .ids(let rows): rows.setUniformHeight(height)
        }
    }

    /// Forgets the heights measured outside the window (`WindowedMirror.forgetHeights`).
    func forgetHeights() {
        switch self {
        case .objects(let rows): rows.forgetHeights()
        case .ids(let rows): rows.forgetHeights()
        }
    }

    func setModel(_ model: UnsafeMutableRawPointer?) {
        switch self {
        case .objects(let rows): rows.setModel(model)
        case .ids(let rows): rows.setModel(model)
        }
    }

    /// The model's `n-items` now (0 without a model).
    var modelCount: Int {
        switch self {
        case .objects(let rows): rows.modelCount
        case .ids(let rows): rows.modelCount
        }
    }

    /// The number in the next fresh identity (a new mirror starts there).
    var nextSerial: UInt32 {
        switch self {
        case .objects(let rows): rows.mirror.nextSerial
        case .ids(let rows): rows.mirror.nextSerial
        }
    }

    func releaseAll() {
        switch self {
        case .objects(let rows): rows.releaseAll()
        case .ids(let rows): rows.releaseAll()
        }
    }
}
