import CGtk
import CListInteractions
import ListCore
import ListWidget

/// One pooled row of a `LiRowFactory`: the `LiRow` GObject the app's signal handlers see. Made
/// when a row widget first shows a row (`setup` is emitted then), bound to the item of each row
/// it shows (`bind`, the `LiRow`'s item set), unbound when it leaves (`unbind`), and torn down
/// when the pool lets it go (`teardown`, from `deinit`: a bound row is unbound first). Its
/// accessible label and description are the row's; its `selectable` and `focusable` are told
/// for the bound row (`onFlags`) after `bind` and whenever they change.
///
///     let row = FactoryRow(factory: factory, itemOf: core.item(of:), onFlags: core.rowFlags)   // emits setup
///     row.bind(id)                                                     // emits bind
///
/// - Complexity: O(1) per call, plus the app's handlers.
@MainActor
final class FactoryRow: RowContent {
    /// The `LiRow`, owned.
    let row: UnsafeMutableRawPointer
    /// The `LiRowFactory`, referenced while this row lives.
    private let factory: UnsafeMutableRawPointer
    private let itemOf: (RowID) -> UnsafeMutableRawPointer?
    /// Tells whether the user may select and focus the bound row (`LiRow:selectable`, `focusable`).
    private let onFlags: (RowID, _ selectable: Bool, _ focusable: Bool) -> Void
    private var boundID: RowID?

    init(factory: UnsafeMutableRawPointer, itemOf: @escaping (RowID) -> UnsafeMutableRawPointer?,
         onFlags: @escaping (RowID, _ selectable: Bool, _ focusable: Bool) -> Void) {
        self.factory = factory
        self.itemOf = itemOf
        self.onFlags = onFlags
        row = li_row_new_internal()
        g_object_ref(factory)
        li_row_set_core_internal(row, Unmanaged.passUnretained(self).toOpaque())
        li_row_factory_emit(factory, 0, row, nil)
    }

    isolated deinit {
        unbind()
        li_row_set_core_internal(row, nil)   // the app's teardown handlers no longer reach this row
        li_row_factory_emit(factory, 3, row, nil)
        g_object_unref(row)
        g_object_unref(factory)
    }

    var child: UnsafeMutablePointer<GtkWidget>? { li_row_get_child(OpaquePointer(row)) }

    var accessibleLabel: String? { li_row_get_accessible_label(OpaquePointer(row)).map { String(cString: $0) } }

    var accessibleDescription: String? {
        li_row_get_accessible_description(OpaquePointer(row)).map { String(cString: $0) }
    }

    /// Binds the row to `id`'s item; a row whose item is gone (a departing row never bound) is not bound.
    func bind(_ id: RowID) {
        guard let item = itemOf(id) else { return }
        boundID = id
        li_row_factory_emit(factory, 1, row, item)
        flagsChanged()
    }

    func unbind() {
        guard boundID != nil else { return }
        boundID = nil
        li_row_factory_emit(factory, 2, row, nil)
    }

    /// `LiRow:selectable` or `focusable` changed (or the row was bound): told for the bound row.
    func flagsChanged() {
        guard let boundID else { return }
        let opaque = OpaquePointer(row)
        onFlags(boundID, li_row_get_selectable(opaque) != 0, li_row_get_focusable(opaque) != 0)
    }
}
